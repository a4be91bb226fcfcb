package org.swisspair.solver.matching;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * An undirected graph with exact non-negative integer edge weights of a fixed number of 62-bit
 * limbs.
 *
 * <p>A weight is {@code sum limb[i] * 2^(62*(limbs-1-i))}, {@code limb[0]} most significant. Edges
 * live in flat {@code int}/{@code long} arrays so that millions of them fit in memory. Parallel
 * edges are accepted; a matching can use at most one of them, so the matchers keep only the
 * heaviest (the lowest index among equally heavy ones).
 */
public final class WeightedGraph {

  /** Bits per limb; 62 leaves headroom in a {@code long} for carries when adding two limbs. */
  public static final int LIMB_BITS = 62;

  static final long LIMB_MASK = (1L << LIMB_BITS) - 1;

  private final int vertexCount;
  private final int limbs;
  private int edgeCount;
  private int[] ends = new int[16];
  private long[] weights;

  // Per smaller end, one more than the larger end of its latest edge: while every vertex's edges
  // come in increasing order of their other end, no pair can have two edges, and the matchers
  // skip their parallel-edge pass.
  private final int[] lastHigherEnd;
  private boolean mayHaveParallelEdges;

  /** Creates a graph without edges on vertices {@code 0..vertexCount-1}. */
  public WeightedGraph(int vertexCount, int limbs) {
    if (vertexCount < 0) {
      throw new IllegalArgumentException("vertexCount must be >= 0, got " + vertexCount);
    }
    if (limbs < 1) {
      throw new IllegalArgumentException("limbs must be >= 1, got " + limbs);
    }
    this.vertexCount = vertexCount;
    this.limbs = limbs;
    this.weights = new long[8 * limbs];
    this.lastHigherEnd = new int[vertexCount];
  }

  /**
   * Makes room for {@code edges} edges in all, so that a graph built to a known bound never holds a
   * grown copy of its arrays beside the old one.
   */
  public void ensureCapacity(int edges) {
    if (edges > Integer.MAX_VALUE / 2 || (long) edges * limbs > Integer.MAX_VALUE - 8) {
      return;
    }
    if (2 * edges > ends.length) {
      ends = Arrays.copyOf(ends, 2 * edges);
    }
    if (edges * limbs > weights.length) {
      weights = Arrays.copyOf(weights, edges * limbs);
    }
  }

  /** Number of vertices. */
  public int vertexCount() {
    return vertexCount;
  }

  /** Number of 62-bit limbs per weight. */
  public int limbs() {
    return limbs;
  }

  /** Number of edges added, parallel edges included. */
  public int edgeCount() {
    return edgeCount;
  }

  /** Adds edge {@code uv} with the given limbs, most significant first, and returns its index. */
  public int addEdge(int u, int v, long... limbsMostSignificantFirst) {
    checkEnds(u, v);
    if (limbsMostSignificantFirst.length != limbs) {
      throw new IllegalArgumentException(
          "edge "
              + u
              + "-"
              + v
              + " has "
              + limbsMostSignificantFirst.length
              + " limbs, the graph uses "
              + limbs);
    }
    for (long limb : limbsMostSignificantFirst) {
      if (limb < 0 || limb > LIMB_MASK) {
        throw new IllegalArgumentException(
            "edge " + u + "-" + v + ": limb " + limb + " is outside [0, 2^62)");
      }
    }
    int e = grow();
    System.arraycopy(limbsMostSignificantFirst, 0, weights, e * limbs, limbs);
    ends[2 * e] = u;
    ends[2 * e + 1] = v;
    int low = Math.min(u, v);
    int high = Math.max(u, v) + 1;
    if (high <= lastHigherEnd[low]) {
      mayHaveParallelEdges = true;
    }
    lastHigherEnd[low] = high;
    return e;
  }

  /**
   * False when no two edges can join the same pair: each vertex's edges to larger vertices were
   * added in increasing order of the other end (as a loop over pairs adds them). True does not say
   * that there are parallel edges.
   */
  public boolean mayHaveParallelEdges() {
    return mayHaveParallelEdges;
  }

  /** Adds edge {@code uv} with a weight that must fit in {@code 62 * limbs()} bits. */
  public int addEdge(int u, int v, BigInteger weight) {
    if (weight.signum() < 0 || weight.bitLength() > LIMB_BITS * limbs) {
      throw new IllegalArgumentException(
          "edge "
              + u
              + "-"
              + v
              + ": weight "
              + weight
              + " does not fit in "
              + limbs
              + " limbs of 62 bits; use a graph with more limbs");
    }
    long[] split = new long[limbs];
    for (int i = limbs - 1; i >= 0; i--) {
      split[i] = weight.longValue() & LIMB_MASK;
      weight = weight.shiftRight(LIMB_BITS);
    }
    return addEdge(u, v, split);
  }

  /** First end of edge {@code e}. */
  public int edgeU(int e) {
    checkEdge(e);
    return ends[2 * e];
  }

  /** Second end of edge {@code e}. */
  public int edgeV(int e) {
    checkEdge(e);
    return ends[2 * e + 1];
  }

  /** Limb {@code i} (0 = most significant) of the weight of edge {@code e}. */
  public long limb(int e, int i) {
    checkEdge(e);
    return weights[e * limbs + i];
  }

  /** Weight of edge {@code e}. */
  public BigInteger weight(int e) {
    checkEdge(e);
    BigInteger w = BigInteger.ZERO;
    for (int i = 0; i < limbs; i++) {
      w = w.shiftLeft(LIMB_BITS).or(BigInteger.valueOf(weights[e * limbs + i]));
    }
    return w;
  }

  /** Compares the weights of edges {@code e} and {@code f} like {@link Comparable}. */
  public int compareWeights(int e, int f) {
    for (int i = 0; i < limbs; i++) {
      int c = Long.compare(weights[e * limbs + i], weights[f * limbs + i]);
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  /** Raw edge ends {@code u0, v0, u1, v1, ...}; valid up to {@code 2 * edgeCount()}. */
  int[] rawEnds() {
    return ends;
  }

  /** Raw weight limbs, {@code limbs()} words per edge, most significant first. */
  long[] rawWeights() {
    return weights;
  }

  private int grow() {
    if (edgeCount == Integer.MAX_VALUE / 2) {
      throw new IllegalStateException("too many edges: " + edgeCount);
    }
    if (2 * edgeCount + 2 > ends.length) {
      ends = Arrays.copyOf(ends, Math.max(16, 2 * ends.length));
    }
    if ((edgeCount + 1) * (long) limbs > weights.length) {
      long size = Math.max(8L * limbs, 2L * weights.length);
      if (size > Integer.MAX_VALUE - 8) {
        throw new IllegalStateException(
            "too many edges for " + limbs + " limbs: " + edgeCount + "; use fewer limbs");
      }
      weights = Arrays.copyOf(weights, (int) size);
    }
    return edgeCount++;
  }

  private void checkEnds(int u, int v) {
    if (u < 0 || u >= vertexCount || v < 0 || v >= vertexCount) {
      throw new IllegalArgumentException(
          "edge " + u + "-" + v + " has an end outside 0.." + (vertexCount - 1));
    }
    if (u == v) {
      throw new IllegalArgumentException("loop at vertex " + u + ": a vertex cannot meet itself");
    }
  }

  private void checkEdge(int e) {
    if (e < 0 || e >= edgeCount) {
      throw new IndexOutOfBoundsException("edge " + e + " outside 0.." + (edgeCount - 1));
    }
  }
}
