package org.swisspair.solver.ratingbased;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.WeightedGraph;

/**
 * The first acceptable candidate in the order of D.1 and D.2, found without trying the candidates
 * that cannot be acceptable (RTG-10): a matching over the whole group first says whether any split
 * can succeed (when none can, every exchange is skipped); within a split, S2's player for each
 * position of S1 is the first, in S2 order, after which an optimal assignment of the rest still
 * stays within x and leaves only players who may leave. Each step therefore takes the player the
 * literal order would have taken. Past the bounds of RTG-11 the search stops.
 */
final class PrunedFinder implements CandidateFinder {
  /** RTG-11: exchanges tried in one search before the feasibility matching's pairing is taken. */
  static final int EXCHANGE_BOUND = 20_000;

  /** RTG-11: elementary steps (sum of the cubes of S2's sizes) over the exchanges of one search. */
  static final long WORK_BOUND = 4_000_000_000L;

  /** RTG-11: candidates refused by a condition on the whole set of leftovers, in one search. */
  static final int LEAF_BOUND = 2_000;

  private static final long FORBIDDEN = 1L << 40;

  private int boundsHit;

  @Override
  public int boundsHit() {
    return boundsHit;
  }

  @Override
  public GroupSearch.Candidate first(RoundData d, GroupSearch g) {
    int n = g.players().length;
    int p = g.p();
    if (2 * p > n) {
      // S1 larger than S2: p pairings cannot be made.
      return null;
    }
    Leaving leaving = new Leaving(d, g);
    int[] s1 = Arrays.copyOfRange(g.players(), 0, p);
    int[] s2 = Arrays.copyOfRange(g.players(), p, n);
    int[] leafBudget = {LEAF_BOUND};
    if (!g.exchanges()) {
      GroupSearch.Candidate c = split(d, g, leaving, s1, s2, "", leafBudget);
      boundsHit += c == null && leafBudget[0] <= 0 ? 1 : 0;
      return c;
    }
    GroupSearch.Candidate c = split(d, g, leaving, s1, s2, "", leafBudget);
    if (c != null || leafBudget[0] <= 0) {
      boundsHit += c == null ? 1 : 0;
      return c;
    }
    // No transposition works: exchanges are tried only if some split can succeed at all.
    Gate gate = gate(d, g, leaving);
    if (gate == null || gate.cost > g.budget()) {
      return null;
    }
    GroupSearch.Candidate[] found = new GroupSearch.Candidate[1];
    int[] tried = {0};
    long[] work = {0};
    boolean[] cut = {false};
    Exchanges.forEach(
        n,
        p,
        e -> {
          if (++tried[0] > EXCHANGE_BOUND || work[0] > WORK_BOUND || leafBudget[0] <= 0) {
            cut[0] = true;
            return true;
          }
          long m = n - p;
          work[0] += m * m * m;
          int[][] sp = Exchanges.split(g.players(), p, e);
          found[0] = split(d, g, leaving, sp[0], sp[1], e.label(), leafBudget);
          return found[0] != null;
        });
    if (found[0] == null && cut[0]) {
      boundsHit++;
      // RTG-11: the search is cut short; the pairing the matching found is acceptable.
      return g.test() == null || leaving.single ? gate.candidate(d, g) : null;
    }
    return found[0];
  }

  @Override
  public int minimumViolations(RoundData d, GroupSearch g) {
    Leaving leaving = new Leaving(d, g);
    if (2 * g.p() > g.players().length) {
      return Integer.MAX_VALUE / 4;
    }
    if (g.exchanges()) {
      Gate gate = gate(d, g, leaving);
      return gate == null ? Integer.MAX_VALUE / 4 : gate.cost;
    }
    int p = g.p();
    int[] s1 = Arrays.copyOfRange(g.players(), 0, p);
    int[] s2 = Arrays.copyOfRange(g.players(), p, g.players().length);
    long t = new Assignment(costs(d, g, leaving, s1, s2)).total();
    return t >= FORBIDDEN ? Integer.MAX_VALUE / 4 : (int) t;
  }

  /**
   * Who may be left unpaired: the search's own rule, and a condition on the leftovers that is one
   * on each player when exactly one is left (then it is exact and needs no retries).
   */
  private static final class Leaving {
    final RoundData d;
    final GroupSearch g;
    final boolean single;
    final Map<Integer, Boolean> memo = new HashMap<>();

    Leaving(RoundData d, GroupSearch g) {
      this.d = d;
      this.g = g;
      this.single = g.test() != null && g.players().length - 2 * g.p() == 1;
    }

    boolean may(int id) {
      if (!g.mayLeave(d, id)) {
        return false;
      }
      return !single || memo.computeIfAbsent(id, k -> g.test().accepts(List.of(k)));
    }

