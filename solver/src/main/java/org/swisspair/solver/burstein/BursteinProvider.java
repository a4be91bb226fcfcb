package org.swisspair.solver.burstein;

import org.swisspair.solver.pairing.PairingSystemProvider;
import org.swisspair.solver.pairing.PairingSystems;

/** The Burstein system (C.04.4.2) in the registry of systems. */
public final class BursteinProvider extends PairingSystemProvider {
  public BursteinProvider() {
    super(
        20,
        new PairingSystems.Entry(
            "burstein",
            "Burstein",
            "FIDE_BURSTEIN",
            "C.04.4.2",
            PairingSystems.FIDE_2026,
            BursteinPairingSystem::new));
  }
}
