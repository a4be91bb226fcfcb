package org.swisspair.solver.dutch.rules;

import java.util.List;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/** C5 (C.04.3 2.3.1): minimise the score of the assignee of the PAB. */
final class PabScore implements QualityCriterion<DutchBracketGraph> {
  private static final Criterion CRITERION =
      new Criterion(
          "C5",
          "2.3.1",
          Criterion.Kind.QUALITY,
          "minimise the score of the PAB assignee",
          "score of the PAB assignee");

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
    if (!graph.hasPab() && graph.leavesOutFixedFields()) {
      // no PAB edge: zero on every edge, so left out of the weight
      return EdgeWeight.NONE;
    }
    int field = layout.field("C5", WeightLayout.bitsFor(graph.maxScore() + 1));
    // The lower the PAB receiver's pairing score, the heavier its PAB edge.
    return (u, v, w) -> {
      if (graph.isPab(v)) {
        layout.put(w, field, graph.maxScore() - graph.score(u) + 1);
      }
    };
  }

  /** The PAB receiver's pairing score, in the last bracket; empty elsewhere or without a PAB. */
  @Override
  public List<Long> measure(FinishedBracket bracket) {
    if (!bracket.last() || bracket.pab() == 0) {
      return List.of();
    }
    return List.of((long) bracket.state().player(bracket.pab()).pairingScore());
  }
}
