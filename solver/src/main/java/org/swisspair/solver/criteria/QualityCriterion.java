package org.swisspair.solver.criteria;

import java.util.List;

/**
 * One criterion of a system with both of its sides in one place, as a constraint keeps its
 * propagator beside its check: the fields it adds to a bracket's matching weight, and its value on
 * a finished bracket. The matching maximises the weight; the checker and the explanation read the
 * value, which is minimised.
 *
 * @param <G> the system's bracket graph, which the weight reads
 */
public interface QualityCriterion<G> {
  /** The handbook id, article and rule. */
  Criterion criterion();

  /** How the values read: counts, or scores in tenths of a point. */
  default Unit unit() {
    return Unit.COUNT;
  }

  /**
   * Adds this criterion's fields to {@code layout} (below those already there) and returns how it
   * weighs an edge of {@code graph}; called before the layout is frozen.
   */
  EdgeWeight declare(WeightLayout layout, G graph);

  /** The value on a finished bracket: smaller is better, lists compare element by element. */
  List<Long> measure(FinishedBracket bracket);

  /** The value as text: counts as numbers, scores in points, separated by spaces. */
  default String format(List<Long> values) {
    List<String> parts = new java.util.ArrayList<>();
    for (long x : values) {
      parts.add(unit() == Unit.POINTS ? org.swisspair.model.Points.format((int) x) : "" + x);
    }
    return String.join(" ", parts);
  }

  /** How a criterion's values read. */
  enum Unit {
    /** Numbers of players or pairs. */
    COUNT,
    /** Scores or score differences in tenths of a point. */
    POINTS
  }
}
