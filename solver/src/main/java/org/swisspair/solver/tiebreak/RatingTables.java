package org.swisspair.solver.tiebreak;

/**
 * The two conversion tables of the FIDE Rating Regulations (Handbook B.02, 8.1.1 and 8.1.2) that
 * TPR and PTP read: the rating difference {@code dp} of a fractional score {@code p}, and the
 * expected score {@code PD} of a rating difference {@code D}.
 */
final class RatingTables {
  private RatingTables() {}

  /** dp for p = 0.00, 0.01, ..., 1.00 (B.02 8.1.1); the ends are the ±800 of C.07. */
  private static final int[] DP = {
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296,
    -284, -273, -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141,
    -133, -125, -117, -110, -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29, -21, -14, -7, 0,
    7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166,
    175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383,
    401, 422, 444, 470, 501, 538, 589, 677, 800
  };

  /**
   * The upper end of each rating-difference range of B.02 8.1.2 whose higher-rated expected score
   * is 0.50, 0.51, ..., 0.99; a difference above the last range expects 1.00.
   */
  private static final int[] PD_UPPER = {
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162,
    170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374,
    391, 411, 432, 456, 484, 517, 559, 619, 735
  };

  /** dp of a score fraction in hundredths, 0..100. */
  static int dp(int pHundredths) {
    return DP[pHundredths];
  }

  /** The expected score in hundredths of a player rated {@code d} points above the opponent. */
  static int expected(int d) {
    int a = Math.abs(d);
    int high = 100;
    for (int i = 0; i < PD_UPPER.length; i++) {
      if (a <= PD_UPPER[i]) {
        high = 50 + i;
        break;
      }
    }
    return d >= 0 ? high : 100 - high;
  }
}
