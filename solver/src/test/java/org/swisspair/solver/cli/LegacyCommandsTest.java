package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The command line for the two older texts, the rating-based Swiss (old C.04.1) and the simplified
 * rules (Vincze): pair, explain, JSON, check, generate, selftest, and the drop-in forms {@code
 * --rating-based} and {@code --simplified}. ETT26 has no 192 code for them, so generated files
 * carry none.
 */
class LegacyCommandsTest {
  @TempDir Path dir;

  /** A generated 16-player tournament of 6 rounds paired by {@code system}. */
  private Path generated(String system, String... more) {
    Path out = dir.resolve(system + ".trf");
    List<String> args =
        new ArrayList<>(
            List.of(
                "generate",
                "--system",
                system,
                "--players",
                "16",
                "--rounds",
                "6",
                "--seed",
                "42",
                "--initial-colour",
                "white",
                "--plain",
                "-o",
                out.toString()));
    args.addAll(List.of(more));
    CliRun.of(args.toArray(String[]::new)).succeeds();
    return out;
  }

  @ParameterizedTest
  @ValueSource(strings = {"rating-based", "simplified"})
  void generatedTournamentPassesTheCheckerWithoutAny192Code(String system) throws IOException {
    Path t = generated(system);
    assertThat(Files.readString(t)).contains("XXR 6").doesNotContainPattern("(?m)^192 ");
    CliRun r = CliRun.of("check", "--system", system, t.toString()).succeeds();
    assertThat(r.outLines())
        .last()
        .asString()
        .matches(
            "6 rounds checked, 0 differ(; standings after round 6 by 202 .*: 0 of \\d+ ranks differ)?");
    Path t26 = dir.resolve(system + "-26.trf");
    CliRun.of("convert", t.toString(), "-o", t26.toString(), "--to", "trf26").succeeds();
    assertThat(Files.readString(t26)).doesNotContainPattern("(?m)^192 ");
  }

  @ParameterizedTest
  @ValueSource(strings = {"rating-based", "simplified"})
  void generationIsDeterministic(String system) throws IOException {
    Path a = generated(system);
    byte[] first = Files.readAllBytes(a);
    Path b = generated(system);
    assertThat(Files.readAllBytes(b)).isEqualTo(first);
  }

  @ParameterizedTest
  @ValueSource(strings = {"rating-based", "simplified"})
  void dropInPairsLikeThePairCommand(String system) throws IOException {
    Path t = generated(system);
    String pair =
        CliRun.of("pair", "--system", system, t.toString(), "--round", "4").succeeds().out();
    assertThat(pair).startsWith("8\n");
    // The state before round 4 as a file of its own, paired through the drop-in form.
    Path before = dir.resolve(system + "-r3.trf");
    Path out = dir.resolve(system + ".out");
    String truncated = truncate(Files.readString(t), 3);
    Files.writeString(before, truncated);
    CliRun.of("--" + system, before.toString(), "-p", out.toString()).succeeds();
    assertThat(Files.readString(out)).isEqualTo(pair);
    assertThat(CliRun.of("--" + system, before.toString(), "-p").succeeds().out()).isEqualTo(pair);
  }

  @ParameterizedTest
  @ValueSource(strings = {"rating-based", "simplified"})
  void dropInChecksAndGenerates(String system) throws IOException {
    Path t = generated(system);
    CliRun c = CliRun.of("--" + system, t.toString(), "-c");
    // The endorsed engines' -c: exit 0 after a completed check, a table only where a round differs.
    assertThat(c.succeeds().out()).doesNotContain("Checker pairings");
    Path config = dir.resolve("gen.cfg");
    Files.writeString(config, "PlayersNumber=12\nRoundsNumber=4\n");
    Path g = dir.resolve(system + "-g.trf");
    CliRun.of("--" + system, "-g", config.toString(), "-o", g.toString(), "-s", "9").succeeds();
    assertThat(CliRun.of("check", "--system", system, g.toString()).succeeds().outLines())
        .last()
        .asString()
        .matches(
            "4 rounds checked, 0 differ(; standings after round 4 by 202 .*: 0 of \\d+ ranks differ)?");
  }

  @Test
  void ratingBasedExplanationShowsTheProcedure() {
    Path t = generated("rating-based");
    CliRun r =
        CliRun.of("pair", "--system", "rating-based", t.toString(), "--round", "5", "--explain");
    assertThat(r.succeeds().out())
        .contains("Round 5, Rating-Based system", "Bracket 1", "residents:", "criteria:")
        .contains("type=", "x=", "p=")
        .containsPattern("E\\.[1-5]|B\\.2");
  }

  @Test
  void simplifiedExplanationShowsTheSearchAndTheColourRules() {
    Path t = generated("simplified");
    CliRun r =
        CliRun.of("pair", "--system", "simplified", t.toString(), "--round", "5", "--explain");
    assertThat(r.succeeds().out())
        .contains("Round 5, Simplified system", "Bracket 1", "V3=", "search=")
        .containsPattern("colour [1-5]|first round");
  }

