package org.swisspair.solver.twostage;

/**
 * One participant (player or team) as the two-stage procedure of the Double-Swiss and Team systems
 * sees it (Articles 1.2-1.5, 3.4).
 *
 * @param id the TPN (Article 1.1), at least 1
 * @param score the (primary, pairing) score that makes the scoregroups, any integer unit
 * @param byeEligible may receive the PAB (C2)
 * @param matchesPlayed matches played so far (3.4.3)
 * @param previousFloater was a floater in the previous round (Article 1.5; C7, C8, C10)
 */
public record Unit(
    int id, int score, boolean byeEligible, int matchesPlayed, boolean previousFloater) {
  public Unit {
    if (id < 1) {
      throw new IllegalArgumentException("a TPN must be >= 1, was " + id);
    }
  }
}
