package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.model.Colour.BLACK;
import static org.swisspair.model.Colour.WHITE;
import static org.swisspair.solver.team.TeamHistories.colours;
import static org.swisspair.solver.team.TeamHistories.match;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.ResultCode;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamSettings;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;

/** Whole rounds of the Team system worked by hand, engine and literal oracle alike (Team 2-4). */
class TeamPairingSystemTest {

  private static List<ByeRequest> out(int round, int... teams) {
    return java.util.Arrays.stream(teams)
        .mapToObj(t -> new ByeRequest(t, round, ResultCode.ZERO_BYE))
        .toList();
  }

  @Test
  void c8RanksAboveTheIdentifier() throws Exception {
    // 3.6.4: teams 1 and 2 had Black twice, 3 and 4 White twice (all draws, against teams 5-8,
    // absent now). The first identifier 1 2 3 4 pairs 1-2 and 3-4 and leaves two preferences
    // unfulfilled (C8 = 2); 1-3 and 2-4 (identifier 1 2 3 4 with bottoms 3, 4) fulfil all.
    Map<Integer, List<TeamRound>> h =
        Map.of(
            1, List.of(match(5, BLACK, 10), match(6, BLACK, 10)),
            2, List.of(match(6, BLACK, 10), match(5, BLACK, 10)),
            3, List.of(match(7, WHITE, 10), match(8, WHITE, 10)),
            4, List.of(match(8, WHITE, 10), match(7, WHITE, 10)));
    TeamRoundState s =
        new TeamRoundState(
            TeamHistories.of(8, 9, WHITE, TeamSettings.DEFAULT, h, out(3, 5, 6, 7, 8)), 3);
    RoundPairing p = new TeamPairingSystem().pair(s, true);
    assertThat(p.boards()).containsExactly(new Pair(1, 3), new Pair(2, 4));
    assertThat(p.explanation().colours()).allMatch(c -> c.rule().equals("4.3.3"));
    assertThat(new TeamProceduralPairer(s).pair()).containsExactlyInAnyOrderElementsOf(p.boards());
  }

  @Test
  void thePabSkipsTheForfeitWinnerAndGoesToTheLargestTpn() throws Exception {
    // 3.4 and C2: team 1 won round 1 by forfeit against team 4 (absent now); teams 2 and 3 drew.
    // Lowest score (3.4.2) is 1 MP for teams 2 and 3, equal matches played (3.4.3): the largest
    // TPN, 3, gets the PAB (3.4.4). Team 1 has not played a match; team 2 (White once, CD +1, no
    // Type A preference) gets Black by 4.3.5, White going to the lower colour difference.
    Map<Integer, List<TeamRound>> h =
        Map.of(
            1, List.of(new TeamRound(4, WHITE, MatchKind.FORFEIT_WIN, 20, 40)),
            2, List.of(match(3, WHITE, 10)),
            3, List.of(match(2, BLACK, 10)),
            4, List.of(new TeamRound(1, BLACK, MatchKind.FORFEIT_LOSS, 0, 0)));
    TeamRoundState s =
        new TeamRoundState(TeamHistories.of(4, 9, WHITE, TeamSettings.DEFAULT, h, out(2, 4)), 2);
    assertThat(s.team(1).byeIneligible()).isTrue();
    RoundPairing p = new TeamPairingSystem().pair(s, true);
    assertThat(p.boards()).containsExactly(new Pair(1, 2), new Pair(3, 0));
    assertThat(p.explanation().colours().get(0).rule()).isEqualTo("4.3.5");
    assertThat(new TeamProceduralPairer(s).pair()).containsExactlyInAnyOrderElementsOf(p.boards());
  }

  @Test
  void aForfeitedMatchMayBeReplayedButAPlayedOneMayNot() throws Exception {
    // C1 with C.04.2 3.5 (TEAM-4): teams 1 and 2 did not play their round-1 match; 3 and 4 did.
    Map<Integer, List<TeamRound>> h =
        Map.of(
            1, List.of(new TeamRound(2, WHITE, MatchKind.FORFEIT_WIN, 20, 40)),
            2, List.of(new TeamRound(1, BLACK, MatchKind.FORFEIT_LOSS, 0, 0)),
            3, colours(4, WHITE),
            4, colours(3, BLACK));
    TeamRoundState s =
        new TeamRoundState(TeamHistories.of(4, 9, WHITE, TeamSettings.DEFAULT, h), 2);
    assertThat(s.compatible(1, 2)).isTrue();
    assertThat(s.compatible(3, 4)).isFalse();
  }
}
