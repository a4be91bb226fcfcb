package org.swisspair.solver.swiss;

/**
 * A perfect matching of a shrinking set of players, kept up to date as pairs are taken out: the
 * completion question of C.04.1 (can all these players still be paired?) asked again after every
 * pair a procedural system makes, so that its search can skip the branches that cannot be
 * completed. A {@link CardinalityMatching} on an adjacency bit matrix, with the count of each
 * player's remaining opponents to refuse at once a pair that would leave someone without one.
 */
public final class PerfectMatching {
  private final long[][] adjacent;
  private final CardinalityMatching matching;
  // The number of active neighbours of each active vertex.
  private final int[] degree;

  /** Vertices 0..n-1, none active yet; {@code adjacent[u]} is the bit set of u's neighbours. */
  public PerfectMatching(long[][] adjacent) {
    this.adjacent = adjacent;
    this.matching = new CardinalityMatching(adjacent, null);
    this.degree = new int[adjacent.length];
    matching.reset(new int[0]);
  }

  /** A bit matrix of {@code n} vertices without edges. */
  public static long[][] emptyMatrix(int n) {
    return new long[n][(n + 63) >>> 6];
  }

  /** Adds the edge {@code u-v} to {@code matrix}. */
  public static void addEdge(long[][] matrix, int u, int v) {
    CardinalityMatching.set(matrix[u], v);
    CardinalityMatching.set(matrix[v], u);
  }

  private boolean edge(int u, int v) {
    return CardinalityMatching.get(adjacent[u], v);
  }

  /**
   * Makes exactly the vertices in {@code vertices} active and matches them as far as possible; true
   * when every one of them is matched.
   */
  public boolean reset(int[] vertices) {
    boolean perfect = matching.reset(vertices);
    for (int v : vertices) {
      degree[v] = 0;
      for (int w = 0; w < adjacent[v].length; w++) {
        degree[v] += Long.bitCount(adjacent[v][w] & matching.presentWord(w));
      }
    }
    return perfect;
  }

  /**
   * Takes {@code a} and {@code b} out, paired together, when the remaining active vertices still
   * have a perfect matching; returns false and changes nothing otherwise. Requires the current
   * matching to be perfect and {@code a-b} to be an edge.
   */
  public boolean takePair(int a, int b) {
    if (isolates(a, b) || !matching.takePair(a, b)) {
      // Isolates: a player whose only remaining opponents are a and b, no perfect matching left.
      return false;
    }
    for (int x : new int[] {a, b}) {
      forEachActiveNeighbour(x, w -> degree[w]--);
    }
    return true;
  }

  /** True when taking a and b out leaves some active player without any active neighbour. */
  private boolean isolates(int a, int b) {
    boolean[] out = {false};
    for (int x : new int[] {a, b}) {
      forEachActiveNeighbour(
          x,
          w -> {
            if (w != a && w != b) {
              int lost = (edge(w, a) ? 1 : 0) + (edge(w, b) ? 1 : 0);
              if (degree[w] - lost <= 0) {
                out[0] = true;
              }
            }
          });
    }
    return out[0];
  }

  private void forEachActiveNeighbour(int v, java.util.function.IntConsumer action) {
    long[] row = adjacent[v];
    for (int w = 0; w < row.length; w++) {
      long bits = row[w] & matching.presentWord(w);
      while (bits != 0) {
        action.accept((w << 6) + Long.numberOfTrailingZeros(bits));
        bits &= bits - 1;
      }
    }
  }
}
