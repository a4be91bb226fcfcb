package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.arbiter.FideMode;
import org.swisspair.solver.arbiter.FideModeCause;
import org.swisspair.solver.arbiter.FideModeVerdict;
import org.swisspair.solver.pairing.PairingSystems;

/**
 * The FIDE-mode verdict in {@code check} and {@code pair} (checklist Q40-46): one line before
 * check's summary and at the end of pair's text, a {@code fideMode} field in JSON, the same causes
 * as the library's {@link FideMode}.
 */
class FideModeCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String DUTCH = "src/test/resources/org/swisspair/api/golden/in/dutch-r5.trf";

  @TempDir Path dir;

  /** The golden Dutch file with {@code extra} lines after its records. */
  private Path withLines(String... extra) throws Exception {
    Path file = dir.resolve("event.trf");
    Files.writeString(file, Files.readString(Path.of(DUTCH)) + String.join("\n", extra) + "\n");
    return file;
  }

  private static FideModeVerdict library(Path file, String system) throws Exception {
    Tournament t = new TrfReader().read(file);
    return new FideMode(PairingSystems.entry(system)).verdict(t);
  }

  @Test
  void checkSaysYesBeforeItsSummaryForAFileInFideMode() throws Exception {
    List<String> lines = CliRun.of("check", DUTCH).succeeds().outLines();
    assertThat(lines.get(lines.size() - 2)).isEqualTo("FIDE mode: yes");
    assertThat(lines.get(lines.size() - 1)).contains("rounds checked");
    assertThat(library(Path.of(DUTCH), "dutch").inFideMode()).isTrue();

    JsonNode j = JSON.readTree(CliRun.of("check", DUTCH, "--format", "json").succeeds().out());
    assertThat(j.get("fideMode").get("inFideMode").asBoolean()).isTrue();
    assertThat(j.get("fideMode").get("causes")).isEmpty();
  }

  @Test
  void checkNamesTheRoundAndTheCausesOfAFileThatLeft() throws Exception {
    Path file = withLines("### FIDE mode left @ Round 3: pairings changed by hand");
    FideModeVerdict expected = library(file, "dutch");
    assertThat(expected.inFideMode()).isFalse();

    List<String> lines = CliRun.of("check", file.toString()).succeeds().outLines();
    assertThat(lines.get(lines.size() - 2))
        .isEqualTo(
            "FIDE mode: left at round 3: the file says it left FIDE mode (pairings changed by"
                + " hand)");

    JsonNode f =
        JSON.readTree(CliRun.of("check", file.toString(), "--format", "json").succeeds().out())
            .get("fideMode");
    assertThat(f.get("inFideMode").asBoolean()).isFalse();
    assertThat(f.get("sinceRound").asInt()).isEqualTo(expected.sinceRound());
    assertThat(f.get("causes").findValuesAsText("kind"))
        .containsExactlyElementsOf(expected.causes().stream().map(c -> c.kind().name()).toList());
    assertThat(f.get("causes").get(0).get("detail").asText()).isEqualTo("pairings changed by hand");
  }

  @Test
  void anOlderSystemIsOutFromRoundOneInCheckAndPair() throws Exception {
    List<String> check = CliRun.of("check", DUTCH, "--system", "simplified").outLines();
    assertThat(check.get(check.size() - 2))
        .startsWith("FIDE mode: left at round 1: " + FideModeCause.Kind.SYSTEM.words());

    JsonNode pair =
        JSON.readTree(
            CliRun.of("pair", DUTCH, "--system", "simplified", "--format", "json")
                .succeeds()
                .out());
    assertThat(pair.get("fideMode").get("sinceRound").asInt()).isEqualTo(1);
    assertThat(pair.get("fideMode").get("causes").findValuesAsText("kind")).contains("SYSTEM");
  }

  @Test
  void pairsTextEndsWithTheVerdictOfTheFileWithTheRound() throws Exception {
    Path file = withLines("### FIDE mode left @ Round 2: a player moved by hand");
    List<String> lines =
        CliRun.of("pair", file.toString(), "--format", "text").succeeds().outLines();
    assertThat(lines.get(lines.size() - 1))
        .isEqualTo(
            "FIDE mode: left at round 2: the file says it left FIDE mode (a player moved by hand)");
    // The engine format keeps the engines' bytes.
    assertThat(CliRun.of("pair", file.toString()).succeeds().out())
        .isEqualTo(CliRun.of("pair", DUTCH).succeeds().out());
  }
}
