package org.swisspair.solver.arbiter;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringRules;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.match.MatchRounds;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamScoring;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.FideModeComment;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.model.trf.ManualRounds;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.team.TeamChecker;
import org.swisspair.solver.team.TeamPairingSystem;
import org.swisspair.solver.tiebreak.TieBreakList;

/**
 * Whether a tournament is still in FIDE mode and, if not, since which round and why (FIDE's
 * acceptance checklist Q40-46 on FIDE mode, Q68-69 on manual pairings, Q196 on prohibited pairings;
 * C.04.2 1.1-1.2 on the systems and accelerations).
 */
public final class FideMode {
  private final PairingSystems.Entry entry;
  private final PairingSystem system;

  /** The verdict for tournaments paired by the system of {@code entry}. */
  public FideMode(PairingSystems.Entry entry) {
    this(entry, entry.factory().get());
  }

  /** The verdict for tournaments paired by {@code system}, registered as {@code entry}. */
  public FideMode(PairingSystems.Entry entry, PairingSystem system) {
    this.entry = Objects.requireNonNull(entry, "entry");
    this.system = Objects.requireNonNull(system, "system");
  }

  /** Every cause that takes {@code tournament} out of FIDE mode, earliest round first. */
  public FideModeVerdict verdict(Tournament tournament) {
    List<FideModeCause> causes = new ArrayList<>();
    system(causes);
    scoring(tournament, causes);
    tieBreaks(tournament, causes);
    prohibitedPairings(tournament, causes);
    acceleration(tournament).ifPresent(causes::add);
    manualRounds(tournament, causes);
    causes.addAll(softAvoidance(tournament));
    // ARB-9: a file that says it left FIDE mode stays out (checklist Q45).
    FideModeComment.of(tournament)
        .ifPresent(
            c -> causes.add(new FideModeCause(FideModeCause.Kind.DECLARED, c.round(), c.reason())));
    causes.sort(Comparator.comparingInt(FideModeCause::round).thenComparing(FideModeCause::kind));
    return new FideModeVerdict(causes);
  }

  // C.04.2 1.1: a FIDE rated Swiss is paired by one of the published FIDE Swiss systems. System,
  // scoring and tie-breaks govern the event from round 1 (ARB-9).
  private void system(List<FideModeCause> causes) {
    if (!PairingSystems.FIDE_2026.equals(entry.status())) {
      causes.add(
          new FideModeCause(
              FideModeCause.Kind.SYSTEM,
              1,
              entry.displayName() + " (" + entry.article() + "): " + entry.status()));
    }
  }

  // GEN-5 to GEN-8: the limits of a FIDE scoring system.
  private static void scoring(Tournament t, List<FideModeCause> causes) {
    boolean matches = MatchRounds.isDoubleSwiss(t);
    ScoringRules.Violation v =
        ScoringRules.violation(
            matches ? MatchRounds.gameScoring(t.scoring()) : t.scoring(), matches);
    if (v != null) {
      causes.add(new FideModeCause(FideModeCause.Kind.SCORING, 1, v.message()));
    }
  }

  // C.07: the file's 202 (or 212) list must hold C.07's tie-breaks only.
  private static void tieBreaks(Tournament t, List<FideModeCause> causes) {
    try {
      TieBreakList.fromTrf(t);
    } catch (IllegalArgumentException e) {
      causes.add(new FideModeCause(FideModeCause.Kind.TIE_BREAKS, 1, e.getMessage()));
    }
  }

  // Q196, ARB-7: a 260 record whose first round is after round 1 was entered after round 1.
  private void prohibitedPairings(Tournament t, List<FideModeCause> causes) {
    List<ForbiddenPairs> forbidden =
        isTeam() ? ((TeamPairingSystem) inner()).teams(t).forbidden() : t.forbidden();
    for (ForbiddenPairs f : forbidden) {
      if (f.firstRound() > 1) {
        causes.add(
            new FideModeCause(
                FideModeCause.Kind.PROHIBITED_PAIRINGS,
                f.firstRound(),
                (isTeam() ? "teams " : "players ")
                    + f.players()
                    + " may not meet from round "
                    + f.firstRound()
                    + " (260)"));
      }
    }
  }

