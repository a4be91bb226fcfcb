package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.swisspair.model.RoundState;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The tight rest of a tight transposition solved by pricing weighs what the whole graph's matching
 * weighs: the tests price every rest above 50 pairs ({@code swisspair.restDense}) and, with {@code
 * swisspair.checkRest}, solve it whole as well and fail on any difference.
 */
@ExtendWith(MatchingOnly.class)
class TightRestPricingTest {

  @Test
  void pricedTightRestsWeighWhatTheWholeGraphWeighs() throws Exception {
    long before = BracketMatching.REST_CHECKS.get();
    DutchPairingSystem dutch = new DutchPairingSystem();
    for (int round = 2; round <= 9; round += 3) {
      RoundState state =
          new RoundState(SyntheticHistory.generate(300, round - 1, 9, 4_000L + round), round);
      assertThat(dutch.pair(state, false).boards()).isNotEmpty();
    }
    // Priced rests were solved, each checked against the whole graph.
    assertThat(BracketMatching.REST_CHECKS.get() - before).isPositive();
  }

  /**
   * The pricing rounds of a tight rest leave the players already paired out of the enumeration;
   * with {@code swisspair.restKeepsUsed} they are enumerated and turned away pair by pair, as
   * before. Both pair every random round alike.
   */
  @Test
  void leavingThePairedPlayersOutChangesNoPairing() throws Exception {
    long seed = 20261204L;
    SplittableRandom random = new SplittableRandom(seed);
    DutchPairingSystem dutch = new DutchPairingSystem();
    long leftOut = 0;
    String old = System.getProperty("swisspair.restKeepsUsed");
    try {
      for (int k = 0; k < 6; k++) {
        int players = 150 + random.nextInt(251);
        int round = 2 + random.nextInt(8);
        long cellSeed = seed * 100 + k;
        RoundState state =
            new RoundState(SyntheticHistory.generate(players, round - 1, 9, cellSeed), round);
        System.clearProperty("swisspair.restKeepsUsed");
        long before = BracketMatching.RESTS_WITHOUT_USED.get();
        RoundPairing without = dutch.pair(state, false);
        leftOut += BracketMatching.RESTS_WITHOUT_USED.get() - before;
        System.setProperty("swisspair.restKeepsUsed", "true");
        before = BracketMatching.RESTS_WITHOUT_USED.get();
        RoundPairing with = dutch.pair(state, false);
        assertThat(BracketMatching.RESTS_WITHOUT_USED.get() - before)
            .as("seed %d: paired players left out with the switch off", cellSeed)
            .isZero();
        assertThat(without.boards())
            .as("seed %d, %d players, round %d", cellSeed, players, round)
            .isEqualTo(with.boards());
      }
    } finally {
      MatchingOnly.restore("swisspair.restKeepsUsed", old);
    }
    assertThat(leftOut).as("rest pricing rounds without the paired players").isPositive();
  }
}
