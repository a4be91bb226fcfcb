package org.swisspair.solver.dutch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;
import org.swisspair.solver.dutch.rules.ColourCosts;

/**
 * A bracket's first candidate in Article 4 order (C.04.3 4.2, 4.4.2) that reaches a lower bound of
 * the quality criteria C9-C21 (2.4.4-2.4.16) over every candidate, found without a matching: the
 * generalisation of {@link PerfectCandidate} from "no violation" to "as few violations as the
 * players' classes allow".
 *
 * <p>The players fall into few classes of equal criteria-relevant state, so that a pair's C9-C21
 * counts (a lexicographic vector) are a function of its two classes. The bound is half the optimum
 * of the symmetric transportation problem over the class counts (every pairing of the bracket,
 * exchanges included, with its {@code n mod 2} downfloaters, MDPs paired with residents): no
 * candidate costs less. The MDP-pairings are visited in 4.4.2 and 4.2 order, each cut as soon as
 * its pairs plus the bound of the players left exceed the bracket's bound; at the first one that
 * does not, the remainder's best transposition at class level is a transportation problem of S1R's
 * classes (and a downfloater row) against S2R's, and the first transposition in 4.2 order using
 * only its tight cells ({@link ClassedAssignment}, else {@link LexicographicAssignment}) is the
 * first optimum. It is taken when its cost equals the bracket's bound; otherwise (an exchange might
 * do better, or the bound is not reached) the search gives up.
 *
 * <p><b>Decides or accelerates.</b> Decides the bracket, first of the strategies of {@link
 * BracketPairer}, without a matching ({@link DutchTuning#boundedCandidates}).
 *
 * <p><b>Why the answer is the rules' answer.</b> (3.8) It pairs every MDP and all residents but
 * {@code n mod 2}, of the bracket's lowest score, so it is best on C5-C7; C8 and C4 are confirmed
 * when the next bracket is paired at its ideal values ({@link Relaxation#expectIdeal}), exactly as
 * for a perfect candidate. It reaches a lower bound of C9-C21 over all candidates, so none is
 * better; and every candidate before it in Article 4 order either belongs to an MDP-pairing whose
 * bound already exceeds the bracket's, or is a transposition of the same MDP-pairing that does not
 * reach the class optimum (all transpositions come before exchanges). Every pair it uses is costed
 * exactly and must cost what its classes cost.
 *
 * <p><b>Gives way to.</b> {@link PerfectCandidate} (told when the bound already shows that no
 * candidate is perfect), then the matching: on a pair that costs other than its classes, a missing
 * class optimum, the work budget, more than 8 MDPs, or a bracket whose next bracket will not
 * confirm C4, C7 and C8. A later bracket that does not confirm them sends the round to a pass with
 * a boundary above this bracket ({@link DutchRound}).
 *
 * <p><b>Tested by.</b> {@code BoundedCandidateDifferentialTest} (the same pairings with and
 * without, a third of the brackets decided), {@code BoundedCandidateBoundTest} (the bound against
 * every candidate of small brackets), {@code DutchBoundaryPassTest}, {@code DutchTuningTest} (the
 * preset with this path alone).
 */
final class BoundedCandidate {
  /** The last positions of a transposition, where played pairs crowd, are chosen pair by pair. */
  private static final int TAIL = 256;

  /** Beyond this many MDPs the MDP-pairings are left to the matching. */
  private static final int MAX_MDPS = 8;

  // The fields of a cost vector, most significant first.
  private static final int C9 = 0;
  private static final int C10 = 1;
  private static final int C14 = 5;
  private static final int C15 = 6;
  private static final int C16 = 7;
  private static final int C17 = 8;
  private static final int C19 = 9;

  private final RankedPlayers players;
  private final List<Integer> mdps;
  private final List<Integer> residents;
  private final boolean last;
  private final boolean debug;

  /** MDP score levels, highest first (C19, C21). */
  private final int[] mdpLevel;

  private final int levels;
  private final int fields;

  /** The class of each MDP and of each resident (by index in their lists). */
  private final int[] mdpClass;

  private final int[] residentClass;

