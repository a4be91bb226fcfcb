package org.swisspair.solver.burstein;

import java.util.List;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * Soft avoidance (not C.04.4.2; issue 34, ARB-10): minimise the pairs made in the bracket whose two
 * players should not meet if possible, after C4-C8 and before the Article 4 order. C5 above fixes
 * the number of pairs made in the bracket, so rewarding each pair that is not avoided makes the
 * fewest avoided pairs.
 */
final class AvoidedPairs implements QualityCriterion<BursteinBracketGraph> {
  private static final Criterion CRITERION =
      new Criterion(
          "AVOID",
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
  public EdgeWeight declare(WeightLayout layout, BursteinBracketGraph g) {
    int field = layout.field("AVOID", WeightLayout.bitsFor(g.bracketSize / 2 + 1));
    return (u, v, w) -> {
      if (g.inBracket(u)
          && g.inBracket(v)
          && !avoidance.avoids(g.players[u].id(), g.players[v].id())) {
        layout.put(w, field, 1);
      }
    };
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
