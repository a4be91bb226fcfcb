package org.swisspair.solver.dutch.rules;

import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;

/**
 * The colour criteria C10-C13 (C.04.3 2.4.5-2.4.8) that one pair breaks when it gets the colours of
 * Article 5.2: the one place the engine's weights, the criteria measures, the perfect-candidate
 * test and the procedural oracle count them. The counts (0-2 players each) are packed one per byte
 * into an int, so that the edge loop allocates nothing.
 */
public final class ColourCosts {
  private ColourCosts() {}

  /** C10: a topscorer or a topscorer's opponent gets a colour difference beyond +-2. */
  public static final int TOPSCORER_DIFFERENCE = 0;

  /** C11: a topscorer or a topscorer's opponent gets the same colour three times in a row. */
  public static final int TOPSCORER_STREAK = 1;

  /** C12: a player does not get their colour preference. */
  public static final int PREFERENCE = 2;

  /** C13: a player does not get their strong (or absolute) colour preference. */
  public static final int STRONG_PREFERENCE = 3;

  /** The packed counts of the pair {@code higher} (the higher-ranked player) and {@code lower}. */
  public static int of(PlayerState higher, PlayerState lower, Colour initialColour) {
    Colour higherColour = DutchColourRules.higherColour(higher, lower, initialColour);
    boolean topscorerPair = higher.topscorer() || lower.topscorer();
    return costs(higher, higherColour, topscorerPair)
        + costs(lower, higherColour.opposite(), topscorerPair);
  }

  /** The count of one criterion ({@link #TOPSCORER_DIFFERENCE} ... {@link #STRONG_PREFERENCE}). */
  public static int count(int costs, int criterion) {
    return costs >>> 8 * criterion & 0xff;
  }

  private static int costs(PlayerState p, Colour colour, boolean topscorerPair) {
    int costs = 0;
    int difference = p.colourDifference() + (colour == Colour.WHITE ? 1 : -1);
    if (topscorerPair && Math.abs(difference) > 2) {
      costs += 1 << 8 * TOPSCORER_DIFFERENCE;
    }
    if (topscorerPair && p.recentColour(0) == colour && p.recentColour(1) == colour) {
      costs += 1 << 8 * TOPSCORER_STREAK;
    }
    Colour wanted = p.preference().colour();
    if (wanted != Colour.NONE && wanted != colour) {
      costs += 1 << 8 * PREFERENCE;
      if (p.preference().strength().compareTo(Strength.STRONG) >= 0) {
        costs += 1 << 8 * STRONG_PREFERENCE;
      }
    }
    return costs;
  }
}
