package org.swisspair.solver.matching;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedMatching;
import org.jgrapht.alg.matching.blossom.v5.ObjectiveSense;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;
import org.jgrapht.util.SupplierUtil;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.matching.RandomGraphs.WeightStyle;

class BlossomMatchingTest {

  private final BlossomMatching matcher = new BlossomMatching();
  private final BlossomMatching limbMatcher = new BlossomMatching(false, true, true);
  private final BlossomMatching twoWordMatcher =
      new BlossomMatching(false, BlossomMatching.Arithmetic.TWO_WORDS, true);

  @Test
  void matchesNothingInAGraphWithoutEdges() {
    WeightedGraph g = new WeightedGraph(3, 1);

    assertThat(matcher.maximumWeightMatching(g)).containsExactly(-1, -1, -1);
    assertThat(matcher.maximumWeightMatching(new WeightedGraph(0, 2))).isEmpty();
  }

  @Test
  void prefersTwoLighterEdgesOverOneHeavierMiddleEdge() {
    WeightedGraph g = new WeightedGraph(4, 1);
    g.addEdge(0, 1, 5);
    g.addEdge(1, 2, 8);
    g.addEdge(2, 3, 5);

    assertThat(matcher.maximumWeightMatching(g)).containsExactly(1, 0, 3, 2);
  }

  @Test
  void leavesVerticesExposedWhenThatIsHeavier() {
    WeightedGraph g = new WeightedGraph(4, 1);
    g.addEdge(0, 1, 1);
    g.addEdge(1, 2, 10);
    g.addEdge(2, 3, 1);

    assertThat(matcher.maximumWeightMatching(g)).containsExactly(-1, 2, 1, -1);
  }

  @Test
  void augmentsThroughANestedBlossom() {
    // two triangles sharing structure force blossoms inside blossoms
    WeightedGraph g = new WeightedGraph(8, 1);
    long[][] edges = {
      {0, 1, 10},
      {0, 2, 10},
      {1, 2, 12},
      {2, 3, 11},
      {3, 4, 9},
      {3, 5, 9},
      {4, 5, 11},
      {1, 6, 8},
      {5, 7, 8},
      {6, 7, 2}
    };
    for (long[] e : edges) {
      g.addEdge((int) e[0], (int) e[1], e[2]);
    }

    assertCertified(g, "nested blossom");
    assertThat(MatchingWeights.weight(g, matcher.maximumWeightMatching(g)))
        .isEqualTo(RandomGraphs.bruteForceWeight(g));
  }

  @Test
  void keepsTheHeavierOfParallelEdges() {
    WeightedGraph g = new WeightedGraph(3, 1);
    g.addEdge(0, 1, 3);
    g.addEdge(1, 0, 9);
    g.addEdge(1, 2, 5);

    int[] mate = matcher.maximumWeightMatching(g);

    assertThat(mate).containsExactly(1, 0, -1);
    assertThat(MatchingWeights.weight(g, mate)).isEqualTo(BigInteger.valueOf(9));
  }

  @Test
  void dropsLighterParallelEdgesWhateverOrderTheyComeIn() {
    int parallel = 0;
    for (long seed = 1; seed <= 500; seed++) {
      SplittableRandom random = new SplittableRandom(seed * 7919);
      int n = 2 + random.nextInt(10);
      int limbs = 1 + random.nextInt(2);
      WeightedGraph simple = RandomGraphs.graph(random, n, limbs, 0.7, WeightStyle.SMALL);
      // the same edges, then copies of some of them, lighter, as heavy or heavier, either way
      WeightedGraph g = new WeightedGraph(n, limbs);
      for (int e = 0; e < simple.edgeCount(); e++) {
        g.addEdge(simple.edgeU(e), simple.edgeV(e), simple.weight(e));
      }
      for (int e = 0; e < simple.edgeCount(); e++) {
        if (random.nextInt(3) == 0) {
          BigInteger w = simple.weight(e).add(BigInteger.valueOf(random.nextInt(5)));
          g.addEdge(simple.edgeV(e), simple.edgeU(e), w);
        }
      }
      String context = "seed " + seed;
      parallel += g.mayHaveParallelEdges() ? 1 : 0;
      BigInteger expected = RandomGraphs.bruteForceWeight(g);

      for (BlossomMatching m : new BlossomMatching[] {matcher, limbMatcher}) {
        MatchingCertificate certificate = m.certifiedMatching(g);
        assertThat(MatchingWeights.weight(g, certificate.mate())).as(context).isEqualTo(expected);
        assertThat(certificate.violations(g)).as(context).isEmpty();
      }
    }
    assertThat(parallel).isGreaterThan(400);
  }

