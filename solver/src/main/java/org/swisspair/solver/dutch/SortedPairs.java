package org.swisspair.solver.dutch;

import java.util.Arrays;
import org.swisspair.solver.matching.WeightedGraph;

/**
 * The player pairs of a solved bracket graph (C.04.3 Article 3), frozen: each player's partners of
 * higher vertex number, sorted, in one array. A look-up searches one short row, whose lines the
 * pricing loops touch again and again for the same player, where a hashed set of all pairs misses
 * the cache on almost every look-up.
 */
final class SortedPairs {
  private final int[] start;
  private final int[] partners;

  private SortedPairs(int[] start, int[] partners) {
    this.start = start;
    this.partners = partners;
  }

  /** The pairs {@code u < v} of the edges of {@code graph} with both ends below {@code players}. */
  static SortedPairs of(WeightedGraph graph, int players) {
    int[] start = new int[players + 1];
    int m = graph.edgeCount();
    for (int e = 0; e < m; e++) {
      int u = Math.min(graph.edgeU(e), graph.edgeV(e));
      int v = Math.max(graph.edgeU(e), graph.edgeV(e));
      if (v < players && u != v) {
        start[u + 1]++;
      }
    }
    for (int u = 0; u < players; u++) {
      start[u + 1] += start[u];
    }
    int[] partners = new int[start[players]];
    int[] fill = Arrays.copyOf(start, players);
    for (int e = 0; e < m; e++) {
      int u = Math.min(graph.edgeU(e), graph.edgeV(e));
      int v = Math.max(graph.edgeU(e), graph.edgeV(e));
      if (v < players && u != v) {
        partners[fill[u]++] = v;
      }
    }
    for (int u = 0; u < players; u++) {
      Arrays.sort(partners, start[u], start[u + 1]);
    }
    return new SortedPairs(start, partners);
  }

  /** True when pair {@code uv} is held. */
  boolean contains(int u, int v) {
    int a = Math.min(u, v);
    int b = Math.max(u, v);
    if (a == b || b >= start.length - 1) {
      return false;
    }
    return Arrays.binarySearch(partners, start[a], start[a + 1], b) >= 0;
  }
}
