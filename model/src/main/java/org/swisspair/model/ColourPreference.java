package org.swisspair.model;

/**
 * A colour preference and its strength (Dutch 1.7). Players who have played no game have {@link
 * #NONE}.
 *
 * @param colour the preferred colour, NONE for no preference
 * @param strength how strong the preference is
 */
public record ColourPreference(Colour colour, Strength strength) {

  /** No preference (Dutch 1.7.4). */
  public static final ColourPreference NONE = new ColourPreference(Colour.NONE, Strength.NONE);

  /** Strength of a colour preference, weakest first. */
  public enum Strength {
    /** No preference (Dutch 1.7.4). */
    NONE,
    /** Mild: colour difference 0, the last colour alternated (Dutch 1.7.3). */
    MILD,
    /** Strong: colour difference +1 or -1 (Dutch 1.7.2). */
    STRONG,
    /** Absolute: colour difference beyond +-1, or the same colour twice in a row (Dutch 1.7.1). */
    ABSOLUTE
  }

  // Written out, as in RoundEntry: the generated ones are bootstrapped on first use.
  @Override
  public boolean equals(Object o) {
    return o instanceof ColourPreference p && colour == p.colour && strength == p.strength;
  }

  @Override
  public int hashCode() {
    return colour.ordinal() * 31 + strength.ordinal();
  }

  /** The preference of a player with the given played colours (oldest first), Dutch 1.7.1-1.7.4. */
  public static ColourPreference of(java.util.List<Colour> played) {
    if (played.isEmpty()) {
      return NONE;
    }
    int diff = 0;
    for (Colour c : played) {
      diff += c == Colour.WHITE ? 1 : -1;
    }
    Colour last = played.get(played.size() - 1);
    boolean lastTwoSame = played.size() >= 2 && played.get(played.size() - 2) == last;
    if (diff < -1 || diff > 1 || lastTwoSame) {
      Colour c = diff < -1 ? Colour.WHITE : diff > 1 ? Colour.BLACK : last.opposite();
      return new ColourPreference(c, Strength.ABSOLUTE);
    }
    if (diff == 1) {
      return new ColourPreference(Colour.BLACK, Strength.STRONG);
    }
    if (diff == -1) {
      return new ColourPreference(Colour.WHITE, Strength.STRONG);
    }
    return new ColourPreference(last.opposite(), Strength.MILD);
  }
}
