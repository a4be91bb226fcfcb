package org.swisspair.solver.twostage;

/**
 * A system's stage-2 criterion ranked above the identifier order (Article 3.6.4): a non-negative
 * cost per pair, summed over the bracket and minimised, e.g. Double-Swiss C8 or Team C8-C10.
 */
public interface PairCriterion {
  /** The handbook id, e.g. {@code C8}. */
  String id();

  /** The rule in one line. */
  String rule();

  /**
   * The cost (at least 0) of pairing {@code a} with {@code b} in {@code bracket}; the bracket tells
   * residents from upfloaters.
   */
  long cost(Unit a, Unit b, BracketView bracket);

  /**
   * False when the cost is 0 for every pair of {@code bracket} (e.g. C8 without upfloaters), so
   * that the bracket need not be scanned.
   */
  default boolean mayCost(BracketView bracket) {
    return true;
  }

  /**
   * The bracket a pair is made in.
   *
   * @param score the residents' score
   * @param upfloaters TPNs of the upfloaters
   */
  record BracketView(int score, java.util.Set<Integer> upfloaters) {
    /** True when {@code u} came up from a lower scoregroup. */
    public boolean isUpfloater(Unit u) {
      return upfloaters.contains(u.id());
    }
  }
}
