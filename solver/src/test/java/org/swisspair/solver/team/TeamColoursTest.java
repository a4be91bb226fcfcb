package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.model.Colour.BLACK;
import static org.swisspair.model.Colour.WHITE;
import static org.swisspair.solver.team.TeamHistories.colours;
import static org.swisspair.solver.team.TeamHistories.match;
import static org.swisspair.solver.team.TeamHistories.pab;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamSettings;
import org.swisspair.solver.pairing.ColourAllocation;

/** Each step of the Team colour allocation, worked by hand (Team Article 4). */
class TeamColoursTest {
  private static final TeamSettings A = TeamSettings.DEFAULT;
  private static final TeamSettings B = TeamSettings.DEFAULT.withPreferences(PreferenceType.B);

  private static ColourAllocation allocate(
      TeamSettings s, Colour initial, List<TeamRound> one, List<TeamRound> two) {
    int round = Math.max(one.size(), two.size()) + 1;
    TeamRoundState state =
        new TeamRoundState(TeamHistories.of(10, 9, initial, s, Map.of(1, one, 2, two)), round);
    return new TeamColours(state).allocate(1, 2);
  }

  @Test
  void beforeAnyMatchTheOddFirstTeamGetsTheInitialColour() {
    // 4.3.1: equal scores, so the first-team is the smaller TPN (4.2.3).
    TeamRoundState s = new TeamRoundState(TeamHistories.of(4, 9, BLACK, A, Map.of()), 1);
    TeamColours c = new TeamColours(s);
    assertThat(c.allocate(1, 2)).isEqualTo(new ColourAllocation(2, 1, "4.3.1"));
    // Team 2 is the first-team of 2-3 and even: it gets the opposite of the initial colour.
    assertThat(c.allocate(3, 2)).isEqualTo(new ColourAllocation(2, 3, "4.3.1"));
  }

  @Test
  void onlyOnePreferenceIsGranted() {
    // 4.3.2: team 2 has Black twice, CD -2: simple preference for White; team 1 (W B) has none.
    assertThat(allocate(A, WHITE, colours(5, WHITE, BLACK), colours(6, BLACK, BLACK)))
        .isEqualTo(new ColourAllocation(2, 1, "4.3.2"));
  }

  @Test
  void oppositePreferencesAreBothGranted() {
    // 4.3.3: W W wants Black, B B wants White.
    assertThat(allocate(A, WHITE, colours(5, WHITE, WHITE), colours(6, BLACK, BLACK)))
        .isEqualTo(new ColourAllocation(2, 1, "4.3.3"));
  }

  @Test
  void typeBGrantsTheOnlyStrongPreference() {
    // 4.3.4: team 1 (B B) strong White; team 2 (B) CD -1 mild White. Team 2 has more points, so it
    // is the first-team: the strong preference still wins.
    List<TeamRound> two = List.of(match(6, BLACK, 20));
    assertThat(allocate(B, WHITE, colours(5, BLACK, BLACK), two))
        .isEqualTo(new ColourAllocation(1, 2, "4.3.4"));
  }

  @Test
  void minusTwoIsLowerThanMinusOne() {
    // 4.3.5 and its note: team 1 (B B, CD -2) and team 2 (W B B, CD -1) both want White.
    assertThat(allocate(A, WHITE, colours(5, BLACK, BLACK), colours(6, WHITE, BLACK, BLACK)))
        .isEqualTo(new ColourAllocation(1, 2, "4.3.5"));
    // "+1 is lower than +2": team 2 (B W W, CD +1) gets White against team 1 (W W, CD +2).
    assertThat(allocate(A, WHITE, colours(5, WHITE, WHITE), colours(6, BLACK, WHITE, WHITE)))
        .isEqualTo(new ColourAllocation(2, 1, "4.3.5"));
  }

  @Test
  void coloursAlternateToTheMostRecentDifference() {
    // 4.3.6: W B against B W, no preferences (Type A), equal CD: team 1 had Black last.
    assertThat(allocate(A, WHITE, colours(5, WHITE, BLACK), colours(6, BLACK, WHITE)))
        .isEqualTo(new ColourAllocation(1, 2, "4.3.6"));
  }

