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
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.solver.testing.FixtureFiles;

/** The subcommands and the drop-in invocation on valid input. */
class CommandsTest {
  @TempDir Path dir;
  private Path example;
  private Path fixture;

  @BeforeEach
  void setUp() {
    example = FixtureFiles.root().resolve("examples/example.trf");
    fixture = FixtureFiles.root().resolve("dutch/n012-r07-messy-s5004");
  }

  private String expectedPairs() throws IOException {
    return Files.readString(fixture.resolve("round04.pairs")).strip() + "\n";
  }

  @Test
  void helpDocumentsCommandsDropInFlagsExitCodesAndFormats() {
    CliRun r = CliRun.of("--help").succeeds();
    assertThat(r.out())
        .contains("pair", "check", "generate", "selftest", "convert")
        .contains("--dutch IN.trf -p [OUT]", "-c [ROUND]", "-g [CONFIG|SEED]")
        .contains("Exit codes", "4  size limit", "5  file access")
        .contains("TRF-16", "TRF-2026", "JSON");
  }

  @Test
  void everySubcommandHasHelpAndVersion() {
    for (String c : List.of("pair", "check", "generate", "selftest", "convert")) {
      assertThat(CliRun.of(c, "--help").succeeds().out()).contains("Usage: swisspair " + c);
      assertThat(CliRun.of(c, "--version").succeeds().out()).startsWith("swisspair ");
    }
    assertThat(CliRun.of("--version").succeeds().out()).startsWith("swisspair ");
  }

  @Test
  void pairPrintsTheEngineFormat() throws IOException {
    CliRun r = CliRun.of("pair", example.toString()).succeeds();
    assertThat(r.out()).isEqualTo(expectedPairs());
  }

  @Test
  void pairWritesTheOutputFile() throws IOException {
    Path out = dir.resolve("pairs.txt");
    Files.writeString(out, "stale\n");
    CliRun r = CliRun.of("pair", example.toString(), "-o", out.toString()).succeeds();
    assertThat(r.out()).isEmpty();
    assertThat(Files.readString(out)).isEqualTo(expectedPairs());
  }

  @Test
  void pairRepairsAnEarlierRoundFromTheStateBeforeIt() throws IOException {
    CliRun r = CliRun.of("pair", fixture.resolve("full.trf").toString(), "--round", "4");
    assertThat(r.succeeds().out()).isEqualTo(expectedPairs());
  }

  @Test
  void explainShowsBracketsCriteriaAndColourRules() throws IOException {
    CliRun r = CliRun.of("pair", example.toString(), "--explain").succeeds();
    assertThat(r.out()).startsWith(expectedPairs());
    assertThat(r.out()).contains("Bracket 1", "residents:", "MDPs:", "criteria:", "C6=");
    assertThat(r.out()).contains("Colours").containsPattern("5\\.2\\.\\d");
  }

  @Test
  void jsonFormatHoldsBoardsAndExplanation() throws IOException {
    CliRun r = CliRun.of("pair", example.toString(), "--format", "json").succeeds();
    JsonNode json = new ObjectMapper().readTree(r.out());
    assertThat(json.get("round").asInt()).isEqualTo(4);
    assertThat(json.get("boards")).hasSize(6);
    assertThat(json.get("engineFormat").asText()).isEqualTo(expectedPairs());
    assertThat(json.get("explanation").get("brackets").size()).isPositive();
  }

  @Test
  void dropInPairsToAFile() throws IOException {
    Path out = dir.resolve("out.txt");
    CliRun r = CliRun.of("--dutch", example.toString(), "-p", out.toString()).succeeds();
    assertThat(r.out()).isEmpty();
    assertThat(Files.readString(out)).isEqualTo(expectedPairs());
  }

  @Test
  void dropInPairsToStandardOutputWithoutOutputFile() throws IOException {
    assertThat(CliRun.of("--dutch", example.toString(), "-p").succeeds().out())
        .isEqualTo(expectedPairs());
  }

  @Test
  void javafoFormWithoutSystemFlagPairsWithDutch() throws IOException {
    Path out = dir.resolve("out.txt");
    CliRun.of(example.toString(), "-p", out.toString()).succeeds();
    assertThat(Files.readString(out)).isEqualTo(expectedPairs());
  }

