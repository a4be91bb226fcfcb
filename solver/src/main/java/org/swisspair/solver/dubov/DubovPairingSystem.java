package org.swisspair.solver.dubov;

import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.CriteriaList;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.pairing.AvoidingSystem;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The Dubov system (C.04.4.1, applied from 1 February 2026): every round paired by {@link
 * DubovRound}. It needs the number of rounds (MaxT, 1.8.2, and the last round of C8-C10).
 */
public final class DubovPairingSystem implements AvoidingSystem {
  private final MatchingAlgorithm matcher;
  private final int orderBits;
  private final DubovOptions options;

  /** Soft avoidance (ARB-12), null for none. */
  private final Avoidance avoidance;

  /** {@link DubovCriteria#LIST}, or it with avoidance last. */
  private final CriteriaList<DubovSetGraph> criteria;

  /** The system with the exact blossom matcher. */
  public DubovPairingSystem() {
    this(new BlossomMatching());
  }

  /** The system with the blossom matcher and {@code options}. */
  public DubovPairingSystem(DubovOptions options) {
    this(new BlossomMatching(), Integer.MAX_VALUE, options);
  }

  /** The system with another matching back-end (for cross-checks). */
  public DubovPairingSystem(MatchingAlgorithm matcher) {
    this(matcher, Integer.MAX_VALUE, DubovOptions.DEFAULT);
  }

  /** The system whose order step decides at most {@code orderBits} candidates per matching. */
  DubovPairingSystem(MatchingAlgorithm matcher, int orderBits, DubovOptions options) {
    this(matcher, orderBits, options, null);
  }

  private DubovPairingSystem(
      MatchingAlgorithm matcher, int orderBits, DubovOptions options, Avoidance avoidance) {
    this.matcher = matcher;
    this.orderBits = orderBits;
    this.options = options;
    this.avoidance = avoidance;
    this.criteria = avoidance == null ? DubovCriteria.LIST : DubovCriteria.withAvoidance(avoidance);
  }

  /**
   * This system with soft avoidance as its last criterion, below C10 and above the orders of
   * 4.2-4.4 (not C.04.4.1; issue 34, ARB-10, ARB-12), and these options: a bracket with an avoided
   * pair among its residents and their possible upfloaters chooses its upfloaters by the matchings
   * (never by the classes of {@link UpfloaterClasses}, which avoidance splits), and a bracket that
   * holds an avoided pair is re-composed by weighted matchings (never by the step-2 shortcut) and
   * transposed on the pairs that a pairing with the fewest avoided pairs can hold; the other
   * brackets pair as without it.
   */
  @Override
  public DubovPairingSystem withAvoidance(Avoidance avoidance) {
    return new DubovPairingSystem(matcher, orderBits, options, avoidance);
  }

  @Override
  public String name() {
    return "dubov";
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException when the tournament does not give its number of rounds
   */
  @Override
  public PairingRules rules(RoundState state) {
    return new DubovRules(state, criteria);
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException when the tournament does not give its number of rounds
   */
  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    return new DubovRound(state, matcher, orderBits, options, avoidance, criteria).pair(explain);
  }
}
