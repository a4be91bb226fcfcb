package org.swisspair.solver.twostage;

/** Whether two units may meet this round: C1 (no rematch) and the organiser's forbidden pairs. */
@FunctionalInterface
public interface MayMeet {
  /** True when the units with TPNs {@code a} and {@code b} may be paired. */
  boolean test(int a, int b);
}
