package org.swisspair.solver.doubleswiss;

import org.swisspair.solver.pairing.PairingSystemProvider;
import org.swisspair.solver.pairing.PairingSystems;

/** The Double-Swiss system in the registry of systems. */
public final class DoubleSwissProvider extends PairingSystemProvider {
  public DoubleSwissProvider() {
    super(
        50,
        new PairingSystems.Entry(
            "double-swiss",
            "Double-Swiss",
            "FIDE_DOUBLESWISS",
            "Double-Swiss System",
            PairingSystems.FIDE_2026,
            DoubleSwissPairingSystem::new));
  }
}
