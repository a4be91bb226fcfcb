package org.swisspair.solver.checker;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.model.trf.ManualRounds;
import org.swisspair.solver.criteria.BracketComparison;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.BakuAcceleration;
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
    Tournament t = asChecked(tournament);
    int checked = 0;
    int differing = 0;
    List<CheckReport.RoundReport> reports = new ArrayList<>();
    List<CheckReport.ManualRoundReport> manualReports = new ArrayList<>();
    Map<Integer, ManualRound> manual = ManualRounds.of(t);
    List<Integer> skipped = new ArrayList<>(new TreeSet<>(skipRounds));
    for (int r = 1; r <= roundsPlayed(t); r++) {
      if (skipRounds.contains(r)) {
        continue;
      }
      checked++;
      Cancellation.checkpoint();
      CheckReport.RoundReport report = checkRound(t, r);
      ManualRound hand = manual.get(r);
      if (hand != null) {
        // ARB-8: a round the file marks as the arbiter's is reported as manual, not as differing
        // from the engine's own pairing; it differs only when the rest does not follow the rules.
        CheckReport.ManualRoundReport m = checkManualRound(t, r, hand, report);
        manualReports.add(m);
        if (m.differs()) {
          differing++;
        }
        report =
            new CheckReport.RoundReport(
                r,
                report.filePairs(),
                report.enginePairs(),
                null,
                null,
                report.fileViolations(),
                report.fileColourNotes(),
                report.engineViolations());
      } else if (report.differs()) {
        differing++;
      }
      if (report.differs()
          || !report.fileViolations().isEmpty()
          || !report.fileColourNotes().isEmpty()
          || !report.engineViolations().isEmpty()) {
        reports.add(report);
      }
    }
    return new CheckReport(checked, differing, skipped, reports, null, manualReports);
  }

  /**
   * Round {@code r}, which the file marks as paired by the arbiter's hand: whether the engine's own
   * pairing differs, and whether the boards the arbiter did not fix are the system's pairing of the
   * rest (ARB-1).
   */
  private CheckReport.ManualRoundReport checkManualRound(
      Tournament t, int r, ManualRound hand, CheckReport.RoundReport report) {
    List<Pair> file = report.filePairs();
    List<Pair> rest = List.of();
    String restDifference = null;
    String error = null;
    List<String> notices = new ArrayList<>();
    if (!hand.boards().isEmpty() || hand.pab() != 0) {
      // ARB-1 read directly, not through the arbiter package (the checker pairs only through the
      // PairingSystem contract): the fixed players leave the round, the system pairs the rest.
      Set<Integer> taken = new HashSet<>();
      List<Pair> byHand = new ArrayList<>();
      for (ManualBoard b : hand.boards()) {
        taken.add(b.white());
        taken.add(b.black());
        byHand.add(new Pair(b.white(), b.black()));
      }
      if (hand.pab() != 0) {
        taken.add(hand.pab());
        byHand.add(new Pair(hand.pab(), 0));
      }
      RoundState state = new RoundState(RoundSetup.stateBefore(t, r), r);
      try {
        if (hand.pab() != 0) {
          LowestScoreBye.warning(state, system.rules(state), hand.pab()).ifPresent(notices::add);
        }
        RoundState others = state.without(taken);
        if (!others.playersToPair().isEmpty()) {
          byHand.addAll(system.pair(others, false).boards());
        }
        rest = sorted(byHand);
        if (!new HashSet<>(file).equals(new HashSet<>(rest))) {
          restDifference =
              "the boards the arbiter did not fix are not the system's pairing of the rest: "
                  + "file "
                  + file
                  + ", rules "
                  + rest;
        }
      } catch (NoValidPairingException e) {
        error = "no valid pairing of the rest: " + e.getMessage() + " " + e.players();
      } catch (Cancellation.Cancelled e) {
        throw e;
      } catch (RuntimeException e) {
        // A fixed player not to be paired, or an engine bug: named rather than thrown.
        error = "the rest cannot be paired around the arbiter's boards: " + e.getMessage();
      }
    }
    return new CheckReport.ManualRoundReport(
        r,
        hand.boards(),
        hand.otherText(),
        hand.pab(),
        file,
        report.enginePairs(),
        report.differs(),
        rest,
        restDifference,
        error,
        notices);
  }

  /** Re-pairs round {@code r} and compares it with the file. */
  public CheckReport.RoundReport checkRound(Tournament tournament, int r) {
    tournament = asChecked(tournament);
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
    } catch (Cancellation.Cancelled e) {
      throw e;
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

  /**
   * The tournament as the endorsed engines read it: the initial colour inferred from the whole file
   * when it gives none (Dutch 5.1), and, when a TRF-2026 {@code 192} code ending in {@code _BAKU}
   * comes without acceleration records, the Baku virtual points of every round (C.04.7 1.4), over
   * the declared rounds or else the rounds paired.
   *
   * @throws IllegalArgumentException when the scoring cannot carry Baku acceleration (C.04.7 1.1)
   */
  public static Tournament asDeclared(Tournament tournament) {
    return asDeclared(tournament, false);
  }

  /**
   * {@link #asDeclared(Tournament)}, with Baku acceleration (C.04.7 1.4) as if the {@code 192} code
   * ended in {@code _BAKU} when {@code baku} (the command line's {@code check --baku}).
   *
   * @throws IllegalArgumentException when the scoring cannot carry Baku acceleration (C.04.7 1.1)
   */
  public static Tournament asDeclared(Tournament tournament, boolean baku) {
    Tournament t = RoundState.withInferredInitialColour(tournament);
    boolean coded = baku || t.systemCode().toUpperCase(Locale.ROOT).endsWith("_BAKU");
    if (!coded || !t.acceleration().isEmpty()) {
      return t;
    }
    ScoringSystem s = t.scoring();
    if (s.loss() != 0 || s.drawWhite() * 2 != s.win() || s.drawBlack() * 2 != s.win()) {
      throw new IllegalArgumentException(
          "Baku acceleration ("
              + (baku ? "--baku" : "192 " + t.systemCode())
              + ") needs a win worth two draws and a loss worth nothing (C.04.7 1.1)");
    }
    int rounds = t.totalRounds() > 0 ? t.totalRounds() : t.roundsPaired();
    if (rounds == 0) {
      return t;
    }
    return t.withAcceleration(BakuAcceleration.virtualPoints(t.size(), rounds, s));
  }

  /**
   * The tournament as it is checked: {@link #asDeclared}, and when the file does not give the
   * number of rounds, the rounds it holds are all there are, so its last round is the final one
   * (Dutch 1.8 topscorers), as bbpPairings checks it.
   */
  public static Tournament asChecked(Tournament tournament) {
    Tournament t = tournament;
    if (t.totalRounds() <= 0 && lastRoundWithEntries(t) > 0) {
      t = t.withTotalRounds(lastRoundWithEntries(t));
    }
    return asDeclared(t);
  }

  /** The last round in which some player has an entry, a pre-set bye included; 0 when none. */
  public static int lastRoundWithEntries(Tournament t) {
    int last = 0;
    for (Player p : t.players()) {
      for (int r = p.rounds().size(); r > last; r--) {
        if (!p.round(r).equals(RoundEntry.EMPTY)) {
          last = r;
          break;
        }
      }
    }
    return last;
  }

  /**
   * The rounds with games to check: the rounds paired, without a last round in which nobody has an
   * opponent yet (only pre-set byes, e.g. a PAB the organiser assigned before pairing it).
   */
  public static int roundsPlayed(Tournament t) {
    int r = t.roundsPaired();
    while (r > 0 && !hasOpponent(t, r)) {
      r--;
    }
    return r;
  }

  private static boolean hasOpponent(Tournament t, int r) {
    for (Player p : t.players()) {
      if (p.round(r).paired()) {
        return true;
      }
    }
    return false;
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
