package org.swisspair.solver.dubov;

import org.swisspair.solver.pairing.PairingSystemProvider;
import org.swisspair.solver.pairing.PairingSystems;

/** The Dubov system (C.04.4.1) in the registry of systems. */
public final class DubovProvider extends PairingSystemProvider {
  public DubovProvider() {
    super(
        30,
        new PairingSystems.Entry(
            "dubov",
            "Dubov",
            "FIDE_DUBOV",
            "C.04.4.1",
            PairingSystems.FIDE_2026,
            DubovPairingSystem::new));
  }
}
