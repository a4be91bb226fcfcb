package org.swisspair.solver.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code swisspair pair}: pairs the next round of a tournament file. */
@Command(
    name = "pair",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Pairs the next round (or round N) of a tournament.",
      "Pairs a round of the tournament in IN (TRF, or JSON for a .json name) and prints it in the"
          + " engine format: the number of pairs (the PAB counted), then 'white black' per line,"
          + " the PAB as 'id 0'.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:pairing written",
      "1:no pairing satisfies the absolute criteria",
      "2:unexpected error, or the system is not built yet",
      "3:invalid input or option",
      "5:input unreadable or output unwritable"
    })
final class PairCommand implements Callable<Integer> {
  private final Io io;

  @Mixin SystemOption systemOption = new SystemOption();

  @Parameters(index = "0", paramLabel = "IN", description = "Tournament file (.trf or .json).")
  Path input;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description = "Write the pairing to OUT (atomically) instead of standard output.")
  Path output;

  @Option(
      names = "--round",
      paramLabel = "N",
      description =
          "Round to pair (default: the round after the last paired one). An earlier round is"
              + " re-paired from the state before it.")
  Integer round;

  @Option(
      names = "--explain",
      description =
          "Also print, bracket by bracket, the players and MDPs, the criteria values C5-C21, the"
              + " downfloaters and why, and each colour decision with its rule.")
  boolean explain;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "text",
      description = "text (engine format) or json (pairing and explanation).")
  OutputFormat format = OutputFormat.TEXT;

  @Option(
      names = "--trust-results",
      description = "When a points field disagrees with the results, take the results.")
  boolean trustResults;

  @Option(
      names = "--baku",
      description =
          "Apply the Baku acceleration (C.04.7) to this round, as JaVaFo's -b does; virtual points"
              + " of earlier rounds must be in the file (XXA).")
  boolean baku;

  /** The output formats of {@code pair}. */
  enum OutputFormat {
    TEXT,
    JSON
  }

  /** A command writing to {@code io}. */
  PairCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    systemOption.named();
    if (round != null && round < 1) {
      throw CliException.invalid("--round: must be at least 1, was " + round);
    }
    Tournament t = TournamentFiles.read(input, trustResults);
    PairingSystem pairingSystem = systemOption.resolve(t);
    if (output != null) {
      TournamentFiles.checkWritable(output);
    }
    int paired = t.roundsPaired();
    int r = round == null ? paired + 1 : round;
    if (r > paired + 1) {
      throw CliException.invalid(
          input
              + ": --round "
              + r
              + ": only "
              + paired
              + " rounds are paired; next is "
              + (paired + 1));
    }
    RoundState state;
    try {
      state = RoundSetup.state(t, r, baku);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(input + ": round " + r + ": " + e.getMessage());
    }
    boolean json = format == OutputFormat.JSON;
    RoundPairing pairing;
    try {
      pairing = pairingSystem.pair(state, explain || json);
    } catch (IllegalArgumentException e) {
      // A system's precondition on the file, e.g. Burstein's seeding rounds need XXR.
      throw CliException.invalid(input + ": round " + r + ": " + e.getMessage());
    } catch (NoValidPairingException e) {
      throw new CliException(
          ExitCode.NO_VALID_PAIRING,
          input
              + ": round "
              + r
              + ": no valid pairing: "
              + e.getMessage()
              + (e.players().isEmpty() ? "" : " (players " + e.players() + ")"),
          e);
    }
    String text = json ? PairingOutput.json(pairing, input.toString()) : pairing.toEngineFormat();
    String explanation = explain && !json ? PairingOutput.explanationText(pairing) : "";
    if (output != null) {
      TournamentFiles.writeText(output, text);
      io.out().print(explanation);
    } else {
      io.out().print(text);
      if (!explanation.isEmpty()) {
        io.out().print("\n" + explanation);
      }
    }
    io.out().flush();
    return ExitCode.OK;
  }
}
