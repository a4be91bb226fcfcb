package org.swisspair.solver.team;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.ResultCode;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.LowestScoreBye;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;

/**
 * Re-pairs every round of a team tournament by the Team system and compares it with the matches the
 * file records (C.04.2 1.4: a free pairing-checker), colours included where the match has one; a
 * round the file marks as paired by the arbiter's hand ({@code ### MPA}, {@code ### PAB}) is
 * reported as manual (ARB-8, ARB-18).
 */
public final class TeamChecker {
  private final TeamPairingSystem system;

  /** A checker that re-pairs with {@code system}. */
  public TeamChecker(TeamPairingSystem system) {
    this.system = system;
  }

  /**
   * One round's result.
   *
   * @param round the round
   * @param file the file's boards (white, black; PAB as id 0), sorted
   * @param engine the engine's boards, sorted; empty when it failed
   * @param error why the engine failed, null when it paired
   */
  public record RoundReport(int round, List<Pair> file, List<Pair> engine, String error) {
    /** True when the engine's pairing differs from the file's. */
    public boolean differs() {
      return error != null || !new HashSet<>(file).equals(new HashSet<>(engine));
    }
  }

  /** Checks rounds 1 to the last paired round of {@code t}. */
  public List<RoundReport> check(TeamTournament t) {
    List<RoundReport> out = new ArrayList<>();
    for (int r = 1; r <= t.roundsPaired(); r++) {
      out.add(checkRound(t, r));
    }
    return out;
  }

  /** Re-pairs round {@code r} of {@code t} from the state before it. */
  public RoundReport checkRound(TeamTournament t, int r) {
    List<Pair> file = filePairs(t, r);
    try {
      List<Pair> engine = sorted(system.pair(new TeamRoundState(t, r), false).boards());
      return new RoundReport(r, file, engine, null);
    } catch (NoValidPairingException e) {
      return new RoundReport(r, file, List.of(), "no valid pairing: " + e.getMessage());
    }
  }

  /**
   * The rounds of {@code t} that {@code manual} (the file's {@code ###} comments, by round) marks,
   * among {@code rounds}: each reported as manual, in round order.
   */
  public List<CheckReport.ManualRoundReport> checkManualRounds(
      TeamTournament t, Map<Integer, ManualRound> manual, Set<Integer> rounds) {
    List<CheckReport.ManualRoundReport> out = new ArrayList<>();
    for (ManualRound hand : manual.values()) {
      if (rounds.contains(hand.round()) && hand.round() <= t.roundsPaired()) {
        out.add(checkManualRound(t, hand));
      }
    }
    return out;
  }

  /**
   * A round the file marks as paired by the arbiter's hand (ARB-8, ARB-18): whether the engine's
   * own pairing differs, whether the matches the arbiter did not fix are the system's pairing of
   * the other teams (ARB-1, ARB-6), and the warning on a chosen PAB above the lowest score (Q66).
   */
  public CheckReport.ManualRoundReport checkManualRound(TeamTournament t, ManualRound hand) {
    int r = hand.round();
    RoundReport report = checkRound(t, r);
    List<Pair> file = report.file();
    List<Pair> rest = List.of();
    List<String> notices = new ArrayList<>();
    String restDifference = null;
    String error = null;
    if (!hand.boards().isEmpty() || hand.pab() != 0) {
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
      TeamRoundState state = new TeamRoundState(t, r);
      try {
        if (hand.pab() != 0) {
          LowestScoreBye.warning(state, hand.pab()).ifPresent(notices::add);
        }
        TeamRoundState others = without(state, taken);
        if (!others.teamsToPair().isEmpty()) {
          byHand.addAll(system.pair(others, false).boards());
        }
        rest = sorted(byHand);
        if (!new HashSet<>(file).equals(new HashSet<>(rest))) {
          restDifference =
              "the matches the arbiter did not fix are not the system's pairing of the rest: "
                  + "file "
                  + file
                  + ", rules "
                  + rest;
        }
      } catch (NoValidPairingException e) {
        error = "no valid pairing of the rest: " + e.getMessage();
      } catch (Cancellation.Cancelled e) {
        throw e;
      } catch (RuntimeException e) {
        // A team not to be paired, or an engine bug: named rather than thrown.
        error = "the rest cannot be paired around the arbiter's matches: " + e.getMessage();
      }
    }
    return new CheckReport.ManualRoundReport(
        r,
        hand.boards(),
        hand.otherText(),
        hand.pab(),
        file,
        report.engine(),
        report.differs(),
        rest,
        restDifference,
        error,
        notices);
  }

  /**
   * The round of {@code state} without the teams {@code taken}: they leave it by team byes, the
   * team-level form of C.04.2 3.3 (ARB-6), as does every team not to be paired in it.
   */
  public static TeamRoundState without(TeamRoundState state, Set<Integer> taken) {
    TeamTournament tt = state.tournament();
    int round = state.round();
    List<ByeRequest> byes = new ArrayList<>(tt.byes());
    for (int k = 1; k <= tt.size(); k++) {
      if (!state.teamsToPair().contains(k) || taken.contains(k)) {
        byes.add(new ByeRequest(k, round, ResultCode.ZERO_BYE));
      }
    }
    List<List<TeamRound>> rounds = new ArrayList<>();
    for (int k = 1; k <= tt.size(); k++) {
      rounds.add(tt.rounds(k));
    }
    return new TeamRoundState(
        new TeamTournament(
            tt.teams(),
            rounds,
            tt.scoring(),
            tt.settings(),
            tt.totalRounds(),
            tt.initialColour(),
            tt.acceleration(),
            tt.forbidden(),
            byes),
        round);
  }

  /** The boards the file records for round {@code r}: matches played or forfeited, and the PAB. */
  public static List<Pair> filePairs(TeamTournament t, int r) {
    List<Pair> out = new ArrayList<>();
    Set<Integer> seen = new HashSet<>();
    for (int k = 1; k <= t.size(); k++) {
      TeamRound e = t.round(k, r);
      if (e.kind() == MatchKind.PAB) {
        out.add(new Pair(k, 0));
      } else if (e.kind().paired() && seen.add(k) && seen.add(e.opponent())) {
        // A forfeited match without a scheduled colour is listed smaller TPN first.
        boolean white = e.colour() == Colour.WHITE || e.colour() == Colour.NONE;
        out.add(white ? new Pair(k, e.opponent()) : new Pair(e.opponent(), k));
      }
    }
    return sorted(out);
  }

  private static List<Pair> sorted(List<Pair> boards) {
    List<Pair> s = new ArrayList<>(boards);
    s.sort((a, b) -> a.white() != b.white() ? a.white() - b.white() : a.black() - b.black());
    return s;
  }
}
