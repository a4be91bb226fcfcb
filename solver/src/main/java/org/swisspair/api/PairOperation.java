package org.swisspair.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.model.trf.ManualRounds;
import org.swisspair.solver.arbiter.ArbiterRefusal;
import org.swisspair.solver.arbiter.FideMode;
import org.swisspair.solver.arbiter.FideModeCause;
import org.swisspair.solver.arbiter.FideModeVerdict;
import org.swisspair.solver.arbiter.ManualPairer;
import org.swisspair.solver.arbiter.ManualPairing;
import org.swisspair.solver.avoidance.AvoidanceGroups;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.output.ExplanationText;
import org.swisspair.solver.output.PairingJson;
import org.swisspair.solver.output.PairingList;
import org.swisspair.solver.output.RoundView;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.simplified.SimplifiedPairingSystem;
import org.swisspair.solver.swiss.BakuAcceleration;
import org.swisspair.solver.swiss.PresetPabs;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.team.TeamPairingSystem;

/**
 * {@link Operations#pair}: the round a request names paired by its system (C.04.2), organiser's
 * PABs of the next round kept, rendered in the asked format.
 */
final class PairOperation {
  private PairOperation() {}

  static PairResult pair(PairRequest request) {
    Prepared p = prepare(request);
    try {
      return pair(request, p);
    } catch (OperationException e) {
      throw e.after(p.warnings);
    }
  }

  static Operations.RoundToPair roundToPair(PairRequest request) {
    Prepared p = prepare(request);
    return new Operations.RoundToPair(p.system, p.state);
  }

  /** A round ready to pair: the tournament as declared, the system, the state, preset PABs. */
  private record Prepared(
      Tournament tournament,
      PairingSystem system,
      RoundState state,
      List<Integer> presetPabs,
      int round,
      List<String> warnings,
      Avoiding avoiding) {}

  /**
   * The round's soft avoidance (ARB-10, ARB-15): its groups, the system the verdict re-pairs other
   * rounds with (built only when a verdict is asked for: not in the engine format), and the
   * comments a written file needs to re-pair the round the same way.
   */
  private record Avoiding(
      AvoidanceGroups groups,
      String sources,
      Supplier<PairingSystem> verdictSystem,
      List<FideModeCause> causes,
      List<String> comments) {}

  private static Prepared prepare(PairRequest q) {
    String input = q.tournament().label();
    SystemChoice choice = q.system();
    choice.named();
    if (q.round() != null && q.round() < 1) {
      throw OperationException.invalid("--round: must be at least 1, was " + q.round());
    }
    TournamentSource.Read read = q.tournament().read(q.trustResults());
    try {
      PairingSystem system = choice.resolve(read.tournament());
      boolean teamBaku = false;
      if (q.baku() && system instanceof TeamPairingSystem team) {
        // TEAM-20: the teams' virtual points come from the team list, not from the players' XXA.
        system = team.withBaku();
        teamBaku = true;
      }
      Tournament t = declared(input, read.tournament());
      int next = TournamentChecker.roundsPlayed(t) + 1;
      int r = q.round() == null ? next : q.round();
      if (r > next) {
        throw OperationException.invalid(
            input
                + ": --round "
                + r
                + ": only "
                + (next - 1)
                + " rounds are paired; next is "
                + next);
      }
      if (t.totalRounds() > 0 && r > t.totalRounds()) {
        // bbpPairings refuses too: the tournament is over.
        throw OperationException.invalid(
            input
                + ": all "
                + t.totalRounds()
                + " rounds are paired (XXR "
                + t.totalRounds()
                + "); there is no round "
                + r
                + " to pair");
      }
      boolean baku = q.baku() && !teamBaku;
      List<Integer> presetPabs = r == next ? PresetPabs.of(t, r) : List.of();
      RoundState state;
      try {
        if (r == next) {
          Tournament before = PresetPabs.without(t, r, presetPabs);
          state = new RoundState(baku ? BakuAcceleration.withRound(before, r) : before, r);
        } else {
          state = RoundSetup.state(t, r, baku);
        }
      } catch (IllegalArgumentException e) {
        throw OperationException.invalid(input + ": round " + r + ": " + e.getMessage(), e);
      }
      List<String> warnings = new ArrayList<>(read.warnings());
      boolean teams = system instanceof TeamPairingSystem;
      AvoidanceChoice avoid = q.avoid();
      AvoidanceGroups groups = avoid.groups(input, t, r, teams);
      if (groups.isEmpty() && !avoid.fileComments() && !avoid.isNone()) {
        warnings.add(
            input
                + ": --avoid "
                + avoid.text()
                + ": no two players share a group; nothing to avoid");
      }
      PairingSystem plain = system;
      system = avoid.system(input, system, groups);
      PairingSystem paired = system;
      Avoiding avoiding =
          new Avoiding(
              groups,
              avoid.fileComments() ? "comment" : avoid.text(),
              () -> verdictSystem(input, plain, paired, t, r, teams),
              avoid.fideModeCause(input, t, r, teams),
              avoid.byFederation()
                  ? AvoidanceChoice.missingComments(
                      t, avoid.federationGroups(input, t, teams), r, teams)
                  : List.of());
      return new Prepared(t, system, state, presetPabs, r, List.copyOf(warnings), avoiding);
    } catch (OperationException e) {
      throw e.after(read.warnings());
    }
  }

