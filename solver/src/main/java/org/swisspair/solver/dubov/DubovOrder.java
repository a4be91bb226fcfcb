package org.swisspair.solver.dubov;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;

/**
 * The orders of the Dubov system (C.04.4.1): the ranking of 5.2.1, the upfloater pool of 4.2, the
 * shifter pools of 4.3 with their middle-out numbering, S1 of 3.2.5, and the set order of 4.1.3.
 */
public final class DubovOrder {
  private DubovOrder() {}

  /**
   * The higher-ranked player first (5.2.1): more points, then the smaller TPN; points are pairing
   * scores (DUB-8).
   */
  public static Comparator<PlayerState> ranking() {
    return Comparator.comparingInt((PlayerState p) -> -p.pairingScore())
        .thenComparingInt(PlayerState::id);
  }

  /** The higher ranked of two players (5.2.1), as the colour rules 5.2.1 and 5.2.5 use it. */
  public static PlayerState higher(PlayerState a, PlayerState b) {
    return ranking().compare(a, b) <= 0 ? a : b;
  }

  /** The upfloater pool's sequence order (4.2.2): descending pairing score, then ascending TPN. */
  public static Comparator<PlayerState> upfloaterPool() {
    return ranking();
  }

  /**
   * The order of White seekers (4.3.2) and of S1 (3.2.5): ascending ARO, then ascending TPN. ARO is
   * the model's (1.7: played games, .5 rounded up in integers); an opponent without a rating in the
   * file counts with 0 (DUB-9).
   *
   * @param s the round, whose ARO values (1.7) are read
   */
  public static Comparator<PlayerState> byAro(RoundState s) {
    return Comparator.comparingInt((PlayerState p) -> s.sortingValues(p.id()).aro())
        .thenComparingInt(PlayerState::id);
  }

  /**
   * The order of Black seekers (4.3.2) and of the G2 pool of transpositions (4.4.2): TPN. The pool
   * of 4.4.1 is G2 after the re-composition of 3.2.4 (its "Article 2.2.4", DUB-10).
   */
  public static Comparator<PlayerState> byTpn() {
    return Comparator.comparingInt(PlayerState::id);
  }

  /**
   * The middle-out numbering of 4.3.3 for a sorted list of {@code n} players: element {@code k} of
   * the result is the list position (0-based) that receives sequence number {@code #k+1}. The
   * remaining middle goes first; of two middle players, the one higher in the list. For seven
   * players A-G this is D, C, E, B, F, A, G; for six A-F it is C, D, B, E, A, F.
   */
  public static int[] middleOut(int n) {
    Integer[] positions = new Integer[n];
    for (int i = 0; i < n; i++) {
      positions[i] = i;
    }
    // Distance from the middle, doubled so that an even list's two middle players tie at 1.
    java.util.Arrays.sort(
        positions,
        Comparator.comparingInt((Integer i) -> Math.abs(2 * i - (n - 1))).thenComparingInt(i -> i));
    int[] out = new int[n];
    for (int k = 0; k < n; k++) {
      out[k] = positions[k];
    }
    return out;
  }

  /**
   * The players of a shifter pool in sequence-number order (4.3): sorted by {@code sort}, then
   * numbered from the middle out (4.3.3).
   */
  public static List<PlayerState> shifterSequence(
      List<PlayerState> pool, Comparator<PlayerState> sort) {
    List<PlayerState> sorted = new ArrayList<>(pool);
    sorted.sort(sort);
    List<PlayerState> out = new ArrayList<>();
    for (int position : middleOut(sorted.size())) {
      out.add(sorted.get(position));
    }
    return out;
  }

  /**
   * The set order of 4.1.3 on sets of sequence numbers of the same size: negative when {@code a}
   * comes first, i.e. when {@code a} holds the smallest sequence number in which the two differ.
   */
  public static int compareSets(int[] a, int[] b) {
    int[] x = a.clone();
    int[] y = b.clone();
    java.util.Arrays.sort(x);
    java.util.Arrays.sort(y);
    for (int i = 0; i < Math.min(x.length, y.length); i++) {
      if (x[i] != y[i]) {
        return Integer.compare(x[i], y[i]);
      }
    }
    return Integer.compare(x.length, y.length);
  }
}
