package org.swisspair.solver.lim;

import org.swisspair.model.Points;
import org.swisspair.model.RoundState;

/**
 * The median scoregroup of the Lim system (2.2): the players whose score is half the number of
 * rounds played, read as half the points of that many wins (LIM-4), compared with pairing scores.
 */
final class LimMedian {
  private LimMedian() {}

  /** Twice the median score, in tenths: the rounds played times the points for a win. */
  static long twice(RoundState s) {
    return (long) (s.round() - 1) * s.tournament().scoring().win();
  }

  /** Negative below the median, 0 at it, positive above it, for a pairing score in tenths. */
  static int side(RoundState s, int pairingScore) {
    return Long.compare(2L * pairingScore, twice(s));
  }

  /** The median score as text, e.g. {@code 1.5}. */
  static String text(RoundState s) {
    long t = twice(s);
    // An odd number of tenths (odd points for a win) gives a median in twentieths.
    return Points.format((int) (t / 2)) + (t % 2 == 0 ? "" : "5");
  }
}
