package org.swisspair.solver.swiss;

import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;

/**
 * The steps the systems' colour-allocation rules are made of (Dutch 5.2, Burstein 5.2, Dubov 5.2,
 * and the Basic Rules 8 behind them). Each step returns the colour of the higher-ranked player of a
 * pair, or {@link Colour#NONE} when it does not decide; a system applies them in its own order.
 */
public final class ColourSteps {
  private ColourSteps() {}

  /**
   * Grant both preferences: they differ, or one player has none (a player who has not played yields
   * to the other's preference).
   */
  public static Colour grantBoth(PlayerState higher, PlayerState lower) {
    Colour h = higher.preference().colour();
    Colour l = lower.preference().colour();
    if (h != Colour.NONE && h != l) {
      return h;
    }
    if (h == Colour.NONE && l != Colour.NONE) {
      return l.opposite();
    }
    return Colour.NONE;
  }

  /** Grant the stronger of two preferences for the same colour. */
  public static Colour grantStronger(PlayerState higher, PlayerState lower) {
    ColourPreference h = higher.preference();
    ColourPreference l = lower.preference();
    if (h.colour() == Colour.NONE || h.colour() != l.colour() || h.strength() == l.strength()) {
      return Colour.NONE;
    }
    return h.strength().compareTo(l.strength()) > 0 ? h.colour() : h.colour().opposite();
  }

  /** Both absolute for the same colour: grant the wider colour difference (Dutch 5.2.2). */
  public static Colour grantWiderDifference(PlayerState higher, PlayerState lower) {
    ColourPreference h = higher.preference();
    ColourPreference l = lower.preference();
    if (h.colour() == Colour.NONE
        || h.colour() != l.colour()
        || h.strength() != Strength.ABSOLUTE
        || l.strength() != Strength.ABSOLUTE) {
      return Colour.NONE;
    }
    int wh = Math.abs(higher.colourDifference());
    int wl = Math.abs(lower.colourDifference());
    return wh == wl ? Colour.NONE : wh > wl ? h.colour() : h.colour().opposite();
  }

  /**
   * Alternate the colours to the most recent round in which one had White and the other Black, on
   * the histories of played games (C.04.2 3.4: unplayed rounds count as moved to the front).
   */
  public static Colour alternate(PlayerState higher, PlayerState lower) {
    int depth = Math.min(higher.playedColours().size(), lower.playedColours().size());
    for (int k = 0; k < depth; k++) {
      Colour a = higher.recentColour(k);
      Colour b = lower.recentColour(k);
      if (a != b) {
        return a.opposite();
      }
    }
    return Colour.NONE;
  }

  /** Grant the higher-ranked player's preference. */
  public static Colour grantHigher(PlayerState higher) {
    return higher.preference().colour();
  }

  /** The initial colour for an odd {@code number}, the other colour for an even one. */
  public static Colour byParity(int number, Colour initialColour) {
    Colour c = initialColour == Colour.NONE ? Colour.WHITE : initialColour;
    return number % 2 == 1 ? c : c.opposite();
  }
}
