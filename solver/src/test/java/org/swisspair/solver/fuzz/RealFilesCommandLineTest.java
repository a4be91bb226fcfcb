package org.swisspair.solver.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * Real files that JaVaFo reads, as {@code convert} and {@code check} read them: what they say
 * inconsistently is printed as {@code swisspair: warning:} lines, and only a file whose pairings
 * would depend on a guess is refused, naming the option that reads it anyway.
 */
class RealFilesCommandLineTest {

  @TempDir Path dir;

  private static String real(String name) {
    return FixtureFiles.root().resolve("real").resolve(name).toString();
  }

  static Stream<String> readableIrishFiles() {
    return Stream.of(
        "bunratty-challengers-2011.tab",
        "bunratty-major-2011.tab",
        "bunratty-masters-2011.tab",
        "bunratty-minor-2011.tab",
        "irish-intermediate-champs-2011.tab",
        "irish-junior-champs-2011.tab");
  }

  private static void allWarnings(CommandRun run, String file) {
    List<String> warnings = run.systemErr().lines().toList();
    assertThat(warnings).isNotEmpty();
    assertThat(warnings)
        .allSatisfy(
            w ->
                assertThat(w)
                    .startsWith("swisspair: warning: " + file + ":")
                    .doesNotContain("Exception"));
  }

  @Test
  void convertReadsAradsTwoPabsInRoundOneWithAWarning() throws Exception {
    String in = real("arad2026-a.trf");
    Path out = dir.resolve("arad.trf");
    CommandRun run = CommandRun.of("convert", in, "-o", out.toString());
    assertThat(run.exit()).as("stderr: %s", run.errorLines()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.systemErr().lines())
        .singleElement()
        .asString()
        .startsWith(
            "swisspair: warning: " + in + ":219:99: round 1 result: players 140 (line 150)");
    assertThat(Files.readString(out)).contains("001  209");
  }

  @ParameterizedTest
  @MethodSource("readableIrishFiles")
  void checkReadsIrishFilesWithTheByesTheirPointsCountAndWarns(String name) {
    String in = real(name);
    CommandRun run = CommandRun.of("check", in);
    assertThat(run.exit()).as("stderr: %s", run.errorLines()).isIn(0, 1);
    assertThat(run.err()).isEmpty();
    allWarnings(run, in);
    assertThat(run.out()).containsPattern("\\d+ rounds checked, \\d+ differ");
  }

  @ParameterizedTest
  @MethodSource("readableIrishFiles")
  void convertWritesIrishFilesThatReadBackWithoutWarnings(String name) throws Exception {
    Path out = dir.resolve(name + ".trf");
    CommandRun run = CommandRun.of("convert", real(name), "-o", out.toString());
    assertThat(run.exit()).as("stderr: %s", run.errorLines()).isZero();
    assertThat(new TrfReader().readWithWarnings(out).warnings()).isEmpty();
  }

  @Test
  void readsPlayer32OfBunrattyChallengersAsARoundOneByeAndAWithdrawal() {
    // Rounds 1, 3-6 blank and 0.5 more than his one game: the blanks after his last game are a
    // withdrawal, round 1 the half-point bye; the event paired him in round 2 with 62, who also
    // came from a round-1 half-point bye.
    String in = real("bunratty-challengers-2011.tab");
    CommandRun run = CommandRun.of("check", in);
    assertThat(run.exit()).as("stderr: %s", run.errorLines()).isIn(0, 1);
    assertThat(run.systemErr().lines())
        .anySatisfy(
            w ->
                assertThat(w)
                    .startsWith("swisspair: warning: " + in + ":45:99: round 1 result: player 32")
                    .contains("half-point bye (H)")
                    .contains("rounds 3, 4, 5 and 6, after the last pairing")
                    .contains("withdrawn"));
  }

