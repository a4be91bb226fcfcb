package org.swisspair.solver.tiebreak;

/**
 * The choices C.07 leaves to the tournament regulations.
 *
 * @param unratedRating the rating an unrated participant counts with in the rating-based tie-breaks
 *     (ARO, TPR, PTP, APRO, APPO, RTNG); 0 leaves unrated opponents out of them (TIE-8)
 * @param roundRobin true when the pairings were predetermined (a round robin): forfeits then count
 *     as games against the scheduled opponent and byes add nothing (TIE-9)
 */
public record TieBreakOptions(int unratedRating, boolean roundRobin) {
  /** Checks the rating. */
  public TieBreakOptions {
    if (unratedRating < 0) {
      throw new IllegalArgumentException("unrated rating must be >= 0, was " + unratedRating);
    }
  }

  /** Unrated opponents left out, a Swiss event. */
  public static TieBreakOptions defaults() {
    return new TieBreakOptions(0, false);
  }

  /** These options with unrated participants counting as {@code rating} (0: left out). */
  public TieBreakOptions withUnratedRating(int rating) {
    return new TieBreakOptions(rating, roundRobin);
  }

  /** These options for a round robin or a Swiss. */
  public TieBreakOptions withRoundRobin(boolean rr) {
    return new TieBreakOptions(unratedRating, rr);
  }
}
