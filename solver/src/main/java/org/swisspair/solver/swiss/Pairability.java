package org.swisspair.solver.swiss;

import java.util.List;

/**
 * Whether a set of players can all be paired under the absolute criteria: the completion question
 * of every system (Dutch C4, Burstein C4, Dubov C4), answered by {@link PerfectMatching}.
 */
public final class Pairability {
  private Pairability() {}

  /** The compatibility of {@code ids} as a bit matrix, vertex i standing for {@code ids.get(i)}. */
  public static long[][] matrix(List<Integer> ids, Compatibility compatibility) {
    int n = ids.size();
    long[][] matrix = PerfectMatching.emptyMatrix(n);
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (compatibility.compatible(ids.get(i), ids.get(j))) {
          PerfectMatching.addEdge(matrix, i, j);
        }
      }
    }
    return matrix;
  }

  /** True when every player of {@code ids} can be given an opponent among them. */
  public static boolean pairable(List<Integer> ids, Compatibility compatibility) {
    if (ids.size() % 2 == 1) {
      return false;
    }
    int[] all = new int[ids.size()];
    for (int i = 0; i < all.length; i++) {
      all[i] = i;
    }
    return new PerfectMatching(matrix(ids, compatibility)).reset(all);
  }
}
