package org.swisspair.model;

/**
 * A player's opposition evaluation before a round (Burstein 1.7, Dubov 1.7), derived once by {@link
 * RoundState}.
 *
 * <p>Burstein 1.7.2.1: a round without a played game (PAB, forfeit, any bye, absence) counts as a
 * game against himself with the points registered, his own actual score standing for the
 * opponent's. When an opponent ends the rounds so far with a run of zero-point byes (result {@code
 * Z} or absent), each of them counts as a draw in his score as his over-the-board opponents see it;
 * his own values are not changed. Virtual (acceleration) points are never included (1.7.2.2).
 *
 * @param buchholz the sum of the opponents' current scores, in tenths (Burstein 1.7.1.1)
 * @param sonnebornBerger the sum over the rounds of the points earned times that opponent's current
 *     score, in hundredths (tenths times tenths, Burstein 1.7.1.2)
 * @param aro the average rating of the opponents met over the board, rounded to the nearest integer
 *     with .5 up, 0 when no game was played; an unrated opponent counts with the rating the model
 *     holds for him, 0 (Dubov 1.7)
 */
public record SortingValues(long buchholz, long sonnebornBerger, int aro) {

  /**
   * The values of every player before {@code round} (index = pairing number, 0 unused), given the
   * actual scores before that round (Burstein 1.7, Dubov 1.7).
   */
  static SortingValues[] forRound(Tournament tournament, int round, int[] score) {
    ScoringSystem scoring = tournament.scoring();
    int n = tournament.size();
    // Burstein 1.7.2.1 exception (BUR-3): a trailing zero-point bye counts as a draw for the
    // opponents.
    int draw = scoring.points(new RoundEntry(0, Colour.NONE, ResultCode.DRAW));
    int[] seenScore = new int[n + 1];
    for (int id = 1; id <= n; id++) {
      int seen = score[id];
      Player p = tournament.player(id);
      for (int r = round - 1; r >= 1 && isZeroPointBye(p.round(r)); r--) {
        seen += draw - scoring.points(p.round(r));
      }
      seenScore[id] = seen;
    }
    SortingValues[] out = new SortingValues[n + 1];
    for (int id = 1; id <= n; id++) {
      Player p = tournament.player(id);
      long buchholz = 0;
      long sb = 0;
      long ratings = 0;
      int games = 0;
      for (int r = 1; r < round; r++) {
        RoundEntry e = p.round(r);
        int earned = scoring.points(e);
        // Burstein 1.7.2.1 (BUR-2): an unplayed round is a game against himself, at his actual
        // score.
        int opponentScore = score[id];
        if (e.played() && e.opponent() <= n) {
          opponentScore = seenScore[e.opponent()];
          ratings += tournament.player(e.opponent()).rating();
          games++;
        }
        buchholz += opponentScore;
        sb += (long) earned * opponentScore;
      }
      // Dubov 1.7: nearest integer, .5 up, in integer arithmetic (ratings are not negative).
      int aro = games == 0 ? 0 : (int) ((2 * ratings + games) / (2L * games));
      out[id] = new SortingValues(buchholz, sb, aro);
    }
    return out;
  }

  // A round in which the player was not paired and scored nothing: Z or absent (1.7.2.1).
  private static boolean isZeroPointBye(RoundEntry e) {
    return !e.paired() && (e.result() == ResultCode.ZERO_BYE || e.result() == ResultCode.ABSENT);
  }
}
