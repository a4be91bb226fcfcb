package org.swisspair.solver.dutch;

import java.util.List;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.CriteriaList;
import org.swisspair.solver.dutch.rules.DutchBracketGraph;
import org.swisspair.solver.dutch.rules.DutchCriteria;
import org.swisspair.solver.dutch.rules.DutchRules;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.pairing.AvoidingSystem;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The FIDE (Dutch) system (C.04.3, rules applied from 1 February 2026): brackets paired top-down
 * ({@link DutchRound}), each by the first of its strategies that decides it ({@link
 * BracketPairer}): a candidate at the lower bound of its players' classes, a perfect candidate, or
 * exact maximum-weight matchings whose weight encodes C4-C21 ({@link
 * org.swisspair.solver.dutch.rules.DutchCriteria}) and the Article 4 candidate order. Every path
 * gives the pairing the exact graphs give; which paths and thresholds apply is one {@link
 * DutchTuning} (production by default), and what they did is counted in {@link #statistics()}.
 */
public final class DutchPairingSystem implements AvoidingSystem {
  private final MatchingAlgorithm matcher;
  private final DutchTuning tuning;

  /**
   * The weighted criteria; null for {@link DutchCriteria#LIST}, resolved where a solve needs it.
   */
  private final CriteriaList<DutchBracketGraph> criteria;

  private final Avoidance avoidance;
  private final DutchStatistics statistics = new DutchStatistics();
  // The rules of the round paired last: pairing, checking (assertion mode) and explaining one round
  // read one DutchRules instead of building it three times. Keyed by the state's identity.
  private volatile RoundRules last;

  private record RoundRules(RoundState state, DutchRules rules) {}

  /** The system with the exact blossom matcher and the production tuning. */
  public DutchPairingSystem() {
    this(new BlossomMatching());
  }

  /** The system with another matching back-end (for cross-checks). */
  public DutchPairingSystem(MatchingAlgorithm matcher) {
    this(matcher, DutchTuning.PRODUCTION);
  }

  /** The system with the exact blossom matcher and {@code tuning}. */
  public DutchPairingSystem(DutchTuning tuning) {
    this(new BlossomMatching(), tuning);
  }

  /** The system with {@code matcher} and {@code tuning}. */
  public DutchPairingSystem(MatchingAlgorithm matcher, DutchTuning tuning) {
    this(matcher, tuning, null, null);
  }

  private DutchPairingSystem(
      MatchingAlgorithm matcher,
      DutchTuning tuning,
      CriteriaList<DutchBracketGraph> criteria,
      Avoidance avoidance) {
    this.matcher = matcher;
    this.tuning = tuning;
    this.criteria = criteria;
    this.avoidance = avoidance;
  }

  /**
   * This system with soft avoidance as its last criterion, below C21 (not C.04.3; issue 34,
   * ARB-10), and this tuning: a bracket with two players {@code avoidance} avoids takes the
   * reference path ({@link BracketPairer}), the others pair as without it.
   */
  @Override
  public DutchPairingSystem withAvoidance(Avoidance avoidance) {
    return new DutchPairingSystem(
        matcher, tuning, DutchCriteria.withAvoidance(avoidance), avoidance);
  }

  /** The switches and thresholds this system pairs with. */
  public DutchTuning tuning() {
    return tuning;
  }

  /** What the speed paths did, summed over every round this system has paired. */
  public DutchStatistics statistics() {
    return statistics.copy();
  }

  @Override
  public String name() {
    return "dutch";
  }

  @Override
  public PairingRules rules(RoundState state) {
    // With soft avoidance the checker and the explanation measure by the list this system pairs by.
    return criteria == null ? rulesOf(state) : rulesOf(state).withCriteria(criteria);
  }

  private DutchRules rulesOf(RoundState state) {
    RoundRules l = last;
    if (l != null && l.state() == state) {
      return l.rules();
    }
    DutchRules rules = new DutchRules(state);
    last = new RoundRules(state, rules);
    return rules;
  }

  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    DutchRules rules = rulesOf(state);
    DutchRound round = new DutchRound(state, rules, matcher, tuning, criteria, avoidance);
    RoundPairing pairing;
    try {
      pairing = round.pair(explain);
    } finally {
      statistics.add(round.statistics());
    }
    if (explain && pairing.explanation() != null) {
      List<Explanation.ColourDecision> colours = pairing.explanation().colours();
      return new RoundPairing(
          pairing.round(),
          pairing.boards(),
          DutchExplainer.explain(
              state, criteria == null ? rules : rules.withCriteria(criteria), pairing, colours));
    }
    return pairing;
  }
}
