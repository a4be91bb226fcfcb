package org.swisspair.solver.tiebreak;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ResultCode;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.testing.HandTournament;

/**
 * Every individual tie-break of C.07 on {@link Games#sixPlayers()}, which holds a PAB, half-, full-
 * and zero-point byes, a forfeit, an absence and a withdrawal; values worked out by hand.
 */
class TieBreakStandingsTest {
  private final Tournament six = Games.sixPlayers();

  /** The printed values of {@code code} for participants 1 to 6. */
  private static List<String> values(Tournament t, String code, TieBreakOptions options) {
    TieBreakStandings s =
        TieBreakStandings.compute(t, t.roundsInFile(), TieBreakList.parse(code), options);
    List<String> out = new ArrayList<>();
    for (int id = 1; id <= t.size(); id++) {
      out.add(s.value(0, id).toString());
    }
    return out;
  }

  private List<String> values(String code) {
    return values(six, code, TieBreakOptions.defaults());
  }

  @Test
  void pointsCountEveryKindOfRound() {
    assertThat(values("PTS")).containsExactly("2.5", "2.0", "1.0", "1.5", "3.5", "1.0");
  }

  @Test
  void buchholzReadsOwnUnplayedRoundsAtOwnScoreAndTrailingByesAsDraws() {
    // 1: 2 (2.0) + 3 (1.5, its last-round absence a draw) + 5 (3.5) + 4 (1.5).
    // 2: 1 (2.5) + its half-point bye at its own 2.0 + 3 (1.5) + 5 (3.5).
    // 5: forfeit win and PAB at its own 3.5 each + 1 (2.5) + 2 (2.0).
    // 6: forfeit loss and both zero-point byes at its own 1.0 + 4 (1.5).
    assertThat(values("BH")).containsExactly("8.5", "9.5", "7.0", "7.5", "11.5", "4.5");
  }

  @Test
  void the2026TextCapsTheDummyOpponent() {
    TieBreakOptions y2026 =
        TieBreakOptions.defaults().withEdition(TieBreakOptions.Edition.C07_2026);
    // 5 (3.5): its forfeit win reads at most 6's 2.0 (16.4.1), its PAB at most 0.5 x 4 rounds
    // (16.4.2): 2.0 + 2.0 + 2.5 + 2.0. Everybody else's own score is under both caps.
    assertThat(values(six, "BH", y2026)).containsExactly("8.5", "9.5", "7.0", "7.5", "8.5", "4.5");
  }

  @Test
  void cutOneDropsAVoluntarilyUnplayedRoundFirst() {
    // 2's half-point bye (2.0) goes instead of its lowest opponent (1.5): 16.5.
    // 4's full-point bye is no VUR: one of its two 1.5 values goes.
    assertThat(values("BH/C1")).containsExactly("7.0", "7.5", "6.0", "6.0", "9.5", "3.5");
    assertThat(values("BH-C1")).isEqualTo(values("BH/C1"));
  }

  @Test
  void medianDropsBothEnds() {
    assertThat(values("BH/M1").get(0)).isEqualTo("3.5");
    assertThat(values("BH/M1").get(4)).isEqualTo("6.0");
    // 5: 3.5, 3.5, 2.5, 2.0 less the two lowest.
    assertThat(values("BH/C2").get(4)).isEqualTo("7.0");
  }

  @Test
  void sonnebornBergerWeighsEachRoundByItsPoints() {
    assertThat(values("SB")).containsExactly("4.25", "4.25", "2.00", "2.25", "10.50", "1.50");
  }

  @Test
  void sonnebornBergerCutKeepsAVoluntarilyUnplayedRoundWorthLess() {
    // 2: the bye gives 1.00 (2.0 x 0.5), less than the lowest opponent's 1.50 (3: 1.5 x 1):
    // the least significant value goes. 1: of two opponents on 1.5, the lower product goes.
    assertThat(values("SB/C1").get(1)).isEqualTo("2.75");
    assertThat(values("SB/C1").get(0)).isEqualTo("3.50");
  }

