package org.swisspair.solver.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.Violation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.swiss.BoardOrder;
import org.swisspair.solver.swiss.RoundSetup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code swisspair check}: re-pairs every round of a tournament and compares with the file. */
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
          + " criterion; the last line reads 'N rounds checked, K differ'.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every checked round equals the engine's pairing",
      "1:some rounds differ",
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
    systemOption.named();
    Set<Integer> skip = new TreeSet<>();
    for (Integer r : skipRounds) {
      if (r == null || r < 1) {
        throw CliException.invalid("--skip-rounds: rounds start at 1, was " + r);
      }
      skip.add(r);
    }
    if (onlyRound != null && onlyRound < 1) {
      throw CliException.invalid("-c: rounds start at 1, was " + onlyRound);
    }
    Tournament read = io.read(input, trustResults);
    PairingSystem pairingSystem = systemOption.resolve(read);
    if (pairingSystem instanceof org.swisspair.solver.team.TeamPairingSystem team) {
      // Teams are the pairing units: the matches come from the team records.
      return TeamCommands.check(
          io, input, read, baku ? team.withBaku() : team, skip, onlyRound, engineStyle, checklist);
    }
    Tournament t;
    try {
      t = TournamentChecker.asDeclared(read, baku);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(input + ": " + e.getMessage());
    }
    int played = TournamentChecker.roundsPlayed(t);
    if (onlyRound != null) {
      if (onlyRound > played) {
        throw CliException.invalid(
            input + ": round " + onlyRound + " is not paired; the file has " + played);
      }
      for (int r = 1; r <= played; r++) {
        if (r != onlyRound) {
          skip.add(r);
        }
      }
    }
    PairCommand.noteAssumedColour(io, input, t);
    CheckReport report;
    try {
      report = new TournamentChecker(pairingSystem).check(t, skip);
    } catch (IllegalArgumentException e) {
      // A system's precondition on the file, e.g. Burstein's and Dubov's need for XXR.
      throw CliException.invalid(input + ": " + e.getMessage());
    }
    if (engineStyle) {
      String stem = stem(input);
      Map<Integer, CheckReport.RoundReport> byRound = new HashMap<>();
      report.rounds().forEach(r -> byRound.put(r.round(), r));
      StringBuilder list = new StringBuilder();
      for (int r = 1; r <= played; r++) {
        if (skip.contains(r)) {
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
      io.out().println();
      io.out().flush();
      if (checklist != null) {
        TournamentFiles.writeText(checklist, list + Checklist.footer());
      }
      // bbpPairings: a completed check is a success; the findings are in the report.
      return ExitCode.OK;
    }
    String name =
        !t.name().isEmpty()
            ? t.name()
            : Io.isStandard(input) ? "stdin" : input.getFileName().toString();
    for (CheckReport.RoundReport r : report.rounds()) {
      print(io.out(), name, r);
    }
    io.out().println(report.summary());
    io.out().flush();
    return report.roundsDiffering() == 0 ? ExitCode.OK : ExitCode.NO_VALID_PAIRING;
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

  /** One round, JaVaFo-style: checker pairings beside the tournament's, then the reason. */
  static void print(PrintStream out, String name, CheckReport.RoundReport r) {
    out.println(name + ": Round #" + r.round() + (r.differs() ? " differs" : ""));
    if (r.differs()) {
      List<String> left = new ArrayList<>();
      r.enginePairs().forEach(p -> left.add(board(p)));
      List<String> right = new ArrayList<>();
      r.filePairs().forEach(p -> right.add(board(p)));
      String header = "Checker pairings";
      int width = header.length();
      for (String s : left) {
        width = Math.max(width, s.length());
      }
      out.println("  " + pad(header, width) + "   Tournament pairings");
      for (int i = 0; i < Math.max(left.size(), right.size()); i++) {
        String l = i < left.size() ? left.get(i) : "";
        String rt = i < right.size() ? right.get(i) : "";
        out.println(("  " + pad(l, width) + "   " + rt).stripTrailing());
      }
      if (r.engineError() != null) {
        out.println("  engine failed: " + r.engineError());
      }
      if (r.difference() != null) {
        out.println("  deciding: " + r.difference());
      }
    }
    print(out, "file breaks ", r.fileViolations());
    print(out, "file colours: ", r.fileColourNotes());
    print(out, "engine breaks ", r.engineViolations());
  }

  private static void print(PrintStream out, String prefix, List<Violation> violations) {
    violations.forEach(v -> out.println("  " + prefix + v));
  }

  private static String board(Pair p) {
    return p.isBye() ? p.white() + " - PAB" : p.white() + " - " + p.black();
  }

  private static String pad(String s, int width) {
    return s + " ".repeat(Math.max(0, width - s.length()));
  }
}
