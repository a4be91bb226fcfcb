package org.swisspair.model.team;

import java.util.List;
import java.util.Objects;
import org.swisspair.model.Colour;

/**
 * A team's colour preference (Team 1.7): Type A simple preferences (1.7.1), Type B strong and mild
 * preferences (1.7.2), or none.
 *
 * @param colour the preferred colour, NONE for no preference
 * @param strength its strength
 */
public record TeamColourPreference(Colour colour, Strength strength) {

  /** No preference. */
  public static final TeamColourPreference NONE =
      new TeamColourPreference(Colour.NONE, Strength.NONE);

  /** Strength of a team colour preference. */
  public enum Strength {
    /** No preference. */
    NONE,
    /** Type B mild preference (1.7.2.3-4). */
    MILD,
    /** Type A simple preference (1.7.1). */
    SIMPLE,
    /** Type B strong preference (1.7.2.1-2). */
    STRONG
  }

  public TeamColourPreference {
    Objects.requireNonNull(colour, "colour");
    Objects.requireNonNull(strength, "strength");
    if ((colour == Colour.NONE) != (strength == Strength.NONE)) {
      throw new IllegalArgumentException("colour " + colour + " with strength " + strength);
    }
  }

  /** True when the team has a preference of any strength. */
  public boolean any() {
    return strength != Strength.NONE;
  }

  /**
   * The preference of a team whose played matches had {@code played} colours, oldest first (Team
   * 1.7; the colour difference of 1.6.2 is computed from them).
   *
   * @param lastRound true when the round being paired is the last one (1.7.2.3-5)
   */
  public static TeamColourPreference of(
      List<Colour> played, PreferenceType type, boolean lastRound) {
    if (type == PreferenceType.NONE || played.isEmpty()) {
      return NONE;
    }
    int cd = 0;
    for (Colour c : played) {
      cd += c == Colour.WHITE ? 1 : -1;
    }
    Colour last = played.get(played.size() - 1);
    boolean lastTwoBlack =
        played.size() >= 2 && last == Colour.BLACK && played.get(played.size() - 2) == Colour.BLACK;
    boolean lastTwoWhite =
        played.size() >= 2 && last == Colour.WHITE && played.get(played.size() - 2) == Colour.WHITE;
    Strength high = type == PreferenceType.A ? Strength.SIMPLE : Strength.STRONG;
    // 1.7.1.1 / 1.7.2.1 and 1.7.1.2 / 1.7.2.2, checked first: they hold for Type A and Type B
    // alike.
    if (cd < -1 || (cd == 0 || cd == -1) && lastTwoBlack) {
      return new TeamColourPreference(Colour.WHITE, high);
    }
    if (cd > 1 || (cd == 0 || cd == 1) && lastTwoWhite) {
      return new TeamColourPreference(Colour.BLACK, high);
    }
    if (type == PreferenceType.A) {
      return NONE;
    }
    // TEAM-6: 1.7.2.3 "if its CD is 1" lost its minus sign; the White twin of 1.7.2.4 is CD -1.
    if (cd == -1) {
      return new TeamColourPreference(Colour.WHITE, Strength.MILD);
    }
    if (cd == 1) {
      return new TeamColourPreference(Colour.BLACK, Strength.MILD);
    }
    // cd == 0 here: 1.7.2.5 no preference in the last round, else alternate the last match;
    // TEAM-17: a strong preference (above) is kept in the last round.
    if (lastRound) {
      return NONE;
    }
    return new TeamColourPreference(last.opposite(), Strength.MILD);
  }
}
