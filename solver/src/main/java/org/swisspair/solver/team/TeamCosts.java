package org.swisspair.solver.team;

import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.TeamColourPreference;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamState;
import org.swisspair.solver.pairing.ColourAllocation;

/**
 * The per-pair and per-upfloater measures of the Team quality criteria C7-C10 (Team 2.3.4-2.3.7),
 * each measured on the colours Article 4 actually gives, so that the criteria judge what the
 * allocation does.
 */
public final class TeamCosts {
  private final TeamRoundState state;
  private final TeamColours colours;

  /** The measures of the round of {@code state}. */
  public TeamCosts(TeamRoundState state) {
    this.state = state;
    this.colours = new TeamColours(state);
  }

  /** The colour allocation these measures use. */
  public TeamColours colours() {
    return colours;
  }

  /** [C8] Teams of the pair whose colour preference, if any, is not fulfilled (0, 1 or 2). */
  public int c8(int a, int b) {
    // TEAM-14: measured on the colours Article 4 gives the pair.
    ColourAllocation c = colours.allocate(a, b);
    return unfulfilled(state.team(c.white()), org.swisspair.model.Colour.WHITE, false)
        + unfulfilled(state.team(c.black()), org.swisspair.model.Colour.BLACK, false);
  }

  /** [C9] (Type B only) Teams of the pair whose strong colour preference is not fulfilled. */
  public int c9(int a, int b) {
    if (state.tournament().settings().preferences() != PreferenceType.B) {
      return 0;
    }
    ColourAllocation c = colours.allocate(a, b);
    return unfulfilled(state.team(c.white()), org.swisspair.model.Colour.WHITE, true)
        + unfulfilled(state.team(c.black()), org.swisspair.model.Colour.BLACK, true);
  }

  /**
   * [C7] 1 when upfloater {@code u} was a floater in the previous round, 0 otherwise or in the last
   * two rounds.
   */
  public int c7(int u) {
    return state.inLastTwoRounds() ? 0 : state.team(u).floatedLastRound() ? 1 : 0;
  }

  /**
   * [C10] 1 when {@code resident}, paired with an upfloater, was a floater in the previous round; 0
   * otherwise or in the last two rounds.
   */
  public int c10(int resident) {
    return state.inLastTwoRounds() ? 0 : state.team(resident).floatedLastRound() ? 1 : 0;
  }

  private static int unfulfilled(TeamState t, org.swisspair.model.Colour got, boolean strongOnly) {
    TeamColourPreference p = t.preference();
    if (!p.any() || strongOnly && p.strength() != TeamColourPreference.Strength.STRONG) {
      return 0;
    }
    return p.colour() == got ? 0 : 1;
  }
}
