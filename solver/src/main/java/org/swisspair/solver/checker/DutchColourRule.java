package org.swisspair.solver.checker;

import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.ColourAllocation;

/**
 * The colour allocation rules of the Dutch system, Article 5.2.1-5.2.5, written independently of
 * any pairing system so that the checker can recompute them.
 */
public final class DutchColourRule {
  private DutchColourRule() {}

  /** Who of {@code a} and {@code b} gets White by Dutch 5.2, and which article decided. */
  public static ColourAllocation allocate(PlayerState a, PlayerState b, RoundState s) {
    ColourPreference pa = a.preference();
    ColourPreference pb = b.preference();
    // 5.2.1: grant both preferences; a player without games has none and yields (1.7.4).
    if (pa.colour() != Colour.NONE || pb.colour() != Colour.NONE) {
      if (pb.colour() == Colour.NONE || pa.colour() != Colour.NONE && pa.colour() != pb.colour()) {
        return give(a, pa.colour(), b, "5.2.1");
      }
      if (pa.colour() == Colour.NONE) {
        return give(b, pb.colour(), a, "5.2.1");
      }
      // 5.2.2: same colour wanted; grant the stronger preference.
      int byStrength = pa.strength().compareTo(pb.strength());
      if (byStrength != 0) {
        return byStrength > 0 ? give(a, pa.colour(), b, "5.2.2") : give(b, pb.colour(), a, "5.2.2");
      }
      // 5.2.2: both absolute (topscorers): grant the wider colour difference.
      if (pa.strength() == Strength.ABSOLUTE) {
        int wa = Math.abs(a.colourDifference());
        int wb = Math.abs(b.colourDifference());
        if (wa != wb) {
          return wa > wb ? give(a, pa.colour(), b, "5.2.2") : give(b, pb.colour(), a, "5.2.2");
        }
      }
    }
    // 5.2.3: alternate to the latest round with different colours; played games only, as if
    // the unplayed rounds were moved to the front (C.04.2 3.4).
    for (int k = 0; ; k++) {
      Colour ca = a.recentColour(k);
      Colour cb = b.recentColour(k);
      if (ca == Colour.NONE || cb == Colour.NONE) {
        break;
      }
      if (ca != cb) {
        return give(a, ca.opposite(), b, "5.2.3");
      }
    }
    PlayerState higher = higherRanked(a, b);
    PlayerState lower = higher == a ? b : a;
    // 5.2.4: grant the preference of the higher-ranked player (Article 1.2).
    if (higher.preference().colour() != Colour.NONE) {
      return give(higher, higher.preference().colour(), lower, "5.2.4");
    }
    // 5.2.5: odd TPN takes the initial colour, even TPN the other one.
    int tpn = higher.colourRank() > 0 ? higher.colourRank() : higher.id();
    Colour c = tpn % 2 == 1 ? s.initialColour() : s.initialColour().opposite();
    return give(higher, c == Colour.NONE ? Colour.WHITE : c, lower, "5.2.5");
  }

  /** The higher-ranked of two players by Dutch 1.2: pairing score, then TPN ascending. */
  public static PlayerState higherRanked(PlayerState a, PlayerState b) {
    if (a.pairingScore() != b.pairingScore()) {
      return a.pairingScore() > b.pairingScore() ? a : b;
    }
    return a.id() < b.id() ? a : b;
  }

  private static ColourAllocation give(
      PlayerState x, Colour colour, PlayerState other, String article) {
    return colour == Colour.WHITE
        ? new ColourAllocation(x.id(), other.id(), article)
        : new ColourAllocation(other.id(), x.id(), article);
  }
}
