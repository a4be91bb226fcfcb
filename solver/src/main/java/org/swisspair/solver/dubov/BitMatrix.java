package org.swisspair.solver.dubov;

import java.util.List;
import org.swisspair.solver.swiss.CardinalityMatching;

/**
 * Bit-matrix helpers of the Dubov engine: sub-matrices copied a word at a time along runs of
 * consecutive vertices, so that the completion questions of C4 (2.2.1) on every player below a
 * scoregroup cost words, not bits.
 */
final class BitMatrix {
  private BitMatrix() {}

  /**
   * The rows and columns of {@code matrix} at {@code vertices} (local index i standing for {@code
   * vertices.get(i)}), without loops.
   */
  static long[][] sub(long[][] matrix, List<Integer> vertices) {
    int s = vertices.size();
    int[] global = new int[s];
    boolean ascending = true;
    for (int i = 0; i < s; i++) {
      global[i] = vertices.get(i);
      ascending &= i == 0 || global[i] > global[i - 1];
    }
    long[][] out = new long[s][];
    for (int i = 0; i < s; i++) {
      long[] row = matrix[global[i]];
      long[] to = CardinalityMatching.bits(s);
      if (ascending) {
        int start = 0;
        while (start < s) {
          int end = start + 1;
          while (end < s && global[end] == global[end - 1] + 1) {
            end++;
          }
          copy(row, global[start], to, start, end - start);
          start = end;
        }
        to[i >>> 6] &= ~(1L << i);
      } else {
        for (int j = 0; j < s; j++) {
          if (j != i && CardinalityMatching.get(row, global[j])) {
            CardinalityMatching.set(to, j);
          }
        }
      }
      out[i] = to;
    }
    return out;
  }

  /**
   * The greedy matching of {@link CardinalityMatching#greedy(int[])}: each vertex in {@code order}
   * (null: index order) with its first unmatched neighbour, found a word at a time; partners, -1
   * for unmatched.
   */
  static int[] greedy(long[][] rows, int[] order) {
    int[] none = new int[rows.length];
    java.util.Arrays.fill(none, -1);
    return greedy(rows, order, none);
  }

  /** {@link #greedy(long[][], int[])} keeping the pairs of {@code start} (partners, -1: none). */
  static int[] greedy(long[][] rows, int[] order, int[] start) {
    int n = rows.length;
    long[] open = CardinalityMatching.bits(n);
    fill(open, n);
    int[] mate = start.clone();
    for (int v = 0; v < n; v++) {
      if (mate[v] >= 0) {
        open[v >>> 6] &= ~(1L << v);
      }
    }
    for (int k = 0; k < n; k++) {
      int v = order == null ? k : order[k];
      if (mate[v] >= 0) {
        continue;
      }
      long[] row = rows[v];
      for (int w = 0; w < row.length; w++) {
        long bits = row[w] & open[w] & (w == v >>> 6 ? ~(1L << v) : -1L);
        if (bits != 0) {
          int to = (w << 6) + Long.numberOfTrailingZeros(bits);
          mate[v] = to;
          mate[to] = v;
          open[v >>> 6] &= ~(1L << v);
          open[to >>> 6] &= ~(1L << to);
          break;
        }
      }
    }
    return mate;
  }

  /** Sets bits {@code 0..count-1} of {@code bits}. */
  static void fill(long[] bits, int count) {
    for (int w = 0; w < bits.length && count > 0; w++, count -= 64) {
      bits[w] = count >= 64 ? -1L : (1L << count) - 1;
    }
  }

  /** ORs bits {@code from..from+length-1} of {@code src} into {@code dst} from bit {@code at}. */
  static void copy(long[] src, int from, long[] dst, int at, int length) {
    while (length > 0) {
      int chunk = Math.min(64, length);
      long x = read(src, from, chunk);
      int w = at >>> 6;
      int off = at & 63;
      dst[w] |= x << off;
      if (off != 0 && off + chunk > 64) {
        dst[w + 1] |= x >>> (64 - off);
      }
      from += chunk;
      at += chunk;
      length -= chunk;
    }
  }

  /** The {@code length} (1-64) bits of {@code src} from bit {@code from}, lowest first. */
  private static long read(long[] src, int from, int length) {
    int w = from >>> 6;
    int off = from & 63;
    long x = src[w] >>> off;
    if (off != 0 && w + 1 < src.length) {
      x |= src[w + 1] << (64 - off);
    }
    return length == 64 ? x : x & ((1L << length) - 1);
  }
}
