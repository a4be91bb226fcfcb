package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
  }

  @Test
  void generatedTeamFilesCheckCleanAndSelftestPasses() throws Exception {
    Path out = dir.resolve("t.trf");
    CliRun.of(
            "generate",
            "--system",
            "team",
            "--plain",
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
    // Line-ups (300) for every match played and, on request, a forbidden pair (260).
    Path forbidden = dir.resolve("f.trf");
    CliRun.of(
            "generate",
            "--system",
            "team",
            "--plain",
            "--players",
            "8",
            "--rounds",
            "5",
            "--seed",
            "2",
            "--forbidden-pairs",
            "-o",
            forbidden.toString())
        .succeeds();
    String text = Files.readString(forbidden);
    assertThat(text).contains("260   1   5    1    2");
    assertThat(text.lines().filter(l -> l.startsWith("300 "))).hasSize(8 * 5);
    CliRun.of("check", forbidden.toString()).succeeds();
    org.swisspair.model.team.TeamTournament tt =
        new org.swisspair.solver.team.TeamPairingSystem()
            .teams(new org.swisspair.model.trf.TrfReader().read(forbidden));
    for (int r = 1; r <= 5; r++) {
      assertThat(tt.round(1, r).opponent()).as("round %d", r).isNotEqualTo(2);
    }
    // A line-up that names a player of another team is refused by the reader.
    String first = text.lines().filter(l -> l.startsWith("300 ")).findFirst().orElseThrow();
    // Player 1 is in team 1, player 6 in team 2 (five members each).
    String stranger = first.substring(8, 11).trim().equals("1") ? "   6" : "   1";
    String wrong = text.replace(first, first.substring(0, 16) + stranger + first.substring(20));
    Path bad = dir.resolve("bad.trf");
    Files.writeString(bad, wrong);
    CliRun.of("check", bad.toString()).failsWith(ExitCode.INVALID_INPUT, "300");
    CliRun.of(
            "generate",
            "--players",
            "8",
            "--rounds",
            "3",
            "--seed",
            "2",
            "--forbidden-pairs",
            "-o",
            dir.resolve("x.trf").toString())
        .failsWith(ExitCode.INVALID_INPUT, "only for --system team");
    CliRun self =
        CliRun.of("selftest", "--system", "team", "--tournaments", "5", "--seed", "3").succeeds();
    assertThat(self.out()).contains("5 team tournaments", "0 findings");
  }

  @Test
  void bakuAcceleratesTeamsInPairAndCheckAndIsRefusedWithGamePoints() throws Exception {
    Path accelerated = dir.resolve("baku.trf");
    CliRun.of(
            "generate",
            "--system",
            "team",
            "--plain",
            "--players",
            "10",
            "--rounds",
            "6",
            "--seed",
            "5",
            "--baku",
            "-o",
            accelerated.toString())
        .succeeds();
    String text = Files.readString(accelerated);
    assertThat(text).contains("192 FIDE_TEAM_TYPEA_MP_GP_BAKU");
    // 250 records with the values the _BAKU code gives: 3 accelerated rounds of 6, 2 match
    // points in rounds 1-2 and 1 in round 3, to teams 1-6.
    assertThat(text).contains("250  2.0        1   1    1    6", "250  1.0        3   3    1    6");
    org.swisspair.solver.team.TeamPairingSystem team =
        new org.swisspair.solver.team.TeamPairingSystem();
    String codeOnly = String.join("\n", text.lines().filter(l -> !l.startsWith("250 ")).toList());
    assertThat(
            team.teams(new org.swisspair.model.trf.TrfReader().read("a.trf", text)).acceleration())
        .isEqualTo(
            team.teams(new org.swisspair.model.trf.TrfReader().read("b.trf", codeOnly))
                .acceleration())
        .hasSize(6);
    // The same file without the _BAKU code and the 250 records: --baku must give back what the
    // code gave.
    Path plain = dir.resolve("plain.trf");
    Files.writeString(plain, codeOnly.replace("_MP_GP_BAKU", "_MP_GP") + "\n");
    assertThat(CliRun.of("check", plain.toString()).exit()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    assertThat(CliRun.of("check", "--baku", plain.toString()).succeeds().out())
        .contains("6 rounds checked, 0 differ");
    // The drop-in check (-c) passes -b on: no round reported as differing.
    assertThat(CliRun.of("--team", plain.toString(), "-c", "-b").succeeds().out())
        .doesNotContain("checker | tournament");
    // Round 1 (C.04.7 1.2, 1.4): group A is 2 x ceil(10 / 4) = 6 teams with 2 virtual match
    // points, so 1-3 meet 4-6 and 7-8 meet 9-10; without it 1-5 meet 6-10.
    assertThat(matches(CliRun.of("pair", plain.toString(), "--round", "1", "--baku").succeeds()))
        .containsExactlyInAnyOrder("1-4", "2-5", "3-6", "7-9", "8-10");
    assertThat(matches(CliRun.of("pair", plain.toString(), "--round", "1").succeeds()))
        .containsExactlyInAnyOrder("1-6", "2-7", "3-8", "4-9", "5-10");
    CliRun.of("pair", "--baku", "--primary-score", "game", plain.toString(), "--round", "2")
        .failsWith(ExitCode.INVALID_INPUT, "match points as the primary score");
    CliRun.of("check", "--baku", "--primary-score", "game", plain.toString())
        .failsWith(ExitCode.INVALID_INPUT, "match points as the primary score");
  }

  /** The matches of an engine-format pairing as "low-high" team numbers. */
  private static java.util.List<String> matches(CliRun r) {
    java.util.List<String> out = new java.util.ArrayList<>();
    for (String line : r.outLines().subList(1, r.outLines().size())) {
      String[] ab = line.trim().split(" ");
      int a = Integer.parseInt(ab[0]);
      int b = Integer.parseInt(ab[1]);
      out.add(Math.min(a, b) + "-" + Math.max(a, b));
    }
    return out;
  }

  @Test
  void checkListsHaveOneRowPerTeam() throws Exception {
    Path copy = dir.resolve("tec.trf");
    Files.copy(sample, copy);
    CliRun.of("--team", copy.toString(), "-c", "-l").succeeds();
    String list = Files.readString(dir.resolve("tec.list"));
    assertThat(list).contains("Round #14").endsWith(Checklist.footer());
    // Round 1: 50 teams less 3 (240 F) and 39 (240 H); 1-25 start with 2 virtual match points.
    java.util.Map<Integer, java.util.List<String>> r1 = rows(list, 1);
    assertThat(r1).hasSize(48).doesNotContainKeys(3, 39);
    assertThat(r1.get(25).get(1)).isEqualTo("2.0");
    assertThat(r1.get(26).get(1)).isEqualTo("0.0");
    // Round 2 differs (4.3.8): the list shows the checker's pairing, 8 White against 19; team 3
    // had a full-point bye, so no PAB (C2).
    java.util.Map<Integer, java.util.List<String>> r2 = rows(list, 2);
    assertThat(r2.get(8).get(7)).isEqualTo("(19W)");
    assertThat(r2.get(19).get(7)).isEqualTo("(8B)");
    assertThat(r2.get(3).get(5)).isEqualTo("N");
    assertThat(r2.get(8).get(3)).isEqualTo("B");
    assertThat(r2.get(8).get(9)).isEqualTo("20");

    org.swisspair.model.Tournament full = new org.swisspair.model.trf.TrfReader().read(sample);
    Path cut = dir.resolve("cut.trf");
    Files.writeString(
        cut,
        org.swisspair.model.trf.TrfWriter.toText(
            full.truncatedTo(4), org.swisspair.model.trf.TrfWriter.Flavour.TRF26));
    CliRun.of("--team", cut.toString(), "-p", "pairs.txt", "-l").succeeds();
    java.util.Map<Integer, java.util.List<String>> r5 =
        rows(Files.readString(dir.resolve("cut.list")), 0);
    java.util.List<String> pairs = Files.readAllLines(dir.resolve("pairs.txt"));
    assertThat(r5).hasSize(2 * Integer.parseInt(pairs.get(0).trim()));
    for (String line : pairs.subList(1, pairs.size())) {
      String[] wb = line.trim().split(" ");
      assertThat(r5.get(Integer.parseInt(wb[0])).get(7)).isEqualTo("(" + wb[1] + "W)");
      assertThat(r5.get(Integer.parseInt(wb[1])).get(7)).isEqualTo("(" + wb[0] + "B)");
    }
    // Team 3 before round 5: 8 match points, 11 game points, colours W B W, no PAB (C2).
    assertThat(r5.get(3).subList(1, 6)).containsExactly("8.0", "11.0", "WBW", "A", "N");
  }

  /** The rows of round {@code round}'s block (0: the only block) by team, cells trimmed. */
  private static java.util.Map<Integer, java.util.List<String>> rows(String list, int round) {
    String block = list;
    if (round > 0) {
      int from = list.indexOf("Round #" + round + "\n");
      int to = list.indexOf("Round #" + (round + 1) + "\n");
      block = list.substring(from, to < 0 ? list.length() : to);
    }
    java.util.Map<Integer, java.util.List<String>> out = new java.util.TreeMap<>();
    for (String line : block.split("\n")) {
      String[] cells = line.split("\t");
      if (cells.length > 1 && cells[0].trim().matches("\\d+")) {
        java.util.List<String> row = new java.util.ArrayList<>();
        for (String c : cells) {
          row.add(c.trim());
        }
        out.put(Integer.parseInt(row.get(0)), row);
      }
    }
    return out;
  }

  @Test
  void generateTakesEverySettingForTeamsAndTheFileChecksClean() throws Exception {
    Path out = dir.resolve("every.trf");
    CliRun.of(
            "generate",
            "--system",
            "team",
            "--seed",
            "8",
            "--players",
            "14",
            "--rounds",
            "6",
            "--full-byes",
            "1",
            "--half-byes",
            "2:1",
            "--zero-byes",
            "4%",
            "--forfeits",
            "1",
            "--double-forfeits",
            "3:1",
            "--unusual",
            "2",
            "--withdrawals",
            "4:1",
            "--late-entries",
            "1",
            "--ratings",
            "1500-2000",
            "--scoring",
            "W=3,D=1,L=0",
            "--draws",
            "20%",
            "--initial-colour",
            "black",
            "-o",
            out.toString())
        .succeeds();
    String text = Files.readString(out);
    assertThat(text)
        .contains("362 TW 3     TD 1     TL 0", "330 --   3 ", "240 H   2 ", "152 B")
        .contains(
            "--full-byes 1 --half-byes 2:1 --zero-byes 4% --forfeits 1 --double-forfeits 3:1");
    for (int r = 1; r <= 6; r++) {
      String full = String.format("240 F %3d", r);
      assertThat(text.lines().filter(l -> l.startsWith(full))).as("round %d", r).hasSize(1);
    }
    assertThat(CliRun.of("check", out.toString()).succeeds().out())
        .contains("6 rounds checked, 0 differ");
    // The drop-in -g with a configuration file of the same settings gives the same file.
    Path config = dir.resolve("team.cfg");
    Files.writeString(
        config,
        String.join(
            "\n",
            "# the settings above, one a line",
            "players=14",
            "rounds=6",
            "full-byes=1",
            "half-byes=2:1",
            "zero-byes=4%",
            "forfeits=1",
            "double-forfeits=3:1",
            "unusual=2",
            "withdrawals=4:1",
            "late-entries=1",
            "ratings=1500-2000",
            "scoring=W=3,D=1,L=0",
            "draws=20%",
            "initial-colour=black",
            text.contains("--colour-preferences B")
                ? "colour-preferences=B"
                : text.contains("--colour-preferences A")
                    ? "colour-preferences=A"
                    : "colour-preferences=none",
            text.contains("--primary-score game") ? "primary-score=game" : "primary-score=match",
            text.contains("--no-baku") ? "baku=false" : "baku=true",
            "unrated=" + text.split("--unrated ")[1].split(" ")[0],
            "seed=8"));
    Path dropIn = dir.resolve("drop-in.trf");
    CliRun.of("--team", "-g", config.toString(), "-o", dropIn.toString()).succeeds();
    assertThat(Files.readString(dropIn)).isEqualTo(text);
  }

  @Test
  void twoSeedlessTeamRunsDifferAndTeamsRefuseByeScoring() throws Exception {
    Path a = dir.resolve("a.trf");
    Path b = dir.resolve("b.trf");
    CliRun ra = CliRun.of("generate", "--system", "team", "-o", a.toString());
    CliRun rb = CliRun.of("generate", "--system", "team", "-o", b.toString());
    assertThat(ra.exit()).isZero();
    assertThat(rb.exit()).isZero();
    assertThat(ra.err()).startsWith("swisspair: no seed given; using --seed ");
    assertThat(Files.readString(a)).isNotEqualTo(Files.readString(b));
    CliRun.of(
            "generate",
            "--system",
            "team",
            "--seed",
            "1",
            "--scoring",
            "W=2,D=1,L=0,H=0",
            "-o",
            a.toString())
        .failsWith(ExitCode.INVALID_INPUT, "match points (362)");
  }

  @Test
  void aTeamTieBreakListIsWrittenAs202AndTheRanksCheckClean() throws Exception {
    Path out = dir.resolve("ranked.trf");
    CliRun.of(
            "generate",
            "--system",
            "team",
            "--seed",
            "12",
            "--players",
            "12",
            "--rounds",
            "5",
            "--tiebreaks",
            "EDE,BH:GP/C1,ESB",
            "-o",
            out.toString())
        .succeeds();
    String text = Files.readString(out);
    assertThat(text).contains("\n202 EDE,BH:GP/C1,ESB\n", "--tiebreaks EDE,BH:GP/C1,ESB");
    assertThat(text.lines().filter(l -> l.startsWith("310")))
        .hasSize(12)
        .allMatch(l -> l.length() > 71 && !l.substring(54, 71).isBlank());
    assertThat(CliRun.of("check", out.toString()).succeeds().out())
        .contains(
            "5 rounds checked, 0 differ; team standings after round 5 by 202 EDE,BH:GP/C1,ESB")
        .contains(": 0 of 12 ranks differ");
    // The drop-in -g takes the list as a configuration key.
    Path keyed = dir.resolve("keyed.cfg");
    Files.writeString(
        keyed,
        String.join("\n", "players=12", "rounds=5", "seed=12", "tiebreaks=EDE,BH:GP/C1,ESB"));
    Path fromKey = dir.resolve("from-key.trf");
    CliRun.of("--team", "-g", keyed.toString(), "-o", fromKey.toString()).succeeds();
    assertThat(Files.readString(fromKey)).contains("\n202 EDE,BH:GP/C1,ESB\n");
    assertThat(CliRun.of("check", fromKey.toString()).succeeds().out())
        .contains(": 0 of 12 ranks differ");
  }

  @Test
  void aListNotGivenIsDrawnFromTheTeamListsAndRepeatsFromTheSeed() throws Exception {
    java.util.Set<String> drawn = new java.util.TreeSet<>();
    for (int seed = 1; seed <= 6; seed++) {
      Path out = dir.resolve("drawn-" + seed + ".trf");
      CliRun.of("generate", "--system", "team", "--seed", "" + seed, "-o", out.toString())
          .succeeds();
      String text = Files.readString(out);
      String list =
          text.lines().filter(l -> l.startsWith("202 ")).findFirst().orElseThrow().substring(4);
      assertThat(org.swisspair.solver.team.TeamGenerator.TIE_BREAK_LISTS)
          .as("seed %d", seed)
          .contains(list);
      assertThat(text).as("seed %d", seed).contains("--tiebreaks " + list);
      drawn.add(list);
      assertThat(CliRun.of("check", out.toString()).succeeds().out())
          .as("seed %d", seed)
          .containsPattern("by 202 [^:]+: 0 of \\d+ ranks differ");
      // The ### line repeats the run byte for byte.
      Path again = dir.resolve("again-" + seed + ".trf");
      String args = text.lines().filter(l -> l.startsWith("###")).findFirst().orElseThrow();
      List<String> argv =
          new java.util.ArrayList<>(List.of(args.substring("### swisspair ".length()).split(" ")));
      argv.add("-o");
      argv.add(again.toString());
      CliRun.of(argv.toArray(String[]::new)).succeeds();
      assertThat(Files.readString(again)).as("seed %d", seed).isEqualTo(text);
    }
    assertThat(drawn).hasSizeGreaterThan(1);
  }
}
