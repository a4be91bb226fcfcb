package org.swisspair.solver.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.Callable;
import org.swisspair.api.AvoidanceChoice;
import org.swisspair.api.OperationException;
import org.swisspair.api.Operations;
import org.swisspair.api.RecordRequest;
import org.swisspair.api.RecordResult;
import org.swisspair.api.SystemChoice;
import org.swisspair.api.TournamentSource;
import org.swisspair.model.trf.RoundResults;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code swisspair record}: writes the tournament with the results of its next round added ({@link
 * RoundResults}), in the format it was read in, so that the next round can be paired from it; an
 * adapter over {@link Operations#record}.
 */
@Command(
    name = "record",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Adds the results of the next round to a tournament.",
      "Reads the tournament IN and the round's results (JSON: {\"games\": [{\"white\": 3,"
          + " \"black\": 5, \"result\": \"1-0\"}], \"byes\": [{\"player\": 12, \"result\":"
          + " \"U\"}]}; results 1-0, 1/2-1/2, 0-1, +/-, -/+, -/-, 1/2-0, 0-1/2, 0-0; byes U, H, F,"
          + " Z or \"\" for"
          + " absent) and writes the tournament with that round, in IN's format (TRF-16, TRF-2026"
          + " or JSON). Not for the Team or Double-Swiss systems. See docs/cli.md.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:written",
      "3:invalid input, results or option",
      "4:a value does not fit TRF (use JSON)",
      "5:input unreadable or output unwritable"
    })
final class RecordCommand implements Callable<Integer> {
  private final Io io;

  @Mixin SystemOption systemOption = new SystemOption();

  @Parameters(
      index = "0",
      paramLabel = "IN",
      description = "Tournament file (.trf or .json); '-' reads standard input.")
  Path input;

  @Option(
      names = "--results",
      paramLabel = "FILE",
      description = "The round's results as JSON; '-' reads standard input.")
  Path resultsFile;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description = "Write to OUT (atomically) instead of standard output; may be IN.")
  Path output;

  @Option(
      names = "--avoid",
      paramLabel = "SOURCES",
      description =
          "The soft avoidance (not FIDE) the round was paired with, as pair --avoid takes it:"
              + " with federation the groups are written as '### AVOID @ Round N: ...' comments,"
              + " so that check re-pairs the round the same way.")
  String avoid;

  /** A command writing to {@code io}. */
  RecordCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    SystemChoice choice = PairCommand.systemChoice(systemOption);
    if (resultsFile == null) {
      throw CliException.invalid("--results: give the round's results (a JSON file)");
    }
    if (Io.isStandard(input) && Io.isStandard(resultsFile)) {
      throw CliException.invalid("IN and --results cannot both be standard input");
    }
    TournamentSource source = io.source(input);
    RecordResult r;
    try {
      r =
          Operations.record(
              new RecordRequest(
                  source,
                  choice,
                  readResults(),
                  resultsFile.toString(),
                  AvoidanceChoice.parse("--avoid", avoid)));
    } catch (OperationException e) {
      throw io.failure(e);
    }
    io.warn(r.warnings());
    if (output == null || Io.isStandard(output)) {
      io.out().print(r.output());
      io.out().flush();
    } else {
      TournamentFiles.writeText(output, r.output());
    }
    return ExitCode.OK;
  }

  private RoundResults readResults() {
    byte[] bytes;
    if (Io.isStandard(resultsFile)) {
      try {
        bytes = io.in().readAllBytes();
      } catch (IOException e) {
        throw CliException.fileAccess("standard input: cannot read: " + e.getMessage(), e);
      }
    } else {
      bytes = TournamentFiles.readBytes(resultsFile);
    }
    try {
      return RoundResults.fromJson(
          resultsFile.toString(), new String(bytes, StandardCharsets.UTF_8), Set.of());
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(e.getMessage());
    }
  }
}
