package org.swisspair.solver.dutch.rules;

import java.util.List;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/** C6 (C.04.3 2.4.1): minimise the number of downfloaters (maximise the pairs in the bracket). */
final class DownfloaterCount implements QualityCriterion<DutchBracketGraph> {
  private static final Criterion CRITERION =
      new Criterion(
          "C6",
          "2.4.1",
          Criterion.Kind.QUALITY,
          "minimise the number of downfloaters",
          "number of downfloaters");

  @Override
  public Criterion criterion() {
    return CRITERION;
  }

  @Override
  public EdgeWeight declare(WeightLayout layout, DutchBracketGraph graph) {
    int field = layout.field("C6", WeightLayout.bitsFor(graph.bracketSize() / 2 + 1));
    // One per pair made inside the bracket.
    return (u, v, w) -> {
      if (graph.inBracket(v)) {
        layout.put(w, field, 1);
      }
    };
  }

  @Override
  public List<Long> measure(FinishedBracket bracket) {
    return List.of((long) bracket.floaters().size());
  }
}