  private static PairResult pair(PairRequest q, Prepared p) {
    String input = q.tournament().label();
    boolean json = q.format() == PairFormat.JSON;
    boolean explain = q.explain();
    ManualRound hand = manualRound(q, p);
    ManualPairing manual = null;
    RoundPairing pairing;
    try {
      if (hand.boards().isEmpty() && hand.pab() == 0) {
        pairing = PresetPabs.added(p.system.pair(p.state, explain || json), p.presetPabs);
      } else {
        manual = new ManualPairer(p.system).pair(p.state, hand, explain || json);
        pairing = PresetPabs.added(manual.pairing(), p.presetPabs);
      }
    } catch (ArbiterRefusal e) {
      // ARB-4, ARB-5: a board or PAB the rules refuse; the message names the player and rule.
      throw OperationException.invalid(input + ": round " + p.round + ": " + e.getMessage(), e);
    } catch (IllegalArgumentException e) {
      // A system's precondition on the file, e.g. Burstein's seeding rounds need XXR.
      throw OperationException.invalid(input + ": round " + p.round + ": " + e.getMessage(), e);
    } catch (NoValidPairingException e) {
      // bbpPairings' sentence comes first (OperationException.detail), then the players and rule.
      throw new OperationException(
          OperationException.Kind.NO_VALID_PAIRING,
          input
              + ": round "
              + p.round
              + ": "
              + e.getMessage()
              + (e.players().isEmpty() ? "" : " (players " + e.players() + ")"),
          e);
    }
    List<String> warnings = new ArrayList<>(p.warnings);
    assumedColour(input, p.tournament).ifPresent(warnings::add);
    if (p.system instanceof SimplifiedPairingSystem) {
      // SIM-1: the pairing stands on the file's numbers.
      SimplifiedPairingSystem.startingNumberWarning(p.tournament)
          .ifPresent(w -> warnings.add(input + ": " + w));
    }
    List<Criterion> legend = explain || json ? p.system.rules(p.state).criteria() : List.of();
    RoundView view = RoundView.of(p.tournament, pairing, p.system, legend);
    ManualPairing handPaired = manual;
    Supplier<FideModeVerdict> verdict =
        () ->
            fideMode(p, handPaired == null ? p.tournament : ManualRounds.with(p.tournament, hand));
    // The engine format does not print the verdict: the drop-in command does not work it out.
    FideModeVerdict fideMode = q.format() == PairFormat.ENGINE ? null : verdict.get();
    ArbiterOutput.Avoided avoided =
        p.avoiding.groups().isEmpty()
            ? null
            : ArbiterOutput.Avoided.of(p.avoiding.groups(), p.avoiding.sources(), pairing.boards());
    String output =
        switch (q.format()) {
          case ENGINE -> pairing.toEngineFormat();
          case TEXT -> PairingList.text(view) + ArbiterOutput.textLines(manual, avoided, fideMode);
          case HTML ->
              ArbiterOutput.htmlWith(
                  PairingList.html(view, explain ? ExplanationText.text(view) : ""),
                  manual,
                  avoided,
                  fideMode);
          case JSON ->
              ArbiterOutput.withFields(PairingJson.json(view, input), manual, avoided, fideMode);
        };
    String explanation =
        explain && (q.format() == PairFormat.ENGINE || q.format() == PairFormat.TEXT)
            ? ExplanationText.text(view)
            : "";
    return new PairResult(
        new PairedRound(view),
        p.system,
        p.state,
        output,
        explanation,
        List.copyOf(warnings),
        manual,
        fideMode == null ? verdict : () -> fideMode,
        p.avoiding.groups(),
        p.avoiding.comments());
  }

