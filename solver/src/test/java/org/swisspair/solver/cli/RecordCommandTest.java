package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.Colour;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.RoundResults;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * {@code swisspair record}: the round {@code pair} printed, with results, written into the file in
 * place, so that {@code pair} goes on to the next round; bad results and the Team system are one
 * line with exit 3 and leave the file untouched.
 */
class RecordCommandTest {
  @TempDir Path dir;

  /** Results for the engine-format pairing {@code pairs}: White wins, the PAB a PAB. */
  private static String results(String pairs) {
    List<String> games = new ArrayList<>();
    List<String> byes = new ArrayList<>();
    for (String line : pairs.lines().skip(1).toList()) {
      String[] wb = line.split(" ");
      if (wb[1].equals("0")) {
        byes.add("{\"player\": " + wb[0] + ", \"result\": \"U\"}");
      } else {
        games.add("{\"white\": " + wb[0] + ", \"black\": " + wb[1] + ", \"result\": \"1-0\"}");
      }
    }
    return "{\"games\": ["
        + String.join(", ", games)
        + "], \"byes\": ["
        + String.join(", ", byes)
        + "]}";
  }

  @Test
  void recordsTheRoundPairedInPlaceAndTheNextRoundPairs() throws Exception {
    Path file = dir.resolve("event.trf");
    Files.copy(FixtureFiles.root().resolve("dutch/n019-r07-messy-s5007/round05.trf"), file);
    for (int round = 5; round <= 7; round++) {
      String pairs = CliRun.of("pair", file.toString()).succeeds().out();
      Path results = dir.resolve("results.json");
      Files.writeString(results, results(pairs));

      CliRun.of("record", file.toString(), "--results", results.toString(), "-o", file.toString())
          .succeeds();

      Tournament t = new TrfReader().read(file);
      assertThat(RoundResults.nextRound(t)).isEqualTo(round + 1);
      for (String line : pairs.lines().skip(1).toList()) {
        String[] wb = line.split(" ");
        int white = Integer.parseInt(wb[0]);
        int black = Integer.parseInt(wb[1]);
        assertThat(t.player(white).round(round))
            .isEqualTo(
                black == 0
                    ? RoundEntry.pab()
                    : new RoundEntry(black, Colour.WHITE, ResultCode.WIN));
      }
    }
    // XXR 7: all rounds are recorded, none is left to pair.
    CliRun.of("pair", file.toString()).failsWith(ExitCode.INVALID_INPUT, "all 7 rounds are paired");
  }

  @Test
  void badResultsAndTeamRoundsAreOneLineAndLeaveTheFileAlone() throws Exception {
    Path file = dir.resolve("event.trf");
    Files.copy(FixtureFiles.root().resolve("examples/example.trf"), file);
    byte[] before = Files.readAllBytes(file);
    Path results = dir.resolve("results.json");
    Files.writeString(results, "{\"games\": [{\"white\": 3, \"black\": 99, \"result\": \"1-0\"}]}");

    CliRun.of("record", file.toString(), "--results", results.toString(), "-o", file.toString())
        .failsWith(
            ExitCode.INVALID_INPUT,
            results + ": games[0].black: player 99 is not in the tournament (1-12)");
    CliRun.of("record", file.toString(), "-o", file.toString())
        .failsWith(ExitCode.INVALID_INPUT, "--results");
    Files.writeString(results, "{\"games\": []}");
    CliRun.of("record", file.toString(), "--system", "team", "--results", results.toString())
        .failsWith(ExitCode.INVALID_INPUT, file + ": a round of the Team system");
    assertThat(Files.readAllBytes(file)).isEqualTo(before);
  }
}
