package org.swisspair.api;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.swisspair.model.Player;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.model.trf.ManualRounds;
import org.swisspair.solver.arbiter.FideModeVerdict;
import org.swisspair.solver.avoidance.AvoidanceGroups;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.CheckReportJson;
import org.swisspair.solver.checker.StandingsCheck;
import org.swisspair.solver.checker.TeamStandingsCheck;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.Violation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.team.TeamChecker;
import org.swisspair.solver.team.TeamPairingSystem;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;

/** {@link Operations#check}: re-pairs every round and compares with the file (C.04.2 1.4). */
final class CheckOperation {
  private CheckOperation() {}

  static CheckResult check(CheckRequest q) {
    String input = q.tournament().label();
    q.system().named();
    Set<Integer> skip = new TreeSet<>();
    for (Integer r : q.skipRounds()) {
      if (r == null || r < 1) {
        throw OperationException.invalid("--skip-rounds: rounds start at 1, was " + r);
      }
      skip.add(r);
    }
    if (q.onlyRound() != null && q.onlyRound() < 1) {
      throw OperationException.invalid("-c: rounds start at 1, was " + q.onlyRound());
    }
    TieBreakList given = null;
    if (q.tiebreaks() != null) {
      try {
        given = TieBreakList.parse(q.tiebreaks());
      } catch (IllegalArgumentException e) {
        throw OperationException.invalid("--tiebreaks: " + e.getMessage(), e);
      }
    }
    try {
      TieBreakOptions.defaults().withRules(q.rules());
    } catch (IllegalArgumentException e) {
      throw OperationException.invalid("--rules: " + e.getMessage(), e);
    }
    byte[] bytes = q.tournament().bytes();
    TournamentSource.Read read = q.tournament().read(bytes, q.trustResults());
    try {
      PairingSystem system = q.system().resolve(read.tournament());
      if (system instanceof TeamPairingSystem team) {
        // Teams are the pairing units: the matches and the 310 team ranks come from the team
        // records.
        team = q.baku() ? team.withBaku() : team;
        team = avoiding(q, read.tournament(), team);
        CheckReport.StandingsReport ranks =
            q.onlyRound() == null
                ? teamStandings(input, read.tournament(), team, given, q.rules())
                : null;
        return teams(q, read, team, skip, ranks);
      }
      return players(q, read, system, skip, given);
    } catch (OperationException e) {
      throw e.after(read.warnings());
    }
  }

  private static CheckResult players(
      CheckRequest q,
      TournamentSource.Read read,
      PairingSystem system,
      Set<Integer> skip,
      TieBreakList given) {
    String input = q.tournament().label();
    Tournament t;
    try {
      t = TournamentChecker.asDeclared(read.tournament(), q.baku());
    } catch (IllegalArgumentException e) {
      throw OperationException.invalid(input + ": " + e.getMessage(), e);
    }
    int played = TournamentChecker.roundsPlayed(t);
    Integer only = q.onlyRound();
    if (only != null) {
      if (only > played) {
        throw OperationException.invalid(
            input + ": round " + only + " is not paired; the file has " + played);
      }
      for (int r = 1; r <= played; r++) {
        if (r != only) {
          skip.add(r);
        }
      }
    }
    List<String> warnings = new ArrayList<>(read.warnings());
    PairOperation.assumedColour(input, t).ifPresent(warnings::add);
    // ARB-15: each round re-paired with the groups it was paired with, the file's comments from
    // their round, --avoid's in every round.
    try {
      system = q.avoid().system(input, system, t, played, false);
    } catch (OperationException e) {
      throw e.after(warnings);
    }
    CheckReport report;
    try {
      report = new TournamentChecker(system).check(t, skip);
    } catch (IllegalArgumentException e) {
      // A system's precondition on the file, e.g. Burstein's and Dubov's need for XXR.
      throw OperationException.invalid(input + ": " + e.getMessage(), e).after(warnings);
    }
    if (only == null) {
      try {
        report = report.withStandings(standings(input, read.tournament(), given, q.rules()));
      } catch (OperationException e) {
        throw e.after(warnings);
      }
    }
    String name =
        !t.name().isEmpty()
            ? t.name()
            : q.tournament().isStream() ? "stdin" : q.tournament().path().getFileName().toString();
    StringWriter text = new StringWriter();
    PrintWriter out = new PrintWriter(text);
    for (CheckReport.RoundReport r : report.rounds()) {
      print(out, name, r);
    }
    for (CheckReport.ManualRoundReport m : report.manualRounds()) {
      out.println(name + ": " + m.describe());
    }
    printStandings(out, name, report.standings());
    out.println(report.summary());
    out.flush();
    Set<Integer> checked = new TreeSet<>();
    for (int r = 1; r <= played; r++) {
      if (!skip.contains(r)) {
        checked.add(r);
      }
    }
    return result(q, report, system, t, checked, report.agrees(), text.toString(), warnings);
  }

