package org.swisspair.solver.dutch;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;

/**
 * A bracket's first candidate in Article 4 order when it is perfect (C.04.3 3.4.1) and needs no
 * resident exchange: every criterion C5-C21 at its best conceivable value, so that no matching is
 * needed.
 *
 * <p><b>Decides or accelerates.</b> Decides the bracket, second of the strategies of {@link
 * BracketPairer}, without a matching ({@link DutchTuning#perfectCandidates}).
 *
 * <p><b>Why the answer is the rules' answer.</b> No candidate can be better than one with every
 * criterion at its best value, and the search ({@link LexicographicAssignment}) takes the first
 * such MDP-pairing and S2 transposition in 4.4.2 and 4.2 order. C4 and C8 depend on the players
 * below: only the last bracket, or one on a relaxed graph whose next bracket confirms them ({@link
 * Relaxation}), is tried.
 *
 * <p><b>Gives way to.</b> The matching ({@link BracketMatching}): when no candidate is perfect, a
 * resident exchange would be needed, the work budget runs out, or the bracket is neither the last
 * nor on a relaxed graph.
 *
 * <p><b>Tested by.</b> {@code DutchShortcutsDifferentialTest} (against the exact graphs), {@code
 * DutchFixturesTest}, {@code DutchTuningTest} (the preset with this path alone).
 */
final class PerfectCandidate {
  private final RankedPlayers players;

  private PerfectCandidate(RankedPlayers players) {
    this.players = players;
  }

  /**
   * The pairs (ranks) of the first perfect candidate of the bracket of {@code mdps} and {@code
   * residents}; null when there is none or the search would be long, the matching then decides.
   * Only the last bracket, or one on a relaxed graph, is tried: elsewhere C4 and C8 need the
   * players below.
   */
  static List<int[]> find(
      RankedPlayers players,
      List<Integer> mdps,
      List<Integer> residents,
      boolean last,
      boolean relaxedGraph,
      boolean debug) {
    int mdpCount = mdps.size();
    int residentCount = residents.size();
    if (!(relaxedGraph || last) || mdpCount > residentCount) {
      return null;
    }
    PerfectCandidate search = new PerfectCandidate(players);
    int size = mdpCount + residentCount;
    long budget = 4_000_000L + 40L * size * size;
    List<int[]> pairs = new ArrayList<>();
    List<Integer> remainder = new ArrayList<>(residents);
    if (mdpCount > 0) {
      // The MDP-pairing: each MDP with the first resident it meets perfectly (4.2).
      int[] a =
          new LexicographicAssignment(
                  mdpCount,
                  residentCount,
                  (i, j) -> search.perfectPair(mdps.get(i), residents.get(j), true),
                  budget,
                  debug)
              .solve();
      if (a == null) {
        return null;
      }
      for (int i = 0; i < mdpCount; i++) {
        pairs.add(new int[] {mdps.get(i), residents.get(a[i])});
      }
      for (int i = 0; i < mdpCount; i++) {
        remainder.remove(residents.get(a[i]));
      }
    }
    int r = remainder.size();
    int half = r / 2;
    boolean odd = r % 2 == 1;
    int minUnplayed = Integer.MAX_VALUE;
    for (int x : residents) {
      if (!players.get(x).byeIneligible()) {
        minUnplayed = Math.min(minUnplayed, players.get(x).unplayedRounds());
      }
    }
    final int bestUnplayed = minUnplayed;
    List<Integer> s1 = remainder.subList(0, half);
    List<Integer> s2 = remainder.subList(half, r);
    // The remainder: S1 against a transposition of S2 (4.2), and one extra row for an odd
    // remainder's downfloater.
    int[] a =
        new LexicographicAssignment(
                half + (odd ? 1 : 0),
                r - half,
                (i, j) ->
                    i < half
                        ? search.perfectPair(s1.get(i), s2.get(j), false)
                        : search.perfectDownfloater(s2.get(j), last, bestUnplayed),
                budget,
                debug)
            .solve();
    if (a == null) {
      return null;
    }
    for (int i = 0; i < half; i++) {
      pairs.add(new int[] {s1.get(i), s2.get(a[i])});
    }
    return pairs;
  }

  /** A pair with no C1/C3 problem and no violation of C10-C13 and C15-C21. */
  private boolean perfectPair(int x, int y, boolean mdpPair) {
    if (!players.compatible(x, y) || players.colourCosts(x, y) != 0) {
      return false;
    }
    if (!mdpPair) {
      return true;
    }
    PlayerState m = players.get(x);
    PlayerState r = players.get(y);
    return m.floatBefore(1) != FloatDirection.DOWN
        && m.floatBefore(2) != FloatDirection.DOWN
        && r.floatBefore(1) != FloatDirection.UP
        && r.floatBefore(2) != FloatDirection.UP;
  }

  /** A downfloater with no C14/C16 violation; in the last bracket also the best PAB (C5, C9). */
  private boolean perfectDownfloater(int x, boolean last, int bestUnplayed) {
    PlayerState p = players.get(x);
    if (p.floatBefore(1) == FloatDirection.DOWN || p.floatBefore(2) == FloatDirection.DOWN) {
      return false;
    }
    return !last || !p.byeIneligible() && p.unplayedRounds() == bestUnplayed;
  }
}
