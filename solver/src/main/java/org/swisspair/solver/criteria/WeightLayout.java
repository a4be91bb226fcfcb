package org.swisspair.solver.criteria;

import java.util.ArrayList;
import java.util.List;

/**
 * Packs lexicographic criteria into one exact integer edge weight: each field gets enough bits to
 * hold its sum over a whole matching, and the first field added is the most significant. Weights
 * are written as 62-bit limbs, most significant first, as the matcher takes them.
 */
public final class WeightLayout {
  /** Bits per limb, as {@link org.swisspair.solver.matching.WeightedGraph} takes them. */
  public static final int LIMB_BITS = 62;

  private static final long LIMB_MASK = (1L << LIMB_BITS) - 1;

  private final List<String> names = new ArrayList<>();
  private final List<Integer> widths = new ArrayList<>();
  private int[] offsets;
  private int[] frozenWidths;
  // per field, fixed at freeze so that put does no division: the largest value, the limb counted
  // from the least significant and the shift within it
  private long[] maxValue;
  private int[] limbFromEnd;
  private int[] shiftInLimb;
  private int totalBits;

  /** Adds a field below the ones already added; returns its index. */
  public int field(String name, int width) {
    if (offsets != null) {
      throw new IllegalStateException("layout already frozen");
    }
    names.add(name);
    widths.add(Math.max(1, width));
    return names.size() - 1;
  }

  /** Bits needed for a non-negative count up to {@code max}. */
  public static int bitsFor(long max) {
    return 64 - Long.numberOfLeadingZeros(Math.max(1, max));
  }

  /** Fixes the offsets; fields can no longer be added. */
  public void freeze() {
    offsets = new int[names.size()];
    frozenWidths = widths.stream().mapToInt(Integer::intValue).toArray();
    maxValue = new long[names.size()];
    limbFromEnd = new int[names.size()];
    shiftInLimb = new int[names.size()];
    int bit = 0;
    for (int i = names.size() - 1; i >= 0; i--) {
      offsets[i] = bit;
      maxValue[i] = frozenWidths[i] >= 63 ? Long.MAX_VALUE : (1L << frozenWidths[i]) - 1;
      limbFromEnd[i] = bit / LIMB_BITS;
      shiftInLimb[i] = bit % LIMB_BITS;
      bit += widths.get(i);
    }
    totalBits = bit;
  }

  /** Bits of all fields together, once frozen. */
  public int bits() {
    return totalBits;
  }

  /** Number of 62-bit limbs a weight needs. */
  public int limbs() {
    return Math.max(1, (totalBits + LIMB_BITS - 1) / LIMB_BITS);
  }

  /** A zero weight of this layout. */
  public long[] newWeight() {
    return new long[limbs()];
  }

  /** Writes {@code value} (which must fit the field) into an empty field of {@code w}. */
  public void put(long[] w, int field, long value) {
    if (value == 0) {
      return;
    }
    if (value < 0 || value > maxValue[field]) {
      throw new IllegalArgumentException(
          "value " + value + " does not fit field " + names.get(field));
    }
    // the value shifted into place, one limb at a time: weights are built for millions of edges
    int limb = w.length - 1 - limbFromEnd[field];
    int shift = shiftInLimb[field];
    w[limb] |= (value << shift) & LIMB_MASK;
    for (long rest = value >>> (LIMB_BITS - shift); rest != 0; rest >>>= LIMB_BITS) {
      w[--limb] |= rest & LIMB_MASK;
    }
  }

  /** Sets bits {@code from..to-1} of an empty field: the value 2^to - 2^from. */
  public void putBits(long[] w, int field, int from, int to) {
    if (to > frozenWidths[field]) {
      throw new IllegalArgumentException("bits do not fit field " + names.get(field));
    }
    int bit = offsets[field] + from;
    int end = offsets[field] + to;
    while (bit < end) {
      int shift = bit % LIMB_BITS;
      int count = Math.min(end - bit, LIMB_BITS - shift);
      long ones = count == 64 ? -1L : (1L << count) - 1;
      w[w.length - 1 - bit / LIMB_BITS] |= ones << shift;
      bit += count;
    }
  }
}
