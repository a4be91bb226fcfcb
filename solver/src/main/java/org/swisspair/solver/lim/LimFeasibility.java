package org.swisspair.solver.lim;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.solver.swiss.CardinalityMatching;

/**
 * The feasibility oracle of the Lim procedure: a maximum-cardinality matching ({@link
 * CardinalityMatching}) of the compatibility graph of some players, kept maximum while pairs are
 * fixed, players leave and players join. The procedure asks it only yes-or-no questions: can this
 * pair be made, or this player leave, and the rest still make as many pairs as before (LIM-9,
 * LIM-11). Each question is one augmenting-path search from a maximum matching, so the answer
 * equals that of an exhaustive search without its cost. Players are known by pairing number.
 */
final class LimFeasibility {
  /** Whether two players, by pairing number, may meet. */
  @FunctionalInterface
  interface Compatible {
    /** True when {@code a} and {@code b} may meet. */
    boolean test(int a, int b);
  }

  private final Map<Integer, Integer> index = new HashMap<>();
  private int[] ids = new int[8];
  private final CardinalityMatching matching;

  /** The matching of {@code players} under {@code compatible}, built greedily in their order. */
  LimFeasibility(List<Integer> players, Compatible compatible) {
    this(players, compatible, List.of());
  }

  /**
   * The matching of {@code players}, starting from the compatible pairs of {@code hint} (the pairs
   * the procedure is likely to make, so that most of its questions need no search), then greedily
   * in the players' order.
   */
  LimFeasibility(List<Integer> players, Compatible compatible, List<int[]> hint) {
    for (int id : players) {
      register(id);
    }
    matching = new CardinalityMatching(players.size(), (u, v) -> compatible.test(ids[u], ids[v]));
    for (int[] h : hint) {
      Integer a = index.get(h[0]);
      Integer b = index.get(h[1]);
      if (a != null && b != null) {
        matching.tryMatch(a, b);
      }
    }
    // Greedy next, in the order given, then augment to maximum.
    matching.greedy();
    matching.maximum();
  }

  /** The most pairs the players still present can make. */
  int maxPairs() {
    return matching.pairs();
  }

  /** The number of players still present. */
  int present() {
    return matching.presentCount();
  }

  /** True when every player still present can be paired. */
  boolean perfect() {
    return matching.isPerfect();
  }

  /**
   * True when pairing {@code a} with {@code b} (who must be compatible) leaves the others able to
   * make one pair fewer than now, i.e. the maximum is kept.
   */
  boolean canFix(int a, int b) {
    return matching.canTakePair(vertex(a), vertex(b));
  }

  /** Pairs {@code a} with {@code b} for good; both leave. Requires {@link #canFix}. */
  void fix(int a, int b) {
    if (!matching.takePair(vertex(a), vertex(b))) {
      throw new IllegalStateException(
          "pair " + a + "-" + b + " would lose a pair of the group (an engine bug)");
    }
  }

  /** True when {@code a} can leave and the others still make as many pairs as now. */
  boolean canRemove(int a) {
    return matching.canRemove(vertex(a));
  }

  /** Removes {@code a} (a floater leaving), keeping the matching maximum for the others. */
  void remove(int a) {
    matching.remove(vertex(a));
  }

  /** Brings back {@code id}, who had left (4.4.1), and keeps the matching maximum. */
  void restore(int id) {
    int v = vertex(id);
    if (matching.present(v)) {
      throw new IllegalArgumentException("player " + id + " has not left");
    }
    matching.restore(v);
  }

  /** Adds player {@code id} (a player joining, 2.6) and keeps the matching maximum. */
  void add(int id) {
    register(id);
    matching.addVertex();
  }

  /** The player's current partner in the maximum matching, 0 when none. */
  int mateOf(int id) {
    int m = matching.mate(vertex(id));
    return m == -1 ? 0 : ids[m];
  }

  private int vertex(int id) {
    Integer v = index.get(id);
    if (v == null) {
      throw new IllegalArgumentException("player " + id + " is not in this group");
    }
    return v;
  }

  private void register(int id) {
    if (index.containsKey(id)) {
      throw new IllegalArgumentException("player " + id + " is already in this group");
    }
    int v = index.size();
    if (v == ids.length) {
      ids = Arrays.copyOf(ids, 2 * v);
    }
    ids[v] = id;
    index.put(id, v);
  }
}
