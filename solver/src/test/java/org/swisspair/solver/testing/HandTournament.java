package org.swisspair.solver.testing;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;

/**
 * Small tournaments written round by round by hand, for worked examples (standings, tie-breaks,
 * metrics).
 */
public final class HandTournament {
  private final int[] ratings;
  private final List<List<RoundEntry>> rounds = new ArrayList<>();

  /** Players 1..n with these ratings (0: unrated). */
  public HandTournament(int... ratings) {
    this.ratings = ratings;
    for (int i = 0; i <= ratings.length; i++) {
      rounds.add(new ArrayList<>());
    }
  }

  /** A game: {@code result} is White's TRF code (1, =, 0, +, -). */
  public HandTournament game(int white, int black, char result) {
    ResultCode w = ResultCode.fromTrf(result);
    ResultCode b =
        switch (w) {
          case WIN -> ResultCode.LOSS;
          case LOSS -> ResultCode.WIN;
          case DRAW -> ResultCode.DRAW;
          case FORFEIT_WIN -> ResultCode.FORFEIT_LOSS;
          case FORFEIT_LOSS -> ResultCode.FORFEIT_WIN;
          default -> throw new IllegalArgumentException("result " + result);
        };
    rounds.get(white).add(new RoundEntry(black, Colour.WHITE, w));
    rounds.get(black).add(new RoundEntry(white, Colour.BLACK, b));
    return this;
  }

  /** A round without a game: a bye of the given kind, or {@code ABSENT} for a blank. */
  public HandTournament bye(int id, ResultCode code) {
    rounds.get(id).add(RoundEntry.bye(code));
    return this;
  }

  /** The tournament, standard scoring. */
  public Tournament build(int totalRounds) {
    return build(totalRounds, ScoringSystem.STANDARD);
  }

  /** The tournament with the given scoring. */
  public Tournament build(int totalRounds, ScoringSystem scoring) {
    List<Player> players = new ArrayList<>();
    for (int id = 1; id <= ratings.length; id++) {
      players.add(
          new Player(id, "", "", "P" + id, ratings[id - 1], "", "", "", null, 0, rounds.get(id)));
    }
    Tournament t = Tournament.of(players, totalRounds, Colour.WHITE);
    return new Tournament(
        t.header(),
        t.players(),
        t.totalRounds(),
        t.initialColour(),
        scoring,
        t.systemCode(),
        t.acceleration(),
        t.forbidden(),
        t.byeRequests(),
        t.teams(),
        t.otherLines(),
        t.pairByRankOrder());
  }
}
