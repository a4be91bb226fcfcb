package org.swisspair.solver.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.swisspair.solver.generator.GeneratorRequest;
import org.swisspair.solver.generator.SelfTest;
import org.swisspair.solver.generator.SelfTestState;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.team.TeamSelfTest;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code swisspair selftest}: generates many tournaments and re-checks each with the checker. */
@Command(
    name = "selftest",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Generates and re-checks many random tournaments.",
      "Generates K random tournaments with the system and re-checks every round of each with the"
          + " checker. Settings other than players and rounds (ratings, byes, forfeits,"
          + " withdrawals, late entries, Baku, scoring, tie-breaks) are drawn per tournament from"
          + " its seed. Prints each discrepancy with the seed that reproduces it, then the summary"
          + " line. The report does not depend on the number of threads; with --state a killed"
          + " run restarted goes on where it stopped.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:no discrepancies",
      "1:some rounds differ, break an absolute criterion, or could not be generated (a field that"
          + " runs out of legal pairings is counted, not a finding)",
      "2:unexpected error",
      "3:invalid option"
    })
final class SelfTestCommand implements Callable<Integer> {
  private final Io io;

  @Mixin SystemOption systemOption = new SystemOption();

  @Option(
      names = "--tournaments",
      paramLabel = "K",
      required = true,
      description = "Number of tournaments.")
  int tournaments;

  @Option(names = "--seed", paramLabel = "X", required = true, description = "Master seed.")
  long seed;

  @Option(
      names = "--players",
      paramLabel = "A..B",
      defaultValue = "8..40",
      description = "Player range, e.g. 8..40 or 20 (default: ${DEFAULT-VALUE}).")
  String players = "8..40";

  @Option(
      names = "--rounds",
      paramLabel = "R",
      description = "Rounds, capped at players - 1 (default: drawn per tournament; 9 for teams).")
  Integer rounds;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "Worker threads (default: the number of processors); the report is the same.")
  Integer threads;

  @Option(
      names = "--state",
      paramLabel = "FILE",
      description =
          "Keeps the progress in FILE after every slice; a run restarted with the same FILE and"
              + " options goes on where it stopped.")
  Path state;

  @Option(
      names = "--slice",
      paramLabel = "N",
      defaultValue = "100",
      description = "Tournaments per slice of the state file (default: ${DEFAULT-VALUE}).")
  int slice = 100;

  /** A command writing to {@code io}. */
  SelfTestCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    String name = systemOption.nameOrDutch();
    PairingSystem resolved = Systems.resolve(name);
    int[] range = range(players);
    if (tournaments < 0) {
      throw CliException.invalid("--tournaments: must be at least 0, was " + tournaments);
    }
    if (rounds != null && rounds < 1) {
      throw CliException.invalid("--rounds: must be at least 1, was " + rounds);
    }
    if (slice < 1) {
      throw CliException.invalid("--slice: must be at least 1, was " + slice);
    }
    int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (t < 1) {
      throw CliException.invalid("--threads: must be at least 1, was " + t);
    }
    boolean team = resolved instanceof org.swisspair.solver.team.TeamPairingSystem;
    String run =
        "system="
            + name
            + " seed="
            + seed
            + " players="
            + range[0]
            + ".."
            + range[1]
            + " rounds="
            + (rounds == null ? "drawn" : rounds)
            + " slice="
            + slice;
    SelfTestState progress = SelfTestState.start(run);
    if (state != null && Files.exists(state)) {
      try {
        progress =
            SelfTestState.parse(
                new String(TournamentFiles.readBytes(state), StandardCharsets.UTF_8));
      } catch (IllegalArgumentException e) {
        throw CliException.invalid(state + ":" + e.getMessage());
      }
      if (!progress.run().equals(run)) {
        throw CliException.invalid(
            state
                + ":2:5: run: the state is of another run ("
                + progress.run()
                + "); give the same options or another --state file");
      }
      io.err()
          .println("swisspair: resuming at tournament " + progress.done() + " of " + tournaments);
    }
    GeneratorRequest request = new GeneratorRequest();
    request.rounds = rounds;
    SelfTest selfTest = new SelfTest(() -> Systems.resolve(name), request, range[0], range[1]);
    ProgressBar bar = ProgressBar.onConsole(io.err(), "selftest");
    try {
      while (progress.done() < tournaments) {
        int from = progress.done();
        int count = Math.min(slice, tournaments - from);
        long start = System.nanoTime();
        int before = from;
        SelfTestState.Slice done;
        List<String> findings = new ArrayList<>();
        if (team) {
          TeamSelfTest.Report r =
              new TeamSelfTest(range[0], range[1], rounds == null ? 9 : rounds)
                  .run(
                      count, SelfTest.seedOf(seed, from), i -> bar.update(before + i, tournaments));
          findings.addAll(r.findings());
          done =
              new SelfTestState.Slice(
                  from, count, r.rounds(), r.findings().size(), 0, r.unpairable(), millis(start));
        } else {
          SelfTest.Report r =
              selfTest.run(from, count, seed, t, (d, all) -> bar.update(before + d, tournaments));
          for (SelfTest.Case c : r.findings()) {
            findings.add(
                "#"
                    + c.index()
                    + " seed "
                    + c.seed()
                    + ", "
                    + c.players()
                    + " players: "
                    + (c.error() != null ? c.error() : c.report().describe()));
          }
          done =
              new SelfTestState.Slice(
                  from,
                  count,
                  r.roundsChecked(),
                  r.roundsDiffering(),
                  r.failures(),
                  r.deadEnds(),
                  millis(start));
        }
        progress = progress.with(done, findings);
        if (state != null) {
          TournamentFiles.writeText(state, progress.text());
        }
      }
    } finally {
      bar.finish();
    }
    for (String f : progress.findings()) {
      io.out().println(f.replace('\n', ' '));
    }
    io.out().println(team ? progress.teamSummary() : progress.summary());
    io.out().flush();
    long ms = progress.millis();
    if (state != null) {
      // The throughput of a long run; kept off the report, which must not depend on the machine.
      io.err()
          .println(
              "swisspair: "
                  + progress.done()
                  + " tournaments in "
                  + ms / 1000
                  + " s"
                  + (ms > 0
                      ? String.format(" (%.1f per second)", progress.done() * 1000.0 / ms)
                      : ""));
      io.err().flush();
    }
    return progress.findings().isEmpty() ? ExitCode.OK : ExitCode.NO_VALID_PAIRING;
  }

  private static long millis(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }

  /** Parses {@code a..b} or {@code n}; exit 3 when malformed. */
  static int[] range(String text) {
    String s = text.trim();
    int dots = s.indexOf("..");
    try {
      int a = Integer.parseInt(dots < 0 ? s : s.substring(0, dots).trim());
      int b = dots < 0 ? a : Integer.parseInt(s.substring(dots + 2).trim());
      if (a < 2 || b < a) {
        throw CliException.invalid("--players: range must satisfy 2 <= a <= b, was '" + text + "'");
      }
      return new int[] {a, b};
    } catch (NumberFormatException e) {
      throw CliException.invalid("--players: expected a..b or a number, was '" + text + "'");
    }
  }
}
