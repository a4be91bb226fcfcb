package org.swisspair.solver.ratingbased;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.swiss.Brackets;

/**
 * The rating-based system (old C.04.1) as the checker reads it: B1a as C1, B2 as B2 (never refused
 * for a player the last-round relief may cover), colours by E.1-E.5, and the score brackets of a
 * complete pairing rebuilt by score and measured by B3-B6 (RTG-12).
 */
final class RatingRules implements PairingRules {
  private final RoundState state;
  private final RoundData data;

  RatingRules(RoundState state) {
    this.state = state;
    this.data = new RoundData(state);
  }

  @Override
  public String system() {
    return "Rating-Based";
  }

  @Override
  public List<Criterion> criteria() {
    return RatingCriteria.LIST.all();
  }

  @Override
  public String forbids(PlayerState a, PlayerState b) {
    if (a.opponents().contains(b.id())) {
      return "C1";
    }
    if (state.forbidden(a.id(), b.id())) {
      return "forbidden";
    }
    if (!data.legalAtAll(a.id(), b.id())) {
      return "B2";
    }
    return null;
  }

  @Override
  public ColourAllocation colours(PlayerState a, PlayerState b) {
    return RatingColours.allocate(state, a, b);
  }

  @Override
  public List<BracketEvaluation> evaluate(List<Pair> boards) {
    List<BracketEvaluation> out = new ArrayList<>();
    for (FinishedBracket b : Brackets.reconstruct(state, boards, data.order, false)) {
      out.add(RatingCriteria.LIST.evaluate(b));
    }
    return out;
  }
}