    /** The condition on the whole set still to check at a complete candidate. */
    boolean accepts(List<Integer> left) {
      return g.test() == null || single || g.test().accepts(left);
    }
  }

  /** The cost matrix of a split: S1 rows, then one row per player to be left, by S2 column. */
  private static long[][] costs(RoundData d, GroupSearch g, Leaving leaving, int[] s1, int[] s2) {
    int m = s2.length;
    long[][] c = new long[m][m];
    for (int j = 0; j < m; j++) {
      for (int i = 0; i < s1.length; i++) {
        c[i][j] = d.legal(s1[i], s2[j], g.rung()) ? d.cost(s1[i], s2[j]) : FORBIDDEN;
      }
      long leave = leaving.may(s2[j]) ? 0 : FORBIDDEN;
      for (int i = s1.length; i < m; i++) {
        c[i][j] = leave;
      }
    }
    return c;
  }

  /** The first acceptable transposition of one split, position by position. */
  private static GroupSearch.Candidate split(
      RoundData d,
      GroupSearch g,
      Leaving leaving,
      int[] s1,
      int[] s2,
      String label,
      int[] leafBudget) {
    GroupSearch.Candidate greedy = greedy(d, g, leaving, s1, s2, label);
    if (greedy != null) {
      return greedy;
    }
    long[][] c = costs(d, g, leaving, s1, s2);
    Assignment a = new Assignment(c);
    long total = a.total();
    if (total >= FORBIDDEN || total > g.budget()) {
      return null;
    }
    int[] chosen = new int[s1.length];
    boolean[] used = new boolean[s2.length];
    Degrees deg = new Degrees(c);
    return place(d, g, leaving, s1, s2, label, c, a, deg, 0, 0, chosen, used, leafBudget);
  }

  /**
   * Each position of S1 takes the first player of S2 that is legal and keeps x: when this completes
   * to an acceptable candidate it is the first one, since every player skipped could be in no
   * acceptable candidate with that beginning. Null when it does not complete.
   */
  private static GroupSearch.Candidate greedy(
      RoundData d, GroupSearch g, Leaving leaving, int[] s1, int[] s2, String label) {
    boolean[] used = new boolean[s2.length];
    int[] order = new int[s2.length];
    int spent = 0;
    for (int i = 0; i < s1.length; i++) {
      int pick = -1;
      for (int j = 0; j < s2.length && pick < 0; j++) {
        if (!used[j]
            && spent + d.cost(s1[i], s2[j]) <= g.budget()
            && d.legal(s1[i], s2[j], g.rung())) {
          pick = j;
        }
      }
      if (pick < 0) {
        return null;
      }
      used[pick] = true;
      order[i] = s2[pick];
      spent += d.cost(s1[i], s2[pick]);
    }
    List<Integer> left = new ArrayList<>();
    int k = s1.length;
    for (int j = 0; j < s2.length; j++) {
      if (!used[j]) {
        if (!leaving.may(s2[j])) {
          return null;
        }
        order[k++] = s2[j];
        left.add(s2[j]);
      }
    }
    if (!leaving.accepts(left)) {
      return null;
    }
    return new GroupSearch.Candidate(s1, order, label, spent);
  }

  private static GroupSearch.Candidate place(
      RoundData d,
      GroupSearch g,
      Leaving leaving,
      int[] s1,
      int[] s2,
      String label,
      long[][] c,
      Assignment a,
      Degrees deg,
      int pos,
      long spent,
      int[] chosen,
      boolean[] used,
      int[] leafBudget) {
    if (pos == s1.length) {
      int[] order = new int[s2.length];
      List<Integer> left = new ArrayList<>();
      for (int i = 0; i < s1.length; i++) {
        order[i] = s2[chosen[i]];
      }
      int k = s1.length;
      for (int j = 0; j < s2.length; j++) {
        if (!used[j]) {
          order[k++] = s2[j];
          left.add(s2[j]);
        }
      }
      if (!leaving.accepts(left)) {
        leafBudget[0]--;
        return null;
      }
      return new GroupSearch.Candidate(s1, order, label, (int) spent);
    }
    for (int j = 0; j < s2.length && leafBudget[0] > 0; j++) {
      if (used[j]
          || c[pos][j] >= FORBIDDEN
          || spent + c[pos][j] > g.budget()
          || deg.strands(pos, j)) {
        continue;
      }
      Object saved = a.save();
      long rest = a.fix(pos, j);
      if (rest < FORBIDDEN && spent + c[pos][j] + rest <= g.budget()) {
        used[j] = true;
        chosen[pos] = j;
        deg.take(pos, j);
        GroupSearch.Candidate r =
            place(
                d,
                g,
                leaving,
                s1,
                s2,
                label,
                c,
                a,
                deg,
                pos + 1,
                spent + c[pos][j],
                chosen,
                used,
                leafBudget);
        if (r != null) {
          return r;
        }
        deg.give(pos, j);
        used[j] = false;
      }
      a.restore(saved);
    }
    return null;
  }

