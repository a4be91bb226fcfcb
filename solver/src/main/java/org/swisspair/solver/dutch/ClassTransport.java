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
    for (int f = 0; f < fields; f++) {
      if (cost[k * fields + f]
              + potential[(1 + r) * fields + f]
              - potential[(1 + rows + c) * fields + f]
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
    // Nodes: the source, the rows, the columns, the sink. Every cost is at least zero, so zero
    // potentials start Dijkstra's invariant: no residual arc has a negative reduced cost.
    int nodes = rows + cols + 2;
    int source = 0;
    int sink = nodes - 1;
    potential = new long[nodes * fields];
    sent = new long[rows];
    received = new long[cols];
    long[] dist = new long[nodes * fields];
    boolean[] reached = new boolean[nodes];
    boolean[] done = new boolean[nodes];
    int[] pred = new int[nodes];
    long[] candidate = new long[fields];
    long moved = 0;
    while (moved < need) {
      Arrays.fill(reached, false);
      Arrays.fill(done, false);
      reached[source] = true;
      Arrays.fill(dist, 0, fields, 0);
      pred[source] = -1;
      while (true) {
        int u = -1;
        for (int v = 0; v < nodes; v++) {
          if (reached[v] && !done[v] && (u < 0 || less(dist, v * fields, dist, u * fields))) {
            u = v;
          }
        }
        if (u < 0) {
          break;
        }
        done[u] = true;
        if (u == source) {
          for (int r = 0; r < rows; r++) {
            if (sent[r] < supply[r]) {
              relax(u, 1 + r, null, 1, dist, reached, done, pred, candidate);
            }
          }
        } else if (u <= rows) {
          int r = u - 1;
          for (int c = 0; c < cols; c++) {
            if (allowed[r * cols + c]) {
              relax(
                  u,
                  1 + rows + c,
                  cost,
                  (r * cols + c) * fields + 1,
                  dist,
                  reached,
                  done,
                  pred,
                  candidate);
            }
          }
          if (sent[r] > 0) {
            relax(u, source, null, 1, dist, reached, done, pred, candidate);
          }
        } else if (u < sink) {
          int c = u - 1 - rows;
          for (int r = 0; r < rows; r++) {
            if (flow[r * cols + c] > 0) {
              relax(
                  u,
                  1 + r,
                  cost,
                  -((r * cols + c) * fields + 1),
                  dist,
                  reached,
                  done,
                  pred,
                  candidate);
            }
          }
          if (received[c] < demand[c]) {
            relax(u, sink, null, 1, dist, reached, done, pred, candidate);
          }
        } else {
          for (int c = 0; c < cols; c++) {
            if (received[c] > 0) {
              relax(u, 1 + rows + c, null, 1, dist, reached, done, pred, candidate);
            }
          }
        }
      }
      if (!reached[sink]) {
        return;
      }
      // Potentials move by the distances, capped at the sink's: reduced costs stay at least zero
      // and the path found becomes tight both ways.
      for (int v = 0; v < nodes; v++) {
        int from = reached[v] && less(dist, v * fields, dist, sink * fields) ? v : sink;
        for (int f = 0; f < fields; f++) {
          potential[v * fields + f] += dist[from * fields + f];
        }
      }
      long amount = need - moved;
      for (int v = sink; v != source; v = pred[v]) {
        amount = Math.min(amount, residual(pred[v], v));
      }
      for (int v = sink; v != source; v = pred[v]) {
        push(pred[v], v, amount);
      }
      moved += amount;
    }
    feasible = true;
    for (int k = 0; k < rows * cols; k++) {
      for (int f = 0; f < fields && flow[k] > 0; f++) {
        total[f] += flow[k] * cost[k * fields + f];
      }
    }
  }

  private long[] sent;
  private long[] received;

  /** Relaxes arc u-v of cost {@code arcCost[at - 1]} (negated for at < 0; no array: zero). */
  private void relax(
      int u,
      int v,
      long[] arcCost,
      int at,
      long[] dist,
      boolean[] reached,
      boolean[] done,
      int[] pred,
      long[] candidate) {
    if (done[v]) {
      return;
    }
    int sign = at < 0 ? -1 : 1;
    int base = Math.abs(at) - 1;
    for (int f = 0; f < fields; f++) {
      long c = arcCost == null ? 0 : sign * arcCost[base + f];
      candidate[f] =
          dist[u * fields + f] + c + potential[u * fields + f] - potential[v * fields + f];
    }
    if (!reached[v] || less(candidate, 0, dist, v * fields)) {
      System.arraycopy(candidate, 0, dist, v * fields, fields);
      reached[v] = true;
      pred[v] = u;
    }
  }

  /** The residual capacity of arc u-v. */
  private long residual(int u, int v) {
    int sink = rows + cols + 1;
    if (u == 0) {
      return supply[v - 1] - sent[v - 1];
    }
    if (v == 0) {
      return sent[u - 1];
    }
    if (v == sink) {
      return demand[u - 1 - rows] - received[u - 1 - rows];
    }
    if (u == sink) {
      return received[v - 1 - rows];
    }
    if (u <= rows) {
      return Long.MAX_VALUE;
    }
    return flow[(v - 1) * cols + (u - 1 - rows)];
  }

  private void push(int u, int v, long amount) {
    int sink = rows + cols + 1;
    if (u == 0) {
      sent[v - 1] += amount;
    } else if (v == 0) {
      sent[u - 1] -= amount;
    } else if (v == sink) {
      received[u - 1 - rows] += amount;
    } else if (u == sink) {
      received[v - 1 - rows] -= amount;
    } else if (u <= rows) {
      flow[(u - 1) * cols + (v - 1 - rows)] += amount;
    } else {
      flow[(v - 1) * cols + (u - 1 - rows)] -= amount;
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
