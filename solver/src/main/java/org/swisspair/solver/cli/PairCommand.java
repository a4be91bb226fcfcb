package org.swisspair.solver.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.output.ExplanationText;
import org.swisspair.solver.output.PairingJson;
import org.swisspair.solver.output.PairingList;
import org.swisspair.solver.output.RoundView;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.simplified.SimplifiedPairingSystem;
import org.swisspair.solver.swiss.BakuAcceleration;
import org.swisspair.solver.swiss.PresetPabs;
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
      "2:unexpected error",
      "3:invalid input or option",
      "5:input unreadable or output unwritable"
    })
final class PairCommand implements Callable<Integer> {
  private final Io io;

  @Mixin SystemOption systemOption = new SystemOption();

  @Parameters(
      index = "0",
      paramLabel = "IN",
      description = "Tournament file (.trf or .json); '-' reads standard input.")
  Path input;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description =
          "Write the pairing to OUT (atomically) instead of standard output; '-' is standard"
              + " output.")
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
          "Also print the legend of the system's criteria, then bracket by bracket the players"
              + " and MDPs, each pair, the criteria values, the downfloaters and why, and each"
              + " colour decision with its rule; names and scores beside the numbers.")
  boolean explain;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "engine",
      description =
          "engine (default: the engines' format, as bbpPairings and JaVaFo write it), text (the"
              + " pairing list with boards, names, ratings and scores), html (the same list as one"
              + " self-contained page) or json (pairing and explanation; schema in"
              + " docs/schema/pairing.schema.json).")
  OutputFormat format = OutputFormat.ENGINE;

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

  /** The drop-in {@code -l} check-list file, or null for none. */
  Path checklist;

  /** The output formats of {@code pair}. */
  enum OutputFormat {
    ENGINE,
    TEXT,
    HTML,
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
    Tournament read = io.read(input, trustResults);
    PairingSystem pairingSystem = systemOption.resolve(read);
    boolean teamBaku = false;
    if (baku && pairingSystem instanceof org.swisspair.solver.team.TeamPairingSystem team) {
      // TEAM-20: the teams' virtual points come from the team list, not from the players' XXA.
      pairingSystem = team.withBaku();
      teamBaku = true;
    }
    Tournament t = declared(input, read);
    boolean toStandardOutput = output == null || Io.isStandard(output);
    if (!toStandardOutput) {
      TournamentFiles.checkWritable(output);
    }
    int next = TournamentChecker.roundsPlayed(t) + 1;
    int r = round == null ? next : round;
    if (r > next) {
      throw CliException.invalid(
          input
              + ": --round "
              + r
              + ": only "
              + (next - 1)
              + " rounds are paired; next is "
              + next);
    }
    if (t.totalRounds() > 0 && r > t.totalRounds()) {
      // bbpPairings refuses too: the tournament is over.
      throw CliException.invalid(
          input
              + ": all "
              + t.totalRounds()
              + " rounds are paired (XXR "
              + t.totalRounds()
              + "); there is no round "
              + r
              + " to pair");
    }
    List<Integer> presetPabs = r == next ? PresetPabs.of(t, r) : List.of();
    RoundState state;
    try {
      if (r == next) {
        Tournament before = PresetPabs.without(t, r, presetPabs);
        state =
            new RoundState(baku && !teamBaku ? BakuAcceleration.withRound(before, r) : before, r);
      } else {
        state = RoundSetup.state(t, r, baku && !teamBaku);
      }
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(input + ": round " + r + ": " + e.getMessage());
    }
    boolean json = format == OutputFormat.JSON;
    RoundPairing pairing;
    try {
      pairing = PresetPabs.added(pairingSystem.pair(state, explain || json), presetPabs);
    } catch (IllegalArgumentException e) {
      // A system's precondition on the file, e.g. Burstein's seeding rounds need XXR.
      throw CliException.invalid(input + ": round " + r + ": " + e.getMessage());
    } catch (NoValidPairingException e) {
      if (checklist != null) {
        writeChecklist(checklistTable(pairingSystem, state, null));
      }
      // bbpPairings' sentence first (clients look for it), then which players and rule.
      throw CliException.noValidPairing(
          input
              + ": round "
              + r
              + ": "
              + e.getMessage()
              + (e.players().isEmpty() ? "" : " (players " + e.players() + ")"),
          e);
    }
    // After the pairing: on exit 1 standard error starts with bbpPairings' sentence.
    noteAssumedColour(io, input, t);
    noteStartingNumbers(io, input, pairingSystem, t);
    if (checklist != null) {
      writeChecklist(checklistTable(pairingSystem, state, pairing.boards()));
    }
    List<Criterion> legend = explain || json ? pairingSystem.rules(state).criteria() : List.of();
    RoundView view = RoundView.of(t, pairing, pairingSystem, legend);
    String text =
        switch (format) {
          case ENGINE -> pairing.toEngineFormat();
          case TEXT -> PairingList.text(view);
          case HTML ->
              explain
                  ? PairingList.html(view, ExplanationText.text(view))
                  : PairingList.html(view, "");
          case JSON -> PairingJson.json(view, input.toString());
        };
    String explanation =
        explain && (format == OutputFormat.ENGINE || format == OutputFormat.TEXT)
            ? ExplanationText.text(view)
            : "";
    if (!toStandardOutput) {
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

  /**
   * The tournament as the engines read it (initial colour from the whole file, Baku virtual points
   * from a {@code _BAKU} 192 code), or exit 3 when the file cannot carry it.
   */
  static Tournament declared(Path input, Tournament t) {
    try {
      return TournamentChecker.asDeclared(t);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(input + ": " + e.getMessage());
    }
  }

  /**
   * Says on standard error that White was assumed when the file neither gives the initial colour
   * nor has a game to infer it from (Dutch 5.1: it is drawn by lot; bbpPairings refuses instead).
   */
  static void noteAssumedColour(Io io, Path input, Tournament t) {
    if (t.initialColour() == Colour.NONE) {
      io.err()
          .println(
              "swisspair: warning: "
                  + input
                  + ": no initial colour (XXC) and no game to infer it from; assuming White for"
                  + " the first player (Dutch 5.1); add 'XXC white1' or 'XXC black1' to choose");
    }
  }

  /**
   * SIM-1: says on standard error when the file's pairing numbers are not in the rating order of
   * the simplified rules (lines 14-16); the pairing stands on the file's numbers.
   */
  static void noteStartingNumbers(Io io, Path input, PairingSystem system, Tournament t) {
    if (system instanceof SimplifiedPairingSystem) {
      SimplifiedPairingSystem.startingNumberWarning(t)
          .ifPresent(w -> io.err().println("swisspair: warning: " + input + ": " + w));
    }
  }

  /** The check-list of the round: of teams in the Team system (C.04.6), else of players. */
  private static String checklistTable(PairingSystem system, RoundState state, List<Pair> boards) {
    if (system instanceof org.swisspair.solver.team.TeamPairingSystem team) {
      return Checklist.teamTable(
          new org.swisspair.model.team.TeamRoundState(
              team.teams(state.tournament()), state.round()),
          boards);
    }
    return Checklist.table(state, boards);
  }

  private void writeChecklist(String table) {
    TournamentFiles.writeText(checklist, table + Checklist.footer());
  }
}