  /**
   * The arbiter's hand in the round: the request's boards and PAB when it gives any, else the
   * file's {@code ### MPA} and {@code ### PAB} comments for the round (the TRF way to ask).
   */
  private static ManualRound manualRound(PairRequest q, Prepared p) {
    if (q.manual()) {
      return new ManualRound(p.round, q.fixedBoards(), q.pab());
    }
    return ManualRounds.of(p.tournament, p.round);
  }

  /**
   * Whether {@code t} is in FIDE mode by the system that pairs it (checklist Q40-46), soft
   * avoidance given to this round counted (ARB-10).
   */
  static FideModeVerdict fideMode(Prepared p, Tournament t) {
    return fideMode(p.avoiding.verdictSystem().get(), t).with(p.avoiding.causes());
  }

  /**
   * The system the verdict re-pairs the file's manual rounds with: {@code paired} in round {@code
   * r}, the file's own {@code ### AVOID} comments in the others (ARB-15); {@code plain} where the
   * system has no soft avoidance.
   */
  private static PairingSystem verdictSystem(
      String input, PairingSystem plain, PairingSystem paired, Tournament t, int r, boolean teams) {
    if (plain instanceof TeamPairingSystem) {
      // The verdict reads a team file through the Team system itself (its teams' 260 records).
      return plain;
    }
    PairingSystem others;
    try {
      others = AvoidanceChoice.fromFile().system(input, plain, t, r, teams);
    } catch (OperationException e) {
      others = plain;
    }
    if (others == plain && paired == plain) {
      return plain;
    }
    PairingSystem earlier = others;
    return new PairingSystem() {
      @Override
      public String name() {
        return plain.name();
      }

      @Override
      public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
        return (state.round() == r ? paired : earlier).pair(state, explain);
      }

      @Override
      public PairingRules rules(RoundState state) {
        return (state.round() == r ? paired : earlier).rules(state);
      }
    };
  }

  /** Whether {@code t} is in FIDE mode by {@code system} (checklist Q40-46). */
  static FideModeVerdict fideMode(PairingSystem system, Tournament t) {
    for (PairingSystems.Entry e : PairingSystems.REGISTRY) {
      if (e.name().equals(system.name())) {
        return new FideMode(e, system).verdict(t);
      }
    }
    // A system outside the registry (a test's or a library user's) is not a FIDE system.
    return new FideModeVerdict(
        List.of(
            new org.swisspair.solver.arbiter.FideModeCause(
                org.swisspair.solver.arbiter.FideModeCause.Kind.SYSTEM,
                1,
                system.name() + ": not a registered FIDE system")));
  }

  /**
   * The tournament as the engines read it (initial colour from the whole file, Baku virtual points
   * from a {@code _BAKU} 192 code), or invalid input when the file cannot carry it.
   */
  static Tournament declared(String input, Tournament t) {
    try {
      return TournamentChecker.asDeclared(t);
    } catch (IllegalArgumentException e) {
      throw OperationException.invalid(input + ": " + e.getMessage(), e);
    }
  }

  /**
   * The warning that White was assumed when the file neither gives the initial colour nor has a
   * game to infer it from (Dutch 5.1: it is drawn by lot; bbpPairings refuses instead).
   */
  static Optional<String> assumedColour(String input, Tournament t) {
    if (t.initialColour() != Colour.NONE) {
      return Optional.empty();
    }
    return Optional.of(
        input
            + ": no initial colour (XXC) and no game to infer it from; assuming White for"
            + " the first player (Dutch 5.1); add 'XXC white1' or 'XXC black1' to choose");
  }
}
