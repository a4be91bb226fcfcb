package org.swisspair.solver.twostage;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the two-stage procedure needs to pair one round (Double-Swiss and Team Articles 3.3-3.6):
 * the units to pair, who may meet, the system's stage-1 criteria after C6 and its stage-2 criteria.
 *
 * @param units the units to pair this round, any order; TPNs distinct
 * @param mayMeet C1 and forbidden pairs
 * @param upfloaterCriteria criteria after C6 when choosing the upfloaters, in descending priority
 *     (empty when the system switches them off, e.g. in the last round)
 * @param pairCriteria criteria above the identifier order when pairing a bracket, in descending
 *     priority
 */
public record TwoStageRound(
    List<Unit> units,
    MayMeet mayMeet,
    List<UpfloaterCriterion> upfloaterCriteria,
    List<PairCriterion> pairCriteria) {
  public TwoStageRound {
    units = List.copyOf(units);
    upfloaterCriteria = List.copyOf(upfloaterCriteria);
    pairCriteria = List.copyOf(pairCriteria);
    Set<Integer> seen = new HashSet<>();
    for (Unit u : units) {
      if (!seen.add(u.id())) {
        throw new IllegalArgumentException("TPN " + u.id() + " appears twice among the units");
      }
    }
  }
}
