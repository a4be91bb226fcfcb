package org.swisspair.solver.tiebreak;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;

/** Small tournaments written round by round, for the worked examples of the tie-breaks. */
final class Games {
  private final int[] ratings;
  private final List<List<RoundEntry>> rounds = new ArrayList<>();

  Games(int... ratings) {
    this.ratings = ratings;
    for (int i = 0; i <= ratings.length; i++) {
      rounds.add(new ArrayList<>());
    }
  }

  /** A game: {@code result} is White's TRF code (1, =, 0, +, -). */
  Games game(int white, int black, char result) {
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
  Games bye(int id, ResultCode code) {
    rounds.get(id).add(RoundEntry.bye(code));
    return this;
  }

  Tournament build(int totalRounds) {
    return build(totalRounds, ScoringSystem.STANDARD);
  }

  Tournament build(int totalRounds, ScoringSystem scoring) {
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
    return new Games(2000, 1900, 1800, 1700, 1600, 1500)
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