  private static CheckResult result(
      CheckRequest q,
      CheckReport report,
      PairingSystem system,
      Tournament t,
      Set<Integer> checked,
      boolean agrees,
      String text,
      List<String> warnings) {
    int code = agrees ? 0 : OperationException.Kind.NO_VALID_PAIRING.exitCode();
    FideModeVerdict fideMode;
    String avoidance = "";
    try {
      boolean teams = system instanceof TeamPairingSystem;
      // --avoid federation re-pairs every round with the federations: out of FIDE mode from 1.
      fideMode =
          PairOperation.fideMode(system, t)
              .with(q.avoid().fideModeCause(q.tournament().label(), t, 1, teams));
      AvoidanceGroups groups =
          q.avoid().groups(q.tournament().label(), t, Integer.MAX_VALUE, teams);
      avoidance =
          groups.isEmpty()
              ? ""
              : ArbiterOutput.Avoided.of(
                          groups,
                          q.avoid().fileComments() ? "comment" : q.avoid().text(),
                          List.of())
                      .groupsLine()
                  + "\n";
    } catch (IllegalArgumentException e) {
      throw OperationException.invalid(q.tournament().label() + ": " + e.getMessage(), e)
          .after(warnings);
    } catch (OperationException e) {
      throw e.after(warnings);
    }
    // The soft-avoidance and FIDE-mode lines before the summary, which stays the last line.
    int last = text.lastIndexOf('\n', text.length() - 2) + 1;
    text =
        text.substring(0, last)
            + avoidance
            + ArbiterOutput.fideModeLine(fideMode)
            + "\n"
            + text.substring(last);
    String output =
        q.format() == CheckFormat.JSON
            ? ArbiterOutput.withFields(
                CheckReportJson.json(report, code, text),
                Map.of("fideMode", ArbiterOutput.fideMode(fideMode)))
            : text;
    return new CheckResult(
        report,
        system,
        t,
        java.util.Collections.unmodifiableSortedSet(new TreeSet<>(checked)),
        agrees,
        text,
        output,
        List.copyOf(warnings),
        fideMode);
  }

