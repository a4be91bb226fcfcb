package org.swisspair.solver.output;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TeamRecordReader;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.tiebreak.TeamFiles;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakStandings;

/** The standings page and document of a team event: teams with match and game points. */
class StandingsPageTest {
  private static TieBreakStandings teams(Tournament t) {
    return TieBreakStandings.computeTeams(
        TeamRecordReader.read(t),
        t,
        3,
        TieBreakList.parse("MPvGP,BC"),
        TieBreakOptions.forTournament(t));
  }

  @Test
  void aTeamPageNamesTeamsWithMatchAndGamePointsAndMarksTheWithdrawn() throws Exception {
    Tournament t = new TrfReader().read("five.trf", TeamFiles.FIVE_TEAMS + "\n");
    String html = StandingsPage.html(t, teams(t));
    assertThat(html)
        .contains("<th>Team</th>", "<th class=\"num\">MP</th>", "<th class=\"num\">GP</th>")
        .contains("<td>Alpha</td><td class=\"num\">5.0</td><td class=\"num\">4.5</td>")
        .contains("Echo (w)")
        .doesNotContain("Rtg");
  }

  @Test
  void aTeamDocumentCarriesTheTeamNumberAndBothScores() throws Exception {
    Tournament t = new TrfReader().read("five.trf", TeamFiles.FIVE_TEAMS + "\n");
    JsonNode root = new ObjectMapper().readTree(StandingsPage.json(t, teams(t), "five.trf"));
    assertThat(root.get("participants").asText()).isEqualTo("teams");
    JsonNode first = root.get("standings").get(0);
    assertThat(first.get("team").asInt()).isEqualTo(1);
    assertThat(first.get("name").asText()).isEqualTo("Alpha");
    assertThat(first.get("matchPoints").decimalValue()).isEqualByComparingTo("5.0");
    assertThat(first.get("gamePoints").decimalValue()).isEqualByComparingTo("4.5");
    assertThat(first.get("tiebreaks").get("BC").decimalValue()).isEqualByComparingTo("7.0");
    assertThat(root.get("standings").get(4).get("withdrawn").asBoolean()).isTrue();
  }
}