  /** Each class's first member (rank) and whether it is a class of MDPs. */
  private final List<Integer> representative = new ArrayList<>();

  private final List<Boolean> ofMdps = new ArrayList<>();
  private int classes;

  /** Per ordered class pair (higher-ranked first), the cost of the pair; null when forbidden. */
  private long[][][] pairCell;

  /** Per class pair, the lesser cost of both orders (the bound); null when forbidden. */
  private long[][][] eitherCell;

  /** Per resident class, the cost of one of them downfloating; null when it may not. */
  private long[][] floatCell;

  private long[] bound;
  private final Map<String, long[]> bounds = new HashMap<>();
  private long work;
  private final long budget;
  private String gaveUp;

  private BoundedCandidate(
      RankedPlayers players,
      List<Integer> mdps,
      List<Integer> residents,
      boolean last,
      boolean debug) {
    this.debug = debug;
    this.players = players;
    this.mdps = mdps;
    this.residents = residents;
    this.last = last;
    int size = mdps.size() + residents.size();
    this.budget = 4_000_000L + 40L * size * size;
    List<Integer> scores = new ArrayList<>();
    for (int m : mdps) {
      if (!scores.contains(players.score(m))) {
        scores.add(players.score(m));
      }
    }
    scores.sort((a, b) -> Integer.compare(b, a));
    mdpLevel = new int[mdps.size()];
    for (int i = 0; i < mdps.size(); i++) {
      mdpLevel[i] = scores.indexOf(players.score(mdps.get(i)));
    }
    levels = scores.size();
    fields = C19 + 2 * levels;
    mdpClass = new int[mdps.size()];
    residentClass = new int[residents.size()];
  }

  /**
   * What the search found: the pairs (ranks) of the bracket's first candidate at the bound, or null
   * (none, or the search gave up: the matching decides); and whether the bound already shows that
   * no candidate is perfect (some criterion C10-C21 cannot be zero), so that {@link
   * PerfectCandidate} need not look.
   */
  record Outcome(List<int[]> pairs, boolean notPerfect) {}

  /**
   * The bracket's first candidate at the bound. Preconditions as for {@link PerfectCandidate}: the
   * last bracket, or one whose assumptions on the next bracket ({@code confirmedBelow}: C4, C7 and
   * C8 at their ideal values) the next bracket will confirm; no more MDPs than residents.
   */
  static Outcome find(
      RankedPlayers players,
      List<Integer> mdps,
      List<Integer> residents,
      boolean last,
      boolean confirmedBelow,
      DutchStatistics statistics,
      boolean debug) {
    if (!(confirmedBelow || last)
        || mdps.size() > residents.size()
        || mdps.size() > MAX_MDPS
        || residents.isEmpty()) {
      return new Outcome(null, false);
    }
    statistics.countBoundedTried();
    BoundedCandidate search = new BoundedCandidate(players, mdps, residents, last, debug);
    List<int[]> pairs = search.search();
    if (debug) {
      System.err.printf(
          "  bounded candidate: %d MDPs + %d residents, %d classes: %s%n",
          mdps.size(),
          residents.size(),
          search.classes,
          pairs != null ? "decided" : "gave up (" + search.gaveUp + ")");
    }
    if (pairs != null) {
      statistics.countBoundedDecided();
    }
    // C9 aside (a perfect candidate's PAB assignee has the fewest unplayed rounds, not none).
    boolean notPerfect = search.bound == null;
    for (int f = C10; f < search.fields && !notPerfect; f++) {
      notPerfect = search.bound[f] != 0;
    }
    return new Outcome(pairs, notPerfect);
  }

  /** The bracket's search, for tests: {@link #doubledBound()} and {@link #cost} of candidates. */
  static BoundedCandidate of(
      RankedPlayers players, List<Integer> mdps, List<Integer> residents, boolean last) {
    BoundedCandidate search = new BoundedCandidate(players, mdps, residents, last, false);
    search.classify();
    return search;
  }

  /** Twice the bracket's bound (null: no pairing at class level). */
  long[] doubledBound() {
    long[] residentCounts = counts(residentClass);
    long[] mdpCounts = counts(mdpClass);
    return doubledBound(mdpCounts, residentCounts, (mdps.size() + residents.size()) % 2);
  }

