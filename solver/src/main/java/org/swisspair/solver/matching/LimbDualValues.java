package org.swisspair.solver.matching;

import java.math.BigInteger;

/**
 * Dual values of {@code limbs + 1} words of 62 bits each in one flat array; the extra word holds
 * the bits that duals gain over weights (they reach twice the largest weight, slacks four times).
 * Arithmetic runs word by word with a signed carry and writes into preallocated registers.
 */
final class LimbDualValues extends DualValues {

  private static final int BITS = WeightedGraph.LIMB_BITS;
  private static final long MASK = WeightedGraph.LIMB_MASK;

  private final int[] ends;
  private final long[] weight;
  // a copy of the weights per adjacency slot would read faster but triple the memory of the
  // dense bracket graphs, which is what runs out first
  private final int[] slotEdge;
  private final int limbs;
  private final int words;
  private final long[] dual;
  private final long[] maxWeight;
  private final int[] bestU;
  private final int[] bestV;
  private final long[] bestWeight;
  private final long[] cachedSlack;
  private final long[] loaded;
  private final long[] scratch;
  private final long[] scratch2;
  private final long[] delta;
  private boolean hasDelta;

  LimbDualValues(WeightedGraph graph, int[] ends, int[] adjEdge, long[] maxWeightLimbs) {
    this.ends = ends;
    this.weight = graph.rawWeights();
    this.limbs = graph.limbs();
    this.words = limbs + 1;
    this.dual = new long[2 * graph.vertexCount() * words];
    this.slotEdge = adjEdge;
    this.maxWeight = maxWeightLimbs.clone();
    this.bestU = new int[2 * graph.vertexCount()];
    this.bestV = new int[2 * graph.vertexCount()];
    this.bestWeight = new long[2 * graph.vertexCount() * limbs];
    this.cachedSlack = new long[2 * graph.vertexCount() * words];
    this.loaded = new long[words];
    this.scratch = new long[words];
    this.scratch2 = new long[words];
    this.delta = new long[words];
  }

  /** Writes {@code y_u + y_v - 2w} of edge {@code e} into {@code out}. */
  private void slack(int e, long[] out) {
    slack(ends[2 * e], ends[2 * e + 1], weight, e * limbs, out);
  }

  /** Writes {@code y_u + y_v - 2w} into {@code out}, with w's limbs at {@code weight[w..]}. */
  private void slack(int u0, int v0, long[] weight, int w, long[] out) {
    int u = u0 * words;
    int v = v0 * words;
    long carry = 0;
    for (int i = words - 1; i >= 0; i--) {
      // word i of the doubled weight: limb i-1 shifted left, plus the top bit of limb i
      long high = i >= 1 ? weight[w + i - 1] : 0;
      long low = i < limbs ? weight[w + i] : 0;
      long doubled = ((high << 1) & MASK) | (low >>> (BITS - 1));
      long t = dual[u + i] + dual[v + i] - doubled + carry;
      carry = t >> BITS;
      out[i] = t & MASK;
    }
    if (carry != 0) {
      throw new IllegalStateException(
          "negative slack on edge " + u0 + "-" + v0 + ": bug in the algorithm");
    }
  }

  private static int compare(long[] a, long[] b) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] != b[i]) {
        return a[i] < b[i] ? -1 : 1;
      }
    }
    return 0;
  }

  @Override
  void initialise() {
    java.util.Arrays.fill(dual, 0);
    int n = dual.length / words / 2;
    for (int v = 0; v < n; v++) {
      System.arraycopy(maxWeight, 0, dual, v * words + 1, limbs);
    }
  }

  @Override
  boolean loadSlotSlack(int slot, int v, int w) {
    slack(v, w, weight, slotEdge[slot] * limbs, loaded);
    for (long word : loaded) {
      if (word != 0) {
        return false;
      }
    }
    return true;
  }

  @Override
  void rememberBest(int x, int slot, int v, int w) {
    bestU[x] = v;
    bestV[x] = w;
    System.arraycopy(weight, slotEdge[slot] * limbs, bestWeight, x * limbs, limbs);
  }

  @Override
  void rememberBestEdge(int x, int e) {
    bestU[x] = ends[2 * e];
    bestV[x] = ends[2 * e + 1];
    System.arraycopy(weight, e * limbs, bestWeight, x * limbs, limbs);
  }

  @Override
  boolean loadedSlackBelowBest(int x) {
    slack(bestU[x], bestV[x], bestWeight, x * limbs, scratch);
    return compare(loaded, scratch) < 0;
  }

  @Override
  boolean slackBelow(int e, int f) {
    slack(e, scratch);
    slack(f, scratch2);
    return compare(scratch, scratch2) < 0;
  }

  @Override
  void cacheSlack(int x, int e) {
    slack(e, scratch);
    System.arraycopy(scratch, 0, cachedSlack, x * words, words);
  }

  @Override
  boolean slackBelowCached(int e, int x) {
    slack(e, scratch);
    for (int i = 0; i < words; i++) {
      long c = cachedSlack[x * words + i];
      if (scratch[i] != c) {
        if (scratch[i] > c) {
          return false;
        }
        System.arraycopy(scratch, 0, cachedSlack, x * words, words);
        return true;
      }
    }
    return false;
  }

  @Override
  void clearDelta() {
    hasDelta = false;
  }

  private boolean offer(long[] value) {
    if (!hasDelta || compare(value, delta) < 0) {
      System.arraycopy(value, 0, delta, 0, words);
      hasDelta = true;
      return true;
    }
    return false;
  }

  @Override
  boolean offerDual(int x) {
    System.arraycopy(dual, x * words, scratch, 0, words);
    return offer(scratch);
  }

  @Override
  boolean offerSlack(int e) {
    slack(e, scratch);
    return offer(scratch);
  }

  @Override
  boolean offerHalfSlack(int e) {
    slack(e, scratch);
    for (int i = words - 1; i >= 0; i--) {
      long fromAbove = i > 0 ? (scratch[i - 1] & 1) << (BITS - 1) : 0;
      scratch[i] = (scratch[i] >>> 1) | fromAbove;
    }
    return offer(scratch);
  }

  @Override
  void addDelta(int x) {
    int base = x * words;
    long carry = 0;
    for (int i = words - 1; i >= 0; i--) {
      long t = dual[base + i] + delta[i] + carry;
      carry = t >>> BITS;
      dual[base + i] = t & MASK;
    }
    if (carry != 0) {
      throw new IllegalStateException("dual of slot " + x + " overflowed: bug in the algorithm");
    }
  }

  @Override
  void subtractDelta(int x) {
    int base = x * words;
    long carry = 0;
    for (int i = words - 1; i >= 0; i--) {
      long t = dual[base + i] - delta[i] + carry;
      carry = t >> BITS;
      dual[base + i] = t & MASK;
    }
    if (carry != 0) {
      throw negative(x);
    }
  }

  @Override
  void setZero(int x) {
    java.util.Arrays.fill(dual, x * words, (x + 1) * words, 0L);
  }

  @Override
  boolean isZero(int x) {
    for (int i = x * words; i < (x + 1) * words; i++) {
      if (dual[i] != 0) {
        return false;
      }
    }
    return true;
  }

  @Override
  BigInteger dual(int x) {
    BigInteger value = BigInteger.ZERO;
    for (int i = x * words; i < (x + 1) * words; i++) {
      value = value.shiftLeft(BITS).or(BigInteger.valueOf(dual[i]));
    }
    return value;
  }
}
