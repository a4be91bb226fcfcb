package org.swisspair.solver.swiss;

import java.util.Arrays;

/**
 * A perfect matching of a shrinking set of players, kept up to date as pairs are taken out: the
 * completion question of C.04.1 (can all these players still be paired?) asked again after every
 * pair a procedural system makes, so that its search can skip the branches that cannot be
 * completed. Edmonds' augmenting paths with blossom contraction, one search per repair, on an
 * adjacency bit matrix.
 */
public final class PerfectMatching {
  private final int n;
  private final long[][] adjacent;
  private final boolean[] active;
  private final long[] activeBits;
  // The number of active neighbours of each active vertex.
  private final int[] degree;
  private final int[] mate;
  // Search state of one augmenting-path search.
  private final int[] parent;
  private final int[] base;
  private final int[] queue;
  private final boolean[] used;
  private final boolean[] inBlossom;
  private final boolean[] onPath;

  /** Vertices 0..n-1, none active yet; {@code adjacent[u]} is the bit set of u's neighbours. */
  public PerfectMatching(long[][] adjacent) {
    this.n = adjacent.length;
    this.adjacent = adjacent;
    this.active = new boolean[n];
    this.activeBits = new long[(n + 63) >>> 6];
    this.degree = new int[n];
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
  public static long[][] emptyMatrix(int n) {
    return new long[n][(n + 63) >>> 6];
  }

  /** Adds the edge {@code u-v} to {@code matrix}. */
  public static void addEdge(long[][] matrix, int u, int v) {
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
  public boolean reset(int[] vertices) {
    Arrays.fill(active, false);
    Arrays.fill(activeBits, 0);
    Arrays.fill(mate, -1);
    for (int v : vertices) {
      setActive(v, true);
    }
    for (int v : vertices) {
      degree[v] = 0;
      for (int w = 0; w < activeBits.length; w++) {
        degree[v] += Long.bitCount(adjacent[v][w] & activeBits[w]);
      }
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
  public boolean takePair(int a, int b) {
    if (isolates(a, b)) {
      // A player whose only remaining opponents are a and b: no perfect matching is left.
      return false;
    }
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
    setActive(a, true);
    setActive(b, true);
    restoreDegrees(a, b);
    return false;
  }

  private void deactivate(int a, int b) {
    setActive(a, false);
    setActive(b, false);
    mate[a] = -1;
    mate[b] = -1;
    for (int x : new int[] {a, b}) {
      forEachActiveNeighbour(x, w -> degree[w]--);
    }
  }

  /** Undoes the degree changes of {@link #deactivate} once a and b are active again. */
  private void restoreDegrees(int a, int b) {
    for (int x : new int[] {a, b}) {
      forEachActiveNeighbour(
          x,
          w -> {
            if (w != a && w != b) {
              degree[w]++;
            }
          });
    }
  }

  /** True when taking a and b out leaves some active player without any active neighbour. */
  private boolean isolates(int a, int b) {
    boolean[] out = {false};
    for (int x : new int[] {a, b}) {
      forEachActiveNeighbour(
          x,
          w -> {
            if (w != a && w != b) {
              int lost = (edge(w, a) ? 1 : 0) + (edge(w, b) ? 1 : 0);
              if (degree[w] - lost <= 0) {
                out[0] = true;
              }
            }
          });
    }
    return out[0];
  }

  private void forEachActiveNeighbour(int v, java.util.function.IntConsumer action) {
    long[] row = adjacent[v];
    for (int w = 0; w < row.length; w++) {
      long bits = row[w] & activeBits[w];
      while (bits != 0) {
        action.accept((w << 6) + Long.numberOfTrailingZeros(bits));
        bits &= bits - 1;
      }
    }
  }

  private void setActive(int v, boolean on) {
    active[v] = on;
    if (on) {
      activeBits[v >>> 6] |= 1L << v;
    } else {
      activeBits[v >>> 6] &= ~(1L << v);
    }
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
      long[] row = adjacent[v];
      // Only the active neighbours, a word of 64 at a time.
      for (int w = 0; w < row.length; w++) {
        long bits = row[w] & activeBits[w];
        while (bits != 0) {
          int to = (w << 6) + Long.numberOfTrailingZeros(bits);
          bits &= bits - 1;
          if (to == v || base[v] == base[to] || mate[v] == to) {
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
