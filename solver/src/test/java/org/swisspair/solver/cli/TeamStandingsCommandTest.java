package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TeamRecordReader;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.testing.FixtureFiles;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakStandings;

/** {@code standings} and {@code check} on a team file: the teams ranked, the 310 ranks checked. */
class TeamStandingsCommandTest {
  private static final String SKIP_ALL = "1,2,3,4,5,6,7,8,9,10,11,12,13,14";

  @TempDir Path dir;

  private String trf;
  private TieBreakStandings standings;

  @BeforeEach
  void read() throws Exception {
    Path sample = FixtureFiles.root().resolve("real/tec-trf26-grandmommys-cup-team.trf");
    trf = Files.readString(sample, StandardCharsets.UTF_8);
    Tournament t = new TrfReader().read("tec", trf.getBytes(StandardCharsets.UTF_8));
    standings =
        TieBreakStandings.computeTeams(
            TeamRecordReader.read(t),
            t,
            14,
            TieBreakList.fromTrf(t).orElseThrow(),
            TieBreakOptions.forTournament(t));
  }

  /** The file with its 310 ranks (columns 69-71) replaced by {@code ranks}. */
  private Path withRanks(String name, Map<Integer, String> ranks) throws Exception {
    StringBuilder out = new StringBuilder();
    for (String l : trf.split("\n", -1)) {
      if (l.startsWith("310")) {
        int team = Integer.parseInt(l.substring(4, 7).strip());
        String r = ranks.getOrDefault(team, "");
        l = l.substring(0, 68) + String.format(Locale.ROOT, "%3s", r) + l.substring(71);
      }
      out.append(l).append('\n');
    }
    Path p = dir.resolve(name);
    Files.writeString(p, out.toString().stripTrailing() + "\n", StandardCharsets.UTF_8);
    return p;
  }

  private Map<Integer, String> places() {
    Map<Integer, String> out = new HashMap<>();
    int place = 1;
    for (TieBreakStandings.Row row : standings.rows()) {
      out.put(row.id(), String.valueOf(place++));
    }
    return out;
  }

  @Test
  void standingsOfATeamFileRankTheTeamsWithMatchAndGamePoints() {
    CliRun run =
        CliRun.of(
                "standings",
                FixtureFiles.root().resolve("real/tec-trf26-grandmommys-cup-team.trf").toString())
            .succeeds();
    assertThat(run.out()).startsWith("Team standings after round 14");
    assertThat(run.outLines().get(1)).contains("No", "Team", "MP", "GP", "EDET/P", "MPvGP");
    // 50 teams, one line each after the two heading lines.
    assertThat(run.outLines()).hasSize(52);
    TieBreakStandings.Row first = standings.rows().get(0);
    String name = standings.tournament().player(first.id()).name();
    assertThat(run.outLines().get(2)).contains(name, standings.matchPoints(first.id()).toString());
  }

  @Test
  void teamStandingsAsCsvAndJsonNameTeamsAndBothScores() throws Exception {
    String f = FixtureFiles.root().resolve("real/tec-trf26-grandmommys-cup-team.trf").toString();
    CliRun csv =
        CliRun.of("standings", f, "--format", "csv", "--tiebreaks", "MPvGP,BH:GP,SB:MP").succeeds();
    assertThat(csv.outLines().get(0)).isEqualTo("rank,team,name,mp,gp,MPvGP,BH:GP,SB:MP");
    CliRun json = CliRun.of("standings", f, "--format", "json").succeeds();
    JsonNode root = new ObjectMapper().readTree(json.out());
    assertThat(root.get("participants").asText()).isEqualTo("teams");
    JsonNode row = root.get("standings").get(0);
    assertThat(row.has("matchPoints")).isTrue();
    assertThat(row.has("gamePoints")).isTrue();
    assertThat(row.get("tiebreaks").has("EMGSB/C1/P")).isTrue();
  }

  @Test
  void aTeamCodeInAnIndividualFileIsRefusedWithExitThree() {
    String f = FixtureFiles.root().resolve("real/tec-trf26-grandmommys-cup-team.trf").toString();
    CliRun.of("standings", f, "--tiebreaks", "BH:XP").failsWith(ExitCode.INVALID_INPUT, "MP or GP");
  }

  @Test
  void teamRanksThatFollowThe202ListPass() throws Exception {
    Path f = withRanks("ranked.trf", places());
    CliRun run = CliRun.of("check", f.toString(), "--skip-rounds", SKIP_ALL).succeeds();
    assertThat(run.outLines())
        .last()
        .asString()
        .isEqualTo(
            "0 rounds checked, 0 differ; team standings after round 14 by 202"
                + " EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP: 0 of 50 ranks differ");
  }

  @Test
  void twoSwappedTeamRanksFailNamingTeamsRanksAndTheDecidingTieBreak() throws Exception {
    List<TieBreakStandings.Row> rows = standings.rows();
    // Two neighbours the list separates by a tie-break (same primary score).
    int a = 0;
    int b = 0;
    for (int i = 0; i + 1 < rows.size(); i++) {
      if (rows.get(i).points().compareTo(rows.get(i + 1).points()) == 0
          && rows.get(i).rank() != rows.get(i + 1).rank()) {
        a = rows.get(i).id();
        b = rows.get(i + 1).id();
        break;
      }
    }
    assertThat(a).isPositive();
    Map<Integer, String> ranks = places();
    String ra = ranks.get(a);
    ranks.put(a, ranks.get(b));
    ranks.put(b, ra);
    String deciding = standings.deciding(a, b).orElseThrow().code();

    CliRun run =
        CliRun.of("check", withRanks("swapped.trf", ranks).toString(), "--skip-rounds", SKIP_ALL);

    assertThat(run.exit()).as(run.err()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    assertThat(run.out())
        .contains(
            "team " + a + " (",
            "rank " + ranks.get(a) + " in the file",
            deciding + " decides against team " + b)
        .contains("2 of 50 ranks differ");

    CliRun json =
        CliRun.of(
            "check",
            withRanks("swapped2.trf", ranks).toString(),
            "--skip-rounds",
            SKIP_ALL,
            "--format",
            "json");
    assertThat(json.exit()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    JsonNode s = new ObjectMapper().readTree(json.out()).get("standings");
    assertThat(s.get("checked").asBoolean()).isTrue();
    assertThat(s.get("differences")).hasSize(2);
    assertThat(s.get("differences").get(0).get("deciding").asText()).isEqualTo(deciding);
  }

  @Test
  void aTeamRankThatIsNoNumberIsRefusedNamingLineAndColumn() throws Exception {
    Map<Integer, String> ranks = places();
    ranks.put(3, "x1");
    CliRun.of("check", withRanks("bad.trf", ranks).toString())
        .failsWith(ExitCode.INVALID_INPUT, "bad.trf:297:69: 310 team rank: 'x1' is not a rank");
  }

  @Test
  void aFileRankingNoTeamIsNotCheckedAndSaysSo() throws Exception {
    CliRun run =
        CliRun.of(
                "check", withRanks("unranked.trf", Map.of()).toString(), "--skip-rounds", SKIP_ALL)
            .succeeds();
    assertThat(run.out()).doesNotContain("ranks differ");
  }
}
