package org.swisspair.solver.tiebreak;

import org.swisspair.model.ResultCode;
import org.swisspair.model.Tournament;
import org.swisspair.solver.testing.HandTournament;

/** The worked example of the tie-breaks: every kind of unplayed round. */
final class Games {
  private Games() {}

  /**
   * Six players, four rounds, every kind of unplayed round:
   *
   * <pre>
   *   R1: 1-2 1-0, 3-4 =, 5-6 +/- (forfeit)
   *   R2: 1-3 =, 4-6 0-1, 2 half-point bye, 5 PAB
   *   R3: 1-5 0-1, 2-3 1-0, 4 full-point bye, 6 zero-point bye
   *   R4: 1-4 1-0, 5-2 =, 3 absent (blank), 6 zero-point bye (withdrawn)
   * </pre>
   *
   * Scores 2.5, 2, 1, 1.5, 3.5, 1; ratings 2000, 1900, 1800, 1700, 1600, 1500. The scores the
   * opponents read (C.07 16.3): 3's absence in the last round and 6's two zero-point byes at the
   * end count as draws, so 3 has 1.5 and 6 has 2.0; the others as scored.
   */
  static Tournament sixPlayers() {
    return new HandTournament(2000, 1900, 1800, 1700, 1600, 1500)
        .game(1, 2, '1')
        .game(3, 4, '=')
        .game(5, 6, '+')
        .game(1, 3, '=')
        .game(4, 6, '0')
        .bye(2, ResultCode.HALF_BYE)
        .bye(5, ResultCode.PAIRING_BYE)
        .game(1, 5, '0')
        .game(2, 3, '1')
        .bye(4, ResultCode.FULL_BYE)
        .bye(6, ResultCode.ZERO_BYE)
        .game(1, 4, '1')
        .game(5, 2, '=')
        .bye(3, ResultCode.ABSENT)
        .bye(6, ResultCode.ZERO_BYE)
        .build(4);
  }
}
