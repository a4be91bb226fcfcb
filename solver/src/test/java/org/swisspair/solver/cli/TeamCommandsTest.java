package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.testing.FixtureFiles;

/** The command line on team files (Team system, C.04.6): pair, check, generate, selftest. */
class TeamCommandsTest {
  @TempDir Path dir;
  private Path sample;

  @BeforeEach
  void setUp() {
    sample = FixtureFiles.root().resolve("real/tec-trf26-grandmommys-cup-team.trf");
  }

  @Test
  void the192CodePairsTeamsAndSystemTeamAndDropInAgree() {
    // 192 FIDE_TEAM_BAKU selects the Team system; round 2 re-paired from the state before it.
    CliRun byCode = CliRun.of("pair", sample.toString(), "--round", "2").succeeds();
    CliRun bySystem =
        CliRun.of("pair", "--system", "team", sample.toString(), "--round", "2").succeeds();
    assertThat(byCode.out()).isEqualTo(bySystem.out());
    // 50 teams; 240 F 2 6 and 240 H 2 7 39 out, and team 15 absent (all members 0000 - -, no
    // record): 46 teams, 23 matches, no PAB.
    assertThat(byCode.outLines().get(0)).isEqualTo("23");
    assertThat(byCode.outLines()).noneMatch(l -> l.endsWith(" 0"));
    for (String line : byCode.outLines().subList(1, 24)) {
      for (String team : line.split(" ")) {
        assertThat(team).isNotIn("6", "7", "39", "15");
      }
    }
  }

  @Test
  void optionsChangeTheColourRulesAndAreRefusedForOtherSystems() {
    CliRun a = CliRun.of("pair", "--system", "team", sample.toString(), "--round", "9").succeeds();
    CliRun none =
        CliRun.of(
                "pair",
                "--system",
                "team",
                "--colour-preferences",
                "none",
                sample.toString(),
                "--round",
                "9")
            .succeeds();
    assertThat(none.out()).isNotEqualTo(a.out());
    CliRun.of("pair", "--system", "dutch", "--colour-preferences", "B", sample.toString())
        .failsWith(ExitCode.INVALID_INPUT, "settings of the Team system");
    CliRun.of("pair", "--system", "team", "--primary-score", "goals", sample.toString())
        .failsWith(ExitCode.INVALID_INPUT, "--primary-score");
  }

  @Test
  void explainAndJsonShowTheTeamBracketsAndColourSteps() {
    CliRun r =
        CliRun.of("pair", "--system", "team", sample.toString(), "--round", "5", "--explain")
            .succeeds();
    assertThat(r.out()).contains("Team system", "Bracket 1", "C8=", "C10=", "4.3.");
    // Pairing numbers are team TPNs: the explanation names teams, not the players 1, 2, ...
    assertThat(r.out()).contains("Georgia", "Germany").doesNotContain("Player0003");
    CliRun j =
        CliRun.of("pair", "--system", "team", sample.toString(), "--round", "5", "--format", "json")
            .succeeds();
    assertThat(j.out()).contains("\"round\" : 5", "\"white\"");
  }

  @Test
  void checkReportsTheRoundsThatDifferAndTheDropInOnlyReports() {
    CliRun r = CliRun.of("check", sample.toString());
    assertThat(r.exit()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    assertThat(r.out()).contains("14 rounds checked, 9 differ", "Round 2: checker | tournament");
    CliRun d = CliRun.of("--team", sample.toString(), "-c", "3").succeeds();
    assertThat(d.out()).contains("Round #3", "43-37 | 37-43");
    CliRun.of("--team", sample.toString(), "-c", "-l")
        .failsWith(ExitCode.INVALID_INPUT, "not available for the Team system");
  }

  @Test
  void generatedTeamFilesCheckCleanAndSelftestPasses() throws IOException {
    Path out = dir.resolve("t.trf");
    CliRun.of(
            "generate",
            "--system",
            "team",
            "--players",
            "10",
            "--rounds",
            "5",
            "--seed",
            "7",
            "--forfeit-rate",
            "0.05",
            "-o",
            out.toString())
        .succeeds();
    assertThat(Files.readString(out)).contains("310   1 Team 1", "192 FIDE_TEAM_TYPEA_MP_GP");
    CliRun check = CliRun.of("check", out.toString()).succeeds();
    assertThat(check.out()).contains("5 rounds checked, 0 differ");
    CliRun self =
        CliRun.of("selftest", "--system", "team", "--tournaments", "5", "--seed", "3").succeeds();
    assertThat(self.out()).contains("5 team tournaments", "0 findings");
  }
}
