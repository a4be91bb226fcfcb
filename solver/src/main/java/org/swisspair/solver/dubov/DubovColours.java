package org.swisspair.solver.dubov;

import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.swiss.ColourSteps;

/**
 * Colour preferences (Article 1.6) and colour allocation (Article 5.2) of the Dubov system. The
 * preferences of players who have played are those of 1.6.1-1.6.3 (the model's); a player who has
 * not played any game has a mild preference for Black (1.6.4), so every Dubov player prefers a
 * colour.
 */
public final class DubovColours {
  private DubovColours() {}

  /** The mild preference for Black of a player without a played game (1.6.4). */
  static final ColourPreference NOT_PLAYED = new ColourPreference(Colour.BLACK, Strength.MILD);

  /**
   * The colours of a pair.
   *
   * @param higherColour the colour of the higher-ranked player
   * @param rule the deciding article
   * @param reason the rule in words
   */
  record Decision(Colour higherColour, String rule, String reason) {}

  /** The colour preference of {@code p} by Article 1.6, never {@link ColourPreference#NONE}. */
  public static ColourPreference preference(PlayerState p) {
    return p.hasPlayed() ? p.preference() : NOT_PLAYED;
  }

  /** The colour {@code p} prefers (1.6): White or Black. */
  public static Colour prefers(PlayerState p) {
    return preference(p).colour();
  }

  /**
   * True when {@code a} and {@code b} prefer the same colour, so that one of them does not get it
   * (C7, DUB-4).
   */
  public static boolean samePreference(PlayerState a, PlayerState b) {
    return prefers(a) == prefers(b);
  }

  /** {@code p} with its Dubov preference in place of the model's, for {@link ColourSteps}. */
  static PlayerState withDubovPreference(PlayerState p) {
    if (p.hasPlayed()) {
      return p;
    }
    return new PlayerState(
        p.id(),
        p.score(),
        p.pairingScore(),
        p.playedColours(),
        p.colourDifference(),
        NOT_PLAYED,
        p.floats(),
        p.opponents(),
        p.byeIneligible(),
        p.unplayedRounds(),
        p.colourRank(),
        p.topscorer());
  }

  /** Who of {@code a} and {@code b} gets White by 5.2, and the article that decided. */
  public static ColourAllocation allocate(RoundState s, PlayerState a, PlayerState b) {
    PlayerState higher = DubovOrder.higher(a, b);
    PlayerState lower = higher == a ? b : a;
    Decision d = decide(s, higher, lower);
    return d.higherColour() == Colour.WHITE
        ? new ColourAllocation(higher.id(), lower.id(), d.rule())
        : new ColourAllocation(lower.id(), higher.id(), d.rule());
  }

  /** The colour of {@code higher} (higher ranked by 5.2.1, DUB-8) against {@code lower}. */
  static Decision decide(RoundState s, PlayerState higher, PlayerState lower) {
    // 5.2.1: neither has played: the higher-ranked player's TPN parity picks the initial colour.
    if (!higher.hasPlayed() && !lower.hasPlayed()) {
      return new Decision(
          ColourSteps.byParity(higher.id(), s.initialColour()),
          "5.2.1",
          "neither has played: the higher-ranked player's TPN is "
              + (higher.id() % 2 == 1 ? "odd" : "even"));
    }
    PlayerState h = withDubovPreference(higher);
    PlayerState l = withDubovPreference(lower);
    Colour c = ColourSteps.grantBoth(h, l);
    if (c != Colour.NONE) {
      return new Decision(c, "5.2.2", "both colour preferences granted");
    }
    c = ColourSteps.grantStronger(h, l);
    if (c != Colour.NONE) {
      return new Decision(c, "5.2.3", "the stronger colour preference granted");
    }
    c = ColourSteps.alternate(h, l);
    if (c != Colour.NONE) {
      return new Decision(c, "5.2.4", "colours alternated from the latest round they differed");
    }
    // 5.2.5 always decides: every Dubov player prefers a colour (1.6.4).
    return new Decision(
        ColourSteps.grantHigher(h), "5.2.5", "the higher-ranked player's preference granted");
  }
}
