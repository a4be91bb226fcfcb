package org.swisspair.solver.cli;

import java.util.concurrent.Callable;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.SelfTest;
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
          + " checker. Prints each discrepancy with the seed that reproduces it, then the summary"
          + " line. The report does not depend on the number of threads.",
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
      defaultValue = "9",
      description = "Rounds, capped at players - 1 (default: ${DEFAULT-VALUE}).")
  int rounds = 9;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "Worker threads (default: the number of processors).")
  Integer threads;

  /** A command writing to {@code io}. */
  SelfTestCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    Systems.resolve(systemOption.nameOrDutch());
    int[] range = range(players);
    if (tournaments < 0) {
      throw CliException.invalid("--tournaments: must be at least 0, was " + tournaments);
    }
    if (rounds < 1) {
      throw CliException.invalid("--rounds: must be at least 1, was " + rounds);
    }
    int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (t < 1) {
      throw CliException.invalid("--threads: must be at least 1, was " + t);
    }
    if (Systems.resolve(systemOption.nameOrDutch())
        instanceof org.swisspair.solver.team.TeamPairingSystem) {
      // --players counts teams here.
      return TeamCommands.selftest(io, tournaments, seed, range, rounds);
    }
    GeneratorOptions template = GeneratorOptions.defaults(Math.max(range[1], rounds), rounds, seed);
    SelfTest selfTest =
        new SelfTest(
            () -> Systems.resolve(systemOption.nameOrDutch()), template, range[0], range[1]);
    ProgressBar bar = ProgressBar.onConsole(io.err(), "selftest");
    SelfTest.Report report;
    try {
      report = selfTest.run(tournaments, seed, t, bar::update);
    } finally {
      bar.finish();
    }
    for (SelfTest.Case c : report.findings()) {
      io.out()
          .println(
              "#"
                  + c.index()
                  + " seed "
                  + c.seed()
                  + ", "
                  + c.players()
                  + " players: "
                  + (c.error() != null ? c.error() : c.report().describe()));
    }
    io.out().println(report.summary());
    io.out().flush();
    return report.findings().isEmpty() ? ExitCode.OK : ExitCode.NO_VALID_PAIRING;
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
