package org.swisspair.solver.dutch.rules;

import java.util.List;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/** C7 (C.04.3 2.4.2): minimise the scores (taken in descending order) of the downfloaters. */
final class DownfloaterScores implements QualityCriterion<DutchBracketGraph> {
  private static final Criterion CRITERION =
      new Criterion(
          "C7",
          "2.4.2",
          Criterion.Kind.QUALITY,
          "minimise the scores (in descending order) of the downfloaters",
          "downfloaters' scores, highest first");

  @Override
  public Criterion criterion() {
    return CRITERION;
  }

  @Override
  public Unit unit() {
    return Unit.POINTS;
  }

  @Override
  public EdgeWeight declare(WeightLayout layout, DutchBracketGraph graph) {
    // The levels add up to twice C6's pairs, fixed above: the last level is left out.
    if (graph.bracketLevels() <= 1 && graph.leavesOutFixedFields()) {
      return EdgeWeight.NONE;
    }
    int[] fields =
        ScoreLevels.declare(
            layout,
            "C7",
            graph.bracketLevels(),
            WeightLayout.bitsFor(graph.bracketSize() + 1),
            graph.leavesOutFixedFields());
    // The players paired inside the bracket, counted by score from the highest.
    return (u, v, w) -> {
      if (graph.inBracket(v)) {
        ScoreLevels.putPair(layout, w, fields, graph.bracketLevel(u), graph.bracketLevel(v));
      }
    };
  }

  @Override
  public List<Long> measure(FinishedBracket bracket) {
    return ScoreLevels.scoresDescending(bracket.state(), bracket.floaters());
  }
}