  @Test
  void forfeitsCountAsGamesWithP() {
    // 5's forfeit win over 6 reads 6's 2.0 instead of its own 3.5; 6 reads 5's 3.5.
    assertThat(values("BH/P").get(4)).isEqualTo("10.0");
    assertThat(values("BH/P").get(5)).isEqualTo("7.0");
  }

  @Test
  void foreBuchholzDrawsTheFinalRoundsGames() {
    // Final-round scores as draws: 1 2.0, 4 2.0, 5 3.5, 2 2.0; 3 and 6 were not paired.
    assertThat(values("FB").get(0)).isEqualTo("9.0");
    assertThat(values("FB").get(4)).isEqualTo("11.0");
    // Before the final round FB is BH.
    TieBreakStandings early =
        TieBreakStandings.compute(six, 3, TieBreakList.parse("FB,BH"), TieBreakOptions.defaults());
    assertThat(early.value(0, 1)).isEqualTo(early.value(1, 1));
  }

  @Test
  void averageOfOpponentsBuchholzIsRoundedToHundredths() {
    // 1: (9.5 + 7.0 + 11.5 + 7.5) / 4 = 8.875; 6 played only 4 (7.5).
    assertThat(values("AOB").get(0)).isEqualTo("8.88");
    assertThat(values("AOB").get(5)).isEqualTo("7.50");
  }

  @Test
  void countsOfWinsGamesAndColours() {
    assertThat(values("WIN")).containsExactly("2", "1", "0", "1", "3", "1");
    assertThat(values("WON")).containsExactly("2", "1", "0", "0", "1", "1");
    assertThat(values("BPG")).containsExactly("0", "2", "2", "2", "1", "1");
    assertThat(values("BWG")).containsExactly("0", "0", "0", "0", "1", "1");
    assertThat(values("REP")).containsExactly("4", "3", "3", "4", "4", "1");
    assertThat(values("GE")).isEqualTo(values("REP"));
  }

  @Test
  void progressiveScoresCutTheFirstRounds() {
    assertThat(values("PS").get(0)).isEqualTo("6.5");
    assertThat(values("PS").get(4)).isEqualTo("9.5");
    assertThat(values("PS/C1").get(4)).isEqualTo("8.5");
  }

  @Test
  void koyaCountsPointsAgainstTheHalfAndAbove() {
    // Limit 50 % of 4.0: 1 (2.5), 2 (2.0) and 5 (3.5).
    assertThat(values("KS")).containsExactly("1.0", "0.5", "0.5", "0.0", "1.5", "0.0");
    // Half a point higher: 2 no longer counts.
    assertThat(values("KS/L+1")).containsExactly("0.0", "0.5", "0.5", "0.0", "1.0", "0.0");
  }

  @Test
  void ratingAveragesReadGamesOverTheBoard() {
    // 3: (1700 + 2000 + 1900) / 3 = 1866.67; 4: 5300 / 3 = 1766.67.
    assertThat(values("ARO")).containsExactly("1750", "1800", "1867", "1767", "1950", "1700");
    assertThat(values("ARO/C1").get(0)).isEqualTo("1800");
  }

  @Test
  void performanceRatingsFollowTheRatingTables() {
    // ARO + dp: 1: 2.5 / 4 = .625 -> .63, dp 95; 2: .50, dp 0; 3: 1.0 / 3 -> .33, dp -125;
    // 4: 0.5 / 3 -> .17, dp -273; 5: 1.5 / 2 = .75, dp 193; 6: 1 / 1, dp 800.
    assertThat(values("TPR")).containsExactly("1845", "1800", "1742", "1494", "2143", "2500");
    // 3: 1733 expects 0.55 + 0.18 + 0.28 = 1.01 >= 1.0, 1732 only 0.99; 6 won its one game
    // against 1700: PD reaches 1.00 at a difference of 736.
    assertThat(values("PTP")).containsExactly("1847", "1798", "1733", "1417", "2146", "2436");
    // 6's one opponent, 4: TPR 1494, PTP 1417.
    assertThat(values("APRO").get(5)).isEqualTo("1494");
    assertThat(values("APPO").get(5)).isEqualTo("1417");
  }

