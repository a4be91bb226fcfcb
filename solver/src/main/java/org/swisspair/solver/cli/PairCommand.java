package org.swisspair.solver.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.swisspair.api.AvoidanceChoice;
import org.swisspair.api.OperationException;
import org.swisspair.api.Operations;
import org.swisspair.api.PairFormat;
import org.swisspair.api.PairRequest;
import org.swisspair.api.PairResult;
import org.swisspair.api.SystemChoice;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.team.TeamPairingSystem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code swisspair pair}: pairs the next round of a tournament file, an adapter over {@link
 * Operations#pair}: the options become a {@link PairRequest}, the result is printed, a failure's
 * kind becomes the exit code.
 */
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

  @Option(
      names = "--fix",
      paramLabel = "BOARDS",
      description =
          "Boards the arbiter fixes before the rest is paired (C.04.2 4.4), White first:"
              + " 12-7,3-25@4 (@N: on board N). Team system: team numbers. The output marks the"
              + " round as manual; a written file carries the '### MPA @ Round N' comment.")
  String fix;

  @Option(
      names = "--pab",
      paramLabel = "ID",
      description =
          "The player (Team system: team) the arbiter gives the pairing-allocated bye; refused"
              + " (exit 3) when the rules forbid it (C.04.1 4: already had one, a forfeit win"
              + " ...). A written file carries the '### PAB @ Round N' comment.")
  Integer pab;

  @Option(
      names = "--avoid",
      paramLabel = "SOURCES",
      description =
          "Soft avoidance (not FIDE): players of one group should not meet if possible, the"
              + " lowest criterion after all of the system's. SOURCES: federation (one group per"
              + " 001 federation; Team system: the federation a team's players share), comment"
              + " (the file's '### AVOID NAME: 3 17 25' lines), federation,comment, or none."
              + " Default: the file's ### AVOID comments when it has them. Dutch and Burstein"
              + " (and the systems that list it: exit 3 names them otherwise). The FIDE-mode"
              + " verdict counts it; a file -o writes carries the groups as ### AVOID comments.")
  String avoid;

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
    SystemChoice choice = systemChoice(systemOption);
    PairRequest request =
        new PairRequest(
            io.source(input),
            choice,
            round,
            baku,
            explain,
            PairFormat.valueOf(format.name()),
            trustResults);
    if (pab != null && pab < 1) {
      throw CliException.invalid("--pab: a pairing number of 1 or more, was " + pab);
    }
    try {
      if (fix != null || pab != null) {
        request =
            request.withFixedBoards(PairRequest.fixedBoards(fix)).withPab(pab == null ? 0 : pab);
      }
      request = request.withAvoid(AvoidanceChoice.parse("--avoid", avoid));
    } catch (OperationException e) {
      throw io.failure(e);
    }
    boolean toStandardOutput = output == null || Io.isStandard(output);
    if (!toStandardOutput) {
      TournamentFiles.checkWritable(output);
    }
    PairResult r;
    try {
      r = Operations.pair(request);
    } catch (OperationException e) {
      if (checklist != null && e.kind() == OperationException.Kind.NO_VALID_PAIRING) {
        Operations.RoundToPair before = Operations.roundToPair(request);
        writeChecklist(checklistTable(before.system(), before.state(), null));
      }
      throw io.failure(e);
    }
    io.warn(r.warnings());
    if (checklist != null) {
      writeChecklist(checklistTable(r.system(), r.state(), r.round().pairing().boards()));
    }
    if (!toStandardOutput) {
      TournamentFiles.writeText(output, written(r, request.format()));
      io.out().print(r.explanation());
    } else {
      io.out().print(r.printed());
    }
    io.out().flush();
    return ExitCode.OK;
  }

  /**
   * The file {@code -o} writes: the output, then, when the arbiter fixed boards or chose the PAB or
   * the round avoided groups the file does not hold, in the engine and text formats the round's
   * {@code ###} comments (checklist Q44, Q69; ARB-15), after the pairs, where the engines' readers
   * stop reading.
   */
  static String written(PairResult r, PairFormat format) {
    boolean marked = r.manual() != null || !r.avoidance().isEmpty();
    if (!marked || (format != PairFormat.ENGINE && format != PairFormat.TEXT)) {
      // A round the engine paired alone keeps the engines' bytes (the drop-in's readers).
      return r.output();
    }
    StringBuilder sb = new StringBuilder(r.output());
    for (String line : r.comments()) {
      sb.append(line).append('\n');
    }
    return sb.toString();
  }

  /**
   * The system the options choose: named (checked now, as before the file is read), else the
   * file's, with the Team settings given.
   */
  static SystemChoice systemChoice(SystemOption option) {
    PairingSystem named = option.named();
    if (named != null) {
      return SystemChoice.of(named);
    }
    if (option.colourPreferences == null && option.primaryScore == null) {
      return SystemChoice.fromFile();
    }
    TeamPairingSystem team = (TeamPairingSystem) option.withTeamSettings(new TeamPairingSystem());
    return SystemChoice.fromFile()
        .withTeamSettings(
            option.colourPreferences == null ? null : team.preferencesOr(null),
            option.primaryScore == null ? null : team.primaryOr(null));
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
