package org.swisspair.solver.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.swisspair.api.Swisspair;
import org.swisspair.model.Player;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.CheckReportJson;
import org.swisspair.solver.checker.StandingsCheck;
import org.swisspair.solver.checker.TeamStandingsCheck;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.Violation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.swiss.BoardOrder;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
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
    boolean json =
        switch (format.toLowerCase(Locale.ROOT)) {
          case "text" -> false;
          case "json" -> true;
          default ->
              throw CliException.invalid("--format: expected text or json, was '" + format + "'");
        };
    TieBreakList given = null;
    if (tiebreaks != null) {
      try {
        given = TieBreakList.parse(tiebreaks);
      } catch (IllegalArgumentException e) {
        throw CliException.invalid("--tiebreaks: " + e.getMessage());
      }
    }
    try {
      TieBreakOptions.defaults().withRules(rules);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid("--rules: " + e.getMessage());
    }
    // The text itself too: the 310 team ranks are read from it (the model keeps no team rank).
    Io source = io;
    byte[] raw = null;
    if (Io.isStandard(input)) {
      try {
        raw = io.in().readAllBytes();
      } catch (java.io.IOException e) {
        throw CliException.fileAccess("standard input: cannot read: " + e.getMessage(), e);
      }
      source = new Io(new java.io.ByteArrayInputStream(raw), io.out(), io.err(), io.debug());
    }
    Tournament read = source.read(input, trustResults);
    PairingSystem pairingSystem = systemOption.resolve(read);
    if (pairingSystem instanceof org.swisspair.solver.team.TeamPairingSystem team) {
      // Teams are the pairing units: the matches come from the team records.
      team = baku ? team.withBaku() : team;
      CheckReport.StandingsReport ranks =
          onlyRound == null ? teamStandings(input, raw, read, team, given, rules) : null;
      if (!json || engineStyle) {
        return TeamCommands.check(
            io, input, read, team, skip, onlyRound, engineStyle, checklist, ranks);
      }
      ByteArrayOutputStream text = new ByteArrayOutputStream();
      Io captured =
          new Io(
              io.in(), new PrintStream(text, true, StandardCharsets.UTF_8), io.err(), io.debug());
      int code =
          TeamCommands.check(captured, input, read, team, skip, onlyRound, false, checklist, ranks);
      CheckReport report = Swisspair.check(read, team);
      if (ranks != null) {
        report = report.withStandings(ranks);
      }
      io.out().print(CheckReportJson.json(report, code, text.toString(StandardCharsets.UTF_8)));
      io.out().flush();
      return code;
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
    if (onlyRound == null) {
      report = report.withStandings(standings(input, read, given, rules));
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
    String name =
        !t.name().isEmpty()
            ? t.name()
            : Io.isStandard(input) ? "stdin" : input.getFileName().toString();
    ByteArrayOutputStream text = new ByteArrayOutputStream();
    PrintStream out = json ? new PrintStream(text, true, StandardCharsets.UTF_8) : io.out();
    for (CheckReport.RoundReport r : report.rounds()) {
      print(out, name, r);
    }
    printStandings(out, name, report.standings());
    out.println(report.summary());
    int code = report.agrees() ? ExitCode.OK : ExitCode.NO_VALID_PAIRING;
    if (json) {
      out.flush();
      io.out().print(CheckReportJson.json(report, code, text.toString(StandardCharsets.UTF_8)));
    }
    io.out().flush();
    return code;
  }

  /**
   * The standings check of {@code t} (C.07): its ranks after the last round in the file against
   * {@code given}, else its 202 list; not made when the file ranks nobody or names no list (CHK-2).
   */
  static CheckReport.StandingsReport standings(
      Path name, Tournament t, TieBreakList given, String rules) {
    Map<Integer, Integer> ranks = new HashMap<>();
    for (Player p : t.players()) {
      if (p.rank() > 0) {
        ranks.put(p.id(), p.rank());
      }
    }
    if (ranks.isEmpty()) {
      return CheckReport.StandingsReport.notChecked("the file ranks no participant (001 rank)");
    }
    TieBreakList list = given;
    String source = "--tiebreaks";
    if (list == null) {
      Optional<TieBreakList> fromFile;
      try {
        fromFile = TieBreakList.fromTrf(t);
      } catch (IllegalArgumentException e) {
        throw CliException.invalid(name + ": " + e.getMessage());
      }
      if (fromFile.isEmpty()) {
        return CheckReport.StandingsReport.notChecked(
            "the file names no tie-breaks (202); --tiebreaks names them");
      }
      list = fromFile.get();
      source = t.header().containsKey("202") ? "202" : "212";
    }
    // The same options as the standings command takes from the file (TIE-9, TIE-14).
    TieBreakOptions options = TieBreakOptions.forTournament(t).withRules(rules);
    try {
      return StandingsCheck.check(
          t, t.roundsInFile(), list, source, options, ranks, id -> t.player(id).name());
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(name + ": " + e.getMessage());
    }
  }

  /**
   * The team standings check of a team file (C.07 Art. 12, 13): its {@code 310} ranks against
   * {@code given}, else its 202 list; not made when the file ranks no team or names no list.
   */
  static CheckReport.StandingsReport teamStandings(
      Path name,
      byte[] raw,
      Tournament t,
      org.swisspair.solver.team.TeamPairingSystem system,
      TieBreakList given,
      String rules) {
    org.swisspair.model.team.TeamTournament teams = TeamCommands.teams(name, system, t);
    String text;
    try {
      text =
          raw != null
              ? new String(raw, StandardCharsets.UTF_8)
              : java.nio.file.Files.readString(name, StandardCharsets.UTF_8);
    } catch (java.io.IOException | java.io.UncheckedIOException e) {
      throw CliException.fileAccess(name + ": cannot read: " + e.getMessage(), e);
    }
    try {
      Map<Integer, Integer> ranks =
          text.stripLeading().startsWith("{") ? Map.of() : TeamStandingsCheck.ranks(text);
      return TeamStandingsCheck.check(t, teams, ranks, given, rules);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(name + ": " + e.getMessage());
    }
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
