package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.research.Metric;
import org.swisspair.solver.research.Simulator;
import org.swisspair.solver.research.Study;
import org.swisspair.solver.research.TableWriter;
import org.swisspair.solver.testing.FixtureFiles;

/** {@code simulate} and {@code standings} end to end through the command line. */
class ResearchCommandsTest {
  @TempDir Path dir;

  private static final Path EXAMPLE = FixtureFiles.root().resolve("examples/example.trf");

  /** Asserts exit 0 and, on standard error, only the note that Parquet was not written. */
  private static CliRun succeedsWithoutParquet(CliRun r) {
    assertThat(r.exit()).as("exit code; stderr: %s", r.err()).isZero();
    assertThat(r.err().lines()).containsExactly(SimulateCommand.NO_PARQUET);
    return r;
  }

  private CliRun simulate(Path out, String threads) {
    return CliRun.of(
        "simulate",
        "--systems",
        "dutch,burstein",
        "--players",
        "12",
        "--rounds",
        "4",
        "--tournaments",
        "3",
        "--seed",
        "1",
        "--threads",
        threads,
        "--forfeit-rate",
        "0.05",
        "--half-bye-rate",
        "0.05",
        "-o",
        out.toString());
  }

  /** The CSV rows without the timing columns. */
  private static List<String> withoutTimes(Path csv) throws IOException {
    List<String> lines = Files.readAllLines(csv);
    List<String> header = List.of(lines.get(0).split(",", -1));
    List<String> out = new ArrayList<>();
    for (String line : lines) {
      String[] f = line.split(",", -1);
      StringBuilder b = new StringBuilder();
      for (int i = 0; i < f.length; i++) {
        String column = header.get(i);
        boolean timing = column.equals("round_ms");
        for (Metric m : Metric.values()) {
          timing |= m.timing() && m.column().equals(column);
        }
        if (!timing) {
          b.append(f[i]).append(',');
        }
      }
      out.add(b.toString());
    }
    return out;
  }

  @Test
  void simulateWritesTheCsvFilesAndTheReport() throws IOException {
    Path out = dir.resolve("study");
    CliRun r = succeedsWithoutParquet(simulate(out, "2"));
    assertThat(r.out()).contains("kendall_tau", "dutch", "burstein", "12 players");
    List<String> rows = Files.readAllLines(out.resolve("tournaments.csv"));
    assertThat(rows).hasSize(1 + 3 * 2);
    assertThat(rows.get(1)).startsWith("0,").contains(",dutch,12,4,ok,");
    assertThat(rows.get(2)).contains(",burstein,12,4,ok,");
    assertThat(Files.readAllLines(out.resolve("summary.csv")))
        .hasSize(1 + 2 * Metric.values().length);
    String html = Files.readString(out.resolve("report.html"));
    assertThat(html).contains("data:image/png;base64,", "burstein &minus; dutch");
  }

  @Test
  void withoutTheParquetModuleSimulateWritesCsvAndSaysOnceHowToGetParquet() throws IOException {
    Path out = dir.resolve("csv-only");
    CliRun r = succeedsWithoutParquet(simulate(out, "1"));
    assertThat(TableWriter.find("parquet")).isEmpty();
    assertThat(r.err()).contains("mvn -pl parquet -am package", "parquet/target/lib/*");
    try (var files = Files.list(out)) {
      assertThat(files.map(f -> f.getFileName().toString()))
          .containsExactlyInAnyOrder("tournaments.csv", "summary.csv", "report.html");
    }
  }

