package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.ResultCode;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.solver.generator.SyntheticHistory;

/** Fields above TRF's 9,999 pairing numbers go through JSON end to end. */
class LargeTournamentTest {
  private static final int PLAYERS = 20_000;

  @TempDir Path dir;

  @Test
  void pairsPlayersNumberedAboveTheTrfRangeFromJson() throws IOException {
    // Every 100th player is paired, the others are known to be absent (C.04.2 3.3), so the
    // bracket stays small while pairing numbers run up to 20,000.
    Tournament full = SyntheticHistory.generate(PLAYERS, 0, 9, 1);
    List<ByeRequest> absent = new ArrayList<>();
    for (int id = 1; id <= PLAYERS; id++) {
      if (id % 100 != 0) {
        absent.add(new ByeRequest(id, 1, ResultCode.ZERO_BYE));
      }
    }
    Path in = dir.resolve("n20000-r1-sparse.json");
    TournamentJson.write(full.withByeRequests(absent), in);

    Set<Integer> paired = pairedIds(CliRun.of("pair", in.toString()).succeeds().outLines(), 100);

    assertThat(paired).hasSize(200).allMatch(id -> id % 100 == 0).contains(10_000, 20_000);
  }

  @Test
  void pairsTwentyThousandPlayersFromJson() throws IOException {
    Path in = dir.resolve("n20000-r1.json");
    TournamentJson.write(SyntheticHistory.generate(PLAYERS, 0, 9, 1), in);

    Set<Integer> paired =
        pairedIds(CliRun.of("pair", in.toString()).succeeds().outLines(), PLAYERS / 2);

    assertThat(paired).hasSize(PLAYERS);
  }

  /** The players on the boards of an engine-format pairing of {@code boards} boards. */
  private static Set<Integer> pairedIds(List<String> lines, int boards) {
    assertThat(lines.get(0)).isEqualTo(String.valueOf(boards));
    assertThat(lines).hasSize(boards + 1);
    Set<Integer> seen = new HashSet<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] ids = line.split(" ");
      assertThat(ids).hasSize(2);
      for (String id : ids) {
        int p = Integer.parseInt(id);
        assertThat(p).isBetween(1, PLAYERS);
        assertThat(seen.add(p)).as("player %d on two boards", p).isTrue();
      }
    }
    return seen;
  }
}
