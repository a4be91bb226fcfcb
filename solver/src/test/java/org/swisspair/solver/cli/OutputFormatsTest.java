package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.testing.FixtureFiles;

/** Every output format of {@code pair} and {@code standings}, and the completion script. */
class OutputFormatsTest {
  private final Path example = FixtureFiles.root().resolve("examples/example.trf");

  @TempDir Path dir;

  @Test
  void defaultFormatIsTheEngineFormatTheDropInWrites() {
    String dropIn = CliRun.of("--dutch", example.toString(), "-p").succeeds().out();

    assertThat(CliRun.of("pair", example.toString()).succeeds().out()).isEqualTo(dropIn);
    assertThat(CliRun.of("pair", example.toString(), "--format", "engine").succeeds().out())
        .isEqualTo(dropIn);
  }

  @Test
  void textFormatIsThePairingListWithNames() {
    String engine = CliRun.of("pair", example.toString()).succeeds().out();
    String text = CliRun.of("pair", example.toString(), "--format", "text").succeeds().out();

    assertThat(text).contains("Round 4 pairings, Dutch system", "Test0003 Player0003");
    // One list line per engine line after the count (no PAB in this round).
    long boards = text.lines().filter(l -> l.matches(" *\\d+ +\\d+  .*")).count();
    assertThat(boards).isEqualTo(engine.lines().count() - 1);
  }

  @Test
  void htmlFormatWritesOnePageToTheOutputFile() throws Exception {
    Path out = dir.resolve("round4.html");
    CliRun r =
        CliRun.of("pair", example.toString(), "--format", "html", "-o", out.toString()).succeeds();

    assertThat(r.out()).isEmpty();
    String html = Files.readString(out);
    assertThat(html).startsWith("<!DOCTYPE html>").endsWith("</html>\n");
    assertThat(html).contains("<table id=\"pairings\">").doesNotContain("id=\"explanation\"");
  }

  @Test
  void htmlWithExplainAddsTheExplanationToThePage() {
    String html =
        CliRun.of("pair", example.toString(), "--format", "html", "--explain").succeeds().out();

    assertThat(html).contains("<pre id=\"explanation\">", "Bracket 1", "C6=");
    assertThat(html.indexOf("</html>")).isEqualTo(html.length() - "</html>\n".length());
  }

  @Test
  void explainPrintsTheLegendThenNamesBesideNumbers() {
    String out = CliRun.of("pair", example.toString(), "--explain").succeeds().out();

    assertThat(out).contains("Criteria of the Dutch system, highest priority first");
    assertThat(out).containsPattern("(?m)^  C6 +quality +2\\.4\\.1 +minimise the number");
    assertThat(out).containsPattern("(?m)^  pair: +3 Test0003 Player0003 \\(3\\.0\\) - 5 ");
  }

  @Test
  void unknownFormatIsAnInvalidOption() {
    CliRun.of("pair", example.toString(), "--format", "pdf")
        .failsWith(ExitCode.INVALID_INPUT, "--format", "pdf");
    CliRun.of("standings", example.toString(), "--format", "pdf")
        .failsWith(ExitCode.INVALID_INPUT, "--format", "text, csv, json or html");
  }

  @Test
  void standingsHtmlIsOnePageWithTheTieBreaks() {
    String html =
        CliRun.of("standings", example.toString(), "--format", "html", "--tiebreaks", "BH,SB")
            .succeeds()
            .out();

    assertThat(html).startsWith("<!DOCTYPE html>").contains("<table id=\"standings\">");
    assertThat(html).contains("<th class=\"num\">BH</th><th class=\"num\">SB</th>");
    // The header row and one row per participant.
    assertThat(html.split("<tr>", -1)).hasSize(1 + 1 + 12);
  }

  @Test
  void completionPrintsABashScriptForEveryCommand() {
    String script = CliRun.of("completion").succeeds().out();

    assertThat(script).contains("complete -F", "swisspair");
    for (String command : new String[] {"pair", "check", "standings", "simulate", "convert"}) {
      assertThat(script).contains(command);
    }
    assertThat(CliRun.of("--help").succeeds().out()).contains("completion");
  }
}
