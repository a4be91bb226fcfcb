package org.swisspair.solver.team;

import org.swisspair.solver.pairing.PairingSystemProvider;
import org.swisspair.solver.pairing.PairingSystems;

/** The Team Pairing System (C.04.6) in the registry of systems. */
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
            TeamPairingSystem::new));
  }

  /** Every Team code, whatever its preference type and scores. */
  @Override
  public boolean claims(String code) {
    return code.startsWith("FIDE_TEAM");
  }
}
