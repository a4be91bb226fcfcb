package org.swisspair.solver.dutch.rules;

import java.util.List;
import org.swisspair.model.FloatDirection;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * C14 and C16 (C.04.3 2.4.9 and 2.4.11): minimise the number of resident downfloaters who received
 * a downfloat the previous round, or two rounds before.
 *
 * <p>As the text says, only residents count: an MDP who floats on from the limbo is not a resident
 * downfloater; such an MDP is weighed by C18/C20 instead ({@link FloaterScoreDifferences}), as
 * bbpPairings does (DUT-1).
 */
final class RepeatedDownfloat implements QualityCriterion<DutchBracketGraph> {
  private final Criterion criterion;
  private final int roundsBefore;

  private RepeatedDownfloat(Criterion criterion, int roundsBefore) {
    this.criterion = criterion;
    this.roundsBefore = roundsBefore;
  }

  /** C14: downfloaters who downfloated the previous round. */
  static RepeatedDownfloat previousRound() {
    return new RepeatedDownfloat(
        new Criterion(
            "C14",
            "2.4.9",
            Criterion.Kind.QUALITY,
            "minimise resident downfloaters who downfloated the previous round",
            "resident downfloaters with a downfloat last round"),
        1);
  }

  /** C16: downfloaters who downfloated two rounds before. */
  static RepeatedDownfloat twoRoundsBefore() {
    return new RepeatedDownfloat(
        new Criterion(
            "C16",
            "2.4.11",
            Criterion.Kind.QUALITY,
            "minimise resident downfloaters who downfloated two rounds before",
            "resident downfloaters with a downfloat two rounds before"),
        2);
  }

  @Override
  public Criterion criterion() {
    return criterion;
  }

  @Override
  public EdgeWeight declare(WeightLayout layout, DutchBracketGraph graph) {
    if (!graph.floated(graph.mdpCount(), graph.bracketSize(), roundsBefore, FloatDirection.DOWN)
        && graph.leavesOutFixedFields()) {
      // no resident with such a downfloat: zero on every edge, so left out of the weight
      return EdgeWeight.NONE;
    }
    int field = layout.field(criterion.id(), WeightLayout.bitsFor(graph.bracketSize() + 1));
    // The residents with such a downfloat who are paired inside the bracket, so do not float; an
    // MDP counts nothing here (DUT-1).
    return (u, v, w) -> {
      if (graph.inBracket(v)) {
        layout.put(w, field, downfloatedResident(graph, u) + downfloatedResident(graph, v));
      }
    };
  }

  private int downfloatedResident(DutchBracketGraph graph, int v) {
    return !graph.isMdp(v) && graph.floatBefore(v, roundsBefore) == FloatDirection.DOWN ? 1 : 0;
  }

  @Override
  public List<Long> measure(FinishedBracket bracket) {
    long count = 0;
    for (int id : bracket.floaters()) {
      if (bracket.residents().contains(id)
          && bracket.state().player(id).floatBefore(roundsBefore) == FloatDirection.DOWN) {
        count++;
      }
    }
    return List.of(count);
  }
}
