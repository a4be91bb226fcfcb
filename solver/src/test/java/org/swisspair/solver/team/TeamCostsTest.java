package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.model.Colour.BLACK;
import static org.swisspair.model.Colour.WHITE;
import static org.swisspair.solver.team.TeamHistories.colours;
import static org.swisspair.solver.team.TeamHistories.match;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamSettings;

/** The measures of C7-C10 on hand-worked pairs (Team 2.3.4-2.3.7). */
class TeamCostsTest {
  private static final TeamSettings B = TeamSettings.DEFAULT.withPreferences(PreferenceType.B);

  private static TeamCosts costs(TeamSettings s, int total, Map<Integer, List<TeamRound>> rounds) {
    int round = rounds.values().stream().mapToInt(List::size).max().orElse(0) + 1;
    return new TeamCosts(new TeamRoundState(TeamHistories.of(10, total, WHITE, s, rounds), round));
  }

  @Test
  void c8CountsOneTeamWhenBothWantTheSameColour() {
    // 2.3.5: B B and B B both want White; one of them cannot have it.
    TeamCosts c =
        costs(
            TeamSettings.DEFAULT,
            9,
            Map.of(
                1, colours(5, BLACK, BLACK),
                2, colours(6, BLACK, BLACK),
                3, colours(7, WHITE, WHITE),
                4, colours(8, WHITE, BLACK)));
    assertThat(c.c8(1, 2)).isEqualTo(1);
    // Opposite preferences (4.3.3) and a single preference (4.3.2) are granted.
    assertThat(c.c8(1, 3)).isZero();
    assertThat(c.c8(1, 4)).isZero();
    // Type A has no C9.
    assertThat(c.c9(1, 2)).isZero();
  }

  @Test
  void c9CountsOnlyStrongPreferencesOfTypeB() {
    // 2.3.6: strong White (B B) against mild White (B, CD -1): 4.3.4 grants the strong one, so C8
    // counts the mild team and C9 nobody; two strong Whites cost one in both.
    TeamCosts c =
        costs(
            B,
            9,
            Map.of(
                1, colours(5, BLACK, BLACK),
                2, List.of(match(6, BLACK, 10)),
                3, colours(7, WHITE, BLACK, BLACK)));
    assertThat(c.c8(1, 2)).isEqualTo(1);
    assertThat(c.c9(1, 2)).isZero();
    assertThat(c.c8(1, 3)).isEqualTo(1);
    assertThat(c.c9(1, 3)).isEqualTo(1);
  }

  @Test
  void c7AndC10CountPreviousFloatersExceptInTheLastTwoRounds() {
    // In round 2 team 1 (2 MP) met team 3 (1 MP) and team 2 (0) met team 4 (1): all four
    // floated (1.5); teams 5 and 6 met with 1 MP each and did not.
    Map<Integer, List<TeamRound>> r =
        Map.of(
            1, List.of(match(2, WHITE, 20), match(3, BLACK, 20)),
            2, List.of(match(1, BLACK, 0), match(4, WHITE, 10)),
            3, List.of(match(4, WHITE, 10), match(1, WHITE, 0)),
            4, List.of(match(3, BLACK, 10), match(2, BLACK, 10)),
            5, List.of(match(6, WHITE, 10), match(6, BLACK, 10)),
            6, List.of(match(5, BLACK, 10), match(5, WHITE, 10)));
    TeamCosts c = costs(TeamSettings.DEFAULT, 9, r);
    assertThat(c.c7(1)).isEqualTo(1);
    assertThat(c.c7(3)).isEqualTo(1);
    assertThat(c.c7(2)).isEqualTo(1);
    assertThat(c.c7(5)).isZero();
    assertThat(c.c10(4)).isEqualTo(1);
    assertThat(c.c10(6)).isZero();
    // Round 3 of 4 is one of the last two: C7 and C10 do not apply.
    TeamCosts late = costs(TeamSettings.DEFAULT, 4, r);
    assertThat(late.c7(1)).isZero();
    assertThat(late.c10(1)).isZero();
  }
}
