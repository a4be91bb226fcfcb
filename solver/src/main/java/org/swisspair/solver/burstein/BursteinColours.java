package org.swisspair.solver.burstein;

import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.swiss.ColourSteps;

/**
 * Colour allocation of the Burstein system (Article 5.2), with the higher-ranked player of a pair
 * taken by Article 1.8 as 5.2.1 and 5.2.5 say, and histories compacted by C.04.2 3.4.
 */
public final class BursteinColours {
  private BursteinColours() {}

  /**
   * The colours of a pair.
   *
   * @param higherColour the colour of the higher-ranked player
   * @param rule the deciding article
   * @param reason the rule in words
   */
  record Decision(Colour higherColour, String rule, String reason) {}

  /** Who of {@code a} and {@code b} gets White by 5.2, and the article that decided. */
  public static ColourAllocation allocate(RoundState s, PlayerState a, PlayerState b) {
    PlayerState higher = BursteinRanking.higher(s, a, b);
    PlayerState lower = higher == a ? b : a;
    Decision d = decide(s, higher, lower);
    return d.higherColour() == Colour.WHITE
        ? new ColourAllocation(higher.id(), lower.id(), d.rule())
        : new ColourAllocation(lower.id(), higher.id(), d.rule());
  }

  /** The colour of {@code higher} (higher ranked by 1.8, BUR-6) against {@code lower}. */
  static Decision decide(RoundState s, PlayerState higher, PlayerState lower) {
    // 5.2.1: neither has played: the higher-ranked player's TPN parity picks the initial colour.
    if (!higher.hasPlayed() && !lower.hasPlayed()) {
      return new Decision(
          ColourSteps.byParity(higher.id(), s.initialColour()),
          "5.2.1",
          "neither has played: the higher-ranked player's TPN is "
              + (higher.id() % 2 == 1 ? "odd" : "even"));
    }
    Colour c = ColourSteps.grantBoth(higher, lower);
    if (c != Colour.NONE) {
      return new Decision(c, "5.2.2", "both colour preferences granted");
    }
    c = ColourSteps.grantStronger(higher, lower);
    if (c != Colour.NONE) {
      return new Decision(c, "5.2.3", "the stronger colour preference granted");
    }
    c = ColourSteps.alternate(higher, lower);
    if (c != Colour.NONE) {
      return new Decision(c, "5.2.4", "colours alternated from the latest round they differed");
    }
    c = ColourSteps.grantHigher(higher);
    if (c != Colour.NONE) {
      return new Decision(c, "5.2.5", "the higher-ranked player's preference granted");
    }
    // Unreachable: a player who has played has a preference, and 5.2.1-5.2.2 cover the others.
    return new Decision(
        ColourSteps.byParity(higher.id(), s.initialColour()), "5.2.1", "initial colour by TPN");
  }

  /** 1 when the pair's two preferences are for the same colour, so one is not granted (BUR-8). */
  static int unmetPreferences(PlayerState a, PlayerState b) {
    Colour ca = a.preference().colour();
    return ca != Colour.NONE && ca == b.preference().colour() ? 1 : 0;
  }
}
