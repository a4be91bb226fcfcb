package org.swisspair.solver.tiebreak;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TeamRecordReader;
import org.swisspair.model.trf.TrfReader;

/**
 * The team tie-breaks (C.07 Art. 12, 13 and the team forms of the others) on a small invented
 * tournament whose values are computed by hand below: five teams of two boards, three rounds, a
 * team PAB in rounds 1 and 2 (320), a match forfeited as a whole in round 2 (330) and a team
 * withdrawn before round 3 (240 Z).
 *
 * <pre>
 *        r1              r2                    r3               MP  GP
 * A(1)   B 1.5-0.5 W     D forfeit won 2-0     C 1-1 D           5  4.5
 * B(2)   A 0.5-1.5 L     E 1.5-0.5 W           D 1.5-0.5 W       4  3.5
 * C(3)   D 0-2 L         PAB (1 MP, 1.0 GP)    A 1-1 D           2  2.0
 * D(4)   C 2-0 W         A forfeit lost        B 0.5-1.5 L       2  2.5
 * E(5)   PAB             B 0.5-1.5 L           absent (240 Z)    1  1.5
 * </pre>
 *
 * Article 16: E's round 3 comes after its last round not voluntarily unplayed, so its opponents
 * read it as a draw (E: 2 MP, 2.5 GP); D's forfeit lost comes before its round 3 game and stays.
 */
class TeamTieBreaksTest {
  private static Tournament tournament() throws Exception {
    return new TrfReader().read("five.trf", TeamFiles.FIVE_TEAMS + "\n");
  }

  private static TieBreakStandings standings(String list, String rules) throws Exception {
    Tournament t = tournament();
    return TieBreakStandings.computeTeams(
        TeamRecordReader.read(t),
        t,
        3,
        TieBreakList.parse(list),
        TieBreakOptions.forTournament(t).withRules(rules));
  }

  /** The values of the list's {@code k}-th tie-break for teams 1..5, as printed. */
  private static List<String> column(TieBreakStandings s, int k) {
    List<String> out = new ArrayList<>();
    for (int id = 1; id <= 5; id++) {
      out.add(s.value(k, id).toString());
    }
    return out;
  }

  private static List<Integer> order(TieBreakStandings s) {
    return s.rows().stream().map(TieBreakStandings.Row::id).toList();
  }

  @Test
  void teamsRankByMatchPointsWithBothScoresShown() throws Exception {
    TieBreakStandings s = standings("MPvGP", null);
    assertThat(s.teams()).isTrue();
    assertThat(order(s)).containsExactly(1, 2, 4, 3, 5);
    assertThat(s.matchPoints(1).toString()).isEqualTo("5.0");
    assertThat(s.gamePoints(1).toString()).isEqualTo("4.5");
    assertThat(s.tournament().player(3).name()).isEqualTo("Charlie");
    // MPvGP (13.1): the game points, the secondary score.
    assertThat(column(s, 0)).containsExactly("4.5", "3.5", "2.0", "2.5", "1.5");
  }

  @Test
  void buchholzOverMatchAndGamePointsCountsTheForfeitAndThePabAsOwnScore() throws Exception {
    TieBreakStandings s = standings("BH,BH:MP,BH:GP,BH/C1", "2024");
    // A: B 4 + own 5 (forfeit won, 16.4) + C 2; E: own 1 (PAB) + B 4 + own 1 (absent).
    assertThat(column(s, 0)).containsExactly("11.0", "9.0", "9.0", "8.0", "6.0");
    assertThat(column(s, 1)).isEqualTo(column(s, 0));
    // A: B 3.5 + own 4.5 + C 2.0; B: A 4.5 + E 2.5 (its absence read as a draw, 16.3) + D 2.5.
    assertThat(column(s, 2)).containsExactly("10.0", "9.5", "9.0", "8.0", "6.5");
    // Cut-1: the lowest, or the voluntarily unplayed round (D's forfeit lost, E's absence).
    assertThat(column(s, 3)).containsExactly("9.0", "7.0", "7.0", "6.0", "5.0");
  }

  @Test
  void the2026TextCapsTheForfeitedMatchAtTheScheduledOpponentsScore() throws Exception {
    TieBreakStandings s = standings("BH", "2026");
    // A's forfeit won: min(own 5, D 2); D's forfeit lost: min(own 2, A 5); the byes: min(own, 3).
    assertThat(column(s, 0)).containsExactly("8.0", "9.0", "9.0", "8.0", "6.0");
  }

