package org.swisspair.solver.swiss;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.SparseEdmondsMaximumCardinalityMatching;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;

/**
 * The one maximum-cardinality matcher against a brute-force maximum (small graphs) and JGraphT's
 * Edmonds matcher (larger ones), on random graphs with fixed seeds: cold and warm starts, edge
 * filters, rows built on first use, and the questions asked on a maximum matching as vertices
 * leave, come back and join.
 */
class CardinalityMatchingTest {
  /** A random graph of {@code n} vertices, each edge present with probability {@code density}. */
  private static boolean[][] randomGraph(Random random, int n, double density) {
    boolean[][] e = new boolean[n][n];
    for (int u = 0; u < n; u++) {
      for (int v = u + 1; v < n; v++) {
        e[u][v] = e[v][u] = random.nextDouble() < density;
      }
    }
    return e;
  }

  private static long[][] rows(boolean[][] e) {
    int n = e.length;
    long[][] rows = new long[n][];
    for (int u = 0; u < n; u++) {
      rows[u] = CardinalityMatching.bits(n);
      for (int v = 0; v < n; v++) {
        if (e[u][v]) {
          CardinalityMatching.set(rows[u], v);
        }
      }
    }
    return rows;
  }

  /** The most pairs of the vertices of {@code mask} under {@code e}, by exhaustive search. */
  private static int bruteMaximum(boolean[][] e, long mask, Map<Long, Integer> memo) {
    if (mask == 0) {
      return 0;
    }
    Integer known = memo.get(mask);
    if (known != null) {
      return known;
    }
    int v = Long.numberOfTrailingZeros(mask);
    long rest = mask & ~(1L << v);
    int best = bruteMaximum(e, rest, memo);
    for (int u = v + 1; u < e.length; u++) {
      if ((rest >>> u & 1L) != 0 && e[v][u]) {
        best = Math.max(best, 1 + bruteMaximum(e, rest & ~(1L << u), memo));
      }
    }
    memo.put(mask, best);
    return best;
  }

  private static int bruteMaximum(boolean[][] e, long mask) {
    return bruteMaximum(e, mask, new HashMap<>());
  }

  private static int jgraphtMaximum(boolean[][] e) {
    Graph<Integer, DefaultEdge> g = new SimpleGraph<>(DefaultEdge.class);
    for (int v = 0; v < e.length; v++) {
      g.addVertex(v);
    }
    for (int u = 0; u < e.length; u++) {
      for (int v = u + 1; v < e.length; v++) {
        if (e[u][v]) {
          g.addEdge(u, v);
        }
      }
    }
    return new SparseEdmondsMaximumCardinalityMatching<>(g).getMatching().getEdges().size();
  }

  /** Asserts that the matcher's matching pairs present vertices along edges, symmetrically. */
  private static void assertValid(CardinalityMatching m, boolean[][] e, String context) {
    int pairs = 0;
    for (int v = 0; v < m.size(); v++) {
      int w = m.mate(v);
      if (w < 0) {
        continue;
      }
      assertThat(m.mate(w)).as(context + ": mate of mate of " + v).isEqualTo(v);
      assertThat(e[v][w]).as(context + ": pair " + v + "-" + w + " is an edge").isTrue();
      assertThat(m.present(v) && m.present(w)).as(context + ": pair of present vertices").isTrue();
      pairs += w > v ? 1 : 0;
    }
    assertThat(m.pairs()).as(context + ": pairs counted").isEqualTo(pairs);
  }

  private static long all(int n) {
    return n == 64 ? -1L : (1L << n) - 1;
  }

