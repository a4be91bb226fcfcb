package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.dubov.DubovPairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.testdouble.HandBuilt;
import org.swisspair.solver.testing.FixtureFiles;

/** The command line with {@code --system dubov}, the drop-in {@code --dubov} and the 192 code. */
class DubovCommandsTest {
  @TempDir Path dir;
  private Path example;

  @BeforeEach
  void setUp() {
    example = FixtureFiles.root().resolve("examples/example.trf");
  }

  /** What the library pairs for the next round of {@code file}. */
  private static String library(Path file, boolean baku) throws Exception {
    Tournament t = new TrfReader().read(file);
    RoundState s = RoundSetup.state(t, RoundSetup.nextRound(t), baku);
    return new DubovPairingSystem().pair(s, false).toEngineFormat();
  }

  /** A Dubov tournament written by {@code generate}, with its 192 code. */
  private Path generated(String name, String... extra) {
    Path out = dir.resolve(name);
    String[] args = {
      "generate",
      "--system",
      "dubov",
      "--players",
      "15",
      "--rounds",
      "6",
      "--seed",
      "31",
      "-o",
      out.toString()
    };
    String[] all = new String[args.length + extra.length];
    System.arraycopy(args, 0, all, 0, args.length);
    System.arraycopy(extra, 0, all, args.length, extra.length);
    CliRun.of(all).succeeds();
    return out;
  }

  @Test
  void theRegistryKnowsDubovByNameAndByItsTrfCode() {
    assertThat(PairingSystems.built()).contains("dubov");
    assertThat(PairingSystems.byName("dubov")).get().isInstanceOf(DubovPairingSystem.class);
    assertThat(PairingSystems.byTrfCode("FIDE_DUBOV"))
        .get()
        .extracting(e -> e.name())
        .isEqualTo("dubov");
    assertThat(PairingSystems.byTrfCode("FIDE_DUBOV_BAKU"))
        .get()
        .extracting(e -> e.name())
        .isEqualTo("dubov");
  }

  @Test
  void pairWithSystemDubovPrintsTheDubovPairing() throws Exception {
    CliRun r = CliRun.of("pair", "--system", "dubov", example.toString()).succeeds();

    assertThat(r.out()).isEqualTo(library(example, false));
    // The file's 192 code names Dutch; the Dubov pairing of this round is another one.
    assertThat(r.out()).isNotEqualTo(CliRun.of("pair", example.toString()).succeeds().out());
  }

  @Test
  void dropInDubovPairsToAFileAndAcceptsBaku() throws Exception {
    Path out = dir.resolve("out.txt");
    CliRun.of("--dubov", example.toString(), "-p", out.toString()).succeeds();
    assertThat(Files.readString(out)).isEqualTo(library(example, false));

    Path baku = dir.resolve("baku.txt");
    CliRun.of("--dubov", example.toString(), "-p", baku.toString(), "-b").succeeds();
    assertThat(Files.readString(baku)).isEqualTo(library(example, true));
  }

  @Test
  void explainShowsTheBracketsCriteriaProcedureAndColours() {
    CliRun r = CliRun.of("pair", "--system", "dubov", example.toString(), "--explain").succeeds();

    assertThat(r.out()).contains("Dubov system", "Bracket 1", "residents:", "criteria:");
    assertThat(r.out()).contains("C5=", "C7=", "3.2.3 groups=", "3.2.5 S1=", "3.2.6 T2=");
    assertThat(r.out()).contains("Colours").containsPattern("5\\.2\\.[1-5]");
  }

  @Test
  void jsonHoldsTheBoardsAndTheDubovExplanation() throws Exception {
    CliRun r =
        CliRun.of("pair", "--system", "dubov", example.toString(), "--format", "json").succeeds();

    JsonNode json = new ObjectMapper().readTree(r.out());
    assertThat(json.get("engineFormat").asText()).isEqualTo(library(example, false));
    assertThat(json.get("explanation").get("system").asText()).isEqualTo("dubov");
    JsonNode first = json.get("explanation").get("brackets").get(0);
    assertThat(first.get("criteria").has("C6")).isTrue();
    assertThat(first.get("criteria").has("3.2.6 T2")).isTrue();
  }

