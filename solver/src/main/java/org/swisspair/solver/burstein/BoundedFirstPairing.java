package org.swisspair.solver.burstein;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;
import org.swisspair.solver.swiss.Compatibility;

/**
 * The first pairing of a bracket in Article 4 order (4.3) that reaches the bounds of C5, C6 and C8
 * (Burstein 2.3): {@code n mod 2} outgoing floaters, each of the bracket's lowest score, and as few
 * unmet colour preferences as the preference counts allow. Such a pairing is best on C5, C6 and C8
 * whatever the pairings below; that it is also best on C4 (everybody below stays pairable) and C7
 * (the following bracket pairs all its players but one of its lowest score) the caller has to
 * confirm with the brackets below. Then it is exactly the pairing of 3.2.2 (BUR-12).
 *
 * <p>Depth-first search in Article 4 order: the lowest unpaired BSN takes its opponent from the
 * lowest ranked up, floating last, and a branch is cut only when it cannot reach the bounds, so the
 * first leaf is the first pairing in that order. Without incompatible pairs the cut is exact and
 * the search never backtracks; the few played pairs and absolute colour conflicts cost a few steps
 * each. Memory is linear in the bracket: the undecided players are a dancing-links list, and
 * compatibility is asked per pair. Gives up (null) after a budget of steps or when no such pairing
 * exists.
 */
final class BoundedFirstPairing {
  private static final int NONE = 0;
  private static final int WHITE = 1;
  private static final int BLACK = 2;

  /** More than any number of colour failures: the branch cannot reach the bounds. */
  private static final int INFEASIBLE = Integer.MAX_VALUE / 4;

  private static final int FLOAT = -1;

  private final List<PlayerState> bracket;
  private final Compatibility compatibility;
  private Predicate<PlayerState> completes;

  /** Up to this many floater candidates, {@code completes} is asked of each before the search. */
  private static final int EAGER_FLOATERS = 64;

  private final int n;
  private final int[] preference;
  private final boolean[] absolute;
  // C6 at its bound (C4 is asked only when floating: the counts below stay a valid bound).
  private final boolean[] mayFloat;

  // Undecided players as a circular doubly linked list with the sentinel n, in BSN order.
  private final int[] next;
  private final int[] prev;

  private int left;
  private final int[] count = new int[3];
  private final int[] absoluteCount = new int[3];
  private final int[] floatable = new int[3];
  private final int[] absoluteFloatable = new int[3];
  private int floatsLeft;
  private int cost;
  private int bound;
  private long steps;
  private final long budget;

  /**
   * The bracket in BSN order; gives up after {@code budget} candidate opponents. A player may float
   * only if {@code completes} says everybody below can then be paired (C4); null: the brackets
   * below will tell.
   */
  BoundedFirstPairing(
      List<PlayerState> bracket,
      Compatibility compatibility,
      Predicate<PlayerState> completes,
      long budget) {
    this.bracket = bracket;
    this.compatibility = compatibility;
    this.budget = budget;
    n = bracket.size();
    preference = new int[n];
    absolute = new boolean[n];
    mayFloat = new boolean[n];
    int lowest = Integer.MAX_VALUE;
    for (PlayerState p : bracket) {
      lowest = Math.min(lowest, p.pairingScore());
    }
    int candidates = 0;
    for (int i = 0; i < n; i++) {
      PlayerState p = bracket.get(i);
      Colour c = p.preference().colour();
      preference[i] = c == Colour.WHITE ? WHITE : c == Colour.BLACK ? BLACK : NONE;
      absolute[i] = preference[i] != NONE && p.preference().strength() == Strength.ABSOLUTE;
      // C6 at its bound: a floater has the lowest score of the bracket.
      mayFloat[i] = n % 2 == 1 && p.pairingScore() == lowest;
      candidates += mayFloat[i] ? 1 : 0;
    }
    // Few candidates: ask C4 of each now, so that the counts bound the search tightly.
    if (completes != null && candidates <= EAGER_FLOATERS) {
      for (int i = 0; i < n; i++) {
        mayFloat[i] = mayFloat[i] && completes.test(bracket.get(i));
      }
      this.completes = null;
    } else {
      this.completes = completes;
    }
    next = new int[n + 1];
    prev = new int[n + 1];
  }

  /** The pairing found: pairs (higher BSN first) and the outgoing floaters in BSN order. */
  record Result(List<PlayerState[]> pairs, List<PlayerState> floaters) {}

  /** Candidate opponents (floating included) tried so far. */
  long steps() {
    return steps;
  }

