package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.swisspair.solver.criteria.Avoidance;

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

  /**
   * This round with soft avoidance (not FIDE; ARB-14) as the last stage-2 criterion, after the
   * system's and before the identifier order (3.6.3); the choice of the upfloaters (3.5) is the
   * system's alone.
   */
  public TwoStageRound withAvoidance(Avoidance avoidance) {
    List<PairCriterion> pairs = new ArrayList<>(pairCriteria);
    pairs.add(new AvoidedPairCriterion(avoidance));
    return new TwoStageRound(units, mayMeet, upfloaterCriteria, pairs);
  }
}