  @Test
  void generateWritesTheDubovCodeAndTheFileChecksByIt() throws IOException {
    Path a = generated("a.trf");
    Path b = generated("b.trf");

    assertThat(Files.readAllBytes(a)).isEqualTo(Files.readAllBytes(b));
    assertThat(Files.readString(a)).contains("192 FIDE_DUBOV", "XXR 6");
    // No --system: the 192 code routes to Dubov.
    assertThat(CliRun.of("check", a.toString()).succeeds().outLines())
        .last()
        .asString()
        .matches(
            "6 rounds checked, 0 differ(; standings after round 6 by 202 .*: 0 of \\d+ ranks differ)?");
    assertThat(CliRun.of("check", "--system", "dubov", a.toString()).succeeds().outLines())
        .last()
        .asString()
        .matches(
            "6 rounds checked, 0 differ(; standings after round 6 by 202 .*: 0 of \\d+ ranks differ)?");
  }

  @Test
  void aTrf2026FileIsPairedByItsCodeWithoutSystemOption() throws Exception {
    Path a = generated("a26.trf", "--format", "trf26");
    Tournament t = new TrfReader().read(a);
    Path before = dir.resolve("before.trf");
    TrfWriter.write(RoundSetup.stateBefore(t, 6), TrfWriter.Flavour.TRF26, before);

    CliRun r = CliRun.of("pair", before.toString()).succeeds();

    assertThat(Files.readString(before)).contains("192 FIDE_DUBOV");
    assertThat(r.out()).isEqualTo(library(before, false));
  }

  @Test
  void dropInCheckOfAllRoundsAndOfOneRound() {
    Path a = generated("a.trf");

    // The endorsed engines' -c: exit 0 after a completed check, a table only where a round differs.
    assertThat(CliRun.of("--dubov", a.toString(), "-c").succeeds().out())
        .doesNotContain("Checker pairings");
    assertThat(CliRun.of("--dubov", a.toString(), "-c", "4").succeeds().out())
        .doesNotContain("Checker pairings");
    assertThat(CliRun.of("check", "--system", "dubov", a.toString()).succeeds().outLines())
        .last()
        .asString()
        .matches(
            "6 rounds checked, 0 differ(; standings after round 6 by 202 .*: 0 of \\d+ ranks differ)?");
  }

  @Test
  void checkNamesTheFirstCriterionWhereAnotherPairingDiffers() throws IOException {
    // The file was paired by Dutch: Dubov re-pairs some rounds differently.
    CliRun r = CliRun.of("check", "--system", "dubov", example.toString());

    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    assertThat(r.out()).contains("differs", "Checker pairings", "Tournament pairings");
    assertThat(r.outLines()).last().asString().matches("3 rounds checked, [1-3] differ.*");
  }

  @Test
  void dropInGeneratorAndSelftestRunTheDubovSystem() throws IOException {
    Path a = dir.resolve("g.trf");
    CliRun.of("--dubov", "-g", "-o", a.toString(), "-s", "5").succeeds();
    assertThat(Files.readString(a)).contains("192 FIDE_DUBOV");

    CliRun r =
        CliRun.of(
            "selftest",
            "--system",
            "dubov",
            "--tournaments",
            "4",
            "--seed",
            "12",
            "--players",
            "12..16",
            "--rounds",
            "5",
            "--threads",
            "1");
    assertThat(r.succeeds().outLines())
        .last()
        .asString()
        .startsWith("4 tournaments, ")
        .contains(" 0 differ");
  }

  @Test
  void aLastRoundWithoutLegalPairingEndsWithExitOne() throws IOException {
    // 1 and 2 must have White, 3 and 4 Black, and 1-3, 1-4, 2-3, 2-4 were played: C3 has no
    // topscorer exception in Dubov.
    Path f = dir.resolve("dead.trf");
    TrfWriter.write(
        HandBuilt.tournament(3, "3b= 4b=", "4b= 3b=", "1w= 2w=", "2w= 1w="),
        TrfWriter.Flavour.TRF16,
        f);

    CliRun.of("pair", "--system", "dubov", f.toString())
        .failsWithNoValidPairing("dead.trf", "round 3", "1.9.3");
  }

  @Test
  void aFileWithoutTheNumberOfRoundsIsRefused() throws IOException {
    Path f = dir.resolve("norounds.trf");
    TrfWriter.write(HandBuilt.tournament(0, "2w1", "1b0"), TrfWriter.Flavour.TRF16, f);

    CliRun.of("pair", "--system", "dubov", f.toString())
        .failsWith(ExitCode.INVALID_INPUT, "norounds.trf", "number of rounds");
  }
}