  @Test
  void separatesWeightsThatDifferOnlyInBitZeroOf200Bits() {
    // doubles round 2^200 + 1 and 2^200 - 1 to 2^200; exact arithmetic sees the last bit
    BigInteger half = BigInteger.ONE.shiftLeft(199);
    BigInteger one = BigInteger.ONE;
    for (BigInteger middle :
        new BigInteger[] {half.shiftLeft(1).add(one), half.shiftLeft(1).subtract(one)}) {
      WeightedGraph g = new WeightedGraph(4, 4);
      g.addEdge(0, 1, half);
      g.addEdge(2, 3, half);
      g.addEdge(1, 2, middle);

      int[] mate = matcher.maximumWeightMatching(g);

      BigInteger expected = middle.max(half.shiftLeft(1));
      assertThat(MatchingWeights.weight(g, mate)).isEqualTo(expected);
      assertThat(mate)
          .containsExactly(
              middle.compareTo(half.shiftLeft(1)) > 0
                  ? new int[] {-1, 2, 1, -1}
                  : new int[] {1, 0, 3, 2});
      assertCertified(g, "200-bit, middle edge " + middle);
    }
  }

  @Test
  void matchesBruteForceOnThousandsOfSmallRandomGraphs() {
    int[] limbChoices = {1, 2, 5};
    WeightStyle[] styles = WeightStyle.values();
    int graphs = 0;
    for (long seed = 1; seed <= 4000; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      int n = random.nextInt(11);
      int limbs = limbChoices[random.nextInt(limbChoices.length)];
      double density = 0.15 + 0.85 * random.nextDouble();
      WeightStyle style = styles[random.nextInt(styles.length)];
      WeightedGraph g = RandomGraphs.graph(random, n, limbs, density, style);
      String context =
          "seed " + seed + " n=" + n + " limbs=" + limbs + " density=" + density + " " + style;
      BigInteger expected = RandomGraphs.bruteForceWeight(g);

      for (BlossomMatching m : new BlossomMatching[] {matcher, limbMatcher}) {
        MatchingCertificate certificate = m.certifiedMatching(g);
        assertThat(MatchingWeights.weight(g, certificate.mate())).as(context).isEqualTo(expected);
        assertThat(certificate.violations(g)).as(context).isEmpty();
      }
      graphs++;
    }
    assertThat(graphs).isEqualTo(4000);
  }

  @Test
  void certifiesMediumRandomGraphsWithBothArithmetics() {
    for (long seed = 1; seed <= 150; seed++) {
      SplittableRandom random = new SplittableRandom(seed * 7919);
      int n = 10 + random.nextInt(70);
      int limbs = 1 + random.nextInt(3);
      double density = random.nextDouble();
      WeightStyle style = WeightStyle.values()[random.nextInt(WeightStyle.values().length)];
      WeightedGraph g = RandomGraphs.graph(random, n, limbs, density, style);
      String context = "seed " + seed + " n=" + n + " limbs=" + limbs + " " + style;

      MatchingCertificate word = matcher.certifiedMatching(g);
      MatchingCertificate limb = limbMatcher.certifiedMatching(g);

      assertThat(word.violations(g)).as(context).isEmpty();
      assertThat(limb.violations(g)).as(context).isEmpty();
      // same combinatorial decisions whatever the number representation
      assertThat(limb.mate()).as(context).containsExactly(word.mate());
    }
  }

  @Test
  void twoWordDualsTakeTheLimbDualsDecisions() {
    int[] bitChoices = {20, 61, 62, 90, 119, 120};
    WeightStyle[] styles = WeightStyle.values();
    for (long seed = 1; seed <= 300; seed++) {
      SplittableRandom random = new SplittableRandom(seed * 6151);
      int n = 2 + random.nextInt(60);
      int bits = bitChoices[random.nextInt(bitChoices.length)];
      WeightStyle style = styles[random.nextInt(styles.length)];
      WeightedGraph g =
          narrowed(RandomGraphs.graph(random, n, 2, random.nextDouble(), style), bits);
      String context = "seed " + seed + " n=" + n + " bits=" + bits + " " + style;

      MatchingCertificate limb = limbMatcher.certifiedMatching(g);
      MatchingCertificate twoWords = twoWordMatcher.certifiedMatching(g);
      MatchingCertificate fitting = matcher.certifiedMatching(g);

      assertThat(twoWords.violations(g)).as(context).isEmpty();
      // the same decisions, hence the same matching and the same duals, in every representation
      for (MatchingCertificate c : new MatchingCertificate[] {twoWords, fitting}) {
        assertThat(c.mate()).as(context).containsExactly(limb.mate());
        assertThat(c.vertexDuals()).as(context).containsExactly(limb.vertexDuals());
        assertThat(describe(c.blossoms())).as(context).isEqualTo(describe(limb.blossoms()));
      }
    }
  }

