package org.swisspair.solver.dubov;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import org.swisspair.model.Colour;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;

/**
 * The Dubov system (C.04.4.1) by the letter of Articles 1-5, for small fields (at most {@value
 * #MAX_PLAYERS} players to pair): every candidate is enumerated in the order the text gives, and
 * the first one that passes the text's test is taken.
 *
 * <p>An oracle written independently of the engine (no matching, no shared criteria code) so that
 * the two can be compared. Readings it applies, as the engine does:
 *
 * <ul>
 *   <li>Scores, scoregroups, C6 and "higher ranked" use the pairing score; TPN breaks ties.
 *   <li>Legal: C1 (played games), C3 (no exception), the forbidden pairs; C4: the players not yet
 *       paired can all be paired.
 *   <li>3.2.1-3.2.2: the smallest number of upfloaters with a legal set; among those sets, the best
 *       by C6 (differences descending), C7 (the best pairing of the bracket), C8, C9 (counts of the
 *       maximum upfloaters, descending), C10, C8-C10 not in the last round; then the first set in
 *       4.1.3 order of the 4.2 sequence numbers.
 *   <li>Upfloats: played games against a higher pairing score at the time.
 *   <li>3.2.4: "unavoidably paired together" is the fewest pairs inside the smaller subgroup over
 *       all legal pairings; a shift set is best when it is the first in 4.3 order that, with the
 *       shifts still to come, allows a legal pairing of the new G1 against the new G2 whose number
 *       of players without their colour preference is the bracket's minimum; the second shift takes
 *       players who started in the larger subgroup.
 *   <li>3.2.6: T2 is the first permutation of G2 by TPN whose pairs with S1 are all legal.
 *   <li>Soft avoidance (not FIDE, ARB-12), when given: the fewest avoided pairs of the bracket's
 *       pairings at the best C7 is the last value of a set (after C10); every test of 3.2.4-3.2.6
 *       then asks for a pairing with the best C7 and that many avoided pairs, and "unavoidably
 *       paired together" counts over those pairings (by TPN, where C7 is the same for all, over the
 *       pairings with the fewest avoided pairs).
 * </ul>
 */
public final class DubovProceduralPairer {
  /** The largest number of players to pair this oracle accepts. */
  static final int MAX_PLAYERS = 16;

  private static final int NONE = Integer.MAX_VALUE;

  // C7 and avoidance as one number: unmet preferences times SCALE plus avoided pairs (at most 8).
  private static final int SCALE = 16;

  private final RoundState state;
  private final boolean lastRound;
  private final int maxT;
  private final int[] ids;
  private final PlayerState[] ps;
  private final boolean[][] legal;
  private final Colour[] prefers;
  private final boolean[] absolute;
  private final int[] strength;
  private final byte[] pairable;
  private final int[] fewestSame;
  private final boolean[][] avoided;
  private final boolean avoiding;

  /** Prepares the pairing of {@code state}'s round. */
  public DubovProceduralPairer(RoundState state) {
    this(state, null);
  }

