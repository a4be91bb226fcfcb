package org.swisspair.solver.matching;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ReducedCostsTest {

  /** The reduced cost of pair uv on BigIntegers, straight from the definition. */
  private static int referenceSign(MatchingCertificate c, int u, int v, BigInteger w) {
    return slackWithoutWeight(c, u, v).subtract(w.shiftLeft(1)).signum();
  }

  @Test
  void pricesEveryEdgeOfALargerGraphAsTheDefinitionDoes() {
    int negative = 0;
    for (long seed = 1; seed <= 200; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      int limbs = 1 + random.nextInt(3);
      RandomGraphs.WeightStyle style =
          RandomGraphs.WeightStyle.values()[
              random.nextInt(RandomGraphs.WeightStyle.values().length)];
      WeightedGraph full = RandomGraphs.graph(random, 6 + random.nextInt(30), limbs, 0.6, style);
      // solve on a random half of the edges, price all of them
      WeightedGraph half = new WeightedGraph(full.vertexCount(), limbs);
      for (int e = 0; e < full.edgeCount(); e++) {
        if (random.nextBoolean()) {
          long[] w = new long[limbs];
          for (int i = 0; i < limbs; i++) {
            w[i] = full.limb(e, i);
          }
          half.addEdge(full.edgeU(e), full.edgeV(e), w);
        }
      }
      MatchingCertificate c = new BlossomMatching().certifiedMatching(half);
      ReducedCosts costs = new ReducedCosts(c, limbs);
      for (int e = 0; e < full.edgeCount(); e++) {
        long[] w = new long[limbs];
        for (int i = 0; i < limbs; i++) {
          w[i] = full.limb(e, i);
        }
        int u = full.edgeU(e);
        int v = full.edgeV(e);
        int expected = referenceSign(c, u, v, full.weight(e));

        assertThat(costs.sign(u, v, w)).as("seed %d edge %d", seed, e).isEqualTo(expected);
        negative += expected < 0 ? 1 : 0;
      }
    }
    // the half graphs' duals were infeasible on some omitted edges, as pricing expects
    assertThat(negative).isPositive();
  }

  @Test
  void blossomDualsCountOnceForEverySharedBlossomLaminarOrNot() {
    int inside = 0;
    int zero = 0;
    for (long seed = 1; seed <= 300; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      int n = 4 + random.nextInt(20);
      int limbs = 1 + random.nextInt(3);
      BigInteger[] y = new BigInteger[n];
      for (int v = 0; v < n; v++) {
        y[v] = BigInteger.valueOf(random.nextInt(40)).shiftLeft(random.nextInt(2) * 61);
      }
      // Nested blossoms (a chain of prefixes of a shuffled order, and one sibling), or, every
      // third seed, overlapping sets that no blossom algorithm makes: both must price alike.
      int[] order = random.ints(0, n).distinct().limit(n).toArray();
      List<MatchingCertificate.Blossom> blossoms = new ArrayList<>();
      boolean laminar = seed % 3 != 0;
      for (int size = n - (n % 2 == 0 ? 1 : 0); size >= 3; size -= 2 + 2 * random.nextInt(2)) {
        int from = laminar ? 0 : random.nextInt(n - size + 1);
        blossoms.add(
            new MatchingCertificate.Blossom(
                Arrays.copyOfRange(order, from, from + size),
                BigInteger.valueOf(random.nextInt(3)).shiftLeft(random.nextInt(2) * 61)));
      }
      if (laminar && n >= 8) {
        blossoms.add(
            new MatchingCertificate.Blossom(
                new int[] {order[n - 1], order[n - 2], order[n - 3]}, BigInteger.ONE));
      }
      MatchingCertificate c = new MatchingCertificate(new int[n], y, blossoms);
      ReducedCosts costs = new ReducedCosts(c, limbs);
      // Rows then columns, as the pricing loops go, then the other way round.
      for (int pass = 0; pass < 2; pass++) {
        for (int a = 0; a < n; a++) {
          for (int b = a + 1; b < n; b++) {
            int u = pass == 0 ? a : b;
            int v = pass == 0 ? b : a;
            long[] w = new long[limbs];
            BigInteger weight = BigInteger.ZERO;
            for (int i = 0; i < limbs; i++) {
              w[i] = random.nextInt(4) == 0 ? 0 : random.nextLong(1L << 20);
              weight = weight.shiftLeft(WeightedGraph.LIMB_BITS).or(BigInteger.valueOf(w[i]));
            }
            if (random.nextInt(3) == 0) {
              // Often exactly tight: the weight is half the duals when they are even.
              BigInteger sum = slackWithoutWeight(c, u, v);
              if (!sum.testBit(0) && sum.bitLength() <= WeightedGraph.LIMB_BITS * limbs) {
                weight = sum.shiftRight(1);
                BigInteger rest = weight;
                for (int i = limbs - 1; i >= 0; i--) {
                  w[i] = rest.longValue() & WeightedGraph.LIMB_MASK;
                  rest = rest.shiftRight(WeightedGraph.LIMB_BITS);
                }
              }
            }
            int expected = referenceSign(c, u, v, weight);
            assertThat(costs.sign(u, v, w))
                .as("seed %d pair %d %d", seed, u, v)
                .isEqualTo(expected);
            zero += expected == 0 ? 1 : 0;
            inside +=
                slackWithoutWeight(c, u, v).equals(c.vertexDuals()[u].add(c.vertexDuals()[v]))
                    ? 0
                    : 1;
          }
        }
      }
    }
    // Tight pairs and pairs inside shared blossoms, many of them.
    assertThat(zero).isGreaterThan(1_000);
    assertThat(inside).isGreaterThan(10_000);
  }

  @Test
  void pricesInOneWordExactlyUpToWhereItStops() {
    int oneWord = 0;
    int wide = 0;
    int zero = 0;
    for (long seed = 1; seed <= 400; seed++) {
      SplittableRandom random = new SplittableRandom(seed * 31);
      int n = 3 + random.nextInt(12);
      // duals at the edge of the one-word form: just below 2^61 or at it, weights near 2^62
      BigInteger[] y = new BigInteger[n];
      for (int v = 0; v < n; v++) {
        long below = (1L << 61) - 1 - random.nextInt(3);
        y[v] = BigInteger.valueOf(random.nextInt(8) == 0 ? below + 1 + random.nextInt(2) : below);
      }
      int[] order = random.ints(0, n).distinct().limit(n).toArray();
      List<MatchingCertificate.Blossom> blossoms = new ArrayList<>();
      long budget = 1L << 60;
      for (int size = n - (n % 2 == 0 ? 1 : 0); size >= 3; size -= 2) {
        long z = random.nextBoolean() ? budget / 2 - random.nextInt(2) : random.nextInt(5);
        if (seed % 5 == 0) {
          z = budget;
        }
        budget = Math.max(0, budget - z);
        blossoms.add(
            new MatchingCertificate.Blossom(
                Arrays.copyOfRange(order, 0, size), BigInteger.valueOf(z)));
      }
      MatchingCertificate c = new MatchingCertificate(new int[n], y, blossoms);
      ReducedCosts costs = new ReducedCosts(c, 1);
      oneWord += costs.oneWord() ? 1 : 0;
      wide += costs.oneWord() ? 0 : 1;
      for (int u = 0; u < n; u++) {
        for (int v = 0; v < n; v++) {
          if (u == v) {
            continue;
          }
          BigInteger sum = slackWithoutWeight(c, u, v);
          long w =
              random.nextBoolean() && !sum.testBit(0) && sum.bitLength() <= 63
                  ? sum.shiftRight(1).min(BigInteger.valueOf(WeightedGraph.LIMB_MASK)).longValue()
                  : WeightedGraph.LIMB_MASK - random.nextLong(1L << 61);
          int expected = referenceSign(c, u, v, BigInteger.valueOf(w));

          assertThat(costs.sign(u, v, new long[] {w}, 0))
              .as("seed %d pair %d %d", seed, u, v)
              .isEqualTo(expected);
          assertThat(costs.vertexSign(u, v, new long[] {w}, 0))
              .as("seed %d pair %d %d", seed, u, v)
              .isEqualTo(
                  c.vertexDuals()[u]
                      .add(c.vertexDuals()[v])
                      .subtract(BigInteger.valueOf(w).shiftLeft(1))
                      .signum());
          zero += expected == 0 ? 1 : 0;
        }
      }
    }
    assertThat(oneWord).isGreaterThan(100);
    assertThat(wide).isGreaterThan(100);
    assertThat(zero).isGreaterThan(100);
  }

  /** {@code y_u + y_v + 2 * sum(z_B : B contains u and v)}. */
  private static BigInteger slackWithoutWeight(MatchingCertificate c, int u, int v) {
    BigInteger slack = c.vertexDuals()[u].add(c.vertexDuals()[v]);
    for (MatchingCertificate.Blossom b : c.blossoms()) {
      boolean hasU = false;
      boolean hasV = false;
      for (int x : b.vertices()) {
        hasU |= x == u;
        hasV |= x == v;
      }
      if (hasU && hasV) {
        slack = slack.add(b.dual().shiftLeft(1));
      }
    }
    return slack;
  }

  @Test
  void aPairUnderABoundIsPositiveWhenTheVertexDualsSaySo() {
    int skipped = 0;
    for (long seed = 1; seed <= 200; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      int limbs = 1 + random.nextInt(3);
      RandomGraphs.WeightStyle style =
          RandomGraphs.WeightStyle.values()[
              random.nextInt(RandomGraphs.WeightStyle.values().length)];
      WeightedGraph full = RandomGraphs.graph(random, 6 + random.nextInt(30), limbs, 0.6, style);
      WeightedGraph half = new WeightedGraph(full.vertexCount(), limbs);
      for (int e = 0; e < full.edgeCount(); e++) {
        if (random.nextBoolean()) {
          half.addEdge(full.edgeU(e), full.edgeV(e), full.weight(e));
        }
      }
      MatchingCertificate c = new BlossomMatching().certifiedMatching(half);
      ReducedCosts costs = new ReducedCosts(c, limbs);
      for (int e = 0; e < full.edgeCount(); e++) {
        int u = full.edgeU(e);
        int v = full.edgeV(e);
        // the bound: the edge's own weight, or one a little heavier
        BigInteger bound = full.weight(e).add(BigInteger.valueOf(random.nextInt(2)));
        if (bound.bitLength() > WeightedGraph.LIMB_BITS * limbs) {
          continue;
        }
        long[] b = new long[limbs];
        BigInteger rest = bound;
        for (int i = limbs - 1; i >= 0; i--) {
          b[i] = rest.longValue() & WeightedGraph.LIMB_MASK;
          rest = rest.shiftRight(WeightedGraph.LIMB_BITS);
        }
        BigInteger vertexSlack =
            c.vertexDuals()[u].add(c.vertexDuals()[v]).subtract(bound.shiftLeft(1));

        assertThat(costs.positiveUpTo(u, v, b, 0))
            .as("seed %d edge %d", seed, e)
            .isEqualTo(vertexSlack.signum() > 0);
        if (costs.positiveUpTo(u, v, b, 0)) {
          assertThat(referenceSign(c, u, v, full.weight(e))).isPositive();
          skipped++;
        }
      }
    }
    assertThat(skipped).isPositive();
  }
}
