package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * Unusual results and double forfeits through the command line (GEN-4), and every way a scoring
 * system enters refused with exit 3 and one line naming the file, record and rule (GEN-5 to GEN-8),
 * while the usual systems are accepted.
 */
class ResultsAndScoringCommandsTest {
  private static final String OLD = "old content\n";

  @TempDir Path dir;

  /** A 001 line with round blocks from column 92 and the points field. */
  private static String player(int id, String points, String... rounds) {
    StringBuilder sb =
        new StringBuilder(
            String.format(
                "001 %4d  %3s %-33s %4d %-3s %11s %-10s %4s %4d",
                id, "", "Player " + id, 2400 - 100 * id, "ENG", "", "", points, id));
    for (String r : rounds) {
      sb.append("  ").append(r);
    }
    return sb.toString();
  }

  /** Round 1 of four players: 1-3 ended 1/2-0, 4-2 ended 0-0; round 2 to pair. */
  private Path unusual() throws IOException {
    Path p = dir.resolve("unusual.trf");
    Files.write(
        p,
        List.of(
            "012 Unusual results",
            "XXR 3",
            player(1, "0.5", "   3 w ="),
            player(2, "0.0", "   4 b 0"),
            player(3, "0.0", "   1 b 0"),
            player(4, "0.0", "   2 w 0")),
        StandardCharsets.UTF_8);
    return p;
  }

  /** The example with {@code record} inserted after its first line, as {@code name}. */
  private Path exampleWith(String name, String... records) throws IOException {
    List<String> lines =
        new ArrayList<>(
            Files.readAllLines(
                FixtureFiles.root().resolve("examples/example.trf"), StandardCharsets.UTF_8));
    lines.addAll(1, List.of(records));
    Path p = dir.resolve(name);
    Files.write(p, lines, StandardCharsets.UTF_8);
    return p;
  }

  private Path oldOutput() throws IOException {
    Path out = dir.resolve("out.txt");
    Files.writeString(out, OLD);
    return out;
  }

  @Test
  void pairsAfterUnusualResultsWithoutRepeatingTheGames() throws IOException {
    List<String> engine = CliRun.of("pair", unusual().toString()).succeeds().outLines();
    assertThat(engine.get(0)).isEqualTo("2");
    for (String board : engine.subList(1, engine.size())) {
      assertThat(List.of(board.split(" ")))
          .as(board)
          .isNotEqualTo(List.of("1", "3"))
          .isNotEqualTo(List.of("3", "1"))
          .isNotEqualTo(List.of("2", "4"))
          .isNotEqualTo(List.of("4", "2"));
    }
    assertThat(CliRun.of("check", unusual().toString()).succeeds().out()).contains("0 differ");
  }

  @Test
  void convertsUnusualResultsToTrf2026AndJsonAndBack() throws IOException {
    Path in = unusual();
    Path trf26 = dir.resolve("u26.trf");
    Path json = dir.resolve("u.json");
    Path again = dir.resolve("again.trf");
    CliRun.of("convert", in.toString(), "-o", trf26.toString(), "--to", "trf26").succeeds();
    assertThat(Files.readString(trf26)).contains("   3 w =").contains("   1 b 0");
    CliRun.of("convert", trf26.toString(), "-o", json.toString()).succeeds();
    CliRun.of("convert", json.toString(), "-o", again.toString(), "--to", "trf16").succeeds();
    Tournament t = TournamentFiles.read(in, false);
    assertThat(TournamentFiles.read(again, false).players()).isEqualTo(t.players());
  }

  @Test
  void recordsUnusualResultsAndADoubleForfeit() throws IOException {
    Path in = unusual();
    Path results = dir.resolve("r2.json");
    Files.writeString(
        results,
        "{\"games\": [{\"white\": 1, \"black\": 2, \"result\": \"0-0\"},"
            + " {\"white\": 3, \"black\": 4, \"result\": \"-/-\"}]}");
    Path out = dir.resolve("after.trf");
    CliRun.of("record", in.toString(), "--results", results.toString(), "-o", out.toString())
        .succeeds();
    String text = Files.readString(out);
    assertThat(text).contains("   3 w =     2 w 0").contains("   1 b 0     4 w -");
    // 3 and 4 forfeited both: they may meet again, 1-2 and 1-3 may not.
    List<String> engine = CliRun.of("pair", out.toString()).succeeds().outLines();
    assertThat(engine).doesNotContain("1 2", "2 1", "1 3", "3 1");
  }

