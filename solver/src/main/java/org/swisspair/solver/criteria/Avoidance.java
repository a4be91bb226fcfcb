package org.swisspair.solver.criteria;

/**
 * Pairs of players who should not meet "if possible" (club, federation, family): not a FIDE
 * criterion (issue 34, ARB-10). A system that honours it adds one least-significant quality
 * criterion, so that it only chooses among pairings optimal for every criterion of the system.
 */
@FunctionalInterface
public interface Avoidance {
  /** True when players {@code a} and {@code b} (pairing numbers) should not meet if possible. */
  boolean avoids(int a, int b);
}
