package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TournamentJson;

/** The command line routes {@code --system double-swiss}, {@code --double-swiss} and 192 to it. */
class DoubleSwissCommandsTest {
  @TempDir Path dir;
  private Path trf;

  @BeforeEach
  void generate() {
    trf = dir.resolve("ds.trf");
    CliRun.of(
            "generate",
            "--system",
            "double-swiss",
            "--players",
            "11",
            "--rounds",
            "5",
            "--seed",
            "7",
            "--forfeit-rate",
            "0.1",
            "--format",
            "trf26",
            "-o",
            trf.toString())
        .succeeds();
  }

  @Test
  void generateWritesTwoGameColumnsPerMatchRound() throws IOException {
    String text = Files.readString(trf);
    assertThat(text).contains("192 FIDE_DOUBLESWISS", "142 5");
    String line = text.lines().filter(l -> l.startsWith("001    1")).findFirst().orElseThrow();
    // Ten game columns for five match rounds; the tenth starts at column 182.
    assertThat(line.length()).isGreaterThanOrEqualTo(182);
    assertThat(line.length()).isLessThanOrEqualTo(189);
  }

  @Test
  void checkFindsNoDifferenceInAGeneratedTournament() {
    assertThat(CliRun.of("check", trf.toString()).succeeds().outLines())
        .last()
        .asString()
        .matches(
            "5 rounds checked, 0 differ(; standings after round 5 by 202 .*: 0 of \\d+ ranks differ)?");
  }

  @Test
  void pairFollowsThe192CodeAndTheSystemOption() {
    String bySystem =
        CliRun.of("pair", "--system", "double-swiss", trf.toString(), "--round", "4")
            .succeeds()
            .out();
    String byCode = CliRun.of("pair", trf.toString(), "--round", "4").succeeds().out();
    assertThat(byCode).isEqualTo(bySystem);
    List<String> lines = bySystem.lines().toList();
    // Eleven players: five matches and the PAB, written id 0.
    assertThat(lines.get(0)).isEqualTo(Integer.toString(lines.size() - 1));
    assertThat(lines).anyMatch(l -> l.endsWith(" 0"));
  }

  @Test
  void dropInPairsTheNextRound() throws IOException {
    Path open = dir.resolve("open.trf");
    Files.writeString(open, Files.readString(trf).replace("142 5", "142 6"));
    Path out = dir.resolve("out.txt");
    CliRun.of("--double-swiss", open.toString(), "-p", out.toString()).succeeds();
    String viaPair =
        CliRun.of("pair", "--system", "double-swiss", open.toString()).succeeds().out();
    assertThat(Files.readString(out)).isEqualTo(viaPair);
    assertThat(CliRun.of("--double-swiss", trf.toString(), "-c").succeeds().out())
        .contains("ds: Round #5");
  }

  @Test
  void explainAndJsonShowBracketsIdentifiersAndColourArticles() throws IOException {
    CliRun r = CliRun.of("pair", trf.toString(), "--round", "5", "--explain").succeeds();
    assertThat(r.out()).contains("Bracket 1", "identifier").containsPattern("4\\.3\\.[1-5]");
    CliRun j = CliRun.of("pair", trf.toString(), "--round", "5", "--format", "json").succeeds();
    JsonNode json = new ObjectMapper().readTree(j.out());
    assertThat(json.get("round").asInt()).isEqualTo(5);
    assertThat(json.get("explanation").get("system").asText()).isEqualTo("Double-Swiss");
  }

  @Test
  void writesAGameEndingHalfToZeroAsTrfAndReadsItBack() throws IOException {
    // Player 1 draws the first game of match round 1 while the opponent keeps the loss: 1/2-0
    // (Preface). JSON holds it; TRF writes each player's own result, = and 0 (DSW-11, GEN-4).
    Path json = dir.resolve("ds.json");
    CliRun.of(
            "generate",
            "--system",
            "double-swiss",
            "--players",
            "6",
            "--rounds",
            "2",
            "--seed",
            "1",
            "--plain",
            "-o",
            json.toString())
        .succeeds();
    ObjectMapper mapper = new ObjectMapper();
    JsonNode root = mapper.readTree(json.toFile());
    JsonNode first = root.get("players").get(0).get("rounds").get(0);
    int opponent = first.get("opponent").asInt();
    assertThat(first.get("games").get("first").asText()).isEqualTo("WIN");
    ((com.fasterxml.jackson.databind.node.ObjectNode) first.get("games")).put("first", "DRAW");
    Path half = dir.resolve("half.json");
    mapper.writeValue(half.toFile(), root);
    assertThat(CliRun.of("check", half.toString()).succeeds().outLines())
        .last()
        .asString()
        .matches(
            "2 rounds checked, 0 differ(; standings after round 2 by 202 .*: 0 of \\d+ ranks differ)?");
    Path trf26 = dir.resolve("half.trf");
    CliRun.of("convert", half.toString(), "-o", trf26.toString(), "--to", "trf26").succeeds();
    assertThat(Files.readString(trf26)).containsPattern(String.format("%4d [wb] =", opponent));
    Path back = dir.resolve("back.json");
    CliRun.of("convert", trf26.toString(), "-o", back.toString()).succeeds();
    assertThat(TournamentJson.read(back).players())
        .extracting(p -> p.rounds())
        .isEqualTo(TournamentJson.read(half).players().stream().map(p -> p.rounds()).toList());
    assertThat(CliRun.of("check", trf26.toString()).succeeds().outLines())
        .last()
        .asString()
        .matches(
            "2 rounds checked, 0 differ(; standings after round 2 by 202 .*: 0 of \\d+ ranks differ)?");
  }

  @Test
  void convertsToJsonAndChecksTheJson() throws IOException {
    Path json = dir.resolve("ds.json");
    CliRun.of("convert", trf.toString(), "-o", json.toString(), "--to", "json").succeeds();
    Tournament t = TournamentJson.read(json);
    assertThat(t.roundsPaired()).isEqualTo(5);
    assertThat(t.player(1).round(1).games()).isNotNull();
    assertThat(CliRun.of("check", json.toString()).succeeds().outLines())
        .last()
        .asString()
        .matches(
            "5 rounds checked, 0 differ(; standings after round 5 by 202 .*: 0 of \\d+ ranks differ)?");
  }

  @Test
  void selftestRunsTheDoubleSwissSystem() {
    CliRun r =
        CliRun.of(
                "selftest",
                "--system",
                "double-swiss",
                "--tournaments",
                "6",
                "--seed",
                "11",
                "--players",
                "8..16",
                "--rounds",
                "4")
            .succeeds();
    assertThat(r.outLines())
        .last()
        .isEqualTo("6 tournaments, 24 rounds checked, 0 differ, 0 failed to generate");
  }

  @Test
  void selftestCountsAFieldWithoutALegalPairingButExitsZero() {
    // Fields of 6-8 players over 6 rounds run out of legal pairings now and then: the generator's
    // dead end, not a difference between engine and checker (as for the Team self-test).
    CliRun r =
        CliRun.of(
                "selftest",
                "--system",
                "double-swiss",
                "--tournaments",
                "12",
                "--seed",
                "1",
                "--players",
                "6..8",
                "--rounds",
                "6",
                "--threads",
                "1")
            .succeeds();
    assertThat(r.outLines())
        .last()
        .isEqualTo(
            "12 tournaments, 61 rounds checked, 0 differ, 0 failed to generate, 1 without a valid"
                + " pairing in some round");
  }
}