  /**
   * The allowed cells left in each row and column of the cost matrix while rows are fixed in order:
   * a quick necessary test before the assignment is repaired (a row or a column would be left with
   * no allowed cell).
   */
  private static final class Degrees {
    private final long[][] c;
    private final int[] row;
    private final int[] col;
    private final boolean[] rowOut;
    private final boolean[] colOut;

    Degrees(long[][] c) {
      this.c = c;
      int m = c.length;
      row = new int[m];
      col = new int[m];
      rowOut = new boolean[m];
      colOut = new boolean[m];
      for (int i = 0; i < m; i++) {
        for (int j = 0; j < m; j++) {
          if (c[i][j] < FORBIDDEN) {
            row[i]++;
            col[j]++;
          }
        }
      }
    }

    /** True when fixing row r to column k leaves another row or column without a cell. */
    boolean strands(int r, int k) {
      int m = c.length;
      for (int j = 0; j < m; j++) {
        if (j != k && !colOut[j] && c[r][j] < FORBIDDEN && col[j] == 1) {
          return true;
        }
      }
      for (int i = 0; i < m; i++) {
        if (i != r && !rowOut[i] && c[i][k] < FORBIDDEN && row[i] == 1) {
          return true;
        }
      }
      return false;
    }

    void take(int r, int k) {
      rowOut[r] = true;
      colOut[k] = true;
      shift(r, k, -1);
    }

    void give(int r, int k) {
      shift(r, k, 1);
      rowOut[r] = false;
      colOut[k] = false;
    }

    private void shift(int r, int k, int by) {
      for (int j = 0; j < c.length; j++) {
        if (!colOut[j] && c[r][j] < FORBIDDEN) {
          col[j] += by;
        }
      }
      for (int i = 0; i < c.length; i++) {
        if (!rowOut[i] && c[i][k] < FORBIDDEN) {
          row[i] += by;
        }
      }
    }
  }

  /** The result of the matching over all splits: its cost and its pairs. */
  private record Gate(int cost, int[] mate) {
    /** The matching's pairs as a candidate, the higher-ranked player of each in S1. */
    GroupSearch.Candidate candidate(RoundData d, GroupSearch g) {
      int[] players = g.players();
      List<Integer> s1 = new ArrayList<>();
      List<Integer> s2 = new ArrayList<>();
      for (int i = 0; i < players.length; i++) {
        int m = mate[i];
        if (m > i && m < players.length) {
          s1.add(i);
        }
      }
      int[] first = new int[s1.size()];
      int[] second = new int[players.length - s1.size()];
      for (int k = 0; k < s1.size(); k++) {
        first[k] = players[s1.get(k)];
        second[k] = players[mate[s1.get(k)]];
      }
      int k = s1.size();
      for (int i = 0; i < players.length; i++) {
        int m = mate[i];
        if (m < 0 || m >= players.length) {
          second[k++] = players[i];
        }
      }
      return new GroupSearch.Candidate(first, second, "bound: feasibility matching", cost);
    }
  }

  /**
   * A maximum-weight matching over the whole group with one dummy vertex per player to be left:
   * perfect exactly when some split has an acceptable candidate for an unlimited x; its cost is
   * then the fewest colour preferences any candidate leaves ungranted. Null when not perfect.
   */
  private static Gate gate(RoundData d, GroupSearch g, Leaving leaving) {
    int[] players = g.players();
    int n = players.length;
    int dummies = n - 2 * g.p();
    int nv = n + dummies;
    long big = 2L * n + 4;
    WeightedGraph graph = new WeightedGraph(nv, 1);
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (d.legal(players[i], players[j], g.rung())) {
          graph.addEdge(i, j, big - d.cost(players[i], players[j]));
        }
      }
      if (dummies > 0 && leaving.may(players[i])) {
        for (int k = n; k < nv; k++) {
          graph.addEdge(i, k, big);
        }
      }
    }
    int[] mate = new BlossomMatching().maximumWeightMatching(graph);
    int cost = 0;
    for (int i = 0; i < nv; i++) {
      if (mate[i] < 0) {
        return null;
      }
      if (i < n && mate[i] > i && mate[i] < n) {
        cost += d.cost(players[i], players[mate[i]]);
      }
    }
    return new Gate(cost, mate);
  }
}
