package org.swisspair.solver.matching;

import java.math.BigInteger;

/**
 * Dual values of two words each, {@code hi * 2^62 + lo} with {@code 0 <= lo < 2^62}, for weights
 * below {@code 2^120}: the packed criteria of most Dutch brackets need 62 to 120 bits, where the
 * general limb loops of {@link LimbDualValues} cost a third of a small round. Every operation is
 * the limb arithmetic unrolled for two words, so the matcher takes the same decisions.
 *
 * <p>No overflow: vertex duals stay below twice the largest weight and blossom duals below four
 * times it, so below {@code 2^122}; a slack is below the sum of two such duals, {@code 2^123}, and
 * every high word stays below {@code 2^61}, a carry included.
 */
final class TwoWordDualValues extends DualValues {

  static final int MAX_WEIGHT_BITS = 120;

  private static final int BITS = WeightedGraph.LIMB_BITS;
  private static final long MASK = WeightedGraph.LIMB_MASK;

  private final int[] ends;
  // twice each edge's weight, high and low words interleaved, by edge and by adjacency slot (the
  // copy by slot lets the scan read memory in order, as in WordDualValues)
  private final long[] twiceWeight;
  private final long[] slotTwiceWeight;
  // high and low words interleaved, slot x at 2x
  private final long[] dual;
  private final int[] bestU;
  private final int[] bestV;
  private final long[] bestTwiceWeight;
  private final long[] cachedSlack;
  private final long maxHi;
  private final long maxLo;
  private long loadedHi;
  private long loadedLo;
  private long deltaHi;
  private long deltaLo;
  private boolean hasDelta;

  TwoWordDualValues(WeightedGraph graph, int[] ends, int[] adjEdge, long[] maxWeightLimbs) {
    this.ends = ends;
    int m = graph.edgeCount();
    int limbs = graph.limbs();
    long[] raw = graph.rawWeights();
    twiceWeight = new long[2 * m];
    for (int e = 0; e < m; e++) {
      long hi = limbs >= 2 ? raw[e * limbs + limbs - 2] : 0;
      long lo = raw[e * limbs + limbs - 1];
      twiceWeight[2 * e] = hi << 1 | lo >>> (BITS - 1);
      twiceWeight[2 * e + 1] = lo << 1 & MASK;
    }
    slotTwiceWeight = new long[2 * adjEdge.length];
    for (int a = 0; a < adjEdge.length; a++) {
      slotTwiceWeight[2 * a] = twiceWeight[2 * adjEdge[a]];
      slotTwiceWeight[2 * a + 1] = twiceWeight[2 * adjEdge[a] + 1];
    }
    int slots = 2 * graph.vertexCount();
    dual = new long[2 * slots];
    bestU = new int[slots];
    bestV = new int[slots];
    bestTwiceWeight = new long[2 * slots];
    cachedSlack = new long[2 * slots];
    maxHi = maxWeightLimbs.length >= 2 ? maxWeightLimbs[maxWeightLimbs.length - 2] : 0;
    maxLo = maxWeightLimbs[maxWeightLimbs.length - 1];
  }

  /**
   * Loads {@code y_u + y_v - 2w} into the loaded register, {@code 2w} given as its two words. The
   * low words sum to less than {@code 2^63} and the carry is -1, 0 or 1.
   */
  private void load(int u, int v, long twiceHi, long twiceLo) {
    long lo = dual[2 * u + 1] + dual[2 * v + 1] - twiceLo;
    loadedHi = dual[2 * u] + dual[2 * v] - twiceHi + (lo >> BITS);
    loadedLo = lo & MASK;
  }

  private void loadEdge(int e) {
    load(ends[2 * e], ends[2 * e + 1], twiceWeight[2 * e], twiceWeight[2 * e + 1]);
  }

  private static boolean below(long hi, long lo, long otherHi, long otherLo) {
    return hi < otherHi || hi == otherHi && lo < otherLo;
  }

  @Override
  void initialise() {
    int n = dual.length / 4;
    for (int v = 0; v < n; v++) {
      dual[2 * v] = maxHi;
      dual[2 * v + 1] = maxLo;
    }
    java.util.Arrays.fill(dual, 2 * n, dual.length, 0L);
  }