  @Test
  void refusesA162WhereTwoDrawsOutweighAWinAndALoss() throws IOException {
    Path in = exampleWith("draws.trf", "162  W 1.0    D 0.6    L 0.0");
    Path out = oldOutput();
    CliRun.of("pair", in.toString(), "-o", out.toString())
        .failsWith(
            ExitCode.INVALID_INPUT,
            "draws.trf:2:15: 162: two draws (2 x 0.6 = 1.2) are worth more than a win and a"
                + " loss (1.0 + 0.0 = 1.0)",
            "VCL Q74");
    assertThat(Files.readString(out)).isEqualTo(OLD);
    CliRun.of("check", in.toString()).failsWith(ExitCode.INVALID_INPUT, "draws.trf:2:15: 162:");
  }

  @Test
  void refusesAPabWorthMoreThanAWinInEveryScoringRecord() throws IOException {
    CliRun.of("pair", exampleWith("xxs.trf", "XXS PAB=1.5").toString())
        .failsWith(
            ExitCode.INVALID_INPUT,
            "xxs.trf:2:5: XXS: a PAB (1.5) is worth more than a win (1.0)",
            "Q81");
    CliRun.of("pair", exampleWith("p.trf", "162  W 1.0    P 1.5").toString())
        .failsWith(ExitCode.INVALID_INPUT, "p.trf:2:15: 162: a PAB (1.5)");
    CliRun.of("pair", exampleWith("bbu.trf", "BBU  1.5").toString())
        .failsWith(ExitCode.INVALID_INPUT, "bbu.trf:2:5: BBU: a PAB (1.5)");
  }

  @Test
  void refusesUnderStandardScoringAPabOtherThanOneHalfOrZero() throws IOException {
    CliRun.of("pair", exampleWith("u.trf", "BBU  0.7").toString())
        .failsWith(
            ExitCode.INVALID_INPUT,
            "u.trf:2:5: BBU: under the standard scoring (1, 1/2, 0) a PAB is worth 1, 1/2 or 0,"
                + " not 0.7",
            "Q83");
  }

  @Test
  void refusesAJsonScoringThatBreaksARule() throws IOException {
    Path json = dir.resolve("t.json");
    CliRun.of(
            "convert",
            FixtureFiles.root().resolve("examples/example.trf").toString(),
            "-o",
            json.toString())
        .succeeds();
    Files.writeString(json, Files.readString(json).replace("\"pab\" : 10", "\"pab\" : 7"));
    CliRun.of("pair", json.toString())
        .failsWith(ExitCode.INVALID_INPUT, "t.json", "scoring: under the standard scoring");
  }

  @Test
  void generateRefusesEachBrokenScoring() {
    String[][] cases = {
      {"W=1,D=0.6,L=0", "two draws (2 x 0.6 = 1.2)"},
      {"W=1,D=0.5,L=0,U=1.5", "a PAB (1.5) is worth more than a win (1.0)"},
      {
        "W=1,D=0.5,L=0,U=0.7",
        "under the standard scoring (1, 1/2, 0) a PAB is worth 1, 1/2 or 0, not 0.7"
      },
      {"W=3,D=1,L=0,U=1.5", "a PAB (1.5) must be a score that wins, draws and losses"},
      {"W=0,D=0,L=0", "a win (0.0) must be worth more than a loss (0.0)"}
    };
    for (String[] c : cases) {
      CliRun.of(
              "generate",
              "--players",
              "6",
              "--rounds",
              "2",
              "--seed",
              "1",
              "--scoring",
              c[0],
              "-o",
              dir.resolve("g.trf").toString())
          .failsWith(ExitCode.INVALID_INPUT, "--scoring: " + c[1]);
      assertThat(Files.exists(dir.resolve("g.trf"))).isFalse();
    }
  }

  @Test
  void generateAcceptsTheUsualSystemsAndWritesThemBack() throws IOException {
    String[][] cases = {
      {"W=3,D=1,L=0", "30 10 0 30"},
      {"W=2,D=1,L=0", "20 10 0 20"},
      {"W=1,D=0.5,L=0,U=0.5", "10 5 0 5"},
      {"W=1,D=0.5,L=0,U=0", "10 5 0 0"},
      {"W=3,D=1,L=0,U=1", "30 10 0 10"}
    };
    for (String[] c : cases) {
      Path out = dir.resolve("g" + c[1].replace(' ', '_') + ".trf");
      CliRun.of(
              "generate",
              "--players",
              "7",
              "--rounds",
              "3",
              "--seed",
              "5",
              "--scoring",
              c[0],
              "-o",
              out.toString())
          .succeeds();
      ScoringSystem s = TournamentFiles.read(out, false).scoring();
      assertThat(s.winWhite() + " " + s.drawWhite() + " " + s.lossWhite() + " " + s.pab())
          .as(c[0])
          .isEqualTo(c[1]);
    }
    // Double-Swiss: a written PAB is the whole bye's, up to a match won (DSW-4, GEN-7).
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
            "--scoring",
            "W=1,D=0.5,L=0,U=1.5",
            "-o",
            dir.resolve("ds.json").toString())
        .succeeds();
  }
}
