package org.swisspair.solver.team;

import org.swisspair.solver.pairing.PairingSystemProvider;
import org.swisspair.solver.pairing.PairingSystems;

/**
 * The Team Pairing System (C.04.6) in the registry of systems, selected by every {@code FIDE_TEAM}
 * code whatever its preference type and scores.
 */
public final class TeamProvider extends PairingSystemProvider {
  public TeamProvider() {
    super(
        60,
        new PairingSystems.Entry(
            "team",
            "Team",
            "FIDE_TEAM_TYPEA_MP_GP",
            "C.04.6",
            PairingSystems.FIDE_2026,
            TeamPairingSystem::new),
        "FIDE_TEAM");
  }
}