  /**
   * The C9-C21 counts of the candidate of {@code pairs} (ranks, MDP pairs with the MDP first) and
   * downfloating {@code floaters} (residents); null when a floater may not float.
   */
  long[] cost(List<int[]> pairs, List<Integer> floaters) {
    long[] sum = new long[fields];
    long[] one = new long[fields];
    for (int[] p : pairs) {
      int d = mdps.indexOf(p[0]);
      int higher = d >= 0 ? p[0] : Math.min(p[0], p[1]);
      int lower = d >= 0 ? p[1] : Math.max(p[0], p[1]);
      pairCost(players.get(higher), players.get(lower), d >= 0 ? mdpLevel[d] : -1, one);
      for (int f = 0; f < fields; f++) {
        sum[f] += one[f];
      }
    }
    for (int x : floaters) {
      if (!floaterCost(players.get(x), one)) {
        return null;
      }
      for (int f = 0; f < fields; f++) {
        sum[f] += one[f];
      }
    }
    return sum;
  }

  /** How many players each class holds, of {@code classOf} (a class per player). */
  private long[] counts(int[] classOf) {
    long[] counts = new long[classes];
    for (int c : classOf) {
      counts[c]++;
    }
    return counts;
  }

  private List<int[]> search() {
    classify();
    int m = mdps.size();
    long[] residentCounts = counts(residentClass);
    long[] mdpCounts = counts(mdpClass);
    int floats = (m + residents.size()) % 2;
    bound = doubledBound(mdpCounts, residentCounts, floats);
    if (bound == null) {
      return giveUp("no pairing at class level");
    }
    boolean[] taken = new boolean[residents.size()];
    int[] partner = new int[m];
    long[] partial = new long[fields];
    return mdpPairing(0, taken, partner, partial, mdpCounts, residentCounts, floats);
  }

  /**
   * The MDP-pairings from MDP {@code d} on, in 4.2 order, each cut when it cannot reach the bound;
   * the first one left decides (its remainder's first transposition at the bound, or giving up).
   */
  private List<int[]> mdpPairing(
      int d,
      boolean[] taken,
      int[] partner,
      long[] partial,
      long[] mdpCounts,
      long[] residentCounts,
      int floats) {
    if (d == mdps.size()) {
      return remainder(taken, partner, partial);
    }
    int mdp = mdps.get(d);
    mdpCounts[mdpClass[d]]--;
    long[] pair = new long[fields];
    for (int j = 0; j < residents.size(); j++) {
      if (++work > budget) {
        return giveUp("budget");
      }
      int r = residents.get(j);
      int rc = residentClass[j];
      if (taken[j] || pairCell[mdpClass[d]][rc] == null || !players.compatible(mdp, r)) {
        continue;
      }
      pairCost(players.get(mdp), players.get(r), mdpLevel[d], pair);
      if (!Arrays.equals(pair, pairCell[mdpClass[d]][rc])) {
        return giveUp("an MDP pair costs other than its classes");
      }
      residentCounts[rc]--;
      long[] rest = boundOf(d + 1, mdpCounts, residentCounts, floats);
      long[] reach = null;
      if (rest != null) {
        reach = rest.clone();
        for (int f = 0; f < fields; f++) {
          reach[f] += 2 * (partial[f] + pair[f]);
        }
      }
      int order = reach == null ? 1 : compare(reach, bound);
      if (order < 0) {
        residentCounts[rc]++;
        return giveUp("a bound above a candidate");
      }
      if (order == 0) {
        taken[j] = true;
        partner[d] = j;
        for (int f = 0; f < fields; f++) {
          partial[f] += pair[f];
        }
        // The first MDP-pairing that can reach the bound decides: no backtracking past it.
        return mdpPairing(d + 1, taken, partner, partial, mdpCounts, residentCounts, floats);
      }
      residentCounts[rc]++;
    }
    return giveUp("no MDP-pairing reaches the bound");
  }