  @Test
  void refusesBlankRoundsBeforeTheLastPairingThatThePointsSpreadInSeveralWays() throws Exception {
    // Player 1: blanks in rounds 2 and 3, a game in round 4, and 0.5 more than the results:
    // whether he had 1.0 or 1.5 before round 4 decides that round's pairing.
    Path in = dir.resolve("blanks.trf");
    Files.writeString(
        in,
        String.join(
            "\n",
            "012 Blanks",
            "XXR 4",
            "XXC white1",
            line(1, "2.5", "   3 w 1", "        ", "        ", "   2 w 1"),
            line(2, "1.0", "   4 b 1", "0000 - Z", "0000 - Z", "   1 b 0"),
            line(3, "1.0", "   1 b 0", "   4 w 1", "0000 - Z", "0000 - Z"),
            line(4, "0.0", "   2 w 0", "   3 b 0", "0000 - Z", "0000 - Z"),
            ""));
    CommandRun run = CommandRun.of("check", in.toString());
    assertThat(run.exit()).isEqualTo(3);
    assertThat(run.err().lines())
        .singleElement()
        .asString()
        .startsWith("swisspair: " + in + ":4:81: points: player 1")
        .contains("rounds without result (2, 3)")
        .contains("--trust-results");
    CommandRun trusted = CommandRun.of("check", "--trust-results", in.toString());
    assertThat(trusted.exit()).as("stderr: %s", trusted.errorLines()).isIn(0, 1);
    assertThat(trusted.systemErr()).contains("took the results");
  }

  /** A TRF-16 player line: id, points, then one 8-character block per round. */
  private static String line(int id, String points, String... rounds) {
    StringBuilder l =
        new StringBuilder(
            String.format(
                "001 %4d  %3s %-33s %4s %-3s %11s %-10s %4s %4s",
                id, "", "Player " + id, 2000 - id, "ENG", "", "", points, id));
    for (String r : rounds) {
      l.append("  ").append(r);
    }
    return l.toString();
  }

  @Test
  void refusesTwoPabsInARoundScoredUnlikeAFullPointByeNamingTheOverride() throws Exception {
    Path in = dir.resolve("pabs.trf");
    String arad = Files.readString(Path.of(real("arad2026-a.trf")));
    Files.writeString(in, "XXS FPB=0.5\n" + arad);
    CommandRun run = CommandRun.of("convert", in.toString(), "-o", dir.resolve("o.trf").toString());
    assertThat(run.exit()).isEqualTo(3);
    assertThat(run.err().lines())
        .singleElement()
        .asString()
        .contains(":220:99: round 1 result")
        .contains("pass --trust-results to read every U as a pairing-allocated bye");
    CommandRun trusted =
        CommandRun.of(
            "convert", "--trust-results", in.toString(), "-o", dir.resolve("o.trf").toString());
    assertThat(trusted.exit()).as("stderr: %s", trusted.errorLines()).isZero();
  }

  @Test
  void convertEndsWithTheSizeLimitWhenAScoreDoesNotFitTrf() throws Exception {
    // 30 points a win: five rounds give up to 150.0, wider than the four-column points field.
    Tournament t =
        new TrfReader().read(FixtureFiles.root().resolve("dutch/n008-r05-clean-s5001/full.trf"));
    Tournament big =
        new Tournament(
            t.header(),
            t.players().stream().map(p -> p.withPointsAndRank(null, p.rank())).toList(),
            t.totalRounds(),
            t.initialColour(),
            ScoringSystem.of(300, 150, 0),
            t.systemCode(),
            t.acceleration(),
            t.forbidden(),
            t.byeRequests(),
            t.teams(),
            t.otherLines(),
            t.pairByRankOrder());
    Path json = dir.resolve("big.json");
    TournamentJson.write(big, json);
    Path out = dir.resolve("big.trf");
    CommandRun run = CommandRun.of("convert", json.toString(), "-o", out.toString());
    assertThat(run.exit()).isEqualTo(4);
    assertThat(run.err().lines())
        .singleElement()
        .asString()
        .contains("points")
        .contains("longer than the 4 columns");
    assertThat(out).doesNotExist();
  }
}
