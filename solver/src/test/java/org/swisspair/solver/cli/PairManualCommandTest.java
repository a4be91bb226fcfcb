package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.trf.FideModeComment;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.model.trf.ManualRounds;

/**
 * {@code pair --fix} and {@code pair --pab} (C.04.2 4.4; ARB-1): the fixed boards and the chosen
 * PAB are in the round, the output marks it as manual, a written file carries the {@code ###}
 * comments, the file's own comments ask the same, and a PAB the rules forbid is exit 3.
 */
class PairManualCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String DIR = "src/test/resources/org/swisspair/api/golden/in/";
  private static final String DUTCH = DIR + "dutch-r5.trf";
  private static final String TEAM = DIR + "team.trf";

  @TempDir Path dir;

  /** The engine-format lines after the count, as "white black". */
  private static List<String> pairs(String engine) {
    return engine.lines().skip(1).toList();
  }

  @Test
  void fixedBoardIsInTheRoundOnItsBoardAndTheChosenPabTakesTheBye() {
    String engine = CliRun.of("pair", DUTCH).succeeds().out();
    assertThat(pairs(engine)).doesNotContain("1 2").doesNotContain("7 0");

    String manual = CliRun.of("pair", DUTCH, "--fix", "1-2@3", "--pab", "7").succeeds().out();

    assertThat(pairs(manual).get(2)).isEqualTo("1 2");
    assertThat(pairs(manual)).last().isEqualTo("7 0");
    assertThat(manual.lines().findFirst()).isEqualTo(engine.lines().findFirst());
    // Every player of the engine's round is in the manual one, each once.
    assertThat(numbers(manual)).containsExactlyInAnyOrderElementsOf(numbers(engine));
  }

  private static List<String> numbers(String engine) {
    return pairs(engine).stream()
        .flatMap(l -> java.util.Arrays.stream(l.split(" ")))
        .filter(s -> !s.equals("0"))
        .toList();
  }

  @Test
  void textMarksTheRoundAsManualAndEndsWithTheFideModeLine() {
    String plain = CliRun.of("pair", DUTCH, "--format", "text").succeeds().out();
    assertThat(plain).doesNotContain("Manual round").endsWith("\nFIDE mode: yes\n");

    String manual =
        CliRun.of("pair", DUTCH, "--format", "text", "--fix", "1-2", "--pab", "7").succeeds().out();

    assertThat(manual)
        .contains("\nManual round 5: fixed boards 1-2; PAB 7 chosen by the arbiter\n")
        .contains("\nFIDE mode: left at round 5: manual boards that differ")
        .contains("a PAB chosen by hand that differs from the engine's (PAB to 7");
  }

  @Test
  void jsonCarriesTheManualBoardsThePabAndTheVerdict() throws Exception {
    JsonNode plain = JSON.readTree(CliRun.of("pair", DUTCH, "--format", "json").succeeds().out());
    assertThat(plain.has("manual")).isFalse();
    assertThat(plain.get("fideMode").get("inFideMode").asBoolean()).isTrue();
    assertThat(plain.get("fideMode").get("sinceRound").isNull()).isTrue();

    JsonNode j =
        JSON.readTree(
            CliRun.of("pair", DUTCH, "--format", "json", "--fix", "1-2@3", "--pab", "7")
                .succeeds()
                .out());

    JsonNode m = j.get("manual");
    assertThat(m.get("round").asInt()).isEqualTo(5);
    assertThat(m.get("boards").get(0).get("white").asInt()).isEqualTo(1);
    assertThat(m.get("boards").get(0).get("black").asInt()).isEqualTo(2);
    assertThat(m.get("boards").get(0).get("board").asInt()).isEqualTo(3);
    assertThat(m.get("pab").asInt()).isEqualTo(7);
    assertThat(j.get("pab").get("player").asInt()).isEqualTo(7);
    assertThat(j.get("boards").get(2).get("white").asInt()).isEqualTo(1);
    JsonNode f = j.get("fideMode");
    assertThat(f.get("inFideMode").asBoolean()).isFalse();
    assertThat(f.get("sinceRound").asInt()).isEqualTo(5);
    assertThat(f.get("causes").findValuesAsText("kind")).contains("MANUAL_BOARDS", "CHOSEN_PAB");
  }

  @Test
  void writtenFileCarriesTheMpaPabAndFideModeComments() throws Exception {
    Path out = dir.resolve("round5.txt");
    String printed = CliRun.of("pair", DUTCH, "--fix", "1-2@3", "--pab", "7").succeeds().out();

    CliRun.of("pair", DUTCH, "--fix", "1-2@3", "--pab", "7", "-o", out.toString()).succeeds();

    String written = Files.readString(out);
    assertThat(written).startsWith(printed);
    List<String> comments = written.substring(printed.length()).lines().toList();
    ManualRound read =
        comments.stream()
            .map(ManualRounds::parse)
            .flatMap(Optional::stream)
            .reduce((a, b) -> new ManualRound(a.round(), a.boards(), b.pab()))
            .orElseThrow();
    assertThat(read).isEqualTo(new ManualRound(5, List.of(new ManualBoard(1, 2, 3)), 7));
    assertThat(comments.stream().map(FideModeComment::parse).flatMap(Optional::stream))
        .singleElement()
        .extracting(FideModeComment::round)
        .isEqualTo(5);
  }

  @Test
  void writtenFileWithoutTheArbitersHandIsTheEngineFormatAlone() throws Exception {
    Path out = dir.resolve("round5.txt");
    CliRun.of("pair", DUTCH, "-o", out.toString()).succeeds();
    assertThat(Files.readString(out)).isEqualTo(CliRun.of("pair", DUTCH).succeeds().out());
  }

  @Test
  void theFilesCommentsForTheRoundAskTheSameAsTheOptions() throws Exception {
    Path file = dir.resolve("event.trf");
    Files.writeString(
        file,
        Files.readString(Path.of(DUTCH))
            + "### MPA @ Round 5: 1-2 board 3\n### PAB @ Round 5: 7\n");

    String fromFile = CliRun.of("pair", file.toString(), "--format", "text").succeeds().out();
    String fromOptions =
        CliRun.of("pair", DUTCH, "--format", "text", "--fix", "1-2@3", "--pab", "7")
            .succeeds()
            .out();

    assertThat(fromFile).isEqualTo(fromOptions);
    // The options win over the file's comments for the round.
    assertThat(pairs(CliRun.of("pair", file.toString(), "--pab", "8").succeeds().out()))
        .doesNotContain("1 2")
        .last()
        .isEqualTo("8 0");
  }

  @Test
  void aRecordedManualRoundKeepsItsCommentsAndSaysTheFileLeftFideMode() throws Exception {
    Path file = dir.resolve("event.trf");
    Files.writeString(
        file, Files.readString(Path.of(DUTCH)) + "### MPA @ Round 5: 1-2\n### PAB @ Round 5: 7\n");
    String pairs = CliRun.of("pair", file.toString()).succeeds().out();
    StringBuilder games = new StringBuilder();
    String bye = "";
    for (String line : pairs(pairs)) {
      String[] wb = line.split(" ");
      if (wb[1].equals("0")) {
        bye = "{\"player\": " + wb[0] + ", \"result\": \"U\"}";
      } else {
        games.append(games.length() == 0 ? "" : ", ");
        games.append("{\"white\": " + wb[0] + ", \"black\": " + wb[1] + ", \"result\": \"1-0\"}");
      }
    }
    Path results = dir.resolve("results.json");
    Files.writeString(results, "{\"games\": [" + games + "], \"byes\": [" + bye + "]}");

    CliRun.of("record", file.toString(), "--results", results.toString(), "-o", file.toString())
        .succeeds();

    String recorded = Files.readString(file);
    assertThat(recorded)
        .contains("### MPA @ Round 5: 1-2\n")
        .contains("### PAB @ Round 5: 7\n")
        .contains("### FIDE mode left @ Round 5: manual boards that differ");
    List<String> check = CliRun.of("check", file.toString()).succeeds().outLines();
    assertThat(check.get(check.size() - 2)).startsWith("FIDE mode: left at round 5: ");
  }

  @Test
  void theDropInFormPairsTheFilesCommentsAndWritesThemAfterThePairs() throws Exception {
    Path file = dir.resolve("event.trf");
    Files.writeString(file, Files.readString(Path.of(DUTCH)) + "### MPA @ Round 5: 1-2\n");
    Path out = dir.resolve("pairs.txt");
    Path plain = dir.resolve("plain.txt");

    CliRun.of("--dutch", file.toString(), "-p", out.toString()).succeeds();
    CliRun.of("--dutch", DUTCH, "-p", plain.toString()).succeeds();

    String printed = CliRun.of("pair", file.toString()).succeeds().out();
    assertThat(Files.readString(out))
        .isEqualTo(
            printed
                + "### MPA @ Round 5: 1-2\n"
                + "### FIDE mode left @ Round 5: manual boards that differ from the engine's pairing\n");
    assertThat(pairs(printed)).contains("1 2");
    assertThat(Files.readString(plain)).isEqualTo(CliRun.of("pair", DUTCH).succeeds().out());
  }

  @Test
  void aPabTheRulesForbidIsExit3NamingThePlayerAndRule() throws Exception {
    Path out = dir.resolve("never.txt");
    CliRun.of("pair", DUTCH, "--pab", "3", "-o", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "round 5", "player 3 may not receive the PAB", "C2");
    assertThat(out).doesNotExist();
  }

  @Test
  void aPlayerOnTwoFixedBoardsIsRefused() {
    CliRun run = CliRun.of("pair", DUTCH, "--fix", "1-2,2-3");
    assertThat(run.exit()).isEqualTo(ExitCode.INVALID_INPUT);
    assertThat(run.err()).contains("2").doesNotContain("\tat ");
  }

  @Test
  void badFixAndPabOptionsAreExit3() {
    CliRun.of("pair", DUTCH, "--fix", "1-x").failsWith(ExitCode.INVALID_INPUT, "--fix", "'1-x'");
    CliRun.of("pair", DUTCH, "--fix", "1-2@").failsWith(ExitCode.INVALID_INPUT, "--fix");
    CliRun.of("pair", DUTCH, "--pab", "0").failsWith(ExitCode.INVALID_INPUT, "--pab");
  }

  @Test
  void teamNumbersFixTeamMatches() {
    String engine = CliRun.of("pair", TEAM).succeeds().out();
    assertThat(pairs(engine)).doesNotContain("1 2");

    String manual = CliRun.of("pair", TEAM, "--fix", "1-2", "--format", "text").succeeds().out();

    assertThat(manual).contains("Manual round 5: fixed boards 1-2");
    assertThat(pairs(CliRun.of("pair", TEAM, "--fix", "1-2").succeeds().out())).contains("1 2");
    CliRun.of("pair", TEAM, "--pab", "1")
        .failsWith(ExitCode.INVALID_INPUT, "no pairing-allocated bye", "even number");
  }
}