  @Test
  void coldStartReachesTheBruteForceMaximum() {
    long seed = 20261127L;
    Random random = new Random(seed);
    for (int trial = 0; trial < 400; trial++) {
      int n = 1 + random.nextInt(14);
      boolean[][] e = randomGraph(random, n, 0.1 + 0.8 * random.nextDouble());
      String context = "seed " + seed + " trial " + trial;
      CardinalityMatching m = new CardinalityMatching(rows(e), null);
      assertThat(m.maximum()).as(context).isEqualTo(bruteMaximum(e, all(n)));
      assertValid(m, e, context);
      CardinalityMatching lazy = new CardinalityMatching(n, (u, v) -> e[u][v]);
      lazy.greedy();
      assertThat(lazy.maximum()).as(context + " (rows on first use)").isEqualTo(m.pairs());
      assertThat(new CardinalityMatching(rows(e), null).perfect())
          .as(context + " perfect")
          .isEqualTo(2 * m.pairs() == n);
    }
  }

  @Test
  void largeGraphsMatchJgrapht() {
    long seed = 77L;
    Random random = new Random(seed);
    for (int trial = 0; trial < 60; trial++) {
      int n = 20 + random.nextInt(180);
      // Sparse graphs have odd components and blossoms; dense ones are the Swiss case.
      double density = random.nextBoolean() ? 2.5 / n : 0.3 + 0.7 * random.nextDouble();
      boolean[][] e = randomGraph(random, n, density);
      String context = "seed " + seed + " trial " + trial + " n " + n;
      CardinalityMatching m = new CardinalityMatching(rows(e), null);
      m.greedy();
      assertThat(m.maximum()).as(context).isEqualTo(jgraphtMaximum(e));
      assertValid(m, e, context);
    }
  }

  @Test
  void warmStartFindsAsManyPairsAsColdStart() {
    long seed = 4242L;
    Random random = new Random(seed);
    for (int trial = 0; trial < 200; trial++) {
      int n = 2 + random.nextInt(60);
      boolean[][] e = randomGraph(random, n, random.nextDouble());
      String context = "seed " + seed + " trial " + trial;
      int cold = new CardinalityMatching(rows(e), null).maximum();
      // A random matching of the graph as the start: random vertices paired first fit.
      int[] start = new int[n];
      java.util.Arrays.fill(start, -1);
      for (int k = 0; k < n; k++) {
        int u = random.nextInt(n);
        int v = random.nextInt(n);
        if (u != v && start[u] < 0 && start[v] < 0 && e[u][v]) {
          start[u] = v;
          start[v] = u;
        }
      }
      CardinalityMatching warm = new CardinalityMatching(rows(e), null);
      warm.start(start);
      assertThat(warm.maximum()).as(context).isEqualTo(cold);
      assertValid(warm, e, context);
    }
  }

