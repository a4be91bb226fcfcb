package org.swisspair.solver.checker;

import java.util.List;
import java.util.Objects;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * Any pairing system in assertion mode: each round is paired by the system, then re-checked against
 * the Basic Rules (C.04.1) and the system's own absolute criteria by {@link AbsoluteCriteriaCheck},
 * independently of the engine, and a violation throws. The one assertion mode of every system whose
 * pairing numbers are the players of the round state (the Team system pairs teams and has its own
 * {@code TeamChecker}).
 */
public final class VerifyingPairingSystem implements PairingSystem {
  private final PairingSystem system;

  private VerifyingPairingSystem(PairingSystem system) {
    this.system = Objects.requireNonNull(system, "system");
  }

  /** {@code system} in assertion mode; a system already in it is returned as it is. */
  public static PairingSystem of(PairingSystem system) {
    return system instanceof VerifyingPairingSystem ? system : new VerifyingPairingSystem(system);
  }

  /** The system that pairs. */
  public PairingSystem system() {
    return system;
  }

  @Override
  public String name() {
    return system.name();
  }

  @Override
  public PairingRules rules(RoundState state) {
    return system.rules(state);
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalStateException when the pairing breaks an absolute criterion: an engine bug
   */
  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    RoundPairing pairing = system.pair(state, explain);
    List<Violation> violations =
        AbsoluteCriteriaCheck.check(system.rules(state), state, pairing.boards()).violations();
    if (!violations.isEmpty()) {
      throw new IllegalStateException(
          system.name()
              + " engine broke the absolute criteria in round "
              + state.round()
              + ": "
              + violations
              + "; pairing "
              + pairing.boards()
              + " (an engine bug: rerun the round with --explain)");
    }
    return pairing;
  }
}
