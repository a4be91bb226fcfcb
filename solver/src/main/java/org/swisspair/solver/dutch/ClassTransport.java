package org.swisspair.solver.dutch;

import java.util.Arrays;

/**
 * A transportation problem over player classes (C.04.3 Article 2.4: the criteria C9-C21 of a
 * bracket as sums over its pairs): rows and columns with integer capacities, allowed cells with a
 * cost that is a vector of criteria counts compared lexicographically (most significant first).
 * Solved exactly by successive shortest paths (Bellman-Ford on the residual graph, exact integer
 * vectors, never doubles); its duals tell which cells an optimal transport may use: a transport
 * that fills every capacity is optimal exactly when it uses only tight cells.
 */
final class ClassTransport {
  private final int rows;
  private final int cols;
  private final int fields;
  private final long[] supply;
  private final long[] demand;
  private final boolean[] allowed;

  /** Cell {@code r * cols + c}'s cost at {@code (r * cols + c) * fields}. */
  private final long[] cost;

  private long[] flow;
  private long[] potential;
  private long[] total;
  private boolean solved;
  private boolean feasible;

  /** Rows of capacities {@code supply}, columns of {@code demand} (equal sums), no cell allowed. */
  ClassTransport(long[] supply, long[] demand, int fields) {
    this.rows = supply.length;
    this.cols = demand.length;
    this.fields = fields;
    this.supply = supply.clone();
    this.demand = demand.clone();
    this.allowed = new boolean[rows * cols];
    this.cost = new long[rows * cols * fields];
  }

  /** Allows cell ({@code r}, {@code c}) at {@code cellCost} ({@code fields} counts). */
  void allow(int r, int c, long[] cellCost) {
    int k = r * cols + c;
    allowed[k] = true;
    System.arraycopy(cellCost, 0, cost, k * fields, fields);
  }

  /** Whether every capacity can be filled over the allowed cells. */
  boolean feasible() {
    solve();
    return feasible;
  }

  /** The least total cost (fields), or null when infeasible. */
  long[] optimum() {
    solve();
    return feasible ? total.clone() : null;
  }

  /** The flow of an optimal transport in cell ({@code r}, {@code c}). */
  long flow(int r, int c) {
    solve();
    return flow[r * cols + c];
  }

  /** Whether an optimal transport may use cell ({@code r}, {@code c}): its reduced cost is 0. */
  boolean tight(int r, int c) {
    solve();
    int k = r * cols + c;
    if (!feasible || !allowed[k]) {
      return false;
    }
    for (int f = 0; f < fields; f++) {
      if (cost[k * fields + f] + potential[r * fields + f] - potential[(rows + c) * fields + f]
          != 0) {
        return false;
      }
    }
    return true;
  }

  private void solve() {
    if (solved) {
      return;
    }
    solved = true;
    flow = new long[rows * cols];
    total = new long[fields];
    long need = 0;
    long offer = 0;
    for (long s : supply) {
      offer += s;
    }
    for (long d : demand) {
      need += d;
    }
    if (need != offer) {
      return;
    }
    long[] left = supply.clone();
    long[] open = demand.clone();
    int nodes = rows + cols;
    long[] dist = new long[nodes * fields];
    boolean[] reached = new boolean[nodes];
    int[] pred = new int[nodes];
    long sent = 0;
    while (sent < need) {
      // Shortest paths from every row with supply left (the source's arcs cost nothing).
      Arrays.fill(reached, false);
      for (int r = 0; r < rows; r++) {
        if (left[r] > 0) {
          reached[r] = true;
          Arrays.fill(dist, r * fields, (r + 1) * fields, 0);
          pred[r] = -1;
        }
      }
      relaxAll(dist, reached, pred);
      int best = -1;
      for (int c = 0; c < cols; c++) {
        if (open[c] > 0
            && reached[rows + c]
            && (best < 0 || less(dist, (rows + c) * fields, dist, (rows + best) * fields))) {
          best = c;
        }
      }
      if (best < 0) {
        return;
      }
      // The bottleneck: the row's supply, the column's demand, every backward cell's flow.
      long amount = open[best];
      int v = rows + best;
      int start = -1;
      while (v >= 0) {
        int u = pred[v];
        if (u < 0) {
          start = v;
          break;
        }
        if (v < rows) {
          amount = Math.min(amount, flow[v * cols + (u - rows)]);
        }
        v = u;
      }
      amount = Math.min(amount, left[start]);
      v = rows + best;
      while (pred[v] >= 0) {
        int u = pred[v];
        if (v >= rows) {
          flow[u * cols + (v - rows)] += amount;
        } else {
          flow[v * cols + (u - rows)] -= amount;
        }
        v = u;
      }
      left[start] -= amount;
      open[best] -= amount;
      sent += amount;
    }
    feasible = true;
    for (int k = 0; k < rows * cols; k++) {
      for (int f = 0; f < fields && flow[k] > 0; f++) {
        total[f] += flow[k] * cost[k * fields + f];
      }
    }
    // Potentials: shortest distances from a virtual node joined to every node at no cost.
    potential = new long[nodes * fields];
    Arrays.fill(reached, true);
    Arrays.fill(pred, -1);
    relaxAll(potential, reached, pred);
  }

  /** Bellman-Ford over the residual cells: row to column always, back where a cell has flow. */
  private void relaxAll(long[] dist, boolean[] reached, int[] pred) {
    long[] candidate = new long[fields];
    boolean changed = true;
    for (int round = 0; changed; round++) {
      if (round > rows + cols + 1) {
        throw new IllegalStateException("negative cycle in a residual class transport");
      }
      changed = false;
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
          int k = r * cols + c;
          if (!allowed[k]) {
            continue;
          }
          int col = rows + c;
          if (reached[r]) {
            for (int f = 0; f < fields; f++) {
              candidate[f] = dist[r * fields + f] + cost[k * fields + f];
            }
            if (!reached[col] || less(candidate, 0, dist, col * fields)) {
              System.arraycopy(candidate, 0, dist, col * fields, fields);
              reached[col] = true;
              pred[col] = r;
              changed = true;
            }
          }
          if (flow[k] > 0 && reached[col]) {
            for (int f = 0; f < fields; f++) {
              candidate[f] = dist[col * fields + f] - cost[k * fields + f];
            }
            if (!reached[r] || less(candidate, 0, dist, r * fields)) {
              System.arraycopy(candidate, 0, dist, r * fields, fields);
              reached[r] = true;
              pred[r] = col;
              changed = true;
            }
          }
        }
      }
    }
  }

  private boolean less(long[] a, int from, long[] b, int at) {
    for (int f = 0; f < fields; f++) {
      if (a[from + f] != b[at + f]) {
        return a[from + f] < b[at + f];
      }
    }
    return false;
  }
}
