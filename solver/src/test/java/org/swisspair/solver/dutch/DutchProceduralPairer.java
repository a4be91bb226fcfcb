package org.swisspair.solver.dutch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Colour;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.solver.dutch.rules.ColourCosts;
import org.swisspair.solver.dutch.rules.DutchColourRules;
import org.swisspair.solver.dutch.rules.DutchRanking;
import org.swisspair.solver.dutch.rules.DutchRules;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.BoardOrder;
import org.swisspair.solver.swiss.Compatibility;

/**
 * The FIDE (Dutch) system by the letter of Articles 3 and 4 (C.04.3): for each bracket, candidates
 * are generated one by one in the handbook's order (transpositions 4.2, resident exchanges 4.3,
 * sets of pairable MDPs 4.4, the remainder inside the MDP-pairing loop 3.7) and evaluated on
 * C4-C21; the first perfect candidate is taken, otherwise the best one, ties going to the earliest
 * (3.8).
 *
 * <p>It is an oracle for small tournaments (at most {@value #MAX_PLAYERS} players to pair): its
 * candidate generation and evaluation are written independently of {@link DutchPairingSystem} so
 * that the two can be compared; the rules both read (ranking order, C1/C3, colour allocation and
 * the colour criteria C10-C13) are the shared ones of {@link org.swisspair.solver.dutch.rules}.
 * Interpretation choices shared with the project:
 *
 * <ul>
 *   <li>MaxPairs (3.1.2), M1 (3.1.3) and the remainder's number of pairs are those of the best
 *       achievable candidate: the downfloater sets of the bracket are ranked on C4-C9 first, and
 *       candidates are then generated with S1 of that size.
 *   <li>C4: the downfloaters plus all lower players must admit a pairing under C1-C3 and forbidden
 *       pairs leaving at most one PAB-eligible player; after the last bracket at most one
 *       PAB-eligible player may remain.
 *   <li>C5 is the lowest score the PAB assignee can have in such a completion; C8 is the best next
 *       bracket (most pairs inside it, then its downfloaters' scores) over completions reaching
 *       that C5 value; C9 counts the PAB assignee's unplayed rounds when it is this bracket's only
 *       downfloater in such a best completion (DUT-3).
 *   <li>The sets of pairable MDPs (4.4.2) are enumerated in order of their smallest differing BSN
 *       without a separate validity filter: a set whose limbo is not C7-compliant always loses on
 *       C7 to a valid one, so the outcome is the same.
 * </ul>
 */
public final class DutchProceduralPairer implements PairingSystem {
  /** The largest number of players to pair this oracle accepts. */
  static final int MAX_PLAYERS = 24;

  /** Safety cap on the candidates generated for one bracket. */
  static final long CANDIDATE_LIMIT = 20_000_000L;

  /** Key scale: a completion is ranked on PAB score first, then on C9. */
  private static final long SCORE_UNIT = 1L << 20;

  private static final long IMPOSSIBLE = Long.MAX_VALUE;

  @Override
  public String name() {
    return "dutch-procedural";
  }

  @Override
  public PairingRules rules(RoundState state) {
    return new DutchRules(state);
  }

