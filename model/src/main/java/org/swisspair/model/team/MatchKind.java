package org.swisspair.model.team;

/** What a team's round was (Team 1.4, 1.6.1; TRF-2026 records 240, 320, 330). */
public enum MatchKind {
  /** A match in which at least one board was played over the board. */
  PLAYED,
  /** A match won by forfeit: nothing played, the whole match awarded (330 or all boards). */
  FORFEIT_WIN,
  /** A match lost by forfeit. */
  FORFEIT_LOSS,
  /** A match forfeited by both teams ({@code 330 --}). */
  DOUBLE_FORFEIT,
  /** The pairing-allocated bye (320). */
  PAB,
  /** A full-point bye requested before pairing (240 F). */
  FULL_BYE,
  /** A half-point bye requested before pairing (240 H). */
  HALF_BYE,
  /** A zero-point bye or a known absence (240 Z, or no match and no record). */
  ABSENT;

  /** True when the team had an opponent, played or forfeited. */
  public boolean paired() {
    return this == PLAYED || this == FORFEIT_WIN || this == FORFEIT_LOSS || this == DOUBLE_FORFEIT;
  }
}
