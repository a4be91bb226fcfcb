package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * Article 3.5 in general (any number of upfloaters): first on windows of the top score levels with
 * stand-ins for the lower units, kept only when proven to be the whole round's answer, then on
 * every unit still to pair; each by the weighted matchings of {@link UpfloaterMatching}.
 */
final class UpfloaterWindow {
  private final TwoStageOptions options;
  private final UpfloaterMatching matching;

  UpfloaterWindow(TwoStageOptions options, UpfloaterMatching matching) {
    this.options = options;
    this.matching = matching;
  }

  /**
   * Article 3.5: the first set of upfloaters that complies best with C4-C6 and the system's
   * (DSW-2); C8 plays no part here (DSW-3).
   */
  List<Unit> select(TwoStageRound round, List<Unit> rest, int t, Map<String, List<Long>> criteria)
      throws NoValidPairingException {
    // A window abandoned because its optimum needs the lower units is retried one level larger.
    int tried = -1;
    for (int levels = 2; options.window() && levels <= 4; levels++) {
      int end = windowEnd(rest, t, levels);
      if (end == tried) {
        continue;
      }
      tried = end;
      Map<String, List<Long>> values = new LinkedHashMap<>();
      List<Unit> set = windowed(round, rest, t, end, values);
      if (set != null) {
        criteria.putAll(values);
        return set;
      }
    }
    boolean exactOrder = rest.size() - t <= options.setOrderLimit();
    return matching.stageOne(round, rest, t, round.mayMeet(), 0, exactOrder, criteria);
  }

  /**
   * Article 3.5 on a window (the first {@code end} units: the top-scoregroup and the next score
   * levels), the lower units replaced by as many interchangeable stand-ins as could ever pair with
   * the window, null when the window is not much smaller than the round or when its answer is not
   * proven.
   *
   * <p>Why the answer is the whole round's: a stand-in may meet every window unit that some lower
   * unit may meet, and its pairs weigh at least as much as any such lower unit's (an upfloater of
   * the highest lower level, never counted by the system's criteria; C6 and the rest as for a lower
   * unit), so no pairing of the whole round does better than the window's optimum. When that
   * optimum (and each answer of the set-order scan that is kept) pairs every window unit inside the
   * window, and the lower units can be paired among themselves (C3), it is a pairing of the whole
   * round: the optima are equal, and a scan answer that misses the optimum in the window misses it
   * in the round as well.
   */
  private List<Unit> windowed(
      TwoStageRound round, List<Unit> rest, int t, int end, Map<String, List<Long>> criteria)
      throws NoValidPairingException {
    int n = rest.size();
    List<Unit> below = rest.subList(end, n);
    if (below.isEmpty() || 2 * end > n / 2 && !options.forceWindow()) {
      return null;
    }
    if (!Units.pairable(round, below)) {
      return null;
    }
    MayMeet real = round.mayMeet();
    boolean[] reachesBelow = new boolean[end];
    for (int x = 0; x < end; x++) {
      for (Unit b : below) {
        if (real.test(rest.get(x).id(), b.id())) {
          reachesBelow[x] = true;
          break;
        }
      }
    }
    int maxId = 0;
    for (Unit u : rest) {
      maxId = Math.max(maxId, u.id());
    }
    int dummies = Math.min(end, below.size());
    List<Unit> window = new ArrayList<>(rest.subList(0, end));
    Map<Integer, Integer> indexOf = new HashMap<>();
    for (int x = 0; x < end; x++) {
      indexOf.put(rest.get(x).id(), x);
    }
    int firstDummy = maxId + 1;
    for (int k = 0; k < dummies; k++) {
      window.add(new Unit(firstDummy + k, below.get(0).score(), false, 0, false));
    }
    MayMeet meet =
        (a, b) -> {
          boolean da = a >= firstDummy;
          boolean db = b >= firstDummy;
          if (da && db) {
            return true;
          }
          if (da || db) {
            return reachesBelow[indexOf.get(da ? b : a)];
          }
          return real.test(a, b);
        };
    return matching.stageOne(round, window, t, meet, dummies, false, criteria);
  }

  /**
   * The end of the window: the top-scoregroup and at least {@code minLevels} whole score levels
   * below it, at least twice the top-scoregroup plus 16 units, an even number of units.
   */
  private static int windowEnd(List<Unit> rest, int t, int minLevels) {
    int n = rest.size();
    int end = t;
    int levelsTaken = 0;
    while (end < n && (levelsTaken < minLevels || end - t < 2 * t + 16 || end % 2 == 1)) {
      int score = rest.get(end).score();
      while (end < n && rest.get(end).score() == score) {
        end++;
      }
      levelsTaken++;
    }
    return end;
  }
}
