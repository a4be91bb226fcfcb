package org.swisspair.solver.ratingbased;

import java.util.Arrays;

/**
 * A minimum-cost perfect assignment of a square cost matrix (the Hungarian method with potentials,
 * one shortest augmenting path per row), kept optimal while rows and columns are fixed one pair at
 * a time: fixing row r to column c frees one row and one column, and one more augmenting path
 * repairs the rest in O(n^2). The feasibility oracle of the transposition search (RTG-10).
 */
final class Assignment {
  private static final long INF = Long.MAX_VALUE / 4;

  private final int n;
  private final long[][] cost;
  // 1-based as in the classical formulation; column 0 is the virtual start.
  private long[] u;
  private long[] v;
  private int[] rowOfCol;
  private boolean[] rowActive;
  private boolean[] colActive;
  private final long[] minv;
  private final int[] way;
  private final boolean[] used;

  /** An assignment problem on {@code cost} (n x n, rows and columns 0-based). */
  Assignment(long[][] cost) {
    this.n = cost.length;
    this.cost = cost;
    u = new long[n + 1];
    v = new long[n + 1];
    rowOfCol = new int[n + 1];
    rowActive = new boolean[n + 1];
    colActive = new boolean[n + 1];
    Arrays.fill(rowActive, 1, n + 1, true);
    Arrays.fill(colActive, 1, n + 1, true);
    minv = new long[n + 1];
    way = new int[n + 1];
    used = new boolean[n + 1];
    for (int i = 1; i <= n; i++) {
      addRow(i);
    }
  }

  /** The total cost of the current assignment over the rows still in. */
  long total() {
    long t = 0;
    for (int j = 1; j <= n; j++) {
      if (colActive[j] && rowOfCol[j] != 0) {
        t += cost[rowOfCol[j] - 1][j - 1];
      }
    }
    return t;
  }

  /** The state, to be restored by {@link #restore}. */
  Object save() {
    return new Object[] {
      u.clone(), v.clone(), rowOfCol.clone(), rowActive.clone(), colActive.clone()
    };
  }

  /** Restores a state returned by {@link #save}. */
  void restore(Object state) {
    Object[] s = (Object[]) state;
    u = ((long[]) s[0]).clone();
    v = ((long[]) s[1]).clone();
    rowOfCol = ((int[]) s[2]).clone();
    rowActive = ((boolean[]) s[3]).clone();
    colActive = ((boolean[]) s[4]).clone();
  }

  /**
   * Takes row {@code r} and column {@code c} (0-based) out together and re-optimises the rest;
   * returns the new total of the rest, which is at least {@code INF / 2} when the rest needs a
   * forbidden cell.
   */
  long fix(int r, int c) {
    int col = c + 1;
    int row = r + 1;
    int holder = rowOfCol[col];
    int freed = -1;
    for (int j = 1; j <= n; j++) {
      if (colActive[j] && rowOfCol[j] == row) {
        freed = j;
      }
    }
    rowActive[row] = false;
    colActive[col] = false;
    rowOfCol[col] = 0;
    if (holder != row) {
      rowOfCol[freed] = 0;
      addRow(holder);
    }
    return total();
  }

  /** One shortest augmenting path from the unassigned row {@code i} over the active columns. */
  private void addRow(int i) {
    rowOfCol[0] = i;
    int j0 = 0;
    Arrays.fill(minv, INF);
    Arrays.fill(used, false);
    do {
      used[j0] = true;
      int i0 = rowOfCol[j0];
      long delta = INF;
      int j1 = -1;
      for (int j = 1; j <= n; j++) {
        if (!colActive[j] || used[j]) {
          continue;
        }
        long cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
        if (cur < minv[j]) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (int j = 0; j <= n; j++) {
        if (j != 0 && !colActive[j]) {
          continue;
        }
        if (used[j]) {
          u[rowOfCol[j]] += delta;
          v[j] -= delta;
        } else {
          minv[j] -= delta;
        }
      }
      j0 = j1;
    } while (rowOfCol[j0] != 0);
    do {
      int j1 = way[j0];
      rowOfCol[j0] = rowOfCol[j1];
      j0 = j1;
    } while (j0 != 0);
  }
}
