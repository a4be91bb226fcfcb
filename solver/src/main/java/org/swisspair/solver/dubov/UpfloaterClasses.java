package org.swisspair.solver.dubov;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;

/**
 * The first set of {@code k} upfloaters in 4.2 order (4.1.3) whose classes reach the best values of
 * C7-C10 (2.3.3-2.3.6) that the counts of the bracket's colour preferences allow, for a pool of one
 * score (C6 2.3.2 is then equal for every set).
 *
 * <p>What C7-C10 read about an upfloater is its class: the colour it prefers (1.6), whether it is a
 * maximum upfloater (1.8) with how many upfloats, and whether it upfloated in the previous round;
 * two candidates of one class are interchangeable for the criteria, and only the 4.2 order tells
 * them apart. Without the pairs C1 and C3 forbid, a bracket of {@code W} White and {@code B} Black
 * seekers grants both preferences in at most {@code min(W, B)} pairs (C7), and C8-C10 add up over
 * the upfloaters. So for each number {@code w} of White seekers among the upfloaters the best set
 * is the best {@code w} White and {@code k - w} Black seekers, class by class, and the best values
 * over all {@code w} are an upper bound of what any legal set reaches. The set returned is the
 * first in 4.2 order among all sets with those class counts; when the caller then finds a legal
 * pairing of it at the bound (C7 granted in {@code min(W, B)} pairs), no legal set is better and no
 * earlier set is as good, so it is the set of 3.2.2.
 */
final class UpfloaterClasses {
  private UpfloaterClasses() {}

  /**
   * The pool indices of the first best set in 4.2 order, ascending; null when the pool has fewer
   * than {@code k} players.
   *
   * @param residentWhite residents who prefer White
   * @param residentBlack residents who prefer Black
   * @param pool the possible upfloaters of one score, in 4.2 order
   * @param quality true when C8-C10 apply (not the last round)
   * @param maxT MaxT of 1.8.2
   */
  static int[] firstBest(
      int residentWhite,
      int residentBlack,
      List<PlayerState> pool,
      int k,
      boolean quality,
      int maxT) {
    int p = pool.size();
    if (p < k || k < 1) {
      return null;
    }
    // A candidate's rank within its colour: 0 the best for C8-C10, larger worse.
    int[] rank = new int[p];
    boolean[] white = new boolean[p];
    int ranks = 1;
    for (int i = 0; i < p; i++) {
      PlayerState x = pool.get(i);
      white[i] = DubovColours.prefers(x) == Colour.WHITE;
      rank[i] = quality ? rank(x, maxT) : 0;
      ranks = Math.max(ranks, rank[i] + 1);
    }
    // Class c = colour * ranks + rank; colour 0 White, 1 Black.
    int classes = 2 * ranks;
    int[] available = new int[classes];
    int[] classOf = new int[p];
    for (int i = 0; i < p; i++) {
      classOf[i] = (white[i] ? 0 : ranks) + rank[i];
      available[classOf[i]]++;
    }
    int availableWhite = 0;
    for (int c = 0; c < ranks; c++) {
      availableWhite += available[c];
    }
    int availableBlack = p - availableWhite;
    List<int[]> best = new ArrayList<>();
    long[] bestValue = null;
    for (int w = 0; w <= k; w++) {
      if (w > availableWhite || k - w > availableBlack) {
        continue;
      }
      int[] counts = new int[classes];
      take(available, counts, 0, ranks, w);
      take(available, counts, ranks, ranks, k - w);
      long[] value =
          value(counts, ranks, Math.min(residentWhite + w, residentBlack + k - w), quality);
      int cmp = bestValue == null ? 1 : Arrays.compare(value, bestValue);
      if (cmp > 0) {
        best.clear();
        bestValue = value;
      }
      if (cmp >= 0) {
        best.add(counts);
      }
    }
    // The first set in 4.2 order: each candidate in turn, taken when some best count vector still
    // admits it and the candidates after it can complete that vector.
    int[] remaining = available.clone();
    int[] chosen = new int[classes];
    int[] out = new int[k];
    int taken = 0;
    for (int i = 0; i < p && taken < k; i++) {
      int c = classOf[i];
      remaining[c]--;
      chosen[c]++;
      boolean fits = false;
      for (int[] target : best) {
        fits |= reachable(chosen, remaining, target);
      }
      if (fits) {
        out[taken++] = i;
      } else {
        chosen[c]--;
      }
    }
    return taken == k ? out : null;
  }

  /**
   * The rank of a candidate for C8-C10: not a maximum upfloater before a maximum one (C8), a
   * maximum upfloater with fewer upfloats before one with more (C9, DUB-2), and at equal C8-C9 not
   * upfloated in the previous round before upfloated (C10).
   */
  static int rank(PlayerState x, int maxT) {
    int c9 = DubovUpfloats.isMaximum(x, maxT) ? 1 + DubovUpfloats.count(x) - maxT : 0;
    return 2 * c9 + (DubovUpfloats.previousRound(x) ? 1 : 0);
  }

  /** Adds to {@code counts} the best {@code count} of the classes {@code from..from+ranks-1}. */
  private static void take(int[] available, int[] counts, int from, int ranks, int count) {
    for (int c = from; c < from + ranks && count > 0; c++) {
      int t = Math.min(count, available[c]);
      counts[c] += t;
      count -= t;
    }
  }

  /**
   * The criteria values of a set's class counts, larger better, compared in order: C7 pairs
   * granting both preferences, then (unless the last round) C8 upfloaters not maximum, C9 the
   * maximum upfloaters per upfloat count, highest count first (fewer better), C10 upfloaters not
   * upfloated in the previous round.
   */
  private static long[] value(int[] counts, int ranks, int granted, boolean quality) {
    int c9Levels = (ranks + 1) / 2;
    long[] v = new long[quality ? 2 + c9Levels + 1 : 1];
    v[0] = granted;
    if (!quality) {
      return v;
    }
    for (int c = 0; c < counts.length; c++) {
      int r = c % ranks;
      int c9 = r / 2;
      if (c9 == 0) {
        v[1] += counts[c];
      } else {
        // The highest upfloat count is the most significant: fewer of them is better.
        v[2 + (c9Levels - c9)] -= counts[c];
      }
      if (r % 2 == 0) {
        v[v.length - 1] += counts[c];
      }
    }
    return v;
  }

  /** True when {@code target} is at least {@code chosen} and the rest of it is still available. */
  private static boolean reachable(int[] chosen, int[] remaining, int[] target) {
    for (int c = 0; c < target.length; c++) {
      if (chosen[c] > target[c] || target[c] - chosen[c] > remaining[c]) {
        return false;
      }
    }
    return true;
  }
}
