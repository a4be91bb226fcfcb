package org.swisspair.solver.dutch.rules;

import java.util.List;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * Soft avoidance (not C.04.3; issue 34, ARB-10): minimise the pairs made in the bracket whose two
 * players should not meet if possible, after C4-C21 and before the Article 4 order, which only
 * breaks the ties left.
 *
 * <p>The weight rewards each pair made inside the bracket that is not avoided; C6 above fixes the
 * number of pairs made there, so the heaviest matching makes the fewest avoided pairs.
 */
final class AvoidedPairs implements QualityCriterion<DutchBracketGraph> {
  /** The id the explanation and checker values use; no handbook article. */
  static final String ID = "AVOID";

  private static final Criterion CRITERION =
      new Criterion(
          ID,
          "-",
          Criterion.Kind.QUALITY,
          "if possible, players of one avoidance group shall not meet (not FIDE)",
          "pairs made in the bracket whose players share an avoidance group");

  private final Avoidance avoidance;

  AvoidedPairs(Avoidance avoidance) {
    this.avoidance = avoidance;
  }

  @Override
  public Criterion criterion() {
    return CRITERION;
  }

  @Override
  public EdgeWeight declare(WeightLayout layout, DutchBracketGraph graph) {
    int b = graph.bracketSize();
    boolean any = false;
    for (int u = 0; u < b && !any; u++) {
      for (int v = u + 1; v < b && !any; v++) {
        any = avoids(graph, u, v);
      }
    }
    if (!any && graph.leavesOutFixedFields()) {
      // no avoided pair in the bracket: the same on every matching, so left out of the weight
      return EdgeWeight.NONE;
    }
    int field = layout.field(ID, WeightLayout.bitsFor(b / 2 + 1));
    return (u, v, w) -> {
      if (graph.inBracket(v) && !avoids(graph, u, v)) {
        layout.put(w, field, 1);
      }
    };
  }

  private boolean avoids(DutchBracketGraph graph, int u, int v) {
    return avoidance.avoids(graph.player(u).id(), graph.player(v).id());
  }

  @Override
  public List<Long> measure(FinishedBracket bracket) {
    long count = 0;
    for (List<Integer> p : bracket.pairs()) {
      if (avoidance.avoids(p.get(0), p.get(1))) {
        count++;
      }
    }
    return List.of(count);
  }
}
