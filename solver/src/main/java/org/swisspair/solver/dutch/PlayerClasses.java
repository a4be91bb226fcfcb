package org.swisspair.solver.dutch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;
import org.swisspair.solver.matching.ReducedCosts;

/**
 * The players of a priced bracket solve (C.04.3 Article 3) in classes of equal criteria-relevant
 * state (score, colour state, floats of the two last rounds, PAB history, place in the graph), so
 * that the pricing rounds need not visit every pair: a pair whose vertex duals already exceed twice
 * its class pair's weight has a positive reduced cost. The classes are a claim, proved pair by pair
 * in the one pass that computes every weight ({@link #record}): each allowed pair must weigh what
 * its two classes weigh, or the classes are dropped and every pair is priced as before. The classed
 * solve of {@link BracketMatching} goes further and never visits every pair: its weights come from
 * a table filled from one representative pair per class pair ({@link #fillTable}).
 *
 * <p>Some vertices stand alone (the MDPs of an MDP-pairing, whose pairs carry their Article 4
 * order): their pairs are priced one by one.
 */
final class PlayerClasses {
  /** Past this many classes the class pairs cost more than they save. */
  private static final int MAX_CLASSES = 512;

  private final int vertices;

  /** Each vertex's class, -1 for a vertex priced alone. */
  private final int[] classOf;

  private final int[][] members;
  private final int[] alone;

  /** The weight index of ordered class pair {@code a * k + b} (the higher-ranked end in a). */
  private final int[] table;

  private final int k;

  private PlayerClasses(int vertices, int[] classOf, int[][] members, int[] alone) {
    this.vertices = vertices;
    this.classOf = classOf;
    this.members = members;
    this.alone = alone;
    this.k = members.length;
    this.table = new int[k * k];
  }

  /**
   * The classes of {@code players} (local vertices, the graph's order): vertices from {@code
   * aloneBelow} down are classed, those before it stand alone; {@code part} tells each vertex's
   * place (bracket, next scoregroup, below); {@code coarse}, for the tests, coarsens the classes so
   * that their proof fails and the fallback is taken. Null when there would be too many classes.
   */
  static PlayerClasses of(PlayerState[] players, int aloneBelow, int[] part, boolean coarse) {
    int n = players.length;
    int[] classOf = new int[n];
    Map<List<Object>, Integer> ids = new HashMap<>();
    List<List<Integer>> lists = new ArrayList<>();
    int[] alone = new int[Math.min(aloneBelow, n)];
    boolean anyTopscorer = false;
    for (PlayerState p : players) {
      anyTopscorer |= p.topscorer();
    }
    for (int v = 0; v < n; v++) {
      if (v < aloneBelow) {
        classOf[v] = -1;
        alone[v] = v;
        continue;
      }
      PlayerState p = players[v];
      List<Object> key =
          coarse ? List.of(part[v], p.pairingScore()) : key(part[v], p, anyTopscorer);
      Integer id = ids.get(key);
      if (id == null) {
        if (lists.size() == MAX_CLASSES) {
          return null;
        }
        id = lists.size();
        ids.put(key, id);
        lists.add(new ArrayList<>());
      }
      classOf[v] = id;
      lists.get(id).add(v);
    }
    int[][] members = new int[lists.size()][];
    for (int c = 0; c < members.length; c++) {
      members[c] = lists.get(c).stream().mapToInt(Integer::intValue).toArray();
    }
    return new PlayerClasses(n, classOf, members, alone);
  }

  /**
   * Everything the criteria read of one player, after {@code place} (where the caller keeps it):
   * two players with equal keys are interchangeable in every criterion C2-C21.
   */
  static List<Object> key(Object place, PlayerState p, boolean anyTopscorer) {
    return List.of(
        place,
        p.pairingScore(),
        p.colourDifference(),
        p.preference(),
        p.recentColour(0),
        p.recentColour(1),
        p.floatBefore(1),
        p.floatBefore(2),
        p.byeIneligible(),
        p.unplayedRounds(),
        p.topscorer(),
        // Article 5.2.3 reads both whole histories to decide who of two players with the same
        // absolute preference gets it; C10 and C11 then count for a pair with a topscorer.
        p.topscorer() || anyTopscorer && p.preference().strength() == Strength.ABSOLUTE
            ? p.playedColours()
            : List.of());
  }

  /** The number of classes. */
  int size() {
    return k;
  }

  /** How one pair's weight is computed: {@code u < v}, into {@code w}. */
  interface PairWeight {
    void weightInto(int u, int v, long[] w);
  }

  /** The weights of the ordered class pairs, {@code limbs} each, index {@code a * k + b}. */
  private long[] weights;

  private int limbs;

