package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The tight rest of a tight transposition solved by pricing weighs what the whole graph's matching
 * weighs: the test thresholds price every rest above 50 pairs ({@link DutchTuning#restDense}) and,
 * with {@link DutchTuning#checkRest}, solve it whole as well and fail on any difference.
 */
class TightRestPricingTest {

  @Test
  void pricedTightRestsWeighWhatTheWholeGraphWeighs() throws Exception {
    DutchPairingSystem dutch = TestSystems.matchingOnly();
    for (int round = 2; round <= 9; round += 3) {
      RoundState state =
          new RoundState(SyntheticHistory.generate(300, round - 1, 9, 4_000L + round), round);
      assertThat(dutch.pair(state, false).boards()).isNotEmpty();
    }
    // Priced rests were solved, each checked against the whole graph.
    assertThat(dutch.statistics().restChecks()).isPositive();
  }

  /**
   * The pricing rounds of a tight rest leave the players already paired out of the enumeration;
   * without {@link DutchTuning#restLeavesUsed} they are enumerated and turned away pair by pair, as
   * before. Both pair every random round alike.
   */
  @Test
  void leavingThePairedPlayersOutChangesNoPairing() throws Exception {
    long seed = 20261204L;
    SplittableRandom random = new SplittableRandom(seed);
    DutchTuning matching = DutchTuning.TESTS.withBoundedCandidates(false);
    long leftOut = 0;
    for (int k = 0; k < 6; k++) {
      int players = 150 + random.nextInt(251);
      int round = 2 + random.nextInt(8);
      long cellSeed = seed * 100 + k;
      RoundState state =
          new RoundState(SyntheticHistory.generate(players, round - 1, 9, cellSeed), round);
      DutchPairingSystem leaving = new DutchPairingSystem(matching);
      RoundPairing without = leaving.pair(state, false);
      leftOut += leaving.statistics().restsWithoutUsed();
      DutchPairingSystem keeping = new DutchPairingSystem(matching.withRestLeavesUsed(false));
      RoundPairing with = keeping.pair(state, false);
      assertThat(keeping.statistics().restsWithoutUsed())
          .as("seed %d: paired players left out with the switch off", cellSeed)
          .isZero();
      assertThat(without.boards())
          .as("seed %d, %d players, round %d", cellSeed, players, round)
          .isEqualTo(with.boards());
    }
    assertThat(leftOut).as("rest pricing rounds without the paired players").isPositive();
  }
}
