package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TeamStandingsCheck;
import org.swisspair.solver.generator.GeneratorRequest;
import org.swisspair.solver.generator.Ratings;
import org.swisspair.solver.generator.RoundCounts;
import org.swisspair.solver.tiebreak.TieBreakList;

/**
 * The team generator's {@code 202} list and {@code 310} standings (C.07 Art. 12, 13): written, read
 * back, and checked by {@code check}'s team standings check; the points against the teams' rounds
 * read back, the order against the primary score.
 */
class TeamGeneratorStandingsTest {
  private static final TeamPairingSystem SYSTEM = new TeamPairingSystem();

  /** One generated file: its settings, its text and the tournament read back from it. */
  private record Generated(String label, String text, Tournament back, TeamTournament teams) {}

  private static Generated generate(
      GeneratorRequest q, PreferenceType type, PrimaryScore primary, long seed) throws Exception {
    TeamGenerator.Competition c = new TeamGenerator.Competition(4, type, primary, seed % 3 == 0);
    Tournament t = new TeamGenerator(SYSTEM).generate(q.resolve(seed), c, seed);
    String text = TrfWriter.toText(t, TrfWriter.Flavour.TRF26);
    Tournament back = new TrfReader().read("seed-" + seed + ".trf", text);
    String label = "seed " + seed + " " + c.arguments() + " --tiebreaks " + q.tiebreaks;
    return new Generated(label, text, back, SYSTEM.teams(back));
  }

  private static GeneratorRequest request(int teams, int rounds, String tiebreaks, boolean rough) {
    GeneratorRequest q = new GeneratorRequest();
    q.players = teams;
    q.rounds = rounds;
    q.ratings = Ratings.range(1400, 2400);
    q.initialColour = Colour.WHITE;
    q.tiebreaks = tiebreaks;
    q.scoring = "W=2,D=1,L=0";
    if (rough) {
      q.fullByes = RoundCounts.parse("5%");
      q.halfByes = RoundCounts.parse("2:1");
      q.zeroByes = RoundCounts.fixed(1);
      q.forfeits = RoundCounts.parse("8%");
      q.doubleForfeits = RoundCounts.parse("3:1");
      q.unusual = RoundCounts.fixed(2);
      q.withdrawals = RoundCounts.parse("4:1");
      q.lateEntries = RoundCounts.fixed(1);
    }
    return q.plain();
  }

  private static CheckReport.StandingsReport check(Generated g) {
    return TeamStandingsCheck.check(
        g.back(), g.teams(), TeamStandingsCheck.ranks(g.back()), null, null);
  }

  /** The standings a file must carry, asserted without the tie-break code. */
  private static void assertStandingsOfTheirOwn(Generated g) {
    TeamTournament tt = g.teams();
    int n = tt.size();
    List<Team> teams = g.back().teams();
    assertThat(teams).as(g.label()).hasSize(n);
    assertThat(teams.stream().map(Team::rank).sorted())
        .as("%s: ranks 1..n", g.label())
        .containsExactlyElementsOf(IntStream.rangeClosed(1, n).boxed().toList());
    boolean games = tt.settings().primary() == PrimaryScore.GAME;
    int[] primary = new int[n + 1];
    for (Team team : teams) {
      int mp = 0;
      int gp = 0;
      for (TeamRound r : tt.rounds(team.number())) {
        mp += r.matchPoints();
        gp += r.gamePoints();
      }
      assertThat(team.matchPoints()).as("%s team %d MP", g.label(), team.number()).isEqualTo(mp);
      assertThat(team.gamePoints()).as("%s team %d GP", g.label(), team.number()).isEqualTo(gp);
      primary[team.rank()] = games ? gp : mp;
    }
    for (int rank = 2; rank <= n; rank++) {
      // C.04.6 1.2: the primary score ranks first; the list only breaks its ties.
      assertThat(primary[rank])
          .as("%s rank %d", g.label(), rank)
          .isLessThanOrEqualTo(primary[rank - 1]);
    }
  }

  @Test
  void everyListOfTheDrawAndSettingChecksWithNoRankDifference() throws Exception {
    int files = 0;
    List<String> lists = new ArrayList<>(TeamGenerator.TIE_BREAK_LISTS);
    lists.add("BH,SB,DE,ARO,TPR");
    for (String list : lists) {
      for (PreferenceType type : PreferenceType.values()) {
        PrimaryScore primary =
            (files + files / 3) % 2 == 1 ? PrimaryScore.GAME : PrimaryScore.MATCH;
        long seed = 1000L + 17 * files;
        GeneratorRequest q = request(8 + files % 11, 3 + files % 3, list, files % 2 == 0);
        Generated g = generate(q, type, primary, seed);
        assertThat(g.text())
            .as(g.label())
            .contains("\n202 " + TieBreakList.parse(list).trfText() + "\n");
        assertThat(g.text())
            .as(g.label())
            .contains("--tiebreaks " + TieBreakList.parse(list).trfText());
        assertStandingsOfTheirOwn(g);
        CheckReport.StandingsReport report = check(g);
        assertThat(report.checked()).as("%s: %s", g.label(), report.summary()).isTrue();
        assertThat(report.differences()).as("%s: %s", g.label(), report.summary()).isEmpty();
        files++;
      }
    }
    assertThat(files).isEqualTo(27);
  }

