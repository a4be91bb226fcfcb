package org.swisspair.solver.ratingbased;

/**
 * Finds the first acceptable candidate of a {@link GroupSearch} in the order of D.1 and D.2: the
 * literal enumeration, or the same order with a matching that skips what cannot succeed.
 */
interface CandidateFinder {
  /** The first acceptable candidate, null when there is none. */
  GroupSearch.Candidate first(RoundData d, GroupSearch g);

  /**
   * A lower bound of the colour preferences any acceptable candidate of {@code g} leaves ungranted
   * whatever x is, so that C.11 may skip the values of x below it; 0 when not known.
   */
  default int minimumViolations(RoundData d, GroupSearch g) {
    return 0;
  }

  /** How many searches a bound of RTG-11 has cut short so far. */
  default int boundsHit() {
    return 0;
  }
}
