package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TeamRecordReader;

/** Team tournaments in a study: teams of the field's strength, boards from the game model. */
class TeamSimulatorTest {
  private static final Field.Source TEAMS = Field.distribution("normal:1800:300", 8, 50);

  private static StudyOptions options(int tournaments, int threads) {
    return StudyOptions.of(TEAMS, 5, tournaments, SystemVariant.parseList("dutch,team"), 23)
        .withThreads(threads)
        .withIrregularities(0.05, 0.05, 0.05)
        .withTopK(3)
        .withBoards(4);
  }

  @Test
  void aTeamsPlayersSpreadAroundItsStrengthStrongestFirst() {
    Draws d = new Draws(1, 0, TEAMS, 3, 4);
    for (int k = 1; k <= 8; k++) {
      double[] off = TeamSimulator.offsets(d, k, 4);
      assertThat(Arrays.stream(off).sum()).isCloseTo(0, within(1e-9));
      for (int b = 1; b < 4; b++) {
        assertThat(off[b]).isLessThanOrEqualTo(off[b - 1]);
      }
      assertThat(off[0]).isGreaterThan(off[3]);
    }
    assertThat(TeamSimulator.offsets(d, 1, 1)).containsExactly(0.0);
  }

  @Test
  void aPlayedTeamTournamentHasMatchesOfEveryBoardScoredByTheTeamSystem() {
    StudyOptions o = StudyOptions.of(TEAMS, 5, 1, SystemVariant.parseList("team"), 9).withBoards(4);
    SystemVariant v = SystemVariant.parse("team");
    for (long index = 0; index < 3; index++) {
      Draws d = new Draws(o.seed(), index, TEAMS, 5, 4);
      TeamSimulator.Played p = TeamSimulator.play(d, v.create(), o);
      assertThat(p.played().complete()).as("tournament %d", index).isTrue();
      TeamTournament tt = TeamRecordReader.read(p.file());
      assertThat(tt.size()).isEqualTo(8);
      for (int k = 1; k <= 8; k++) {
        assertThat(tt.members(k)).hasSize(4);
      }
      for (int r = 1; r <= 5; r++) {
        int matchPoints = 0;
        for (int k = 1; k <= 8; k++) {
          TeamRound tr = tt.round(k, r);
          assertThat(tr.kind()).isEqualTo(MatchKind.PLAYED);
          matchPoints += tr.matchPoints();
          // Four boards of one point each between the two teams.
          assertThat(tr.gamePoints() + tt.round(tr.opponent(), r).gamePoints()).isEqualTo(40);
          // The first board's colour is the match colour; the boards alternate (352 WBWB).
          for (int b = 0; b < 4; b++) {
            RoundEntry e = p.file().player(tt.members(k).get(b)).round(r);
            assertThat(e.colour())
                .isEqualTo(b % 2 == 0 ? tr.colour() : tr.colour().opposite())
                .isNotEqualTo(Colour.NONE);
          }
        }
        // Four matches of 2 match points (20 tenths).
        assertThat(matchPoints).isEqualTo(4 * 20);
      }
      assertThat(p.ranking()).hasSize(8);
      assertThat(Arrays.stream(p.ranking()).sorted().toArray())
          .containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
      // The teams as players carry the team ratings, for ARO.
      assertThat(p.played().tournament().players().stream().map(Player::rating))
          .containsExactlyElementsOf(Arrays.stream(d.field().ratings()).boxed().toList());
    }
  }

  @Test
  void theRankingIsByMatchPointsThenGamePoints() {
    StudyOptions o = StudyOptions.of(TEAMS, 5, 1, SystemVariant.parseList("team"), 9);
    Draws d = new Draws(o.seed(), 1, TEAMS, 5, 4);
    TeamSimulator.Played p = TeamSimulator.play(d, SystemVariant.parse("team").create(), o);
    TeamTournament tt = TeamRecordReader.read(p.file());
    int[] ranking = p.ranking();
    for (int i = 1; i < ranking.length; i++) {
      long before = total(tt, ranking[i - 1]);
      long after = total(tt, ranking[i]);
      assertThat(before).as("place %d", i).isGreaterThanOrEqualTo(after);
    }
  }

  private static long total(TeamTournament tt, int k) {
    long mp = 0;
    long gp = 0;
    for (TeamRound tr : tt.rounds(k)) {
      mp += tr.matchPoints();
      gp += tr.gamePoints();
    }
    // Match points first, game points second: one number ordered the same way.
    return mp * 100_000 + gp;
  }

  @Test
  void aTeamStudyRunsEndToEndAndRanksBetterThanChance() {
    List<Study.Result> rows = Study.run(options(4, 1), (d, t) -> {});
    assertThat(rows).hasSize(8);
    assertThat(rows).allSatisfy(r -> assertThat(r.status()).isEqualTo("ok"));
    assertThat(rows.stream().filter(r -> r.system().equals("team")))
        .hasSize(4)
        .allSatisfy(r -> assertThat(r.players()).isEqualTo(8));
    double tau = Summary.of(rows).line("team", Metric.KENDALL_TAU).estimate().mean();
    assertThat(tau).isBetween(0.2, 1.0);
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
}
