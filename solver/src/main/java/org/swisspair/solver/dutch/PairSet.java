package org.swisspair.solver.dutch;

import org.swisspair.solver.matching.WeightedGraph;

/**
 * A set of vertex pairs of a bracket graph (C.04.3 Article 3), hashed by pair: it holds graph edges
 * and tight pairs, a few per player, so its size follows the pairs held, never the n² pairs that
 * could be (a bit per possible pair took 150 MiB at 50,000 players).
 */
final class PairSet {
  /** Open addressing; 0 is free (a key {@code high << 32 | low} with {@code low < high} is not). */
  private long[] keys;

  private int size;

  /** An empty set of pairs of vertices {@code 0..n-1}. */
  PairSet(int n) {
    keys = new long[16];
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

  private static long key(int u, int v) {
    long low = Math.min(u, v);
    long high = Math.max(u, v);
    return high << 32 | low;
  }

  /** The high bits of the product: they depend on every bit of the key (the low ones do not). */
  private static int slot(long key, int mask) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - Integer.bitCount(mask))) & mask;
  }

  /** Adds pair {@code uv} ({@code u != v}). */
  void add(int u, int v) {
    long key = key(u, v);
    int mask = keys.length - 1;
    int s = slot(key, mask);
    while (keys[s] != 0) {
      if (keys[s] == key) {
        return;
      }
      s = (s + 1) & mask;
    }
    keys[s] = key;
    if (++size * 2 > keys.length) {
      grow();
    }
  }

  /** True when pair {@code uv} is in the set. */
  boolean contains(int u, int v) {
    if (u == v) {
      return false;
    }
    long key = key(u, v);
    int mask = keys.length - 1;
    int s = slot(key, mask);
    while (keys[s] != 0) {
      if (keys[s] == key) {
        return true;
      }
      s = (s + 1) & mask;
    }
    return false;
  }

  /** The number of pairs held. */
  int size() {
    return size;
  }

  private void grow() {
    long[] old = keys;
    keys = new long[2 * old.length];
    int mask = keys.length - 1;
    for (long key : old) {
      if (key != 0) {
        int s = slot(key, mask);
        while (keys[s] != 0) {
          s = (s + 1) & mask;
        }
        keys[s] = key;
      }
    }
  }
}