  /** Prepares the pairing of {@code state}'s round with {@code avoidance} (null for none). */
  public DubovProceduralPairer(RoundState state, Avoidance avoidance) {
    List<Integer> toPair = state.playersToPair();
    if (toPair.size() > MAX_PLAYERS) {
      throw new IllegalArgumentException(
          toPair.size() + " players to pair; the procedural oracle takes at most " + MAX_PLAYERS);
    }
    int rounds = state.tournament().totalRounds();
    if (rounds <= 0) {
      throw new IllegalArgumentException("the number of rounds is needed for MaxT (Dubov 1.8.2)");
    }
    this.state = state;
    this.lastRound = state.round() == rounds;
    this.maxT = 2 + rounds / 5;
    this.ids = toPair.stream().mapToInt(Integer::intValue).toArray();
    int m = ids.length;
    ps = new PlayerState[m];
    prefers = new Colour[m];
    absolute = new boolean[m];
    strength = new int[m];
    for (int i = 0; i < m; i++) {
      ps[i] = state.player(ids[i]);
      preference(i);
    }
    legal = new boolean[m][m];
    avoided = new boolean[m][m];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < m; j++) {
        legal[i][j] = i != j && legal(i, j);
        avoided[i][j] = avoidance != null && i != j && avoidance.avoids(ids[i], ids[j]);
      }
    }
    avoiding = avoidance != null;
    pairable = new byte[1 << m];
    fewestSame = new int[1 << m];
    Arrays.fill(fewestSame, -1);
  }

  // ---------------------------------------------------------------- 1.6 and 2.1

  // 1.6: colour difference and the last two played colours; 1.6.4: no game, mild Black.
  private void preference(int i) {
    List<Colour> played = ps[i].playedColours();
    if (played.isEmpty()) {
      prefers[i] = Colour.BLACK;
      strength[i] = 1;
      return;
    }
    int cd = 0;
    for (Colour c : played) {
      cd += c == Colour.WHITE ? 1 : -1;
    }
    Colour last = played.get(played.size() - 1);
    boolean twice = played.size() >= 2 && played.get(played.size() - 2) == last;
    if (cd > 1 || cd < -1 || twice) {
      absolute[i] = true;
      strength[i] = 3;
      prefers[i] = cd < -1 ? Colour.WHITE : cd > 1 ? Colour.BLACK : last.opposite();
    } else if (cd != 0) {
      strength[i] = 2;
      prefers[i] = cd == 1 ? Colour.BLACK : Colour.WHITE;
    } else {
      strength[i] = 1;
      prefers[i] = last.opposite();
    }
  }

  // C1 (played games only), C3 without exception, and the organiser's forbidden pairs.
  private boolean legal(int i, int j) {
    if (ps[i].opponents().contains(ids[j])) {
      return false;
    }
    if (absolute[i] && absolute[j] && prefers[i] == prefers[j]) {
      return false;
    }
    return !state.forbidden(ids[i], ids[j]);
  }

  // True when the players of the set can all be paired among themselves.
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
      if ((rest >> j & 1) == 1 && legal[i][j]) {
        ok = pairable(rest & ~(1 << j));
      }
    }
    pairable[mask] = (byte) (ok ? 1 : 2);
    return ok;
  }

  // C7 at its best: the fewest pairs of equal preference over the legal pairings of the set, times
  // SCALE, plus the fewest avoided pairs among those pairings.
  private int fewestSame(int mask) {
    if (mask == 0) {
      return 0;
    }
    if (fewestSame[mask] >= 0) {
      return fewestSame[mask];
    }
    int best = NONE;
    if (Integer.bitCount(mask) % 2 == 0) {
      int i = Integer.numberOfTrailingZeros(mask);
      int rest = mask & ~(1 << i);
      for (int j = 0; j < ids.length; j++) {
        if ((rest >> j & 1) == 1 && legal[i][j]) {
          int sub = fewestSame(rest & ~(1 << j));
          if (sub != NONE) {
            best = Math.min(best, sub + pairValue(i, j));
          }
        }
      }
    }
    fewestSame[mask] = best;
    return best;
  }

  // ---------------------------------------------------------------- 1.9.2 the round

  /** Pairs the round: boards as (white, black), the PAB as {@code (id, 0)}. */
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
          "no complete pairing of round " + state.round() + " (Dubov 1.9.3)", idsOf(remaining));
    }
    TreeSet<Integer> scores = new TreeSet<>(Comparator.reverseOrder());
    for (int i = 0; i < m; i++) {
      if ((remaining >> i & 1) == 1) {
        scores.add(ps[i].pairingScore());
      }
    }
    for (int score : scores) {
      int residents = 0;
      int lower = 0;
      for (int i = 0; i < m; i++) {
        if ((remaining >> i & 1) == 1) {
          if (ps[i].pairingScore() == score) {
            residents |= 1 << i;
          } else if (ps[i].pairingScore() < score) {
            lower |= 1 << i;
          }
        }
      }
      if (residents == 0) {
        continue;
      }
      int bracket = residents | upfloaters(residents, lower, score);
      for (int[] pair : pairBracket(bracket)) {
        out.add(colours(pair[0], pair[1]));
      }
      remaining &= ~bracket;
    }
    return out;
  }

  // 3.1: C2-eligible; lowest score, most games played, largest TPN; the first that passes C4.
  private int pairingAllocatedBye() throws NoValidPairingException {
    int all = (1 << ids.length) - 1;
    List<Integer> candidates = new ArrayList<>();
    for (int i = 0; i < ids.length; i++) {
      if (!ps[i].byeIneligible()) {
        candidates.add(i);
      }
    }
    candidates.sort(
        Comparator.<Integer>comparingInt(i -> ps[i].pairingScore())
            .thenComparing(i -> -ps[i].playedColours().size())
            .thenComparing(i -> -ids[i]));
    for (int i : candidates) {
      if (pairable(all & ~(1 << i))) {
        return i;
      }
    }
    throw new NoValidPairingException(
        "no player can receive the PAB in round " + state.round() + " (Dubov 3.1)", idsOf(all));
  }

  // ---------------------------------------------------------------- 3.2.1-3.2.2 upfloaters

  private int upfloaters(int residents, int lower, int score) {
    // 4.2.2: the pool by descending score, then ascending TPN.
    List<Integer> pool = members(lower);
    pool.sort(
        Comparator.<Integer>comparingInt(i -> -ps[i].pairingScore()).thenComparing(i -> ids[i]));
    for (int k = 0; k <= pool.size(); k++) {
      if ((Integer.bitCount(residents) + k) % 2 == 1) {
        continue;
      }
      int best = -1;
      long[] bestValue = null;
      // 4.1.3: k-sets of sequence numbers in lexicographic order.
      int[] c = new int[k];
      for (int i = 0; i < k; i++) {
        c[i] = i;
      }
      while (true) {
        int set = 0;
        for (int i : c) {
          set |= 1 << pool.get(i);
        }
        if (pairable(residents | set) && pairable(lower & ~set)) {
          long[] value = value(residents, set, score);
          if (bestValue == null || compare(value, bestValue) < 0) {
            best = set;
            bestValue = value;
          }
        }
        if (!nextCombination(c, pool.size())) {
          break;
        }
      }
      if (best >= 0) {
        return best;
      }
    }
    throw new IllegalStateException("no legal bracket for residents " + idsOf(residents));
  }

  // C6 (differences, descending), C7, then C8, C9 (descending), C10 unless in the last round.
  private long[] value(int residents, int set, int score) {
    List<Long> v = new ArrayList<>();
    List<Long> diffs = new ArrayList<>();
    List<Long> maxCounts = new ArrayList<>();
    long maximum = 0;
    long previous = 0;
    for (int i : members(set)) {
      diffs.add((long) score - ps[i].pairingScore());
      int ups = 0;
      for (FloatDirection f : ps[i].floats()) {
        ups += f == FloatDirection.UP ? 1 : 0;
      }
      if (ups >= maxT) {
        maximum++;
        maxCounts.add((long) ups);
      }
      if (ps[i].floatBefore(1) == FloatDirection.UP) {
        previous++;
      }
    }
    diffs.sort(Comparator.reverseOrder());
    maxCounts.sort(Comparator.reverseOrder());
    v.addAll(diffs);
    int colours = fewestSame(residents | set);
    v.add((long) colours / SCALE);
    if (!lastRound) {
      v.add(maximum);
      v.addAll(maxCounts);
      // Pad C9 so that C10 lines up whatever C8 was (C8 decides first anyway).
      for (int i = maxCounts.size(); i < Integer.bitCount(set); i++) {
        v.add(0L);
      }
      v.add(previous);
    }
    v.add((long) colours % SCALE);
    return v.stream().mapToLong(Long::longValue).toArray();
  }

  private static int compare(long[] a, long[] b) {
    for (int i = 0; i < Math.min(a.length, b.length); i++) {
      if (a[i] != b[i]) {
        return Long.compare(a[i], b[i]);
      }
    }
    return Integer.compare(a.length, b.length);
  }

  // ---------------------------------------------------------------- 3.2.3-3.2.6 the bracket

  private List<int[]> pairBracket(int bracket) {
    List<Integer> all = members(bracket);
    int n = all.size();
    // 3.2.3
    boolean nobodyPlayed = true;
    for (int i : all) {
      nobodyPlayed &= ps[i].playedColours().isEmpty();
    }
    int g1 = 0;
    if (nobodyPlayed) {
      List<Integer> byTpn = new ArrayList<>(all);
      byTpn.sort(Comparator.comparingInt(i -> ids[i]));
      for (int k = 0; k < n / 2; k++) {
        g1 |= 1 << byTpn.get(k);
      }
    } else {
      for (int i : all) {
        if (prefers[i] == Colour.WHITE) {
          g1 |= 1 << i;
        }
      }
    }
    int g2 = bracket & ~g1;
    // 3.2.4.1: the smaller subgroup, G1 when equal.
    boolean smallIsG1 = Integer.bitCount(g1) <= Integer.bitCount(g2);
    int small = smallIsG1 ? g1 : g2;
    int large = smallIsG1 ? g2 : g1;
    int target = fewestSame(bracket);
    int together = avoiding ? insideAtBest(bracket, small) : fewestInside(bracket, small);
    int shiftedOut = 0;
    if (together > 0) {
      List<Integer> seq = shifterSequence(small, smallIsG1);
      int[] c = firstCombination(together);
      do {
        int x = 0;
        for (int i : c) {
          x |= 1 << seq.get(i);
        }
        if (completes(small & ~x, large | x, large, smallIsG1, target)) {
          shiftedOut = x;
          break;
        }
      } while (nextCombination(c, seq.size()));
      if (shiftedOut == 0) {
        throw new IllegalStateException("no first shift in bracket " + idsOf(bracket));
      }
    }
    int smallNow = small & ~shiftedOut;
    int largeNow = large | shiftedOut;
    // 3.2.4.2: equalise with players of the larger subgroup.
    int shiftedBack = secondShift(smallNow, largeNow, large, smallIsG1, target);
    if (shiftedBack < 0) {
      throw new IllegalStateException("no second shift in bracket " + idsOf(bracket));
    }
    smallNow |= shiftedBack;
    largeNow &= ~shiftedBack;
    int newG1 = smallIsG1 ? smallNow : largeNow;
    int newG2 = smallIsG1 ? largeNow : smallNow;
    // 3.2.5: S1 by ARO then TPN.
    List<Integer> s1 = members(newG1);
    s1.sort(
        Comparator.<Integer>comparingInt(i -> state.sortingValues(ids[i]).aro())
            .thenComparing(i -> ids[i]));
    // 4.4.2: G2 by TPN; 3.2.6: the first transposition that is legal.
    List<Integer> t = members(newG2);
    t.sort(Comparator.comparingInt(i -> ids[i]));
    int[] t2 = new int[s1.size()];
    if (!firstTransposition(s1, t, 0, new boolean[t.size()], t2, 0, target)) {
      throw new IllegalStateException("no legal transposition in bracket " + idsOf(bracket));
    }
    List<int[]> pairs = new ArrayList<>();
    for (int i = 0; i < s1.size(); i++) {
      pairs.add(new int[] {s1.get(i), t.get(t2[i])});
    }
    return pairs;
  }

  // The fewest pairs inside the group over the legal pairings of the bracket.
  private int fewestInside(int bracket, int group) {
    int[] memo = new int[1 << ids.length];
    Arrays.fill(memo, -1);
    return fewestInside(bracket, group, memo);
  }

  private int fewestInside(int mask, int group, int[] memo) {
    if (mask == 0) {
      return 0;
    }
    if (memo[mask] >= 0) {
      return memo[mask];
    }
    int i = Integer.numberOfTrailingZeros(mask);
    int rest = mask & ~(1 << i);
    int best = NONE;
    for (int j = 0; j < ids.length; j++) {
      if ((rest >> j & 1) == 1 && legal[i][j]) {
        int sub = fewestInside(rest & ~(1 << j), group, memo);
        if (sub != NONE) {
          boolean inside = (group >> i & 1) == 1 && (group >> j & 1) == 1;
          best = Math.min(best, sub + (inside ? 1 : 0));
        }
      }
    }
    memo[mask] = best;
    return best;
  }

  /**
   * The fewest pairs inside the group over the legal pairings of the bracket with the best C7 and
   * then the fewest avoided pairs (by TPN C7 is the same for every pairing, so the fewest avoided).
   */
  private int insideAtBest(int bracket, int group) {
    int[] memo = new int[1 << ids.length];
    Arrays.fill(memo, -1);
    return insideKey(bracket, group, memo) % SCALE;
  }

  // Min over legal pairings of (C7 * SCALE + avoided) * SCALE + inside: no digit carries, each is
  // at most the bracket's 8 pairs.
  private int insideKey(int mask, int group, int[] memo) {
    if (mask == 0) {
      return 0;
    }
    if (memo[mask] >= 0) {
      return memo[mask];
    }
    int i = Integer.numberOfTrailingZeros(mask);
    int rest = mask & ~(1 << i);
    int best = NONE;
    for (int j = 0; j < ids.length; j++) {
      if ((rest >> j & 1) == 1 && legal[i][j]) {
        int sub = insideKey(rest & ~(1 << j), group, memo);
        if (sub != NONE) {
          boolean inside = (group >> i & 1) == 1 && (group >> j & 1) == 1;
          best = Math.min(best, sub + pairValue(i, j) * SCALE + (inside ? 1 : 0));
        }
      }
    }
    memo[mask] = best;
    return best;
  }

  // One pair's part of fewestSame: SCALE for equal preferences, 1 for an avoided pair.
  private int pairValue(int i, int j) {
    return (prefers[i] == prefers[j] ? SCALE : 0) + (avoided[i][j] ? 1 : 0);
  }

  // The shifts still to come (3.2.4.2) allow a pairing of the new subgroups at the best C7.
  private boolean completes(
      int smallSide, int largeSide, int largeOriginal, boolean smallIsG1, int target) {
    if (Integer.bitCount(smallSide) == Integer.bitCount(largeSide)) {
      return acrossAtBest(smallSide, largeSide, target);
    }
    return secondShift(smallSide, largeSide, largeOriginal, smallIsG1, target) >= 0;
  }

  // The first set of the larger side's own seekers (4.3) that equalises with a pairing at the
  // best C7; 0 when the sides are equal, -1 when no set does.
  private int secondShift(
      int smallSide, int largeSide, int largeOriginal, boolean smallIsG1, int target) {
    int a = Integer.bitCount(smallSide);
    int b = Integer.bitCount(largeSide);
    if (a == b) {
      return 0;
    }
    int count = (b - a) / 2;
    List<Integer> seq = shifterSequence(largeOriginal & largeSide, !smallIsG1);
    int[] c = firstCombination(count);
    if (count > seq.size()) {
      return -1;
    }
    do {
      int y = 0;
      for (int i : c) {
        y |= 1 << seq.get(i);
      }
      if (acrossAtBest(smallSide | y, largeSide & ~y, target)) {
        return y;
      }
    } while (nextCombination(c, seq.size()));
    return -1;
  }

  // A legal pairing of every player of one side with one of the other, at the best C7.
  private boolean acrossAtBest(int sideA, int sideB, int target) {
    List<Integer> a = members(sideA);
    List<Integer> b = members(sideB);
    return across(a, b, 0, new boolean[b.size()], 0, target);
  }

  private boolean across(List<Integer> a, List<Integer> b, int k, boolean[] used, int same, int t) {
    if (same > t) {
      return false;
    }
    if (k == a.size()) {
      return same == t;
    }
    for (int j = 0; j < b.size(); j++) {
      if (!used[j] && legal[a.get(k)][b.get(j)]) {
        used[j] = true;
        int s = same + pairValue(a.get(k), b.get(j));
        boolean ok = across(a, b, k + 1, used, s, t);
        used[j] = false;
        if (ok) {
          return true;
        }
      }
    }
    return false;
  }

  // 4.3.2-4.3.3: White seekers by ARO then TPN, Black seekers by TPN; numbered from the middle.
  private List<Integer> shifterSequence(int group, boolean whiteSeekers) {
    List<Integer> sorted = members(group);
    if (whiteSeekers) {
      sorted.sort(
          Comparator.<Integer>comparingInt(i -> state.sortingValues(ids[i]).aro())
              .thenComparing(i -> ids[i]));
    } else {
      sorted.sort(Comparator.comparingInt(i -> ids[i]));
    }
    return fromTheMiddle(sorted);
  }

  /**
   * 4.3.3 by the letter: sequence numbers go to the player in the remaining middle of the sorted
   * list, or of two in the middle to the one higher in the list, until none is left.
   */
  static <T> List<T> fromTheMiddle(List<T> sorted) {
    List<T> out = new ArrayList<>();
    List<T> left = new ArrayList<>(sorted);
    while (!left.isEmpty()) {
      // Odd size: the middle; even size: the higher of the two middle players.
      out.add(left.remove((left.size() - 1) / 2));
    }
    return out;
  }

  // 4.4: permutations of G2 in lexicographic order; the first whose pairs are all legal.
  // With avoidance, the pairs must also reach the bracket's best value (C7 and avoided pairs).
  private boolean firstTransposition(
      List<Integer> s1, List<Integer> g2, int k, boolean[] used, int[] t2, int value, int target) {
    if (k == s1.size()) {
      return !avoiding || value == target;
    }
    for (int j = 0; j < g2.size(); j++) {
      if (!used[j] && legal[s1.get(k)][g2.get(j)]) {
        used[j] = true;
        t2[k] = j;
        int next = value + pairValue(s1.get(k), g2.get(j));
        if ((!avoiding || next <= target)
            && firstTransposition(s1, g2, k + 1, used, t2, next, target)) {
          return true;
        }
        used[j] = false;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- Article 5

  // 5.2.1-5.2.5 with the higher ranked by pairing score, then TPN.
  private Pair colours(int a, int b) {
    boolean aHigher =
        ps[a].pairingScore() != ps[b].pairingScore()
            ? ps[a].pairingScore() > ps[b].pairingScore()
            : ids[a] < ids[b];
    int h = aHigher ? a : b;
    int l = aHigher ? b : a;
    Colour higher;
    List<Colour> hc = ps[h].playedColours();
    List<Colour> lc = ps[l].playedColours();
    if (hc.isEmpty() && lc.isEmpty()) {
      Colour initial = state.initialColour() == Colour.NONE ? Colour.WHITE : state.initialColour();
      higher = ids[h] % 2 == 1 ? initial : initial.opposite();
    } else if (prefers[h] != prefers[l]) {
      higher = prefers[h];
    } else if (strength[h] != strength[l]) {
      higher = strength[h] > strength[l] ? prefers[h] : prefers[h].opposite();
    } else {
      higher = null;
      for (int k = 1; k <= Math.min(hc.size(), lc.size()) && higher == null; k++) {
        Colour x = hc.get(hc.size() - k);
        Colour y = lc.get(lc.size() - k);
        if (x != y) {
          higher = x.opposite();
        }
      }
      if (higher == null) {
        higher = prefers[h];
      }
    }
    return higher == Colour.WHITE ? new Pair(ids[h], ids[l]) : new Pair(ids[l], ids[h]);
  }

  // ---------------------------------------------------------------- helpers

  private List<Integer> members(int mask) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < ids.length; i++) {
      if ((mask >> i & 1) == 1) {
        out.add(i);
      }
    }
    return out;
  }

  private List<Integer> idsOf(int mask) {
    List<Integer> out = new ArrayList<>();
    for (int i : members(mask)) {
      out.add(ids[i]);
    }
    return out;
  }

  private static int[] firstCombination(int k) {
    int[] c = new int[k];
    for (int i = 0; i < k; i++) {
      c[i] = i;
    }
    return c;
  }

  // The next k-combination of 0..n-1 in lexicographic order; false after the last.
  private static boolean nextCombination(int[] c, int n) {
    int k = c.length;
    int i = k - 1;
    while (i >= 0 && c[i] == n - k + i) {
      i--;
    }
    if (i < 0) {
      return false;
    }
    c[i]++;
    for (int j = i + 1; j < k; j++) {
      c[j] = c[j - 1] + 1;
    }
    return true;
  }
}
