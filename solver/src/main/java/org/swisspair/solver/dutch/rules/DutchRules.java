package org.swisspair.solver.dutch.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
 * The rules of the Dutch system for one round (C.04.3 Articles 1.2, 2 and 5), as the checker and
 * the explanation read them: the same criteria list and colour rules the engine pairs by.
 */
public final class DutchRules implements PairingRules {
  private final RoundState state;
  private final Compatibility compatibility;
  private final CriteriaList<DutchBracketGraph> criteria;

  /** The rules for the round of {@code state}. */
  public DutchRules(RoundState state) {
    this(state, compatibility(state), DutchCriteria.LIST);
  }

  private DutchRules(
      RoundState state, Compatibility compatibility, CriteriaList<DutchBracketGraph> criteria) {
    this.state = state;
    this.compatibility = compatibility;
    this.criteria = criteria;
  }

  /**
   * These rules measured by {@code list} (e.g. {@link DutchCriteria#withAvoidance}, so that the
   * checker and the explanation show the AVOID value of a system that pairs by it).
   */
  public DutchRules withCriteria(CriteriaList<DutchBracketGraph> list) {
    return list == criteria ? this : new DutchRules(state, compatibility, list);
  }

  /** The values of {@code evaluation} as text, by the list these rules measure with. */
  public Map<String, String> text(BracketEvaluation evaluation) {
    return criteria.text(evaluation);
  }

  /** The compatibility of the round's players (C1, C3, forbidden pairs), built with the rules. */
  public Compatibility compatibility() {
    return compatibility;
  }

  /** C1, C3 as the Dutch system words it (topscorers exempt from C3) and forbidden pairs. */
  public static Compatibility compatibility(RoundState state) {
    return new Compatibility(
        state, Compatibility.AbsoluteColour.NEVER_SAME_ABSOLUTE_EXCEPT_TOPSCORERS);
  }

  @Override
  public String system() {
    return "Dutch";
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
    return DutchColourRules.allocate(a, b, state);
  }

  /**
   * The brackets as the Dutch system pairs them top-down (1.3, 1.9.2): a pair is made in the
   * bracket of its lower-ranked player, the higher one having come down as an MDP; the last
   * bracket's downfloater is the PAB receiver.
   */
  @Override
  public List<BracketEvaluation> evaluate(List<Pair> boards) {
    List<BracketEvaluation> out = new ArrayList<>();
    for (FinishedBracket b : Brackets.reconstruct(state, boards, DutchRanking.of(state), false)) {
      out.add(criteria.evaluate(b));
    }
    return out;
  }
}
