package org.swisspair.solver.ratingbased;

import java.util.Arrays;
import java.util.List;
import org.swisspair.solver.swiss.PerfectMatching;

/**
 * Whether players can be paired at all under the absolute criteria (B1, B2 with the last-round
 * relief where it may apply): the tests of C.12 and C.13, answered by matchings.
 */
final class Completion {
  private Completion() {}

  /**
   * True when {@code players} can all be paired among themselves, one of them getting the bye (B1b)
   * when their number is odd.
   */
  static boolean pairable(RoundData d, List<Integer> players) {
    int n = players.size();
    if (greedyPairs(d, players)) {
      return true;
    }
    // One more vertex takes the bye when the number is odd.
    int nv = n % 2 == 0 ? n : n + 1;
    long[][] m = PerfectMatching.emptyMatrix(nv);
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (d.legalAtAll(players.get(i), players.get(j))) {
          PerfectMatching.addEdge(m, i, j);
        }
      }
      if (nv > n && !d.player(players.get(i)).byeIneligible()) {
        PerfectMatching.addEdge(m, i, n);
      }
    }
    int[] all = new int[nv];
    for (int i = 0; i < nv; i++) {
      all[i] = i;
    }
    return new PerfectMatching(m).reset(all);
  }

  /**
   * A greedy matching in order: when it pairs everyone (one bye-eligible player left), it proves
   * it.
   */
  private static boolean greedyPairs(RoundData d, List<Integer> players) {
    int n = players.size();
    boolean[] taken = new boolean[n];
    int left = -1;
    for (int i = 0; i < n; i++) {
      if (taken[i]) {
        continue;
      }
      int partner = -1;
      for (int j = i + 1; j < n && partner < 0; j++) {
        if (!taken[j] && d.legalAtAll(players.get(i), players.get(j))) {
          partner = j;
        }
      }
      if (partner >= 0) {
        taken[i] = true;
        taken[partner] = true;
      } else if (left < 0 && n % 2 == 1 && !d.player(players.get(i)).byeIneligible()) {
        taken[i] = true;
        left = i;
      } else {
        return false;
      }
    }
    return true;
  }

  /** True when every player of {@code from} can get a different opponent in {@code into}. */
  static boolean saturable(RoundData d, List<Integer> from, List<Integer> into) {
    int[] owner = new int[into.size()];
    Arrays.fill(owner, -1);
    for (int i = 0; i < from.size(); i++) {
      if (!augment(d, from, into, i, owner, new boolean[into.size()])) {
        return false;
      }
    }
    return true;
  }

  private static boolean augment(
      RoundData d, List<Integer> from, List<Integer> into, int i, int[] owner, boolean[] seen) {
    for (int j = 0; j < into.size(); j++) {
      if (seen[j] || !d.legalAtAll(from.get(i), into.get(j))) {
        continue;
      }
      seen[j] = true;
      if (owner[j] < 0 || augment(d, from, into, owner[j], owner, seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  }
}
