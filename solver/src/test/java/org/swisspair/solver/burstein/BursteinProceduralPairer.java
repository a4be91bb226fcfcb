package org.swisspair.solver.burstein;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;

/**
 * The Burstein system (C.04.4.2) by the letter of Articles 2-5 for a round after the seeding
 * rounds: the PAB first (3.1), then each bracket top-down, choosing among all its pairings the best
 * on C5-C8 and, among equals, the first in the order of Article 4; colours by Article 5.
 *
 * <p>An oracle for small fields (at most {@value #MAX_PLAYERS} players to pair), written
 * independently of the engine so that the two can be compared. Decisions it applies:
 *
 * <ul>
 *   <li>Scoregroups, C6 and the PAB's "lowest score" use the pairing score (with virtual points).
 *   <li>C4: the outgoing floaters and every lower scoregroup can be perfectly paired under C1, C3
 *       and the forbidden pairs; the last bracket pairs everybody.
 *   <li>C7: the next bracket (these floaters and the next scoregroup) is valued by the most pairs
 *       it can make, then its own floaters' scores descending, over its pairings that satisfy C4.
 *   <li>C8 counts the pairs whose two players prefer the same colour.
 *   <li>"Higher ranked" in 5.2.1 and 5.2.5 is the order of 1.8 even when the scores differ.
 * </ul>
 */
public final class BursteinProceduralPairer {
  /** The largest number of players to pair this oracle accepts. */
  static final int MAX_PLAYERS = 16;

  private final RoundState state;
  private final Comparator<Integer> ranking;
  // Local index -> pairing number; masks below are sets of local indices.
  private final int[] ids;
  private final boolean[][] compatible;
  // Perfect pairability of a set of players: 0 unknown, 1 yes, 2 no.
  private final byte[] pairable;