  /**
   * The Team system's check (C.04.6 with C.04.2 1.4): each team round re-paired and compared with
   * the file's matches, by team TPN.
   */
  private static CheckResult teams(
      CheckRequest q,
      TournamentSource.Read read,
      TeamPairingSystem system,
      Set<Integer> skip,
      CheckReport.StandingsReport standings) {
    String input = q.tournament().label();
    TeamTournament t;
    try {
      t = system.teams(read.tournament());
    } catch (IllegalArgumentException e) {
      throw OperationException.invalid(input + ": " + e.getMessage(), e);
    }
    TeamChecker checker = new TeamChecker(system);
    // ARB-8, ARB-18: a round the file's ### comments mark as the arbiter's is reported as manual.
    Map<Integer, ManualRound> manual = ManualRounds.of(read.tournament());
    StringWriter text = new StringWriter();
    PrintWriter out = new PrintWriter(text);
    Set<Integer> checked = new TreeSet<>();
    List<TeamChecker.RoundReport> reports = new ArrayList<>();
    int differ = 0;
    for (int r = 1; r <= t.roundsPaired(); r++) {
      if (skip.contains(r) || q.onlyRound() != null && r != q.onlyRound()) {
        continue;
      }
      checked.add(r);
      if (manual.containsKey(r)) {
        continue;
      }
      TeamChecker.RoundReport rr;
      try {
        rr = checker.checkRound(t, r);
      } catch (IllegalArgumentException e) {
        throw OperationException.invalid(input + ": round " + r + ": " + e.getMessage(), e);
      }
      reports.add(rr);
      if (!rr.differs()) {
        continue;
      }
      differ++;
      if (rr.error() != null) {
        out.println("Round " + r + ": " + rr.error());
        continue;
      }
      Set<Pair> file = new HashSet<>(rr.file());
      Set<Pair> engine = new HashSet<>(rr.engine());
      out.println("Round " + r + ": checker | tournament");
      for (Pair p : rr.engine()) {
        if (!file.contains(p)) {
          out.println("  " + text(p) + " | " + text(counterpart(p, rr.file())));
        }
      }
      for (Pair p : rr.file()) {
        if (!engine.contains(p) && counterpart(p, rr.engine()) == null) {
          out.println("  - | " + text(p));
        }
      }
    }
    List<CheckReport.ManualRoundReport> manualReports;
    try {
      manualReports = checker.checkManualRounds(t, manual, checked);
    } catch (IllegalArgumentException e) {
      throw OperationException.invalid(input + ": " + e.getMessage(), e);
    }
    Tournament file = read.tournament();
    String name =
        !file.name().isEmpty()
            ? file.name()
            : q.tournament().isStream() ? "stdin" : q.tournament().path().getFileName().toString();
    for (CheckReport.ManualRoundReport m : manualReports) {
      out.println(name + ": " + m.describe());
      differ += m.differs() ? 1 : 0;
    }
    boolean ranksDiffer = standings != null && !standings.differences().isEmpty();
    if (ranksDiffer) {
      printStandings(out, name, standings);
    }
    out.println(
        checked.size()
            + " rounds checked, "
            + differ
            + " differ"
            + (manualReports.isEmpty()
                ? ""
                : ", " + manualReports.size() + " paired by the arbiter's hand")
            + (standings != null && standings.checked() ? "; team " + standings.summary() : ""));
    out.flush();
    List<Integer> skipped = new ArrayList<>();
    for (int r = 1; r <= t.roundsPaired(); r++) {
      if (!checked.contains(r)) {
        skipped.add(r);
      }
    }
    // The rounds the text checks, the skipped ones named (before, a team file's JSON ignored
    // --skip-rounds and -c); the manual rounds beside them.
    CheckReport base = teamReport(reports, skipped);
    CheckReport report =
        new CheckReport(checked.size(), differ, skipped, base.rounds(), null, manualReports);
    report = standings == null ? report : report.withStandings(standings);
    return result(
        q,
        report,
        system,
        read.tournament(),
        checked,
        differ == 0 && !ranksDiffer,
        text.toString(),
        new ArrayList<>(read.warnings()));
  }

  /**
   * The Team system with the soft-avoidance groups over team numbers (ARB-15); the team checker
   * takes one system, so every round is re-paired with the groups of the file's last round.
   */
  private static TeamPairingSystem avoiding(CheckRequest q, Tournament t, TeamPairingSystem team) {
    String input = q.tournament().label();
    AvoidanceGroups groups = q.avoid().groups(input, t, Integer.MAX_VALUE, true);
    if (groups.isEmpty()) {
      return team;
    }
    PairingSystem avoiding = q.avoid().system(input, team, groups);
    if (avoiding instanceof TeamPairingSystem avoidingTeam) {
      return avoidingTeam;
    }
    throw OperationException.invalid(
        input + ": soft avoidance in the team check needs the Team system's own form of it");
  }

