package org.swisspair.solver.dutch.rules;

import java.util.List;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * C9 (C.04.3 2.4.4): minimise the number of unplayed games of the assignee of the PAB, in a bracket
 * that downfloats exactly one player who ends up receiving it (the Note, DUT-3).
 *
 * <p>The weight rewards the PAB edge of a player of the bracket only where the bracket can
 * downfloat exactly one player (an odd bracket); when C6 leaves three or more downfloaters there,
 * the bracket is solved again without C9 ({@link DutchBracketGraph#pabUnplayedMisapplied}). In a
 * bracket that downfloats two or more players, one of whom ends with the PAB, the PAB receiver is
 * then chosen by the brackets below, as bbpPairings does.
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
    boolean applies = graph.weighsPabUnplayed();
    if (!applies && graph.leavesOutFixedFields()) {
      // zero on every edge, so left out of the weight
      return EdgeWeight.NONE;
    }
    int field = layout.field("C9", WeightLayout.bitsFor(graph.maxUnplayed() + 1));
    // The fewer unplayed rounds a player of the bracket has, the heavier its PAB edge (DUT-3).
    return (u, v, w) -> {
      if (applies && graph.isPab(v) && graph.inBracket(u)) {
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
