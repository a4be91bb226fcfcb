package org.swisspair.solver.burstein;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.RoundState;
import org.swisspair.model.SortingValues;

/**
 * The orders of the Burstein system (C.04.4.2): the ranking of Article 1.8, the order of the
 * pairings of a bracket of Article 4, and the number of seeding rounds of Article 1.6.
 *
 * <p>A pairing of a bracket of {@code n} players is an {@code int[n + 1]} indexed by BSN 1..n
 * (index 0 unused) holding each player's opponent's BSN, 0 when the player floats (the virtual
 * player of Article 4.2).
 */
public final class BursteinOrder {
  private BursteinOrder() {}

  /** Receives the pairings of {@link #forEachPairing} one by one; returns true to stop. */
  @FunctionalInterface
  public interface PairingVisitor {
    /** Visits one pairing (reused between calls: copy it to keep it), Burstein Article 4. */
    boolean visit(int[] opponent);
  }

  /** Tells whether two BSNs may be paired together (C1, C3 and the like, Burstein 2.1). */
  @FunctionalInterface
  public interface PairTest {
    /** True when BSNs {@code a < b} may form a pair (Burstein 2.1). */
    boolean allowed(int a, int b);
  }

  /** The number of seeding rounds paired by the Dutch rules: min(floor(rounds / 2), 4) (1.6.2). */
  public static int seedingRounds(int totalRounds) {
    if (totalRounds < 0) {
      throw new IllegalArgumentException("totalRounds must be >= 0, was " + totalRounds);
    }
    return Math.min(totalRounds / 2, 4);
  }

  /**
   * The ranking order of Article 1.8 over pairing numbers, best first: Buchholz descending, then
   * Sonneborn-Berger descending, then TPN ascending; scores are not used.
   */
  public static Comparator<Integer> ranking(RoundState s) {
    return (a, b) -> {
      SortingValues x = s.sortingValues(a);
      SortingValues y = s.sortingValues(b);
      int c = Long.compare(y.buchholz(), x.buchholz());
      if (c == 0) {
        c = Long.compare(y.sonnebornBerger(), x.sonnebornBerger());
      }
      return c != 0 ? c : Integer.compare(a, b);
    };
  }

  /**
   * The order of Article 4.3, earlier first: the pairing whose BSN 1 has the larger opponent BSN
   * comes first (floating, BSN 0, last), then BSN 2's opponent, and so on.
   */
  public static Comparator<int[]> pairingOrder() {
    return (a, b) -> {
      if (a.length != b.length) {
        throw new IllegalArgumentException(
            "pairings of brackets of different sizes: " + (a.length - 1) + ", " + (b.length - 1));
      }
      // Up to the first difference both pairings agree, so at that BSN both opponents are
      // higher BSNs or floats: comparing the whole vector is exactly the rule of 4.3.
      for (int i = 1; i < a.length; i++) {
        if (a[i] != b[i]) {
          return Integer.compare(b[i], a[i]);
        }
      }
      return 0;
    };
  }

  /**
   * Visits every pairing of BSNs 1..n with exactly {@code floaters} outgoing floaters whose pairs
   * {@code test} allows, in the order of Article 4.3; returns true when the visitor stopped.
   */
  public static boolean forEachPairing(int n, int floaters, PairTest test, PairingVisitor visitor) {
    if (n < 0 || floaters < 0 || floaters > n) {
      throw new IllegalArgumentException("no pairings of " + n + " players with " + floaters);
    }
    if ((n - floaters) % 2 != 0) {
      return false;
    }
    return extend(new int[n + 1], new boolean[n + 1], 1, n, floaters, test, visitor);
  }

  /** All pairings of BSNs 1..n with exactly {@code floaters} outgoing floaters, Article 4 order. */
  public static List<int[]> pairings(int n, int floaters) {
    List<int[]> out = new ArrayList<>();
    forEachPairing(
        n,
        floaters,
        (a, b) -> true,
        p -> {
          out.add(p.clone());
          return false;
        });
    return out;
  }

  // The lowest open BSN takes its opponent from the largest BSN down, floating last: this is
  // descending lexicographic order of the opponent vector, i.e. the order of 4.3.
  private static boolean extend(
      int[] opponent,
      boolean[] done,
      int from,
      int open,
      int floatsLeft,
      PairTest test,
      PairingVisitor visitor) {
    int i = from;
    while (i < done.length && done[i]) {
      i++;
    }
    if (i == done.length) {
      return visitor.visit(opponent);
    }
    done[i] = true;
    if (open - 2 >= floatsLeft) {
      for (int j = done.length - 1; j > i; j--) {
        if (done[j] || !test.allowed(i, j)) {
          continue;
        }
        done[j] = true;
        opponent[i] = j;
        opponent[j] = i;
        boolean stop = extend(opponent, done, i + 1, open - 2, floatsLeft, test, visitor);
        done[j] = false;
        opponent[j] = 0;
        if (stop) {
          done[i] = false;
          return true;
        }
      }
    }
    boolean stop = false;
    if (floatsLeft > 0) {
      opponent[i] = 0;
      stop = extend(opponent, done, i + 1, open - 1, floatsLeft - 1, test, visitor);
    }
    opponent[i] = 0;
    done[i] = false;
    return stop;
  }
}