  /**
   * Fills the table from one representative pair per ordered class pair (the first member of the
   * higher class with the last of the other, when it ranks below), instead of from every pair: the
   * class key holds everything the criteria read of a player, so every pair of the two classes
   * weighs the same. The classed solve checks that claim on every pair whose weight it computes
   * anyway, and falls back to pricing pair by pair when it fails.
   */
  void fillTable(PairWeight weight, int limbs) {
    this.limbs = limbs;
    weights = new long[k * k * limbs];
    long[] w = new long[limbs];
    for (int a = 0; a < k; a++) {
      for (int b = 0; b < k; b++) {
        int u = members[a][0];
        int v = members[b][members[b].length - 1];
        if (u >= v) {
          continue;
        }
        weight.weightInto(u, v, w);
        System.arraycopy(w, 0, weights, (a * k + b) * limbs, limbs);
        table[a * k + b] = a * k + b + 1;
      }
    }
  }

  /** True when {@code v} has a class (is not priced alone). */
  boolean classed(int v) {
    return classOf[v] >= 0;
  }

  /** The table's weights ({@link #fillTable}); pair {@code u < v} starts at {@link #at}. */
  long[] weights() {
    return weights;
  }

  /** Where the weight of classed pair {@code u < v} starts in {@link #weights}. */
  int at(int u, int v) {
    return (classOf[u] * k + classOf[v]) * limbs;
  }

  /** True when {@code w} is the table's weight of classed pair {@code u < v}. */
  boolean holds(int u, int v, long[] w) {
    int at = at(u, v);
    for (int i = 0; i < limbs; i++) {
      if (weights[at + i] != w[i]) {
        return false;
      }
    }
    return true;
  }

  /** {@link #visitCandidates} over the table of {@link #fillTable}. */
  void visitCandidates(ReducedCosts costs, PairVisitor visitor) {
    visitCandidates(costs, weights, i -> (i - 1) * limbs, limbs, false, visitor);
  }

  /**
   * Visits every pair {@code u < v} of the table's classes (and every pair of a vertex alone) that
   * may have zero or negative reduced cost under {@code costs}: every tight pair among them.
   */
  void visitTightCandidates(ReducedCosts costs, PairVisitor visitor) {
    visitCandidates(costs, weights, i -> (i - 1) * limbs, limbs, true, visitor);
  }

  /**
   * Records that the allowed pair {@code u < v} has weight index {@code index}; false when that
   * contradicts an earlier pair of the same two classes (the classes do not hold).
   */
  boolean record(int u, int v, int index) {
    int a = classOf[u];
    int b = classOf[v];
    if (a < 0 || b < 0) {
      return true;
    }
    int at = a * k + b;
    if (table[at] == 0) {
      table[at] = index;
      return true;
    }
    return table[at] == index;
  }

  /** The weight index recorded for the classes of {@code u < v}, 0 when none yet or alone. */
  int weightIndex(int u, int v) {
    int a = classOf[u];
    int b = classOf[v];
    return a < 0 || b < 0 ? 0 : table[a * k + b];
  }

  /** What a pricing round does with a pair {@code u < v} the enumeration could not rule out. */
  interface PairVisitor {
    void visit(int u, int v);

    /** {@link #visit} of pair {@code u < v} met in the row of {@code row} (one of the two). */
    default void visitInRow(int row, int u, int v) {
      visit(u, v);
    }

    /**
     * Whether the enumeration may leave the rest of {@code u}'s row (its partners of higher dual in
     * one group): only when the round already found what it needed there.
     */
    default boolean rowDone(int u) {
      return false;
    }

    /**
     * Whether every pair of {@code v} would be turned away: the enumeration then leaves it out of
     * the groups, where a vertex of zero dual would otherwise meet every partner.
     */
    default boolean leavesOut(int v) {
      return false;
    }
  }

  /**
   * Blossoms with at least this many vertices split the classes in the pricing rounds, so that
   * their pairs inside count the blossom's dual: a large bracket's optimum has blossoms of
   * thousands of vertices, whose pairs the vertex duals alone cannot show to be feasible.
   */
  private static final int SPLITTING_BLOSSOM = 32;

  /**
   * Visits every pair {@code u < v} whose reduced cost under {@code costs} may be negative: those
   * whose vertex duals, and the dual of the outermost large blossom holding both, fall short of
   * twice the heavier weight of their class pair (other blossom duals only add, so every other pair
   * is tight or positive).
   */
  void visitCandidates(
      ReducedCosts costs, long[] values, IntUnaryOperator offset, int limbs, PairVisitor visitor) {
    visitCandidates(costs, values, offset, limbs, false, visitor);
  }

