package org.swisspair.solver.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.swisspair.api.AvoidanceChoice;
import org.swisspair.api.CheckFormat;
import org.swisspair.api.CheckRequest;
import org.swisspair.api.CheckResult;
import org.swisspair.api.OperationException;
import org.swisspair.api.Operations;
import org.swisspair.api.SystemChoice;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.swiss.BoardOrder;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.team.TeamPairingSystem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code swisspair check}: re-pairs every round of a tournament and compares with the file, an
 * adapter over {@link Operations#check}; the drop-in {@code -c} report is drawn here from its
 * result.
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Re-pairs every round and compares with the file.",
      "Re-pairs every paired round of IN from the state before it and compares the result with"
          + " the file (the free pairing checker of C.04.2 1.4). For each differing round it prints"
          + " the checker's and the tournament's pairings side by side and the deciding"
          + " criterion. When the file ranks its participants (001 rank field; a team file its"
          + " teams, 310 rank) and names its tie-breaks (TRF-2026 202, or --tiebreaks), it also"
          + " recomputes the standings (C.07)"
          + " and names each participant whose rank does not follow the list, with the deciding"
          + " tie-break; participants the list leaves tied may be in any order. The last line"
          + " reads 'N rounds checked, K differ' and, for standings, '; standings after round R"
          + " by 202 LIST: D of N ranks differ'.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every checked round equals the engine's pairing and every rank follows the tie-breaks",
      "1:some rounds or ranks differ",
      "2:unexpected error",
      "3:invalid input or option",
      "5:input unreadable"
    })
final class CheckCommand implements Callable<Integer> {
  private final Io io;

  @Mixin SystemOption systemOption = new SystemOption();

  @Parameters(
      index = "0",
      paramLabel = "IN",
      description = "Tournament file (.trf or .json); '-' reads standard input.")
  Path input;

  @Option(
      names = "--skip-rounds",
      paramLabel = "R",
      split = ",",
      description = "Rounds not to check, e.g. 3,5 (rounds paired by hand).")
  List<Integer> skipRounds = new ArrayList<>();

  @Option(
      names = "--trust-results",
      description = "When a points field disagrees with the results, take the results.")
  boolean trustResults;

  @Option(
      names = "--baku",
      description =
          "Check with Baku acceleration (C.04.7), as if the 192 code ended in _BAKU: virtual points"
              + " of every round unless the file gives them (XXA, 250).")
  boolean baku;

  @Option(
      names = "--tiebreaks",
      paramLabel = "LIST",
      description =
          "Tie-breaks the file's ranks are checked against, in order (C.07 codes, e.g."
              + " BH/C1,BH,SB); default: the file's 202 record. Without either, ranks are not"
              + " checked.")
  String tiebreaks;

