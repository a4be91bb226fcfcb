package org.swisspair.solver.dutch;

import java.util.Arrays;

/**
 * The weights of every player pair of a priced bracket solve (C.04.3 Article 3), kept as one short
 * index per pair into a table of the distinct weights: the criteria tie so massively that a bracket
 * of thousands of players has a few hundred distinct weights, and the pricing rounds after the
 * first then read each weight instead of computing it again from the criteria.
 *
 * <p>Pairs are numbered in the order {@code (0,1), (0,2), ..., (1,2), ...} of the pricing loops.
 * Index 0 means no edge (the pair is not allowed).
 */
final class PairWeights {
  /** Distinct weights an unsigned short can index, 0 excepted. */
  private static final int MAX_DISTINCT = 65_535;

  private final int limbs;
  private final short[] index;
  private long[] values;
  private int distinct;
  private int[] slots;

  private PairWeights(long pairs, int limbs) {
    this.limbs = limbs;
    this.index = new short[(int) pairs];
    this.values = new long[64 * limbs];
    this.slots = new int[128];
  }

  /**
   * A table for the pairs of {@code vertices} players, or null above {@code maxPairs} pairs ({@link
   * DutchTuning#cachedPairs}, two bytes each): above, the weights are computed in every pricing
   * round.
   */
  static PairWeights forPlayers(int vertices, int limbs, long maxPairs) {
    long pairs = (long) vertices * (vertices - 1) / 2;
    return pairs <= maxPairs && pairs > 0 ? new PairWeights(pairs, limbs) : null;
  }

  /** Records weight {@code w} for pair number {@code pair}; false when the table is full. */
  boolean record(int pair, long[] w) {
    int mask = slots.length - 1;
    int s = hash(w) & mask;
    while (slots[s] != 0) {
      if (equal(slots[s], w)) {
        index[pair] = (short) slots[s];
        return true;
      }
      s = (s + 1) & mask;
    }
    if (distinct == MAX_DISTINCT) {
      return false;
    }
    distinct++;
    if (distinct * limbs > values.length) {
      values = Arrays.copyOf(values, 2 * values.length);
    }
    System.arraycopy(w, 0, values, (distinct - 1) * limbs, limbs);
    slots[s] = distinct;
    index[pair] = (short) distinct;
    if (2 * distinct > slots.length) {
      rehash();
    }
    return true;
  }

  /** True when weight index {@code i} (from 1) holds {@code w}. */
  boolean holds(int i, long[] w) {
    return equal(i, w);
  }

  /** Records weight index {@code i} (from 1, already in the table) for pair number {@code pair}. */
  void set(int pair, int i) {
    index[pair] = (short) i;
  }

  /** The weight index of pair number {@code pair}: 0 for no edge. */
  int index(int pair) {
    return index[pair] & 0xFFFF;
  }

  /** The array holding the weights; weight {@code i} starts at {@link #offset}. */
  long[] values() {
    return values;
  }

  /** Where weight {@code i} (from 1) starts in {@link #values}. */
  int offset(int i) {
    return (i - 1) * limbs;
  }

  private boolean equal(int i, long[] w) {
    int at = offset(i);
    for (int k = 0; k < limbs; k++) {
      if (values[at + k] != w[k]) {
        return false;
      }
    }
    return true;
  }

  private static int hash(long[] w) {
    long h = 0x9E3779B97F4A7C15L;
    for (long limb : w) {
      h = (h ^ limb) * 0xBF58476D1CE4E5B9L;
      h ^= h >>> 31;
    }
    return (int) (h ^ (h >>> 32));
  }

  private void rehash() {
    int[] bigger = new int[2 * slots.length];
    int mask = bigger.length - 1;
    long[] w = new long[limbs];
    for (int i = 1; i <= distinct; i++) {
      System.arraycopy(values, offset(i), w, 0, limbs);
      int s = hash(w) & mask;
      while (bigger[s] != 0) {
        s = (s + 1) & mask;
      }
      bigger[s] = i;
    }
    slots = bigger;
  }
}
