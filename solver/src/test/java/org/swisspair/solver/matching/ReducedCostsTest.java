package org.swisspair.solver.matching;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ReducedCostsTest {

  /** The reduced cost of pair uv on BigIntegers, straight from the definition. */
  private static int referenceSign(MatchingCertificate c, int u, int v, BigInteger w) {
    BigInteger slack = c.vertexDuals()[u].add(c.vertexDuals()[v]).subtract(w.shiftLeft(1));
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
    return slack.signum();
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