  @Override
  boolean loadSlotSlack(int slot, int v, int w) {
    load(v, w, slotTwiceWeight[2 * slot], slotTwiceWeight[2 * slot + 1]);
    return loadedHi == 0 && loadedLo == 0;
  }

  @Override
  void rememberBest(int x, int slot, int v, int w) {
    bestU[x] = v;
    bestV[x] = w;
    bestTwiceWeight[2 * x] = slotTwiceWeight[2 * slot];
    bestTwiceWeight[2 * x + 1] = slotTwiceWeight[2 * slot + 1];
  }

  @Override
  void rememberBestEdge(int x, int e) {
    bestU[x] = ends[2 * e];
    bestV[x] = ends[2 * e + 1];
    bestTwiceWeight[2 * x] = twiceWeight[2 * e];
    bestTwiceWeight[2 * x + 1] = twiceWeight[2 * e + 1];
  }

  @Override
  boolean loadedSlackBelowBest(int x) {
    long hi = loadedHi;
    long lo = loadedLo;
    load(bestU[x], bestV[x], bestTwiceWeight[2 * x], bestTwiceWeight[2 * x + 1]);
    boolean below = below(hi, lo, loadedHi, loadedLo);
    loadedHi = hi;
    loadedLo = lo;
    return below;
  }

  @Override
  boolean slackBelow(int e, int f) {
    loadEdge(f);
    long hi = loadedHi;
    long lo = loadedLo;
    loadEdge(e);
    return below(loadedHi, loadedLo, hi, lo);
  }

  @Override
  void cacheSlack(int x, int e) {
    loadEdge(e);
    cachedSlack[2 * x] = loadedHi;
    cachedSlack[2 * x + 1] = loadedLo;
  }

  @Override
  boolean slackBelowCached(int e, int x) {
    loadEdge(e);
    if (below(loadedHi, loadedLo, cachedSlack[2 * x], cachedSlack[2 * x + 1])) {
      cachedSlack[2 * x] = loadedHi;
      cachedSlack[2 * x + 1] = loadedLo;
      return true;
    }
    return false;
  }

  @Override
  void clearDelta() {
    hasDelta = false;
  }

  private boolean offer(long hi, long lo) {
    if (!hasDelta || below(hi, lo, deltaHi, deltaLo)) {
      deltaHi = hi;
      deltaLo = lo;
      hasDelta = true;
      return true;
    }
    return false;
  }

  @Override
  boolean offerDual(int x) {
    return offer(dual[2 * x], dual[2 * x + 1]);
  }

  @Override
  boolean offerSlack(int e) {
    loadEdge(e);
    return offer(loadedHi, loadedLo);
  }

  @Override
  boolean offerHalfSlack(int e) {
    loadEdge(e);
    // the slack is even and non-negative: shift both words right by one
    return offer(loadedHi >> 1, loadedLo >>> 1 | (loadedHi & 1) << (BITS - 1));
  }

  @Override
  void addDelta(int x) {
    long lo = dual[2 * x + 1] + deltaLo;
    dual[2 * x] += deltaHi + (lo >>> BITS);
    dual[2 * x + 1] = lo & MASK;
  }

  @Override
  void subtractDelta(int x) {
    long lo = dual[2 * x + 1] - deltaLo;
    dual[2 * x] += (lo >> BITS) - deltaHi;
    dual[2 * x + 1] = lo & MASK;
    if (dual[2 * x] < 0) {
      throw negative(x);
    }
  }

  @Override
  void setZero(int x) {
    dual[2 * x] = 0;
    dual[2 * x + 1] = 0;
  }

  @Override
  boolean isZero(int x) {
    return dual[2 * x] == 0 && dual[2 * x + 1] == 0;
  }

  @Override
  BigInteger dual(int x) {
    return BigInteger.valueOf(dual[2 * x]).shiftLeft(BITS).or(BigInteger.valueOf(dual[2 * x + 1]));
  }
}