  @Test
  void perfectPerformanceOfAZeroScoreIsTheLowestOpponentLessEightHundred() {
    Tournament t = new HandTournament(2000, 1500, 1800).game(1, 2, '1').game(3, 2, '1').build(2);
    assertThat(values(t, "PTP", TieBreakOptions.defaults()).get(1)).isEqualTo("1000");
  }

  @Test
  void unratedParticipantsWithholdRatingTieBreaksUnlessTheRegulationsSayHow() {
    Tournament t = new HandTournament(2000, 0, 1800).game(1, 2, '1').game(3, 1, '=').build(2);
    assertThat(values(t, "ARO", TieBreakOptions.defaults())).containsOnly("-");
    assertThat(values(t, "ARO", TieBreakOptions.defaults().withUnratedRating(1000)).get(0))
        .isEqualTo("1400");
    assertThat(values(t, "ARO", TieBreakOptions.defaults().withUnratedLeftOut()).get(0))
        .isEqualTo("1800");
    assertThat(values(t, "RTNG", TieBreakOptions.defaults().withUnratedLeftOut()))
        .containsExactly("2000", "0", "1800");
  }

  @Test
  void pairingNumberAndRatingRankAndReverse() {
    TieBreakStandings s =
        TieBreakStandings.compute(six, 4, TieBreakList.parse("TPN/R"), TieBreakOptions.defaults());
    // 3 and 6 tie on 1.0: TPN/R puts the higher number first.
    List<Integer> order = s.rows().stream().map(TieBreakStandings.Row::id).toList();
    assertThat(order.indexOf(6)).isLessThan(order.indexOf(3));
    assertThat(values("RTNG").get(0)).isEqualTo("2000");
  }

  @Test
  void standardPointsCountOneHalfZero() {
    Tournament t =
        new HandTournament(2000, 1900, 1800)
            .game(1, 2, '1')
            .bye(3, ResultCode.PAIRING_BYE)
            .game(2, 3, '=')
            .bye(1, ResultCode.HALF_BYE)
            .build(2, ScoringSystem.of(30, 10, 0));
    assertThat(values(t, "PTS", TieBreakOptions.defaults())).containsExactly("4.0", "1.0", "4.0");
    assertThat(values(t, "STD", TieBreakOptions.defaults())).containsExactly("1.5", "0.5", "1.5");
  }

  @Test
  void directEncounterRanksAGroupWhereEverybodyMet() {
    // R1 1-2 1-0, 3-4 0-1; R2 2-3 1-0, 4-1 1-0; R3 3-1 1-0, 2-4 1-0: 2 and 4 on 2.0 (2 beat 4),
    // 3 and 1 on 1.0 (3 beat 1).
    Tournament t =
        new HandTournament(2000, 1900, 1800, 1700)
            .game(1, 2, '1')
            .game(3, 4, '0')
            .game(2, 3, '1')
            .game(4, 1, '1')
            .game(3, 1, '1')
            .game(2, 4, '1')
            .build(3);
    TieBreakStandings s =
        TieBreakStandings.compute(t, 3, TieBreakList.parse("DE"), TieBreakOptions.defaults());
    assertThat(s.rows().stream().map(TieBreakStandings.Row::id)).containsExactly(2, 4, 3, 1);
    assertThat(s.value(0, 2).toString()).isEqualTo("1");
    assertThat(s.value(0, 4).toString()).isEqualTo("2");
    assertThat(s.deciding(2, 4)).contains(TieBreakSpec.parse("DE"));
  }

