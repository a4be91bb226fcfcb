package org.swisspair.solver.criteria;

import java.util.List;
import java.util.Optional;
import org.swisspair.model.Points;

/**
 * Where two pairings of one round first part, bracket by bracket from the top.
 *
 * @param bracket the first bracket (0 = top) whose pairs or floaters differ
 * @param criterion the first criterion whose values differ there, or empty when they are equal and
 *     only the system's candidate order can decide
 * @param first the bracket in the first pairing
 * @param second the bracket in the second pairing
 */
public record BracketComparison(
    int bracket, Optional<String> criterion, BracketEvaluation first, BracketEvaluation second) {

  /**
   * The first bracket where {@code a} and {@code b} differ; empty when they make the same pairs.
   */
  public static Optional<BracketComparison> of(
      List<BracketEvaluation> a, List<BracketEvaluation> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      if (!a.get(i).samePairing(b.get(i))) {
        return Optional.of(
            new BracketComparison(i, a.get(i).firstDifference(b.get(i)), a.get(i), b.get(i)));
      }
    }
    return Optional.empty();
  }

  /** One line: bracket, criterion and both values. */
  public String describe() {
    String where =
        "bracket "
            + (bracket + 1)
            + " (score "
            + Points.format(first.score())
            + ", residents "
            + first.residents()
            + ", incoming "
            + first.mdps()
            + ")";
    if (criterion.isEmpty()) {
      return where + ": same criteria values: decided by the candidate order (Article 4)";
    }
    String id = criterion.get();
    int c = BracketEvaluation.compareValues(first.value(id), second.value(id));
    return where
        + ": first differing criterion "
        + id
        + " ("
        + first.value(id)
        + " vs "
        + second.value(id)
        + ", "
        + (c < 0 ? "first" : "second")
        + " is better)";
  }
}
