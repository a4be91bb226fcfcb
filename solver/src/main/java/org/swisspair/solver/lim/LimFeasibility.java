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
 * equals that of an exhaustive search without its cost; a path of one or three edges is looked for
 * first, which answers most questions without a search tree over the whole group. Only the answers
 * reach the procedure, never the matching, so the pairing does not depend on which maximum matching
 * is held. Players are known by pairing number.
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
  // The graph as bit rows when given whole, else null (built by the matching as it goes).
  private final long[][] rows;
  // The short augmenting path found by the last canFix, for the fix of the same pair.
  private int[] shortPath;
  private int shortA = -1;
  private int shortB = -1;

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
    this.rows = null;
    matching = new CardinalityMatching(players.size(), (u, v) -> compatible.test(ids[u], ids[v]));
    start(hint);
  }

  /**
   * The matching of {@code players} whose compatibility graph is {@code rows} ({@link
   * LimCompatibility#rows}), started as {@link #LimFeasibility(List, Compatible, List)}; players
   * cannot join it later.
   */
  LimFeasibility(List<Integer> players, long[][] rows, List<int[]> hint) {
    for (int id : players) {
      register(id);
    }
    this.rows = rows;
    matching = new CardinalityMatching(rows, null);
    start(hint);
  }

  /**
   * The hint's compatible pairs, then greedily in the players' order, then augmented to maximum.
   */
  private void start(List<int[]> hint) {
    for (int[] h : hint) {
      Integer a = index.get(h[0]);
      Integer b = index.get(h[1]);
      if (a != null && b != null) {
        matching.tryMatch(a, b);
      }
    }
    int n = matching.size();
    // Each exposed player takes the first exposed player after him who may meet him; a linked list
    // of the exposed players (n ends it) skips those matched already.
    int[] next = new int[n + 1];
    int[] prev = new int[n + 1];
    int after = n;
    for (int v = n - 1; v >= 0; v--) {
      if (matching.mate(v) < 0) {
        next[v] = after;
        prev[after] = v;
        after = v;
      }
    }
    prev[after] = -1;
    for (int v = 0; v < n; v++) {
      if (matching.mate(v) >= 0) {
        continue;
      }
      for (int u = next[v]; u != n; u = next[u]) {
        if (matching.tryMatch(v, u)) {
          unlink(u, next, prev);
          unlink(v, next, prev);
          break;
        }
      }
    }
    matching.maximum();
  }

  private static void unlink(int v, int[] next, int[] prev) {
    if (prev[v] >= 0) {
      next[prev[v]] = next[v];
    }
    prev[next[v]] = prev[v];
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
    int va = vertex(a);
    int vb = vertex(b);
    shortPath = shortAugmentation(va, vb);
    if (shortPath != null) {
      shortA = va;
      shortB = vb;
      return true;
    }
    return matching.canTakePair(va, vb);
  }

  /** Pairs {@code a} with {@code b} for good; both leave. Requires {@link #canFix}. */
  void fix(int a, int b) {
    int va = vertex(a);
    int vb = vertex(b);
    int[] path = shortA == va && shortB == vb ? shortPath : null;
    shortPath = null;
    if (path != null) {
      // The short path canFix found: a-b and its new pairs replace a's and b's old ones.
      int[] mate = matching.mate().clone();
      int ma = mate[va];
      int mb = mate[vb];
      mate[ma] = -1;
      mate[mb] = -1;
      mate[va] = vb;
      mate[vb] = va;
      for (int i = 0; i < path.length; i += 2) {
        mate[path[i]] = path[i + 1];
        mate[path[i + 1]] = path[i];
      }
      matching.start(mate);
    }
    if (!matching.takePair(va, vb)) {
      throw new IllegalStateException(
          "pair " + a + "-" + b + " would lose a pair of the group (an engine bug)");
    }
  }

  /**
   * The new pairs of an augmenting path of one or three edges that keeps the matching maximum once
   * {@code va} and {@code vb} pair together (their partners then free), or null when the question
   * is trivial for the matching or needs its full search. The answer to {@link #canFix} is the same
   * either way; this only finds the common short paths without growing a search tree over the whole
   * group.
   */
  private int[] shortAugmentation(int va, int vb) {
    int ma = matching.mate(va);
    int mb = matching.mate(vb);
    if (ma < 0 || mb < 0 || ma == vb) {
      return null;
    }
    if (matching.edge(ma, mb)) {
      return new int[] {ma, mb};
    }
    int n = matching.size();
    long[] row = rows != null ? rows[ma] : null;
    for (int x = next(row, 0, n); x < n; x = next(row, x + 1, n)) {
      if (x == va || x == vb || x == ma || x == mb || !matching.present(x)) {
        continue;
      }
      int y = matching.mate(x);
      if (y < 0) {
        // A player already without partner: either freed partner can take him.
        if (matching.edge(ma, x)) {
          return new int[] {ma, x};
        }
        if (matching.edge(mb, x)) {
          return new int[] {mb, x};
        }
      } else if (y != va && y != vb && matching.edge(ma, x) && matching.edge(y, mb)) {
        return new int[] {ma, x, y, mb};
      }
    }
    return null;
  }

  /** The first index from {@code from} set in {@code row} (every index when null), else n. */
  private static int next(long[] row, int from, int n) {
    if (row == null || from >= n) {
      return from;
    }
    int w = from >>> 6;
    long bits = row[w] & (-1L << from);
    while (bits == 0) {
      if (++w == row.length) {
        return n;
      }
      bits = row[w];
    }
    return (w << 6) + Long.numberOfTrailingZeros(bits);
  }

  /** True when {@code a} can leave and the others still make as many pairs as now. */
  boolean canRemove(int a) {
    return matching.canRemove(vertex(a));
  }

  /** Removes {@code a} (a floater leaving), keeping the matching maximum for the others. */
  void remove(int a) {
    shortPath = null;
    matching.remove(vertex(a));
  }

  /** Brings back {@code id}, who had left (4.4.1), and keeps the matching maximum. */
  void restore(int id) {
    int v = vertex(id);
    if (matching.present(v)) {
      throw new IllegalArgumentException("player " + id + " has not left");
    }
    shortPath = null;
    matching.restore(v);
  }

  /** Adds player {@code id} (a player joining, 2.6) and keeps the matching maximum. */
  void add(int id) {
    shortPath = null;
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