  @Test
  void oneWordDualsTakeTheLimbDualsDecisionsOnDenseGraphsWithTies() {
    // The scan, the greedy pass and the dual change read one-word duals directly: dense graphs of
    // pairing size with many equal weights exercise them, held to the limb duals' every decision.
    int words = 0;
    for (long seed = 1; seed <= 200; seed++) {
      SplittableRandom random = new SplittableRandom(seed * 104729);
      int n = 8 + random.nextInt(57);
      WeightStyle style = random.nextBoolean() ? WeightStyle.SMALL : WeightStyle.LEXICOGRAPHIC;
      WeightedGraph g =
          narrowed(RandomGraphs.graph(random, n, 1, 0.6 + 0.4 * random.nextDouble(), style), 61);
      String context = "seed " + seed + " n=" + n + " " + style;
      words += BlossomMatching.usesWordArithmetic(g) ? 1 : 0;

      MatchingCertificate limb = limbMatcher.certifiedMatching(g);
      MatchingCertificate fitting = matcher.certifiedMatching(g);

      assertThat(fitting.violations(g)).as(context).isEmpty();
      assertThat(fitting.mate()).as(context).containsExactly(limb.mate());
      assertThat(fitting.vertexDuals()).as(context).containsExactly(limb.vertexDuals());
      assertThat(describe(fitting.blossoms())).as(context).isEqualTo(describe(limb.blossoms()));
      assertThat(matcher.maximumWeightMatching(g)).as(context).containsExactly(limb.mate());
    }
    assertThat(words).isEqualTo(200);
  }

  /** {@code g} with each weight cut to its low {@code bits} bits, and at least one that long. */
  private static WeightedGraph narrowed(WeightedGraph g, int bits) {
    BigInteger mask = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
    WeightedGraph out = new WeightedGraph(g.vertexCount(), g.limbs());
    for (int e = 0; e < g.edgeCount(); e++) {
      BigInteger w = g.weight(e).and(mask);
      out.addEdge(g.edgeU(e), g.edgeV(e), e == 0 ? w.setBit(bits - 1) : w);
    }
    return out;
  }

  private static String describe(java.util.List<MatchingCertificate.Blossom> blossoms) {
    StringBuilder out = new StringBuilder();
    for (MatchingCertificate.Blossom b : blossoms) {
      out.append(java.util.Arrays.toString(b.vertices())).append('=').append(b.dual()).append(' ');
    }
    return out.toString();
  }

  @Test
  void agreesWithJGraphTWhereDoublesAreExact() {
    // weights below 2^20 keep sums of at most 50 edges exact in a double
    for (long seed = 1; seed <= 100; seed++) {
      SplittableRandom random = new SplittableRandom(seed * 104729);
      int n = 2 + random.nextInt(99);
      WeightedGraph g = RandomGraphs.smallWeightGraph(random, n, random.nextDouble(), 20);
      SimpleWeightedGraph<Integer, DefaultWeightedEdge> j =
          new SimpleWeightedGraph<>(
              SupplierUtil.createIntegerSupplier(n),
              SupplierUtil.createDefaultWeightedEdgeSupplier());
      for (int v = 0; v < n; v++) {
        j.addVertex(v);
      }
      for (int e = 0; e < g.edgeCount(); e++) {
        DefaultWeightedEdge edge = j.addEdge(g.edgeU(e), g.edgeV(e));
        j.setEdgeWeight(edge, g.limb(e, 0));
      }
      double expected =
          new KolmogorovWeightedMatching<>(j, ObjectiveSense.MAXIMIZE).getMatching().getWeight();

      int[] mate = matcher.maximumWeightMatching(g);

      assertThat(MatchingWeights.weight(g, mate).doubleValue())
          .as("seed " + seed + " n=" + n)
          .isEqualTo(expected);
    }
  }

  @Test
  void givesTheSameMatchingEveryRun() {
    SplittableRandom random = new SplittableRandom(42);
    WeightedGraph g = RandomGraphs.graph(random, 60, 2, 0.5, WeightStyle.LEXICOGRAPHIC);

    assertThat(matcher.maximumWeightMatching(g)).containsExactly(matcher.maximumWeightMatching(g));
  }

