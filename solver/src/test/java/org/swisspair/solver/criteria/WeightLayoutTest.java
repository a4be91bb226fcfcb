package org.swisspair.solver.criteria;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class WeightLayoutTest {

  private static BigInteger value(long[] w) {
    BigInteger v = BigInteger.ZERO;
    for (long limb : w) {
      v = v.shiftLeft(WeightLayout.LIMB_BITS).or(BigInteger.valueOf(limb));
    }
    return v;
  }

  @Test
  void fieldsLandWhereTheirOffsetsSayAcrossLimbBoundaries() {
    for (long seed = 1; seed <= 500; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      WeightLayout layout = new WeightLayout();
      int fields = 1 + random.nextInt(12);
      int[] width = new int[fields];
      for (int f = 0; f < fields; f++) {
        width[f] = 1 + random.nextInt(random.nextBoolean() ? 63 : 150);
        layout.field("f" + f, width[f]);
      }
      layout.freeze();
      long[] w = layout.newWeight();
      BigInteger expected = BigInteger.ZERO;
      int offset = 0;
      for (int f = fields - 1; f >= 0; f--) {
        BigInteger part;
        if (width[f] <= 63 && random.nextBoolean()) {
          long v = random.nextLong(1L << Math.min(width[f], 62)) | (1L << (width[f] - 1));
          v = width[f] == 63 ? v | random.nextLong(1L << 62) : v;
          layout.put(w, f, v);
          part = BigInteger.valueOf(v);
        } else {
          int from = random.nextInt(width[f] + 1);
          int to = from + random.nextInt(width[f] - from + 1);
          layout.putBits(w, f, from, to);
          part = BigInteger.ONE.shiftLeft(to).subtract(BigInteger.ONE.shiftLeft(from));
        }
        expected = expected.add(part.shiftLeft(offset));
        offset += width[f];
      }

      assertThat(value(w)).as("seed %d", seed).isEqualTo(expected);
      for (long limb : w) {
        assertThat(limb).as("seed %d", seed).isBetween(0L, (1L << WeightLayout.LIMB_BITS) - 1);
      }
    }
  }

  @Test
  void refusesAValueWiderThanItsField() {
    WeightLayout layout = new WeightLayout();
    int f = layout.field("narrow", 3);
    layout.freeze();

    assertThatThrownBy(() -> layout.put(layout.newWeight(), f, 8)).hasMessageContaining("narrow");
  }
}
