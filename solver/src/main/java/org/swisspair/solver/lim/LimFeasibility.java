package org.swisspair.solver.lim;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A maximum-cardinality matching (Edmonds' blossom algorithm) of the compatibility graph of some
 * players, kept maximum while pairs are fixed, players leave and players join. The Lim procedure
 * asks it only yes-or-no questions: can this pair be made, or this player leave, and the rest still
 * make as many pairs as before (LIM-9, LIM-11). Each question is one augmenting-path search from a
 * maximum matching, so the answer equals that of an exhaustive search without its cost. The graph
 * is not stored: a Swiss field's compatibility graph is nearly complete, so each search asks the
 * compatibility of the pairs it meets, and memory stays linear in the number of players.
 */
final class LimFeasibility {
  /** Whether two players, by pairing number, may meet. */
  @FunctionalInterface
  interface Compatible {
    /** True when {@code a} and {@code b} may meet. */
    boolean test(int a, int b);
  }

  private final Compatible compatible;
  private final Map<Integer, Integer> index = new HashMap<>();
  private int[] ids = new int[8];
  private int[] mate = new int[8];
  private boolean[] gone = new boolean[8];
  private int n;
  private int pairs;
  // Work arrays of one search.
  private int[] parent = new int[8];
  private int[] base = new int[8];
  private int[] queue = new int[8];
  private boolean[] used = new boolean[8];
  private boolean[] blossom = new boolean[8];
  private boolean[] seen = new boolean[8];
  // The matching found by the last successful canFix question, for the fix that follows it.
  private int[] tentative;
  private int tentativeA;
  private int tentativeB;

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
    this.compatible = compatible;
    for (int id : players) {
      addVertex(id);
    }
    for (int[] h : hint) {
      Integer a = index.get(h[0]);
      Integer b = index.get(h[1]);
      if (a != null
          && b != null
          && a.intValue() != b
          && mate[a] == -1
          && mate[b] == -1
          && edge(a, b)) {
        mate[a] = b;
        mate[b] = a;
        pairs++;
      }
    }
    // Greedy next, in the order given, then augment to maximum.
    for (int v = 0; v < n; v++) {
      if (mate[v] != -1) {
        continue;
      }
      for (int u = v + 1; u < n; u++) {
        if (mate[u] == -1 && edge(v, u)) {
          mate[v] = u;
          mate[u] = v;
          pairs++;
          break;
        }
      }
    }
    for (int v = 0; v < n; v++) {
      if (mate[v] == -1) {
        augmentFrom(v);
      }
    }
  }

  /** The most pairs the players still present can make. */
  int maxPairs() {
    return pairs;
  }

  /** The number of players still present. */
  int present() {
    int c = 0;
    for (int v = 0; v < n; v++) {
      c += gone[v] ? 0 : 1;
    }
    return c;
  }

  /** True when every player still present can be paired. */
  boolean perfect() {
    return 2 * pairs == present();
  }

  /**
   * True when pairing {@code a} with {@code b} (who must be compatible) leaves the others able to
   * make one pair fewer than now, i.e. the maximum is kept.
   */
  boolean canFix(int a, int b) {
    return fix(a, b, false);
  }

  /** Pairs {@code a} with {@code b} for good; both leave. Requires {@link #canFix}. */
  void fix(int a, int b) {
    if (!fix(a, b, true)) {
      throw new IllegalStateException(
          "pair " + a + "-" + b + " would lose a pair of the group (an engine bug)");
    }
  }

  /** True when {@code a} can leave and the others still make as many pairs as now. */
  boolean canRemove(int a) {
    int v = vertex(a);
    if (mate[v] == -1) {
      return true;
    }
    int[] saved = mate.clone();
    int m = mate[v];
    gone[v] = true;
    mate[v] = -1;
    mate[m] = -1;
    boolean ok = search(m) != -1;
    gone[v] = false;
    mate = saved;
    return ok;
  }

  /** Removes {@code a} (a floater leaving), keeping the matching maximum for the others. */
  void remove(int a) {
    tentative = null;
    int v = vertex(a);
    gone[v] = true;
    if (mate[v] != -1) {
      int m = mate[v];
      mate[v] = -1;
      mate[m] = -1;
      pairs--;
      augmentFrom(m);
    }
  }

  /** Brings back {@code id}, who had left (4.4.1), and keeps the matching maximum. */
  void restore(int id) {
    tentative = null;
    int v = vertex(id);
    if (!gone[v]) {
      throw new IllegalArgumentException("player " + id + " has not left");
    }
    gone[v] = false;
    mate[v] = -1;
    augmentFrom(v);
  }

  /** Adds player {@code id} (a player joining, 2.6) and keeps the matching maximum. */
  void add(int id) {
    tentative = null;
    int v = addVertex(id);
    augmentFrom(v);
  }

  /** The player's current partner in the maximum matching, 0 when none. */
  int mateOf(int id) {
    int m = mate[vertex(id)];
    return m == -1 ? 0 : ids[m];
  }

  private boolean fix(int a, int b, boolean commit) {
    int va = vertex(a);
    int vb = vertex(b);
    if (mate[va] == vb) {
      if (commit) {
        tentative = null;
        gone[va] = true;
        gone[vb] = true;
        mate[va] = -1;
        mate[vb] = -1;
        pairs--;
      }
      return true;
    }
    int ma = mate[va];
    int mb = mate[vb];
    if (ma == -1 && mb == -1) {
      // Both free in a maximum matching: they cannot be compatible; nothing to keep.
      if (commit) {
        tentative = null;
        gone[va] = true;
        gone[vb] = true;
      }
      return true;
    }
    if (ma == -1 || mb == -1) {
      // One of them is free in a maximum matching: drop the other's pair, the rest stays maximum.
      if (commit) {
        tentative = null;
        int m = ma == -1 ? mb : ma;
        int w = ma == -1 ? vb : va;
        gone[va] = true;
        gone[vb] = true;
        mate[w] = -1;
        mate[m] = -1;
        pairs--;
      }
      return true;
    }
    if (commit && tentative != null && tentativeA == va && tentativeB == vb) {
      // The question just asked found the path: take its matching.
      mate = tentative;
      tentative = null;
      gone[va] = true;
      gone[vb] = true;
      pairs--;
      return true;
    }
    int[] saved = commit ? null : mate.clone();
    gone[va] = true;
    gone[vb] = true;
    mate[va] = -1;
    mate[vb] = -1;
    mate[ma] = -1;
    mate[mb] = -1;
    // An augmenting path of the rest must end at one of the two freed partners.
    int end = search(ma);
    if (end != -1) {
      augment(end);
    } else {
      end = search(mb);
      if (end != -1) {
        augment(end);
      }
    }
    boolean ok = end != -1;
    if (commit) {
      pairs -= ok ? 1 : 2;
      tentative = null;
    } else {
      gone[va] = false;
      gone[vb] = false;
      tentative = ok ? mate : null;
      tentativeA = va;
      tentativeB = vb;
      mate = saved;
    }
    return ok;
  }

  private int vertex(int id) {
    Integer v = index.get(id);
    if (v == null) {
      throw new IllegalArgumentException("player " + id + " is not in this group");
    }
    return v;
  }

  private int addVertex(int id) {
    if (index.containsKey(id)) {
      throw new IllegalArgumentException("player " + id + " is already in this group");
    }
    if (n == ids.length) {
      grow();
    }
    int v = n++;
    ids[v] = id;
    index.put(id, v);
    mate[v] = -1;
    gone[v] = false;
    return v;
  }

  private boolean edge(int u, int v) {
    return compatible.test(ids[u], ids[v]);
  }

  private void grow() {
    int c = 2 * ids.length;
    ids = Arrays.copyOf(ids, c);
    mate = Arrays.copyOf(mate, c);
    gone = Arrays.copyOf(gone, c);
    parent = new int[c];
    base = new int[c];
    queue = new int[c];
    used = new boolean[c];
    blossom = new boolean[c];
    seen = new boolean[c];
  }

  private void augmentFrom(int root) {
    int end = search(root);
    if (end != -1) {
      augment(end);
      pairs++;
    }
  }

  private void augment(int end) {
    int v = end;
    while (v != -1) {
      int pv = parent[v];
      int next = mate[pv];
      mate[v] = pv;
      mate[pv] = v;
      v = next;
    }
  }

  /**
   * Edmonds' search for an augmenting path from the free vertex {@code root}: the free vertex it
   * reaches (the path runs back through {@code parent}), or -1 when there is none.
   */
  private int search(int root) {
    Arrays.fill(used, 0, n, false);
    Arrays.fill(parent, 0, n, -1);
    for (int i = 0; i < n; i++) {
      base[i] = i;
    }
    used[root] = true;
    int head = 0;
    int tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      int v = queue[head++];
      for (int to = 0; to < n; to++) {
        if (to == v || gone[to] || base[v] == base[to] || mate[v] == to || !edge(v, to)) {
          continue;
        }
        if (to == root || mate[to] != -1 && parent[mate[to]] != -1) {
          // An odd cycle: contract the blossom onto its base.
          int b = commonBase(v, to);
          Arrays.fill(blossom, 0, n, false);
          markPath(v, b, to);
          markPath(to, b, v);
          for (int i = 0; i < n; i++) {
            if (!gone[i] && blossom[base[i]]) {
              base[i] = b;
              if (!used[i]) {
                used[i] = true;
                queue[tail++] = i;
              }
            }
          }
        } else if (parent[to] == -1) {
          parent[to] = v;
          if (mate[to] == -1) {
            return to;
          }
          int m = mate[to];
          used[m] = true;
          queue[tail++] = m;
        }
      }
    }
    return -1;
  }

  private int commonBase(int a, int b) {
    Arrays.fill(seen, 0, n, false);
    while (true) {
      a = base[a];
      seen[a] = true;
      if (mate[a] == -1) {
        break;
      }
      a = parent[mate[a]];
    }
    while (true) {
      b = base[b];
      if (seen[b]) {
        return b;
      }
      b = parent[mate[b]];
    }
  }

  private void markPath(int v, int b, int child) {
    while (base[v] != b) {
      blossom[base[v]] = true;
      blossom[base[mate[v]]] = true;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  }
}
