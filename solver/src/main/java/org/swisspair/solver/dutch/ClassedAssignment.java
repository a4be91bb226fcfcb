package org.swisspair.solver.dutch;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * The first S2 transposition in Article 4.2.2 order (C.04.3) whose pairs all use tight cells of an
 * optimal {@link ClassTransport}, built position by position: each S1 player takes the first S2
 * player it may meet whose class keeps a completion at class level (a transport over the tight
 * cells, kept as flow counts and repaired by one augmenting path per step). The class-level test
 * ignores the sparse pair exceptions (played pairs), so it can only accept too much: when every
 * position finds a partner, every prefix was completed by the result itself, and each earlier
 * partner refused was either not allowed or had no completion even at class level; so the result is
 * the lexicographically first assignment. When a position finds none, this gives up (null) and
 * {@link LexicographicAssignment} decides.
 */
final class ClassedAssignment {
  private final int left;
  private final int right;
  private final int[] rowOf;
  private final int[] colOf;
  private final int rows;
  private final int cols;
  private final boolean[] tight;
  private final LexicographicAssignment.Edges edges;
  private final boolean debug;

  /** How many of the last positions are assigned pair by pair, within {@code budget}. */
  private final int tail;

  private final long budget;

  /** The class-level flow still to complete: {@code flow[r * cols + c]}. */
  private final long[] flow;

  /**
   * Left vertex {@code i} in transport row {@code rowOf[i]}, right vertex {@code j} in column
   * {@code colOf[j]}; {@code transport} solved with those counts; the last {@code tail} positions
   * pair by pair.
   */
  ClassedAssignment(
      int[] rowOf,
      int[] colOf,
      ClassTransport transport,
      int rows,
      int cols,
      LexicographicAssignment.Edges edges,
      int tail,
      long budget,
      boolean debug) {
    this.tail = tail;
    this.budget = budget;
    this.debug = debug;
    this.left = rowOf.length;
    this.right = colOf.length;
    this.rowOf = rowOf;
    this.colOf = colOf;
    this.rows = rows;
    this.cols = cols;
    this.edges = edges;
    tight = new boolean[rows * cols];
    flow = new long[rows * cols];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        tight[r * cols + c] = transport.tight(r, c);
        flow[r * cols + c] = transport.flow(r, c);
      }
    }
  }

  /** The right vertex of each left vertex, or null (a position found no partner). */
  int[] solve() {
    // Each column's right vertices in order, and how many at its front are taken.
    int[][] members = new int[cols][];
    int[] size = new int[cols];
    for (int j = 0; j < right; j++) {
      size[colOf[j]]++;
    }
    for (int c = 0; c < cols; c++) {
      members[c] = new int[size[c]];
      size[c] = 0;
    }
    for (int j = 0; j < right; j++) {
      members[colOf[j]][size[colOf[j]]++] = j;
    }
    int[] head = new int[cols];
    boolean[] taken = new boolean[right];
    int[] mate = new int[left];
    int[] candidate = new int[cols];
    int greedy = Math.max(0, left - tail);
    for (int i = 0; i < greedy; i++) {
      int r = rowOf[i];
      // The first allowed free vertex of each tight column.
      for (int c = 0; c < cols; c++) {
        candidate[c] = -1;
        if (!tight[r * cols + c]) {
          continue;
        }
        while (head[c] < members[c].length && taken[members[c][head[c]]]) {
          head[c]++;
        }
        for (int k = head[c]; k < members[c].length; k++) {
          int j = members[c][k];
          if (!taken[j] && edges.allowed(i, j)) {
            candidate[c] = j;
            break;
          }
        }
      }
      int chosen = -1;
      while (chosen < 0) {
        int best = -1;
        for (int c = 0; c < cols; c++) {
          if (candidate[c] >= 0 && (best < 0 || candidate[c] < candidate[best])) {
            best = c;
          }
        }
        if (best < 0) {
          return null;
        }
        if (take(r, best)) {
          chosen = candidate[best];
        } else {
          candidate[best] = -1;
        }
      }
      taken[chosen] = true;
      mate[i] = chosen;
    }
    // The last positions, where played pairs crowd the few players left, pair by pair: if they
    // complete, the prefix had a completion, so each of its choices was the first possible.
    int[] free = new int[right - greedy];
    int count = 0;
    for (int j = 0; j < right; j++) {
      if (!taken[j]) {
        free[count++] = j;
      }
    }
    int[] last =
        new LexicographicAssignment(
                left - greedy, count, (a, b) -> edges.allowed(greedy + a, free[b]), budget, debug)
            .solve();
    if (last == null) {
      return null;
    }
    for (int a = 0; a < last.length; a++) {
      mate[greedy + a] = free[last[a]];
    }
    return mate;
  }

  /**
   * Removes one unit of row {@code r} and column {@code c} from the flow, keeping a flow that fills
   * the rest; false (flow unchanged) when none exists.
   */
  private boolean take(int r, int c) {
    if (flow[r * cols + c] > 0) {
      flow[r * cols + c]--;
      return true;
    }
    // Free one unit of row r (from column c1) and one of column c (from row r2), then route
    // a unit from r2 to c1 along tight cells and flows: an augmenting path.
    int c1 = -1;
    int r2 = -1;
    for (int x = 0; x < cols && c1 < 0; x++) {
      if (flow[r * cols + x] > 0) {
        c1 = x;
      }
    }
    for (int y = 0; y < rows && r2 < 0; y++) {
      if (flow[y * cols + c] > 0) {
        r2 = y;
      }
    }
    if (c1 < 0 || r2 < 0) {
      return false;
    }
    flow[r * cols + c1]--;
    flow[r2 * cols + c]--;
    // Breadth-first over rows; a row reaches a column by any tight cell, a column a row by flow.
    int[] rowFrom = new int[rows];
    int[] colFrom = new int[cols];
    Arrays.fill(rowFrom, -2);
    Arrays.fill(colFrom, -2);
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    rowFrom[r2] = -1;
    queue.add(r2);
    while (!queue.isEmpty() && colFrom[c1] == -2) {
      int y = queue.poll();
      for (int x = 0; x < cols; x++) {
        if (colFrom[x] != -2 || !tight[y * cols + x]) {
          continue;
        }
        colFrom[x] = y;
        if (x == c1) {
          break;
        }
        for (int z = 0; z < rows; z++) {
          if (rowFrom[z] == -2 && flow[z * cols + x] > 0) {
            rowFrom[z] = x;
            queue.add(z);
          }
        }
      }
    }
    if (colFrom[c1] == -2) {
      flow[r * cols + c1]++;
      flow[r2 * cols + c]++;
      return false;
    }
    for (int x = c1; x >= 0; ) {
      int y = colFrom[x];
      flow[y * cols + x]++;
      int back = rowFrom[y];
      if (back >= 0) {
        flow[y * cols + back]--;
      }
      x = back;
    }
    return true;
  }
}
