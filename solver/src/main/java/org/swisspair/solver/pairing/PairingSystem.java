package org.swisspair.solver.pairing;

import org.swisspair.model.RoundState;

/**
 * A Swiss pairing system: pairs one round from the state before it. Implementations are
 * deterministic: the same state gives the same pairing on every machine (C.04.2 1.4).
 */
public interface PairingSystem {
  /** The system's short name as the command line takes it, e.g. {@code dutch}. */
  String name();

  /**
   * Pairs the round of {@code state}.
   *
   * @param explain also build an {@link Explanation}
   * @throws NoValidPairingException when no pairing complies with the absolute criteria
   */
  RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException;

  /** The rules this system pairs the round of {@code state} by, for the checker. */
  PairingRules rules(RoundState state);
}
