package org.swisspair.solver.dutch.rules;

import java.util.List;
import org.swisspair.model.FloatDirection;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * C15 and C17 (C.04.3 2.4.10 and 2.4.12): minimise the number of MDP opponents who received an
 * upfloat the previous round, or two rounds before.
 */
final class RepeatedUpfloat implements QualityCriterion<DutchBracketGraph> {
  private final Criterion criterion;
  private final int roundsBefore;

  private RepeatedUpfloat(Criterion criterion, int roundsBefore) {
    this.criterion = criterion;
    this.roundsBefore = roundsBefore;
  }

  /** C15: MDP opponents who upfloated the previous round. */
  static RepeatedUpfloat previousRound() {
    return new RepeatedUpfloat(
        new Criterion(
            "C15",
            "2.4.10",
            Criterion.Kind.QUALITY,
            "minimise MDP opponents who upfloated the previous round",
            "MDP opponents with an upfloat last round"),
        1);
  }

  /** C17: MDP opponents who upfloated two rounds before. */
  static RepeatedUpfloat twoRoundsBefore() {
    return new RepeatedUpfloat(
        new Criterion(
            "C17",
            "2.4.12",
            Criterion.Kind.QUALITY,
            "minimise MDP opponents who upfloated two rounds before",
            "MDP opponents with an upfloat two rounds before"),
        2);
  }

  @Override
  public Criterion criterion() {
    return criterion;
  }

  @Override
  public EdgeWeight declare(WeightLayout layout, DutchBracketGraph graph) {
    // Only a player of the bracket paired with an earlier MDP can count.
    if ((graph.mdpCount() == 0
            || !graph.floated(1, graph.bracketSize(), roundsBefore, FloatDirection.UP))
        && graph.leavesOutFixedFields()) {
      // one per player covered on every edge: C4's count, fixed above, so left out of the weight
      return EdgeWeight.NONE;
    }
    int field = layout.field(criterion.id(), WeightLayout.bitsFor(graph.activePlayers() + 1));
    // Two per pair, one per PAB or sink; an MDP's opponent with such an upfloat costs one.
    return (u, v, w) -> {
      if (!graph.isPlayer(v)) {
        layout.put(w, field, 1);
      } else {
        boolean upfloated =
            graph.mdpPair(u, v) && graph.floatBefore(v, roundsBefore) == FloatDirection.UP;
        layout.put(w, field, upfloated ? 1 : 2);
      }
    };
  }

  @Override
  public List<Long> measure(FinishedBracket bracket) {
    long count = 0;
    for (List<Integer> pair : bracket.pairs()) {
      Integer opponent = MdpPairs.opponent(bracket, pair);
      if (opponent != null
          && bracket.state().player(opponent).floatBefore(roundsBefore) == FloatDirection.UP) {
        count++;
      }
    }
    return List.of(count);
  }
}
