package org.swisspair.solver.generator;

/**
 * The FIDE rating regulations' conversion from a rating difference to the expected score of the
 * higher-rated player (FIDE Rating Regulations B.02 8.1.2, table 8.1(b)), with their 400-point
 * rule: a difference of more than 400 points counts as 400. Scores are in hundredths of a point.
 */
public final class ExpectedScore {
  /** The largest difference the table reads; a larger one counts as this (the 400-point rule). */
  public static final int MAX_DIFFERENCE = 400;

  // Upper bound of each row: a difference up to UPPER[k] scores 50 + k hundredths.
  private static final int[] UPPER = {
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162,
    170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374,
    391, 411
  };

  private ExpectedScore() {}

  /**
   * The expected score, in hundredths, of a player rated {@code own} against one rated {@code
   * opponent}: 50 for equal ratings, 92 for 400 points or more above, 8 for 400 or more below.
   */
  public static int hundredths(int own, int opponent) {
    int d = Math.min(MAX_DIFFERENCE, Math.abs(own - opponent));
    int higher = 50;
    while (d > UPPER[higher - 50]) {
      higher++;
    }
    return own >= opponent ? higher : 100 - higher;
  }
}