  @Test
  void directEncounterInASwissSeparatesOnlyWhoCannotBeCaught() {
    // R1 1-2, 3-5, 4-6; R2 1-3, 2-6, 4-5; R3 4-1, 2-5, 3-6, White winning each. 1, 2 and 3 end
    // on 2.0: 1 beat 2 and 3 (2.0); 2 and 3 never met, so each could reach only 1.0. 1 ranks
    // first; 2 and 3 stay tied (0 each, and they could still meet).
    Tournament t =
        new HandTournament(2000, 1900, 1800, 1700, 1600, 1500)
            .game(1, 2, '1')
            .game(3, 5, '1')
            .game(4, 6, '1')
            .game(1, 3, '1')
            .game(2, 6, '1')
            .game(4, 5, '1')
            .game(4, 1, '1')
            .game(2, 5, '1')
            .game(3, 6, '1')
            .build(3);
    TieBreakStandings s =
        TieBreakStandings.compute(t, 3, TieBreakList.parse("DE"), TieBreakOptions.defaults());
    assertThat(values(t, "DE", TieBreakOptions.defaults()))
        .containsExactly("1", "2", "2", "0", "0", "0");
    TieBreakStandings.Row two = s.rows().stream().filter(r -> r.id() == 2).findFirst().get();
    assertThat(two.rank()).isEqualTo(3);
    assertThat(two.shared()).isTrue();
  }

  @Test
  void aLateEntrysFirstRoundIsHisOwnScoreAndZeroForHisOpponents() {
    // R1 1-2 1-0, 3 PAB, 4 not yet there; R2 1-3 =, 2-4 0-1; R3 4-1 =, 3-2 1-0.
    Tournament t =
        new HandTournament(2000, 1900, 1800, 1700)
            .game(1, 2, '1')
            .bye(3, ResultCode.PAIRING_BYE)
            .bye(4, ResultCode.ABSENT)
            .game(1, 3, '=')
            .game(2, 4, '0')
            .game(4, 1, '=')
            .game(3, 2, '1')
            .build(3);
    // 4's absence is followed by games (16.2.3): his opponents read 1.5, not 2.0.
    // 1: 2 (0.0) + 3 (2.5) + 4 (1.5); 2: 1 (2.0) + 4 (1.5) + 3 (2.5); 3: its PAB at its own
    // 2.5 + 1 (2.0) + 2 (0.0); 4: its absence at its own 1.5 + 2 (0.0) + 1 (2.0).
    assertThat(values(t, "BH", TieBreakOptions.defaults()))
        .containsExactly("4.0", "6.0", "4.5", "3.5");
    // 4: own 1.5 for round 1 (a VUR, cut before 2's 0.0 since it is worth more).
    assertThat(values(t, "BH/C1", TieBreakOptions.defaults()).get(3)).isEqualTo("2.0");
    assertThat(values(t, "REP", TieBreakOptions.defaults()).get(3)).isEqualTo("2");
    TieBreakStandings s =
        TieBreakStandings.compute(t, 3, TieBreakList.parse("BH"), TieBreakOptions.defaults());
    assertThat(s.rows()).noneMatch(TieBreakStandings.Row::withdrawn);
  }

  @Test
  void withdrawalIsAKnownAbsenceToTheEndNotABlank() {
    TieBreakStandings s =
        TieBreakStandings.compute(
            six, 4, TieBreakList.defaultIndividual(), TieBreakOptions.defaults());
    for (TieBreakStandings.Row r : s.rows()) {
      assertThat(r.withdrawn()).as("participant %d", r.id()).isEqualTo(r.id() == 6);
    }
  }

  @Test
  void decidingNamesTheFirstTieBreakThatSeparates() {
    TieBreakStandings s =
        TieBreakStandings.compute(
            six, 4, TieBreakList.parse("BH/C1,BH,SB"), TieBreakOptions.defaults());
    assertThat(s.deciding(1, 5)).contains(TieBreakSpec.parse("PTS"));
    // 3 and 6 tie on 1.0; BH/C1 6.0 against 3.5.
    assertThat(s.deciding(3, 6)).contains(TieBreakSpec.parse("BH/C1"));
    assertThat(s.deciding(3, 3)).isEmpty();
  }
}
