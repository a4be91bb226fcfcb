package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The class transport against enumeration of every integer transport on small random instances: the
 * same optimum (lexicographic vectors), and a transport is optimal exactly when it uses only the
 * cells the duals call tight.
 */
class ClassTransportTest {

  @Test
  void agreesWithEnumeration() {
    long seed = 20261127L;
    SplittableRandom random = new SplittableRandom(seed);
    int feasible = 0;
    int infeasible = 0;
    int notAllTight = 0;
    for (int t = 0; t < 3_000; t++) {
      int rows = 1 + random.nextInt(3);
      int cols = 1 + random.nextInt(3);
      int fields = 1 + random.nextInt(3);
      long[] supply = new long[rows];
      long[] demand = new long[cols];
      long sum = 0;
      for (int r = 0; r < rows; r++) {
        supply[r] = random.nextInt(4);
        sum += supply[r];
      }
      // The same total spread over the columns.
      for (long k = 0; k < sum; k++) {
        demand[random.nextInt(cols)]++;
      }
      boolean[][] allowed = new boolean[rows][cols];
      long[][][] cost = new long[rows][cols][fields];
      ClassTransport transport = new ClassTransport(supply, demand, fields);
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
          allowed[r][c] = random.nextInt(5) > 0;
          for (int f = 0; f < fields; f++) {
            cost[r][c][f] = random.nextInt(4);
          }
          if (allowed[r][c]) {
            transport.allow(r, c, cost[r][c]);
          }
        }
      }
      List<long[][]> all = new ArrayList<>();
      enumerate(supply, demand.clone(), allowed, 0, 0, new long[rows][cols], supply[0], all);
      String instance = "seed " + seed + ", instance " + t;
      if (all.isEmpty()) {
        assertThat(transport.feasible()).as(instance).isFalse();
        infeasible++;
        continue;
      }
      feasible++;
      long[] best = null;
      for (long[][] x : all) {
        long[] c = total(x, cost, fields);
        if (best == null || Arrays.compare(c, best) < 0) {
          best = c;
        }
      }
      assertThat(transport.optimum()).as(instance).isEqualTo(best);
      for (long[][] x : all) {
        boolean onlyTight = true;
        for (int r = 0; r < rows; r++) {
          for (int c = 0; c < cols; c++) {
            onlyTight &= x[r][c] == 0 || transport.tight(r, c);
          }
        }
        boolean optimal = Arrays.equals(total(x, cost, fields), best);
        assertThat(onlyTight)
            .as(instance + ", transport " + Arrays.deepToString(x))
            .isEqualTo(optimal);
        if (!onlyTight) {
          notAllTight++;
        }
      }
    }
    // Both outcomes, and many transports that the duals rule out.
    assertThat(feasible).isGreaterThan(1_000);
    assertThat(infeasible).isGreaterThan(20);
    assertThat(notAllTight).isGreaterThan(500);
  }

  /**
   * Every integer transport: row {@code r} still has {@code left} to send from column {@code c}.
   */
  private static void enumerate(
      long[] supply,
      long[] open,
      boolean[][] allowed,
      int r,
      int c,
      long[][] x,
      long left,
      List<long[][]> out) {
    int rows = supply.length;
    int cols = open.length;
    if (c == cols) {
      if (left != 0) {
        return;
      }
      if (r + 1 == rows) {
        for (long o : open) {
          if (o != 0) {
            return;
          }
        }
        long[][] copy = new long[rows][];
        for (int i = 0; i < rows; i++) {
          copy[i] = x[i].clone();
        }
        out.add(copy);
        return;
      }
      enumerate(supply, open, allowed, r + 1, 0, x, supply[r + 1], out);
      return;
    }
    long most = allowed[r][c] ? Math.min(left, open[c]) : 0;
    for (long k = 0; k <= most; k++) {
      x[r][c] = k;
      open[c] -= k;
      enumerate(supply, open, allowed, r, c + 1, x, left - k, out);
      open[c] += k;
    }
    x[r][c] = 0;
  }

  private static long[] total(long[][] x, long[][][] cost, int fields) {
    long[] sum = new long[fields];
    for (int r = 0; r < x.length; r++) {
      for (int c = 0; c < x[r].length; c++) {
        for (int f = 0; f < fields; f++) {
          sum[f] += x[r][c] * cost[r][c][f];
        }
      }
    }
    return sum;
  }
}
