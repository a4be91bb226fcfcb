package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * On fields of the benchmark's shape and size, the default engine (shortcuts, the matcher's greedy
 * pass, the multi-word tight edges) pairs exactly as the plain exact graphs solved by the plain
 * matcher, which checks its own certificate on every solve.
 */
class DutchLargeFieldDifferentialTest {

  @Tag("slow")
  @Test
  void fastPathsChangeNoPairingOnLargeFields() throws Exception {
    DutchPairingSystem reference = new DutchPairingSystem(BlossomMatching.plain(), true, true);
    int compared = 0;
    for (int players : new int[] {200, 501, 1000}) {
      for (int round : new int[] {2, 5, 9}) {
        long seed = 20260201L + players;
        RoundState state =
            new RoundState(SyntheticHistory.generate(players, round - 1, 9, seed), round);

        RoundPairing fast = new DutchPairingSystem().pair(state, false);
        RoundPairing exact = reference.pair(state, false);

        assertThat(fast.boards())
            .as("seed %d, %d players, round %d", seed, players, round)
            .isEqualTo(exact.boards());
        compared++;
      }
    }
    assertThat(compared).isEqualTo(9);
  }
}