  /** Prepares the pairing of a round after the seeding rounds (Burstein 1.6, 1.9). */
  public BursteinProceduralPairer(RoundState state) {
    int total = state.tournament().totalRounds();
    if (total <= 0) {
      throw new IllegalArgumentException(
          "the declared number of rounds is needed to tell the seeding rounds (Burstein 1.6)");
    }
    int seeding = BursteinOrder.seedingRounds(total);
    if (state.round() <= seeding) {
      throw new IllegalArgumentException(
          "round "
              + state.round()
              + " is a seeding round of "
              + total
              + " (Burstein 1.6: rounds 1.."
              + seeding
              + " are paired by the Dutch system)");
    }
    List<Integer> toPair = state.playersToPair();
    if (toPair.size() > MAX_PLAYERS) {
      throw new IllegalArgumentException(
          toPair.size() + " players to pair; the procedural oracle takes at most " + MAX_PLAYERS);
    }
    this.state = state;
    this.ranking = BursteinOrder.ranking(state);
    this.ids = toPair.stream().mapToInt(Integer::intValue).toArray();
    int m = ids.length;
    this.compatible = new boolean[m][m];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < m; j++) {
        compatible[i][j] = i != j && compatible(ids[i], ids[j]);
      }
    }
    this.pairable = new byte[1 << m];
  }

  /** Pairs the round: boards as (white, black) and the PAB as {@code (id, 0)} (Burstein 1.9). */
  public List<Pair> pair() throws NoValidPairingException {
    int m = ids.length;
    int remaining = (1 << m) - 1;
    List<Pair> out = new ArrayList<>();
    if (m % 2 == 1) {
      int bye = pairingAllocatedBye();
      out.add(new Pair(ids[bye], 0));
      remaining &= ~(1 << bye);
    }
    if (!pairable(remaining)) {
      throw new NoValidPairingException(
          "no complete pairing of round " + state.round() + " (Burstein 1.9.3)", idsOf(remaining));
    }
    List<Integer> groups = scoregroups(remaining);
    int incoming = 0;
    for (int g = 0; g < groups.size(); g++) {
      int[] bsn = bracket(incoming | groups.get(g));
      int[] opponent = bestPairing(bsn, g, groups);
      incoming = 0;
      for (int i = 1; i < bsn.length; i++) {
        if (opponent[i] == 0) {
          incoming |= 1 << bsn[i];
        } else if (opponent[i] > i) {
          out.add(colours(ids[bsn[i]], ids[bsn[opponent[i]]]));
        }
      }
    }
    return out;
  }

  // ---------------------------------------------------------------- C1, C3, forbidden pairs

  // C1 no rematch, C3 no two equal absolute preferences (no topscorer exception), forbidden pairs.
  private boolean compatible(int a, int b) {
    PlayerState x = state.player(a);
    PlayerState y = state.player(b);
    if (x.opponents().contains(b) || y.opponents().contains(a)) {
      return false;
    }
    ColourPreference px = x.preference();
    ColourPreference py = y.preference();
    if (px.strength() == Strength.ABSOLUTE
        && py.strength() == Strength.ABSOLUTE
        && px.colour() == py.colour()) {
      return false;
    }
    return !state.forbidden(a, b);
  }

  // True when every player of the set can be paired inside it (C4's "pairing for all").
  private boolean pairable(int mask) {
    if (mask == 0) {
      return true;
    }
    if (Integer.bitCount(mask) % 2 == 1) {
      return false;
    }
    if (pairable[mask] != 0) {
      return pairable[mask] == 1;
    }
    int i = Integer.numberOfTrailingZeros(mask);
    int rest = mask & ~(1 << i);
    boolean ok = false;
    for (int j = 0; j < ids.length && !ok; j++) {
      if ((rest >> j & 1) == 1 && compatible[i][j]) {
        ok = pairable(rest & ~(1 << j));
      }
    }
    pairable[mask] = (byte) (ok ? 1 : 2);
    return ok;
  }

  // ---------------------------------------------------------------- 3.1 PAB

  // 3.1: C2-eligible; lowest score, most games played, lowest in 1.8; first that passes C4.
  private int pairingAllocatedBye() throws NoValidPairingException {
    int all = (1 << ids.length) - 1;
    List<Integer> candidates = new ArrayList<>();
    for (int i = 0; i < ids.length; i++) {
      if (!state.player(ids[i]).byeIneligible()) {
        candidates.add(i);
      }
    }
    Comparator<Integer> lowestRanking = ranking.reversed();
    candidates.sort(
        Comparator.<Integer>comparingInt(i -> state.player(ids[i]).pairingScore())
            .thenComparing(i -> -state.player(ids[i]).playedColours().size())
            .thenComparing(i -> ids[i], lowestRanking));
    for (int i : candidates) {
      if (pairable(all & ~(1 << i))) {
        return i;
      }
    }
    throw new NoValidPairingException(
        "no player can receive the PAB in round "
            + state.round()
            + " (Burstein 3.1: C2 and C4); candidates "
            + candidates.stream().map(i -> ids[i]).toList(),
        idsOf(all));
  }

  // ---------------------------------------------------------------- brackets

  // 1.2.1: scoregroups by pairing score, highest first.
  private List<Integer> scoregroups(int mask) {
    TreeSet<Integer> scores = new TreeSet<>(Comparator.reverseOrder());
    for (int i = 0; i < ids.length; i++) {
      if ((mask >> i & 1) == 1) {
        scores.add(score(i));
      }
    }
    List<Integer> groups = new ArrayList<>();
    for (int s : scores) {
      int g = 0;
      for (int i = 0; i < ids.length; i++) {
        if ((mask >> i & 1) == 1 && score(i) == s) {
          g |= 1 << i;
        }
      }
      groups.add(g);
    }
    return groups;
  }

  private int score(int i) {
    return state.player(ids[i]).pairingScore();
  }

  // 4.1: BSN -> local index, by the ranking of 1.8 (index 0 unused).
  private int[] bracket(int mask) {
    List<Integer> members = new ArrayList<>();
    for (int i = 0; i < ids.length; i++) {
      if ((mask >> i & 1) == 1) {
        members.add(i);
      }
    }
    members.sort(Comparator.comparing(i -> ids[i], ranking));
    int[] bsn = new int[members.size() + 1];
    for (int k = 0; k < members.size(); k++) {
      bsn[k + 1] = members.get(k);
    }
    return bsn;
  }

  private static int union(List<Integer> groups, int from) {
    int u = 0;
    for (int g = from; g < groups.size(); g++) {
      u |= groups.get(g);
    }
    return u;
  }

  // C4: the floaters and all lower scoregroups can be paired; the last bracket pairs everybody.
  private boolean completes(int floaters, int lower, boolean last) {
    return last ? floaters == 0 : pairable(floaters | lower);
  }

  // 3.2: the fewest floaters allowed by C1-C4 (C5), then the best on C6, C7, C8, then Article 4.
  private int[] bestPairing(int[] bsn, int g, List<Integer> groups) {
    int n = bsn.length - 1;
    int lower = union(groups, g + 1);
    boolean last = g == groups.size() - 1;
    Map<Integer, FloaterValue> values = new HashMap<>();
    for (int k = n % 2; k <= n; k += 2) {
      int[][] best = {null};
      FloaterValue[] bestValue = {null};
      int[] bestC8 = {0};
      BursteinOrder.forEachPairing(
          n,
          k,
          (a, b) -> compatible[bsn[a]][bsn[b]],
          opponent -> {
            int floaters = 0;
            for (int i = 1; i <= n; i++) {
              if (opponent[i] == 0) {
                floaters |= 1 << bsn[i];
              }
            }
            if (!completes(floaters, lower, last)) {
              return false;
            }
            FloaterValue v =
                values.computeIfAbsent(floaters, f -> floaterValue(f, g, groups, last));
            int c8 = colourFailures(bsn, opponent);
            // Strictly better only: among equals the earlier in Article 4 order stays.
            int c = best[0] == null ? -1 : v.compareTo(bestValue[0]);
            if (c < 0 || c == 0 && c8 < bestC8[0]) {
              best[0] = opponent.clone();
              bestValue[0] = v;
              bestC8[0] = c8;
            }
            return false;
          });
      if (best[0] != null) {
        return best[0];
      }
    }
    // The previous bracket (or the PAB) left a pairable remainder, so some pairing satisfies C4.
    throw new IllegalStateException("no pairing satisfies C4 in bracket " + idsOf(bsn));
  }

  /**
   * What the set of outgoing floaters decides.
   *
   * @param c6 the floaters' scores, descending: smaller is better
   * @param nextPairs the most pairs the next bracket can make (C7, more is better)
   * @param nextFloaters the next bracket's floaters' scores, descending (C7, smaller is better)
   */
  private record FloaterValue(int[] c6, int nextPairs, int[] nextFloaters) {
    int compareTo(FloaterValue o) {
      int c = Arrays.compare(c6, o.c6);
      if (c == 0) {
        c = Integer.compare(o.nextPairs, nextPairs);
      }
      return c != 0 ? c : Arrays.compare(nextFloaters, o.nextFloaters);
    }
  }

  private int[] scoresDescending(int mask) {
    int[] s = new int[Integer.bitCount(mask)];
    int k = 0;
    for (int i = 0; i < ids.length; i++) {
      if ((mask >> i & 1) == 1) {
        s[k++] = score(i);
      }
    }
    Arrays.sort(s);
    for (int a = 0, b = s.length - 1; a < b; a++, b--) {
      int t = s[a];
      s[a] = s[b];
      s[b] = t;
    }
    return s;
  }

  // C6 and C7 of a set of outgoing floaters of bracket g.
  private FloaterValue floaterValue(int floaters, int g, List<Integer> groups, boolean last) {
    int[] c6 = scoresDescending(floaters);
    if (last) {
      return new FloaterValue(c6, 0, new int[0]);
    }
    // C7: every split of the next bracket into pairs (pairable part) and floaters satisfying C4.
    int next = floaters | groups.get(g + 1);
    int nextLower = union(groups, g + 2);
    boolean nextLast = g + 1 == groups.size() - 1;
    int bestPairs = -1;
    int[] bestFloaters = null;
    for (int f = next; ; f = (f - 1) & next) {
      if (pairable(next & ~f) && completes(f, nextLower, nextLast)) {
        int pairs = Integer.bitCount(next & ~f) / 2;
        int[] s = scoresDescending(f);
        if (pairs > bestPairs || pairs == bestPairs && Arrays.compare(s, bestFloaters) < 0) {
          bestPairs = pairs;
          bestFloaters = s;
        }
      }
      if (f == 0) {
        break;
      }
    }
    return new FloaterValue(c6, bestPairs, bestFloaters);
  }

  // C8: a pair fails one player when both prefer the same colour.
  private int colourFailures(int[] bsn, int[] opponent) {
    int failures = 0;
    for (int i = 1; i < opponent.length; i++) {
      if (opponent[i] > i) {
        Colour a = state.player(ids[bsn[i]]).preference().colour();
        Colour b = state.player(ids[bsn[opponent[i]]]).preference().colour();
        if (a != Colour.NONE && a == b) {
          failures++;
        }
      }
    }
    return failures;
  }

  private List<Integer> idsOf(int mask) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < ids.length; i++) {
      if ((mask >> i & 1) == 1) {
        out.add(ids[i]);
      }
    }
    return out;
  }

  private List<Integer> idsOf(int[] bsn) {
    List<Integer> out = new ArrayList<>();
    for (int i = 1; i < bsn.length; i++) {
      out.add(ids[bsn[i]]);
    }
    return out;
  }

  // ---------------------------------------------------------------- Article 5 colours

  /** The colours of the pair {@code a}-{@code b} by Burstein 5.2.1-5.2.5. */
  Pair colours(int a, int b) {
    PlayerState x = state.player(a);
    PlayerState y = state.player(b);
    int high = ranking.compare(a, b) < 0 ? a : b;
    int low = high == a ? b : a;
    // 5.2.1: neither has played: the higher ranked gets the initial colour if its TPN is odd.
    if (!x.hasPlayed() && !y.hasPlayed()) {
      Colour initial = state.initialColour();
      return give(high, high % 2 == 1 ? initial : initial.opposite(), low);
    }
    ColourPreference px = x.preference();
    ColourPreference py = y.preference();
    // 5.2.2: grant both preferences (1.5.4: no preference means the opponent's is granted).
    if (px.colour() == Colour.NONE) {
      return give(b, py.colour(), a);
    }
    if (py.colour() == Colour.NONE || px.colour() != py.colour()) {
      return give(a, px.colour(), b);
    }
    // 5.2.3: grant the stronger preference.
    if (px.strength() != py.strength()) {
      return px.strength().compareTo(py.strength()) > 0
          ? give(a, px.colour(), b)
          : give(b, py.colour(), a);
    }
    // 5.2.4: alternate to the most recent game where one had White and the other Black, played
    // games only (C.04.2 3.4).
    int common = Math.min(x.playedColours().size(), y.playedColours().size());
    for (int k = 0; k < common; k++) {
      Colour cx = x.recentColour(k);
      Colour cy = y.recentColour(k);
      if (cx != cy && cx != Colour.NONE && cy != Colour.NONE) {
        return give(a, cx.opposite(), b);
      }
    }
    // 5.2.5: grant the higher-ranked player's preference.
    return give(high, state.player(high).preference().colour(), low);
  }

  private static Pair give(int player, Colour colour, int other) {
    return colour == Colour.WHITE ? new Pair(player, other) : new Pair(other, player);
  }
}
