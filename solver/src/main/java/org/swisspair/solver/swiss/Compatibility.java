package org.swisspair.solver.swiss;

import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;

/**
 * Whether two players may meet in a round: C1 (no rematch of a played game, C.04.1 2 with C.04.2
 * 3.5: a pairing whose game was not played may be repeated), the system's absolute colour rule
 * (C.04.1 6-7 as the system words its C3) and the organiser's forbidden pairs.
 */
public final class Compatibility {
  /** How a system words its absolute colour criterion. */
  public enum AbsoluteColour {
    /** Two players with the same absolute preference never meet (Burstein, Dubov C3). */
    NEVER_SAME_ABSOLUTE,
    /** ... unless one of them is a topscorer in the final round (Dutch C3). */
    NEVER_SAME_ABSOLUTE_EXCEPT_TOPSCORERS,
    /** No absolute colour criterion (Team system: Basic Rules 6 and 7 never apply). */
    NONE
  }

  private final RoundState state;
  private final AbsoluteColour colourRule;

  /** The compatibility of the players of {@code state} under {@code colourRule}. */
  public Compatibility(RoundState state, AbsoluteColour colourRule) {
    this.state = state;
    this.colourRule = colourRule;
  }

  /** The round. */
  public RoundState state() {
    return state;
  }

  /**
   * The criterion that forbids {@code a} and {@code b} to meet: {@code C1}, {@code C3} or {@code
   * forbidden}; null when they may meet.
   */
  public String violated(PlayerState a, PlayerState b) {
    if (a.opponents().contains(b.id())) {
      return "C1";
    }
    if (sameAbsolute(a, b)) {
      return "C3";
    }
    if (state.forbidden(a.id(), b.id())) {
      return "forbidden";
    }
    return null;
  }

  /**
   * The player's class under the absolute colour rule: two players may not meet by it exactly when
   * their classes are equal and not 0 (0: the rule never stops this player). For engines that
   * tabulate C1 and C3 per player instead of asking for every pair.
   */
  public int absoluteClass(PlayerState p) {
    if (colourRule == AbsoluteColour.NONE
        || p.preference().strength() != Strength.ABSOLUTE
        || colourRule == AbsoluteColour.NEVER_SAME_ABSOLUTE_EXCEPT_TOPSCORERS && p.topscorer()) {
      return 0;
    }
    return 1 + p.preference().colour().ordinal();
  }

  /** True when some forbidden-pair rule applies to this round. */
  public boolean hasForbiddenPairs() {
    return state.tournament().forbidden().stream().anyMatch(f -> f.appliesTo(state.round()));
  }

  /** True when {@code a} and {@code b} may meet. */
  public boolean compatible(PlayerState a, PlayerState b) {
    return violated(a, b) == null;
  }

  /** True when the players with pairing numbers {@code a} and {@code b} may meet. */
  public boolean compatible(int a, int b) {
    return compatible(state.player(a), state.player(b));
  }

  private boolean sameAbsolute(PlayerState a, PlayerState b) {
    if (colourRule == AbsoluteColour.NONE
        || a.preference().strength() != Strength.ABSOLUTE
        || b.preference().strength() != Strength.ABSOLUTE
        || a.preference().colour() != b.preference().colour()) {
      return false;
    }
    return colourRule == AbsoluteColour.NEVER_SAME_ABSOLUTE || !a.topscorer() && !b.topscorer();
  }
}
