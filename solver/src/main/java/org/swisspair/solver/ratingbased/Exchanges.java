package org.swisspair.solver.ratingbased;

import java.util.Arrays;

/**
 * The exchanges between S1 and S2 in the order of D.2, for a group whose players are numbered 1..n
 * in A.2 order with S1 = 1..p: one player before two (the two matrices), and, as the rule goes on,
 * more players after them (RTG-13); within a size, the smallest difference between the sums of the
 * numbers exchanged; then the exchange concerning the lowest players of S1; then the lowest players
 * of S2 (RTG-13).
 */
final class Exchanges {
  private Exchanges() {}

  /** One exchange: the S1 numbers moved to S2 and the S2 numbers moved to S1, ascending. */
  record Exchange(int[] out, int[] in) {
    /** As the text writes it: {@code 4-5}, {@code 3+4 / 5+6}. */
    String label() {
      if (out.length == 1) {
        return out[0] + "-" + in[0];
      }
      return join(out) + " / " + join(in);
    }

    private static String join(int[] a) {
      StringBuilder sb = new StringBuilder();
      for (int x : a) {
        sb.append(sb.length() == 0 ? "" : "+").append(x);
      }
      return sb.toString();
    }
  }

  /** S1 and S2 after exchange {@code e}, each in A.2 order (A.9.b). */
  static int[][] split(int[] players, int p, Exchange e) {
    boolean[] inS1 = new boolean[players.length];
    Arrays.fill(inS1, 0, p, true);
    for (int x : e.out()) {
      inS1[x - 1] = false;
    }
    for (int x : e.in()) {
      inS1[x - 1] = true;
    }
    int[] s1 = new int[p];
    int[] s2 = new int[players.length - p];
    int a = 0;
    int b = 0;
    for (int i = 0; i < players.length; i++) {
      if (inS1[i]) {
        s1[a++] = players[i];
      } else {
        s2[b++] = players[i];
      }
    }
    return new int[][] {s1, s2};
  }

  /** Receives exchanges in order; returns true to stop. */
  @FunctionalInterface
  interface Visitor {
    boolean visit(Exchange e);
  }

  /**
   * Visits every exchange of a group of {@code n} with S1 = 1..{@code p} in order, until stopped.
   */
  static void forEach(int n, int p, Visitor visitor) {
    int s2 = n - p;
    for (int k = 1; k <= Math.min(p, s2); k++) {
      int dMin = k * k;
      int dMax = (sum(n - k + 1, n)) - sum(1, k);
      for (int d = dMin; d <= dMax; d++) {
        int[] out = new int[k];
        if (outSets(n, p, k, d, out, 0, p, visitor)) {
          return;
        }
      }
    }
  }

  /**
   * The S1 sets of size k with the lowest players first: chosen from the largest number down, the
   * set with the larger first differing number first.
   */
  private static boolean outSets(
      int n, int p, int k, int d, int[] out, int depth, int max, Visitor visitor) {
    if (depth == k) {
      int[] asc = out.clone();
      Arrays.sort(asc);
      int target = Arrays.stream(asc).sum() + d;
      int[] in = new int[k];
      return inSets(n, p, k, target, in, 0, p + 1, asc, visitor);
    }
    for (int x = max; x >= k - depth; x--) {
      out[depth] = x;
      if (outSets(n, p, k, d, out, depth + 1, x - 1, visitor)) {
        return true;
      }
    }
    return false;
  }

  /** The S2 sets of size k summing to {@code target}, in ascending lexicographic order. */
  private static boolean inSets(
      int n, int p, int k, int target, int[] in, int depth, int min, int[] out, Visitor visitor) {
    int left = k - depth;
    if (left == 0) {
      return target == 0 && visitor.visit(new Exchange(out, in.clone()));
    }
    for (int x = min; x <= n - left + 1; x++) {
      // The smallest and largest sums the remaining picks can still make.
      int lo = sum(x, x + left - 1);
      int hi = x + sum(n - left + 2, n);
      if (target < lo) {
        break;
      }
      if (target > hi) {
        continue;
      }
      in[depth] = x;
      if (inSets(n, p, k, target - x, in, depth + 1, x + 1, out, visitor)) {
        return true;
      }
    }
    return false;
  }

  private static int sum(int from, int to) {
    return to < from ? 0 : (from + to) * (to - from + 1) / 2;
  }
}
