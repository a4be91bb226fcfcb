package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.pairing.PairingSystems;

/** The Lim system (C.04.4.3) through the command line: pair, check, generate, selftest, drop-in. */
class LimCommandsTest {
  @TempDir Path dir;
  private Path trf;

  @BeforeEach
  void setUp() {
    trf = dir.resolve("lim.trf");
    CliRun.of(
            "generate",
            "--system",
            "lim",
            "--players",
            "15",
            "--rounds",
            "5",
            "--seed",
            "21",
            "--half-bye-rate",
            "0.05",
            "-o",
            trf.toString())
        .succeeds();
  }

  @Test
  void registryHasLimBuiltWithoutATrfCode() {
    PairingSystems.Entry e = PairingSystems.entry("lim");
    assertThat(e.built()).isTrue();
    assertThat(e.displayName()).isEqualTo("Lim");
    // LIM-21: ETT26 has no 192 code for Lim, so no file selects it by its code.
    assertThat(e.trfCode()).isEmpty();
    assertThat(PairingSystems.byTrfCode("FIDE_LIM")).isEmpty();
  }

  @Test
  void generatedTournamentPassesTheLimChecker() throws IOException {
    assertThat(Files.readString(trf)).contains("XXR 5").doesNotContain("\n192 ");
    CliRun r = CliRun.of("check", "--system", "lim", trf.toString()).succeeds();
    assertThat(r.outLines())
        .last()
        .asString()
        .matches(
            "5 rounds checked, 0 differ(; standings after round 5 by 202 .*: 0 of \\d+ ranks differ)?");
  }

  @Test
  void dropInPairsChecksAndGeneratesLikeTheSubcommands() throws IOException {
    Path out = dir.resolve("out.txt");
    String pairs =
        CliRun.of("pair", "--system", "lim", trf.toString(), "--round", "5").succeeds().out();
    assertThat(pairs.lines().count())
        .isEqualTo(Long.parseLong(pairs.lines().findFirst().get()) + 1);

    Path longer = withSixRounds();
    CliRun.of("--lim", longer.toString(), "-p", out.toString()).succeeds();
    CliRun next = CliRun.of("pair", "--system", "lim", longer.toString()).succeeds();
    assertThat(Files.readString(out)).isEqualTo(next.out());

    // The endorsed engines' -c: exit 0 after a completed check, a table only where a round differs.
    assertThat(CliRun.of("--lim", trf.toString(), "-c").succeeds().out())
        .doesNotContain("Checker pairings");

    Path config = dir.resolve("gen.cfg");
    Files.writeString(config, "PlayersNumber=15\nRoundsNumber=5\nhalf-bye-rate=0.05\n");
    Path again = dir.resolve("again.trf");
    CliRun.of("--lim", "-g", config.toString(), "-o", again.toString(), "-s", "21").succeeds();
    assertThat(Files.readAllBytes(again)).isEqualTo(Files.readAllBytes(trf));
  }

  @Test
  void explainShowsTheStepsOfTheProcedureAndTheColourRules() {
    CliRun r = CliRun.of("pair", "--system", "lim", trf.toString(), "--round", "4", "--explain");
    String out = r.succeeds().out();
    assertThat(out).contains("Round 4, Lim system", "2.2 group=", "median score", "Colours");
    // "  3 Smith, A (2.0) - 5 Jones, B (2.0): 5.4 ...": White - Black with names and scores.
    assertThat(out).containsPattern("(?m)^  \\d+ .*\\) - \\d+ .*\\): (5\\.[1456]|7\\.2|6) ");
  }

  @Test
  void jsonHoldsTheBoardsAndTheExplanation() throws IOException {
    CliRun r = CliRun.of("pair", "--system", "lim", withSixRounds().toString(), "--format", "json");
    JsonNode json = new ObjectMapper().readTree(r.succeeds().out());
    assertThat(json.get("round").asInt()).isEqualTo(6);
    JsonNode ex = json.get("explanation");
    assertThat(ex.get("system").asText()).isEqualTo("lim");
    assertThat(ex.get("brackets").size()).isPositive();
    assertThat(
            ex.get("brackets")
                .get(ex.get("brackets").size() - 1)
                .get("criteria")
                .get("2.2 group")
                .get("text")
                .asText())
        .contains("the median scoregroup");
  }

  @Test
  void selftestOfLimReportsNoDifference() {
    CliRun r =
        CliRun.of(
            "selftest",
            "--system",
            "lim",
            "--tournaments",
            "4",
            "--seed",
            "11",
            "--players",
            "8..16",
            "--rounds",
            "5",
            "--threads",
            "1");
    assertThat(r.succeeds().outLines())
        .last()
        .asString()
        .startsWith("4 tournaments, ")
        .contains(" 0 differ");
  }

  @Test
  void checkReportsARoundPairedOtherwise() throws IOException {
    // Round 1 with the colours of one board swapped: Lim 7.2 decides otherwise.
    List<String> lines = new ArrayList<>(Files.readAllLines(trf));
    int first = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith("001")) {
        first = i;
        break;
      }
    }
    String line = lines.get(first);
    int opponent = Integer.parseInt(line.substring(91, 95).trim());
    lines.set(first, swapColour(line));
    lines.set(first + opponent - 1, swapColour(lines.get(first + opponent - 1)));
    Path swapped = dir.resolve("swapped.trf");
    Files.write(swapped, lines, StandardCharsets.UTF_8);

    CliRun r = CliRun.of("check", "--system", "lim", swapped.toString());

    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    assertThat(r.out()).contains("Round #1 differs", "Lim 7.2 gives White to");
  }

  @Test
  void maxiRecordIsReadAndABadOneIsRefused() throws IOException {
    Path maxi = dir.resolve("maxi.trf");
    Files.writeString(maxi, Files.readString(withSixRounds()) + "LIM MAXI\n");
    CliRun.of("pair", "--system", "lim", maxi.toString()).succeeds();
    // The checker re-pairs with the same (Maxi) rules as the engine.
    assertThat(CliRun.of("check", "--system", "lim", maxi.toString()).outLines())
        .last()
        .asString()
        .matches("5 rounds checked, \\d+ differ(; standings .*)?");
    assertThat(Files.readString(maxi)).contains("XXR 6");

    Path bad = dir.resolve("bad.trf");
    Files.writeString(bad, Files.readString(withSixRounds()) + "LIM MINI\n");
    CliRun.of("pair", "--system", "lim", bad.toString())
        .failsWith(ExitCode.INVALID_INPUT, "unknown option 'MINI'", "LIM MAXI");
  }

  /** The generated file announcing six rounds, so that a sixth may be paired. */
  private Path withSixRounds() throws IOException {
    Path longer = dir.resolve("lim6.trf");
    Files.writeString(longer, Files.readString(trf).replace("XXR 5", "XXR 6"));
    return longer;
  }

  private static String swapColour(String line) {
    char c = line.charAt(96) == 'w' ? 'b' : 'w';
    return line.substring(0, 96) + c + line.substring(97);
  }
}
