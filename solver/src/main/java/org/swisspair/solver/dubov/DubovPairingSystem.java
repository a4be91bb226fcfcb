package org.swisspair.solver.dubov;

import org.swisspair.model.RoundState;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The Dubov system (C.04.4.1, applied from 1 February 2026): every round paired by {@link
 * DubovRound}. It needs the number of rounds (MaxT, 1.8.2, and the last round of C8-C10).
 */
public final class DubovPairingSystem implements PairingSystem {
  private final MatchingAlgorithm matcher;
  private final int orderBits;
  private final DubovOptions options;

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
    this.matcher = matcher;
    this.orderBits = orderBits;
    this.options = options;
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
    return new DubovRules(state);
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException when the tournament does not give its number of rounds
   */
  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    return new DubovRound(state, matcher, orderBits, options).pair(explain);
  }
}
