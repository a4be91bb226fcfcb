package org.swisspair.solver.dutch.rules;

import org.swisspair.model.RoundState;
import org.swisspair.solver.testdouble.HandBuilt;

/** Hand-built rounds for the criterion tests. */
final class Rounds {
  private Rounds() {}

  /**
   * Round 2 of 5: 1 beat 2; 3 and 4 took half-point byes (a downfloat, 1.4.3); 5, 6, 7 were absent.
   * Scoregroups 1.0 {1}, 0.5 {3, 4}, 0 {2, 5, 6, 7}; 2 has played, the others have one unplayed
   * round.
   */
  static final RoundState SEVEN =
      new RoundState(HandBuilt.tournament(5, "2w1", "1b0", "0-H", "0-H", "0-Z", "0-Z", "0-Z"), 2);

  /**
   * Round 3 of 5. Round 2 floats: 1 down (beat 6), 2 up (beat 3), 3 down, 4 up (beat 5), 5 down, 6
   * up. Scoregroups 2.0 {1}, 1.0 {2, 3, 4, 5}, 0 {6, 7}; 1 has met 4 and 6. Preferences: 1 and 2
   * mild White, 3 and 4 mild Black, 5 absolute White, 6 absolute Black, 7 none.
   */
  static final RoundState FLOATS =
      new RoundState(
          HandBuilt.tournament(
              5, "4w1 6b1", "5w0 3b1", "6b1 2w0", "1b0 5w1", "2b1 4b0", "3w0 1w0", "0-Z 0-Z"),
          3);

  /** The same round a round later, everyone absent in round 3: the floats are two rounds old. */
  static final RoundState FLOATS_TWO_ROUNDS_BEFORE =
      new RoundState(
          HandBuilt.tournament(
              5,
              "4w1 6b1 0-Z",
              "5w0 3b1 0-Z",
              "6b1 2w0 0-Z",
              "1b0 5w1 0-Z",
              "2b1 4b0 0-Z",
              "3w0 1w0 0-Z",
              "0-Z 0-Z 0-Z"),
          4);

  /**
   * Round 2 of 5: 1-4 beat 5-8. Strong preferences: 1 and 3 for Black, 2 and 4 for White (and the
   * losers the other way). Scoregroups 1.0 {1, 2, 3, 4}, 0 {5, 6, 7, 8}.
   */
  static final RoundState STRONG =
      new RoundState(
          HandBuilt.tournament(5, "5w1", "6b1", "7w1", "8b1", "1b0", "2w0", "3b0", "4w0"), 2);

  /**
   * The final round 3: the topscorers 1 and 2 had Black twice (absolute White, colour difference
   * -2), 3 and 4 White twice. Scoregroups 2.0 {1, 2, 3, 4}, 0 {5, 6, 7, 8}.
   */
  static final RoundState TOPSCORERS =
      new RoundState(
          HandBuilt.tournament(
              3, "5b1 7b1", "6b1 8b1", "7w1 5w1", "8w1 6w1", "1w0 3b0", "2w0 4b0", "3b0 1w0",
              "4b0 2w0"),
          3);
}
