package org.swisspair.solver.dutch;

import java.util.Arrays;

/**
 * A transportation problem over player classes (C.04.3 Article 2.4: the criteria C9-C21 of a
 * bracket as sums over its pairs): rows and columns with integer capacities, allowed cells with a
 * cost that is a vector of criteria counts compared lexicographically (most significant first).
 * Solved exactly by successive shortest paths (Dijkstra with potentials on the residual graph,
 * exact integer vectors, never doubles); its duals tell which cells an optimal transport may use: a
 * transport that fills every capacity is optimal exactly when it uses only tight cells.
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
    for (int f = 0; f < active; f++) {
      if (reduced[k * active + f] != 0) {
        return false;
      }
    }
    return true;
  }

  /** The fields some cell's cost uses; the others stay zero throughout. */
  private int active;

  private long[] compact;
  private long[] reduced;

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
    int[] used = new int[fields];
    for (int f = 0; f < fields; f++) {
      boolean any = false;
      for (int k = 0; k < rows * cols && !any; k++) {
        any = allowed[k] && cost[k * fields + f] != 0;
      }
      if (any) {
        used[active++] = f + 1;
      }
    }
    int cells = rows * cols;
    compact = new long[cells * active];
    for (int k = 0; k < cells; k++) {
      for (int f = 0; f < active; f++) {
        compact[k * active + f] = cost[k * fields + used[f] - 1];
      }
    }
    int nodes = rows + cols;
    potential = new long[nodes * active];
    reduced = new long[cells * active];
    if (need != offer) {
      return;
    }
    long[] left = supply.clone();
    long[] open = demand.clone();
    // Start as the Hungarian method does: row minima, then column minima of what remains, so
    // that every reduced cost is at least zero; then fill the cells whose reduced cost is zero.
    for (int r = 0; r < rows; r++) {
      int best = -1;
      for (int c = 0; c < cols; c++) {
        if (allowed[r * cols + c]
            && (best < 0
                || less(compact, (r * cols + c) * active, compact, (r * cols + best) * active))) {
          best = c;
        }
      }
      for (int f = 0; f < active && best >= 0; f++) {
        potential[r * active + f] = compact[(r * cols + best) * active + f];
      }
    }
    long[] candidate = new long[active];
    for (int c = 0; c < cols; c++) {
      boolean any = false;
      long[] least = new long[active];
      for (int r = 0; r < rows; r++) {
        if (!allowed[r * cols + c]) {
          continue;
        }
        for (int f = 0; f < active; f++) {
          candidate[f] = compact[(r * cols + c) * active + f] - potential[r * active + f];
        }
        if (!any || less(candidate, 0, least, 0)) {
          System.arraycopy(candidate, 0, least, 0, active);
          any = true;
        }
      }
      System.arraycopy(least, 0, potential, (rows + c) * active, active);
    }
    updateReduced();
    long moved = 0;
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols && left[r] > 0; c++) {
        int k = r * cols + c;
        if (allowed[k] && open[c] > 0 && zero(reduced, k * active)) {
          long amount = Math.min(left[r], open[c]);
          flow[k] += amount;
          left[r] -= amount;
          open[c] -= amount;
          moved += amount;
        }
      }
    }
    // Then shortest augmenting paths (Dijkstra on reduced costs) from rows with supply left.
    long[] dist = new long[nodes * active];
    boolean[] reached = new boolean[nodes];
    boolean[] done = new boolean[nodes];
    int[] pred = new int[nodes];
    while (moved < need) {
      int start = -1;
      int target = -1;
      for (int r = 0; r < rows && target < 0; r++) {
        if (left[r] == 0) {
          continue;
        }
        start = r;
        target = shortestPaths(r, open, dist, reached, done, pred, candidate);
      }
      if (target < 0) {
        return;
      }
      // Potentials move by the distances, capped at the target's (a cell's reduced cost is its
      // cost less both potentials): reduced costs stay at least zero, the path becomes tight.
      for (int v = 0; v < nodes; v++) {
        int from = done[v] ? v : target;
        int sign = v < rows ? -1 : 1;
        for (int f = 0; f < active; f++) {
          potential[v * active + f] += sign * dist[from * active + f];
        }
      }
      long amount = Math.min(left[start], open[target - rows]);
      for (int v = target; v != start; v = pred[v]) {
        if (v < rows) {
          amount = Math.min(amount, flow[v * cols + (pred[v] - rows)]);
        }
      }
      for (int v = target; v != start; v = pred[v]) {
        if (v >= rows) {
          flow[pred[v] * cols + (v - rows)] += amount;
        } else {
          flow[v * cols + (pred[v] - rows)] -= amount;
        }
      }
      left[start] -= amount;
      open[target - rows] -= amount;
      moved += amount;
      updateReduced();
    }
    feasible = true;
    for (int k = 0; k < cells; k++) {
      for (int f = 0; f < active && flow[k] > 0; f++) {
        total[used[f] - 1] += flow[k] * compact[k * active + f];
      }
    }
  }

  /** Reduced cost of each cell: its cost, less its row's potential, plus its column's. */
  private void updateReduced() {
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        int k = r * cols + c;
        for (int f = 0; f < active; f++) {
          reduced[k * active + f] =
              compact[k * active + f]
                  - potential[r * active + f]
                  - potential[(rows + c) * active + f];
        }
      }
    }
  }

  /**
   * Dijkstra from row {@code start} over the residual cells (row to column always, column to row
   * where a cell has flow) by reduced cost, until the nearest column with demand left is settled;
   * returns that column's node, or -1. Settled nodes are marked in {@code done}.
   */
  private int shortestPaths(
      int start,
      long[] open,
      long[] dist,
      boolean[] reached,
      boolean[] done,
      int[] pred,
      long[] candidate) {
    int nodes = rows + cols;
    Arrays.fill(reached, false);
    Arrays.fill(done, false);
    reached[start] = true;
    Arrays.fill(dist, start * active, (start + 1) * active, 0);
    pred[start] = -1;
    while (true) {
      int u = -1;
      for (int v = 0; v < nodes; v++) {
        if (reached[v] && !done[v] && (u < 0 || less(dist, v * active, dist, u * active))) {
          u = v;
        }
      }
      if (u < 0) {
        return -1;
      }
      done[u] = true;
      if (u >= rows && open[u - rows] > 0) {
        return u;
      }
      if (u < rows) {
        for (int c = 0; c < cols; c++) {
          int k = u * cols + c;
          if (allowed[k]) {
            relax(u, rows + c, reduced, k * active, 1, dist, reached, done, pred, candidate);
          }
        }
      } else {
        int c = u - rows;
        for (int r = 0; r < rows; r++) {
          int k = r * cols + c;
          if (flow[k] > 0) {
            relax(u, r, reduced, k * active, -1, dist, reached, done, pred, candidate);
          }
        }
      }
    }
  }

  private void relax(
      int u,
      int v,
      long[] arc,
      int at,
      int sign,
      long[] dist,
      boolean[] reached,
      boolean[] done,
      int[] pred,
      long[] candidate) {
    if (done[v]) {
      return;
    }
    for (int f = 0; f < active; f++) {
      candidate[f] = dist[u * active + f] + sign * arc[at + f];
    }
    if (!reached[v] || less(candidate, 0, dist, v * active)) {
      System.arraycopy(candidate, 0, dist, v * active, active);
      reached[v] = true;
      pred[v] = u;
    }
  }

  private boolean zero(long[] a, int from) {
    for (int f = 0; f < active; f++) {
      if (a[from + f] != 0) {
        return false;
      }
    }
    return true;
  }

  private boolean less(long[] a, int from, long[] b, int at) {
    for (int f = 0; f < active; f++) {
      if (a[from + f] != b[at + f]) {
        return a[from + f] < b[at + f];
      }
    }
    return false;
  }
}
