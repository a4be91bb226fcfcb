package org.swisspair.solver.matching;

import java.math.BigInteger;
import java.util.SplittableRandom;

/** Random weighted graphs for randomised and differential tests. */
public final class RandomGraphs {

  /** How limbs are drawn. */
  public enum WeightStyle {
    /** Uniform over all 62 bits of each limb. */
    UNIFORM,
    /** Limbs within a few units of {@code 2^62 - 1}, to exercise carries. */
    NEAR_LIMIT,
    /** Few distinct small values per limb, so many ties and lexicographic-style comparisons. */
    LEXICOGRAPHIC,
    /** Small integers below 16, lots of ties. */
    SMALL
  }

  private RandomGraphs() {}

  /** Draws a graph with {@code n} vertices, each pair an edge with probability {@code density}. */
  public static WeightedGraph graph(
      SplittableRandom random, int n, int limbs, double density, WeightStyle style) {
    WeightedGraph g = new WeightedGraph(n, limbs);
    for (int u = 0; u < n; u++) {
      for (int v = u + 1; v < n; v++) {
        if (random.nextDouble() < density) {
          long[] w = new long[limbs];
          for (int i = 0; i < limbs; i++) {
            w[i] = limb(random, style);
          }
          if (random.nextBoolean()) {
            g.addEdge(u, v, w);
          } else {
            g.addEdge(v, u, w);
          }
        }
      }
    }
    return g;
  }

  /** Draws a graph with weights below {@code 2^bits}, one limb. */
  public static WeightedGraph smallWeightGraph(
      SplittableRandom random, int n, double density, int bits) {
    WeightedGraph g = new WeightedGraph(n, 1);
    for (int u = 0; u < n; u++) {
      for (int v = u + 1; v < n; v++) {
        if (random.nextDouble() < density) {
          g.addEdge(u, v, random.nextLong(1L << bits));
        }
      }
    }
    return g;
  }

  private static long limb(SplittableRandom random, WeightStyle style) {
    switch (style) {
      case UNIFORM:
        return random.nextLong(WeightedGraph.LIMB_MASK + 1);
      case NEAR_LIMIT:
        return WeightedGraph.LIMB_MASK - random.nextInt(4);
      case LEXICOGRAPHIC:
        {
          // a bit field in the top, middle or bottom, like packed pairing criteria
          int r = random.nextInt(4);
          int shift = r == 0 ? 0 : r == 1 ? 30 : r == 2 ? 59 : 61;
          return ((long) random.nextInt(3) << shift) & WeightedGraph.LIMB_MASK;
        }
      case SMALL:
        return random.nextInt(16);
      default:
        throw new IllegalArgumentException("unknown style " + style);
    }
  }

  /** Exhaustive maximum matching weight, by dynamic programming over vertex subsets (n <= 20). */
  public static BigInteger bruteForceWeight(WeightedGraph g) {
    int n = g.vertexCount();
    BigInteger[][] w = new BigInteger[n][n];
    for (int e = 0; e < g.edgeCount(); e++) {
      int u = g.edgeU(e);
      int v = g.edgeV(e);
      BigInteger x = g.weight(e);
      if (w[u][v] == null || w[u][v].compareTo(x) < 0) {
        w[u][v] = x;
        w[v][u] = x;
      }
    }
    BigInteger[] best = new BigInteger[1 << n];
    best[0] = BigInteger.ZERO;
    for (int mask = 1; mask < (1 << n); mask++) {
      int v = Integer.numberOfTrailingZeros(mask);
      int rest = mask & ~(1 << v);
      BigInteger b = best[rest];
      for (int u = v + 1; u < n; u++) {
        if ((rest & (1 << u)) != 0 && w[v][u] != null) {
          BigInteger c = w[v][u].add(best[rest & ~(1 << u)]);
          if (c.compareTo(b) > 0) {
            b = c;
          }
        }
      }
      best[mask] = b;
    }
    return best[(1 << n) - 1];
  }
}
