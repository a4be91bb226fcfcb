package org.swisspair.solver.lim;

import org.swisspair.solver.pairing.PairingSystemProvider;
import org.swisspair.solver.pairing.PairingSystems;

/** The Lim system (C.04.4.3; no TRF-2026 192 code, LIM-21) in the registry of systems. */
public final class LimProvider extends PairingSystemProvider {
  public LimProvider() {
    super(
        40,
        new PairingSystems.Entry(
            "lim", "Lim", "", "C.04.4.3", PairingSystems.FIDE_2026, LimPairingSystem::new));
  }
}
