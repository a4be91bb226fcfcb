package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * On fields of the benchmark's shape and size, the default engine (shortcuts, the matcher's greedy
 * pass, the multi-word tight edges) pairs exactly as the plain exact graphs solved by the plain
 * matcher, which checks its own certificate on every solve.
 */
class DutchLargeFieldDifferentialTest {
  /**
   * The test thresholds but the production stage, cache and list bounds: with the test stages every
   * Article 4 solve of 600 players and more splits into so many stages that a cell takes tens of
   * minutes.
   */
  private static final DutchTuning LARGE =
      DutchTuning.TESTS.withThresholds(
          DutchTuning.TESTS.pricedFrom(),
          DutchTuning.PRODUCTION.cachedPairs(),
          DutchTuning.PRODUCTION.tightList(),
          DutchTuning.PRODUCTION.stageLongs(),
          DutchTuning.TESTS.restDense());

  @Tag("slow")
  @Test
  void fastPathsChangeNoPairingOnLargeFields() throws Exception {
    PairingSystem reference =
        VerifyingPairingSystem.of(
            new DutchPairingSystem(
                BlossomMatching.plain(),
                DutchTuning.REFERENCE.withThresholds(
                    LARGE.pricedFrom(),
                    LARGE.cachedPairs(),
                    LARGE.tightList(),
                    LARGE.stageLongs(),
                    LARGE.restDense())));
    DutchPairingSystem fastest = new DutchPairingSystem(LARGE);
    int compared = 0;
    // 1,000 players only in the last round: the plain matcher on exact graphs takes minutes before.
    int[][] cells = {{300, 2}, {300, 5}, {300, 9}, {600, 2}, {600, 5}, {600, 9}, {1000, 9}};
    for (int[] cell : cells) {
      int players = cell[0];
      int round = cell[1];
      long seed = 20260201L + players;
      long start = System.nanoTime();
      RoundState state =
          new RoundState(SyntheticHistory.generate(players, round - 1, 9, seed), round);

      RoundPairing fast = fastest.pair(state, false);
      RoundPairing exact = reference.pair(state, false);

      assertThat(fast.boards())
          .as("seed %d, %d players, round %d", seed, players, round)
          .isEqualTo(exact.boards());
      System.out.printf(
          "Dutch large field: %d players, round %d, identical (%d s)%n",
          players, round, (System.nanoTime() - start) / 1_000_000_000L);
      compared++;
    }
    assertThat(compared).isEqualTo(cells.length);
  }

  /**
   * At 2,000 players the plain exact graphs take too long; there the classed pricing is compared
   * with the pricing that visits every pair (same shortcuts otherwise), on {@link #LARGE}'s
   * production bounds, so that the weights are kept and the classes are tried.
   */
  @Tag("slow")
  @Test
  void classedPricingChangesNoPairingAtTwoThousandPlayers() throws Exception {
    PairingSystem reference =
        VerifyingPairingSystem.of(
            new DutchPairingSystem(
                DutchTuning.CLASSLESS.withThresholds(
                    LARGE.pricedFrom(),
                    LARGE.cachedPairs(),
                    LARGE.tightList(),
                    LARGE.stageLongs(),
                    LARGE.restDense())));
    DutchPairingSystem fastest = new DutchPairingSystem(LARGE);
    DutchPairingSystem matching = new DutchPairingSystem(LARGE.withBoundedCandidates(false));
    int[] rounds = {2, 5, 9};
    for (int round : rounds) {
      long seed = 20260201L + 2000;
      long start = System.nanoTime();
      RoundState state = new RoundState(SyntheticHistory.generate(2000, round - 1, 9, seed), round);

      RoundPairing fast = fastest.pair(state, false);
      // Again without the bounded candidates, which would decide most brackets before the
      // classed pricing this test is about.
      RoundPairing matched = matching.pair(state, false);
      RoundPairing exact = reference.pair(state, false);

      assertThat(fast.boards())
          .as("seed %d, 2,000 players, round %d", seed, round)
          .isEqualTo(exact.boards());
      assertThat(matched.boards())
          .as("seed %d, 2,000 players, round %d, without bounded candidates", seed, round)
          .isEqualTo(exact.boards());
      System.out.printf(
          "Dutch large field: 2000 players, round %d, classed = per-pair pricing (%d s)%n",
          round, (System.nanoTime() - start) / 1_000_000_000L);
    }
    assertThat(matching.statistics().classedSolves()).isPositive();
  }
}
