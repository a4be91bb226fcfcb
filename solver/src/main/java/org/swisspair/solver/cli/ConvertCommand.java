package org.swisspair.solver.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.swisspair.model.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code swisspair convert}: rewrites a tournament file in another format. */
@Command(
    name = "convert",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Rewrites a tournament in another format.",
      "Reads IN (TRF-16, TRF(x), TRF-2026, Krause, or JSON for a .json name) and writes it to OUT"
          + " in another format, atomically.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:converted",
      "2:unexpected error",
      "3:invalid input or option",
      "4:more than 9,999 players for a TRF format (use --to json)",
      "5:input unreadable or output unwritable"
    })
final class ConvertCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "IN", description = "Tournament file (.trf or .json).")
  Path input;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      required = true,
      description = "Output file, written atomically.")
  Path output;

  @Option(
      names = "--to",
      paramLabel = "FORMAT",
      description = "trf16, trf26 or json (default: json for a .json OUT, trf16 otherwise).")
  TournamentFormat to;

  @Option(
      names = "--trust-results",
      description = "When a points field disagrees with the results, take the results.")
  boolean trustResults;

  @Override
  public Integer call() {
    Tournament t = TournamentFiles.read(input, trustResults);
    TournamentFormat f =
        to != null
            ? to
            : TournamentFormat.isJson(output) ? TournamentFormat.JSON : TournamentFormat.TRF16;
    TournamentFiles.write(t, f, output);
    return ExitCode.OK;
  }
}