  /** Pairs the round; no explanation is built, whatever {@code explain} says. */
  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    return new Round(state).pair();
  }

  // ---------------------------------------------------------------- Article 4 generators

  /** Receives the first N1 elements of one transposition; returns true to stop the generation. */
  interface TupleVisitor {
    boolean visit(int[] tuple);
  }

  /** Tells whether {@code element} may stand at {@code position} (pruning of invalid pairs). */
  interface PositionTest {
    boolean allowed(int position, int element);
  }

  /**
   * Visits the transpositions of S2 (Dutch 4.2.2) in lexicographic order of their first {@code n1}
   * elements; {@code s2} must be in ascending BSN order. Prefixes refused by {@code test} are
   * skipped with all their continuations. Returns true when the visitor stopped the generation.
   */
  static boolean forEachTransposition(int[] s2, int n1, PositionTest test, TupleVisitor visitor) {
    if (n1 > s2.length) {
      return false;
    }
    return transpose(s2, n1, 0, new int[n1], new boolean[s2.length], test, visitor);
  }

  private static boolean transpose(
      int[] s2,
      int n1,
      int pos,
      int[] tuple,
      boolean[] used,
      PositionTest test,
      TupleVisitor visitor) {
    if (pos == n1) {
      return visitor.visit(tuple);
    }
    for (int k = 0; k < s2.length; k++) {
      if (used[k] || !test.allowed(pos, s2[k])) {
        continue;
      }
      used[k] = true;
      tuple[pos] = s2[k];
      boolean stop = transpose(s2, n1, pos + 1, tuple, used, test, visitor);
      used[k] = false;
      if (stop) {
        return true;
      }
    }
    return false;
  }

  /** The transpositions of S2 (Dutch 4.2.2) as lists of their first {@code n1} BSNs. */
  static List<List<Integer>> transpositions(List<Integer> s2, int n1) {
    List<List<Integer>> out = new ArrayList<>();
    int[] a = s2.stream().mapToInt(Integer::intValue).sorted().toArray();
    forEachTransposition(
        a,
        n1,
        (p, e) -> true,
        t -> {
          out.add(Arrays.stream(t).boxed().toList());
          return false;
        });
    return out;
  }

  /**
   * A resident-exchange (Dutch 4.3.1).
   *
   * @param fromS1 BSNs moved from the original S1 to S2, ascending
   * @param fromS2 BSNs moved from the original S2 to S1, ascending
   */
  record Exchange(List<Integer> fromS1, List<Integer> fromS2) {
    int difference() {
      return fromS2.stream().mapToInt(Integer::intValue).sum()
          - fromS1.stream().mapToInt(Integer::intValue).sum();
    }
  }

  /** The comparison rules between two resident-exchanges (Dutch 4.3.2), best first. */
  static final Comparator<Exchange> EXCHANGE_ORDER =
      Comparator.<Exchange>comparingInt(e -> e.fromS1().size())
          .thenComparingInt(Exchange::difference)
          .thenComparing(DutchProceduralPairer::largestDifferingFromS1)
          .thenComparing(DutchProceduralPairer::smallestDifferingFromS2);

  // Rule 3: the largest differing BSN moved from S1 to S2 wins, so compare descending lists.
  private static int largestDifferingFromS1(Exchange a, Exchange b) {
    List<Integer> x = a.fromS1();
    List<Integer> y = b.fromS1();
    for (int i = x.size() - 1, j = y.size() - 1; i >= 0 && j >= 0; i--, j--) {
      if (!x.get(i).equals(y.get(j))) {
        return Integer.compare(y.get(j), x.get(i));
      }
    }
    return 0;
  }

  // Rule 4: the smallest differing BSN moved from S2 to S1 wins.
  private static int smallestDifferingFromS2(Exchange a, Exchange b) {
    List<Integer> x = a.fromS2();
    List<Integer> y = b.fromS2();
    for (int i = 0; i < x.size() && i < y.size(); i++) {
      if (!x.get(i).equals(y.get(i))) {
        return Integer.compare(x.get(i), y.get(i));
      }
    }
    return 0;
  }

  /** All resident-exchanges between S1 and S2 (BSNs), sorted by Dutch 4.3.2. */
  static List<Exchange> exchanges(List<Integer> s1, List<Integer> s2) {
    List<Integer> a = s1.stream().sorted().toList();
    List<Integer> b = s2.stream().sorted().toList();
    List<Exchange> out = new ArrayList<>();
    for (int k = 1; k <= Math.min(a.size(), b.size()); k++) {
      List<List<Integer>> xs = combinations(a, k);
      List<List<Integer>> ys = combinations(b, k);
      for (List<Integer> x : xs) {
        for (List<Integer> y : ys) {
          out.add(new Exchange(x, y));
        }
      }
    }
    out.sort(EXCHANGE_ORDER);
    return out;
  }

  /** The {@code k}-subsets of {@code items} in lexicographic order. */
  static List<List<Integer>> combinations(List<Integer> items, int k) {
    List<List<Integer>> out = new ArrayList<>();
    combine(items, k, 0, new ArrayList<>(), out);
    return out;
  }

  private static void combine(
      List<Integer> items, int k, int from, List<Integer> cur, List<List<Integer>> out) {
    if (cur.size() == k) {
      out.add(List.copyOf(cur));
      return;
    }
    for (int i = from; i <= items.size() - (k - cur.size()); i++) {
      cur.add(items.get(i));
      combine(items, k, i + 1, cur, out);
      cur.remove(cur.size() - 1);
    }
  }

  /**
   * The sets of {@code m1} pairable MDPs among BSNs {@code 1..m0}, sorted by their smallest
   * differing BSN (Dutch 4.4.2), which is the lexicographic order of the ascending sets.
   */
  static List<List<Integer>> mdpSets(int m0, int m1) {
    List<Integer> bsns = new ArrayList<>();
    for (int i = 1; i <= m0; i++) {
      bsns.add(i);
    }
    return combinations(bsns, m1);
  }

  // ---------------------------------------------------------------- criteria values

  /**
   * The values of C4-C9 of a bracket candidate, which depend only on its set of downfloaters.
   *
   * @param valid C4 holds
   * @param c5 the lowest PAB score over the completions (0 when no PAB)
   * @param c6 number of downfloaters
   * @param c7 downfloaters' scores, descending
   * @param c8pairs pairs inside the next bracket in the best completion (more is better)
   * @param c8scores the next bracket's downfloaters' scores, descending
   * @param c9 unplayed rounds of the PAB assignee when it is one of this bracket's downfloaters
   */
  private record Prefix(
      boolean valid, long c5, int c6, int[] c7, int c8pairs, int[] c8scores, long c9) {

    int compareTo(Prefix o) {
      if (valid != o.valid) {
        return valid ? -1 : 1;
      }
      int c = Long.compare(c5, o.c5);
      if (c == 0) {
        c = Integer.compare(c6, o.c6);
      }
      if (c == 0) {
        c = compareLists(c7, o.c7);
      }
      if (c == 0) {
        c = Integer.compare(o.c8pairs, c8pairs);
      }
      if (c == 0) {
        c = compareLists(c8scores, o.c8scores);
      }
      if (c == 0) {
        c = Long.compare(c9, o.c9);
      }
      return c;
    }
  }

  /**
   * The values of C10-C21 of a bracket candidate.
   *
   * @param counts C10, C11, C12, C13, C14, C15, C16, C17
   * @param diffs C18, C19, C20, C21: score differences, each descending
   */
  private record Quality(int[] counts, int[][] diffs) {
    int compareTo(Quality o) {
      int c = Arrays.compare(counts, o.counts);
      for (int i = 0; c == 0 && i < diffs.length; i++) {
        c = compareLists(diffs[i], o.diffs[i]);
      }
      return c;
    }

    boolean isIdeal() {
      for (int v : counts) {
        if (v != 0) {
          return false;
        }
      }
      for (int[] d : diffs) {
        if (d.length != 0) {
          return false;
        }
      }
      return true;
    }
  }

  /** Lexicographic order, smaller values first; at an equal prefix the shorter list is smaller. */
  private static int compareLists(int[] a, int[] b) {
    return Arrays.compare(a, b);
  }

  // ---------------------------------------------------------------- one round

  /** One round: brackets top-down (Dutch 1.9.2), each by Article 3. */
  private static final class Round {
    private final RoundState state;

    /** Players to pair in ranking order (Dutch 1.2); indices into this array are ranks. */
    private final PlayerState[] players;

    private final int n;
    private final int[] score;
    private final boolean[][] compatible;
    private final int[][][] colourCosts;
    private final Map<Long, Long> completionMemo = new HashMap<>();
    private final Map<Long, Boolean> perfectMemo = new HashMap<>();

    Round(RoundState state) {
      this.state = state;
      players =
          state.playersToPair().stream()
              .map(state::player)
              .sorted(DutchRanking.ORDER)
              .toArray(PlayerState[]::new);
      n = players.length;
      if (n > MAX_PLAYERS) {
        throw new IllegalArgumentException(
            "the procedural Dutch pairer handles at most "
                + MAX_PLAYERS
                + " players to pair, round "
                + state.round()
                + " has "
                + n
                + "; use DutchPairingSystem");
      }
      score = new int[n];
      for (int i = 0; i < n; i++) {
        score[i] = players[i].pairingScore();
      }
      compatible = new boolean[n][n];
      Compatibility compatibility = DutchRules.compatibility(state);
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          compatible[i][j] = i != j && compatibility.compatible(players[i], players[j]);
        }
      }
      colourCosts = new int[n][n][];
    }

    RoundPairing pair() throws NoValidPairingException {
      List<int[]> pairs = new ArrayList<>();
      int mdps = 0;
      int start = 0;
      while (start < n) {
        int end = groupEnd(start);
        int residents = range(start, end);
        int lower = range(end, n);
        int next = end < n ? range(end, groupEnd(end)) : 0;
        Bracket b = new Bracket(mdps, residents, lower, next);
        List<int[]> made = b.solve();
        pairs.addAll(made);
        int paired = 0;
        for (int[] p : made) {
          paired |= 1 << p[0] | 1 << p[1];
        }
        mdps = (mdps | residents) & ~paired;
        start = end;
      }
      int pab = -1;
      if (Integer.bitCount(mdps) == 1) {
        pab = Integer.numberOfTrailingZeros(mdps);
      } else if (mdps != 0) {
        throw new IllegalStateException("C4 left players " + ids(mdps) + " unpaired");
      }
      return publish(pairs, pab);
    }

    private int groupEnd(int start) {
      int end = start;
      while (end < n && score[end] == score[start]) {
        end++;
      }
      return end;
    }

    private static int range(int from, int to) {
      int m = 0;
      for (int i = from; i < to; i++) {
        m |= 1 << i;
      }
      return m;
    }

    private List<Integer> ids(int mask) {
      List<Integer> r = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        if ((mask >> i & 1) != 0) {
          r.add(players[i].id());
        }
      }
      return r;
    }

    /** Colours by Article 5.2; boards by C.04.2 3.6, the PAB last. */
    private RoundPairing publish(List<int[]> pairs, int pab) {
      List<Pair> boards = new ArrayList<>();
      for (int[] p : pairs) {
        PlayerState h = players[Math.min(p[0], p[1])];
        PlayerState l = players[Math.max(p[0], p[1])];
        Colour c = DutchColourRules.allocate(h, l, state.initialColour()).higherColour();
        boards.add(c == Colour.WHITE ? new Pair(h.id(), l.id()) : new Pair(l.id(), h.id()));
      }
      if (pab >= 0) {
        boards.add(new Pair(players[pab].id(), 0));
      }
      return new RoundPairing(state.round(), BoardOrder.sort(state, boards), null);
    }

    // ---------------------------------------------------------------- completions (C4, C5, C9)

    /** The completion key of a bye for {@code i}: its score, then C9 when it is in {@code c9}. */
    private long byeKey(int i, int c9) {
      long unplayed = (c9 >> i & 1) != 0 ? players[i].unplayedRounds() : 0;
      return score[i] * SCORE_UNIT + unplayed;
    }

    /**
     * The best completion of {@code mask} under C1-C3 (at most one PAB-eligible player left):
     * lowest PAB score, then fewest unplayed rounds of a PAB assignee in {@code c9}; {@link
     * #IMPOSSIBLE} when there is none.
     */
    private long completion(int mask, int c9) {
      if (mask == 0) {
        return 0;
      }
      c9 &= mask;
      long key = (long) c9 << 32 | (mask & 0xffffffffL);
      Long memo = completionMemo.get(key);
      if (memo != null) {
        return memo;
      }
      int i = Integer.numberOfTrailingZeros(mask);
      int rest = mask & ~(1 << i);
      long best = IMPOSSIBLE;
      if (Integer.bitCount(mask) % 2 == 1
          && !players[i].byeIneligible()
          && completion(rest, c9) != IMPOSSIBLE) {
        best = byeKey(i, c9);
      }
      for (int j = i + 1; j < n; j++) {
        if ((rest >> j & 1) != 0 && compatible[i][j]) {
          long sub = completion(rest & ~(1 << j), c9);
          if (sub < best) {
            best = sub;
          }
        }
      }
      completionMemo.put(key, best);
      return best;
    }

    /**
     * The downfloaters C9 may count: the set itself when it holds exactly one player, none
     * otherwise (the Note to 2.4.4, DUT-3).
     */
    private static int soleDownfloater(int down) {
      return Integer.bitCount(down) == 1 ? down : 0;
    }

    /** True when {@code mask} can be paired completely, never two players of {@code apart}. */
    private boolean perfect(int mask, int apart) {
      if (mask == 0) {
        return true;
      }
      if (Integer.bitCount(mask) % 2 == 1) {
        return false;
      }
      apart &= mask;
      long key = (long) apart << 32 | (mask & 0xffffffffL);
      Boolean memo = perfectMemo.get(key);
      if (memo != null) {
        return memo;
      }
      int i = Integer.numberOfTrailingZeros(mask);
      int rest = mask & ~(1 << i);
      boolean ok = false;
      for (int j = i + 1; j < n && !ok; j++) {
        if ((rest >> j & 1) != 0
            && compatible[i][j]
            && ((apart >> i & 1) == 0 || (apart >> j & 1) == 0)) {
          ok = perfect(rest & ~(1 << j), apart);
        }
      }
      perfectMemo.put(key, ok);
      return ok;
    }

    private int[] scoresDescending(int mask) {
      int[] s = new int[Integer.bitCount(mask)];
      int k = 0;
      // Ranks are in descending score order, so ascending ranks give descending scores.
      for (int i = 0; i < n; i++) {
        if ((mask >> i & 1) != 0) {
          s[k++] = score[i];
        }
      }
      return s;
    }

    /** C10, C11, C12, C13 of a pair, colours by Article 5.2. */
    private int[] colourCost(int a, int b) {
      int h = Math.min(a, b);
      int l = Math.max(a, b);
      int[] cached = colourCosts[h][l];
      if (cached != null) {
        return cached;
      }
      int costs = ColourCosts.of(players[h], players[l], state.initialColour());
      int[] cost = {
        ColourCosts.count(costs, ColourCosts.TOPSCORER_DIFFERENCE),
        ColourCosts.count(costs, ColourCosts.TOPSCORER_STREAK),
        ColourCosts.count(costs, ColourCosts.PREFERENCE),
        ColourCosts.count(costs, ColourCosts.STRONG_PREFERENCE)
      };
      colourCosts[h][l] = cost;
      return cost;
    }

    // ---------------------------------------------------------------- one bracket

    /** A bracket: the MDPs plus a resident scoregroup (Dutch 1.3.2), paired by Article 3. */
    private final class Bracket {
      private final int mdps;
      private final int residents;
      private final int members;
      private final int lower;
      private final int next;
      private final int afterNext;
      private final int[] mdpList;
      private final int[] residentList;
      private final Map<Integer, Prefix> basic = new HashMap<>();
      private final Map<Integer, Prefix> full = new HashMap<>();
      private final Map<Long, List<Exchange>> exchangeCache = new HashMap<>();

      private Prefix ideal;
      private Prefix bestPrefix;
      private Quality bestQuality;
      private List<int[]> bestPairs;
      private long generated;

      Bracket(int mdps, int residents, int lower, int next) {
        this.mdps = mdps;
        this.residents = residents;
        this.members = mdps | residents;
        this.lower = lower;
        this.next = next;
        this.afterNext = lower & ~next;
        this.mdpList = bits(mdps);
        this.residentList = bits(residents);
      }

      private int[] bits(int mask) {
        int[] r = new int[Integer.bitCount(mask)];
        int k = 0;
        for (int i = 0; i < n; i++) {
          if ((mask >> i & 1) != 0) {
            r[k++] = i;
          }
        }
        return r;
      }

      /** C4-C7 of the candidates whose downfloaters are {@code down}. */
      private Prefix basic(int down) {
        Prefix p = basic.get(down);
        if (p != null) {
          return p;
        }
        long key;
        if (lower == 0) {
          // Last bracket: its downfloaters can only be the PAB.
          int i = Integer.numberOfTrailingZeros(down);
          boolean ok = down == 0 || Integer.bitCount(down) == 1 && !players[i].byeIneligible();
          key = !ok ? IMPOSSIBLE : down == 0 ? 0 : byeKey(i, down);
        } else {
          key = completion(down | lower, soleDownfloater(down));
        }
        boolean valid = key != IMPOSSIBLE;
        p =
            new Prefix(
                valid,
                valid ? key / SCORE_UNIT : 0,
                Integer.bitCount(down),
                scoresDescending(down),
                0,
                new int[0],
                valid ? key % SCORE_UNIT : 0);
        basic.put(down, p);
        return p;
      }

      /** C4-C9 of the candidates whose downfloaters are {@code down}. */
      private Prefix full(int down) {
        Prefix p = full.get(down);
        if (p != null) {
          return p;
        }
        Prefix b = basic(down);
        if (!b.valid() || lower == 0) {
          // Without lower players the next bracket is the downfloaters alone.
          p = new Prefix(b.valid(), b.c5(), b.c6(), b.c7(), 0, b.c7(), b.c9());
          full.put(down, p);
          return p;
        }
        int nextBracket = down | next;
        int bestPairs = -1;
        int[] bestScores = null;
        long bestC9 = IMPOSSIBLE;
        // Every completion splits into pairs inside the next bracket and a completion of the rest.
        for (int e = nextBracket; ; e = (e - 1) & nextBracket) {
          int inside = nextBracket & ~e;
          if (perfect(inside, down)) {
            long key = completion(e | afterNext, soleDownfloater(down));
            if (key != IMPOSSIBLE && key / SCORE_UNIT == b.c5()) {
              int pairs = Integer.bitCount(inside) / 2;
              int[] scores = scoresDescending(e);
              long c9 = key % SCORE_UNIT;
              int c = bestScores == null ? -1 : Integer.compare(bestPairs, pairs);
              if (c == 0) {
                c = compareLists(scores, bestScores);
              }
              if (c == 0) {
                c = Long.compare(c9, bestC9);
              }
              if (c < 0) {
                bestPairs = pairs;
                bestScores = scores;
                bestC9 = c9;
              }
            }
          }
          if (e == 0) {
            break;
          }
        }
        if (bestScores == null) {
          throw new IllegalStateException("C8: no completion reaches the C5 value " + b.c5());
        }
        p = new Prefix(true, b.c5(), b.c6(), b.c7(), bestPairs, bestScores, bestC9);
        full.put(down, p);
        return p;
      }

      List<int[]> solve() throws NoValidPairingException {
        // The best achievable C4-C9 over every downfloater set a candidate can have.
        Prefix bestBasic = null;
        List<Integer> sets = new ArrayList<>();
        for (int d = members; ; d = (d - 1) & members) {
          if (perfect(members & ~d, mdps)) {
            Prefix p = basic(d);
            if (p.valid()) {
              int c = bestBasic == null ? -1 : p.compareTo(bestBasic);
              if (c < 0) {
                bestBasic = p;
                sets.clear();
              }
              if (c <= 0) {
                sets.add(d);
              }
            }
          }
          if (d == 0) {
            break;
          }
        }
        if (bestBasic == null) {
          List<Integer> who = ids(members);
          throw new NoValidPairingException(
              "no valid pairing (Dutch 1.9.3): bracket "
                  + who
                  + " of score "
                  + Points.format(score[residentList[0]])
                  + " cannot be paired so that the players not yet paired remain pairable (C4)",
              who);
        }
        int bestDown = sets.get(0);
        for (int d : sets) {
          if (full(d).compareTo(full(bestDown)) < 0) {
            bestDown = d;
          }
        }
        ideal = full(bestDown);
        int pairs = (Integer.bitCount(members) - ideal.c6()) / 2;
        int m1 = mdpList.length - Integer.bitCount(bestDown & mdps);
        if (mdps == 0) {
          remainder(residentList, pairs, new ArrayList<>(), 0);
        } else {
          heterogeneous(m1, pairs);
        }
        if (bestPairs == null) {
          throw new IllegalStateException(
              "no candidate reaches the best downfloater set " + ids(bestDown));
        }
        return bestPairs;
      }

      /** Article 3.7: MDP sets (4.4), then S2 transpositions (4.2), then the remainder (3.7.1). */
      private void heterogeneous(int m1, int pairs) {
        for (List<Integer> set : mdpSets(mdpList.length, m1)) {
          int[] s1 = new int[m1];
          int limbo = mdps;
          for (int k = 0; k < m1; k++) {
            s1[k] = mdpList[set.get(k) - 1];
            limbo &= ~(1 << s1[k]);
          }
          int limboMask = limbo;
          boolean stop =
              forEachTransposition(
                  residentList,
                  m1,
                  (pos, r) -> compatible[s1[pos]][r],
                  tuple -> {
                    List<int[]> mdpPairing = new ArrayList<>();
                    int used = 0;
                    for (int k = 0; k < m1; k++) {
                      mdpPairing.add(new int[] {s1[k], tuple[k]});
                      used |= 1 << tuple[k];
                    }
                    int[] rest = bits(residents & ~used);
                    return remainder(rest, pairs - m1, mdpPairing, limboMask);
                  });
          if (stop) {
            return;
          }
        }
      }

      /**
       * Article 3.6 on a homogeneous bracket or remainder {@code r} (ranks ascending, so BSN k is
       * {@code r[k-1]}): S2 transpositions for the original S1, then for each resident-exchange.
       * Returns true when a perfect candidate was found.
       */
      private boolean remainder(int[] r, int pairs, List<int[]> fixed, int extraDown) {
        if (pairs < 0 || 2 * pairs > r.length) {
          return false;
        }
        List<Integer> s1 = new ArrayList<>();
        List<Integer> s2 = new ArrayList<>();
        for (int k = 1; k <= r.length; k++) {
          (k <= pairs ? s1 : s2).add(k);
        }
        List<Exchange> order =
            exchangeCache.computeIfAbsent((long) pairs << 32 | r.length, x -> exchanges(s1, s2));
        for (int e = -1; e < order.size(); e++) {
          List<Integer> newS1 = new ArrayList<>(s1);
          List<Integer> newS2 = new ArrayList<>(s2);
          if (e >= 0) {
            Exchange x = order.get(e);
            newS1.removeAll(x.fromS1());
            newS1.addAll(x.fromS2());
            newS2.removeAll(x.fromS2());
            newS2.addAll(x.fromS1());
          }
          // The new S1 and S2 are re-sorted by Article 1.2, i.e. by BSN.
          int[] a = newS1.stream().sorted().mapToInt(k -> r[k - 1]).toArray();
          int[] b = newS2.stream().sorted().mapToInt(k -> r[k - 1]).toArray();
          int all = 0;
          for (int x : b) {
            all |= 1 << x;
          }
          int s2Mask = all;
          boolean stop =
              forEachTransposition(
                  b,
                  pairs,
                  (pos, x) -> compatible[a[pos]][x],
                  tuple -> {
                    List<int[]> candidate = new ArrayList<>(fixed);
                    int down = s2Mask;
                    for (int k = 0; k < pairs; k++) {
                      candidate.add(new int[] {a[k], tuple[k]});
                      down &= ~(1 << tuple[k]);
                    }
                    return evaluate(candidate, down | extraDown);
                  });
          if (stop) {
            return true;
          }
        }
        return false;
      }

      /** Evaluates one candidate (3.4); returns true when it is perfect. */
      private boolean evaluate(List<int[]> candidate, int down) {
        if (++generated > CANDIDATE_LIMIT) {
          throw new IllegalStateException(
              "more than "
                  + CANDIDATE_LIMIT
                  + " candidates in bracket "
                  + ids(members)
                  + "; the procedural pairer is meant for small tournaments");
        }
        Prefix b = basic(down);
        if (!b.valid()) {
          return false;
        }
        Prefix p = full(down);
        int c = bestPrefix == null ? -1 : p.compareTo(bestPrefix);
        if (c > 0) {
          return false;
        }
        Quality q = quality(candidate, down);
        if (c < 0 || q.compareTo(bestQuality) < 0) {
          bestPrefix = p;
          bestQuality = q;
          bestPairs = candidate;
        }
        return p.compareTo(ideal) == 0 && q.isIdeal();
      }

      /** C10-C21 of a candidate. */
      private Quality quality(List<int[]> candidate, int down) {
        int[] counts = new int[8];
        List<List<Integer>> diffs =
            List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (int[] pr : candidate) {
          int[] cc = colourCost(pr[0], pr[1]);
          for (int k = 0; k < 4; k++) {
            counts[k] += cc[k];
          }
          int m = Math.min(pr[0], pr[1]);
          int r = Math.max(pr[0], pr[1]);
          if ((mdps >> m & 1) != 0) {
            PlayerState res = players[r];
            int diff = score[m] - score[r];
            // C15/C17: MDP opponents who had an upfloat one / two rounds before.
            counts[5] += res.floatBefore(1) == FloatDirection.UP ? 1 : 0;
            counts[7] += res.floatBefore(2) == FloatDirection.UP ? 1 : 0;
            // C19/C21: score differences of the MDP-pairs whose resident had such an upfloat.
            if (res.floatBefore(1) == FloatDirection.UP) {
              diffs.get(1).add(diff);
            }
            if (res.floatBefore(2) == FloatDirection.UP) {
              diffs.get(3).add(diff);
            }
          }
        }
        int residentScore = score[residentList[0]];
        for (int i = 0; i < n; i++) {
          if ((down >> i & 1) == 0) {
            continue;
          }
          if ((mdps >> i & 1) == 0) {
            // C14/C16: resident downfloaters who had a downfloat one / two rounds before; an MDP
            // floating on from the limbo is not a resident (DUT-1).
            counts[4] += players[i].floatBefore(1) == FloatDirection.DOWN ? 1 : 0;
            counts[6] += players[i].floatBefore(2) == FloatDirection.DOWN ? 1 : 0;
          } else {
            // C18/C20: the score differences of the MDPs with such a downfloat left in the limbo;
            // those of the MDP-pairs are fixed by C7 (DUT-6).
            if (players[i].floatBefore(1) == FloatDirection.DOWN) {
              diffs.get(0).add(score[i] - residentScore);
            }
            if (players[i].floatBefore(2) == FloatDirection.DOWN) {
              diffs.get(2).add(score[i] - residentScore);
            }
          }
        }
        int[][] d = new int[4][];
        for (int k = 0; k < 4; k++) {
          d[k] =
              diffs.get(k).stream()
                  .sorted(Comparator.reverseOrder())
                  .mapToInt(Integer::intValue)
                  .toArray();
        }
        return new Quality(counts, d);
      }
    }
  }
}