  /** {@link #visitCandidates}; with {@code orTight} the pairs whose duals just reach it too. */
  private void visitCandidates(
      ReducedCosts costs,
      long[] values,
      IntUnaryOperator offset,
      int limbs,
      boolean orTight,
      PairVisitor visitor) {
    for (int u : alone) {
      for (int v = 0; v < vertices; v++) {
        if (v != u && !(classOf[v] < 0 && v < u)) {
          visitor.visit(Math.min(u, v), Math.max(u, v));
        }
      }
    }
    // Groups: the members of one class in one large outermost blossom (or in none), by dual; in
    // primitive arrays, since the pricing rounds of a large bracket regroup tens of thousands of
    // vertices each time.
    List<int[]> groups = new ArrayList<>();
    List<Integer> groupClass = new ArrayList<>();
    List<Integer> groupBlossom = new ArrayList<>();
    int[] blossomKey = new int[vertices];
    int[] scratch = new int[vertices];
    IntComparator byBlossomThenDual =
        (x, y) ->
            blossomKey[x] != blossomKey[y]
                ? Integer.compare(blossomKey[x], blossomKey[y])
                : costs.compareVertexDuals(x, y);
    for (int c = 0; c < k; c++) {
      for (int v : members[c]) {
        int b = costs.outermostBlossom(v);
        blossomKey[v] = b >= 0 && costs.blossomSize(b) < SPLITTING_BLOSSOM ? -1 : b;
      }
      int kept = 0;
      int[] sorted = new int[members[c].length];
      for (int v : members[c]) {
        if (!visitor.leavesOut(v)) {
          sorted[kept++] = v;
        }
      }
      sorted = Arrays.copyOf(sorted, kept);
      // Stable: vertices of equal dual stay in vertex order.
      mergeSort(sorted, 0, sorted.length, scratch, byBlossomThenDual);
      for (int from = 0; from < sorted.length; ) {
        int to = from + 1;
        while (to < sorted.length && blossomKey[sorted[to]] == blossomKey[sorted[from]]) {
          to++;
        }
        groups.add(Arrays.copyOfRange(sorted, from, to));
        groupClass.add(c);
        groupBlossom.add(blossomKey[sorted[from]]);
        from = to;
      }
    }
    // The heavier weight of each class pair once, not once per pair of groups.
    long[] bounds = new long[k * k * limbs];
    long[][] outside = new long[k * k][];
    long[] bound = new long[limbs];
    for (int a = 0; a < k; a++) {
      for (int b = a; b < k; b++) {
        if (heavier(table[a * k + b], table[b * k + a], values, offset, limbs, bound)) {
          System.arraycopy(bound, 0, bounds, (a * k + b) * limbs, limbs);
          System.arraycopy(bound, 0, bounds, (b * k + a) * limbs, limbs);
          outside[a * k + b] = costs.threshold(bound, 0, -1);
          outside[b * k + a] = outside[a * k + b];
        }
      }
    }
    for (int g = 0; g < groups.size(); g++) {
      for (int h = g; h < groups.size(); h++) {
        int a = groupClass.get(g);
        int b = groupClass.get(h);
        if (outside[a * k + b] == null) {
          continue;
        }
        int blossom = groupBlossom.get(g);
        long[] threshold =
            blossom >= 0 && blossom == groupBlossom.get(h)
                ? costs.threshold(bounds, (a * k + b) * limbs, blossom)
                : outside[a * k + b];
        if (threshold == null) {
          continue;
        }
        int[] left = groups.get(g);
        int[] right = groups.get(h);
        for (int u : left) {
          boolean any = false;
          for (int v : right) {
            if (v == u) {
              continue;
            }
            int sum = costs.compareSum(u, v, threshold);
            if (sum > 0 || sum == 0 && !orTight) {
              break;
            }
            any = true;
            if (g != h || u < v) {
              visitor.visitInRow(u, Math.min(u, v), Math.max(u, v));
              if (visitor.rowDone(u)) {
                break;
              }
            }
          }
          if (!any) {
            // u's lightest pair is already not violated: nor is any later u's.
            break;
          }
        }
      }
    }
  }

  /**
   * Writes into {@code bound} the heavier of the weights of indices {@code x} and {@code y} (0: no
   * pair); false when both are 0.
   */
  private static boolean heavier(
      int x, int y, long[] values, IntUnaryOperator offset, int limbs, long[] bound) {
    if (x == 0 && y == 0) {
      return false;
    }
    int pick = x;
    if (x == 0) {
      pick = y;
    } else if (y != 0) {
      int ox = offset.applyAsInt(x);
      int oy = offset.applyAsInt(y);
      for (int i = 0; i < limbs; i++) {
        if (values[ox + i] != values[oy + i]) {
          pick = values[ox + i] > values[oy + i] ? x : y;
          break;
        }
      }
    }
    System.arraycopy(values, offset.applyAsInt(pick), bound, 0, limbs);
    return true;
  }

  /** Compares two vertices. */
  private interface IntComparator {
    int compare(int x, int y);
  }

  /** Sorts {@code a[from..to)} stably by {@code order}, {@code scratch} at least as long. */
  private static void mergeSort(int[] a, int from, int to, int[] scratch, IntComparator order) {
    if (to - from < 2) {
      return;
    }
    int mid = (from + to) >>> 1;
    mergeSort(a, from, mid, scratch, order);
    mergeSort(a, mid, to, scratch, order);
    if (order.compare(a[mid - 1], a[mid]) <= 0) {
      return;
    }
    System.arraycopy(a, from, scratch, from, to - from);
    int i = from;
    int j = mid;
    for (int out = from; out < to; out++) {
      if (j >= to || i < mid && order.compare(scratch[i], scratch[j]) <= 0) {
        a[out] = scratch[i++];
      } else {
        a[out] = scratch[j++];
      }
    }
  }
}
