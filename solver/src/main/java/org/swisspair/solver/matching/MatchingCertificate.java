package org.swisspair.solver.matching;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A matching with a dual solution of the matching linear programme that proves it has maximum
 * weight; {@link #violations} checks the proof independently of the algorithm that produced it.
 *
 * <p>Vertex duals are doubled ({@code y = 2u}). The proof holds when: every dual is non-negative;
 * every edge has {@code y_u + y_v + 2 * sum(z_B : B contains u and v) >= 2w}, with equality on
 * matched edges; exposed vertices have {@code y = 0}; and each blossom with {@code z_B > 0} is an
 * odd set containing {@code (|B|-1)/2} matched edges. Then the matching weight equals the dual
 * objective, which bounds every matching (complementary slackness).
 *
 * @param mate {@code mate[v]} is the partner of {@code v} or -1
 * @param vertexDuals the doubled vertex duals {@code y}
 * @param blossoms the odd sets with a positive dual
 */
public record MatchingCertificate(int[] mate, BigInteger[] vertexDuals, List<Blossom> blossoms) {

  /**
   * An odd vertex set with its dual.
   *
   * @param vertices the vertices of the set
   * @param dual {@code z_B}
   */
  public record Blossom(int[] vertices, BigInteger dual) {}

  public MatchingCertificate {
    blossoms = List.copyOf(blossoms);
  }

  /** Returns a description of each optimality condition that fails, empty when the proof holds. */
  public List<String> violations(WeightedGraph graph) {
    List<String> out = new ArrayList<>();
    int n = graph.vertexCount();
    int m = graph.edgeCount();
    int[] matchedEdge;
    try {
      matchedEdge = MatchingWeights.matchedEdges(graph, mate);
    } catch (IllegalArgumentException notAMatching) {
      out.add(notAMatching.getMessage());
      return out;
    }
    if (vertexDuals.length != n) {
      out.add("vertexDuals has length " + vertexDuals.length + ", expected " + n);
      return out;
    }
    for (int v = 0; v < n; v++) {
      if (vertexDuals[v].signum() < 0) {
        out.add("vertex " + v + " has negative dual " + vertexDuals[v]);
      }
      if (mate[v] == -1 && vertexDuals[v].signum() != 0) {
        out.add("exposed vertex " + v + " has non-zero dual " + vertexDuals[v]);
      }
    }
    BigInteger[] slack = slacks(graph, out);
    if (slack == null) {
      return out;
    }
    for (int e = 0; e < m; e++) {
      int u = graph.edgeU(e);
      if (slack[e].signum() < 0) {
        out.add("edge " + e + " (" + u + "-" + graph.edgeV(e) + ") has negative slack " + slack[e]);
      }
      if (matchedEdge[u] == e && slack[e].signum() != 0) {
        out.add("matched edge " + e + " (" + u + "-" + graph.edgeV(e) + ") has slack " + slack[e]);
      }
    }
    return out;
  }

  /** Throws {@link IllegalStateException} listing the violations when the proof does not hold. */
  public void verify(WeightedGraph graph) {
    List<String> violations = violations(graph);
    if (!violations.isEmpty()) {
      throw new IllegalStateException(
          "matching is not proven optimal: " + String.join("; ", violations));
    }
  }

  /**
   * Which edges are tight (zero reduced cost): every maximum-weight matching uses only these, so a
   * later search among the optimal matchings may drop the others.
   */
  public boolean[] tightEdges(WeightedGraph graph) {
    int n = graph.vertexCount();
    int m = graph.edgeCount();
    if (vertexDuals.length != n) {
      throw new IllegalStateException("certificate does not fit the graph");
    }
    for (Blossom blossom : blossoms) {
      for (int v : blossom.vertices()) {
        if (v < 0 || v >= n) {
          throw new IllegalStateException("certificate does not fit the graph");
        }
      }
    }
    // Exact multi-word arithmetic, blossom duals included, instead of one BigInteger per edge:
    // the graphs have millions of edges and, with Dutch's ties, large blossoms.
    ReducedCosts costs;
    try {
      costs = new ReducedCosts(this, graph.limbs());
    } catch (IllegalArgumentException tooWide) {
      return tightEdgesByBigIntegers(graph);
    }
    int limbs = graph.limbs();
    long[] w = graph.rawWeights();
    int[] ends = graph.rawEnds();
    boolean[] tight = new boolean[m];
    for (int e = 0; e < m; e++) {
      tight[e] = costs.sign(ends[2 * e], ends[2 * e + 1], w, e * limbs) == 0;
    }
    return tight;
  }

  /** {@link #tightEdges} on BigIntegers, for duals wider than the multi-word form. */
  boolean[] tightEdgesByBigIntegers(WeightedGraph graph) {
    BigInteger[] slack = slacks(graph, new ArrayList<>());
    if (slack == null) {
      throw new IllegalStateException("certificate does not fit the graph");
    }
    boolean[] tight = new boolean[slack.length];
    for (int e = 0; e < slack.length; e++) {
      tight[e] = slack[e].signum() == 0;
    }
    return tight;
  }

  /** The doubled reduced cost of every edge; blossom problems are added to {@code out}. */
  private BigInteger[] slacks(WeightedGraph graph, List<String> out) {
    int n = graph.vertexCount();
    int m = graph.edgeCount();
    BigInteger[] slack = new BigInteger[m];
    for (int e = 0; e < m; e++) {
      slack[e] =
          vertexDuals[graph.edgeU(e)]
              .add(vertexDuals[graph.edgeV(e)])
              .subtract(graph.weight(e).shiftLeft(1));
    }
    int[] start = new int[n + 1];
    for (int e = 0; e < m; e++) {
      start[graph.edgeU(e) + 1]++;
      start[graph.edgeV(e) + 1]++;
    }
    for (int v = 0; v < n; v++) {
      start[v + 1] += start[v];
    }
    int[] fill = Arrays.copyOf(start, n);
    int[] incident = new int[2 * m];
    for (int e = 0; e < m; e++) {
      incident[fill[graph.edgeU(e)]++] = e;
      incident[fill[graph.edgeV(e)]++] = e;
    }
    int[] member = new int[n];
    Arrays.fill(member, -1);
    for (int b = 0; b < blossoms.size(); b++) {
      Blossom blossom = blossoms.get(b);
      int[] vs = blossom.vertices();
      if (blossom.dual().signum() < 0) {
        out.add("blossom " + b + " has negative dual " + blossom.dual());
      }
      if (vs.length % 2 == 0) {
        out.add("blossom " + b + " has an even number of vertices: " + vs.length);
      }
      for (int v : vs) {
        if (v < 0 || v >= n || member[v] == b) {
          out.add("blossom " + b + " lists vertex " + v + " twice or out of range");
          return null;
        }
        member[v] = b;
      }
      int matchedInside = 0;
      BigInteger twiceDual = blossom.dual().shiftLeft(1);
      for (int v : vs) {
        if (mate[v] != -1 && member[mate[v]] == b && v < mate[v]) {
          matchedInside++;
        }
        for (int i = start[v]; i < start[v + 1]; i++) {
          int e = incident[i];
          int other = graph.edgeU(e) == v ? graph.edgeV(e) : graph.edgeU(e);
          if (member[other] == b && v < other) {
            slack[e] = slack[e].add(twiceDual);
          }
        }
      }
      if (blossom.dual().signum() > 0 && 2 * matchedInside + 1 != vs.length) {
        out.add(
            "blossom "
                + b
                + " of "
                + vs.length
                + " vertices has positive dual but "
                + matchedInside
                + " matched edges inside, expected "
                + (vs.length - 1) / 2);
      }
    }
    return slack;
  }
}
