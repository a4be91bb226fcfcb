package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.burstein.BursteinPairingSystem;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.swiss.RoundSetup;

/** The command line with the Burstein system: subcommands, drop-in form and the TRF 192 code. */
class BursteinCommandsTest {
  @TempDir Path dir;
  private Path file;

  @BeforeEach
  void generate() {
    file = dir.resolve("burstein.trf");
    CliRun.of(
            "generate",
            "--system",
            "burstein",
            "--players",
            "24",
            "--rounds",
            "9",
            "--seed",
            "7",
            "-o",
            file.toString())
        .succeeds();
  }

  @Test
  void generatedFileCarriesTheBursteinCodeAndChecksClean() throws Exception {
    assertThat(Files.readString(file)).contains("192 FIDE_BURSTEIN");
    CliRun r = CliRun.of("check", file.toString()).succeeds();
    assertThat(r.out()).contains("9 rounds checked, 0 differ");
  }

  @Test
  void theFilesCodeSelectsBursteinAndDutchSeesDifferences() throws Exception {
    // Round 5 onwards are Burstein rounds; a Dutch re-pairing differs from some of them.
    CliRun dutch = CliRun.of("check", "--system", "dutch", file.toString());
    assertThat(dutch.exit()).isEqualTo(1);
    assertThat(dutch.out()).doesNotContain("9 rounds checked, 0 differ");
  }

  @Test
  void pairAndTheDropInGiveTheLibrarysPairing() throws Exception {
    Tournament t = new TrfReader().read(file);
    RoundState s = RoundSetup.state(t, 7, false);
    String expected = new BursteinPairingSystem().pair(s, false).toEngineFormat();
    assertThat(new DutchPairingSystem().pair(s, false).toEngineFormat()).isNotEqualTo(expected);

    assertThat(CliRun.of("pair", "--round", "7", file.toString()).succeeds().out())
        .isEqualTo(expected);
    assertThat(
            CliRun.of("pair", "--system", "burstein", "--round", "7", file.toString())
                .succeeds()
                .out())
        .isEqualTo(expected);

    Path before = dir.resolve("before7.trf");
    Files.writeString(before, stateBefore7());
    Path out = dir.resolve("out.txt");
    CliRun.of("--burstein", before.toString(), "-p", out.toString()).succeeds();
    assertThat(Files.readString(out)).isEqualTo(expected);
  }

  @Test
  void explainsBracketsWithTheBursteinCriteriaInTextAndJson() throws Exception {
    CliRun text = CliRun.of("pair", "--round", "7", "--explain", file.toString()).succeeds();
    assertThat(text.out()).contains("Burstein system", "C5=", "C6=", "C7=", "C8=", "5.2.");
    assertThat(text.out()).doesNotContain("C9=");

    CliRun json = CliRun.of("pair", "--round", "7", "--format", "json", file.toString()).succeeds();
    JsonNode root = new ObjectMapper().readTree(json.out());
    assertThat(root.toString()).contains("burstein").contains("C8");
  }

  @Test
  void selfTestRunsTheBursteinSystem() {
    CliRun r =
        CliRun.of(
                "selftest",
                "--system",
                "burstein",
                "--tournaments",
                "6",
                "--seed",
                "3",
                "--players",
                "14..24",
                "--rounds",
                "7")
            .succeeds();
    assertThat(r.out()).contains("6 tournaments");
  }

  @Test
  void refusesAFileWithoutItsNumberOfRounds() throws Exception {
    Path noRounds = dir.resolve("no-rounds.trf");
    Files.writeString(
        noRounds,
        Files.readString(file).replaceAll("(?m)^XXR.*\\R", "").replace("192 FIDE_BURSTEIN", ""));
    CliRun.of("pair", "--system", "burstein", noRounds.toString()).failsWith(3, "number of rounds");
  }

  /** The file as it stood before round 7, in TRF. */
  private String stateBefore7() throws Exception {
    Tournament t = RoundSetup.stateBefore(new TrfReader().read(file), 7);
    Path p = dir.resolve("tmp.trf");
    org.swisspair.model.trf.TrfWriter.write(t, org.swisspair.model.trf.TrfWriter.Flavour.TRF16, p);
    return Files.readString(p);
  }
}
