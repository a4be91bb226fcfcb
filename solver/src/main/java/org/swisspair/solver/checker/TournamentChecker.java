package org.swisspair.solver.checker;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.criteria.BracketComparison;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * Re-pairs every round of a finished or running tournament with a pairing system and compares the
 * result with the round as played: the free pairing-checker that C.04.2 1.4 asks for. Each round is
 * also checked against the Basic Rules (C.04.1) and the system's absolute criteria.
 */
public final class TournamentChecker {
  private final PairingSystem system;

  /** A checker that re-pairs with {@code system}. */
  public TournamentChecker(PairingSystem system) {
    this.system = Objects.requireNonNull(system, "system");
  }

  /** Checks every paired round of {@code tournament}. */
  public CheckReport check(Tournament tournament) {
    return check(tournament, Set.of());
  }

  /** Checks every paired round of {@code tournament} except those in {@code skipRounds}. */
  public CheckReport check(Tournament tournament, Set<Integer> skipRounds) {
    int checked = 0;
    int differing = 0;
    List<CheckReport.RoundReport> reports = new ArrayList<>();
    List<Integer> skipped = new ArrayList<>(new TreeSet<>(skipRounds));
    for (int r = 1; r <= tournament.roundsPaired(); r++) {
      if (skipRounds.contains(r)) {
        continue;
      }
      checked++;
      CheckReport.RoundReport report = checkRound(tournament, r);
      if (report.differs()) {
        differing++;
      }
      if (report.differs()
          || !report.fileViolations().isEmpty()
          || !report.fileColourNotes().isEmpty()
          || !report.engineViolations().isEmpty()) {
        reports.add(report);
      }
    }
    return new CheckReport(checked, differing, skipped, reports);
  }

  /** Re-pairs round {@code r} and compares it with the file. */
  public CheckReport.RoundReport checkRound(Tournament tournament, int r) {
    RoundState state = new RoundState(RoundSetup.stateBefore(tournament, r), r);
    PairingRules rules = system.rules(state);
    List<Pair> file = filePairs(tournament, r);
    AbsoluteCriteriaCheck.Result fileCheck = AbsoluteCriteriaCheck.check(rules, state, file);
    List<Pair> engine = List.of();
    String error = null;
    String difference = null;
    List<Violation> engineViolations = List.of();
    try {
      RoundPairing pairing = system.pair(state, false);
      engine = sorted(pairing.boards());
      engineViolations = AbsoluteCriteriaCheck.check(rules, state, engine).violations();
    } catch (NoValidPairingException e) {
      error = "no valid pairing: " + e.getMessage() + " " + e.players();
    } catch (RuntimeException e) {
      // The report must survive an engine bug, so it is named rather than thrown.
      error = e.getClass().getSimpleName() + ": " + e.getMessage();
    }
    if (error == null && !new HashSet<>(file).equals(new HashSet<>(engine))) {
      difference = explain(state, rules, file, engine);
    }
    return new CheckReport.RoundReport(
        r,
        file,
        engine,
        difference,
        error,
        fileCheck.violations(),
        fileCheck.colourNotes(),
        engineViolations);
  }

  private static String explain(
      RoundState state, PairingRules rules, List<Pair> file, List<Pair> engine) {
    Optional<BracketComparison> c =
        BracketComparison.of(rules.evaluate(file), rules.evaluate(engine));
    if (c.isPresent()) {
      return c.get()
          .describe()
          .replace("first is better", "file is better")
          .replace("second is better", "engine is better");
    }
    // Same pairs and byes: only colours differ.
    Set<Pair> fileSet = new HashSet<>(file);
    List<String> parts = new ArrayList<>();
    for (Pair p : engine) {
      if (!p.isBye() && !fileSet.contains(p)) {
        ColourAllocation a = rules.colours(state.player(p.white()), state.player(p.black()));
        parts.add(
            "board "
                + p
                + ": file has "
                + p.black()
                + " "
                + p.white()
                + ", "
                + rules.system()
                + " "
                + a.article()
                + " gives White to "
                + a.white());
      }
    }
    return "colour allocation (5.2.x): " + String.join("; ", parts);
  }

  /** The file's round {@code r}: white-black pairs and the PAB, sorted. */
  public static List<Pair> filePairs(Tournament t, int r) {
    List<Pair> out = new ArrayList<>();
    for (Player p : t.players()) {
      RoundEntry e = p.round(r);
      if (e.paired()) {
        boolean white = e.colour() != Colour.BLACK;
        // Each game once, from the side of its White player (or the lower number without colours).
        if (e.colour() == Colour.NONE ? p.id() < e.opponent() : white) {
          out.add(new Pair(p.id(), e.opponent()));
        }
      } else if (e.result() == ResultCode.PAIRING_BYE) {
        out.add(new Pair(p.id(), 0));
      }
    }
    return sorted(out);
  }

  private static List<Pair> sorted(List<Pair> pairs) {
    List<Pair> out = new ArrayList<>(pairs);
    out.sort(
        Comparator.comparing(Pair::isBye)
            .thenComparingInt(Pair::white)
            .thenComparingInt(Pair::black));
    return out;
  }
}
