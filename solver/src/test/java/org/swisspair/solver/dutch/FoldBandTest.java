package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.generator.SyntheticHistory;

/**
 * The priced solves start from the pairs near each group's fold ({@link FoldBand}), and pair every
 * round exactly as the start from the heaviest pairs alone ({@link DutchTuning#withFoldBand} -1).
 */
class FoldBandTest {

  @Test
  void bandHoldsTheFoldAndOnlyPairsWithinTheWidth() {
    // Groups of 10 (S1 0-4, S2 5-9), 7 (S1 10-12, S2 13-16) and 1 (no pair).
    int[] ends = {10, 17, 18};
    int width = 1;
    Set<Long> band = new HashSet<>();
    long last = -1;
    for (long p : FoldBand.pairs(ends, width)) {
      assertThat(p).as("increasing order").isGreaterThan(last);
      last = p;
      band.add(p);
    }
    Set<Long> expected = new HashSet<>();
    int start = 0;
    for (int end : ends) {
      int h = (end - start) / 2;
      for (int u = start; u < start + h; u++) {
        for (int v = start + h; v < end; v++) {
          if (Math.abs(v - (u + h)) <= width) {
            expected.add((long) u << 32 | v);
          }
        }
      }
      start = end;
    }
    assertThat(band).isEqualTo(expected);
    assertThat(band).contains(0L << 32 | 5, 4L << 32 | 9, 10L << 32 | 13, 12L << 32 | 15);
    assertThat(band).doesNotContain(0L << 32 | 7, 10L << 32 | 15, 17L << 32 | 17);
  }

  @Test
  void widthZeroIsTheFoldItself() {
    long[] fold = FoldBand.pairs(new int[] {6}, 0);
    assertThat(fold).containsExactly(0L << 32 | 3, 1L << 32 | 4, 2L << 32 | 5);
  }

  @Test
  void bandStartChangesNoPairing() throws Exception {
    long seed = 20261127L;
    DutchPairingSystem banded = new DutchPairingSystem(DutchTuning.TESTS.withFoldBand(32));
    DutchPairingSystem heaviest = new DutchPairingSystem(DutchTuning.TESTS.withFoldBand(-1));
    SplittableRandom random = new SplittableRandom(seed);
    for (int k = 0; k < 8; k++) {
      int players = 150 + random.nextInt(251);
      int round = 2 + random.nextInt(8);
      long cellSeed = seed * 100 + k;
      RoundState state =
          new RoundState(SyntheticHistory.generate(players, round - 1, 9, cellSeed), round);
      assertThat(banded.pair(state, false).boards())
          .as("seed %d, %d players, round %d", cellSeed, players, round)
          .isEqualTo(heaviest.pair(state, false).boards());
    }
    assertThat(heaviest.statistics().bandPairs()).as("band pairs without a band").isZero();
    assertThat(banded.statistics().bandPairs())
        .as("pairs the priced solves started with for being near a fold")
        .isPositive();
  }
}
