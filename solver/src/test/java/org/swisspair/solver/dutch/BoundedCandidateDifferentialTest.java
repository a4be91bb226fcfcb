package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * On large fields of the benchmark's shape, the engine with bounded candidates ({@link
 * BoundedCandidate}) pairs exactly as the engine without them, and the bounded candidates decide a
 * good share of the brackets where they are tried, so that the comparison is not vacuous.
 */
class BoundedCandidateDifferentialTest {

  @Test
  void boundedCandidatesChangeNoPairing() throws Exception {
    compare(new int[][] {{300, 2}, {300, 5}, {300, 9}, {600, 5}, {1000, 9}});
  }

  @Tag("slow")
  @Test
  void boundedCandidatesChangeNoPairingAtTwoThousandPlayers() throws Exception {
    compare(new int[][] {{2000, 2}, {2000, 5}, {2000, 9}, {2000, 11}, {1500, 7}, {800, 3}});
  }

  private static void compare(int[][] cells) throws Exception {
    long tried = 0;
    long decided = 0;
    for (int[] cell : cells) {
      int players = cell[0];
      int round = cell[1];
      long seed = 20260201L + players + round;
      RoundState state =
          new RoundState(SyntheticHistory.generate(players, round - 1, 11, seed), round);
      DutchPairingSystem withBounds = TestSystems.fast();
      RoundPairing bounded = withBounds.pair(state, false);
      long cellTried = withBounds.statistics().boundedTried();
      long cellDecided = withBounds.statistics().boundedDecided();
      RoundPairing without = TestSystems.matchingOnly().pair(state, false);
      assertThat(bounded.boards())
          .as("seed %d, %d players, round %d", seed, players, round)
          .isEqualTo(without.boards());
      System.out.printf(
          "bounded candidates: %d players, round %d: decided %d of %d brackets tried%n",
          players, round, cellDecided, cellTried);
      tried += cellTried;
      decided += cellDecided;
    }
    assertThat(tried).isPositive();
    assertThat(decided).as("brackets decided of %d tried", tried).isGreaterThan(tried / 3);
  }
}
