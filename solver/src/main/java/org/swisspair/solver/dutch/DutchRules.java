package org.swisspair.solver.dutch;

import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.checker.DutchBracketEvaluator;
import org.swisspair.solver.checker.DutchColourRule;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.DutchCriteria;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.swiss.Compatibility;

/**
 * The rules of the Dutch system for one round (C.04.3 Articles 2 and 5), as the checker reads them.
 */
final class DutchRules implements PairingRules {
  private final RoundState state;
  private final Compatibility compatibility;

  DutchRules(RoundState state) {
    this.state = state;
    this.compatibility =
        new Compatibility(
            state, Compatibility.AbsoluteColour.NEVER_SAME_ABSOLUTE_EXCEPT_TOPSCORERS);
  }

  @Override
  public String system() {
    return "Dutch";
  }

  @Override
  public List<Criterion> criteria() {
    return DutchCriteria.ALL;
  }

  @Override
  public String forbids(PlayerState a, PlayerState b) {
    return compatibility.violated(a, b);
  }

  @Override
  public ColourAllocation colours(PlayerState a, PlayerState b) {
    return DutchColourRule.allocate(a, b, state);
  }

  @Override
  public List<BracketEvaluation> evaluate(List<Pair> boards) {
    return DutchBracketEvaluator.evaluate(state, boards);
  }
}
