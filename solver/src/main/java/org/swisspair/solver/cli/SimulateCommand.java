package org.swisspair.solver.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.swisspair.model.Tournament;
import org.swisspair.solver.research.Field;
import org.swisspair.solver.research.GameModel;
import org.swisspair.solver.research.HtmlReport;
import org.swisspair.solver.research.Metric;
import org.swisspair.solver.research.ResultTable;
import org.swisspair.solver.research.ResultsCsv;
import org.swisspair.solver.research.Simulator;
import org.swisspair.solver.research.Study;
import org.swisspair.solver.research.StudyOptions;
import org.swisspair.solver.research.Summary;
import org.swisspair.solver.research.SystemVariant;
import org.swisspair.solver.research.TableWriter;
import org.swisspair.solver.research.TeamSimulator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code swisspair simulate}: one field under every system, measured and compared. */
@Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Simulates tournaments under several pairing systems and compares them.",
      "Each of K tournaments draws a field (N players from a strength distribution, or the players"
          + " of a file) and its random numbers from the seed; every system then plays that field"
          + " with the same draws (results from Milvang's game model, byes, absences and forfeits),"
          + " so differences come from the pairing. Writes OUT/tournaments.csv (one row per"
          + " tournament and system), OUT/summary.csv (means with 95%% confidence intervals and"
          + " paired differences to the first system) and OUT/report.html (charts), and prints the"
          + " summary. The results do not depend on the number of threads. With the module"
          + " swisspair-parquet on the class path, also OUT/tournaments.parquet and"
          + " OUT/summary.parquet.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:done (tournaments that ran out of legal pairings are counted in the report)",
      "2:unexpected error",
      "3:invalid option or input file",
      "5:input unreadable or output unwritable"
    })
final class SimulateCommand implements Callable<Integer> {
  /** Said once when the Parquet writer is not on the class path. */
  static final String NO_PARQUET =
      "swisspair: wrote CSV only; for Parquet build the module swisspair-parquet (mvn -pl parquet"
          + " -am package): the launcher then puts parquet/target/lib/* on the class path";

  private final Io io;

  @Option(
      names = "--systems",
      paramLabel = "LIST",
      defaultValue = "all",
      description =
          "Systems to compare, e.g. dutch,burstein,dutch+baku; 'all' = every built system"
              + " (default: ${DEFAULT-VALUE}).")
  String systems = "all";

  @Option(
      names = "--players",
      paramLabel = "N",
      description = "Players per tournament (teams for the team system).")
  Integer players;

  @Option(
      names = "--trf",
      paramLabel = "FILE",
      description = "Take the players (ratings) of this tournament file instead of --players.")
  Path trf;

  @Option(
      names = "--distribution",
      paramLabel = "SPEC",
      defaultValue = "normal:1800:300",
      description =
          "True strengths: normal:MEAN:SD or uniform:LOW:HIGH (default: ${DEFAULT-VALUE}).")
  String distribution = "normal:1800:300";

  @Option(
      names = "--rating-noise",
      paramLabel = "SD",
      defaultValue = "0",
      description =
          "Standard deviation between rating and true strength, Elo points (default:"
              + " ${DEFAULT-VALUE}).")
  double noise;

  @Option(names = "--rounds", paramLabel = "R", required = true, description = "Rounds.")
  int rounds;

  @Option(
      names = "--tournaments",
      paramLabel = "K",
      required = true,
      description = "Tournaments per system.")
  int tournaments;

