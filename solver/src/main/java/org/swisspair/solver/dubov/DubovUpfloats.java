package org.swisspair.solver.dubov;

import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;

/**
 * The upfloat history of the Dubov system: MaxT and the maximum upfloaters of Article 1.8, and what
 * C8-C10 (2.3.4-2.3.6) read about each possible upfloater.
 *
 * <p>DUB-1: a player upfloated in a round when he played a game in it against an opponent with a
 * higher pairing score before that round (the model's float history, as Dutch 1.4.2 defines
 * floats); pairing-allocated byes, other byes and forfeited games are not upfloats.
 */
public final class DubovUpfloats {
  private DubovUpfloats() {}

  /** MaxT = 2 + floor(Rnds / 5) for a tournament of {@code rounds} rounds (1.8.2). */
  public static int maxT(int rounds) {
    if (rounds < 1) {
      throw new IllegalArgumentException("the number of rounds must be at least 1, was " + rounds);
    }
    return 2 + rounds / 5;
  }

  /**
   * The number of rounds of {@code s}'s tournament, which MaxT (1.8.2) and the last-round exception
   * of C8-C10 need.
   *
   * @throws IllegalArgumentException when the tournament does not give it (DUB-3)
   */
  public static int rounds(RoundState s) {
    int total = s.tournament().totalRounds();
    if (total <= 0) {
      throw new IllegalArgumentException(
          "the Dubov system needs the number of rounds (XXR or 142 record): MaxT (1.8.2) and the"
              + " last round of C8-C10 depend on it");
    }
    return total;
  }

  /** How many times {@code p} has upfloated before this round (DUB-1). */
  public static int count(PlayerState p) {
    int n = 0;
    for (FloatDirection f : p.floats()) {
      if (f == FloatDirection.UP) {
        n++;
      }
    }
    return n;
  }

  /** True when {@code p} has already upfloated MaxT times (1.8.1). */
  public static boolean isMaximum(PlayerState p, int maxT) {
    return count(p) >= maxT;
  }

  /** True when {@code p} upfloated in the previous round (C10, DUB-1). */
  public static boolean previousRound(PlayerState p) {
    return p.floatBefore(1) == FloatDirection.UP;
  }
}
