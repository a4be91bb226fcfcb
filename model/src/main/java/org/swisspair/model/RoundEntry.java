package org.swisspair.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;

/**
 * One player's round: opponent pairing number (0 when there is none), colour and result code; in a
 * Double-Swiss tournament, a two-game match with the player's result in each game.
 *
 * @param opponent the opponent's pairing number, 0 for none
 * @param colour the colour played or scheduled, NONE for byes; of the first game in a match
 * @param result the TRF result code; of the whole match in a Double-Swiss tournament (see {@link
 *     MatchGames})
 * @param games the player's two game results when the round is a Double-Swiss match, else null
 */
public record RoundEntry(
    int opponent,
    Colour colour,
    ResultCode result,
    @JsonInclude(JsonInclude.Include.NON_NULL) MatchGames games) {

  /** A round with no entry at all: absent, zero points. */
  public static final RoundEntry EMPTY = new RoundEntry(0, Colour.NONE, ResultCode.ABSENT);

  /** A round of one game. */
  public RoundEntry(int opponent, Colour colour, ResultCode result) {
    this(opponent, colour, result, null);
  }

  /** Checks the components. */
  public RoundEntry {
    Objects.requireNonNull(colour, "colour");
    Objects.requireNonNull(result, "result");
    if (opponent < 0) {
      throw new IllegalArgumentException("opponent must be >= 0, was " + opponent);
    }
  }

  /** True when a game against an opponent was really played (counts for colours and C1). */
  public boolean played() {
    return result.played() && opponent > 0;
  }

  /** True when the player was paired against an opponent, played or forfeited. */
  public boolean paired() {
    return result.paired() && opponent > 0;
  }

  // Written out: a record's generated equals and hashCode are bootstrapped on first use, a cost
  // every short command paid (about a fifth of a 100-player round's samples).
  @Override
  public boolean equals(Object o) {
    return o instanceof RoundEntry e
        && opponent == e.opponent
        && colour == e.colour
        && result == e.result
        && Objects.equals(games, e.games);
  }

  @Override
  public int hashCode() {
    return ((opponent * 31 + colour.ordinal()) * 31 + result.ordinal()) * 31
        + (games == null ? 0 : games.hashCode());
  }

  /** A pairing-allocated bye. */
  public static RoundEntry pab() {
    return new RoundEntry(0, Colour.NONE, ResultCode.PAIRING_BYE);
  }

  /** A bye or absence of the given kind. */
  public static RoundEntry bye(ResultCode code) {
    return new RoundEntry(0, Colour.NONE, code);
  }
}
