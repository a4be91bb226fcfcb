package org.swisspair.solver.simplified;

import java.util.List;
import org.swisspair.solver.criteria.CriteriaList;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.Criterion.Kind;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * The criteria of the simplified Swiss rules (Vincze, "Basic rules" and "Assignment of colour"):
 * two hard rules and the conditional rule of three same colours in a row. The rules pair by a
 * search, not by weights, so the list measures and explains but never builds a matching weight.
 */
public final class SimplifiedCriteria {
  private SimplifiedCriteria() {}

  /** The hard rules, as the checker names them (C1 no rematch, C2 the bye). */
  static final List<Criterion> ABSOLUTE =
      List.of(
          new Criterion(
              "C1",
              "Basic rules",
              Kind.ABSOLUTE,
              "two players can play together only once",
              "pairs of players who already played each other"),
          new Criterion(
              "C2",
              "Basic rules",
              Kind.ABSOLUTE,
              "a player can get the bye only once",
              "bye given to a player who already had one"));

  /** The whole list. */
  public static final CriteriaList<Void> LIST =
      new CriteriaList<>("simplified", ABSOLUTE, List.of(new ThirdColourInARow()));

  /**
   * "A player must not get the same colour 3 times in a row", unless no pairing at all keeps it
   * (SIM-3): measured as the pairs of two players due the same colour.
   */
  static final class ThirdColourInARow implements QualityCriterion<Void> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "V3",
          "Assignment of colour",
          Kind.QUALITY,
          "a player must not get the same colour 3 times in a row (dropped only if no pairing"
              + " keeps it)",
          "pairs of two players who both had the same colour in their last two games");
    }

    @Override
    public EdgeWeight declare(WeightLayout layout, Void graph) {
      throw new UnsupportedOperationException(
          "the simplified rules pair by a depth-first search, not by matching weights");
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      long count = 0;
      for (List<Integer> p : b.pairs()) {
        if (SimplifiedColours.thirdInARow(b.state().player(p.get(0)), b.state().player(p.get(1)))) {
          count++;
        }
      }
      return List.of(count);
    }
  }
}