  @Test
  void bakuAndGamePointsPrimaryRankTheirOwnScore() throws Exception {
    GeneratorRequest baku = request(12, 5, "EDE,BH/C1", true);
    baku.baku = true;
    Generated b = generate(baku, PreferenceType.A, PrimaryScore.MATCH, 77);
    assertStandingsOfTheirOwn(b);
    assertThat(check(b).differences()).as(b.label()).isEmpty();
    Generated gp =
        generate(request(12, 5, "MPvGP,BH", false), PreferenceType.B, PrimaryScore.GAME, 78);
    assertStandingsOfTheirOwn(gp);
    assertThat(check(gp).differences()).as(gp.label()).isEmpty();
  }

  @Test
  void twoTeamRanksSwappedAreBothReported() throws Exception {
    Generated g =
        generate(
            request(10, 5, "MPvGP,BH/C1,BH,ESB,EDE", false),
            PreferenceType.A,
            PrimaryScore.MATCH,
            5);
    List<Team> teams = g.back().teams();
    // Two teams apart on the primary score: the list cannot leave them tied.
    Team first = teams.stream().filter(k -> k.rank() == 1).findFirst().orElseThrow();
    Team other =
        teams.stream().filter(k -> k.matchPoints() < first.matchPoints()).findFirst().orElseThrow();
    String swapped = swapRanks(g.text(), first, other);
    Map<Integer, Integer> ranks =
        TeamStandingsCheck.ranks(new TrfReader().read("swapped.trf", swapped));
    assertThat(ranks.get(first.number())).isEqualTo(other.rank());
    CheckReport.StandingsReport report =
        TeamStandingsCheck.check(g.back(), g.teams(), ranks, null, null);
    assertThat(report.differences())
        .extracting(CheckReport.RankDifference::id)
        .containsExactlyInAnyOrder(first.number(), other.number());
    assertThat(report.differences()).allMatch(d -> d.deciding().equals("PTS"));
  }

  /** The text with the rank columns (69-71) of two teams' 310 records exchanged. */
  private static String swapRanks(String text, Team a, Team b) {
    StringBuilder sb = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      String out = line;
      if (line.startsWith(String.format("310 %3d ", a.number()))) {
        out = line.substring(0, 68) + String.format("%3d", b.rank()) + line.substring(71);
      } else if (line.startsWith(String.format("310 %3d ", b.number()))) {
        out = line.substring(0, 68) + String.format("%3d", a.rank()) + line.substring(71);
      }
      sb.append(out).append('\n');
    }
    return sb.substring(0, sb.length() - 1);
  }

  @Test
  void withoutAListTeamsRankByThePrimaryScoreAndTpnAndNo202IsWritten() throws Exception {
    Generated g = generate(request(9, 4, "", false), PreferenceType.A, PrimaryScore.MATCH, 11);
    assertThat(g.text()).doesNotContain("\n202 ");
    assertStandingsOfTheirOwn(g);
    List<Team> byRank = new ArrayList<>(g.back().teams());
    byRank.sort((x, y) -> Integer.compare(x.rank(), y.rank()));
    for (int i = 1; i < byRank.size(); i++) {
      Team before = byRank.get(i - 1);
      Team after = byRank.get(i);
      if (before.matchPoints().equals(after.matchPoints())) {
        assertThat(before.number()).as("TPN order among tied teams").isLessThan(after.number());
      }
    }
    assertThat(check(g).checked()).isFalse();
  }

  @Test
  void aJsonFileKeepsTheStandings() throws Exception {
    // Beyond 999 teams only JSON holds a team tournament (TEAM-25): the standings go with it.
    GeneratorRequest q = request(10, 4, "MPvGP,BH/C1,BH,ESB,EDE", false);
    Tournament t =
        new TeamGenerator(SYSTEM)
            .generate(
                q.resolve(9),
                new TeamGenerator.Competition(4, PreferenceType.A, PrimaryScore.MATCH, false),
                9);
    String json = TournamentJson.toJson(t);
    assertThat(json).contains("\"matchPoints\"", "\"gamePoints\"", "\"rank\" : 10");
    Tournament back = TournamentJson.fromJson(json);
    assertThat(back).isEqualTo(t);
    assertThat(back.teams()).allMatch(k -> k.rank() > 0 && k.matchPoints() != null);
  }

  @Test
  void theSameSeedGivesTheSameBytes() throws Exception {
    GeneratorRequest q = request(14, 6, "EMGSB,EDEB,BBE,WIN", true);
    String a = generate(q, PreferenceType.B, PrimaryScore.MATCH, 4242).text();
    String b = generate(q, PreferenceType.B, PrimaryScore.MATCH, 4242).text();
    assertThat(a).isEqualTo(b);
  }
}
