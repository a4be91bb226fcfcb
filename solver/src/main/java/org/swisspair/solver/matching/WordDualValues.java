package org.swisspair.solver.matching;

import java.math.BigInteger;

/**
 * Dual values in one {@code long} each, for weights below {@code 2^61}: vertex duals stay below
 * twice the largest weight, so a sum of two of them cannot overflow.
 */
final class WordDualValues extends DualValues {

  static final int MAX_WEIGHT_BITS = 61;

  private final int[] ends;
  private final long[] weight;
  // the weight of each adjacency slot, so that scanning reads memory sequentially; it and the
  // duals are read directly by the matcher's hottest loops
  final long[] slotWeight;
  final long[] dual;
  private final int[] bestU;
  private final int[] bestV;
  private final long[] bestWeight;
  private final long maxWeight;
  private final long[] cachedSlack;
  private long loaded;
  private long delta;
  private boolean hasDelta;

  WordDualValues(WeightedGraph graph, int[] ends, int[] adjEdge, long maxWeight) {
    this.ends = ends;
    int m = graph.edgeCount();
    int limbs = graph.limbs();
    if (limbs == 1) {
      this.weight = graph.rawWeights();
    } else {
      long[] raw = graph.rawWeights();
      this.weight = new long[m];
      for (int e = 0; e < m; e++) {
        weight[e] = raw[e * limbs + limbs - 1];
      }
    }
    this.slotWeight = new long[adjEdge.length];
    for (int a = 0; a < adjEdge.length; a++) {
      slotWeight[a] = weight[adjEdge[a]];
    }
    this.dual = new long[2 * graph.vertexCount()];
    this.maxWeight = maxWeight;
    this.bestU = new int[dual.length];
    this.bestV = new int[dual.length];
    this.bestWeight = new long[dual.length];
    this.cachedSlack = new long[dual.length];
  }

  /** The slack of edge {@code e}. */
  long slack(int e) {
    return dual[ends[2 * e]] + dual[ends[2 * e + 1]] - 2 * weight[e];
  }

  @Override
  void initialise() {
    int n = dual.length / 2;
    java.util.Arrays.fill(dual, 0, n, maxWeight);
    java.util.Arrays.fill(dual, n, 2 * n, 0L);
  }

  @Override
  boolean loadSlotSlack(int slot, int v, int w) {
    loaded = dual[v] + dual[w] - 2 * slotWeight[slot];
    return loaded == 0;
  }

  @Override
  void rememberBest(int x, int slot, int v, int w) {
    bestU[x] = v;
    bestV[x] = w;
    bestWeight[x] = slotWeight[slot];
  }

  @Override
  void rememberBestEdge(int x, int e) {
    bestU[x] = ends[2 * e];
    bestV[x] = ends[2 * e + 1];
    bestWeight[x] = weight[e];
  }

  @Override
  boolean loadedSlackBelowBest(int x) {
    return loaded < bestSlack(x);
  }

  /** The slack of the edge remembered for {@code x}. */
  long bestSlack(int x) {
    return dual[bestU[x]] + dual[bestV[x]] - 2 * bestWeight[x];
  }

  @Override
  boolean slackBelow(int e, int f) {
    return slack(e) < slack(f);
  }

  @Override
  void cacheSlack(int x, int e) {
    cachedSlack[x] = slack(e);
  }

  @Override
  boolean slackBelowCached(int e, int x) {
    long s = slack(e);
    if (s < cachedSlack[x]) {
      cachedSlack[x] = s;
      return true;
    }
    return false;
  }

  @Override
  void clearDelta() {
    hasDelta = false;
  }

  private boolean offer(long value) {
    if (!hasDelta || value < delta) {
      delta = value;
      hasDelta = true;
      return true;
    }
    return false;
  }

  @Override
  boolean offerDual(int x) {
    return offer(dual[x]);
  }

  @Override
  boolean offerSlack(int e) {
    return offer(slack(e));
  }

  @Override
  boolean offerHalfSlack(int e) {
    return offer(slack(e) >> 1);
  }

  @Override
  void addDelta(int x) {
    dual[x] += delta;
  }

  @Override
  void subtractDelta(int x) {
    dual[x] -= delta;
    if (dual[x] < 0) {
      throw negative(x);
    }
  }

  @Override
  void setZero(int x) {
    dual[x] = 0;
  }

  @Override
  boolean isZero(int x) {
    return dual[x] == 0;
  }

  @Override
  BigInteger dual(int x) {
    return BigInteger.valueOf(dual[x]);
  }
}
