package org.swisspair.solver.matching;

import java.math.BigInteger;

/** Weight and validity of a matching given as a mate array. */
public final class MatchingWeights {

  private MatchingWeights() {}

  /**
   * Total weight of the matching {@code mate}, using the heaviest edge between each matched pair;
   * throws when {@code mate} is not a matching of {@code graph}.
   */
  public static BigInteger weight(WeightedGraph graph, int[] mate) {
    int[] edge = matchedEdges(graph, mate);
    if (graph.limbs() == 1) {
      // each weight is below 2^62, so the low word stays below 2^63 before it is carried
      long[] raw = graph.rawWeights();
      long low = 0;
      long high = 0;
      for (int v = 0; v < edge.length; v++) {
        if (edge[v] >= 0 && v < mate[v]) {
          low += raw[edge[v]];
          high += low >>> WeightedGraph.LIMB_BITS;
          low &= WeightedGraph.LIMB_MASK;
        }
      }
      return BigInteger.valueOf(high)
          .shiftLeft(WeightedGraph.LIMB_BITS)
          .or(BigInteger.valueOf(low));
    }
    BigInteger total = BigInteger.ZERO;
    for (int v = 0; v < edge.length; v++) {
      if (edge[v] >= 0 && v < mate[v]) {
        total = total.add(graph.weight(edge[v]));
      }
    }
    return total;
  }

  /**
   * Returns for each vertex the heaviest edge to its mate (or -1), checking that {@code mate} is
   * symmetric and uses only edges of {@code graph}.
   */
  static int[] matchedEdges(WeightedGraph graph, int[] mate) {
    int n = graph.vertexCount();
    if (mate.length != n) {
      throw new IllegalArgumentException(
          "mate has length " + mate.length + " but the graph has " + n + " vertices");
    }
    for (int v = 0; v < n; v++) {
      int w = mate[v];
      if (w != -1 && (w < 0 || w >= n || w == v || mate[w] != v)) {
        throw new IllegalArgumentException(
            "not a matching: mate[" + v + "] = " + w + " is not answered by its partner");
      }
    }
    int[] edge = new int[n];
    java.util.Arrays.fill(edge, -1);
    int[] ends = graph.rawEnds();
    for (int e = 0, m = graph.edgeCount(); e < m; e++) {
      int u = ends[2 * e];
      int v = ends[2 * e + 1];
      if (mate[u] == v && (edge[u] < 0 || graph.compareWeights(e, edge[u]) > 0)) {
        edge[u] = e;
        edge[v] = e;
      }
    }
    for (int v = 0; v < n; v++) {
      if (mate[v] != -1 && edge[v] < 0) {
        throw new IllegalArgumentException(
            "not a matching of the graph: " + v + "-" + mate[v] + " is not an edge");
      }
    }
    return edge;
  }
}
