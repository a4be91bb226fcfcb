package org.swisspair.solver.cpsat;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.MatchingCertificate;
import org.swisspair.solver.matching.MatchingWeights;
import org.swisspair.solver.matching.RandomGraphs;
import org.swisspair.solver.matching.RandomGraphs.WeightStyle;
import org.swisspair.solver.matching.WeightedGraph;

class CpSatMatchingTest {

  private final CpSatMatching cpSat = new CpSatMatching();
  private final BlossomMatching blossom = new BlossomMatching();

  @Test
  void prefersTwoLighterEdgesOverOneHeavierMiddleEdge() {
    WeightedGraph g = new WeightedGraph(4, 1);
    g.addEdge(0, 1, 5);
    g.addEdge(1, 2, 8);
    g.addEdge(2, 3, 5);

    assertThat(cpSat.maximumWeightMatching(g)).containsExactly(1, 0, 3, 2);
  }

  @Test
  void carriesLowChunksIntoHighOnes() {
    // two edges of 2^40 - 1 outweigh one edge of 2^40 only through the carry between chunks
    long justBelow = (1L << 40) - 1;
    WeightedGraph g = new WeightedGraph(4, 2);
    g.addEdge(0, 1, 0, justBelow);
    g.addEdge(2, 3, 0, justBelow);
    g.addEdge(1, 2, 0, 1L << 40);

    assertThat(cpSat.maximumWeightMatching(g)).containsExactly(1, 0, 3, 2);
  }

  @Test
  void agreesWithBlossomOnSmallRandomMultiLimbGraphs() {
    for (long seed = 1; seed <= 100; seed++) {
      SplittableRandom random = new SplittableRandom(seed * 31);
      int n = 2 + random.nextInt(15);
      int limbs = random.nextInt(4) == 0 ? 5 : 2;
      double density = 0.1 + 0.5 * random.nextDouble();
      WeightStyle style = WeightStyle.values()[random.nextInt(WeightStyle.values().length)];
      if (style == WeightStyle.NEAR_LIMIT && n > 10) {
        // near-equal weights make CP-SAT prove optimality slowly (seconds per graph)
        style = WeightStyle.UNIFORM;
      }
      WeightedGraph g = RandomGraphs.graph(random, n, limbs, density, style);
      String context = "seed " + seed + " n=" + n + " limbs=" + limbs + " " + style;

      MatchingCertificate certificate = blossom.certifiedMatching(g);
      BigInteger expected = MatchingWeights.weight(g, certificate.mate());

      assertThat(certificate.violations(g)).as(context).isEmpty();
      assertThat(MatchingWeights.weight(g, cpSat.maximumWeightMatching(g)))
          .as(context)
          .isEqualTo(expected);
    }
  }

  @Test
  @Tag("slow")
  void agreesWithBlossomOnRandomMultiLimbGraphsUpTo40Vertices() {
    for (long seed = 1; seed <= 200; seed++) {
      SplittableRandom random = new SplittableRandom(seed * 31);
      int n = 2 + random.nextInt(39);
      int limbs = random.nextInt(4) == 0 ? 5 : 2;
      double density = 0.1 + 0.5 * random.nextDouble();
      WeightStyle style = WeightStyle.values()[random.nextInt(WeightStyle.values().length)];
      if (style == WeightStyle.NEAR_LIMIT && n > 10) {
        // near-equal weights make CP-SAT prove optimality slowly (seconds per graph)
        style = WeightStyle.UNIFORM;
      }
      WeightedGraph g = RandomGraphs.graph(random, n, limbs, density, style);
      String context = "seed " + seed + " n=" + n + " limbs=" + limbs + " " + style;

      MatchingCertificate certificate = blossom.certifiedMatching(g);
      BigInteger expected = MatchingWeights.weight(g, certificate.mate());

      assertThat(certificate.violations(g)).as(context).isEmpty();
      assertThat(MatchingWeights.weight(g, cpSat.maximumWeightMatching(g)))
          .as(context)
          .isEqualTo(expected);
    }
  }
}
