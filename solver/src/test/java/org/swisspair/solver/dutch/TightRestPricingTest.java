package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.generator.SyntheticHistory;

/**
 * The tight rest of a tight transposition solved by pricing weighs what the whole graph's matching
 * weighs: the tests price every rest above 50 pairs ({@code swisspair.restDense}) and, with {@code
 * swisspair.checkRest}, solve it whole as well and fail on any difference.
 */
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
}
