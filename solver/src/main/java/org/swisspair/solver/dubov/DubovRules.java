package org.swisspair.solver.dubov;

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
import org.swisspair.solver.swiss.Compatibility;

/**
 * The rules of a Dubov round as the checker and the explanation read them: C1-C3 without any
 * topscorer exception (2.1), colours by Article 5.2, and brackets of residents and upfloaters
 * rebuilt by {@link DubovBrackets}, measured by {@link DubovCriteria} (with soft avoidance last
 * when the system has it, ARB-12).
 */
final class DubovRules implements PairingRules {
  private final RoundState state;
  private final Compatibility compatibility;
  private final CriteriaList<DubovSetGraph> criteria;

  DubovRules(RoundState state) {
    this(state, DubovCriteria.LIST);
  }

  /** The rules measured by {@code criteria}: {@link DubovCriteria#LIST}, or it with avoidance. */
  DubovRules(RoundState state, CriteriaList<DubovSetGraph> criteria) {
    // DUB-3: the criteria C8-C10 need the number of rounds; refused early, as the engine does.
    DubovUpfloats.rounds(state);
    this.state = state;
    this.criteria = criteria;
    this.compatibility = new Compatibility(state, Compatibility.AbsoluteColour.NEVER_SAME_ABSOLUTE);
  }

  @Override
  public String system() {
    return "Dubov";
  }

  @Override
  public List<Criterion> criteria() {
    return criteria.all();
  }

  /** The list that measures the brackets. */
  CriteriaList<DubovSetGraph> criteriaList() {
    return criteria;
  }

  @Override
  public String forbids(PlayerState a, PlayerState b) {
    return compatibility.violated(a, b);
  }

  @Override
  public ColourAllocation colours(PlayerState a, PlayerState b) {
    return DubovColours.allocate(state, a, b);
  }

  @Override
  public List<BracketEvaluation> evaluate(List<Pair> boards) {
    List<BracketEvaluation> out = new ArrayList<>();
    for (FinishedBracket b : DubovBrackets.reconstruct(state, boards)) {
      out.add(criteria.evaluate(b));
    }
    return out;
  }
}
