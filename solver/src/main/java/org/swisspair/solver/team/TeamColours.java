package org.swisspair.solver.team;

import org.swisspair.model.Colour;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.TeamColourPreference;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamState;
import org.swisspair.solver.pairing.ColourAllocation;

/**
 * The colour allocation of the Team system (Team Article 4): the first-team of 4.2 and the nine
 * steps of 4.3, applied in descending priority until one decides.
 */
public final class TeamColours {
  private final TeamRoundState state;

  /** The allocation of the round of {@code state}. */
  public TeamColours(TeamRoundState state) {
    this.state = state;
  }

  /**
   * The first-team of {@code a} and {@code b} (Team 4.2): higher primary score, then higher
   * secondary score unless the competition does not use it, then smaller TPN.
   */
  public TeamState firstTeam(TeamState a, TeamState b) {
    // TEAM-8: with acceleration the primary score of 4.2.1 is the pairing score (C.04.7 1.5).
    if (a.pairingScore() != b.pairingScore()) {
      return a.pairingScore() > b.pairingScore() ? a : b;
    }
    if (state.tournament().settings().secondaryForColours() && a.secondary() != b.secondary()) {
      return a.secondary() > b.secondary() ? a : b;
    }
    return a.number() < b.number() ? a : b;
  }

  /** Who of teams {@code a} and {@code b} gets White, and the step of 4.3 that decided. */
  public ColourAllocation allocate(int a, int b) {
    TeamState first = firstTeam(state.team(a), state.team(b));
    TeamState other = first.number() == a ? state.team(b) : state.team(a);
    TeamColourPreference pf = first.preference();
    TeamColourPreference po = other.preference();
    // 4.3.1 Both teams have yet to play a match: the first-team's TPN parity and the initial
    // colour.
    if (!first.hasPlayed() && !other.hasPlayed()) {
      Colour c = first.number() % 2 == 1 ? state.initialColour() : state.initialColour().opposite();
      return give(first, c, other, "4.3.1");
    }
    // 4.3.2 Only one team has a colour preference: grant it.
    if (pf.any() != po.any()) {
      return pf.any()
          ? give(first, pf.colour(), other, "4.3.2")
          : give(other, po.colour(), first, "4.3.2");
    }
    // 4.3.3 Opposite colour preferences: grant them.
    if (pf.any() && pf.colour() != po.colour()) {
      return give(first, pf.colour(), other, "4.3.3");
    }
    // 4.3.4 (Type B only) Only one team has a strong colour preference: grant it.
    if (state.tournament().settings().preferences() == PreferenceType.B) {
      boolean sf = pf.strength() == TeamColourPreference.Strength.STRONG;
      boolean so = po.strength() == TeamColourPreference.Strength.STRONG;
      if (sf != so) {
        return sf
            ? give(first, pf.colour(), other, "4.3.4")
            : give(other, po.colour(), first, "4.3.4");
      }
    }
    // 4.3.5 White to the lower colour difference ("-2 is lower than -1").
    if (first.colourDifference() != other.colourDifference()) {
      return first.colourDifference() < other.colourDifference()
          ? give(first, Colour.WHITE, other, "4.3.5")
          : give(other, Colour.WHITE, first, "4.3.5");
    }
    // 4.3.6 Alternate to the most recent time one had White and the other Black; histories are
    // compared from the latest played match backwards (C.04.2 3.4: unplayed rounds go first).
    for (int k = 0; ; k++) {
      Colour cf = first.recentColour(k);
      Colour co = other.recentColour(k);
      if (cf == Colour.NONE || co == Colour.NONE) {
        break;
      }
      if (cf != co) {
        return give(first, cf.opposite(), other, "4.3.6");
      }
    }
    // 4.3.7 Grant the colour preference of the first-team.
    if (pf.any()) {
      return give(first, pf.colour(), other, "4.3.7");
    }
    // 4.3.8 Alternate the first-team's colour from its last played round.
    if (first.hasPlayed()) {
      return give(first, first.recentColour(0).opposite(), other, "4.3.8");
    }
    // 4.3.9 Alternate the other team's colour from its last played round (it has played: 4.3.1).
    return give(other, other.recentColour(0).opposite(), first, "4.3.9");
  }

  private static ColourAllocation give(TeamState t, Colour c, TeamState u, String rule) {
    return c == Colour.WHITE
        ? new ColourAllocation(t.number(), u.number(), rule)
        : new ColourAllocation(u.number(), t.number(), rule);
  }

  /** The rule text of a step of 4.3, for explanations. */
  public static String text(String rule) {
    return switch (rule) {
      case "4.3.1" ->
          "both teams have yet to play a match: first-team's TPN and the initial colour";
      case "4.3.2" -> "only one team has a colour preference";
      case "4.3.3" -> "opposite colour preferences";
      case "4.3.4" -> "only one team has a strong colour preference";
      case "4.3.5" -> "White to the lower colour difference";
      case "4.3.6" -> "alternate to the most recent differing colours";
      case "4.3.7" -> "the first-team's colour preference";
      case "4.3.8" -> "alternate the first-team's last colour";
      default -> "alternate the other team's last colour";
    };
  }
}
