package org.swisspair.model.team;

import org.swisspair.model.ScoringRules;
import org.swisspair.model.ScoringSystem;

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

  /**
   * The first rule of {@link ScoringRules#teamViolation} this scoring breaks with boards scored by
   * {@code games}, or null (TEAM-26 to TEAM-29).
   */
  public ScoringRules.TeamViolation violation(ScoringSystem games) {
    return ScoringRules.teamViolation(
        win, draw, loss, pabMatchPoints, pabGamePoints, boards, games);
  }

  /**
   * Checks this scoring as {@link #violation} does, for a program that sets it (the generator).
   *
   * @throws IllegalArgumentException with the violation's message
   */
  public void check(ScoringSystem games) {
    ScoringRules.TeamViolation v = violation(games);
    if (v != null) {
      throw new IllegalArgumentException(v.message());
    }
  }
}
