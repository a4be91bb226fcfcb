package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The command-line conventions of the endorsed engines that tournament programs rely on: where the
 * output goes, what {@code -c}, {@code -l} and {@code -r} do, the initial colour without {@code
 * XXC}, the end of the tournament, pre-set PABs and absences, and standard input and output.
 */
class DropInConventionsTest {
  @TempDir Path dir;
  private Path example;
  private Path fixture;

  @BeforeEach
  void setUp() throws IOException {
    example = dir.resolve("in.trf");
    Files.copy(FixtureFiles.root().resolve("examples/example.trf"), example);
    fixture = FixtureFiles.root().resolve("dutch/n012-r07-messy-s5004");
  }

  private String expectedPairs() throws IOException {
    return Files.readString(fixture.resolve("round04.pairs")).strip() + "\n";
  }

  /** Runs the program with {@code stdin} as standard input. */
  private static CliRun withInput(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), o, e);
    }
    return new CliRun(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** The 001 lines of the example with their entries of round {@code round} appended. */
  private Path exampleWithRound4(String suffixPlayer4, String suffixPlayer9) throws IOException {
    List<String> lines = new ArrayList<>();
    for (String l : Files.readAllLines(example)) {
      if (l.startsWith("001    4 ")) {
        l = l + suffixPlayer4;
      } else if (l.startsWith("001    9 ")) {
        l = l + suffixPlayer9;
      }
      lines.add(l);
    }
    Path f = dir.resolve("preset.trf");
    Files.write(f, lines, StandardCharsets.UTF_8);
    return f;
  }

  // A relative -p OUT: a bare name goes next to the input file, as both engines write it.

  @Test
  void bareOutputNameIsWrittenBesideTheInput() throws IOException {
    String name = "dropin-beside-" + ProcessHandle.current().pid() + ".txt";
    CliRun.of("--dutch", example.toString(), "-p", name).succeeds();
    assertThat(Files.readString(dir.resolve(name))).isEqualTo(expectedPairs());
    assertThat(Path.of(name)).doesNotExist();
  }

  @Test
  void bareGeneratorOutputIsWrittenBesideTheConfiguration() throws IOException {
    Path config = dir.resolve("gen.cfg");
    Files.writeString(config, "PlayersNumber=10\nRoundsNumber=3\n");
    String name = "dropin-gen-" + ProcessHandle.current().pid() + ".trf";
    CliRun.of("--dutch", "-g", config.toString(), "-o", name, "-s", "5").succeeds();
    assertThat(dir.resolve(name)).exists();
    assertThat(Path.of(name)).doesNotExist();
  }

  // Drop-in -c: bbpPairings' report and exit code.

  @Test
  void dropInCheckReportsLikeBbpPairingsAndSucceedsWhenARoundDiffers() throws IOException {
    // Round 1 of the fixture with the colours of its first board swapped.
    List<String> lines = new ArrayList<>(Files.readAllLines(fixture.resolve("full.trf")));
    int first = 0;
    while (!lines.get(first).startsWith("001")) {
      first++;
    }
    int opponent = Integer.parseInt(lines.get(first).substring(91, 95).trim());
    lines.set(first, swapColour(lines.get(first)));
    lines.set(first + opponent - 1, swapColour(lines.get(first + opponent - 1)));
    Path swapped = dir.resolve("swapped.trf");
    Files.write(swapped, lines, StandardCharsets.UTF_8);

    CliRun r = CliRun.of("--dutch", swapped.toString(), "-c").succeeds();

    List<String> out = r.outLines();
    assertThat(out.get(0)).isEqualTo("swapped: Round #1");
    assertThat(out.get(1)).isEqualTo("  Checker pairings        Tournament pairings ");
    assertThat(out.get(2))
        .matches(" {4}[ \\d]{2}\\d - [ \\d]{2}\\d {16}[ \\d]{2}\\d - [ \\d]{2}\\d");
    // The checker's board is the file's board with the colours the other way round.
    String[] checker = out.get(2).trim().split("\\s+-\\s+|\\s{2,}");
    assertThat(checker).hasSize(4);
    assertThat(checker[0]).isEqualTo(checker[3]);
    assertThat(checker[1]).isEqualTo(checker[2]);
    assertThat(out).contains("swapped: Round #7");
    assertThat(out.get(out.size() - 1)).isEmpty();
  }

  private static String swapColour(String line) {
    char c = line.charAt(96) == 'w' ? 'b' : 'w';
    return line.substring(0, 96) + c + line.substring(97);
  }

  @Test
  void checklistIsWrittenBesideTheInputWithTheInputsName() throws IOException {
    CliRun.of("--dutch", example.toString(), "-p", "pairs.txt", "-l").succeeds();
    Path list = dir.resolve("in.list");
    assertThat(list).exists();
    String text = Files.readString(list);
    assertThat(text).contains("ID", "Pts", "Pref", "C2", "C14", "C16", "Cur", "R3");
    // Player 3 (3.0 points, the leader) is paired with White against 5: "(5W)".
    assertThat(text).containsPattern("(?m)^\\s*3\\t\\s*3\\.0\\t.*\\(5W\\)");
    assertThat(text.strip()).endsWith("swisspair " + Version.number());

    CliRun.of("--dutch", example.toString(), "-c", "-l", "named.list").succeeds();
    assertThat(Files.readString(dir.resolve("named.list"))).contains("Round #1", "Round #3");
  }

  @Test
  void dashRPrintsTheProgramLineFirst() throws IOException {
    CliRun alone = CliRun.of("-r").succeeds();
    assertThat(alone.outLines()).hasSize(1);
    assertThat(alone.out()).startsWith("swisspair ");

    CliRun r = CliRun.of("-r", "--dutch", example.toString(), "-p").succeeds();
    assertThat(r.outLines().get(0)).startsWith("swisspair ");
    assertThat(r.out().substring(r.out().indexOf('\n') + 1)).isEqualTo(expectedPairs());
  }

  // No XXC: the initial colour comes from the games of the whole file.

  @Test
  void checkInfersTheInitialColourFromTheWholeFile() {
    Path british = FixtureFiles.root().resolve("real/british2026-champ-r1-8.trf");
    CliRun r = CliRun.of("check", british.toString(), "--skip-rounds", "2,3,4,5,6,7,8");
    assertThat(r.succeeds().outLines()).last().asString().startsWith("1 rounds checked, 0 differ");
  }

  @Test
  void pairWithoutXxcInfersTheColourOfRoundOne() throws Exception {
    // The example draws Black for the odd TPNs (XXC black1); without XXC the games tell the same.
    List<String> lines = new ArrayList<>(Files.readAllLines(example));
    lines.removeIf(l -> l.startsWith("XXC"));
    Path noXxc = dir.resolve("no-xxc.trf");
    Files.write(noXxc, lines, StandardCharsets.UTF_8);
    assertThat(CliRun.of("--dutch", noXxc.toString(), "-p").succeeds().out())
        .isEqualTo(expectedPairs());
    Tournament t = new TrfReader().read(noXxc);
    assertThat(t.initialColour()).isEqualTo(Colour.NONE);
    assertThat(RoundState.inferInitialColour(t)).isEqualTo(Colour.BLACK);
  }

  @Test
  void repairingRoundOneWithoutXxcKeepsTheColourTheFileShows() throws IOException {
    // The state before round 1 has no game; the colour must come from the whole file.
    List<String> lines = new ArrayList<>(Files.readAllLines(fixture.resolve("full.trf")));
    lines.removeIf(l -> l.startsWith("XXC"));
    Path noXxc = dir.resolve("full-no-xxc.trf");
    Files.write(noXxc, lines, StandardCharsets.UTF_8);
    String withXxc =
        CliRun.of("pair", fixture.resolve("full.trf").toString(), "--round", "1").succeeds().out();
    assertThat(CliRun.of("pair", noXxc.toString(), "--round", "1").succeeds().out())
        .isEqualTo(withXxc);
    assertThat(CliRun.of("--dutch", noXxc.toString(), "-c", "1").succeeds().out())
        .isEqualTo("full-no-xxc: Round #1\n\n");
  }

  @Test
  void inferenceSkipsPlayersAbsentFromTheFirstRoundAndCountsTheOthers() throws Exception {
    // 1 absent in round 1; 2 is the first to take part and had White: the initial colour is White.
    String text =
        "XXR 3\n"
            + player(1, "        ")
            + player(2, "   3 w 1")
            + player(3, "   2 b 0")
            + player(4, "   5 b 1")
            + player(5, "   4 w 0");
    Tournament t = new TrfReader().read("t.trf", text.getBytes(StandardCharsets.UTF_8));
    assertThat(RoundState.inferInitialColour(t)).isEqualTo(Colour.WHITE);
    // Player 3, the second to take part, with White in round 1 means the initial colour is Black.
    String swapped = text.replace("   3 w 1", "   3 b 1").replace("   2 b 0", "   2 w 0");
    Tournament s = new TrfReader().read("s.trf", swapped.getBytes(StandardCharsets.UTF_8));
    assertThat(RoundState.inferInitialColour(s)).isEqualTo(Colour.BLACK);
  }

  /** A TRF-16 player line with one round entry ("OPPO C R", blank for absent). */
  private static String player(int id, String round1) {
    int points = round1.endsWith("1") ? 1 : 0;
    return String.format(
        "001 %4d      Player%04d                        %4d                             %d.0 %4d"
            + "  %s\n",
        id, id, 2500 - id, points, id, round1);
  }

  @Test
  void roundOneWithoutXxcSaysWhatWasAssumed() throws IOException {
    StringBuilder text = new StringBuilder("XXR 5\n");
    for (int id = 1; id <= 6; id++) {
      text.append(
          String.format(
              "001 %4d      Player%04d                        %4d                             0.0"
                  + " %4d\n",
              id, id, 2500 - id, id));
    }
    Path f = dir.resolve("new.trf");
    Files.writeString(f, text);
    CliRun r = CliRun.of("--dutch", f.toString(), "-p");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).isEqualTo("3\n1 4\n5 2\n3 6\n");
    assertThat(r.err().lines().toList()).hasSize(1);
    assertThat(r.err()).contains("new.trf", "no initial colour", "assuming White");
  }

  // The end of the tournament, pre-set PABs and absences.

  @Test
  void refusesToPairPastTheAnnouncedRounds() {
    CliRun.of("--dutch", fixture.resolve("full.trf").toString(), "-p")
        .failsWith(ExitCode.INVALID_INPUT, "full.trf", "all 7 rounds are paired", "XXR 7");
    CliRun.of("pair", fixture.resolve("full.trf").toString())
        .failsWith(ExitCode.INVALID_INPUT, "all 7 rounds are paired");
  }

  @Test
  void presetPabIsHonouredAndAnAbsentPlayerIsNotPaired() throws IOException {
    // Round 4 is being paired: 9 has the organiser's PAB, 4 is known to be absent.
    Path f = exampleWithRound4("  0000 - Z", "  0000 - U");
    CliRun r = CliRun.of("--dutch", f.toString(), "-p", "--trust-results").succeeds();
    List<String> lines = r.outLines();
    assertThat(lines.get(0)).isEqualTo("6");
    assertThat(lines.get(lines.size() - 1)).isEqualTo("9 0");
    Set<Integer> seen = new HashSet<>();
    for (String l : lines.subList(1, lines.size() - 1)) {
      for (String id : l.split(" ")) {
        assertThat(seen.add(Integer.parseInt(id))).as("paired once: " + id).isTrue();
      }
    }
    assertThat(seen).containsExactlyInAnyOrder(1, 2, 3, 5, 6, 7, 8, 10, 11, 12);
    // The round-4 games of the others are the ones they would get with 9 and 4 both absent.
    Path absent = exampleWithRound4("  0000 - Z", "  0000 - Z");
    CliRun without = CliRun.of("pair", absent.toString()).succeeds();
    assertThat(without.out()).isEqualTo("5\n" + String.join("\n", lines.subList(1, 6)) + "\n");
  }

  @Test
  void playerListedAbsentByXxzIsNotPairedBesideAPresetPab() throws IOException {
    Path f = exampleWithRound4("", "  0000 - U");
    List<String> lines = new ArrayList<>(Files.readAllLines(f));
    lines.add(3, "XXZ 4");
    Files.write(f, lines, StandardCharsets.UTF_8);
    CliRun r = CliRun.of("--dutch", f.toString(), "-p", "--trust-results").succeeds();
    assertThat(r.outLines()).first().isEqualTo("6");
    assertThat(r.outLines()).last().isEqualTo("9 0");
    assertThat(r.out()).doesNotContainPattern("(?m)(^| )4( |$)");
  }

  @Test
  void dropInAcceptsTheReaderOptions() throws IOException {
    // Player 1's points field says 2.5 where the results give 1.5.
    List<String> lines = new ArrayList<>();
    for (String l : Files.readAllLines(example)) {
      lines.add(l.startsWith("001    1 ") ? l.substring(0, 80) + " 2.5" + l.substring(84) : l);
    }
    Path wrong = dir.resolve("wrong.trf");
    Files.write(wrong, lines, StandardCharsets.UTF_8);
    CliRun.of("--dutch", wrong.toString(), "-p")
        .failsWith(ExitCode.INVALID_INPUT, "--trust-results");
    assertThat(CliRun.of("--dutch", wrong.toString(), "-p", "--trust-results").succeeds().out())
        .isEqualTo(expectedPairs());
    assertThat(CliRun.of("--dutch", wrong.toString(), "-c", "--trust-results").succeeds().out())
        .startsWith("wrong: Round #1");
  }

  // Standard input and output.

  @Test
  void dashReadsStandardInputAndWritesStandardOutput() throws IOException {
    String trf = Files.readString(example);
    assertThat(withInput(trf, "--dutch", "-", "-p").succeeds().out()).isEqualTo(expectedPairs());
    assertThat(withInput(trf, "--dutch", "-", "-p", "-").succeeds().out())
        .isEqualTo(expectedPairs());
    assertThat(withInput(trf, "pair", "-", "-o", "-").succeeds().out()).isEqualTo(expectedPairs());
    assertThat(withInput(trf, "check", "-").succeeds().outLines())
        .last()
        .isEqualTo("3 rounds checked, 0 differ");
    assertThat(Path.of("-")).doesNotExist();
  }

  @Test
  void malformedStandardInputNamesItself() {
    withInput("001 this is not a player line\n", "pair", "-")
        .failsWith(ExitCode.INVALID_INPUT, "<stdin>");
  }
}
