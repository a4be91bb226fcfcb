package org.swisspair.solver.dubov;

import java.util.Arrays;

/**
 * Maximum-cardinality matching on a general graph by Edmonds' blossom algorithm (one breadth-first
 * search with blossom contraction per augmenting path), started from a given matching: the
 * feasibility oracle of the Dubov engine. Completion (C4) and the legality of the shifts and of T2
 * (3.2.4, 3.2.6) are "can these players all be paired?" questions asked many times with small
 * changes, so each question starts from the last answer and needs a few augmentations only.
 *
 * <p>Vertices are {@code 0..n-1}; {@code adjacency[v]} is a bit set of the neighbours of {@code v}.
 * An optional class filter removes edges by the classes of their ends ({@code allowed[class
 * u][class v]}), which is how the engine states "this player must be shifted" and the like.
 */
final class CardinalityMatching {
  private final int n;
  private final long[][] adjacency;
  private final int[] classes;
  private final boolean[][] allowed;
  private final int[] mate;

  // Search state.
  private final int[] parent;
  private final int[] base;
  private final boolean[] used;
  private final boolean[] blossom;
  private final boolean[] onPath;
  private final int[] queue;

  /**
   * A matcher over {@code adjacency} whose edges are also filtered by class (null: no filter),
   * starting from {@code start} ({@code -1} for an exposed vertex; its edges must be allowed).
   */
  CardinalityMatching(long[][] adjacency, int[] classes, boolean[][] allowed, int[] start) {
    this.n = adjacency.length;
    this.adjacency = adjacency;
    this.classes = classes;
    this.allowed = allowed;
    this.mate = start == null ? filled(n) : start.clone();
    for (int v = 0; v < n; v++) {
      int m = mate[v];
      if (m >= 0 && (mate[m] != v || !edge(v, m))) {
        throw new IllegalArgumentException("start is not a matching of the graph at " + v);
      }
    }
    parent = new int[n];
    base = new int[n];
    used = new boolean[n];
    blossom = new boolean[n];
    onPath = new boolean[n];
    queue = new int[n];
  }

  /** The matching: the partner of each vertex, or -1. */
  int[] mate() {
    return mate;
  }

  /** True when {@code u} and {@code v} are adjacent and the class filter lets them meet. */
  boolean edge(int u, int v) {
    if ((adjacency[u][v >>> 6] >>> v & 1L) == 0) {
      return false;
    }
    return allowed == null || allowed[classes[u]][classes[v]];
  }

  /**
   * Pairs each exposed vertex of {@code order}, in that order, with its first exposed neighbour the
   * filter allows: a cheap start that leaves few augmentations to {@link #perfect()}.
   */
  void greedy(int[] order) {
    for (int v : order) {
      if (mate[v] >= 0) {
        continue;
      }
      long[] row = adjacency[v];
      for (int w = 0; w < row.length && mate[v] < 0; w++) {
        long bits = row[w];
        while (bits != 0) {
          int to = (w << 6) + Long.numberOfTrailingZeros(bits);
          bits &= bits - 1;
          if (mate[to] < 0 && (allowed == null || allowed[classes[v]][classes[to]])) {
            mate[v] = to;
            mate[to] = v;
            break;
          }
        }
      }
    }
  }

  /**
   * Augments until every vertex is matched; stops at the first vertex that no augmenting path
   * reaches, since then no perfect matching exists (Edmonds: such a vertex stays exposed in some
   * maximum matching).
   */
  boolean perfect() {
    if (n % 2 == 1) {
      return false;
    }
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0 && !augment(v)) {
        return false;
      }
    }
    return true;
  }

  /** Augments from every exposed vertex and returns the number of pairs of a maximum matching. */
  int maximum() {
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0) {
        augment(v);
      }
    }
    int pairs = 0;
    for (int v = 0; v < n; v++) {
      if (mate[v] > v) {
        pairs++;
      }
    }
    return pairs;
  }

  /** Looks for an augmenting path from the exposed vertex {@code root}; flips it when found. */
  private boolean augment(int root) {
    int end = findPath(root);
    if (end < 0) {
      return false;
    }
    int v = end;
    while (v >= 0) {
      int pv = parent[v];
      int next = mate[pv];
      mate[v] = pv;
      mate[pv] = v;
      v = next;
    }
    return true;
  }

  private int findPath(int root) {
    Arrays.fill(used, false);
    Arrays.fill(parent, -1);
    for (int i = 0; i < n; i++) {
      base[i] = i;
    }
    used[root] = true;
    int head = 0;
    int tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      int v = queue[head++];
      long[] row = adjacency[v];
      for (int w = 0; w < row.length; w++) {
        long bits = row[w];
        while (bits != 0) {
          int to = (w << 6) + Long.numberOfTrailingZeros(bits);
          bits &= bits - 1;
          if (base[v] == base[to] || mate[v] == to) {
            continue;
          }
          if (allowed != null && !allowed[classes[v]][classes[to]]) {
            continue;
          }
          if (to == root || mate[to] >= 0 && parent[mate[to]] >= 0) {
            // An odd cycle: contract the blossom onto its base.
            int current = lowestCommonAncestor(v, to);
            Arrays.fill(blossom, false);
            markPath(v, current, to);
            markPath(to, current, v);
            for (int i = 0; i < n; i++) {
              if (blossom[base[i]]) {
                base[i] = current;
                if (!used[i]) {
                  used[i] = true;
                  queue[tail++] = i;
                }
              }
            }
          } else if (parent[to] < 0) {
            parent[to] = v;
            if (mate[to] < 0) {
              return to;
            }
            used[mate[to]] = true;
            queue[tail++] = mate[to];
          }
        }
      }
    }
    return -1;
  }

  private int lowestCommonAncestor(int a, int b) {
    Arrays.fill(onPath, false);
    while (true) {
      a = base[a];
      onPath[a] = true;
      if (mate[a] < 0) {
        break;
      }
      a = parent[mate[a]];
    }
    while (true) {
      b = base[b];
      if (onPath[b]) {
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

  private static int[] filled(int n) {
    int[] a = new int[n];
    Arrays.fill(a, -1);
    return a;
  }

  /** A bit set of {@code n} bits, all clear. */
  static long[] bits(int n) {
    return new long[(n + 63) >>> 6];
  }

  /** Sets bit {@code i}. */
  static void set(long[] bits, int i) {
    bits[i >>> 6] |= 1L << i;
  }

  /** True when bit {@code i} is set. */
  static boolean get(long[] bits, int i) {
    return (bits[i >>> 6] >>> i & 1L) != 0;
  }
}