  @Test
  void anEngineFailureIsNamedWithItsSeed() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    double[] none = new double[Metric.values().length];
    List<Study.Result> rows =
        List.of(
            new Study.Result(0, 11, "dutch", 12, 4, "ok", none, new double[4]),
            new Study.Result(
                1, 42, "lim", 12, 4, "round 3: " + Simulator.FAILED + "X: y", none, new double[4]));
    SimulateCommand.reportEngineFailures(new PrintStream(err, true), rows);
    assertThat(err.toString())
        .isEqualTo(
            "swisspair: lim failed in tournament 1 (tournament seed 42): round 3: engine failure:"
                + " X: y"
                + System.lineSeparator());
  }

  @Test
  void theSameSeedGivesTheSameRowsOnAnyNumberOfThreads() throws IOException {
    succeedsWithoutParquet(simulate(dir.resolve("a"), "1"));
    succeedsWithoutParquet(simulate(dir.resolve("b"), "2"));
    assertThat(withoutTimes(dir.resolve("b/tournaments.csv")))
        .isEqualTo(withoutTimes(dir.resolve("a/tournaments.csv")));
  }

  @Test
  void simulatePlaysDoubleSwissAndTeamsOfTheBoardsAskedForOnAnyNumberOfThreads()
      throws IOException {
    List<CliRun> runs = new ArrayList<>();
    for (String threads : List.of("1", "2")) {
      runs.add(
          succeedsWithoutParquet(
              CliRun.of(
                  "simulate",
                  "--systems",
                  "double-swiss,team",
                  "--boards",
                  "2",
                  "--players",
                  "8",
                  "--rounds",
                  "3",
                  "--tournaments",
                  "3",
                  "--seed",
                  "4",
                  "--threads",
                  threads,
                  "--forfeit-rate",
                  "0.05",
                  "-o",
                  dir.resolve("t" + threads).toString())));
    }
    assertThat(runs.get(0).out()).contains("teams of 2 boards", "double-swiss", "team");
    List<String> rows = withoutTimes(dir.resolve("t1/tournaments.csv"));
    assertThat(rows).hasSize(7).allSatisfy(r -> assertThat(r).doesNotContain("round "));
    assertThat(withoutTimes(dir.resolve("t2/tournaments.csv"))).isEqualTo(rows);
  }

  @Test
  void simulateTakesThePlayersOfAFile() throws IOException {
    Path out = dir.resolve("trf");
    CliRun r =
        CliRun.of(
            "simulate",
            "--systems",
            "dutch+baku",
            "--trf",
            EXAMPLE.toString(),
            "--rounds",
            "5",
            "--tournaments",
            "2",
            "--seed",
            "3",
            "--rating-noise",
            "100",
            "-o",
            out.toString());
    succeedsWithoutParquet(r);
    assertThat(Files.readAllLines(out.resolve("tournaments.csv")).get(1))
        .contains(",dutch+baku,12,5,");
  }

  @Test
  void simulateRejectsBadOptionsWithOneLine() {
    CliRun.of(
            "simulate",
            "--systems",
            "swiss",
            "--players",
            "10",
            "--rounds",
            "3",
            "--tournaments",
            "1",
            "--seed",
            "1",
            "-o",
            dir.toString())
        .failsWith(ExitCode.INVALID_INPUT, "unknown pairing system 'swiss'", "dutch");
    CliRun.of(
            "simulate",
            "--players",
            "10",
            "--trf",
            EXAMPLE.toString(),
            "--rounds",
            "3",
            "--tournaments",
            "1",
            "--seed",
            "1",
            "-o",
            dir.toString())
        .failsWith(ExitCode.INVALID_INPUT, "either --players N or --trf FILE");
    CliRun.of(
            "simulate",
            "--players",
            "6",
            "--rounds",
            "6",
            "--tournaments",
            "1",
            "--seed",
            "1",
            "-o",
            dir.toString())
        .failsWith(ExitCode.INVALID_INPUT, "rounds must be 1..5");
    CliRun.of(
            "simulate",
            "--players",
            "10",
            "--rounds",
            "3",
            "--tournaments",
            "1",
            "--seed",
            "1",
            "--distribution",
            "cauchy",
            "-o",
            dir.toString())
        .failsWith(ExitCode.INVALID_INPUT, "unknown distribution 'cauchy'");
    // Team tournaments are not accelerated by the simulator: refused, not played unaccelerated.
    CliRun.of(
            "simulate",
            "--systems",
            "dutch,team+baku",
            "--players",
            "10",
            "--rounds",
            "3",
            "--tournaments",
            "1",
            "--seed",
            "1",
            "-o",
            dir.toString())
        .failsWith(ExitCode.UNEXPECTED, "cannot simulate team+baku");
  }

  @Test
  void standingsPrintEveryPlayerWithTieBreaks() {
    CliRun r = CliRun.of("standings", EXAMPLE.toString()).succeeds();
    List<String> lines = r.outLines();
    assertThat(lines.get(0)).startsWith("Standings after round ");
    assertThat(lines.get(1))
        .contains("Rank", "TPN", "Pts", "BH/C1", "BH", "SB", "DE", "WIN", "ARO");
    assertThat(lines).hasSize(2 + 12);
    assertThat(lines.get(2)).matches("^=?1 .*");
  }

  @Test
  void standingsAsCsvAreOrderedByPointsAndTieBreaks() {
    CliRun r =
        CliRun.of("standings", EXAMPLE.toString(), "--format", "csv", "--tiebreaks", "BH,SB")
            .succeeds();
    List<String> lines = r.outLines();
    assertThat(lines.get(0)).isEqualTo("rank,tpn,name,rating,points,BH,SB");
    double previousPoints = Double.MAX_VALUE;
    double previousBh = Double.MAX_VALUE;
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",");
      double points = Double.parseDouble(f[f.length - 3]);
      double bh = Double.parseDouble(f[f.length - 2]);
      assertThat(points).isLessThanOrEqualTo(previousPoints);
      if (points == previousPoints) {
        assertThat(bh).isLessThanOrEqualTo(previousBh);
      }
      previousPoints = points;
      previousBh = bh;
    }
  }

  @Test
  void standingsRejectUnknownTieBreaksAndRounds() {
    CliRun.of("standings", EXAMPLE.toString(), "--tiebreaks", "BH,XYZ")
        .failsWith(ExitCode.INVALID_INPUT, "unknown tie-break 'XYZ'");
    CliRun.of("standings", EXAMPLE.toString(), "--round", "99")
        .failsWith(ExitCode.INVALID_INPUT, "--round");
    CliRun.of("standings", dir.resolve("missing.trf").toString())
        .failsWith(ExitCode.FILE_ACCESS, "missing.trf");
  }

  @Test
  void helpListsTheResearchCommands() {
    assertThat(CliRun.of("--help").succeeds().out()).contains("simulate", "standings");
    assertThat(CliRun.of("simulate", "--help").succeeds().out())
        .contains("Usage: swisspair simulate", "--systems", "--tournaments");
    assertThat(CliRun.of("standings", "--help").succeeds().out())
        .contains("Usage: swisspair standings", "--tiebreaks");
  }

  @Test
  void theProgressBarShowsTheRateAndTheTimeLeft() {
    String line = SimulateCommand.EtaBar.line(25, 100, 10);
    assertThat(line).contains("25/100", "2.5/s", "ETA 30s");
    assertThat(SimulateCommand.EtaBar.duration(3725)).isEqualTo("1h02m");
    assertThat(SimulateCommand.EtaBar.duration(125)).isEqualTo("2m05s");
  }
}
