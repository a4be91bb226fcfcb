package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;

/** The tie-breaks on the worked examples of {@link HandTournament}, values worked out by hand. */
class StandingsTest {
  private final Tournament five = HandTournament.fivePlayers();

  private long value(Standings s, TieBreak tb, int id) {
    return s.value(tb, id);
  }

  @Test
  void scoresCountByesAndForfeits() {
    Standings s = Standings.compute(five, 3, List.of());
    assertThat(new int[] {s.points(1), s.points(2), s.points(3), s.points(4), s.points(5)})
        .containsExactly(25, 15, 15, 10, 20);
  }

  @Test
  void buchholzCountsAnUnplayedRoundAtTheParticipantsOwnScore() {
    Standings s = Standings.compute(five, 3, List.of(TieBreak.BH));
    // 1: 4 (1.0) + 3 (1.5) + 2 (1.5); 3: PAB and forfeit at his own 1.5, plus 1 (2.5).
    assertThat(value(s, TieBreak.BH, 1)).isEqualTo(40);
    assertThat(value(s, TieBreak.BH, 2)).isEqualTo(55);
    assertThat(value(s, TieBreak.BH, 3)).isEqualTo(55);
    assertThat(value(s, TieBreak.BH, 4)).isEqualTo(50);
    assertThat(value(s, TieBreak.BH, 5)).isEqualTo(55);
  }

  @Test
  void cutOneDropsTheLeastSignificantValue() {
    Standings s = Standings.compute(five, 3, List.of(TieBreak.BH_C1));
    assertThat(value(s, TieBreak.BH_C1, 1)).isEqualTo(30);
    assertThat(value(s, TieBreak.BH_C1, 2)).isEqualTo(45);
    assertThat(value(s, TieBreak.BH_C1, 3)).isEqualTo(40);
    assertThat(value(s, TieBreak.BH_C1, 4)).isEqualTo(40);
    // 5's half-point bye is a voluntarily unplayed round: it goes first (C.07 16.5), 2.0 of
    // 1.5 + 2.0 + 2.0 instead of the lowest 1.5, leaving 3.5.
    assertThat(value(s, TieBreak.BH_C1, 5)).isEqualTo(35);
  }

  @Test
  void sonnebornBergerWeighsEachRoundByThePointsScored() {
    Standings s = Standings.compute(five, 3, List.of(TieBreak.SB));
    // 1: 1 x 1.0 + 0.5 x 1.5 + 1 x 1.5 = 3.25; 5: 0.5 x 1.5 + 0.5 x 2.0 (bye) + 1 x 2.0 (forfeit).
    assertThat(value(s, TieBreak.SB, 1)).isEqualTo(325);
    assertThat(value(s, TieBreak.SB, 2)).isEqualTo(200);
    assertThat(value(s, TieBreak.SB, 3)).isEqualTo(275);
    assertThat(value(s, TieBreak.SB, 4)).isEqualTo(100);
    assertThat(value(s, TieBreak.SB, 5)).isEqualTo(375);
  }

  @Test
  void averageRatingOfOpponentsCountsGamesPlayedAndRoundsHalfUp() {
    Standings s = Standings.compute(five, 3, List.of(TieBreak.ARO));
    assertThat(value(s, TieBreak.ARO, 1)).isEqualTo(1800);
    assertThat(value(s, TieBreak.ARO, 2)).isEqualTo(1767);
    assertThat(value(s, TieBreak.ARO, 3)).isEqualTo(2000);
    assertThat(value(s, TieBreak.ARO, 4)).isEqualTo(1950);
    assertThat(value(s, TieBreak.ARO, 5)).isEqualTo(1900);
  }

  @Test
  void winsCountUnplayedWins() {
    Standings s = Standings.compute(five, 3, List.of(TieBreak.WIN));
    assertThat(value(s, TieBreak.WIN, 1)).isEqualTo(2);
    assertThat(value(s, TieBreak.WIN, 3)).isEqualTo(1);
    assertThat(value(s, TieBreak.WIN, 5)).isEqualTo(1);
  }

  @Test
  void theDefaultOrderRanksByScoreThenCutOne() {
    Standings s = Standings.compute(five, 3, TieBreak.DEFAULT_ORDER);
    assertThat(s.rows().stream().map(Standings.Row::id)).containsExactly(1, 5, 2, 3, 4);
    assertThat(s.rows().get(2).rank()).isEqualTo(3);
    assertThat(s.rows().get(3).rank()).isEqualTo(4);
    assertThat(s.rows().stream().noneMatch(Standings.Row::shared)).isTrue();
  }

  @Test
  void directEncounterSplitsATieOnlyWhenEverybodyMet() {
    Tournament rr = HandTournament.roundRobin();
    Standings bhOnly = Standings.compute(rr, 3, List.of(TieBreak.BH));
    assertThat(bhOnly.rows().get(0).shared()).isTrue();
    assertThat(bhOnly.rows().get(1).rank()).isEqualTo(1);
    Standings withDe = Standings.compute(rr, 3, List.of(TieBreak.BH, TieBreak.DE));
    assertThat(withDe.rows().stream().map(Standings.Row::id)).containsExactly(2, 1, 3, 4);
    // DE values are ranks inside the tied group: 2 first, 1 second.
    assertThat(withDe.value(TieBreak.DE, 2)).isEqualTo(1);
    assertThat(withDe.value(TieBreak.DE, 1)).isEqualTo(2);
    // In the five-player example 2 and 3 tie on score and never met: DE leaves them tied.
    Standings de = Standings.compute(five, 3, List.of(TieBreak.DE));
    assertThat(de.rows().get(2).shared()).isTrue();
    assertThat(de.rows().get(3).rank()).isEqualTo(3);
    assertThat(de.value(TieBreak.DE, 2)).isZero();
  }

  @Test
  void theLotOrdersWhatNoTieBreakSeparates() {
    Standings de = Standings.compute(five, 3, List.of(TieBreak.DE));
    double[] lot = {0, 0.1, 0.9, 0.2, 0.3, 0.4};
    assertThat(de.ranking(lot)).containsExactly(1, 5, 3, 2, 4);
    lot[2] = 0.05;
    assertThat(de.ranking(lot)).containsExactly(1, 5, 2, 3, 4);
  }

  @Test
  void standingsAfterFewerRoundsIgnoreLaterOnes() {
    Standings s = Standings.compute(five, 1, List.of(TieBreak.BH));
    assertThat(s.points(1)).isEqualTo(10);
    assertThat(s.points(3)).isEqualTo(10);
    // After round 1: 1 met 4 (0 points); 3's PAB counts at his own 1 point.
    assertThat(s.value(TieBreak.BH, 1)).isZero();
    assertThat(s.value(TieBreak.BH, 3)).isEqualTo(10);
  }

  @Test
  void unknownTieBreaksAreRejectedWithTheKnownOnes() {
    assertThat(TieBreak.parseList("bh-c1, SB,de"))
        .containsExactly(TieBreak.BH_C1, TieBreak.SB, TieBreak.DE);
    assertThatThrownBy(() -> TieBreak.parseList("BH,XYZ"))
        .hasMessageContaining("XYZ")
        .hasMessageContaining("BH, FB, SB");
    assertThatThrownBy(() -> TieBreak.parseList("BH,BH")).hasMessageContaining("twice");
  }
}
