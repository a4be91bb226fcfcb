package org.swisspair.solver.dutch;

import org.swisspair.solver.pairing.PairingSystemProvider;
import org.swisspair.solver.pairing.PairingSystems;

/** The Dutch system (C.04.3) in the registry of systems, selected by a Dutch code of any year. */
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
            DutchPairingSystem::new),
        "FIDE_DUTCH");
  }
}
