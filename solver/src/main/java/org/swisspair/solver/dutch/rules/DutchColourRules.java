package org.swisspair.solver.dutch.rules;

import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.swiss.ColourSteps;

/**
 * The colour allocation of the Dutch system (C.04.3 Article 5.2, with C.04.2 3.4 for the colour
 * history): the one copy the engine, the checker, the explanation and the procedural oracle use.
 */
public final class DutchColourRules {
  private DutchColourRules() {}

  /**
   * The colour of the higher-ranked player of a pair (Article 1.2) and the article that decided it.
   *
   * @param higherColour the higher-ranked player's colour
   * @param article the deciding rule, e.g. {@code 5.2.3}
   * @param reason the rule in words
   */
  public record Allocation(Colour higherColour, String article, String reason) {}

  /** Article 5.2 for {@code higher}, the higher-ranked player, and {@code lower}. */
  public static Allocation allocate(PlayerState higher, PlayerState lower, Colour initialColour) {
    // 5.2.1: grant both colour preferences (a player who has not played has none, 1.7.4).
    Colour c = ColourSteps.grantBoth(higher, lower);
    if (c != Colour.NONE) {
      return new Allocation(c, "5.2.1", "both colour preferences granted");
    }
    // 5.2.2: grant the stronger preference; both absolute: the wider colour difference.
    c = ColourSteps.grantStronger(higher, lower);
    if (c != Colour.NONE) {
      return new Allocation(c, "5.2.2", "the stronger colour preference granted");
    }
    c = ColourSteps.grantWiderDifference(higher, lower);
    if (c != Colour.NONE) {
      return new Allocation(c, "5.2.2", "both absolute: the wider colour difference granted");
    }
    // 5.2.3: alternate to the most recent round in which their colours differed.
    c = ColourSteps.alternate(higher, lower);
    if (c != Colour.NONE) {
      return new Allocation(c, "5.2.3", "colours alternated from the latest round they differed");
    }
    // 5.2.4: grant the higher-ranked player's preference.
    c = ColourSteps.grantHigher(higher);
    if (c != Colour.NONE) {
      return new Allocation(c, "5.2.4", "the higher-ranked player's preference granted");
    }
    // 5.2.5: an odd TPN takes the initial colour. The TPN is the colour rank, which every player
    // to be paired has; the pairing number stands in only for a player who is not to be paired
    // this round, whom a file may still pair (the checker then judges that board's colours too).
    // DUT-5: the parity counts only players who have taken part in a pairing.
    int tpn = higher.colourRank() > 0 ? higher.colourRank() : higher.id();
    String reason = tpn % 2 == 1 ? ODD_PAIRING_NUMBER : EVEN_PAIRING_NUMBER;
    return new Allocation(ColourSteps.byParity(tpn, initialColour), "5.2.5", reason);
  }

  /**
   * Who of {@code a} and {@code b} gets White in {@code state}'s round, and which article decided.
   */
  public static ColourAllocation allocate(PlayerState a, PlayerState b, RoundState state) {
    PlayerState higher = DutchRanking.higher(a, b);
    PlayerState lower = higher == a ? b : a;
    Allocation allocation = allocate(higher, lower, state.initialColour());
    return allocation.higherColour() == Colour.WHITE
        ? new ColourAllocation(higher.id(), lower.id(), allocation.article())
        : new ColourAllocation(lower.id(), higher.id(), allocation.article());
  }

  private static final String ODD_PAIRING_NUMBER = "higher-ranked player has an odd pairing number";
  private static final String EVEN_PAIRING_NUMBER =
      "higher-ranked player has an even pairing number";
}