  @Test
  void sonnebornBergerAndTheExtendedFormsMultiplyTheRightScores() throws Exception {
    TieBreakStandings s = standings("SB:MP,EMGSB,EGMSB,ESB,EMMSB,SB:GP,EGGSB", "2024");
    // SB:MP: A 4x2 + 5x2 + 2x1 = 20.
    assertThat(column(s, 0)).containsExactly("20.00", "8.00", "7.00", "4.00", "1.00");
    // EMGSB: opponent's MP x GP scored: A 4x1.5 + 5x2.0 + 2x1.0 = 18; B 5x0.5 + 2x1.5 + 2x1.5.
    assertThat(column(s, 1)).containsExactly("18.00", "8.50", "7.00", "6.00", "3.00");
    // EGMSB: opponent's GP x MP scored: A 3.5x2 + 4.5x2 + 2.0x1 = 18; C 2.5x0 + 2.0x1 + 4.5x1.
    assertThat(column(s, 2)).containsExactly("18.00", "10.00", "6.50", "4.00", "1.50");
    // ESB: the primary (MP) times the secondary scored, EMGSB here.
    assertThat(column(s, 3)).isEqualTo(column(s, 1));
    assertThat(column(s, 4)).isEqualTo(column(s, 0));
    // SB:GP and EGGSB: game points both ways: A 3.5x1.5 + 4.5x2.0 + 2.0x1.0 = 16.25;
    // D 2.0x2.0 + own 2.5x0 + 3.5x0.5 = 5.75; E own 1.5x1.0 (PAB) + 3.5x0.5 + own 1.5x0 = 3.25.
    assertThat(column(s, 5)).containsExactly("16.25", "9.75", "6.50", "5.75", "3.25");
    assertThat(column(s, 6)).isEqualTo(column(s, 5));
  }

  @Test
  void scoreAndScheduleStrengthAddsTheBuchholzOverTheFactor() throws Exception {
    // Factor: 3 rounds x 2 MP over 2 GP = 3. A: 4.5 + 11/3 = 8.17; D: 2.5 + 8/3 = 5.17.
    assertThat(column(standings("SSSC", "2024"), 0))
        .containsExactly("8.17", "6.50", "5.00", "5.17", "3.50");
  }

  @Test
  void boardTieBreaksCountThePabAndTheForfeitAsWinsOnEveryBoard() throws Exception {
    // Board points: A 2/2.5, B 1.5/2, C 2/1 (PAB: a win per board), D 1/1.5, E 1.5/1.
    TieBreakStandings bc = standings("BC", "2024");
    assertThat(column(bc, 0)).containsExactly("7.0", "5.5", "4.0", "4.0", "3.5");
    // C and D tie on 2 MP and on BC: they share rank 3.
    assertThat(bc.rows().get(2).shared()).isTrue();
    // TBR: board 1, C 2 to D 1: C above D, where the direct encounter puts D (D won their match).
    assertThat(order(standings("TBR", "2024"))).containsExactly(1, 2, 3, 4, 5);
    assertThat(order(standings("BBE", "2024"))).containsExactly(1, 2, 3, 4, 5);
    assertThat(order(standings("DE", "2024"))).containsExactly(1, 2, 4, 3, 5);
    assertThat(order(standings("EDE", "2024"))).containsExactly(1, 2, 4, 3, 5);
    assertThat(order(standings("EDEBT", "2024"))).containsExactly(1, 2, 4, 3, 5);
  }

  @Test
  void extendedDirectEncounterTurnsToGamePointsWhenMatchPointsSeparateNobody() throws Exception {
    Tournament t = new TrfReader().read("three.trf", TeamFiles.THREE_TEAMS + "\n");
    TeamTournament teams = TeamRecordReader.read(t);
    TieBreakOptions o = TieBreakOptions.forTournament(t);
    TieBreakStandings de = TieBreakStandings.computeTeams(teams, t, 3, TieBreakList.parse("DE"), o);
    assertThat(de.rows()).allMatch(r -> r.rank() == 1 && r.shared());
    TieBreakStandings ede =
        TieBreakStandings.computeTeams(teams, t, 3, TieBreakList.parse("EDE"), o);
    assertThat(order(ede)).containsExactly(2, 1, 3);
    assertThat(ede.rows().stream().map(TieBreakStandings.Row::rank)).containsExactly(1, 2, 3);
    // DE over game points reads the same matches the same way.
    TieBreakStandings deGp =
        TieBreakStandings.computeTeams(teams, t, 3, TieBreakList.parse("DE:GP"), o);
    assertThat(order(deGp)).containsExactly(2, 1, 3);
  }

  @Test
  void aTeamAbsentFromSomeRoundToTheLastIsWithdrawn() throws Exception {
    TieBreakStandings s = standings("MPvGP", null);
    assertThat(s.rows().stream().filter(TieBreakStandings.Row::withdrawn).map(r -> r.id()))
        .containsExactly(5);
  }

  @Test
  void the202RecordReadsTeamCodesAndRefusesBadOnes() {
    TieBreakList l = TieBreakList.parse("EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP,ESB:GM,SSSC/P");
    assertThat(l.trfText()).isEqualTo("EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP,EGMSB,SSSC/P");
    assertThatThrownBy(() -> TieBreakList.parse("BH:XP"))
        .hasMessageContaining("point type must be MP or GP");
    assertThatThrownBy(() -> TieBreakList.parse("EDX"))
        .hasMessageContaining("unknown tie-break 'EDX'")
        .hasMessageContaining("EDET");
    assertThatThrownBy(() -> TieBreakList.parse("BC/C1")).hasMessageContaining("BC takes no Cut");
  }

  @Test
  void aTeamCodeInAnIndividualEventIsRefused() throws Exception {
    Tournament t = tournament();
    assertThatThrownBy(
            () ->
                TieBreakStandings.compute(
                    t, 3, TieBreakList.parse("EMGSB"), TieBreakOptions.defaults()))
        .hasMessageContaining("EMGSB is a team tie-break");
  }

  @Test
  void aTeamFileIsRecognisedByIts192CodeOrIts310Records() throws Exception {
    assertThat(TieBreakStandings.isTeamEvent(tournament())).isTrue();
  }
}