  @Option(names = "--seed", paramLabel = "X", required = true, description = "Study seed.")
  long seed;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "Worker threads (default: the number of processors).")
  Integer threads;

  @Option(
      names = "--half-bye-rate",
      paramLabel = "F",
      defaultValue = "0",
      description = "Chance per player and round of a half-point bye (default: ${DEFAULT-VALUE}).")
  double halfByeRate;

  @Option(
      names = "--absence-rate",
      paramLabel = "F",
      defaultValue = "0",
      description =
          "Chance per player and round of a known absence, zero points (default:"
              + " ${DEFAULT-VALUE}).")
  double absenceRate;

  @Option(
      names = "--forfeit-rate",
      paramLabel = "F",
      defaultValue = "0",
      description =
          "Chance per player and game of not showing up, a forfeit (default: ${DEFAULT-VALUE}).")
  double forfeitRate;

  @Option(
      names = "--top-k",
      paramLabel = "K",
      defaultValue = "10",
      description = "k of the top-k metrics (default: ${DEFAULT-VALUE}).")
  int topK = 10;

  @Option(
      names = "--unrated-rating",
      paramLabel = "R",
      defaultValue = "1400",
      description = "Rating given to unrated players of --trf (default: ${DEFAULT-VALUE}).")
  int unratedRating = 1400;

  @Option(
      names = "--boards",
      paramLabel = "B",
      defaultValue = "4",
      description =
          "Boards per team match for the team system, whose field is --players teams of B players"
              + " (default: ${DEFAULT-VALUE}).")
  int boards = StudyOptions.DEFAULT_BOARDS;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "DIR",
      required = true,
      description = "Output directory (created if missing).")
  Path output;

  /** A command writing to {@code io}. */
  SimulateCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    StudyOptions o = options();
    // Said once the options are valid, so that an error stays the only line on stderr.
    if (List.of(systems.trim().toLowerCase(Locale.ROOT).split("\\s*,\\s*")).contains("all")) {
      for (String note : SystemVariant.leftOutOfAll()) {
        io.err().println("swisspair: " + note);
      }
    }
    try {
      Files.createDirectories(output);
    } catch (IOException e) {
      throw CliException.fileAccess(output + ": cannot create the directory: " + e.getMessage(), e);
    }
    EtaBar bar = new EtaBar(io.err(), System.console() != null);
    long start = System.nanoTime();
    long cpuStart = processCpuNanos();
    List<Study.Result> rows;
    try {
      rows = Study.run(o, bar::update);
    } finally {
      bar.finish();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    double cpuSeconds = (processCpuNanos() - cpuStart) / 1e9;
    Summary summary = Summary.of(rows);
    List<String> facts = facts(o, seconds, cpuSeconds);
    List<ResultTable> tables = List.of(ResultTable.tournaments(rows), ResultTable.summary(summary));
    Optional<TableWriter> parquet = TableWriter.find("parquet");
    try {
      for (ResultTable t : tables) {
        ResultsCsv.write(output.resolve(t.name() + ".csv"), t);
        if (parquet.isPresent()) {
          parquet.get().write(output.resolve(t.name() + ".parquet"), t);
        }
      }
      HtmlReport.write(output.resolve("report.html"), "swisspair study", facts, rows);
    } catch (IOException e) {
      throw CliException.fileAccess(output + ": cannot write: " + e.getMessage(), e);
    }
    if (parquet.isEmpty()) {
      io.err().println(NO_PARQUET);
    }
    print(io.out(), summary, facts);
    reportEngineFailures(io.err(), rows);
    return ExitCode.OK;
  }

  private StudyOptions options() {
    List<SystemVariant> variants;
    try {
      variants = SystemVariant.parseList(systems);
    } catch (IllegalArgumentException e) {
      boolean notBuilt =
          e.getMessage().contains("not built yet") || e.getMessage().contains("cannot simulate");
      throw new CliException(
          notBuilt ? ExitCode.UNEXPECTED : ExitCode.INVALID_INPUT, "--systems: " + e.getMessage());
    }
    if ((players == null) == (trf == null)) {
      throw CliException.invalid("give either --players N or --trf FILE");
    }
    int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    try {
      Field.Source field;
      if (trf != null) {
        Tournament file = TournamentFiles.read(trf, false);
        field = Field.players(file, noise, unratedRating);
      } else {
        field = Field.distribution(distribution, players, noise);
      }
      return new StudyOptions(
          field,
          rounds,
          tournaments,
          variants,
          seed,
          t,
          halfByeRate,
          absenceRate,
          forfeitRate,
          topK,
          GameModel.MILVANG,
          boards);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(e.getMessage());
    }
  }

  /** The CPU time of this process so far, -1 when the JVM does not tell. */
  static long processCpuNanos() {
    return java.lang.management.ManagementFactory.getOperatingSystemMXBean()
            instanceof com.sun.management.OperatingSystemMXBean os
        ? os.getProcessCpuTime()
        : -1;
  }

  private List<String> facts(StudyOptions o, double seconds, double cpuSeconds) {
    List<String> f = new ArrayList<>();
    f.add("Field: " + o.field().describe());
    f.add(
        String.format(
            Locale.ROOT,
            "%d rounds, %d tournaments per system, seed %d, systems %s",
            o.rounds(),
            o.tournaments(),
            o.seed(),
            String.join(", ", o.systems().stream().map(SystemVariant::label).toList())));
    f.add(
        String.format(
            Locale.ROOT,
            "Half-point byes %s, absences %s, forfeits %s per player and round; top-k with k = %d",
            o.halfByeRate(),
            o.zeroByeRate(),
            o.forfeitRate(),
            o.topK()));
    f.add(
        "Results: Milvang's model (Elo logistic, rating-dependent draws, White advantage); final"
            + " ranking by score, BH-C1, BH, SB, DE, WIN, ARO, then lots");
    if (o.systems().stream().anyMatch(SystemVariant::doubleSwiss)) {
      f.add(
          "Double-Swiss: every pairing a two-game match (colours swapped in game 2), scores in"
              + " match units (2 for a match win); colour measures on match colours");
    }
    if (o.systems().stream().anyMatch(SystemVariant::team)) {
      f.add(
          String.format(
              Locale.ROOT,
              "Team: the field's units are teams of %d boards (players spread %.0f Elo around the"
                  + " team, boards by rating); ranking by match points, game points, then the"
                  + " above; measures on teams, truth = mean of the players' strengths",
              o.boards(),
              TeamSimulator.BOARD_SPREAD));
    }
    f.add(
        String.format(
            Locale.ROOT,
            "Run in %.1f s wall-clock, %.1f s CPU, on %d threads (%d processors)",
            seconds,
            cpuSeconds,
            o.threads(),
            Runtime.getRuntime().availableProcessors()));
    return f;
  }

  private static void print(PrintStream out, Summary s, List<String> facts) {
    for (String f : facts) {
      out.println(f);
    }
    StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-20s", "metric"));
    for (String sys : s.systems()) {
      header.append(String.format(Locale.ROOT, " %24s", sys));
    }
    out.println(header);
    for (Metric m : Metric.values()) {
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-20s", m.column()));
      for (String sys : s.systems()) {
        Summary.Estimate e = s.line(sys, m).estimate();
        line.append(
            e.n() == 0
                ? String.format(Locale.ROOT, " %24s", "-")
                : String.format(Locale.ROOT, " %12.4f ± %9.4f", e.mean(), e.halfWidth()));
      }
      out.println(line);
    }
    for (String sys : s.systems()) {
      if (s.failures(sys) > 0) {
        out.println(sys + ": " + s.failures(sys) + " tournaments without a valid pairing");
      }
    }
    out.flush();
  }

  /**
   * Names on stderr every tournament in which a system failed (threw), with the seed that replays
   * it, so that a failure is seen and not only counted.
   */
  static void reportEngineFailures(PrintStream err, List<Study.Result> rows) {
    int shown = 0;
    int total = 0;
    for (Study.Result r : rows) {
      if (r.status().contains(Simulator.FAILED)) {
        total++;
        if (shown < 20) {
          shown++;
          err.printf(
              Locale.ROOT,
              "swisspair: %s failed in tournament %d (tournament seed %d): %s%n",
              r.system(),
              r.tournament(),
              r.seed(),
              r.status());
        }
      }
    }
    if (total > shown) {
      err.printf(Locale.ROOT, "swisspair: ... %d engine failures in all%n", total);
    }
  }

  /** A progress bar with the rate and the time left, drawn only on a terminal. */
  static final class EtaBar {
    private static final int WIDTH = 30;
    private final PrintStream err;
    private final boolean enabled;
    private final long start = System.nanoTime();
    private boolean drawn;

    EtaBar(PrintStream err, boolean enabled) {
      this.err = err;
      this.enabled = enabled;
    }

    /** {@code done} of {@code total} tournaments are finished. */
    synchronized void update(int done, int total) {
      if (!enabled || total <= 0) {
        return;
      }
      err.print("\r" + line(done, total, (System.nanoTime() - start) / 1e9));
      err.flush();
      drawn = true;
    }

    /** The bar's text after {@code seconds}. */
    static String line(int done, int total, double seconds) {
      int filled = (int) ((long) WIDTH * Math.min(done, total) / total);
      String eta = done == 0 ? "?" : duration(seconds * (total - done) / done);
      return String.format(
          Locale.ROOT,
          "simulate [%s%s] %d/%d  %.1f/s  ETA %s ",
          "#".repeat(filled),
          " ".repeat(WIDTH - filled),
          done,
          total,
          seconds > 0 ? done / seconds : 0.0,
          eta);
    }

    static String duration(double s) {
      long t = Math.round(s);
      return t >= 3600
          ? String.format(Locale.ROOT, "%dh%02dm", t / 3600, t / 60 % 60)
          : t >= 60 ? String.format(Locale.ROOT, "%dm%02ds", t / 60, t % 60) : t + "s";
    }

    synchronized void finish() {
      if (drawn) {
        err.println();
        drawn = false;
      }
    }
  }
}
