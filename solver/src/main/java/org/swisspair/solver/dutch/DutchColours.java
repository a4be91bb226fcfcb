package org.swisspair.solver.dutch;

import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;

/** Colour allocation of the FIDE (Dutch) system, Article 5.2, with C.04.2 3.4 for history. */
final class DutchColours {
  private DutchColours() {}

  /**
   * The colour of {@code higher} (the higher-ranked player, Dutch 1.2) and the article that decided
   * it.
   */
  record Allocation(Colour higherColour, String rule, String reason) {}

  static Allocation allocate(PlayerState higher, PlayerState lower, Colour initialColour) {
    ColourPreference h = higher.preference();
    ColourPreference l = lower.preference();
    // 5.2.1: grant both preferences when they differ or one has none.
    if (h.colour() != Colour.NONE && h.colour() != l.colour()) {
      return new Allocation(h.colour(), "5.2.1", "both colour preferences granted");
    }
    if (h.colour() == Colour.NONE && l.colour() != Colour.NONE) {
      return new Allocation(l.colour().opposite(), "5.2.1", "both colour preferences granted");
    }
    if (h.colour() != Colour.NONE) {
      // 5.2.2: same preferred colour; the stronger preference wins.
      if (h.strength() != l.strength()) {
        boolean higherWins = h.strength().compareTo(l.strength()) > 0;
        Colour c = higherWins ? h.colour() : h.colour().opposite();
        return new Allocation(c, "5.2.2", "the stronger colour preference granted");
      }
      if (h.strength() == Strength.ABSOLUTE
          && Math.abs(higher.colourDifference()) != Math.abs(lower.colourDifference())) {
        boolean higherWins =
            Math.abs(higher.colourDifference()) > Math.abs(lower.colourDifference());
        Colour c = higherWins ? h.colour() : h.colour().opposite();
        return new Allocation(c, "5.2.2", "both absolute: the wider colour difference granted");
      }
    }
    // 5.2.3: alternate to the most recent round in which their colours differed.
    int depth = Math.min(higher.playedColours().size(), lower.playedColours().size());
    for (int k = 0; k < depth; k++) {
      Colour a = higher.recentColour(k);
      Colour b = lower.recentColour(k);
      if (a != b) {
        return new Allocation(
            a.opposite(), "5.2.3", "colours alternated from the latest round they differed");
      }
    }
    // 5.2.4: the higher-ranked player's preference.
    if (h.colour() != Colour.NONE) {
      return new Allocation(h.colour(), "5.2.4", "the higher-ranked player's preference granted");
    }
    // 5.2.5: parity of the higher-ranked player's pairing number.
    Colour c = higher.colourRank() % 2 == 1 ? initialColour : initialColour.opposite();
    return new Allocation(
        c,
        "5.2.5",
        "higher-ranked player has an "
            + (higher.colourRank() % 2 == 1 ? "odd" : "even")
            + " pairing number");
  }
}