  @Test
  void verifyingMatcherAcceptsItsOwnResults() {
    SplittableRandom random = new SplittableRandom(7);
    WeightedGraph g = RandomGraphs.graph(random, 40, 3, 0.3, WeightStyle.UNIFORM);

    int[] mate = new BlossomMatching(true).maximumWeightMatching(g);

    assertThat(MatchingWeights.weight(g, mate)).isPositive();
  }

  @Test
  @Tag("slow")
  void certifiesA2000VertexNearlyCompleteGraphWithThreeLimbs() {
    SplittableRandom random = new SplittableRandom(2000);
    WeightedGraph g = RandomGraphs.graph(random, 2000, 3, 0.9, WeightStyle.UNIFORM);

    long start = System.nanoTime();
    MatchingCertificate certificate = matcher.certifiedMatching(g);
    long ms = (System.nanoTime() - start) / 1_000_000;
    System.out.printf("n=2000 m=%d limbs=3: %d ms%n", g.edgeCount(), ms);

    assertThat(certificate.violations(g)).isEmpty();
  }

  @Test
  @Tag("slow")
  void timesCompleteGraphsOf1000Vertices() {
    for (int limbs : new int[] {1, 3, 1, 3}) {
      SplittableRandom random = new SplittableRandom(1000 + limbs);
      WeightedGraph g = RandomGraphs.graph(random, 1000, limbs, 1.0, WeightStyle.UNIFORM);
      if (limbs == 1) {
        // below 2^61, so the single-long arithmetic applies
        WeightedGraph small = new WeightedGraph(1000, 1);
        for (int e = 0; e < g.edgeCount(); e++) {
          small.addEdge(g.edgeU(e), g.edgeV(e), g.limb(e, 0) >>> 2);
        }
        g = small;
      }
      long start = System.nanoTime();
      int[] mate = matcher.maximumWeightMatching(g);
      long ms = (System.nanoTime() - start) / 1_000_000;
      System.out.printf(
          "complete n=1000 m=%d limbs=%d word-arithmetic=%b: %d ms%n",
          g.edgeCount(), limbs, BlossomMatching.usesWordArithmetic(g), ms);
      assertThat(MatchingWeights.weight(g, mate)).isPositive();
    }
  }

  private void assertCertified(WeightedGraph g, String context) {
    assertThat(matcher.certifiedMatching(g).violations(g)).as(context).isEmpty();
    assertThat(limbMatcher.certifiedMatching(g).violations(g)).as(context).isEmpty();
  }

  /**
   * Regression: a graph from a Dutch bracket (fixture n018 baku round 2) whose end-of-stage
   * expansion of a zero-dual blossom met a non-zero-dual sub-blossom; collecting that child's
   * leaves overwrote the expansion's own stack.
   */
  @Test
  void expandsNestedBlossomsAtTheEndOfAStage() throws Exception {
    java.util.List<String> lines;
    try (var in = getClass().getResourceAsStream("/matching/nested-zero-dual-expansion.txt")) {
      lines =
          new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII)
              .lines()
              .toList();
    }
    String[] head = lines.get(0).split(" ");
    WeightedGraph g = new WeightedGraph(Integer.parseInt(head[0]), Integer.parseInt(head[1]));
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(" ");
      g.addEdge(Integer.parseInt(f[0]), Integer.parseInt(f[1]), new BigInteger(f[2]));
    }
    for (BlossomMatching m :
        new BlossomMatching[] {new BlossomMatching(), new BlossomMatching(true)}) {
      MatchingCertificate certificate = m.certifiedMatching(g);
      assertThat(certificate.violations(g)).isEmpty();
    }
  }

  @Test
  void greedyPairsReachThePlainOptimumOnGraphsWithManyTies() {
    for (long seed = 1; seed <= 200; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      WeightStyle style = seed % 2 == 0 ? WeightStyle.SMALL : WeightStyle.LEXICOGRAPHIC;
      WeightedGraph g =
          RandomGraphs.graph(random, 10 + random.nextInt(60), 1 + random.nextInt(3), 0.4, style);

      MatchingCertificate greedy = matcher.certifiedMatching(g);

      assertThat(greedy.violations(g)).as("seed %d", seed).isEmpty();
      assertThat(MatchingWeights.weight(g, greedy.mate()))
          .as("seed %d", seed)
          .isEqualTo(MatchingWeights.weight(g, BlossomMatching.plain().maximumWeightMatching(g)));
    }
  }
}