  @ParameterizedTest
  @ValueSource(strings = {"rating-based", "simplified"})
  void jsonHoldsBoardsAndExplanation(String system) throws IOException {
    Path t = generated(system);
    CliRun r =
        CliRun.of("pair", "--system", system, t.toString(), "--round", "3", "--format", "json");
    JsonNode json = new ObjectMapper().readTree(r.succeeds().out());
    assertThat(json.get("round").asInt()).isEqualTo(3);
    assertThat(json.get("boards")).hasSize(8);
    assertThat(json.get("explanation").get("system").asText()).isEqualTo(system);
    assertThat(json.get("explanation").get("brackets").size()).isPositive();
    assertThat(json.get("explanation").get("colours")).hasSize(8);
  }

  @ParameterizedTest
  @ValueSource(strings = {"rating-based", "simplified"})
  void selftestReportsNoDifference(String system) {
    CliRun r =
        CliRun.of(
            "selftest",
            "--system",
            system,
            "--tournaments",
            "4",
            "--seed",
            "11",
            "--players",
            "8..14",
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

  @ParameterizedTest
  @ValueSource(strings = {"rating-based", "simplified"})
  void checkReportsARoundPairedOtherwise(String system) throws IOException {
    // Round 1 with the colours of the first board swapped: the checker must see it.
    Path t = generated(system);
    List<String> lines = new ArrayList<>(Files.readAllLines(t));
    int first = -1;
    for (int i = 0; i < lines.size() && first < 0; i++) {
      if (lines.get(i).startsWith("001")) {
        first = i;
      }
    }
    int opponent = Integer.parseInt(lines.get(first).substring(91, 95).trim());
    lines.set(first, swapColour(lines.get(first)));
    lines.set(first + opponent - 1, swapColour(lines.get(first + opponent - 1)));
    Path swapped = dir.resolve("swapped.trf");
    Files.write(swapped, lines);
    CliRun r = CliRun.of("check", "--system", system, swapped.toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    assertThat(r.out()).contains("Round #1 differs");
  }

  @Test
  void unknownOptionsStayInvalidInput() {
    CliRun.of("pair", "--system", "rating-based").failsWith(ExitCode.INVALID_INPUT);
  }

  private static String swapColour(String line) {
    char c = line.charAt(96) == 'w' ? 'b' : 'w';
    return line.substring(0, 96) + c + line.substring(97);
  }

  /**
   * The TRF text with every player's rounds after {@code rounds} removed, and the points field
   * (columns 81-84) blanked so that it is taken from the results.
   */
  @Test
  void pairingNumbersOutOfRatingOrderAreWarnedOnStandardErrorOnly() throws IOException {
    // SIM-1: the same file with the ratings of 1 and 2 exchanged pairs the same, exit 0, and
    // standard error names the pair out of the order of lines 14-16, in both forms.
    Path t = generated("simplified");
    String before = truncate(Files.readString(t), 3);
    Path inOrder = dir.resolve("in-order.trf");
    Files.writeString(inOrder, before);
    String pairing =
        CliRun.of("pair", "--system", "simplified", inOrder.toString()).succeeds().out();
    List<String> lines = new ArrayList<>(before.lines().toList());
    int first = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith("001") && first < 0) {
        first = i;
      }
    }
    String one = lines.get(first);
    String two = lines.get(first + 1);
    assertThat(Integer.parseInt(one.substring(48, 52).strip()))
        .as("the generator numbers by rating")
        .isGreaterThan(Integer.parseInt(two.substring(48, 52).strip()));
    lines.set(first, one.substring(0, 48) + two.substring(48, 52) + one.substring(52));
    lines.set(first + 1, two.substring(0, 48) + one.substring(48, 52) + two.substring(52));
    Path swapped = dir.resolve("swapped.trf");
    Files.writeString(swapped, String.join("\n", lines) + "\n");
    CliRun pair = CliRun.of("pair", "--system", "simplified", swapped.toString());
    CliRun dropIn = CliRun.of("--simplified", swapped.toString(), "-p");
    for (CliRun r : List.of(pair, dropIn)) {
      assertThat(r.exit()).as(r.err()).isZero();
      assertThat(r.out()).isEqualTo(pairing);
      assertThat(r.err().lines().toList())
          .singleElement()
          .satisfies(
              w ->
                  assertThat(w)
                      .startsWith("swisspair: warning: " + swapped + ": pairing number 1 (rating ")
                      .contains("comes before 2 (rating ")
                      .contains("SIM-1"));
    }
  }

  private static String truncate(String trf, int rounds) {
    StringBuilder sb = new StringBuilder();
    for (String line : trf.split("\n", -1)) {
      if (line.startsWith("001")) {
        line = line.substring(0, 80) + "    " + line.substring(84);
        if (line.length() > 91 + 10 * rounds) {
          line = line.substring(0, 91 + 10 * rounds - 2).stripTrailing();
        }
      }
      sb.append(line).append('\n');
    }
    return sb.toString().stripTrailing() + "\n";
  }
}
