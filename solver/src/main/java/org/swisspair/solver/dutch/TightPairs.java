package org.swisspair.solver.dutch;

import org.swisspair.solver.matching.WeightedGraph;

/**
 * The vertex pairs joined by an edge tight in a solve's dual, one bit per pair: a set of boxed edge
 * keys took a hundred times the memory on bracket graphs of millions of edges.
 */
final class TightPairs {
  private final long[] bits;

  /** The pairs of the edges of {@code graph} marked in {@code tight}. */
  TightPairs(WeightedGraph graph, boolean[] tight) {
    long n = graph.vertexCount();
    bits = new long[(int) ((n * (n - 1) / 2 + 63) / 64)];
    for (int e = 0; e < graph.edgeCount(); e++) {
      if (tight[e]) {
        long i = index(graph.edgeU(e), graph.edgeV(e));
        bits[(int) (i >>> 6)] |= 1L << i;
      }
    }
  }

  private static long index(int u, int v) {
    long low = Math.min(u, v);
    long high = Math.max(u, v);
    return high * (high - 1) / 2 + low;
  }

  /** True when some edge {@code uv} was tight. */
  boolean contains(int u, int v) {
    if (u == v) {
      return false;
    }
    long i = index(u, v);
    return (bits[(int) (i >>> 6)] & 1L << i) != 0;
  }
}
