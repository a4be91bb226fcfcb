package org.swisspair.solver.checker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.api.CheckRequest;
import org.swisspair.api.CheckResult;
import org.swisspair.api.Operations;
import org.swisspair.api.SystemChoice;
import org.swisspair.api.TournamentSource;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TeamRecordReader;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.tiebreak.TeamFiles;
import org.swisspair.solver.tiebreak.TieBreakList;

/**
 * The 310 team ranks against the team standings (C.07 Art. 12, 13) on {@link TeamFiles#FIVE_TEAMS}:
 * by match points A 5, B 4, C 2, D 2, E 1; C and D are separated by MPvGP (D 2.5 GP, C 2.0) and
 * tied by BC (4.0 each).
 */
class TeamStandingsCheckTest {
  /** The five-team file with {@code list} as its 202 record and the 310 ranks of {@code ranks}. */
  private static String file(String list, Map<Integer, Integer> ranks) {
    StringBuilder out = new StringBuilder();
    for (String l : TeamFiles.FIVE_TEAMS.split("\n")) {
      if (l.startsWith("310")) {
        int team = Integer.parseInt(l.substring(4, 7).strip());
        Integer r = ranks.get(team);
        l = l.substring(0, 68) + (r == null ? "   " : String.format("%3d", r)) + l.substring(71);
      }
      out.append(l).append('\n');
      if (l.startsWith("012") && list != null) {
        out.append("202 ").append(list).append('\n');
      }
    }
    return out.toString();
  }

  private static CheckReport.StandingsReport check(String list, Map<Integer, Integer> ranks)
      throws Exception {
    String text = file(list, ranks);
    Tournament t = new TrfReader().read("five.trf", text);
    return TeamStandingsCheck.check(
        t, TeamRecordReader.read(t), TeamStandingsCheck.ranks(t), null, null);
  }

  @Test
  void ranksThatFollowTheListAgree() throws Exception {
    CheckReport.StandingsReport r = check("MPvGP", Map.of(1, 1, 2, 2, 4, 3, 3, 4, 5, 5));
    assertThat(r.checked()).isTrue();
    assertThat(r.differences()).isEmpty();
    assertThat(r.summary()).isEqualTo("standings after round 3 by 202 MPvGP: 0 of 5 ranks differ");
  }

  @Test
  void twoSwappedTeamsAreNamedWithTheDecidingTieBreak() throws Exception {
    CheckReport.StandingsReport r = check("MPvGP", Map.of(1, 1, 2, 2, 3, 3, 4, 4, 5, 5));
    assertThat(r.differences()).hasSize(2);
    CheckReport.RankDifference c = r.differences().get(0);
    assertThat(c.id()).isEqualTo(3);
    assertThat(c.fileRank()).isEqualTo(3);
    assertThat(c.rank()).isEqualTo(4);
    assertThat(c.other()).isEqualTo(4);
    assertThat(c.deciding()).isEqualTo("MPvGP");
    assertThat(c.message())
        .isEqualTo(
            "team 3 (Charlie): rank 3 in the file, rank 4 by MPvGP; MPvGP decides against team 4"
                + " (rank 3): 2.0 to 2.5");
  }

  @Test
  void teamsTheListLeavesTiedMayStandInEitherOrder() throws Exception {
    // BC: C and D both 4.0, so both orders follow the list (CHK-1).
    assertThat(check("BC", Map.of(1, 1, 2, 2, 3, 3, 4, 4, 5, 5)).differences()).isEmpty();
    assertThat(check("BC", Map.of(1, 1, 2, 2, 4, 3, 3, 4, 5, 5)).differences()).isEmpty();
    // The score decides before any tie-break: E above C is wrong whatever the list.
    CheckReport.RankDifference e =
        check("BC", Map.of(1, 1, 2, 2, 5, 3, 3, 4, 4, 5)).differences().get(0);
    assertThat(e.id()).isEqualTo(5);
    assertThat(e.deciding()).isEqualTo("PTS");
  }

  @Test
  void aFileWithoutRanksOrWithoutAListIsNotChecked() throws Exception {
    assertThat(check("MPvGP", Map.of()).note()).isEqualTo("the file ranks no team (310 rank)");
    assertThat(check(null, Map.of(1, 1)).note()).contains("names no tie-breaks (202)");
  }

  @Test
  void ranksComeFromTheTeamsOfTheFile() throws Exception {
    String text = file(null, Map.of(1, 1, 2, 12, 3, 123));
    assertThat(TeamStandingsCheck.ranks(new TrfReader().read("five.trf", text)))
        .containsExactlyInAnyOrderEntriesOf(Map.of(1, 1, 2, 12, 3, 123));
  }

  @Test
  void aJsonTeamFileHasItsRanksCheckedAsItsTrfDoes() throws Exception {
    Tournament t =
        new TrfReader().read("five.trf", file("MPvGP", Map.of(1, 1, 2, 2, 3, 3, 4, 4, 5, 5)));
    byte[] json = TournamentJson.toJson(t).getBytes(StandardCharsets.UTF_8);

    CheckResult r =
        Operations.check(
            CheckRequest.of(TournamentSource.stream(json)).withSystem(SystemChoice.named("team")));

    assertThat(r.report().standings().differences())
        .extracting(CheckReport.RankDifference::id)
        .containsExactly(3, 4);
  }

  @Test
  void aListWithABadCodeIsRefused() {
    assertThatThrownBy(() -> TieBreakList.parse("EMGSB/L3")).hasMessageContaining("takes no limit");
  }
}
