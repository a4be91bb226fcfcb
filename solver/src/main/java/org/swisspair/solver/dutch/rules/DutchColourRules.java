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
    for (int i = 0; i < STEPS; i++) {
      Colour c = step(i, higher, lower);
      if (c != Colour.NONE) {
        return new Allocation(c, ARTICLE[i], REASON[i]);
      }
    }
    int tpn = tpn(higher);
    int last = tpn % 2 == 1 ? STEPS : STEPS + 1;
    return new Allocation(ColourSteps.byParity(tpn, initialColour), ARTICLE[last], REASON[last]);
  }

  /**
   * {@link #allocate}'s colour alone, without building the allocation: the colour criteria ask for
   * it on every edge of a bracket's graph.
   */
  public static Colour higherColour(PlayerState higher, PlayerState lower, Colour initialColour) {
    for (int i = 0; i < STEPS; i++) {
      Colour c = step(i, higher, lower);
      if (c != Colour.NONE) {
        return c;
      }
    }
    return ColourSteps.byParity(tpn(higher), initialColour);
  }

  /** The steps of Article 5.2 before the last (5.2.5, by the TPN's parity). */
  private static final int STEPS = 5;

  /**
   * Step {@code i} of Article 5.2: the higher-ranked player's colour, NONE when it does not decide.
   */
  private static Colour step(int i, PlayerState higher, PlayerState lower) {
    return switch (i) {
      // 5.2.1: grant both colour preferences (a player who has not played has none, 1.7.4).
      case 0 -> ColourSteps.grantBoth(higher, lower);
      // 5.2.2: grant the stronger preference; both absolute: the wider colour difference.
      case 1 -> ColourSteps.grantStronger(higher, lower);
      case 2 -> ColourSteps.grantWiderDifference(higher, lower);
      // 5.2.3: alternate to the most recent round in which their colours differed.
      case 3 -> ColourSteps.alternate(higher, lower);
      // 5.2.4: grant the higher-ranked player's preference.
      default -> ColourSteps.grantHigher(higher);
    };
  }

  /**
   * The TPN of 5.2.5: the colour rank, which every player to be paired has; the pairing number
   * stands in only for a player who is not to be paired this round, whom a file may still pair (the
   * checker then judges that board's colours too). DUT-5: the parity counts only players who have
   * taken part in a pairing.
   */
  private static int tpn(PlayerState higher) {
    return higher.colourRank() > 0 ? higher.colourRank() : higher.id();
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

  /** The article of each step, then of 5.2.5 with an odd and with an even TPN. */
  private static final String[] ARTICLE = {
    "5.2.1", "5.2.2", "5.2.2", "5.2.3", "5.2.4", "5.2.5", "5.2.5"
  };

  /** The rule in words of each step, as {@link #ARTICLE}. */
  private static final String[] REASON = {
    "both colour preferences granted",
    "the stronger colour preference granted",
    "both absolute: the wider colour difference granted",
    "colours alternated from the latest round they differed",
    "the higher-ranked player's preference granted",
    "higher-ranked player has an odd pairing number",
    "higher-ranked player has an even pairing number"
  };
}