  @Option(
      names = "--rules",
      paramLabel = "YEAR",
      description =
          "The C.07 text the ranks are checked by: 2024 or 2026 (default: the text in force on"
              + " the event's start date, 042, and 2026 when the file gives none), as standings"
              + " reads it.")
  String rules;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "text",
      description =
          "text or json (the structured report: rounds, pairings, violations, ranks; default:"
              + " ${DEFAULT-VALUE}).")
  String format = "text";

  @Option(
      names = "--avoid",
      paramLabel = "SOURCES",
      description =
          "Soft avoidance (not FIDE) the rounds were paired with, as pair --avoid takes it:"
              + " federation, comment, federation,comment or none. Default: the file's ### AVOID"
              + " comments, each from its round ('### AVOID @ Round 5: ...' from round 5).")
  String avoid;

  /** Only this round is checked when set (the drop-in {@code -c ROUND}). */
  Integer onlyRound;

  /**
   * The drop-in {@code -c}: bbpPairings' report (every round named, only the differing pairs shown)
   * and exit 0 once the check is complete, whatever it found.
   */
  boolean engineStyle;

  /** The drop-in {@code -l} check-list file, or null for none. */
  Path checklist;

  /** A command writing to {@code io}. */
  CheckCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    SystemChoice choice = PairCommand.systemChoice(systemOption);
    CheckFormat f =
        switch (format.toLowerCase(Locale.ROOT)) {
          case "text" -> CheckFormat.TEXT;
          case "json" -> CheckFormat.JSON;
          default ->
              throw CliException.invalid("--format: expected text or json, was '" + format + "'");
        };
    CheckRequest request =
        new CheckRequest(
            io.source(input),
            choice,
            new TreeSet<>(skipRounds),
            onlyRound,
            baku,
            tiebreaks,
            rules,
            engineStyle ? CheckFormat.TEXT : f,
            trustResults);
    CheckResult r;
    try {
      r = Operations.check(request.withAvoid(AvoidanceChoice.parse("--avoid", avoid)));
    } catch (OperationException e) {
      throw io.failure(e);
    }
    io.warn(r.warnings());
    if (engineStyle) {
      return engineStyle(r);
    }
    io.out().print(r.output());
    io.out().flush();
    return r.exitCode();
  }

  /**
   * The drop-in {@code -c}: bbpPairings' report (every round named, only the differing pairs shown)
   * and exit 0 once the check is complete, whatever it found.
   */
  private int engineStyle(CheckResult result) {
    CheckReport report = result.report();
    if (result.system() instanceof TeamPairingSystem team) {
      return TeamCommands.check(
          io,
          input,
          result.tournament(),
          team,
          new TreeSet<>(skipRounds),
          onlyRound,
          true,
          checklist,
          report.standings());
    }
    Tournament t = result.tournament();
    int played = TournamentChecker.roundsPlayed(t);
    String stem = stem(input);
    Map<Integer, CheckReport.RoundReport> byRound = new HashMap<>();
    report.rounds().forEach(r -> byRound.put(r.round(), r));
    StringBuilder list = new StringBuilder();
    for (int r = 1; r <= played; r++) {
      if (!result.checked().contains(r)) {
        continue;
      }
      RoundState state = new RoundState(RoundSetup.stateBefore(t, r), r);
      CheckReport.RoundReport rr = byRound.get(r);
      printEngineStyle(io.out(), stem, state, rr);
      if (checklist != null) {
        // The checker's pairing: the file's when the round agrees, none when it failed.
        List<Pair> current = TournamentChecker.filePairs(t, r);
        if (rr != null) {
          current = rr.engineError() != null ? null : rr.enginePairs();
        }
        list.append("Round #").append(r).append('\n').append(Checklist.table(state, current));
      }
    }
    // Rounds with nothing but pre-set byes: named, as bbpPairings names them, with nothing to
    // check.
    for (int r = played + 1;
        r <= TournamentChecker.lastRoundWithEntries(t) && onlyRound == null;
        r++) {
      io.out().println(stem + ": Round #" + r);
    }
    // After the rounds, as a line of its own kind: the ranks that do not follow the list.
    if (report.standings() != null) {
      report
          .standings()
          .differences()
          .forEach(d -> io.out().println(stem + ": Standings: " + d.message()));
    }
    io.out().println();
    io.out().flush();
    if (checklist != null) {
      TournamentFiles.writeText(checklist, list + Checklist.footer());
    }
    // bbpPairings: a completed check is a success; the findings are in the report.
    return ExitCode.OK;
  }

  /** Each rank that does not follow the tie-break list, one line each. */
  static void printStandings(PrintStream out, String name, CheckReport.StandingsReport s) {
    if (s == null || s.differences().isEmpty()) {
      return;
    }
    out.println(name + ": Standings after round " + s.round() + " differ");
    s.differences().forEach(d -> out.println("  " + d.message()));
  }

  /** The name the engines give a tournament in their report: the file name without extension. */
  static String stem(Path input) {
    if (Io.isStandard(input)) {
      return "stdin";
    }
    String name = input.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return dot > 0 ? name.substring(0, dot) : name;
  }

  /**
   * One round as bbpPairings' checker reports it: {@code NAME: Round #r}, then, when the round
   * differs, the checker's pairs that the file does not have beside the file's pairs of the same
   * players, both in board order (C.04.2 3.6), the PAB as {@code id - 0}, and a blank line.
   */
  static void printEngineStyle(
      PrintStream out, String stem, RoundState state, CheckReport.RoundReport r) {
    out.println(stem + ": Round #" + state.round());
    if (r == null || !r.differs()) {
      return;
    }
    if (r.engineError() != null) {
      out.println(
          r.engineError().startsWith("no valid pairing")
              ? "No valid pairing exists for round " + state.round() + "."
              : "Error while pairing round " + state.round() + ": " + r.engineError());
      out.println();
      return;
    }
    Set<Pair> file = new HashSet<>(r.filePairs());
    Map<Integer, Pair> fileOf = new HashMap<>();
    for (Pair p : r.filePairs()) {
      fileOf.put(p.white(), p);
      if (!p.isBye()) {
        fileOf.put(p.black(), p);
      }
    }
    List<Pair> checker = new ArrayList<>();
    Set<Pair> provided = new LinkedHashSet<>();
    for (Pair p : r.enginePairs()) {
      if (file.contains(p)) {
        continue;
      }
      checker.add(p);
      for (int id : p.isBye() ? List.of(p.white()) : List.of(p.white(), p.black())) {
        Pair f = fileOf.get(id);
        if (f != null) {
          provided.add(f);
        }
      }
    }
    List<Pair> left = BoardOrder.sort(state, checker);
    List<Pair> right = BoardOrder.sort(state, new ArrayList<>(provided));
    out.println("  Checker pairings" + " ".repeat(8) + "Tournament pairings ");
    for (int i = 0; i < right.size(); i++) {
      String l = i < left.size() ? engineBoard(left.get(i)) : " ".repeat(9);
      out.println("    " + l + " ".repeat(16) + engineBoard(right.get(i)));
    }
    out.println();
  }

  private static String engineBoard(Pair p) {
    return String.format("%3d - %3d", p.white(), p.black());
  }
}