  @Test
  void startThatIsNotAMatchingIsRefused() {
    boolean[][] e = {{false, true, false}, {true, false, true}, {false, true, false}};
    CardinalityMatching m = new CardinalityMatching(rows(e), null);
    assertThatThrownBy(() -> m.start(new int[] {2, -1, 0}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at 0");
  }

  @Test
  void filterRemovesEdgesLikeAGraphWithoutThem() {
    long seed = 9001L;
    Random random = new Random(seed);
    for (int trial = 0; trial < 300; trial++) {
      int n = 1 + random.nextInt(13);
      boolean[][] e = randomGraph(random, n, 0.3 + 0.7 * random.nextDouble());
      int[] classes = new int[n];
      for (int v = 0; v < n; v++) {
        classes[v] = random.nextInt(3);
      }
      boolean[][] allowed = new boolean[3][3];
      for (int a = 0; a < 3; a++) {
        for (int b = a; b < 3; b++) {
          allowed[a][b] = allowed[b][a] = random.nextBoolean();
        }
      }
      boolean[][] filtered = new boolean[n][n];
      for (int u = 0; u < n; u++) {
        for (int v = 0; v < n; v++) {
          filtered[u][v] = e[u][v] && allowed[classes[u]][classes[v]];
        }
      }
      String context = "seed " + seed + " trial " + trial;
      CardinalityMatching m =
          new CardinalityMatching(rows(e), (u, v) -> allowed[classes[u]][classes[v]]);
      m.greedy();
      assertThat(m.maximum()).as(context).isEqualTo(bruteMaximum(filtered, all(n)));
      assertValid(m, filtered, context);
    }
  }

  @Test
  void questionsOnAMaximumAgreeWithBruteForceAsVerticesComeAndGo() {
    long seed = 31337L;
    Random random = new Random(seed);
    for (int trial = 0; trial < 150; trial++) {
      int full = 4 + random.nextInt(11);
      boolean[][] e = randomGraph(random, full, 0.2 + 0.7 * random.nextDouble());
      int n = full - random.nextInt(3);
      CardinalityMatching m = new CardinalityMatching(n, (u, v) -> e[u][v]);
      m.greedy();
      m.maximum();
      long mask = all(n);
      for (int step = 0; step < 12; step++) {
        String context = "seed " + seed + " trial " + trial + " step " + step;
        int k = bruteMaximum(e, mask);
        assertThat(m.pairs()).as(context + " maximum kept").isEqualTo(k);
        assertValid(m, e, context);
        mask = randomStep(random, m, e, mask, k, context);
      }
    }
  }

  /** One random operation on {@code m}, checked against brute force; returns the new mask. */
  private static long randomStep(
      Random random, CardinalityMatching m, boolean[][] e, long mask, int k, String context) {
    List<Integer> present = new ArrayList<>();
    List<Integer> absent = new ArrayList<>();
    for (int v = 0; v < m.size(); v++) {
      ((mask >>> v & 1L) != 0 ? present : absent).add(v);
    }
    int kind = random.nextInt(5);
    if (kind == 0 && m.size() < e.length) {
      m.addVertex();
      return mask | 1L << (m.size() - 1);
    }
    if (kind == 1 && !absent.isEmpty()) {
      int v = absent.get(random.nextInt(absent.size()));
      m.restore(v);
      return mask | 1L << v;
    }
    if (present.isEmpty()) {
      return mask;
    }
    int a = present.get(random.nextInt(present.size()));
    if (kind == 2) {
      boolean expected = bruteMaximum(e, mask & ~(1L << a)) == k;
      assertThat(m.canRemove(a)).as(context + " canRemove " + a).isEqualTo(expected);
      if (random.nextBoolean()) {
        m.remove(a);
        return mask & ~(1L << a);
      }
      return mask;
    }
    List<Integer> partners = new ArrayList<>();
    for (int b : present) {
      if (e[a][b]) {
        partners.add(b);
      }
    }
    if (partners.isEmpty()) {
      return mask;
    }
    int b = partners.get(random.nextInt(partners.size()));
    long rest = mask & ~(1L << a) & ~(1L << b);
    boolean expected = bruteMaximum(e, rest) == k - 1;
    assertThat(m.canTakePair(a, b)).as(context + " canTakePair " + a + "-" + b).isEqualTo(expected);
    assertThat(m.pairs()).as(context + " a question changes nothing").isEqualTo(k);
    if (random.nextBoolean()) {
      assertThat(m.takePair(a, b)).as(context + " takePair " + a + "-" + b).isEqualTo(expected);
      return expected ? rest : mask;
    }
    return mask;
  }

  @Test
  void sameQuestionsGiveTheSameMatching() {
    Random random = new Random(5L);
    boolean[][] e = randomGraph(random, 90, 0.4);
    int[] first = null;
    for (int run = 0; run < 2; run++) {
      CardinalityMatching m = new CardinalityMatching(rows(e), null);
      m.greedy();
      m.maximum();
      m.remove(3);
      m.takePair(10, m.mate(10) >= 0 ? m.mate(10) : 11);
      if (first == null) {
        first = m.mate().clone();
      } else {
        assertThat(m.mate()).isEqualTo(first);
      }
    }
  }
}
