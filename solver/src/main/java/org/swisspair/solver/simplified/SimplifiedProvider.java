package org.swisspair.solver.simplified;

import org.swisspair.solver.pairing.PairingSystemProvider;
import org.swisspair.solver.pairing.PairingSystems;

/** The simplified rules (Vincze) in the registry of systems. */
public final class SimplifiedProvider extends PairingSystemProvider {
  public SimplifiedProvider() {
    super(
        80,
        new PairingSystems.Entry(
            "simplified",
            "Simplified",
            "",
            "Vincze",
            "simplified rules after the 1986 FIDE book, not FIDE's",
            SimplifiedPairingSystem::new));
  }
}
