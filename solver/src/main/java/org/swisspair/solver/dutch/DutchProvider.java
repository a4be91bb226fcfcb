package org.swisspair.solver.dutch;

import org.swisspair.solver.pairing.PairingSystemProvider;
import org.swisspair.solver.pairing.PairingSystems;

/** The Dutch system (C.04.3) in the registry of systems. */
public final class DutchProvider extends PairingSystemProvider {
  public DutchProvider() {
    super(
        10,
        new PairingSystems.Entry(
            "dutch",
            "Dutch",
            "FIDE_DUTCH_2026",
            "C.04.3",
            PairingSystems.FIDE_2026,
            DutchPairingSystem::new));
  }

  /** Every Dutch code, of whatever year (FIDE_DUTCH_2025 too). */
  @Override
  public boolean claims(String code) {
    return code.startsWith("FIDE_DUTCH");
  }
}