  /** The remainder's first transposition at the class optimum, taken if it reaches the bound. */
  private List<int[]> remainder(boolean[] taken, int[] partner, long[] partial) {
    List<Integer> rest = new ArrayList<>();
    for (int j = 0; j < residents.size(); j++) {
      if (!taken[j]) {
        rest.add(j);
      }
    }
    int r = rest.size();
    int half = r / 2;
    boolean odd = r % 2 == 1;
    // Rows: S1R's classes (and the downfloater); columns: S2R's classes.
    int[] rowOf = new int[classes];
    int[] colOf = new int[classes];
    Arrays.fill(rowOf, -1);
    Arrays.fill(colOf, -1);
    List<Integer> rowClasses = new ArrayList<>();
    List<Integer> colClasses = new ArrayList<>();
    List<Integer> rowRep = new ArrayList<>();
    List<Integer> colRep = new ArrayList<>();
    List<Long> rowCount = new ArrayList<>();
    List<Long> colCount = new ArrayList<>();
    for (int i = 0; i < r; i++) {
      int j = rest.get(i);
      int c = residentClass[j];
      if (i < half) {
        if (rowOf[c] < 0) {
          rowOf[c] = rowClasses.size();
          rowClasses.add(c);
          rowRep.add(residents.get(j));
          rowCount.add(0L);
        }
        rowCount.set(rowOf[c], rowCount.get(rowOf[c]) + 1);
      } else {
        if (colOf[c] < 0) {
          colOf[c] = colClasses.size();
          colClasses.add(c);
          colRep.add(residents.get(j));
          colCount.add(0L);
        }
        colCount.set(colOf[c], colCount.get(colOf[c]) + 1);
      }
    }
    int rows = rowClasses.size() + (odd ? 1 : 0);
    long[] supply = new long[rows];
    for (int i = 0; i < rowClasses.size(); i++) {
      supply[i] = rowCount.get(i);
    }
    if (odd) {
      supply[rows - 1] = 1;
    }
    long[] demand = colCount.stream().mapToLong(Long::longValue).toArray();
    ClassTransport transport = new ClassTransport(supply, demand, fields);
    long[][][] cell = new long[rows][colClasses.size()][];
    for (int a = 0; a < rows; a++) {
      for (int b = 0; b < colClasses.size(); b++) {
        long[] c;
        if (a < rowClasses.size()) {
          c = pairCell[rowClasses.get(a)][colClasses.get(b)];
          if (c != null) {
            c = new long[fields];
            pairCost(players.get(rowRep.get(a)), players.get(colRep.get(b)), -1, c);
          }
        } else {
          c = floatCell[colClasses.get(b)];
        }
        if (c != null) {
          cell[a][b] = c;
          transport.allow(a, b, c);
        }
      }
    }
    long[] optimum = transport.optimum();
    if (optimum == null) {
      return giveUp("no transposition at class level");
    }
    long[] reach = new long[fields];
    for (int f = 0; f < fields; f++) {
      reach[f] = 2 * (partial[f] + optimum[f]);
    }
    int order = compare(reach, bound);
    if (order != 0) {
      return giveUp(order < 0 ? "a bound above a transposition" : "transpositions above the bound");
    }
    List<Integer> s1 = new ArrayList<>();
    List<Integer> s2 = new ArrayList<>();
    for (int i = 0; i < r; i++) {
      (i < half ? s1 : s2).add(residents.get(rest.get(i)));
    }
    int[] s1Row = new int[half];
    int[] s2Col = new int[r - half];
    for (int i = 0; i < r; i++) {
      int c = residentClass[rest.get(i)];
      if (i < half) {
        s1Row[i] = rowOf[c];
      } else {
        s2Col[i - half] = colOf[c];
      }
    }
    long[] exact = new long[fields];
    boolean[] inexact = new boolean[1];
    LexicographicAssignment.Edges edges =
        (i, j) -> {
          int row = i < half ? s1Row[i] : rows - 1;
          if (!transport.tight(row, s2Col[j])) {
            return false;
          }
          if (i == half) {
            return true;
          }
          if (!players.compatible(s1.get(i), s2.get(j))) {
            return false;
          }
          pairCost(players.get(s1.get(i)), players.get(s2.get(j)), -1, exact);
          if (!Arrays.equals(exact, cell[row][s2Col[j]])) {
            inexact[0] = true;
            return false;
          }
          return true;
        };
    int[] rowOfLeft = Arrays.copyOf(s1Row, half + (odd ? 1 : 0));
    if (odd) {
      rowOfLeft[half] = rows - 1;
    }
    int[] a =
        new ClassedAssignment(
                rowOfLeft, s2Col, transport, rows, colClasses.size(), edges, TAIL, budget, debug)
            .solve();
    if (a == null && !inexact[0]) {
      // Played pairs defeat the class-level test: the assignment over single pairs decides.
      if (debug) {
        System.err.printf(
            "  bounded candidate: class-level assignment failed, %d x %d%n", half, r - half);
      }
      a =
          new LexicographicAssignment(
                  half + (odd ? 1 : 0), r - half, edges, Math.max(0, budget - work), debug)
              .solve();
    }
    if (inexact[0]) {
      return giveUp("a pair costs other than its classes");
    }
    if (a == null) {
      return giveUp("played pairs block the class optimum");
    }
    List<int[]> pairs = new ArrayList<>();
    for (int d = 0; d < mdps.size(); d++) {
      pairs.add(new int[] {mdps.get(d), residents.get(partner[d])});
    }
    for (int i = 0; i < half; i++) {
      pairs.add(new int[] {s1.get(i), s2.get(a[i])});
    }
    return pairs;
  }

