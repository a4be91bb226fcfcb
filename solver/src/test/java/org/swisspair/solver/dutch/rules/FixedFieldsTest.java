package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * The Dutch weight with the fields fixed by those above left out orders every matching of random
 * small bracket graphs (PAB vertex and sinks included) exactly as the weight with every field.
 */
class FixedFieldsTest {
  private static final long SEED = 20_261_127L;

  @Test
  void leavingOutFixedFieldsKeepsTheOrderOfEveryMatching() {
    int narrower = 0;
    for (int trial = 0; trial < 300; trial++) {
      long seed = SEED + trial;
      SplittableRandom random = new SplittableRandom(seed);
      DutchBracketGraph graph = randomGraph(random);
      int players = graph.playerCount();
      int vertices = players + (graph.hasPab() ? 1 : 0) + random.nextInt(3);
      List<int[]> edges = new ArrayList<>();
      for (int u = 0; u < players; u++) {
        for (int v = u + 1; v < vertices; v++) {
          if (v < players || graph.isPab(v) || random.nextInt(3) > 0) {
            edges.add(new int[] {u, v});
          }
        }
      }
      Weights full = new Weights(graph.withFixedFields(), edges);
      Weights narrow = new Weights(graph, edges);
      if (narrow.bits < full.bits) {
        narrower++;
      }
      List<boolean[]> matchings = new ArrayList<>();
      enumerate(edges, 0, new boolean[edges.size()], new boolean[vertices], matchings);
      matchings.sort(Comparator.comparing(full::of));
      for (int i = 1; i < matchings.size(); i++) {
        int byFull = full.of(matchings.get(i)).compareTo(full.of(matchings.get(i - 1)));
        int byNarrow = narrow.of(matchings.get(i)).compareTo(narrow.of(matchings.get(i - 1)));
        assertThat(Integer.signum(byNarrow))
            .as("seed %d: matchings %d and %d of %d", seed, i - 1, i, matchings.size())
            .isEqualTo(byFull);
      }
    }
    // the graphs exercise the mechanism: most leave something out
    assertThat(narrower).isGreaterThan(200);
  }

  /** The weight of each edge of a graph under its layout, and of a matching. */
  private static final class Weights {
    final int bits;
    final BigInteger[] edge;

    Weights(DutchBracketGraph graph, List<int[]> edges) {
      WeightLayout layout = new WeightLayout();
      EdgeWeight weight = DutchCriteria.LIST.declare(layout, graph);
      layout.freeze();
      bits = layout.bits();
      edge = new BigInteger[edges.size()];
      for (int e = 0; e < edges.size(); e++) {
        long[] w = layout.newWeight();
        weight.add(edges.get(e)[0], edges.get(e)[1], w);
        BigInteger value = BigInteger.ZERO;
        for (long limb : w) {
          value = value.shiftLeft(WeightLayout.LIMB_BITS).or(BigInteger.valueOf(limb));
        }
        edge[e] = value;
      }
    }

    BigInteger of(boolean[] matching) {
      BigInteger total = BigInteger.ZERO;
      for (int e = 0; e < matching.length; e++) {
        if (matching[e]) {
          total = total.add(edge[e]);
        }
      }
      return total;
    }
  }

  /** Every matching (the empty one included) of the edges from {@code from} on. */
  private static void enumerate(
      List<int[]> edges, int from, boolean[] chosen, boolean[] covered, List<boolean[]> out) {
    if (from == edges.size()) {
      out.add(chosen.clone());
      return;
    }
    enumerate(edges, from + 1, chosen, covered, out);
    int u = edges.get(from)[0];
    int v = edges.get(from)[1];
    if (!covered[u] && !covered[v]) {
      covered[u] = covered[v] = chosen[from] = true;
      enumerate(edges, from + 1, chosen, covered, out);
      covered[u] = covered[v] = chosen[from] = false;
    }
  }

  /**
   * A bracket of MDPs (one or two scores above the residents) and residents, then the next
   * scoregroup and a lower one, 3 to 7 players, with random colour and float histories.
   */
  private static DutchBracketGraph randomGraph(SplittableRandom random) {
    int n = 3 + random.nextInt(5);
    int mdps = random.nextInt(3);
    int bracket = Math.min(n, mdps + 1 + random.nextInt(3));
    mdps = Math.min(mdps, bracket - 1);
    int next = random.nextInt(n - bracket + 1);
    PlayerState[] players = new PlayerState[n];
    boolean topscorers = random.nextInt(3) == 0;
    boolean floats = random.nextInt(4) > 0;
    for (int v = 0; v < n; v++) {
      int score =
          v < mdps
              ? 40 - 5 * random.nextInt(2)
              : v < bracket ? 30 : v < bracket + next ? 25 : 10 - 5 * random.nextInt(2);
      players[v] = player(random, v + 1, score, topscorers && random.nextBoolean(), floats);
    }
    return new DutchBracketGraph(
        players, bracket, mdps, next, random.nextBoolean(), n, Colour.WHITE);
  }

  private static PlayerState player(
      SplittableRandom random, int id, int score, boolean topscorer, boolean floats) {
    int rounds = 2 + random.nextInt(3);
    List<Colour> played = new ArrayList<>();
    List<FloatDirection> floated = new ArrayList<>();
    int difference = 0;
    for (int r = 0; r < rounds; r++) {
      Colour c = random.nextBoolean() ? Colour.WHITE : Colour.BLACK;
      played.add(c);
      difference += c == Colour.WHITE ? 1 : -1;
      floated.add(floats ? FloatDirection.values()[random.nextInt(3)] : FloatDirection.NONE);
    }
    return new PlayerState(
        id,
        score,
        score,
        played,
        difference,
        ColourPreference.of(played),
        floated,
        Set.of(),
        random.nextBoolean(),
        random.nextInt(2),
        id,
        topscorer);
  }
}
