package org.swisspair.model.team;

import java.util.Objects;
import org.swisspair.model.Colour;

/**
 * One team's round: the opponent team, the colour of the match (Team 1.6.1: the scheduled colour of
 * the first board, kept for forfeited matches too but counted only when played), what the round
 * was, and the match and game points it gave, in tenths.
 *
 * @param opponent the opponent's team number, 0 for none
 * @param colour the team's colour on the first board as scheduled, NONE without an opponent
 * @param kind what the round was
 * @param matchPoints match points earned, in tenths
 * @param gamePoints game points earned, in tenths
 */
public record TeamRound(
    int opponent, Colour colour, MatchKind kind, int matchPoints, int gamePoints) {

  /** A round with no match and no record: absent, no points. */
  public static final TeamRound ABSENT = new TeamRound(0, Colour.NONE, MatchKind.ABSENT, 0, 0);

  public TeamRound {
    Objects.requireNonNull(colour, "colour");
    Objects.requireNonNull(kind, "kind");
  }

  /** True when the match was actually played (Team 1.6.1; C.04.2 3.5). */
  public boolean played() {
    return kind == MatchKind.PLAYED;
  }
}
