package org.swisspair.model.team;

/**
 * Match points of a team match (TRF-2026 {@code 362}, default 2 / 1 / 0) and the value of the
 * pairing-allocated bye (Team 1.4: a draw's match and game points unless the competition says
 * otherwise; TRF-2026 {@code 320}), all in tenths.
 *
 * @param win match points for a won match
 * @param draw match points for a drawn match
 * @param loss match points for a lost match
 * @param pabMatchPoints match points of the PAB
 * @param pabGamePoints game points of the PAB
 * @param boards boards per match
 */
public record TeamScoring(
    int win, int draw, int loss, int pabMatchPoints, int pabGamePoints, int boards) {

  /** Match points 2 / 1 / 0 and a draw-valued PAB over {@code boards} boards of 1 / 0.5 / 0. */
  public static TeamScoring standard(int boards) {
    return new TeamScoring(20, 10, 0, 10, boards * 5, boards);
  }
}
