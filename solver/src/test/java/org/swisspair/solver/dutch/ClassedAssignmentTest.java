package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The position-by-position assignment over a transport's tight cells, with random sparse pairs
 * taken out and a short tail chosen pair by pair, against the pair-by-pair {@link
 * LexicographicAssignment}: whenever it answers, it gives the same first assignment; and it answers
 * on most instances.
 */
class ClassedAssignmentTest {

  @Test
  void agreesWithThePairByPairAssignment() {
    long seed = 20261128L;
    SplittableRandom random = new SplittableRandom(seed);
    int answered = 0;
    int instances = 0;
    for (int t = 0; t < 2_000; t++) {
      int rows = 1 + random.nextInt(4);
      int cols = 1 + random.nextInt(4);
      int n = 1 + random.nextInt(30);
      int[] rowOf = new int[n];
      int[] colOf = new int[n];
      long[] supply = new long[rows];
      long[] demand = new long[cols];
      for (int i = 0; i < n; i++) {
        rowOf[i] = random.nextInt(rows);
        colOf[i] = random.nextInt(cols);
        supply[rowOf[i]]++;
        demand[colOf[i]]++;
      }
      ClassTransport transport = new ClassTransport(supply, demand, 2);
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
          if (random.nextInt(6) > 0) {
            transport.allow(r, c, new long[] {random.nextInt(3), random.nextInt(3)});
          }
        }
      }
      if (!transport.feasible()) {
        continue;
      }
      instances++;
      // Played pairs: a few holes anywhere.
      boolean[][] hole = new boolean[n][n];
      double density = random.nextDouble() * 0.15;
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          hole[i][j] = random.nextDouble() < density;
        }
      }
      LexicographicAssignment.Edges edges =
          (i, j) -> !hole[i][j] && transport.tight(rowOf[i], colOf[j]);
      int[] expected = new LexicographicAssignment(n, n, edges, 10_000_000L, false).solve();
      int tail = random.nextInt(4);
      int[] actual =
          new ClassedAssignment(
                  rowOf, colOf, transport, rows, cols, edges, tail, 10_000_000L, false)
              .solve();
      if (actual != null) {
        answered++;
        assertThat(actual).as("seed %d, instance %d", seed, t).isEqualTo(expected);
      }
    }
    assertThat(instances).isGreaterThan(1_000);
    assertThat(answered).isGreaterThan(instances * 3 / 4);
  }
}
