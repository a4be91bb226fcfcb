package org.swisspair.solver.twostage;

import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.AvoidedPairs;
import org.swisspair.solver.criteria.Criterion;

/**
 * Soft avoidance (not FIDE; issue 34, ARB-10, ARB-14) as the last stage-2 criterion of a bracket: 1
 * for a pair whose two units should not meet if possible, so that the bracket makes the fewest such
 * pairs among the pairings best for the system's own criteria, before the identifier order (3.6.3)
 * breaks the ties left.
 */
public final class AvoidedPairCriterion implements PairCriterion {
  /**
   * The criterion as the checker and the explanation list it: the shared text of {@link
   * AvoidedPairs}, one rule for every system.
   */
  public static final Criterion CRITERION = AvoidedPairs.CRITERION;

  private final Avoidance avoidance;

  /** The criterion for {@code avoidance}, over the units' TPNs. */
  public AvoidedPairCriterion(Avoidance avoidance) {
    this.avoidance = avoidance;
  }

  @Override
  public String id() {
    return AvoidedPairs.ID;
  }

  @Override
  public String rule() {
    return "pairs whose two units share an avoidance group (not FIDE)";
  }

  @Override
  public long cost(Unit a, Unit b, BracketView bracket) {
    return avoidance.avoids(a.id(), b.id()) ? 1 : 0;
  }
}
