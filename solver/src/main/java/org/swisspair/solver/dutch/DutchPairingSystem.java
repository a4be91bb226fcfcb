package org.swisspair.solver.dutch;

import java.util.List;
import org.swisspair.model.RoundState;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.dutch.rules.DutchRules;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The FIDE (Dutch) system (C.04.3, rules applied from 1 February 2026): brackets paired top-down,
 * each by exact maximum-weight matchings whose weight encodes C4-C21 ({@link
 * org.swisspair.solver.dutch.rules.DutchCriteria}) and the Article 4 candidate order.
 */
public final class DutchPairingSystem implements PairingSystem {
  private final MatchingAlgorithm matcher;
  private final boolean exactOnly;
  private final boolean classes;
  // The rules of the round paired last: pairing, checking (assertion mode) and explaining one round
  // read one DutchRules instead of building it three times. Keyed by the state's identity.
  private volatile RoundRules last;

  private record RoundRules(RoundState state, DutchRules rules) {}

  /** The system with the exact blossom matcher. */
  public DutchPairingSystem() {
    this(new BlossomMatching());
  }

  /** The system with another matching back-end (for cross-checks). */
  public DutchPairingSystem(MatchingAlgorithm matcher) {
    this(matcher, false);
  }

  /** The system with {@code matcher} and, when asked, no shortcuts. */
  DutchPairingSystem(MatchingAlgorithm matcher, boolean exactOnly) {
    this(matcher, exactOnly, true);
  }

  private DutchPairingSystem(MatchingAlgorithm matcher, boolean exactOnly, boolean classes) {
    this.matcher = matcher;
    this.exactOnly = exactOnly;
    this.classes = classes;
  }

  /**
   * The system as it was before the player classes: every pricing round visits every pair. The
   * reference the classed pricing is compared with, in assertion mode.
   */
  static PairingSystem reference() {
    return VerifyingPairingSystem.of(new DutchPairingSystem(new BlossomMatching(), false, false));
  }

  /**
   * The system without its shortcuts (perfect first candidates, relaxed bracket graphs, tight
   * transpositions): every bracket on the graph of all players below it. Slow; for tests that show
   * the shortcuts change nothing. In assertion mode.
   */
  static PairingSystem exactOnly() {
    return VerifyingPairingSystem.of(new DutchPairingSystem(new BlossomMatching(), true));
  }

  @Override
  public String name() {
    return "dutch";
  }

  @Override
  public PairingRules rules(RoundState state) {
    return rulesOf(state);
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
    RoundPairing pairing = new DutchRound(state, rules, matcher, !exactOnly, classes).pair(explain);
    if (explain && pairing.explanation() != null) {
      List<Explanation.ColourDecision> colours = pairing.explanation().colours();
      return new RoundPairing(
          pairing.round(),
          pairing.boards(),
          DutchExplainer.explain(state, rules, pairing, colours));
    }
    return pairing;
  }
}
