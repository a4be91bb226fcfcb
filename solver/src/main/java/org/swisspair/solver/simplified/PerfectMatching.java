package org.swisspair.solver.simplified;

import java.util.Arrays;

/**
 * A perfect matching of a shrinking set of players, kept up to date as pairs are taken out: the
 * feasibility oracle that lets the depth-first search of the simplified rules skip every branch
 * that cannot be completed, which changes no result (SIM-6). Edmonds' augmenting paths with blossom
 * contraction, one search per repair, O(n^2) each on an adjacency bit matrix.
 */
final class PerfectMatching {
  private final int n;
  private final long[][] adjacent;
  private final boolean[] active;
  private final int[] mate;
  // Search state of one augmenting-path search.
  private final int[] parent;
  private final int[] base;
  private final int[] queue;
  private final boolean[] used;
  private final boolean[] inBlossom;
  private final boolean[] onPath;

  /** Vertices 0..n-1, none active yet; {@code adjacent[u]} is the bit set of u's neighbours. */
  PerfectMatching(long[][] adjacent) {
    this.n = adjacent.length;
    this.adjacent = adjacent;
    this.active = new boolean[n];
    this.mate = new int[n];
    this.parent = new int[n];
    this.base = new int[n];
    this.queue = new int[n];
    this.used = new boolean[n];
    this.inBlossom = new boolean[n];
    this.onPath = new boolean[n];
    Arrays.fill(mate, -1);
  }

  /** A bit matrix of {@code n} vertices without edges. */
  static long[][] emptyMatrix(int n) {
    return new long[n][(n + 63) >>> 6];
  }

  /** Adds the edge {@code u-v} to {@code matrix}. */
  static void addEdge(long[][] matrix, int u, int v) {
    matrix[u][v >>> 6] |= 1L << v;
    matrix[v][u >>> 6] |= 1L << u;
  }

  private boolean edge(int u, int v) {
    return (adjacent[u][v >>> 6] & (1L << v)) != 0;
  }

  /**
   * Makes exactly the vertices in {@code vertices} active and matches them as far as possible; true
   * when every one of them is matched.
   */
  boolean reset(int[] vertices) {
    Arrays.fill(active, false);
    Arrays.fill(mate, -1);
    for (int v : vertices) {
      active[v] = true;
    }
    // Greedy first, then one search from each vertex left exposed.
    for (int v : vertices) {
      if (mate[v] >= 0) {
        continue;
      }
      for (int u : vertices) {
        if (u != v && mate[u] < 0 && edge(v, u)) {
          mate[v] = u;
          mate[u] = v;
          break;
        }
      }
    }
    boolean perfect = true;
    for (int v : vertices) {
      if (mate[v] < 0 && !augmentFrom(v)) {
        perfect = false;
      }
    }
    return perfect;
  }

  /**
   * Takes {@code a} and {@code b} out, paired together, when the remaining active vertices still
   * have a perfect matching; returns false and changes nothing otherwise. Requires the current
   * matching to be perfect and {@code a-b} to be an edge.
   */
  boolean takePair(int a, int b) {
    if (mate[a] == b) {
      deactivate(a, b);
      return true;
    }
    int ma = mate[a];
    int mb = mate[b];
    int[] saved = mate.clone();
    deactivate(a, b);
    mate[ma] = -1;
    mate[mb] = -1;
    if (augmentFrom(ma)) {
      return true;
    }
    // Undo: the pair stays in, with the old matching.
    System.arraycopy(saved, 0, mate, 0, n);
    active[a] = true;
    active[b] = true;
    return false;
  }

  private void deactivate(int a, int b) {
    active[a] = false;
    active[b] = false;
    mate[a] = -1;
    mate[b] = -1;
  }

  /** Searches an augmenting path from the exposed vertex {@code root} and applies it. */
  private boolean augmentFrom(int root) {
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
      for (int to = 0; to < n; to++) {
        if (!active[to] || to == v || !edge(v, to) || base[v] == base[to] || mate[v] == to) {
          continue;
        }
        if (to == root || mate[to] >= 0 && parent[mate[to]] >= 0) {
          int cur = lca(v, to);
          Arrays.fill(inBlossom, false);
          markPath(v, cur, to);
          markPath(to, cur, v);
          for (int i = 0; i < n; i++) {
            if (active[i] && inBlossom[base[i]]) {
              base[i] = cur;
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
    return -1;
  }

  private int lca(int a, int b) {
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
      inBlossom[base[v]] = true;
      inBlossom[base[mate[v]]] = true;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  }
}
