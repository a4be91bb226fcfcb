package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PairWeightsTest {

  @Test
  void givesBackEveryRecordedWeightAndNoEdgeForPairsNotRecorded() {
    SplittableRandom random = new SplittableRandom(7);
    int players = 300;
    int limbs = 3;
    PairWeights table = PairWeights.forPlayers(players, limbs, 1_000_000);
    int pairs = players * (players - 1) / 2;
    long[][] expected = new long[pairs][];
    for (int p = 0; p < pairs; p++) {
      if (random.nextInt(4) == 0) {
        continue;
      }
      // few distinct values, as the tied criteria give, some differing only in the last limb
      long[] w = {random.nextInt(3), random.nextInt(5), random.nextInt(40)};
      expected[p] = w;
      assertThat(table.record(p, w)).isTrue();
    }
    for (int p = 0; p < pairs; p++) {
      int i = table.index(p);
      if (expected[p] == null) {
        assertThat(i).as("pair %d", p).isZero();
      } else {
        int at = table.offset(i);
        assertThat(Arrays.copyOfRange(table.values(), at, at + limbs))
            .as("pair %d", p)
            .isEqualTo(expected[p]);
      }
    }
  }

  @Test
  void refusesTheDistinctWeightAfterTheLastIndex() {
    PairWeights table = PairWeights.forPlayers(400, 1, 1_000_000);
    for (int p = 0; p < 65_535; p++) {
      assertThat(table.record(p, new long[] {p})).isTrue();
    }

    assertThat(table.record(65_535, new long[] {65_535})).isFalse();
    // a weight already known still fits
    assertThat(table.record(65_535, new long[] {17})).isTrue();
    assertThat(table.values()[table.offset(table.index(65_535))]).isEqualTo(17);
  }

  @Test
  void keepsNoTableAboveTheLimit() {
    assertThat(PairWeights.forPlayers(1_000, 3, 499_499)).isNull();
    assertThat(PairWeights.forPlayers(1_000, 3, 499_500)).isNotNull();
  }
}
