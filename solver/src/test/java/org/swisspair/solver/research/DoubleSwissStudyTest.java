package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.MatchGames;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;
import org.swisspair.model.match.MatchRounds;
import org.swisspair.solver.pairing.Pair;

/** Double-Swiss in a study: two-game matches drawn from the game model, in match units. */
class DoubleSwissStudyTest {
  private static final Field.Source FIELD = Field.distribution("normal:1800:300", 12, 50);

  private static StudyOptions options(int tournaments, int threads) {
    return StudyOptions.of(FIELD, 5, tournaments, SystemVariant.parseList("dutch,double-swiss"), 17)
        .withThreads(threads)
        .withIrregularities(0.05, 0.05, 0.05)
        .withTopK(3);
  }

  @Test
  void theTwoGamesOfAMatchHaveOppositeColoursAndWhitesAdvantageFollowsTheColour() {
    // A model in which White always wins: each player wins exactly his White game.
    GameModel whiteWins = new GameModel(0, -1e5, 0, -1e5, 370);
    StudyOptions o =
        new StudyOptions(
            FIELD, 3, 1, SystemVariant.parseList("double-swiss"), 5, 1, 0, 0, 0, 3, whiteWins);
    Draws d = new Draws(o.seed(), 0, FIELD, 3, 2);
    List<List<RoundEntry>> history = new ArrayList<>();
    for (int id = 0; id <= 12; id++) {
      history.add(new ArrayList<>());
    }
    Simulator.playMatch(d, o, 1, new Pair(7, 2), d.field(), history);
    RoundEntry seven = history.get(7).get(0);
    RoundEntry two = history.get(2).get(0);
    assertThat(seven.colour()).isEqualTo(Colour.WHITE);
    assertThat(seven.games()).isEqualTo(new MatchGames(ResultCode.WIN, ResultCode.LOSS));
    assertThat(two.colour()).isEqualTo(Colour.BLACK);
    assertThat(two.games()).isEqualTo(new MatchGames(ResultCode.LOSS, ResultCode.WIN));
    assertThat(seven.result()).isEqualTo(ResultCode.DRAW);
    assertThat(MatchRounds.unfold(seven).stream().map(RoundEntry::colour))
        .containsExactly(Colour.WHITE, Colour.BLACK);
    assertThat(MatchRounds.unfold(two).stream().map(RoundEntry::colour))
        .containsExactly(Colour.BLACK, Colour.WHITE);
  }

  @Test
  void aPlayedTournamentHoldsMatchesScoredInMatchUnits() {
    StudyOptions o = StudyOptions.of(FIELD, 5, 1, SystemVariant.parseList("double-swiss"), 3);
    SystemVariant v = SystemVariant.parse("double-swiss");
    for (long index = 0; index < 3; index++) {
      Draws d = new Draws(o.seed(), index, FIELD, 5, 2);
      Simulator.Played p = Simulator.play(d, v, v.create(), o);
      assertThat(p.complete()).as("tournament %d: %s", index, p.error()).isTrue();
      Tournament t = p.tournament();
      assertThat(MatchRounds.isDoubleSwiss(t)).isTrue();
      for (int r = 1; r <= 5; r++) {
        int points = 0;
        int matches = 0;
        for (Player pl : t.players()) {
          RoundEntry e = pl.round(r);
          points += t.scoring().points(e);
          if (e.paired()) {
            assertThat(e.games()).as("round %d of %d", r, pl.id()).isNotNull();
            matches++;
          }
        }
        // 12 players, nobody absent: six matches of 2 match points (20 tenths) each.
        assertThat(matches).isEqualTo(12);
        assertThat(points).as("round %d of tournament %d", r, index).isEqualTo(6 * 20);
      }
    }
  }

  @Test
  void aStudyRunsEndToEndAndRanksBetterThanChance() {
    List<Study.Result> rows = Study.run(options(4, 1), (d, t) -> {});
    assertThat(rows).hasSize(8);
    assertThat(rows).allSatisfy(r -> assertThat(r.status()).isEqualTo("ok"));
    Summary s = Summary.of(rows);
    assertThat(s.line("double-swiss", Metric.KENDALL_TAU).estimate().mean()).isBetween(0.2, 1.0);
    assertThat(rows.stream().filter(r -> r.system().equals("double-swiss")))
        .hasSize(4)
        .allSatisfy(r -> assertThat(r.value(Metric.COLOUR_DIFF_0)).isBetween(0.0, 1.0));
  }

  @Test
  void theRowsDoNotDependOnTheNumberOfThreads() {
    List<Study.Result> one = Study.run(options(4, 1), (d, t) -> {});
    List<Study.Result> two = Study.run(options(4, 2), (d, t) -> {});
    assertThat(two).hasSameSizeAs(one);
    for (int i = 0; i < one.size(); i++) {
      assertThat(two.get(i).system()).isEqualTo(one.get(i).system());
      assertThat(two.get(i).status()).isEqualTo(one.get(i).status());
      for (Metric m : Metric.values()) {
        if (!m.timing()) {
          assertThat(two.get(i).value(m)).as("%s of row %d", m, i).isEqualTo(one.get(i).value(m));
        }
      }
    }
  }

  @Test
  void addingDoubleSwissLeavesTheOneGameSystemsDrawsUnchanged() {
    List<Study.Result> alone =
        Study.run(
            StudyOptions.of(FIELD, 5, 3, SystemVariant.parseList("dutch"), 17)
                .withIrregularities(0.05, 0.05, 0.05)
                .withTopK(3),
            (d, t) -> {});
    List<Study.Result> with = Study.run(options(3, 1), (d, t) -> {});
    for (int i = 0; i < alone.size(); i++) {
      Study.Result a = alone.get(i);
      Study.Result b = with.get(2 * i);
      assertThat(b.system()).isEqualTo("dutch");
      for (Metric m : Metric.values()) {
        if (!m.timing()) {
          assertThat(b.value(m)).as("%s of tournament %d", m, i).isEqualTo(a.value(m));
        }
      }
    }
  }
}
