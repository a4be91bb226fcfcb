package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * Malformed input and bad usage: each run must end with the documented exit code, one line on
 * standard error naming the file, line, column and field where known, no stack trace, and an
 * existing output file left as it was.
 */
class MainErrorsTest {
  private static final String OLD = "old content\n";

  @TempDir Path dir;
  private Path example;
  private Path out;

  @BeforeEach
  void setUp() throws IOException {
    example = FixtureFiles.root().resolve("examples/example.trf");
    out = dir.resolve("out.txt");
    Files.writeString(out, OLD);
  }

  /** The example with the text at a 1-based line and column replaced, as a file named name. */
  private Path patched(String name, int line, int column, String replacement) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(example, StandardCharsets.UTF_8));
    String s = lines.get(line - 1);
    lines.set(
        line - 1,
        s.substring(0, column - 1) + replacement + s.substring(column - 1 + replacement.length()));
    Path p = dir.resolve(name);
    Files.write(p, lines, StandardCharsets.UTF_8);
    return p;
  }

  private void outputUntouched() throws IOException {
    assertThat(Files.readString(out)).isEqualTo(OLD);
    try (var files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .as("no temporary files left behind")
          .noneMatch(n -> n.endsWith(".tmp"));
    }
  }

  @Test
  void unknownOptionIsInvalidUsage() {
    CliRun.of("--frobnicate").failsWith(ExitCode.INVALID_INPUT, "--frobnicate", "--help");
  }

  @Test
  void unknownSubcommandNamesTheKnownOnes() {
    CliRun.of("frob", "x.trf")
        .failsWith(ExitCode.INVALID_INPUT, "unknown command 'frob'", "pair, check, generate");
  }

  @Test
  void noCommandIsInvalidUsage() {
    CliRun.of().failsWith(ExitCode.INVALID_INPUT, "missing command");
  }

  @Test
  void unknownOptionOfSubcommand() throws IOException {
    CliRun.of("pair", example.toString(), "--colour-me", "-o", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "--colour-me", "pair --help");
    outputUntouched();
  }

  @Test
  void unknownSystemIsInvalidInput() throws IOException {
    CliRun.of("pair", "--system", "swiss-army", example.toString(), "-o", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "unknown pairing system 'swiss-army'", "dutch");
    outputUntouched();
  }

  @Test
  void systemNotBuiltYetSaysSo() throws IOException {
    java.util.Optional<org.swisspair.solver.pairing.PairingSystems.Entry> unbuilt = unbuilt();
    if (unbuilt.isEmpty()) {
      // Every system is built: each name must then resolve.
      for (String name : org.swisspair.solver.pairing.PairingSystems.ALL) {
        assertThat(org.swisspair.solver.pairing.PairingSystems.byName(name)).isPresent();
      }
      return;
    }
    CliRun.of("pair", "--system", unbuilt.get().name(), example.toString(), "-o", out.toString())
        .failsWith(
            ExitCode.UNEXPECTED, "the " + unbuilt.get().displayName() + " system is not built yet");
    outputUntouched();
  }

  @Test
  void dropInSystemNotBuiltYetSaysSo() throws IOException {
    java.util.Optional<org.swisspair.solver.pairing.PairingSystems.Entry> unbuilt = unbuilt();
    if (unbuilt.isEmpty()) {
      assertThat(org.swisspair.solver.pairing.PairingSystems.built())
          .isEqualTo(org.swisspair.solver.pairing.PairingSystems.ALL);
      return;
    }
    CliRun.of("--" + unbuilt.get().name(), example.toString(), "-p", out.toString())
        .failsWith(
            ExitCode.UNEXPECTED, "the " + unbuilt.get().displayName() + " system is not built yet");
    outputUntouched();
  }

  /** The first registered system that is not built yet, if any. */
  private static java.util.Optional<org.swisspair.solver.pairing.PairingSystems.Entry> unbuilt() {
    return org.swisspair.solver.pairing.PairingSystems.REGISTRY.stream()
        .filter(e -> !e.built())
        .findFirst();
  }

  @Test
  void dropInUnknownSystemIsInvalidInput() throws IOException {
    CliRun.of("--swiss-army", example.toString(), "-p", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "unknown pairing system '--swiss-army'", "--dutch");
    outputUntouched();
  }

  @Test
  void dropInWithoutModeAsksForOne() {
    CliRun.of("--dutch", example.toString())
        .failsWith(ExitCode.INVALID_INPUT, "give -p (pair), -c (check) or -g (generate)");
  }

  @Test
  void dropInUnknownFlag() throws IOException {
    CliRun.of("--dutch", example.toString(), "-p", out.toString(), "-z")
        .failsWith(ExitCode.INVALID_INPUT, "unknown drop-in option '-z'");
    outputUntouched();
  }

  @Test
  void missingInputFileIsFileAccess() throws IOException {
    Path missing = dir.resolve("no-such.trf");
    CliRun.of("pair", missing.toString(), "-o", out.toString())
        .failsWith(ExitCode.FILE_ACCESS, missing.toString(), "no such file");
    outputUntouched();
  }

  @Test
  void dropInMissingInputFileIsFileAccess() throws IOException {
    Path missing = dir.resolve("no-such.trf");
    CliRun.of("--dutch", missing.toString(), "-p", out.toString())
        .failsWith(ExitCode.FILE_ACCESS, "no-such.trf", "no such file");
    outputUntouched();
  }

  @Test
  void directoryInputIsFileAccess() throws IOException {
    CliRun.of("check", dir.toString()).failsWith(ExitCode.FILE_ACCESS, "is a directory");
    outputUntouched();
  }

  @Test
  void unwritableOutputDirectoryIsFileAccess() {
    Path target = dir.resolve("missing-dir/sub/out.txt");
    CliRun.of("pair", example.toString(), "-o", target.toString())
        .failsWith(ExitCode.FILE_ACCESS, "missing-dir", "cannot write");
    assertThat(target).doesNotExist();
  }

  @Test
  void outputUnderARegularFileIsFileAccess() {
    Path target = out.resolve("pairs.txt");
    CliRun.of("convert", example.toString(), "-o", target.toString())
        .failsWith(ExitCode.FILE_ACCESS, "pairs.txt", "cannot write");
  }

  @Test
  void generateIntoMissingDirectoryFailsBeforeGenerating() {
    Path target = dir.resolve("missing/out.trf");
    CliRun.of("generate", "--players", "8", "--rounds", "3", "--seed", "1", "-o", target.toString())
        .failsWith(ExitCode.FILE_ACCESS, "missing", "does not exist");
  }

  @Test
  void badResultCodeNamesLineColumnAndField() throws IOException {
    Path bad = patched("bad-result.trf", 5, 99, "Q");
    CliRun.of("pair", bad.toString(), "-o", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "bad-result.trf:5:99: round 1 result", "'Q'");
    outputUntouched();
  }

  @Test
  void badIdNamesLineColumnAndField() throws IOException {
    Path bad = patched("bad-id.trf", 5, 5, "  x1");
    CliRun.of("--dutch", bad.toString(), "-p", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "bad-id.trf:5:5: id");
    outputUntouched();
  }

  @Test
  void pointsMismatchSuggestsTrustResults() throws IOException {
    Path bad = patched("points.trf", 5, 81, " 9.0");
    CliRun.of("pair", bad.toString(), "-o", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "points.trf:5:81: points", "--trust-results");
    outputUntouched();
  }

  @Test
  void asymmetricOpponentsNameTheOpponentField() throws IOException {
    Path bad = patched("asym.trf", 5, 92, "   9");
    CliRun.of("check", bad.toString())
        .failsWith(ExitCode.INVALID_INPUT, "asym.trf:5:92: round 1 opponent");
  }

  @Test
  void emptyFileIsInvalidInput() throws IOException {
    Path empty = Files.createFile(dir.resolve("empty.trf"));
    CliRun.of("pair", empty.toString(), "-o", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "empty.trf:1:1: players");
    outputUntouched();
  }

  @Test
  void binaryGarbageIsInvalidInput() throws IOException {
    Path garbage = dir.resolve("garbage.trf");
    Files.write(garbage, new byte[] {0x7f, 'E', 'L', 'F', 2, 1, 1, 0, (byte) 0xff, (byte) 0xfe});
    CliRun.of("convert", garbage.toString(), "-o", out.toString(), "--to", "json")
        .failsWith(ExitCode.INVALID_INPUT, "garbage.trf:1:", "binary");
    outputUntouched();
  }

  @Test
  void malformedJsonNamesLineAndColumn() throws IOException {
    Path json = dir.resolve("broken.json");
    Files.writeString(json, "{\n  \"players\": [ 1, \n");
    CliRun.of("convert", json.toString(), "-o", out.toString(), "--to", "trf16")
        .failsWith(ExitCode.INVALID_INPUT, "broken.json:");
    outputUntouched();
  }

  @Test
  void roundZeroIsInvalid() throws IOException {
    CliRun.of("pair", example.toString(), "--round", "0", "-o", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "--round", "at least 1");
    outputUntouched();
  }

  @Test
  void roundBeyondTheNextIsInvalid() throws IOException {
    CliRun.of("pair", example.toString(), "--round", "6", "-o", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "example.trf", "--round 6", "next is 4");
    outputUntouched();
  }

  @Test
  void nonNumericRoundIsInvalid() {
    CliRun.of("pair", example.toString(), "--round", "four")
        .failsWith(ExitCode.INVALID_INPUT, "--round", "four");
  }

  @Test
  void onePlayerIsTooFewToGenerate() throws IOException {
    CliRun.of("generate", "--players", "1", "--rounds", "1", "--seed", "1", "-o", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "players must be at least 2, was 1");
    outputUntouched();
  }

  @Test
  void badScoringNamesTheKey() throws IOException {
    CliRun.of(
            "generate",
            "--players",
            "8",
            "--rounds",
            "3",
            "--seed",
            "1",
            "--scoring",
            "W=3,Q=1",
            "-o",
            out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "--scoring", "'Q'");
    outputUntouched();
  }

  @Test
  void missingRequiredOptionIsInvalidUsage() {
    CliRun.of("generate", "--players", "8", "--rounds", "3", "--seed", "1")
        .failsWith(ExitCode.INVALID_INPUT, "--output");
  }

  @Test
  void badTargetFormatIsInvalidUsage() throws IOException {
    CliRun.of("convert", example.toString(), "-o", out.toString(), "--to", "xml")
        .failsWith(ExitCode.INVALID_INPUT, "--to", "xml");
    outputUntouched();
  }

  @Test
  void generatingTooManyPlayersForTrfIsSizeLimit() throws IOException {
    CliRun.of(
            "generate", "--players", "10000", "--rounds", "1", "--seed", "1", "-o", out.toString())
        .failsWith(ExitCode.SIZE_LIMIT, "10000 players", "json");
    outputUntouched();
  }

  @Test
  void convertingTooManyPlayersToTrfIsSizeLimit() throws IOException {
    List<Player> players = new ArrayList<>();
    for (int id = 1; id <= 10_000; id++) {
      players.add(new Player(id, "", "", "P" + id, 1500, "", "", "", null, 0, List.of()));
    }
    Path json = dir.resolve("big.json");
    TournamentJson.write(Tournament.of(players, 9, Colour.WHITE), json);
    CliRun.of("convert", json.toString(), "-o", out.toString(), "--to", "trf26")
        .failsWith(ExitCode.SIZE_LIMIT, "10000 players", "json");
    outputUntouched();
  }

  @Test
  void badSkipRoundsIsInvalidUsage() {
    CliRun.of("check", example.toString(), "--skip-rounds", "3,x")
        .failsWith(ExitCode.INVALID_INPUT, "--skip-rounds");
  }

  @Test
  void badPlayerRangeIsInvalid() {
    CliRun.of("selftest", "--tournaments", "2", "--seed", "1", "--players", "9..3")
        .failsWith(ExitCode.INVALID_INPUT, "--players", "9..3");
  }

  @Test
  void nonNumericDropInSeedIsInvalid() throws IOException {
    CliRun.of("--dutch", "-g", "-o", out.toString(), "-s", "abc")
        .failsWith(ExitCode.INVALID_INPUT, "-s", "abc");
    outputUntouched();
  }

  @Test
  void unknownGeneratorConfigKeyNamesTheLine() throws IOException {
    Path config = dir.resolve("gen.cfg");
    Files.writeString(config, "# test\nplayers=10\nflavour=sweet\n");
    CliRun.of("--dutch", "-g", config.toString(), "-o", out.toString(), "-s", "4")
        .failsWith(ExitCode.INVALID_INPUT, "gen.cfg:3:1: flavour", "unknown key");
    outputUntouched();
  }

  /** Four players who have all met: round 4 has no pairing that complies with C1. */
  private Path allMet() throws IOException {
    String[] rounds = {
      "   2 w =     3 w =     4 w =",
      "   1 b =     4 w =     3 b =",
      "   4 w =     1 b =     2 w =",
      "   3 b =     2 b =     1 b ="
    };
    List<String> lines = new ArrayList<>(List.of("012 All met", "XXR 5", "XXC white1"));
    for (int id = 1; id <= 4; id++) {
      lines.add(
          String.format(
              "001 %4d      %-33s %4d %26s %4s %4d  %s",
              id, "Player" + id, 2100 - id, "", "1.5", id, rounds[id - 1]));
    }
    Path p = dir.resolve("allmet.trf");
    Files.write(p, lines, StandardCharsets.UTF_8);
    return p;
  }

  @Test
  void noValidPairingExitsOneNamingThePlayersAndWritesNothing() throws IOException {
    // Dutch 1.9.3: no pairing satisfies the absolute criteria, so the Chief Arbiter decides.
    Path fresh = dir.resolve("fresh.txt");
    CliRun.of("pair", allMet().toString(), "-o", fresh.toString())
        .failsWithNoValidPairing("allmet.trf", "round 4", "1, 2");
    assertThat(fresh).doesNotExist();
    CliRun.of("pair", allMet().toString(), "-o", out.toString())
        .failsWithNoValidPairing("allmet.trf");
    outputUntouched();
  }

  @Test
  void dropInNoValidPairingExitsOne() throws IOException {
    CliRun.of("--dutch", allMet().toString(), "-p", out.toString())
        .failsWithNoValidPairing("round 4");
    outputUntouched();
  }

  @Test
  void debugAddsTheStackTrace() {
    CliRun r = CliRun.of("pair", dir.resolve("none.trf").toString(), "--debug");
    assertThat(r.exit()).isEqualTo(ExitCode.FILE_ACCESS);
    assertThat(r.err()).startsWith("swisspair: ").contains("NoSuchFileException").contains("\tat ");
  }
}