  @Test
  void unplayedRoundsMoveToTheFrontBeforeAlternating() {
    // 4.3.6 with C.04.2 3.4: team 2's W B (PAB) W B counts as W B W B. Against team 1's B W W B
    // the latest matches agree (B, W), the third latest differ: team 1 had White there.
    List<TeamRound> one = colours(5, BLACK, WHITE, WHITE, BLACK);
    List<TeamRound> two =
        List.of(
            match(6, WHITE, 10),
            match(7, BLACK, 10),
            pab(),
            match(8, WHITE, 10),
            match(9, BLACK, 0));
    assertThat(allocate(A, WHITE, one, two)).isEqualTo(new ColourAllocation(2, 1, "4.3.6"));
  }

  @Test
  void theFirstTeamsPreferenceDecidesEqualHistories() {
    // 4.3.7: both B B, both want White; team 2 won a match more, so it is the first-team.
    List<TeamRound> two = List.of(match(6, BLACK, 20), match(7, BLACK, 10));
    assertThat(allocate(A, WHITE, colours(5, BLACK, BLACK), two))
        .isEqualTo(new ColourAllocation(2, 1, "4.3.7"));
  }

  @Test
  void theFirstTeamAlternatesWithoutPreferences() {
    // 4.3.8: W B and W B, no preferences (Type A): team 1 (smaller TPN) alternates its Black.
    assertThat(allocate(A, WHITE, colours(5, WHITE, BLACK), colours(6, WHITE, BLACK)))
        .isEqualTo(new ColourAllocation(1, 2, "4.3.8"));
  }

  @Test
  void theOtherTeamAlternatesWhenTheFirstTeamHasNotPlayed() {
    // 4.3.9: team 1 had two PABs (2 MP), team 2 played W B with a win and a loss (2 MP) but has
    // fewer game points (4 against 4): secondary equal, TPN 1 is the first-team; it never played.
    List<TeamRound> one = List.of(pab(), pab());
    List<TeamRound> two = List.of(match(5, WHITE, 20), match(6, BLACK, 0));
    // Game points: 2 + 2 against 3 + 1, equal; CDs 0 and 0; team 2 alternates its Black.
    assertThat(allocate(A, WHITE, one, two)).isEqualTo(new ColourAllocation(2, 1, "4.3.9"));
  }

  @Test
  void theSecondaryScoreChoosesTheFirstTeamUnlessTheCompetitionSaysNot() {
    // 4.2.2: equal match points, team 2 more game points: team 2 is the first-team and 4.3.8
    // alternates its last colour (Black) to White.
    List<TeamRound> one = List.of(match(5, WHITE, 10), match(6, BLACK, 10));
    List<TeamRound> two =
        List.of(
            new TeamRound(7, WHITE, org.swisspair.model.team.MatchKind.PLAYED, 10, 20),
            new TeamRound(8, BLACK, org.swisspair.model.team.MatchKind.PLAYED, 10, 25));
    assertThat(allocate(A, WHITE, one, two)).isEqualTo(new ColourAllocation(2, 1, "4.3.8"));
    TeamSettings noSecondary =
        new TeamSettings(org.swisspair.model.team.PrimaryScore.MATCH, false, PreferenceType.A);
    assertThat(allocate(noSecondary, WHITE, one, two))
        .isEqualTo(new ColourAllocation(1, 2, "4.3.8"));
  }

  @Test
  void withoutPreferencesTheStepsSkipToTheColourDifference() {
    // Preferences "not to be used at all" (1.7): B B against W B goes to 4.3.5.
    TeamSettings none = TeamSettings.DEFAULT.withPreferences(PreferenceType.NONE);
    assertThat(allocate(none, WHITE, colours(5, WHITE, BLACK), colours(6, BLACK, BLACK)))
        .isEqualTo(new ColourAllocation(2, 1, "4.3.5"));
  }
}
