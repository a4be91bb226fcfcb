package org.swisspair.solver.research;

import org.swisspair.model.ResultCode;
import org.swisspair.model.Tournament;

/** Small tournaments written by hand, for the worked examples of the standings and metrics. */
final class HandTournament {
  private HandTournament() {}

  /**
   * Five players, three rounds, with a PAB, a half-point bye and a forfeit:
   *
   * <pre>
   *   R1: 1-4 1-0, 2-5 =, 3 PAB
   *   R2: 3-1 =, 4-2 0-1, 5 half-point bye
   *   R3: 1-2 1-0, 5-3 +/- (forfeit), 4 PAB
   * </pre>
   *
   * Final scores 2.5, 1.5, 1.5, 1, 2; ratings 2000, 1900, 1800, 1700, 1600.
   */
  static Tournament fivePlayers() {
    return new org.swisspair.solver.testing.HandTournament(2000, 1900, 1800, 1700, 1600)
        .game(1, 4, '1')
        .game(2, 5, '=')
        .bye(3, ResultCode.PAIRING_BYE)
        .game(3, 1, '=')
        .game(4, 2, '0')
        .bye(5, ResultCode.HALF_BYE)
        .game(1, 2, '1')
        .game(5, 3, '+')
        .bye(4, ResultCode.PAIRING_BYE)
        .build(3);
  }

  /**
   * A four-player round robin in which 1 and 2 tie on 2 points and on Buchholz, and 2 beat 1:
   *
   * <pre>
   *   R1: 1-2 0-1, 3-4 =
   *   R2: 1-3 1-0, 2-4 1-0
   *   R3: 1-4 1-0, 2-3 0-1
   * </pre>
   */
  static Tournament roundRobin() {
    return new org.swisspair.solver.testing.HandTournament(2000, 1900, 1800, 1700)
        .game(1, 2, '0')
        .game(3, 4, '=')
        .game(1, 3, '1')
        .game(2, 4, '1')
        .game(1, 4, '1')
        .game(2, 3, '0')
        .build(3);
  }
}
