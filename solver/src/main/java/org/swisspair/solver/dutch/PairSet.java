package org.swisspair.solver.dutch;

import org.swisspair.solver.matching.WeightedGraph;

/**
 * A set of vertex pairs, one bit per pair: a set of boxed keys took a hundred times the memory on
 * bracket graphs of millions of edges.
 */
final class PairSet {
  private final long[] bits;

  /** An empty set of pairs of vertices {@code 0..n-1}. */
  PairSet(int n) {
    bits = new long[(int) (((long) n * (n - 1) / 2 + 63) / 64)];
  }

  /** The pairs of the edges of {@code graph} marked in {@code marked}. */
  static PairSet of(WeightedGraph graph, boolean[] marked) {
    PairSet set = new PairSet(graph.vertexCount());
    for (int e = 0; e < graph.edgeCount(); e++) {
      if (marked[e]) {
        set.add(graph.edgeU(e), graph.edgeV(e));
      }
    }
    return set;
  }

  private static long index(int u, int v) {
    long low = Math.min(u, v);
    long high = Math.max(u, v);
    return high * (high - 1) / 2 + low;
  }

  /** Adds pair {@code uv} ({@code u != v}). */
  void add(int u, int v) {
    long i = index(u, v);
    bits[(int) (i >>> 6)] |= 1L << i;
  }

  /** True when pair {@code uv} is in the set. */
  boolean contains(int u, int v) {
    if (u == v) {
      return false;
    }
    long i = index(u, v);
    return (bits[(int) (i >>> 6)] & 1L << i) != 0;
  }
}
