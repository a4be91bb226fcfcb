package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.RankedFiles;
import org.swisspair.solver.checker.StandingsCheck;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakStandings;

/** {@code swisspair check} on the ranks of a TRF-2026 file (C.07 with the 202 record). */
class CheckStandingsCommandTest {
  private static final String LIST = "BH/C1,BH,SB,DE,WIN,ARO";
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  private final String trf = RankedFiles.fixture(RankedFiles.FIXTURE);
  private final TieBreakStandings standings = RankedFiles.standings(trf, LIST);
  private final Map<Integer, Integer> places = RankedFiles.places(standings);

  private String file(String name, String list, Map<Integer, Integer> ranks) {
    String text = RankedFiles.withRanks(trf, ranks);
    if (list != null) {
      text = RankedFiles.withTieBreaks(text, list);
    }
    return RankedFiles.write(dir, name, text).toString();
  }

  @Test
  void ranksThatFollowThe202ListPassWithExitZero() {
    CliRun run = CliRun.of("check", file("ranked.trf", LIST, places)).succeeds();

    assertThat(run.outLines())
        .last()
        .asString()
        .isEqualTo(
            "9 rounds checked, 0 differ; standings after round 9 by 202 "
                + LIST
                + ": 0 of 24 ranks differ");
  }

  @Test
  void twoSwappedRanksFailWithExitOneNamingPlayersRanksAndTheDecidingTieBreak() {
    int[] ab = RankedFiles.neighbours(standings, true);
    String deciding = standings.deciding(ab[0], ab[1]).orElseThrow().code();

    CliRun run =
        CliRun.of("check", file("swapped.trf", LIST, RankedFiles.swapped(places, ab[0], ab[1])));

    assertThat(run.exit()).as(run.err()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    assertThat(run.out())
        .contains("Standings after round 9 differ")
        .contains(
            "player "
                + ab[1]
                + " ("
                + RankedFiles.read(trf).player(ab[1]).name().strip()
                + "): rank "
                + places.get(ab[0])
                + " in the file, rank "
                + places.get(ab[1])
                + " by "
                + LIST
                + "; "
                + deciding
                + " decides against player "
                + ab[0])
        .contains("player " + ab[0] + " (");
    assertThat(run.outLines()).last().asString().endsWith(": 2 of 24 ranks differ");
  }

  @Test
  void theTieBreaksOptionOverridesThe202List() {
    int[] ab = RankedFiles.neighbours(standings, true);
    Map<Integer, Integer> ranks = RankedFiles.swapped(places, ab[0], ab[1]);
    Tournament t = RankedFiles.read(trf);
    int expected =
        StandingsCheck.check(
                t,
                9,
                TieBreakList.parse("ARO"),
                "--tiebreaks",
                TieBreakOptions.defaults(),
                ranks,
                id -> "")
            .differences()
            .size();

    CliRun run = CliRun.of("check", "--tiebreaks", "ARO", file("swapped.trf", LIST, ranks));

    assertThat(run.outLines())
        .last()
        .asString()
        .endsWith("by --tiebreaks ARO: " + expected + " of 24 ranks differ");
  }

  @Test
  void aFileWithoutTieBreaksIsCheckedForPairingsOnlyAndSaysWhyInJson() throws Exception {
    CliRun run =
        CliRun.of(
            "check",
            "--format",
            "json",
            file("unlisted.trf", null, RankedFiles.swapped(places, 1, 2)));

    assertThat(run.exit()).as(run.err()).isZero();
    JsonNode root = JSON.readTree(run.out());
    assertThat(root.get("agrees").asBoolean()).isTrue();
    assertThat(root.get("standings").get("checked").asBoolean()).isFalse();
    assertThat(root.get("standings").get("note").asText()).contains("202");
  }

  @Test
  void jsonFormatGivesTheStructuredReport() throws Exception {
    int[] ab = RankedFiles.neighbours(standings, false);
    String swapped = file("swapped.trf", LIST, RankedFiles.swapped(places, ab[0], ab[1]));

    CliRun run = CliRun.of("check", "--format", "json", swapped);
    CliRun text = CliRun.of("check", swapped);

    assertThat(run.exit()).as(run.err()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    JsonNode root = JSON.readTree(run.out());
    assertThat(root.get("agrees").asBoolean()).isFalse();
    assertThat(root.get("exitCode").asInt()).isEqualTo(1);
    assertThat(root.get("roundsChecked").asInt()).isEqualTo(9);
    assertThat(root.get("roundsDiffering").asInt()).isZero();
    assertThat(root.get("report").asText()).isEqualTo(text.out());
    JsonNode s = root.get("standings");
    assertThat(s.get("source").asText()).isEqualTo("202");
    assertThat(s.get("ranked").asInt()).isEqualTo(24);
    assertThat(s.get("differences")).hasSize(2);
    JsonNode d = s.get("differences").get(0);
    assertThat(d.get("id").asInt()).isEqualTo(ab[1]);
    assertThat(d.get("fileRank").asInt()).isEqualTo(places.get(ab[0]));
    assertThat(d.get("rank").asInt()).isEqualTo(places.get(ab[1]));
    assertThat(d.get("other").asInt()).isEqualTo(ab[0]);
    assertThat(d.get("deciding").asText()).isEqualTo("PTS");
  }

  @Test
  void dropInCheckNamesTheRanksAfterItsRoundsAndStillSucceeds() {
    int[] ab = RankedFiles.neighbours(standings, true);
    String swapped = file("swapped.trf", LIST, RankedFiles.swapped(places, ab[0], ab[1]));

    CliRun run = CliRun.of("--dutch", swapped, "-c").succeeds();

    assertThat(run.outLines()).contains("swapped: Round #9");
    assertThat(run.outLines())
        .filteredOn(l -> l.startsWith("swapped: Standings: player "))
        .hasSize(2);
    assertThat(run.outLines()).last().asString().isEmpty();
  }

  @Test
  void badTieBreaksAndFormatsAreInvalidOptions() {
    String ranked = file("ranked.trf", LIST, places);

    CliRun.of("check", "--tiebreaks", "XYZ", ranked)
        .failsWith(ExitCode.INVALID_INPUT, "--tiebreaks");
    CliRun.of("check", "--format", "xml", ranked).failsWith(ExitCode.INVALID_INPUT, "--format");
  }
}
