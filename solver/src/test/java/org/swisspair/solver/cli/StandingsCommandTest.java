package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code standings} with the file's TRF-2026 202 record, withdrawals and the output formats. */
class StandingsCommandTest {
  @TempDir Path dir;

  /**
   * Four players, three rounds; 4 withdrew after round 1 (zero-point byes to the end), 3 had a
   * blank in round 3 (not a withdrawal). Scores 3.0, 1.0, 1.0, 0.0.
   */
  static final String FILE =
      """
      012 Tie-break list
      142 3
      202 SB,BH/C1
      001    1      Alpha, Ann                        2000                             3.0          2 w 1     3 b 1     2 b +
      001    2      Beta, Bob                         1900                             1.0          1 b 0  0000 - U     1 w -
      001    3      Gamma, Cy                         1800                             1.0          4 w 1     1 w 0
      001    4      Delta, Di                            0                             0.0          3 b 0  0000 - Z  0000 - Z
      """;

  private Path write(String text) throws Exception {
    Path p = dir.resolve("t.trf");
    Files.writeString(p, text);
    return p;
  }

  @Test
  void usesTheFiles202RecordAndMarksTheWithdrawn() throws Exception {
    List<String> lines = CliRun.of("standings", write(FILE).toString()).succeeds().outLines();
    assertThat(lines.get(1)).contains("Pts", "SB", "BH/C1").doesNotContain("ARO");
    assertThat(lines.get(1).indexOf("SB")).isLessThan(lines.get(1).indexOf("BH/C1"));
    assertThat(lines)
        .filteredOn(l -> l.contains("Delta"))
        .singleElement()
        .asString()
        .contains("(w)");
    assertThat(lines)
        .filteredOn(l -> l.contains("Gamma"))
        .singleElement()
        .asString()
        .doesNotContain("(w)");
    assertThat(lines).last().isEqualTo("(w): withdrawn");
  }

  @Test
  void tieBreaksOptionOverridesThe202RecordAndReadsOldSpellings() throws Exception {
    String csv =
        CliRun.of(
                "standings", write(FILE).toString(), "--tiebreaks", "BH-C1,WIN", "--format", "csv")
            .succeeds()
            .out();
    assertThat(csv.lines().findFirst().orElseThrow())
        .isEqualTo("rank,tpn,name,rating,points,BH/C1,WIN");
  }

  @Test
  void jsonShowsEveryTieBreakByItsCode() throws Exception {
    String json =
        CliRun.of("standings", write(FILE).toString(), "--format", "json").succeeds().out();
    assertThat(json)
        .contains("\"tiebreaks\" : [ \"SB\", \"BH/C1\" ]", "\"withdrawn\" : true")
        .contains("\"SB\" : ");
  }

  @Test
  void unratedParticipantsNeedAMethodForRatingTieBreaks() throws Exception {
    Path f = write(FILE);
    String withheld =
        CliRun.of("standings", f.toString(), "--tiebreaks", "ARO", "--format", "csv")
            .succeeds()
            .out();
    assertThat(withheld.lines().skip(1)).allMatch(l -> l.endsWith(",-"));
    String rated =
        CliRun.of(
                "standings",
                f.toString(),
                "--tiebreaks",
                "ARO",
                "--unrated-rating",
                "1000",
                "--format",
                "csv")
            .succeeds()
            .out();
    // 3 met 4 (unrated, 1000) and 1 (2000).
    assertThat(rated).contains("\"Gamma, Cy\",1800,1.0,1500");
    CliRun.of("standings", f.toString(), "--unrated-rating", "x")
        .failsWith(ExitCode.INVALID_INPUT, "--unrated-rating");
  }

  @Test
  void rulesChooseTheTextOfC07() throws Exception {
    Path f = write(FILE);
    // 1's forfeit win over 2 (1.0) in the final round: the 2024 dummy is 1's own 3.0, the 2026
    // one at most 2's 1.0. 3's blank last round counts as a draw for 1 (16.2.5): 1.5.
    // BH 2024: 2 (1.0) + 3 (1.5) + 3.0; 2026: 1.0 + 1.5 + 1.0.
    String y2024 =
        CliRun.of("standings", f.toString(), "--tiebreaks", "BH", "--format", "csv")
            .succeeds()
            .out();
    String y2026 =
        CliRun.of(
                "standings",
                f.toString(),
                "--tiebreaks",
                "BH",
                "--rules",
                "2026",
                "--format",
                "csv")
            .succeeds()
            .out();
    assertThat(y2024).contains("\"Alpha, Ann\",2000,3.0,5.5");
    assertThat(y2026).contains("\"Alpha, Ann\",2000,3.0,3.5");
    CliRun.of("standings", f.toString(), "--rules", "2025")
        .failsWith(ExitCode.INVALID_INPUT, "--rules");
  }

  @Test
  void aBad202RecordIsOneLineNamingFileAndRecord() throws Exception {
    Path f = write(FILE.replace("202 SB,BH/C1", "202 SB,XYZ"));
    CliRun.of("standings", f.toString())
        .failsWith(ExitCode.INVALID_INPUT, "t.trf", "record 202", "unknown tie-break 'XYZ'");
  }
}
