package org.swisspair.model;

/**
 * A TRF result code and what it means for pairing (TRF-16 result table; C.04.2 3.4-3.5 for unplayed
 * pairings).
 */
public enum ResultCode {
  /** {@code 1}: played game won. */
  WIN('1', true, true),
  /** {@code =}: played game drawn. */
  DRAW('=', true, true),
  /** {@code 0}: played game lost. */
  LOSS('0', true, true),
  /** {@code W}: won a game of less than one move; played for pairing purposes. */
  UNRATED_WIN('W', true, true),
  /** {@code D}: drawn a game of less than one move. */
  UNRATED_DRAW('D', true, true),
  /** {@code L}: lost a game of less than one move. */
  UNRATED_LOSS('L', true, true),
  /** {@code +}: forfeit win; the pairing existed but the game was not played. */
  FORFEIT_WIN('+', true, false),
  /** {@code -}: forfeit loss; the pairing existed but the game was not played. */
  FORFEIT_LOSS('-', true, false),
  /** {@code H}: half-point bye. */
  HALF_BYE('H', false, false),
  /** {@code F}: full-point bye (not pairing-allocated). */
  FULL_BYE('F', false, false),
  /** {@code U}: pairing-allocated bye (PAB). */
  PAIRING_BYE('U', false, false),
  /** {@code Z}: zero-point bye or known absence. */
  ZERO_BYE('Z', false, false),
  /** Blank result: absent, zero points. */
  ABSENT(' ', false, false);

  private final char code;
  private final boolean paired;
  private final boolean played;

  ResultCode(char code, boolean paired, boolean played) {
    this.code = code;
    this.paired = paired;
    this.played = played;
  }

  /** The TRF character. */
  public char code() {
    return code;
  }

  /** True when the round had an opponent, whether or not the game was played. */
  public boolean paired() {
    return paired;
  }

  /** True when a game was really played: it counts for colours, floats and C1. */
  public boolean played() {
    return played;
  }

  /** True for a bye of any kind or an absence: no opponent. */
  public boolean isBye() {
    return !paired;
  }

  /**
   * True when {@code other}, on the opponent's line, answers this result: a game won and lost (1/0,
   * W/L, +/-), drawn (=/=, D/D), a double forfeit (-/-), or an unusual result of a played game
   * whose points are not complementary, each player writing his own: 1/2-0 (=/0), 0-1/2 (0/=) and
   * 0-0 (0/0), or D/L, L/D and L/L in a game of less than one move (GEN-4).
   */
  public boolean answeredBy(ResultCode other) {
    return switch (this) {
      case WIN -> other == LOSS;
      case LOSS -> other == WIN || other == DRAW || other == LOSS;
      case DRAW -> other == DRAW || other == LOSS;
      case UNRATED_WIN -> other == UNRATED_LOSS;
      case UNRATED_LOSS -> other == UNRATED_WIN || other == UNRATED_DRAW || other == UNRATED_LOSS;
      case UNRATED_DRAW -> other == UNRATED_DRAW || other == UNRATED_LOSS;
      case FORFEIT_WIN -> other == FORFEIT_LOSS;
      case FORFEIT_LOSS -> other == FORFEIT_WIN || other == FORFEIT_LOSS;
      default -> false;
    };
  }

  /** Reads a TRF result character (case-insensitive); returns null when unknown. */
  public static ResultCode fromTrf(char c) {
    char u = Character.toUpperCase(c);
    for (ResultCode r : values()) {
      if (r.code == u) {
        return r;
      }
    }
    return null;
  }
}