  /** The team rounds' reports as one check report, the pairing numbers team TPNs. */
  static CheckReport teamReport(List<TeamChecker.RoundReport> reports, List<Integer> skipped) {
    List<CheckReport.RoundReport> rounds = new ArrayList<>();
    for (TeamChecker.RoundReport r : reports) {
      if (r.differs()) {
        rounds.add(
            new CheckReport.RoundReport(
                r.round(),
                r.file(),
                r.engine(),
                r.error() != null ? null : teamDifference(r),
                r.error(),
                List.of(),
                List.of(),
                List.of()));
      }
    }
    return new CheckReport(reports.size(), rounds.size(), skipped, rounds);
  }

  private static String teamDifference(TeamChecker.RoundReport r) {
    Set<Pair> file = new java.util.LinkedHashSet<>(r.file());
    Set<Pair> engine = new java.util.LinkedHashSet<>(r.engine());
    Set<Pair> onlyEngine = new java.util.LinkedHashSet<>(engine);
    onlyEngine.removeAll(file);
    Set<Pair> onlyFile = new java.util.LinkedHashSet<>(file);
    onlyFile.removeAll(engine);
    Set<Set<Integer>> fileMatches = new HashSet<>();
    onlyFile.forEach(p -> fileMatches.add(Set.of(p.white(), p.black())));
    boolean coloursOnly =
        onlyEngine.stream().allMatch(p -> fileMatches.contains(Set.of(p.white(), p.black())));
    return (coloursOnly ? "colours differ: " : "pairings differ: ")
        + "engine "
        + onlyEngine
        + ", file "
        + onlyFile;
  }

  private static Pair counterpart(Pair p, List<Pair> in) {
    for (Pair q : in) {
      if (q.white() == p.white()
          || q.black() == p.white()
          || p.black() != 0 && (q.white() == p.black() || q.black() == p.black())) {
        return q;
      }
    }
    return null;
  }

  private static String text(Pair p) {
    return p == null ? "-" : p.isBye() ? p.white() + " PAB" : p.white() + "-" + p.black();
  }

  /**
   * The standings check of {@code t} (C.07): its ranks after the last round in the file against
   * {@code given}, else its 202 list; not made when the file ranks nobody or names no list (CHK-2).
   */
  static CheckReport.StandingsReport standings(
      String name, Tournament t, TieBreakList given, String rules) {
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
        throw OperationException.invalid(name + ": " + e.getMessage(), e);
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
      throw OperationException.invalid(name + ": " + e.getMessage(), e);
    }
  }

  /**
   * The team standings check of a team file (C.07 Art. 12, 13): its {@code 310} ranks against
   * {@code given}, else its 202 list; not made when the file ranks no team or names no list.
   */
  private static CheckReport.StandingsReport teamStandings(
      String name, Tournament t, TeamPairingSystem system, TieBreakList given, String rules) {
    TeamTournament teams;
    try {
      teams = system.teams(t);
    } catch (IllegalArgumentException e) {
      throw OperationException.invalid(name + ": " + e.getMessage(), e);
    }
    try {
      Map<Integer, Integer> ranks = TeamStandingsCheck.ranks(t);
      return TeamStandingsCheck.check(t, teams, ranks, given, rules);
    } catch (IllegalArgumentException e) {
      throw OperationException.invalid(name + ": " + e.getMessage(), e);
    }
  }

  /** Each rank that does not follow the tie-break list, one line each. */
  private static void printStandings(PrintWriter out, String name, CheckReport.StandingsReport s) {
    if (s == null || s.differences().isEmpty()) {
      return;
    }
    out.println(name + ": Standings after round " + s.round() + " differ");
    s.differences().forEach(d -> out.println("  " + d.message()));
  }

  /** One round, JaVaFo-style: checker pairings beside the tournament's, then the reason. */
  private static void print(PrintWriter out, String name, CheckReport.RoundReport r) {
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

  private static void print(PrintWriter out, String prefix, List<Violation> violations) {
    violations.forEach(v -> out.println("  " + prefix + v));
  }

  private static String board(Pair p) {
    return p.isBye() ? p.white() + " - PAB" : p.white() + " - " + p.black();
  }

  private static String pad(String s, int width) {
    return s + " ".repeat(Math.max(0, width - s.length()));
  }
}
