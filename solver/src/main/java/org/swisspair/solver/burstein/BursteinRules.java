package org.swisspair.solver.burstein;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.CriteriaList;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.swiss.Brackets;
import org.swisspair.solver.swiss.Compatibility;

/**
 * The rules of a Burstein round after the seeding rounds, as the checker and the explanation read
 * them: C1-C3 without any topscorer exception, colours by Article 5.2, and brackets rebuilt with
 * the PAB assigned first (1.9.2) and ranked by Article 1.8, measured by {@link BursteinCriteria}.
 */
final class BursteinRules implements PairingRules {
  private final RoundState state;
  private final Compatibility compatibility;
  private final CriteriaList<BursteinBracketGraph> criteria;

  BursteinRules(RoundState state) {
    this(state, BursteinCriteria.LIST);
  }

  /** The rules measured by {@code criteria} (with soft avoidance: the list the system pairs by). */
  BursteinRules(RoundState state, CriteriaList<BursteinBracketGraph> criteria) {
    this.state = state;
    this.compatibility = new Compatibility(state, Compatibility.AbsoluteColour.NEVER_SAME_ABSOLUTE);
    this.criteria = criteria;
  }

  @Override
  public String system() {
    return "Burstein";
  }

  @Override
  public List<Criterion> criteria() {
    return criteria.all();
  }

  @Override
  public String forbids(PlayerState a, PlayerState b) {
    return compatibility.violated(a, b);
  }

  @Override
  public ColourAllocation colours(PlayerState a, PlayerState b) {
    return BursteinColours.allocate(state, a, b);
  }

  @Override
  public List<BracketEvaluation> evaluate(List<Pair> boards) {
    List<BracketEvaluation> out = new ArrayList<>();
    for (FinishedBracket b : brackets(boards)) {
      out.add(criteria.evaluate(b));
    }
    return out;
  }

  /** The brackets of a complete pairing, top first. */
  List<FinishedBracket> brackets(List<Pair> boards) {
    return Brackets.reconstruct(state, boards, BursteinRanking.byId(state), true);
  }
}
