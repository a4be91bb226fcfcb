package org.swisspair.solver.swiss;

import java.util.List;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.WeightedGraph;

/**
 * Whether a set of players can all be paired under the absolute criteria: the completion question
 * of every system (Dutch C4, Burstein C4, Dubov C4), answered by a maximum-cardinality matching.
 */
public final class Pairability {
  private Pairability() {}

  /** The most pairs that the players {@code ids} can make among themselves. */
  public static int maximumPairs(List<Integer> ids, Compatibility compatibility) {
    int n = ids.size();
    WeightedGraph g = new WeightedGraph(n, 1);
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (compatibility.compatible(ids.get(i), ids.get(j))) {
          g.addEdge(i, j, 1L);
        }
      }
    }
    int[] mate = new BlossomMatching().maximumWeightMatching(g);
    int pairs = 0;
    for (int v = 0; v < n; v++) {
      if (mate[v] > v) {
        pairs++;
      }
    }
    return pairs;
  }

  /** True when every player of {@code ids} can be given an opponent among them. */
  public static boolean pairable(List<Integer> ids, Compatibility compatibility) {
    return ids.size() % 2 == 0 && 2 * maximumPairs(ids, compatibility) == ids.size();
  }
}
