package org.swisspair.model;

import java.util.Objects;

/**
 * One player's two games of a Double-Swiss match (Preface): the first played with the match colour,
 * the second with the other (Article 4.4). The match's scoring is in match units, twice the points
 * of a game (see {@code match.MatchRounds.matchScoring}), so a game is worth half the match value
 * of its result.
 *
 * @param first the result of the first game (TRF code)
 * @param second the result of the second game
 */
public record MatchGames(ResultCode first, ResultCode second) {
  /** Checks that both games have a game result. */
  public MatchGames {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(second, "second");
    for (ResultCode r : new ResultCode[] {first, second}) {
      if (!r.paired()) {
        throw new IllegalArgumentException(
            "a game of a match needs a game result (1 = 0 W D L + -), not " + r);
      }
    }
  }

  /** The player forfeited both games: the match ends by forfeit (Preface). */
  public boolean forfeitedBoth() {
    return first == ResultCode.FORFEIT_LOSS && second == ResultCode.FORFEIT_LOSS;
  }

  /** At least one game was actually played (Article 1.6). */
  public boolean anyPlayed() {
    return first.played() || second.played();
  }

  /**
   * The game points of the match under {@code matchScoring}, the first game with {@code colour}.
   */
  public int points(ScoringSystem matchScoring, Colour colour) {
    int a = matchScoring.points(new RoundEntry(1, colour, first));
    int b = matchScoring.points(new RoundEntry(1, colour.opposite(), second));
    if ((a + b) % 2 != 0) {
      throw new IllegalArgumentException(
          "a match scoring must be twice the game scoring; "
              + first
              + " and "
              + second
              + " give an odd "
              + (a + b)
              + " tenths");
    }
    return (a + b) / 2;
  }
}
