package org.swisspair.solver.dutch.rules;

import java.util.List;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * C9 (C.04.3 2.4.4): minimise the number of unplayed games of the assignee of the PAB, in a bracket
 * that downfloats exactly one player who ends up receiving it (DUT-3).
 *
 * <p>The weight rewards the PAB edge of any player of the bracket, whatever the number of
 * downfloaters; the value is measured only where the handbook's note applies it (exactly one
 * downfloater). The two differ only when C6 leaves two or more downfloaters.
 */
final class PabUnplayedGames implements QualityCriterion<DutchBracketGraph> {
  private static final Criterion CRITERION =
      new Criterion(
          "C9",
          "2.4.4",
          Criterion.Kind.QUALITY,
          "minimise the unplayed games of the PAB assignee",
          "unplayed games of the PAB assignee");

  @Override
  public Criterion criterion() {
    return CRITERION;
  }

  @Override
  public EdgeWeight declare(WeightLayout layout, DutchBracketGraph graph) {
    int field = layout.field("C9", WeightLayout.bitsFor(graph.maxUnplayed() + 1));
    // The fewer unplayed rounds a player of the bracket has, the heavier its PAB edge.
    return (u, v, w) -> {
      if (graph.isPab(v) && graph.inBracket(u)) {
        layout.put(w, field, graph.maxUnplayed() - graph.player(u).unplayedRounds() + 1);
      }
    };
  }

  @Override
  public List<Long> measure(FinishedBracket bracket) {
    int pab = bracket.pab();
    if (pab == 0 || !bracket.floaters().equals(List.of(pab))) {
      return List.of();
    }
    return List.of((long) bracket.state().player(pab).unplayedRounds());
  }
}
