package org.swisspair.solver.burstein;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.solver.swiss.Compatibility;

/**
 * The first pairing in Article 4 order of a whole even bracket whose unmet colour preferences (C8)
 * reach their lower bound, found by depth-first search in that order: BSN 1's opponent from the
 * lowest ranked up, then the next unpaired BSN's, and so on. Such a pairing is the best on C5 (no
 * floater), C6 and C7 (nobody floats, so the next bracket is its scoregroup alone) and C8, so the
 * matching would choose it too, provided everybody below can still be paired among themselves (C4),
 * which the caller has to confirm. Gives up (null) after a bounded number of steps.
 */
final class PerfectCandidate {
  private final List<PlayerState> bracket;
  private final boolean[][] compatible;
  private final int[] preference;
  private final int[] mate;
  private long steps;
  private final long budget;
  private int bound;

  PerfectCandidate(List<PlayerState> bracket, Compatibility compatibility) {
    this.bracket = bracket;
    int n = bracket.size();
    compatible = new boolean[n][n];
    preference = new int[n];
    for (int i = 0; i < n; i++) {
      Colour c = bracket.get(i).preference().colour();
      preference[i] = c == Colour.WHITE ? 1 : c == Colour.BLACK ? 2 : 0;
      for (int j = i + 1; j < n; j++) {
        boolean ok = compatibility.compatible(bracket.get(i), bracket.get(j));
        compatible[i][j] = ok;
        compatible[j][i] = ok;
      }
    }
    mate = new int[n];
    budget = 100_000L + 20L * n * n;
  }

  /** The pairs (higher BSN first) or null when there is none or the search ran too long. */
  List<PlayerState[]> find() {
    int n = bracket.size();
    if (n % 2 == 1 || n == 0) {
      return null;
    }
    java.util.Arrays.fill(mate, -1);
    int[] count = new int[3];
    for (int p : preference) {
      count[p]++;
    }
    bound = unavoidable(count[1], count[2], n);
    if (!search(0, 0, count[1], count[2], n)) {
      return null;
    }
    List<PlayerState[]> pairs = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (mate[i] > i) {
        pairs.add(new PlayerState[] {bracket.get(i), bracket.get(mate[i])});
      }
    }
    return pairs;
  }

  /** Pairs in which both want the same colour that any perfect pairing of these players has. */
  private static int unavoidable(int white, int black, int players) {
    return Math.max(0, white - players / 2) + Math.max(0, black - players / 2);
  }

  private boolean search(int from, int cost, int white, int black, int left) {
    int i = from;
    while (i < mate.length && mate[i] >= 0) {
      i++;
    }
    if (i == mate.length) {
      return true;
    }
    for (int j = mate.length - 1; j > i; j--) {
      if (mate[j] >= 0 || !compatible[i][j]) {
        continue;
      }
      if (++steps > budget) {
        return false;
      }
      int unmet = preference[i] != 0 && preference[i] == preference[j] ? 1 : 0;
      int w = white - (preference[i] == 1 ? 1 : 0) - (preference[j] == 1 ? 1 : 0);
      int b = black - (preference[i] == 2 ? 1 : 0) - (preference[j] == 2 ? 1 : 0);
      if (cost + unmet + unavoidable(w, b, left - 2) > bound) {
        continue;
      }
      mate[i] = j;
      mate[j] = i;
      if (search(i + 1, cost + unmet, w, b, left - 2)) {
        return true;
      }
      mate[i] = -1;
      mate[j] = -1;
      if (steps > budget) {
        return false;
      }
    }
    return false;
  }
}
