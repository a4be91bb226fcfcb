package org.swisspair.solver.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.Violation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
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
      "2:unexpected error, or the system is not built yet",
      "3:invalid input or option",
      "5:input unreadable"
    })
final class CheckCommand implements Callable<Integer> {
  private final Io io;

  @Mixin SystemOption systemOption = new SystemOption();

  @Parameters(index = "0", paramLabel = "IN", description = "Tournament file (.trf or .json).")
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

  /** Only this round is checked when set (the drop-in {@code -c ROUND}). */
  Integer onlyRound;

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
    Tournament t = TournamentFiles.read(input, trustResults);
    PairingSystem pairingSystem = systemOption.resolve(t);
    if (onlyRound != null) {
      if (onlyRound > t.roundsPaired()) {
        throw CliException.invalid(
            input + ": round " + onlyRound + " is not paired; the file has " + t.roundsPaired());
      }
      for (int r = 1; r <= t.roundsPaired(); r++) {
        if (r != onlyRound) {
          skip.add(r);
        }
      }
    }
    CheckReport report = new TournamentChecker(pairingSystem).check(t, skip);
    String name = t.name().isEmpty() ? input.getFileName().toString() : t.name();
    for (CheckReport.RoundReport r : report.rounds()) {
      print(io.out(), name, r);
    }
    io.out().println(report.summary());
    io.out().flush();
    return report.roundsDiffering() == 0 ? ExitCode.OK : ExitCode.NO_VALID_PAIRING;
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
