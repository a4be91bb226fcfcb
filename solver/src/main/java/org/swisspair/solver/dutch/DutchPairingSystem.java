package org.swisspair.solver.dutch;

import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/** The FIDE (Dutch) system (C.04.3, rules applied from 1 February 2026). */
public final class DutchPairingSystem implements PairingSystem {
  @Override
  public String name() {
    return "dutch";
  }

  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    throw new UnsupportedOperationException("Dutch pairing is being built");
  }
}