  /** The first pairing in Article 4 order at the bounds, or null (none, or over budget). */
  Result find() {
    if (n == 0) {
      return null;
    }
    for (int v = 0; v <= n; v++) {
      next[v] = v == n ? 0 : v + 1;
      prev[v] = v == 0 ? n : v - 1;
    }
    left = 0;
    for (int v = 0; v < n; v++) {
      add(v, 1);
    }
    floatsLeft = n % 2;
    cost = 0;
    bound = lowerBound();
    if (bound >= INFEASIBLE) {
      return null;
    }
    int[] mate = search();
    if (mate == null) {
      return null;
    }
    List<PlayerState[]> pairs = new ArrayList<>();
    List<PlayerState> floaters = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (mate[i] == FLOAT) {
        floaters.add(bracket.get(i));
      } else if (mate[i] > i) {
        pairs.add(new PlayerState[] {bracket.get(i), bracket.get(mate[i])});
      }
    }
    return new Result(pairs, floaters);
  }

  /** Iterative depth-first search (a bracket can hold thousands of players). */
  private int[] search() {
    int[] mate = new int[n];
    // Per depth: the player deciding, the next opponent to try (the sentinel n when only floating
    // is left, -2 when that was tried too), and what was chosen.
    int[] who = new int[n];
    int[] cursor = new int[n];
    int depth = 0;
    boolean descend = true;
    while (true) {
      if (descend) {
        int i = next[n];
        if (i == n) {
          return mate;
        }
        unlink(i);
        add(i, -1);
        who[depth] = i;
        cursor[depth] = prev[n];
      }
      int i = who[depth];
      descend = false;
      while (cursor[depth] != n && cursor[depth] >= 0) {
        int j = cursor[depth];
        cursor[depth] = prev[j];
        if (++steps > budget) {
          return null;
        }
        if (!compatibility.compatible(bracket.get(i), bracket.get(j))) {
          continue;
        }
        int unmet = preference[i] != NONE && preference[i] == preference[j] ? 1 : 0;
        unlink(j);
        add(j, -1);
        if (cost + unmet + lowerBound() <= bound) {
          cost += unmet;
          mate[i] = j;
          mate[j] = i;
          descend = true;
          break;
        }
        add(j, 1);
        relink(j);
      }
      if (!descend && cursor[depth] == n) {
        cursor[depth] = -2;
        if (++steps > budget) {
          return null;
        }
        if (floatsLeft > 0
            && mayFloat[i]
            && (completes == null || completes.test(bracket.get(i)))) {
          floatsLeft--;
          if (cost + lowerBound() <= bound) {
            mate[i] = FLOAT;
            descend = true;
          } else {
            floatsLeft++;
          }
        }
      }
      if (descend) {
        depth++;
        continue;
      }
      // Every option of this player failed: undo it and the choice one level up.
      add(i, 1);
      relink(i);
      depth--;
      if (depth < 0) {
        return null;
      }
      int up = who[depth];
      if (mate[up] == FLOAT) {
        floatsLeft++;
      } else {
        int j = mate[up];
        cost -= preference[up] != NONE && preference[up] == preference[j] ? 1 : 0;
        add(j, 1);
        relink(j);
      }
    }
  }

  private void unlink(int v) {
    next[prev[v]] = next[v];
    prev[next[v]] = prev[v];
  }

  // Undone in the reverse order of unlink, as dancing links require.
  private void relink(int v) {
    next[prev[v]] = v;
    prev[next[v]] = v;
  }

  /** Adds ({@code sign} 1) or removes (-1) an undecided player from the counts. */
  private void add(int v, int sign) {
    left += sign;
    count[preference[v]] += sign;
    if (absolute[v]) {
      absoluteCount[preference[v]] += sign;
    }
    if (mayFloat[v]) {
      floatable[preference[v]] += sign;
      if (absolute[v]) {
        absoluteFloatable[preference[v]] += sign;
      }
    }
  }

  /**
   * The fewest unmet colour preferences of any pairing of the undecided players with {@code
   * floatsLeft} floaters among those who may float; {@link #INFEASIBLE} when a necessary condition
   * fails (too few floater candidates, or more absolute preferences for one colour than partners
   * for them, C3).
   */
  private int lowerBound() {
    if (floatsLeft == 0) {
      return unavoidable(
          count[WHITE], count[BLACK], absoluteCount[WHITE], absoluteCount[BLACK], left);
    }
    // One floater: the best of its possible preference classes.
    int best = INFEASIBLE;
    for (int c = NONE; c <= BLACK; c++) {
      if (floatable[c] == 0) {
        continue;
      }
      int w = count[WHITE] - (c == WHITE ? 1 : 0);
      int b = count[BLACK] - (c == BLACK ? 1 : 0);
      int aw = absoluteCount[WHITE] - (c == WHITE && absoluteFloatable[WHITE] > 0 ? 1 : 0);
      int ab = absoluteCount[BLACK] - (c == BLACK && absoluteFloatable[BLACK] > 0 ? 1 : 0);
      best = Math.min(best, unavoidable(w, b, aw, ab, left - 1));
    }
    return best;
  }

  /**
   * Pairs whose two players want the same colour in any pairing of {@code players} players, {@code
   * white} and {@code black} of them wanting White and Black: each colour's surplus over half must
   * pair among itself (BUR-8). Infeasible when the absolute ones of a colour outnumber the others.
   */
  private static int unavoidable(int white, int black, int absWhite, int absBlack, int players) {
    if (players % 2 != 0 || 2 * absWhite > players || 2 * absBlack > players) {
      return INFEASIBLE;
    }
    int half = players / 2;
    return Math.max(0, white - half) + Math.max(0, black - half);
  }
}
