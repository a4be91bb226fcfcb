package org.swisspair.solver.matching;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MatchingCertificateTest {

  private static WeightedGraph path() {
    WeightedGraph g = new WeightedGraph(4, 1);
    g.addEdge(0, 1, 5);
    g.addEdge(1, 2, 8);
    g.addEdge(2, 3, 5);
    return g;
  }

  @Test
  void acceptsTheBlossomResult() {
    WeightedGraph g = path();

    assertThat(new BlossomMatching().certifiedMatching(g).violations(g)).isEmpty();
  }

  @Test
  void rejectsASuboptimalMatchingWhateverTheDuals() {
    WeightedGraph g = path();
    MatchingCertificate honest = new BlossomMatching().certifiedMatching(g);
    MatchingCertificate wrong =
        new MatchingCertificate(new int[] {-1, 2, 1, -1}, honest.vertexDuals(), List.of());

    assertThat(wrong.violations(g)).isNotEmpty();
  }

  @Test
  void rejectsInfeasibleDuals() {
    WeightedGraph g = path();
    BigInteger[] zero = {BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO};
    MatchingCertificate wrong = new MatchingCertificate(new int[] {1, 0, 3, 2}, zero, List.of());

    assertThat(wrong.violations(g)).anyMatch(v -> v.contains("negative slack"));
    assertThatThrownBy(() -> wrong.verify(g)).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void rejectsAMateArrayThatIsNotAMatching() {
    WeightedGraph g = path();
    BigInteger[] zero = {BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO};

    assertThat(new MatchingCertificate(new int[] {1, 2, 1, -1}, zero, List.of()).violations(g))
        .singleElement()
        .asString()
        .contains("not a matching");
  }

  @Test
  void tightEdgesAgreeWithTheSlacksComputedOnBigIntegers() {
    int blossomEdges = 0;
    for (long seed = 1; seed <= 1000; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      int limbs = 1 + random.nextInt(3);
      RandomGraphs.WeightStyle style =
          RandomGraphs.WeightStyle.values()[
              random.nextInt(RandomGraphs.WeightStyle.values().length)];
      WeightedGraph g = RandomGraphs.graph(random, 4 + random.nextInt(30), limbs, 0.5, style);
      MatchingCertificate c = new BlossomMatching().certifiedMatching(g);
      for (MatchingCertificate.Blossom b : c.blossoms()) {
        blossomEdges += b.vertices().length;
      }

      assertThat(c.tightEdges(g)).as("seed %d", seed).isEqualTo(c.tightEdgesByBigIntegers(g));
    }
    // the blossom-dual path of tightEdges was exercised
    assertThat(blossomEdges).isPositive();
  }
}
