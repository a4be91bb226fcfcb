package org.swisspair.solver.dutch.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * Scores taken in descending order (C7, C8, C18-C21), as weights and as values: one weight field
 * per score level, highest first, counting the players paired at that level; as a value, the scores
 * themselves, highest first.
 */
final class ScoreLevels {
  private ScoreLevels() {}

  /** Declares {@code levels} fields named {@code name.0}, {@code name.1}, ... */
  static int[] declare(WeightLayout layout, String name, int levels, int width) {
    int[] fields = new int[levels];
    for (int i = 0; i < levels; i++) {
      // concat, not +: a '+' links a method handle on first use, a cost every short command paid.
      fields[i] = layout.field(name.concat(".").concat(Integer.toString(i)), width);
    }
    return fields;
  }

  /**
   * Declares {@code levels} fields, or all but the last when {@code leaveOutLast} (its index is
   * then -1): for counts whose levels add up to a total that the fields above already fix, the last
   * level is fixed as well.
   */
  static int[] declare(
      WeightLayout layout, String name, int levels, int width, boolean leaveOutLast) {
    int[] fields = new int[levels];
    for (int i = 0; i < levels; i++) {
      fields[i] =
          i < levels - 1 || !leaveOutLast
              ? layout.field(name.concat(".").concat(Integer.toString(i)), width)
              : -1;
    }
    return fields;
  }

  /** Counts the two players of a pair, at score levels {@code a} and {@code b}. */
  static void putPair(WeightLayout layout, long[] w, int[] fields, int a, int b) {
    if (a == b) {
      put(layout, w, fields[a], 2);
    } else {
      put(layout, w, fields[a], 1);
      put(layout, w, fields[b], 1);
    }
  }

  private static void put(WeightLayout layout, long[] w, int field, long value) {
    if (field >= 0) {
      layout.put(w, field, value);
    }
  }

  /** The pairing scores of {@code ids}, highest first. */
  static List<Long> scoresDescending(RoundState state, List<Integer> ids) {
    List<Long> out = new ArrayList<>();
    for (int id : ids) {
      out.add((long) state.player(id).pairingScore());
    }
    return descending(out);
  }

  /** {@code values}, highest first. */
  static List<Long> descending(List<Long> values) {
    List<Long> out = new ArrayList<>(values);
    out.sort(Comparator.reverseOrder());
    return out;
  }
}
