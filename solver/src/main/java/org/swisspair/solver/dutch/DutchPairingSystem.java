package org.swisspair.solver.dutch;

import org.swisspair.model.RoundState;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The FIDE (Dutch) system (C.04.3, rules applied from 1 February 2026): brackets paired top-down,
 * each by one exact maximum-weight matching whose weight encodes C4-C21 and the Article 4 candidate
 * order.
 */
public final class DutchPairingSystem implements PairingSystem {
  private final MatchingAlgorithm matcher;

  /** The system with the exact blossom matcher. */
  public DutchPairingSystem() {
    this(new BlossomMatching());
  }

  /** The system with another matching back-end (for cross-checks). */
  public DutchPairingSystem(MatchingAlgorithm matcher) {
    this.matcher = matcher;
  }

  @Override
  public String name() {
    return "dutch";
  }

  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    return new DutchRound(state, matcher).pair(explain);
  }
}