  /**
   * Twice the least cost of pairing the MDPs from {@code d} on and the residents of {@code
   * residentCounts} (per class), {@code floats} residents downfloating; null when the classes
   * cannot pair them at all.
   */
  private long[] boundOf(int d, long[] mdpCounts, long[] residentCounts, int floats) {
    // concat, not +: a '+' links a method handle on first use, a cost every short command paid.
    String key = Integer.toString(d).concat(Arrays.toString(residentCounts));
    if (bounds.containsKey(key)) {
      return bounds.get(key);
    }
    long[] b = doubledBound(mdpCounts, residentCounts, floats);
    bounds.put(key, b);
    return b;
  }

  /**
   * The optimum of the doubled transportation problem: every class (and the downfloaters) both as a
   * row and as a column, so that each pairing of the players is a symmetric transport of twice its
   * cost, and the optimum is at most twice any pairing's cost.
   */
  private long[] doubledBound(long[] mdpCounts, long[] residentCounts, int floats) {
    List<Integer> nodes = new ArrayList<>();
    for (int c = 0; c < classes; c++) {
      if (mdpCounts[c] + residentCounts[c] > 0) {
        nodes.add(c);
      }
    }
    int n = nodes.size() + (floats > 0 ? 1 : 0);
    long[] capacity = new long[n];
    for (int i = 0; i < nodes.size(); i++) {
      int c = nodes.get(i);
      capacity[i] = mdpCounts[c] + residentCounts[c];
    }
    if (floats > 0) {
      capacity[n - 1] = floats;
    }
    ClassTransport transport = new ClassTransport(capacity, capacity, fields);
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        long[] c =
            doubledCell(i < nodes.size() ? nodes.get(i) : -1, j < nodes.size() ? nodes.get(j) : -1);
        if (c != null) {
          transport.allow(i, j, c);
        }
      }
    }
    return transport.optimum();
  }

  /** The cost of classes {@code a} and {@code b} meeting (-1: the downfloaters); null: never. */
  private long[] doubledCell(int a, int b) {
    if (a < 0 && b < 0) {
      return null;
    }
    if (a < 0 || b < 0) {
      int c = Math.max(a, b);
      return ofMdps.get(c) ? null : floatCell[c];
    }
    boolean mdpA = ofMdps.get(a);
    boolean mdpB = ofMdps.get(b);
    if (mdpA && mdpB) {
      return null;
    }
    if (mdpA) {
      return pairCell[a][b];
    }
    if (mdpB) {
      return pairCell[b][a];
    }
    return eitherCell[a][b];
  }

  /** Puts the bracket's players in classes and costs every class pair from representatives. */
  private void classify() {
    boolean anyTopscorer = false;
    for (int x : mdps) {
      anyTopscorer |= players.get(x).topscorer();
    }
    for (int x : residents) {
      anyTopscorer |= players.get(x).topscorer();
    }
    Map<List<Object>, Integer> ids = new HashMap<>();
    for (int i = 0; i < mdps.size(); i++) {
      mdpClass[i] = classOf(ids, mdps.get(i), true, anyTopscorer);
    }
    for (int j = 0; j < residents.size(); j++) {
      residentClass[j] = classOf(ids, residents.get(j), false, anyTopscorer);
    }
    classes = representative.size();
    pairCell = new long[classes][classes][];
    eitherCell = new long[classes][classes][];
    floatCell = new long[classes][];
    for (int a = 0; a < classes; a++) {
      PlayerState pa = players.get(representative.get(a));
      if (!ofMdps.get(a)) {
        floatCell[a] = new long[fields];
        if (!floaterCost(pa, floatCell[a])) {
          floatCell[a] = null;
        }
      }
      for (int b = 0; b < classes; b++) {
        PlayerState pb = players.get(representative.get(b));
        if (ofMdps.get(b)
            || players.absoluteConflict(representative.get(a), representative.get(b))) {
          continue;
        }
        int level = ofMdps.get(a) ? mdpLevel[mdps.indexOf(representative.get(a))] : -1;
        pairCell[a][b] = new long[fields];
        pairCost(pa, pb, level, pairCell[a][b]);
      }
    }
    for (int a = 0; a < classes; a++) {
      for (int b = 0; b < classes; b++) {
        if (ofMdps.get(a) || ofMdps.get(b) || pairCell[a][b] == null) {
          continue;
        }
        eitherCell[a][b] =
            compare(pairCell[a][b], pairCell[b][a]) <= 0 ? pairCell[a][b] : pairCell[b][a];
      }
    }
  }

  /** The class of the player of rank {@code x}, a new one when none has its state yet. */
  private int classOf(Map<List<Object>, Integer> ids, int x, boolean mdp, boolean anyTopscorer) {
    List<Object> key = PlayerClasses.key(mdp, players.get(x), anyTopscorer);
    Integer id = ids.get(key);
    if (id == null) {
      id = representative.size();
      ids.put(key, id);
      representative.add(x);
      ofMdps.add(mdp);
    }
    return id;
  }

  /**
   * The C9-C21 counts of the pair of {@code higher} (the higher-ranked player, the MDP of an
   * MDP-pair of level {@code mdpLevel}; -1 for a pair of residents) and {@code lower}.
   */
  private void pairCost(PlayerState higher, PlayerState lower, int mdpLevel, long[] out) {
    Arrays.fill(out, 0);
    int colour = ColourCosts.of(higher, lower, players.state().initialColour());
    for (int k = 0; k < 4; k++) {
      out[C10 + k] = ColourCosts.count(colour, k);
    }
    if (mdpLevel >= 0) {
      // C15/C17 count the MDP opponents who upfloated; C19/C21 their score differences, by the
      // MDP's score level since the residents share one score.
      if (lower.floatBefore(1) == FloatDirection.UP) {
        out[C15]++;
        out[C19 + mdpLevel]++;
      }
      if (lower.floatBefore(2) == FloatDirection.UP) {
        out[C17]++;
        out[C19 + levels + mdpLevel]++;
      }
    }
  }

  /**
   * The C9, C14 and C16 counts of resident {@code p} downfloating; false when it may not (C2 in the
   * last bracket, where the downfloater receives the PAB).
   */
  private boolean floaterCost(PlayerState p, long[] out) {
    Arrays.fill(out, 0);
    if (last) {
      if (p.byeIneligible()) {
        return false;
      }
      out[C9] = p.unplayedRounds();
    }
    out[C14] = p.floatBefore(1) == FloatDirection.DOWN ? 1 : 0;
    out[C16] = p.floatBefore(2) == FloatDirection.DOWN ? 1 : 0;
    return true;
  }

  private static int compare(long[] a, long[] b) {
    return Arrays.compare(a, b);
  }

  private List<int[]> giveUp(String why) {
    gaveUp = why;
    return null;
  }
}
