package org.swisspair.solver.dubov;

import java.util.List;
import org.swisspair.model.RoundState;
import org.swisspair.solver.checker.AbsoluteCriteriaCheck;
import org.swisspair.solver.checker.Violation;
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
  private final boolean verify;
  private final int orderBits;

  /** The system with the exact blossom matcher. */
  public DubovPairingSystem() {
    this(new BlossomMatching(), false);
  }

  /** The system with another matching back-end (for cross-checks). */
  public DubovPairingSystem(MatchingAlgorithm matcher) {
    this(matcher, false);
  }

  private DubovPairingSystem(MatchingAlgorithm matcher, boolean verify) {
    this(matcher, verify, Integer.MAX_VALUE);
  }

  /** The system whose order step decides at most {@code orderBits} candidates per matching. */
  DubovPairingSystem(MatchingAlgorithm matcher, boolean verify, int orderBits) {
    this.matcher = matcher;
    this.verify = verify;
    this.orderBits = orderBits;
  }

  /**
   * The system in assertion mode: every pairing is re-checked against C.04.1 and C1-C3 by {@link
   * AbsoluteCriteriaCheck}, and a violation throws.
   */
  public static DubovPairingSystem verifying() {
    return new DubovPairingSystem(new BlossomMatching(), true);
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
    RoundPairing pairing = new DubovRound(state, matcher, orderBits).pair(explain);
    if (verify) {
      List<Violation> violations =
          AbsoluteCriteriaCheck.check(rules(state), state, pairing.boards()).violations();
      if (!violations.isEmpty()) {
        throw new IllegalStateException(
            "Dubov engine broke the absolute criteria in round "
                + state.round()
                + ": "
                + violations
                + "; pairing "
                + pairing.boards()
                + " (an engine bug: rerun the round with --explain)");
      }
    }
    return pairing;
  }
}
