package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The first assignment in lexicographic order, against enumeration on small random tables. */
class LexicographicAssignmentTest {

  @Test
  void agreesWithEnumeration() {
    SplittableRandom random = new SplittableRandom(20261123);
    int found = 0;
    int none = 0;
    int notGreedy = 0;
    for (int t = 0; t < 4_000; t++) {
      int left = 1 + random.nextInt(7);
      int right = left + random.nextInt(3);
      double density = 0.3 + 0.65 * random.nextDouble();
      boolean[][] allowed = new boolean[left][right];
      for (int i = 0; i < left; i++) {
        for (int j = 0; j < right; j++) {
          allowed[i][j] = random.nextDouble() < density;
        }
      }
      int[] expected = firstByEnumeration(allowed, left, right);
      int[] actual =
          new LexicographicAssignment(left, right, (i, j) -> allowed[i][j], 1_000_000L, false)
              .solve();
      assertThat(actual).as("table %d", t).isEqualTo(expected);
      if (expected == null) {
        none++;
      } else {
        found++;
        if (!equalsGreedy(allowed, expected, left, right)) {
          notGreedy++;
        }
      }
    }
    // Both outcomes, and many answers that greedy choice alone would miss.
    assertThat(found).isGreaterThan(1_000);
    assertThat(none).isGreaterThan(100);
    assertThat(notGreedy).isGreaterThan(100);
  }

  private static int[] firstByEnumeration(boolean[][] allowed, int left, int right) {
    int[] a = new int[left];
    return extend(allowed, a, 0, new boolean[right], right) ? a : null;
  }

  private static boolean extend(boolean[][] allowed, int[] a, int i, boolean[] used, int right) {
    if (i == a.length) {
      return true;
    }
    for (int j = 0; j < right; j++) {
      if (!used[j] && allowed[i][j]) {
        used[j] = true;
        a[i] = j;
        if (extend(allowed, a, i + 1, used, right)) {
          return true;
        }
        used[j] = false;
      }
    }
    return false;
  }

  /** True when taking the first free allowed right vertex row by row gives {@code a}. */
  private static boolean equalsGreedy(boolean[][] allowed, int[] a, int left, int right) {
    boolean[] used = new boolean[right];
    for (int i = 0; i < left; i++) {
      int pick = -1;
      for (int j = 0; j < right && pick < 0; j++) {
        if (!used[j] && allowed[i][j]) {
          pick = j;
        }
      }
      if (pick != a[i]) {
        return false;
      }
      used[pick] = true;
    }
    return true;
  }
}
