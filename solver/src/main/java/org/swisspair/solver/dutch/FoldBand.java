package org.swisspair.solver.dutch;

import java.util.Arrays;

/**
 * The pairs near the fold of each group of a priced bracket graph, to start its solve (C.04.3
 * Article 4.2: the first candidate pairs S1 place i with S2 place i). In large tied groups the
 * optimum is a transposition of S2 close to the fold, so these pairs hold most of it and the
 * pricing rounds that follow add few others.
 */
final class FoldBand {
  private FoldBand() {}

  /**
   * For each group {@code [ends[k-1], ends[k])} of {@code m} vertices, with {@code h = m / 2}, the
   * pairs {@code (i, j)} of S1 place {@code i < h} and S2 place {@code j} within {@code width} of
   * {@code h + i}; each as {@code u << 32 | v}, {@code u < v}, in increasing order.
   */
  static long[] pairs(int[] ends, int width) {
    long[] out = new long[16];
    int count = 0;
    int start = 0;
    for (int end : ends) {
      int h = (end - start) / 2;
      for (int i = 0; i < h; i++) {
        int from = Math.max(start + h, start + h + i - width);
        int to = Math.min(end - 1, start + h + i + width);
        for (int j = from; j <= to; j++) {
          if (count == out.length) {
            out = Arrays.copyOf(out, 2 * count);
          }
          out[count++] = (long) (start + i) << 32 | j;
        }
      }
      start = end;
    }
    return Arrays.copyOf(out, count);
  }
}
