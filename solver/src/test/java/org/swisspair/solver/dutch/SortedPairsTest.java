package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.matching.WeightedGraph;

/** {@link SortedPairs} holds exactly the player pairs of a graph, as a {@link PairSet} does. */
class SortedPairsTest {

  @Test
  void holdsThePlayerPairsOfTheGraphAndNoOthers() {
    long seed = 20261203L;
    SplittableRandom random = new SplittableRandom(seed);
    int players = 60;
    // Vertices from 60 on are sinks: their edges are not player pairs.
    WeightedGraph g = new WeightedGraph(players + 5, 1);
    PairSet expected = new PairSet(players + 5);
    for (int e = 0; e < 400; e++) {
      int u = random.nextInt(players + 5);
      int v = random.nextInt(players + 5);
      if (u == v) {
        continue;
      }
      g.addEdge(u, v, new long[] {1 + random.nextInt(9)});
      if (u < players && v < players) {
        expected.add(u, v);
      }
    }
    SortedPairs sorted = SortedPairs.of(g, players);
    int held = 0;
    for (int u = 0; u < players + 5; u++) {
      for (int v = 0; v < players + 5; v++) {
        assertThat(sorted.contains(u, v))
            .as("seed %d, pair %d-%d", seed, u, v)
            .isEqualTo(expected.contains(u, v));
        held += sorted.contains(u, v) ? 1 : 0;
      }
    }
    assertThat(held).isEqualTo(2 * expected.size());
  }
}
