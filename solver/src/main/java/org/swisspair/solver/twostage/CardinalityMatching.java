package org.swisspair.solver.twostage;

import java.util.Arrays;

/**
 * A perfect matching of vertices {@code 0..n-1} under an edge filter, by Edmonds' augmenting paths
 * with blossom contraction, started from a hint (a previous matching, or the slide pairing {@code i
 * - i + n/2}) so that a feasibility question close to the last answer costs a few searches.
 */
final class CardinalityMatching {
  /** Which edges exist, for {@code u < v}. */
  @FunctionalInterface
  interface EdgeFilter {
    boolean allowed(int u, int v);
  }

  private final int n;
  private final EdgeFilter filter;
  private final int[][] adj;
  private final int[] mate;
  private final int[] parent;
  private final int[] base;
  private final int[] queue;
  private final boolean[] used;
  private final boolean[] blossom;
  private final int[] onPath;
  private int stamp;
  // The vertices of the current search tree and the bases marked for a blossom: resetting and
  // relabelling only these keeps a search near a good start at the size of its tree, not of n.
  private final int[] tree;
  private int treeSize;
  private final int[] marked;
  private int markedSize;
  // The vertices left free by the start: an outer vertex adjacent to one of them ends the search
  // without building its row of neighbours, which in a dense graph is most of the cost.
  private int[] free = new int[0];

  private CardinalityMatching(int n, EdgeFilter filter) {
    this.n = n;
    this.filter = filter;
    // Rows are made on first use: a search near a good start visits few vertices.
    this.adj = new int[n][];
    this.mate = new int[n];
    this.parent = new int[n];
    this.base = new int[n];
    this.queue = new int[n];
    this.used = new boolean[n];
    this.blossom = new boolean[n];
    this.onPath = new int[n];
    this.tree = new int[n];
    this.marked = new int[n];
    Arrays.fill(mate, -1);
    Arrays.fill(parent, -1);
    for (int i = 0; i < n; i++) {
      base[i] = i;
    }
  }

  private int[] neighbours(int u) {
    if (adj[u] == null) {
      int[] row = new int[8];
      int size = 0;
      for (int v = 0; v < n; v++) {
        if (v != u && filter.allowed(Math.min(u, v), Math.max(u, v))) {
          row = add(row, size++, v);
        }
      }
      adj[u] = Arrays.copyOf(row, size);
    }
    return adj[u];
  }

  private static int[] add(int[] a, int size, int v) {
    int[] out = size < a.length ? a : Arrays.copyOf(a, a.length * 2);
    out[size] = v;
    return out;
  }

  /**
   * A perfect matching ({@code mate[v]}) of the allowed edges, null when none exists; the pairs of
   * {@code hint} that are still allowed are kept as a start.
   */
  static int[] perfect(int n, EdgeFilter filter, int[] hint) {
    if (n % 2 == 1) {
      return null;
    }
    // A hint or the slide pairing that is already perfect needs no graph at all.
    if (hint != null && perfectUnder(hint, filter)) {
      return hint.clone();
    }
    int[] slide = new int[n];
    for (int u = 0; u < n / 2; u++) {
      slide[u] = u + n / 2;
      slide[u + n / 2] = u;
    }
    if (perfectUnder(slide, filter)) {
      return slide;
    }
    CardinalityMatching m = new CardinalityMatching(n, filter);
    m.start(hint);
    int count = 0;
    int[] left = new int[n];
    for (int v = 0; v < n; v++) {
      if (m.mate[v] < 0) {
        left[count++] = v;
      }
    }
    m.free = Arrays.copyOf(left, Math.min(count, FREE_CHECKS));
    for (int v = 0; v < n; v++) {
      if (m.mate[v] < 0 && !m.augment(v)) {
        return null;
      }
    }
    return m.mate;
  }

  /** Free vertices tried directly from each outer vertex before its row is scanned. */
  private static final int FREE_CHECKS = 32;

  private static boolean perfectUnder(int[] mate, EdgeFilter filter) {
    for (int u = 0; u < mate.length; u++) {
      int v = mate[u];
      if (v < 0 || mate[v] != u || v > u && !filter.allowed(u, v)) {
        return false;
      }
    }
    return true;
  }

  private void start(int[] hint) {
    if (hint != null) {
      for (int u = 0; u < n; u++) {
        int v = hint[u];
        if (v > u && mate[u] < 0 && mate[v] < 0 && filter.allowed(u, v)) {
          mate[u] = v;
          mate[v] = u;
        }
      }
    }
    // The slide pairing first, as the identifier order prefers it (3.6.3), then first fit.
    int half = n / 2;
    for (int u = 0; u < half; u++) {
      int v = u + half;
      if (mate[u] < 0 && mate[v] < 0 && filter.allowed(u, v)) {
        mate[u] = v;
        mate[v] = u;
      }
    }
    for (int u = 0; u < n; u++) {
      if (mate[u] >= 0) {
        continue;
      }
      for (int v = u + 1; v < n; v++) {
        if (mate[v] < 0 && filter.allowed(u, v)) {
          mate[u] = v;
          mate[v] = u;
          break;
        }
      }
    }
  }

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
    // Undo the previous search on its own tree only.
    for (int k = 0; k < treeSize; k++) {
      int i = tree[k];
      used[i] = false;
      parent[i] = -1;
      base[i] = i;
    }
    treeSize = 0;
    used[root] = true;
    tree[treeSize++] = root;
    int head = 0;
    int tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      int v = queue[head++];
      for (int f : free) {
        if (f != root && mate[f] < 0 && filter.allowed(Math.min(v, f), Math.max(v, f))) {
          parent[f] = v;
          tree[treeSize++] = f;
          return f;
        }
      }
      for (int to : neighbours(v)) {
        if (base[v] == base[to] || mate[v] == to) {
          continue;
        }
        if (to == root || mate[to] >= 0 && parent[mate[to]] >= 0) {
          int cur = lca(v, to);
          markedSize = 0;
          markPath(v, cur, to);
          markPath(to, cur, v);
          int size = treeSize;
          for (int k = 0; k < size; k++) {
            int i = tree[k];
            if (blossom[base[i]]) {
              base[i] = cur;
              if (!used[i]) {
                used[i] = true;
                queue[tail++] = i;
              }
            }
          }
          for (int k = 0; k < markedSize; k++) {
            blossom[marked[k]] = false;
          }
        } else if (parent[to] < 0) {
          parent[to] = v;
          tree[treeSize++] = to;
          if (mate[to] < 0) {
            return to;
          }
          used[mate[to]] = true;
          tree[treeSize++] = mate[to];
          queue[tail++] = mate[to];
        }
      }
    }
    return -1;
  }

  private int lca(int a, int b) {
    stamp++;
    while (true) {
      a = base[a];
      onPath[a] = stamp;
      if (mate[a] < 0) {
        break;
      }
      a = parent[mate[a]];
    }
    while (true) {
      b = base[b];
      if (onPath[b] == stamp) {
        return b;
      }
      b = parent[mate[b]];
    }
  }

  private void markPath(int v, int b, int child) {
    while (base[v] != b) {
      mark(base[v]);
      mark(base[mate[v]]);
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  }

  private void mark(int b) {
    if (!blossom[b]) {
      blossom[b] = true;
      marked[markedSize++] = b;
    }
  }
}
