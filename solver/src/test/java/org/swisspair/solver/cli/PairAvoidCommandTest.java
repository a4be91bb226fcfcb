package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code pair}, {@code check} and {@code record} with soft avoidance (issue 34; ARB-10, ARB-15):
 * the groups change the round only as the lowest criterion, a file's {@code ### AVOID} comments are
 * honoured unless {@code --avoid none}, a system without it and a bad source are exit 3 in one
 * line, and a round recorded with {@code --avoid federation} checks clean.
 */
class PairAvoidCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String DIR = "src/test/resources/org/swisspair/api/golden/in/";

  /** Eight players, round 1; 1 and 5 are GER, 2 and 6 FRA, the others alone in theirs. */
  private static final String R1 = DIR + "avoid-r1.trf";

  /** The same with ### AVOID comments: club Berlin 1 5 7, family 2 6. */
  private static final String COMMENTS = DIR + "avoid-comments.trf";

  /** Round 1 played as the engine pairs it without avoidance (1-5, 6-2). */
  private static final String PLAIN = DIR + "avoid-plain-r1.trf";

  private static final Map<Integer, String> FEDERATION =
      Map.of(1, "GER", 2, "FRA", 3, "ENG", 4, "NED", 5, "GER", 6, "FRA", 7, "ESP", 8, "ITA");

  @TempDir Path dir;

  private static List<String> pairs(String engine) {
    return engine.lines().skip(1).toList();
  }

  private static boolean sameFederation(String pair) {
    String[] wb = pair.split(" ");
    return FEDERATION.get(Integer.parseInt(wb[0])).equals(FEDERATION.get(Integer.parseInt(wb[1])));
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "dubov"})
  void federationGroupsChangeARoundWhereTheCriteriaTieAndMakeNoAvoidedPair(String system) {
    List<String> plain = pairs(CliRun.of("pair", R1, "--system", system).succeeds().out());
    // Round 1: 1-5 and 6-2 are both same-federation pairs.
    assertThat(plain).anyMatch(PairAvoidCommandTest::sameFederation);

    List<String> avoided =
        pairs(CliRun.of("pair", R1, "--system", system, "--avoid", "federation").succeeds().out());

    assertThat(avoided).hasSameSizeAs(plain).noneMatch(PairAvoidCommandTest::sameFederation);
    assertThat(avoided).isNotEqualTo(plain);
    // The round paired without the groups differs from the system's own with them, by AVOID.
    CliRun dirty = CliRun.of("check", PLAIN, "--system", system, "--avoid", "federation");
    assertThat(dirty.exit()).isEqualTo(1);
    assertThat(dirty.out()).contains("first differing criterion AVOID");
  }

  @Test
  void theFilesCommentsArePairedWithUnlessAvoidNone() {
    String plain = CliRun.of("pair", R1).succeeds().out();
    String byComments = CliRun.of("pair", COMMENTS).succeeds().out();
    String explicit = CliRun.of("pair", COMMENTS, "--avoid", "comment").succeeds().out();
    String none = CliRun.of("pair", COMMENTS, "--avoid", "none").succeeds().out();

    assertThat(byComments).isEqualTo(explicit).isNotEqualTo(plain);
    assertThat(pairs(byComments)).doesNotContain("1 5", "5 1", "2 6", "6 2", "1 7", "7 1");
    assertThat(none).isEqualTo(plain);
  }

  @Test
  void aSystemWithoutSoftAvoidanceOrABadSourceIsExitThreeInOneLine() {
    CliRun.of("pair", COMMENTS, "--system", "lim")
        .failsWith(
            3,
            "avoid-comments.trf",
            "### AVOID comments",
            "not available in the lim system",
            "it is available in dutch, burstein",
            "--avoid none");
    CliRun.of("pair", R1, "--system", "simplified", "--avoid", "federation")
        .failsWith(3, "avoid-r1.trf", "--avoid federation", "simplified", "available in dutch");
    CliRun.of("pair", R1, "--avoid", "club").failsWith(3, "--avoid", "'club'", "federation");
    CliRun.of("pair", R1, "--avoid", "none,comment").failsWith(3, "'none'");
    CliRun.of("check", PLAIN, "--avoid", "clubs").failsWith(3, "'clubs'");
    // Without groups nothing is refused: the lim system pairs the file when told to avoid none.
    assertThat(CliRun.of("pair", COMMENTS, "--system", "lim", "--avoid", "none").exit()).isZero();
  }

  @Test
  void textJsonAndVerdictSayItIsNotFide() throws Exception {
    String text =
        CliRun.of("pair", R1, "--avoid", "federation", "--format", "text").succeeds().out();
    assertThat(text)
        .contains("\nSoft avoidance (not FIDE): 2 groups (federation); no avoided pair made\n")
        .contains("\nFIDE mode: left at round 1: avoidance groups that are not FIDE's");
    assertThat(CliRun.of("pair", R1, "--format", "text").succeeds().out())
        .doesNotContain("Soft avoidance (not FIDE)")
        .endsWith("FIDE mode: yes\n");

    JsonNode j =
        JSON.readTree(
            CliRun.of("pair", R1, "--avoid", "federation", "--format", "json", "--explain")
                .succeeds()
                .out());
    assertThat(j.get("avoidance").get("sources").asText()).isEqualTo("federation");
    assertThat(j.get("avoidance").get("groups")).hasSize(2);
    assertThat(j.get("avoidance").get("pairsMade")).isEmpty();
    assertThat(j.get("fideMode").get("causes").get(0).get("kind").asText())
        .isEqualTo("SOFT_AVOIDANCE");
    // The explanation measures the AVOID criterion of the system that paired.
    assertThat(j.toString()).contains("\"AVOID\"");
  }

  @Test
  void aRoundWhereNoAvoidedPairCanBeSparedSaysWhichWasMade() throws Exception {
    // Everybody in one group: every pair is avoided, the round is the system's own.
    Path all = dir.resolve("all.trf");
    Files.writeString(
        all, Files.readString(Path.of(R1)) + "### AVOID everybody: 1 2 3 4 5 6 7 8\n");
    String text = CliRun.of("pair", all.toString(), "--format", "text").succeeds().out();
    assertThat(text).contains("; 4 avoided pairs made: 1-5 (everybody), ");
    assertThat(pairs(CliRun.of("pair", all.toString()).succeeds().out()))
        .isEqualTo(pairs(CliRun.of("pair", R1).succeeds().out()));
  }

  @Test
  void aRoundRecordedWithFederationGroupsChecksCleanAndWithoutThemDiffers() throws Exception {
    Path results = Path.of(DIR, "results-avoid-r1.json");
    Path recorded = dir.resolve("r1.trf");
    CliRun.of(
            "record",
            R1,
            "--results",
            results.toString(),
            "--avoid",
            "federation",
            "-o",
            recorded.toString())
        .succeeds();
    String file = Files.readString(recorded);
    assertThat(file)
        .contains("### AVOID federation FRA: 2 6\n", "### AVOID federation GER: 1 5\n")
        .contains("### FIDE mode left @ Round 1: avoidance groups that are not FIDE's");

    CliRun.of("check", recorded.toString()).succeeds();
    CliRun none = CliRun.of("check", recorded.toString(), "--avoid", "none");
    assertThat(none.exit()).isEqualTo(1);
    assertThat(none.out()).contains("Round #1 differs");

    // The round the engine paired without avoidance: clean as it was, dirty with the groups.
    CliRun.of("check", PLAIN).succeeds();
    CliRun dirty = CliRun.of("check", PLAIN, "--avoid", "federation");
    assertThat(dirty.exit()).isEqualTo(1);
    assertThat(dirty.out())
        .contains("first differing criterion AVOID")
        .contains("Soft avoidance (not FIDE): 2 groups (federation)")
        .contains("FIDE mode: left at round 1");
    JsonNode j =
        JSON.readTree(CliRun.of("check", PLAIN, "--avoid", "federation", "--format", "json").out());
    assertThat(j.get("agrees").asBoolean()).isFalse();
    assertThat(j.get("fideMode").get("causes").get(0).get("kind").asText())
        .isEqualTo("SOFT_AVOIDANCE");
  }

  @Test
  void pairOutputCarriesTheGroupsAsCommentsAndALaterRoundOnlyItsNewOnes() throws Exception {
    Path out = dir.resolve("round1.txt");
    CliRun.of("pair", R1, "--avoid", "federation", "-o", out.toString()).succeeds();
    assertThat(Files.readString(out))
        .endsWith(
            "### AVOID federation FRA: 2 6\n### AVOID federation GER: 1 5\n"
                + "### FIDE mode left @ Round 1: avoidance groups that are not FIDE's\n");

    // Round 2 of a file paired without groups in round 1: the comments hold from round 2.
    Path results = dir.resolve("r2.json");
    String round2 = CliRun.of("pair", PLAIN, "--avoid", "federation").succeeds().out();
    Path recorded = dir.resolve("r2.trf");
    Files.writeString(results, resultsOf(round2));
    CliRun.of(
            "record",
            PLAIN,
            "--results",
            results.toString(),
            "--avoid",
            "federation",
            "-o",
            recorded.toString())
        .succeeds();
    String file = Files.readString(recorded);
    assertThat(file)
        .contains("### AVOID @ Round 2: federation FRA: 2 6")
        .contains("### FIDE mode left @ Round 2: avoidance groups that are not FIDE's");
    // Round 1 (without groups) and round 2 (with them) both check clean.
    CliRun.of("check", recorded.toString()).succeeds();
  }

  @Test
  void aTeamFileAvoidsTeamsWhosePlayersShareAFederation() {
    // Teams 1 and 6: every player GER; the others none. The Team system pairs 1-6 without it.
    String teams = DIR + "avoid-team.trf";
    assertThat(pairs(CliRun.of("pair", teams).succeeds().out())).contains("1 6");

    List<String> avoided =
        pairs(CliRun.of("pair", teams, "--avoid", "federation").succeeds().out());

    assertThat(avoided).doesNotContain("1 6", "6 1").hasSize(4);
    assertThat(CliRun.of("pair", teams, "--avoid", "federation", "--format", "text").out())
        .contains("Soft avoidance (not FIDE): 1 group (federation); no avoided pair made");
    CliRun.of("pair", DIR + "team.trf", "--avoid", "federation")
        .failsWith(3, "team.trf", "no team has a federation", "### AVOID");
  }

  /** White wins every board of the engine-format pairing {@code engine}. */
  private static String resultsOf(String engine) {
    StringBuilder sb = new StringBuilder("{\"games\":[");
    String sep = "";
    for (String p : pairs(engine)) {
      String[] wb = p.split(" ");
      sb.append(sep)
          .append("{\"white\":")
          .append(wb[0])
          .append(",\"black\":")
          .append(wb[1])
          .append(",\"result\":\"1-0\"}");
      sep = ",";
    }
    return sb.append("],\"byes\":[]}").toString();
  }
}
