package org.swisspair.solver.lim;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * The order of the Lim exchange rules (Article 4), generalised to any group size (LIM-9): the
 * players still to pair are taken in scrutiny order (downward: #1 first; upward: the last number
 * first, 4.1), the first of them is scrutinised, and his opponents are tried in the order of the
 * tables of 4.2-4.3: the bottom half of the proposed pairing (2.4) in order, then the top half from
 * its bottom up. After each pair the rest is split again into halves. "Highest numbered" is #1
 * (LIM-1). The second table (4.3) is garbled in the text; its reconstruction (LIM-19) is what this
 * order yields.
 */
final class LimExchangeOrder {
  private LimExchangeOrder() {}

  /** Which way a scoregroup is paired (2.2, 4.1). */
  enum Direction {
    /** From the top scoregroup down to the median, and the median itself (4.1.1). */
    DOWNWARD,
    /** From the bottom scoregroup up to the median (4.1.2). */
    UPWARD;

    /** The scrutiny order: #1 first downward, the largest number first upward. */
    Comparator<Integer> scrutiny() {
      return this == DOWNWARD ? Comparator.naturalOrder() : Comparator.reverseOrder();
    }

    /** "downward" or "upward". */
    String word() {
      return this == DOWNWARD ? "downward" : "upward";
    }
  }

  /**
   * The opponents of {@code ordered.get(0)} in the order they are tried: the bottom half of {@code
   * ordered} in order, then the top half from its bottom up (4.2: 4, 5, 6, 3, 2 for #1 of six).
   *
   * @param ordered the players still to pair, in scrutiny order
   */
  static List<Integer> candidates(List<Integer> ordered) {
    int n = ordered.size();
    int half = n / 2;
    // A view: the scrutinised player usually takes one of the first few.
    return new AbstractList<>() {
      @Override
      public Integer get(int i) {
        Objects.checkIndex(i, size());
        return ordered.get(i < n - half ? half + i : half - 1 - (i - (n - half)));
      }

      @Override
      public int size() {
        return Math.max(0, n - 1);
      }
    };
  }

  /**
   * The proposed pairing of 2.4 for players in scrutiny order: the k-th of the top half against the
   * k-th of the bottom half (1 v n/2+1, 2 v n/2+2, ...).
   */
  static List<int[]> proposal(List<Integer> ordered) {
    int half = ordered.size() / 2;
    List<int[]> out = new ArrayList<>();
    for (int i = 0; i < half; i++) {
      out.add(new int[] {ordered.get(i), ordered.get(half + i)});
    }
    return out;
  }
}