  // C.04.2 1.1-1.2, ARB-17: virtual points other than the Baku method's (C.04.7) leave FIDE mode.
  private Optional<FideModeCause> acceleration(Tournament t) {
    if (isTeam()) {
      TeamTournament tt = ((TeamPairingSystem) inner()).teams(t);
      int paired = tt.roundsPaired();
      // C.04.7 1.2 splits "the list of participants to be paired" in round 1.
      int initial = 0;
      for (int k = 1; k <= tt.size(); k++) {
        MatchKind first = tt.round(k, 1).kind();
        initial += paired == 0 || first.paired() || first == MatchKind.PAB ? 1 : 0;
      }
      TeamScoring s = tt.scoring();
      String premise =
          tt.settings().primary() == PrimaryScore.GAME
              ? "Baku acceleration needs match points as the primary score"
              : s.loss() != 0 || s.draw() * 2 != s.win()
                  ? "Baku acceleration needs a won match worth two drawn ones and a lost one"
                      + " worth nothing"
                  : null;
      return BakuConformance.cause(
          new BakuConformance.Declared(
              "team",
              tt.size(),
              initial,
              tt.acceleration(),
              tt.totalRounds(),
              paired,
              s.win(),
              premise,
              (k, r) ->
                  r > paired
                      || tt.round(k, r).kind().paired()
                      || tt.round(k, r).kind() == MatchKind.PAB));
    }
    int paired = t.roundsPaired();
    int initial = 0;
    for (Player p : t.players()) {
      RoundEntry first = p.round(1);
      initial += paired == 0 || first.paired() || first.result() == ResultCode.PAIRING_BYE ? 1 : 0;
    }
    ScoringSystem s = t.scoring();
    String premise =
        s.loss() != 0 || s.drawWhite() * 2 != s.win() || s.drawBlack() * 2 != s.win()
            ? "Baku acceleration needs a win worth two draws and a loss worth nothing"
            : null;
    return BakuConformance.cause(
        new BakuConformance.Declared(
            "player",
            t.size(),
            initial,
            t.acceleration(),
            t.totalRounds(),
            paired,
            s.win(),
            premise,
            (id, r) ->
                r > paired
                    || t.player(id).round(r).paired()
                    || t.player(id).round(r).result() == ResultCode.PAIRING_BYE));
  }

  /** The avoidance groups that are not FIDE's: the file's {@code ### AVOID} comments (ARB-10). */
  private static List<FideModeCause> softAvoidance(Tournament t) {
    return org.swisspair.solver.avoidance.SoftAvoidance.fideModeCauses(t);
  }

  // ARB-8: a round with manual boards or a chosen PAB leaves FIDE mode when it differs from the
  // engine's own pairing of that round (checklist Q68-69).
  private void manualRounds(Tournament tournament, List<FideModeCause> causes) {
    Map<Integer, ManualRound> manual = ManualRounds.of(tournament);
    if (manual.isEmpty()) {
      return;
    }
    Tournament t = TournamentChecker.asChecked(tournament);
    int played = TournamentChecker.roundsPlayed(t);
    for (ManualRound m : manual.values()) {
      if (m.round() > played + 1) {
        continue;
      }
      Optional<RoundPairing> engine;
      // A round not paired yet is paired from the file as it stands (RoundSetup.stateBefore reads
      // a blank in a paired round as an absence).
      RoundState state =
          m.round() <= played
              ? new RoundState(RoundSetup.stateBefore(t, m.round()), m.round())
              : new RoundState(t, m.round());
      boolean teamRound = isTeam() && m.round() <= played;
      TeamTournament teams = teamRound ? ((TeamPairingSystem) inner()).teams(t) : null;
      try {
        // A played team round is re-paired as the team checker does, from the teams' state.
        engine =
            Optional.of(
                teamRound
                    ? ((TeamPairingSystem) inner())
                        .pair(new TeamRoundState(teams, m.round()), false)
                    : system.pair(state, false));
      } catch (NoValidPairingException e) {
        engine = Optional.empty();
      }
      Set<Pair> hand;
      if (teamRound) {
        hand = new HashSet<>(TeamChecker.filePairs(teams, m.round()));
      } else if (m.round() <= played) {
        hand = new HashSet<>(TournamentChecker.filePairs(t, m.round()));
      } else {
        try {
          hand = new HashSet<>(new ManualPairer(system).pair(state, m, false).pairing().boards());
        } catch (NoValidPairingException | ArbiterRefusal e) {
          hand = Set.of();
        }
      }
      if (engine.isPresent() && new HashSet<>(engine.get().boards()).equals(hand)) {
        continue;
      }
      String engineText =
          engine
              .map(p -> "the engine pairs " + text(p.boards()))
              .orElse("the engine finds no valid pairing");
      if (m.hasBoards()) {
        causes.add(
            new FideModeCause(
                FideModeCause.Kind.MANUAL_BOARDS,
                m.round(),
                "fixed "
                    + (m.boards().isEmpty() ? m.otherText() : boardsText(m))
                    + "; "
                    + engineText));
      }
      if (m.pab() != 0) {
        int enginePab = engine.map(RoundPairing::pab).orElse(0);
        if (enginePab != m.pab() || !m.hasBoards()) {
          causes.add(
              new FideModeCause(
                  FideModeCause.Kind.CHOSEN_PAB,
                  m.round(),
                  "PAB to "
                      + m.pab()
                      + "; "
                      + (enginePab != 0 ? "the engine gives it to " + enginePab : engineText)));
        }
      }
    }
  }

  private static String boardsText(ManualRound m) {
    List<String> out = new ArrayList<>();
    m.boards().forEach(b -> out.add(b.toString()));
    return String.join(", ", out);
  }

  private static String text(List<Pair> boards) {
    List<String> out = new ArrayList<>();
    for (Pair p : boards) {
      out.add(p.isBye() ? "PAB " + p.white() : p.white() + "-" + p.black());
    }
    return String.join(", ", out);
  }

  private PairingSystem inner() {
    return system instanceof VerifyingPairingSystem v ? v.system() : system;
  }

  private boolean isTeam() {
    return inner() instanceof TeamPairingSystem;
  }
}