  @Test
  void checkOfAFixtureFindsNoDifference() {
    CliRun r = CliRun.of("check", fixture.resolve("full.trf").toString()).succeeds();
    assertThat(r.outLines())
        .last()
        .asString()
        .matches(
            "7 rounds checked, 0 differ(; standings after round 7 by 202 .*: 0 of \\d+ ranks differ)?");
  }

  @Test
  void checkSkipsRoundsOnRequest() {
    CliRun r = CliRun.of("check", fixture.resolve("full.trf").toString(), "--skip-rounds", "3,5");
    assertThat(r.succeeds().outLines())
        .last()
        .isEqualTo("5 rounds checked, 0 differ, skipped [3, 5]");
  }

  @Test
  void dropInCheckOfOneRound() {
    CliRun r = CliRun.of("--dutch", fixture.resolve("full.trf").toString(), "-c", "2");
    // bbpPairings' report: the round named, nothing under it when the file agrees.
    assertThat(r.succeeds().outLines()).containsExactly("full: Round #2", "");
  }

  @Test
  void checkReportsADifferingRoundWithExitOne() throws IOException {
    // Round 1 played with the colours of one board swapped.
    List<String> lines = new ArrayList<>(Files.readAllLines(fixture.resolve("full.trf")));
    int first = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith("001")) {
        first = i;
        break;
      }
    }
    String line = lines.get(first);
    int opponent = Integer.parseInt(line.substring(91, 95).trim());
    int second = first + opponent - 1;
    lines.set(first, swapColour(line));
    lines.set(second, swapColour(lines.get(second)));
    Path swapped = dir.resolve("swapped.trf");
    Files.write(swapped, lines, StandardCharsets.UTF_8);
    CliRun r = CliRun.of("check", swapped.toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    assertThat(r.out()).contains("Round #1 differs", "Checker pairings", "Tournament pairings");
    assertThat(r.outLines()).last().asString().matches("7 rounds checked, [1-7] differ.*");
  }

  private static String swapColour(String line) {
    char c = line.charAt(96) == 'w' ? 'b' : 'w';
    return line.substring(0, 96) + c + line.substring(97);
  }

  @Test
  void generateIsDeterministic() throws IOException {
    Path a = dir.resolve("a.trf");
    Path b = dir.resolve("b.trf");
    Path c = dir.resolve("c.trf");
    String[] common = {"generate", "--players", "14", "--rounds", "5", "--initial-colour", "white"};
    CliRun.of(concat(common, "--seed", "77", "-o", a.toString())).succeeds();
    CliRun.of(concat(common, "--seed", "77", "-o", b.toString())).succeeds();
    CliRun.of(concat(common, "--seed", "78", "-o", c.toString())).succeeds();
    assertThat(Files.readAllBytes(a)).isEqualTo(Files.readAllBytes(b));
    assertThat(Files.readAllBytes(a)).isNotEqualTo(Files.readAllBytes(c));
    assertThat(Files.readString(a)).contains("XXR 5", "XXC white1").containsPattern("(?m)^001 ");
  }

  @Test
  void generatedTournamentPassesTheChecker() {
    Path a = dir.resolve("a.trf");
    CliRun.of("generate", "--players", "12", "--rounds", "5", "--seed", "5", "-o", a.toString())
        .succeeds();
    assertThat(CliRun.of("check", a.toString()).succeeds().outLines())
        .last()
        .asString()
        .matches(
            "5 rounds checked, 0 differ(; standings after round 5 by 202 .*: 0 of \\d+ ranks differ)?");
  }

  @Test
  void generateWritesJsonForAJsonName() throws IOException {
    Path a = dir.resolve("a.json");
    CliRun.of("generate", "--players", "9", "--rounds", "4", "--seed", "3", "-o", a.toString())
        .succeeds();
    Tournament t = TournamentJson.read(a);
    assertThat(t.size()).isEqualTo(9);
    assertThat(t.roundsPaired()).isEqualTo(4);
  }

  @Test
  void dropInGeneratorTakesSeedAndConfig() throws IOException {
    Path config = dir.resolve("gen.cfg");
    Files.writeString(config, "PlayersNumber=10\nRoundsNumber=4\n");
    Path a = dir.resolve("a.trf");
    Path b = dir.resolve("b.trf");
    CliRun.of("--dutch", "-g", config.toString(), "-o", a.toString(), "-s", "9").succeeds();
    CliRun.of("generate", "--players", "10", "--rounds", "4", "--seed", "9", "-o", b.toString())
        .succeeds();
    assertThat(Files.readAllBytes(a)).isEqualTo(Files.readAllBytes(b));
  }

  @Test
  void convertRoundTripsThroughJson() throws IOException {
    Path trf = dir.resolve("a.trf");
    Path json = dir.resolve("a.json");
    Path back = dir.resolve("b.trf");
    CliRun.of("convert", example.toString(), "-o", trf.toString(), "--to", "trf16").succeeds();
    CliRun.of("convert", trf.toString(), "-o", json.toString()).succeeds();
    CliRun.of("convert", json.toString(), "-o", back.toString(), "--to", "TRF16").succeeds();
    assertThat(Files.readString(back)).isEqualTo(Files.readString(trf));
    assertThat(Files.readString(json)).startsWith("{");
  }

  @Test
  void convertToTrf26WritesTheNewRecords() throws IOException {
    Path out = dir.resolve("a.trf");
    CliRun.of("convert", example.toString(), "-o", out.toString(), "--to", "trf26").succeeds();
    assertThat(Files.readString(out)).contains("142 7").doesNotContain("XXR");
  }

  @Test
  void selftestReportsTheSummary() {
    CliRun r =
        CliRun.of(
            "selftest",
            "--tournaments",
            "3",
            "--seed",
            "11",
            "--players",
            "8..12",
            "--rounds",
            "4",
            "--threads",
            "1");
    assertThat(r.succeeds().outLines())
        .last()
        .asString()
        .startsWith("3 tournaments, ")
        .contains(" 0 differ");
  }

  @Test
  void dropInArgumentsAreParsed() {
    DropIn.Request p = DropIn.parse(List.of("--dutch", "in.trf", "-p", "out.txt"));
    assertThat(p.system).isEqualTo("dutch");
    assertThat(p.mode).isEqualTo("-p");
    assertThat(p.input).isEqualTo(Path.of("in.trf"));
    assertThat(p.output).isEqualTo(Path.of("out.txt"));

    DropIn.Request c = DropIn.parse(List.of("--dutch", "in.trf", "-c", "3"));
    assertThat(c.mode).isEqualTo("-c");
    assertThat(c.checkRound).isEqualTo(3);

    DropIn.Request g =
        DropIn.parse(List.of("--burstein", "-g", "cfg.txt", "-o", "o.trf", "-s", "42"));
    assertThat(g.system).isEqualTo("burstein");
    assertThat(g.generatorArgument).isEqualTo("cfg.txt");
    assertThat(g.seed).isEqualTo(42L);
    assertThat(g.output).isEqualTo(Path.of("o.trf"));

    DropIn.Request j = DropIn.parse(List.of("in.trf", "-p", "-b"));
    assertThat(j.system).isEqualTo("dutch");
    assertThat(j.output).isNull();
    assertThat(j.baku).isTrue();
  }

  @Test
  void dropInIsRecognisedOnlyWithASystemFlagOrAMode() {
    assertThat(DropIn.applies(List.of("--dutch", "in.trf", "-p"))).isTrue();
    assertThat(DropIn.applies(List.of("in.trf", "-c"))).isTrue();
    assertThat(DropIn.applies(List.of("--lim", "in.trf"))).isTrue();
    assertThat(DropIn.applies(List.of("pair", "in.trf", "-o", "x"))).isFalse();
    assertThat(DropIn.applies(List.of("--help"))).isFalse();
    assertThat(DropIn.applies(List.of("--frobnicate"))).isFalse();
  }

  @Test
  void noProgressBarWithoutConsole() {
    Path a = dir.resolve("a.trf");
    CliRun r =
        CliRun.of("generate", "--players", "8", "--rounds", "3", "--seed", "1", "-o", a.toString());
    assertThat(r.succeeds().err()).isEmpty();
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = new String[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
