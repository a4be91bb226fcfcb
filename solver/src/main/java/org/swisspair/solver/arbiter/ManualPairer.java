package org.swisspair.solver.arbiter;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.PlayerState;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.solver.checker.LowestScoreBye;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.doubleswiss.DoubleSwissPairingSystem;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.ratingbased.RatingBasedPairingSystem;
import org.swisspair.solver.ratingbased.RatingOrder;
import org.swisspair.solver.swiss.BoardOrder;
import org.swisspair.solver.team.TeamChecker;
import org.swisspair.solver.team.TeamColours;
import org.swisspair.solver.team.TeamPairingSystem;
import org.swisspair.solver.team.TeamRules;

/**
 * Pairs a round around the arbiter's hand (C.04.2 4.4): the players of the fixed boards and the
 * player given the PAB leave the round as if already paired (ARB-1), the system pairs everyone else
 * by its own rules, and its board order (C.04.2 3.6) orders all boards. One implementation for
 * every system; the Team system's state is its teams' (ARB-6).
 */
public final class ManualPairer {
  private final PairingSystem system;

  /** A pairer that pairs the rest of a round with {@code system}. */
  public ManualPairer(PairingSystem system) {
    this.system = Objects.requireNonNull(system, "system");
  }

  /**
   * Pairs the round of {@code state} with the boards and PAB of {@code manual}.
   *
   * @param explain also explain the engine's part of the round
   * @throws ArbiterRefusal when a fixed board or the PAB names a player who is not to be paired, a
   *     player twice, or a PAB the round does not have or the rules forbid that player
   * @throws NoValidPairingException when the rest of the round cannot be paired by the rules
   */
  public ManualPairing pair(RoundState state, ManualRound manual, boolean explain)
      throws NoValidPairingException {
    if (manual.round() != state.round()) {
      throw new IllegalArgumentException(
          "the manual boards are for round " + manual.round() + ", the state for " + state.round());
    }
    PairingSystem inner = system instanceof VerifyingPairingSystem v ? v.system() : system;
    if (inner instanceof TeamPairingSystem team) {
      return pairTeams(team, state, manual, explain);
    }
    PairingRules rules = system.rules(state);
    Set<Integer> taken =
        taken(
            manual,
            state.playersToPair(),
            state.tournament().size(),
            "player",
            id -> whyNotPaired(state.tournament(), state.round(), id));
    if (manual.pab() != 0) {
      checkPab(
          manual,
          state.playersToPair().size(),
          "player",
          rules.byeIneligible(state.player(manual.pab())),
          rules,
          () -> byeHistory(state.tournament(), state.round(), manual.pab()));
    }
    RoundState rest = state.without(taken);
    RoundPairing restPairing =
        rest.playersToPair().isEmpty()
            ? new RoundPairing(state.round(), List.of(), null)
            : system.pair(rest, explain);
    List<Pair> boards = boards(manual, restPairing);
    List<Pair> ordered =
        inner instanceof RatingBasedPairingSystem
            ? RatingOrder.boards(state, boards)
            : BoardOrder.sort(state, boards);
    List<FixedBoardNotice> notices = new ArrayList<>();
    for (ManualBoard b : manual.boards()) {
      String forbids = rules.forbids(state.player(b.white()), state.player(b.black()));
      ColourAllocation colours = rules.colours(state.player(b.white()), state.player(b.black()));
      notices.addAll(
          notices(
              b,
              forbids,
              colours,
              state.player(b.white()).preference(),
              state.player(b.black()).preference()));
      // A Double-Swiss board is a match of two games, one with each colour.
      if (!state.isLastRound() && !(inner instanceof DoubleSwissPairingSystem)) {
        colourBreaches(b, state.player(b.white()), state.player(b.black())).ifPresent(notices::add);
      }
    }
    if (manual.pab() != 0) {
      // Q66: allowed, but a PAB above the lowest score it could go to is reported (ARB-16).
      LowestScoreBye.warning(state, rules, manual.pab())
          .map(FixedBoardNotice::pab)
          .ifPresent(notices::add);
    }
    return new ManualPairing(
        new RoundPairing(state.round(), placed(ordered, manual), restPairing.explanation()),
        manual,
        notices);
  }

  /** The Team system: teams leave the round through the teams' own state (ARB-6). */
  private ManualPairing pairTeams(
      TeamPairingSystem team, RoundState state, ManualRound manual, boolean explain)
      throws NoValidPairingException {
    int round = state.round();
    TeamTournament tt = team.teams(state.tournament());
    TeamRoundState ts = new TeamRoundState(tt, round);
    Set<Integer> taken =
        taken(manual, ts.teamsToPair(), tt.size(), "team", id -> "is not to be paired");
    TeamRules rules = new TeamRules(ts);
    if (manual.pab() != 0) {
      checkPab(
          manual,
          ts.teamsToPair().size(),
          "team",
          ts.team(manual.pab()).byeIneligible(),
          rules,
          () -> teamByeHistory(tt, round, manual.pab()));
    }
    TeamRoundState rest = TeamChecker.without(ts, taken);
    RoundPairing restPairing =
        rest.teamsToPair().isEmpty()
            ? new RoundPairing(round, List.of(), null)
            : team.pair(rest, explain);
    List<Pair> ordered = TeamPairingSystem.boardOrder(ts, boards(manual, restPairing));
    TeamColours colours = new TeamColours(ts);
    List<FixedBoardNotice> notices = new ArrayList<>();
    for (ManualBoard b : manual.boards()) {
      notices.addAll(
          notices(
              b,
              rules.forbids(b.white(), b.black()),
              colours.allocate(b.white(), b.black()),
              ColourPreference.NONE,
              ColourPreference.NONE));
    }
    if (manual.pab() != 0) {
      LowestScoreBye.warning(ts, manual.pab()).map(FixedBoardNotice::pab).ifPresent(notices::add);
    }
    return new ManualPairing(
        new RoundPairing(round, placed(ordered, manual), restPairing.explanation()),
        manual,
        notices);
  }

  private interface Reason {
    String of(int id);
  }

  /**
   * The players of the fixed boards and the PAB, each checked: a pairing number of the tournament,
   * to be paired this round (C.04.2 3.2-3.3), and named once (C.04.1: one game per round).
   */
  private static Set<Integer> taken(
      ManualRound manual, List<Integer> toPair, int size, String noun, Reason whyNot) {
    Set<Integer> taken = new HashSet<>();
    List<Integer> named = new ArrayList<>();
    for (ManualBoard b : manual.boards()) {
      named.add(b.white());
      named.add(b.black());
    }
    if (manual.pab() != 0) {
      named.add(manual.pab());
    }
    for (int id : named) {
      if (id > size) {
        throw new ArbiterRefusal(
            id, "TPN", "there is no " + noun + " " + id + " (the tournament has " + size + ")");
      }
      if (!toPair.contains(id)) {
        throw new ArbiterRefusal(
            id,
            "C.04.2 3.3",
            noun
                + " "
                + id
                + " "
                + whyNot.of(id)
                + " in round "
                + manual.round()
                + ", so cannot be on a fixed board or get the PAB (C.04.2 3.2-3.3)");
      }
      if (!taken.add(id)) {
        throw new ArbiterRefusal(
            id,
            "C.04.1",
            noun
                + " "
                + id
                + " is named twice in the fixed boards and PAB of round "
                + manual.round()
                + ": one game or bye per round");
      }
    }
    Set<Integer> numbers = new HashSet<>();
    int games = toPair.size() / 2;
    for (ManualBoard b : manual.boards()) {
      if (b.board() > games) {
        throw new ArbiterRefusal(
            0,
            "C.04.2 3.6",
            "board "
                + b.board()
                + " of fixed board "
                + b
                + ": round "
                + manual.round()
                + " has "
                + games
                + " boards");
      }
      if (b.board() > 0 && !numbers.add(b.board())) {
        throw new ArbiterRefusal(0, "C.04.2 3.6", "two fixed boards are given board " + b.board());
      }
    }
    return taken;
  }

  private interface History {
    String of();
  }

  /**
   * A chosen PAB (ARB-5): the round must have one (an odd number to pair) and the system's own bye
   * criterion must allow it.
   */
  private static void checkPab(
      ManualRound manual,
      int toPair,
      String noun,
      boolean ineligible,
      PairingRules rules,
      History history) {
    int pab = manual.pab();
    if (toPair % 2 == 0) {
      throw new ArbiterRefusal(
          pab,
          "C.04.1",
          "round "
              + manual.round()
              + " has no pairing-allocated bye: "
              + toPair
              + " "
              + noun
              + "s are to be paired, an even number (C.04.1: a PAB only when the number is odd)");
    }
    if (ineligible) {
      Criterion c = byeCriterion(rules);
      throw new ArbiterRefusal(
          pab,
          c == null ? "C2" : c.id(),
          noun
              + " "
              + pab
              + " may not receive the PAB: "
              + history.of()
              + " ("
              + rules.system()
              + (c == null ? "" : " " + c.id() + " " + c.article() + ": " + c.rule())
              + ")");
    }
  }

  /** The system's absolute criterion on the PAB, as its rules word it (C2 in most systems). */
  private static Criterion byeCriterion(PairingRules rules) {
    for (Criterion c : rules.criteria()) {
      String text = c.rule().toLowerCase(java.util.Locale.ROOT);
      if (c.kind() == Criterion.Kind.ABSOLUTE && (text.contains("bye") || text.contains("pab"))) {
        return c;
      }
    }
    return null;
  }

  /** What in the player's rounds before this one rules the PAB out, in words. */
  static String byeHistory(Tournament t, int round, int id) {
    List<String> parts = new ArrayList<>();
    for (int r = 1; r < round && r <= t.player(id).rounds().size(); r++) {
      RoundEntry e = t.player(id).round(r);
      String what =
          switch (e.result()) {
            case PAIRING_BYE -> "received the PAB";
            case FORFEIT_WIN -> "won by forfeit";
            case FULL_BYE -> "had a full-point bye";
            case HALF_BYE -> "had a half-point bye";
            default -> null;
          };
      if (what != null) {
        parts.add(what + " in round " + r);
      }
    }
    return parts.isEmpty() ? "ruled out by the system" : String.join(", ", parts);
  }

  private static String teamByeHistory(TeamTournament tt, int round, int id) {
    List<String> parts = new ArrayList<>();
    for (int r = 1; r < round; r++) {
      String what =
          switch (tt.round(id, r).kind()) {
            case PAB -> "received the PAB";
            case FORFEIT_WIN -> "won a match by forfeit";
            case FULL_BYE -> "had a full-point bye";
            default -> null;
          };
      if (what != null) {
        parts.add(what + " in round " + r);
      }
    }
    return parts.isEmpty() ? "ruled out by the system" : String.join(", ", parts);
  }

  /** Why player {@code id} is not to be paired in {@code round}, in words. */
  static String whyNotPaired(Tournament t, int round, int id) {
    for (ByeRequest b : t.byeRequests()) {
      if (b.player() == id && b.round() == round) {
        return byeWords(b.kind());
      }
    }
    RoundEntry e = t.player(id).round(round);
    return e.equals(RoundEntry.EMPTY) ? "is absent" : byeWords(e.result());
  }

  private static String byeWords(ResultCode code) {
    return switch (code) {
      case HALF_BYE -> "has a half-point bye";
      case FULL_BYE -> "has a full-point bye";
      case ZERO_BYE, ABSENT -> "is absent (zero-point bye)";
      case PAIRING_BYE -> "already has the PAB";
      default -> "is not to be paired";
    };
  }

  /** The fixed boards, the engine's boards and the PAB, in no order yet. */
  private static List<Pair> boards(ManualRound manual, RoundPairing rest) {
    List<Pair> out = new ArrayList<>();
    for (ManualBoard b : manual.boards()) {
      out.add(new Pair(b.white(), b.black()));
    }
    out.addAll(rest.boards());
    if (manual.pab() != 0) {
      out.add(new Pair(manual.pab(), 0));
    }
    return out;
  }

  /**
   * The boards in publishing order, each fixed board the arbiter numbered moved to its number
   * (ARB-4), lowest number first; the others keep their order around them.
   */
  static List<Pair> placed(List<Pair> ordered, ManualRound manual) {
    List<ManualBoard> numbered = new ArrayList<>();
    for (ManualBoard b : manual.boards()) {
      if (b.board() > 0) {
        numbered.add(b);
      }
    }
    if (numbered.isEmpty()) {
      return ordered;
    }
    numbered.sort(Comparator.comparingInt(ManualBoard::board));
    List<Pair> out = new ArrayList<>(ordered);
    for (ManualBoard b : numbered) {
      out.remove(new Pair(b.white(), b.black()));
    }
    for (ManualBoard b : numbered) {
      out.add(b.board() - 1, new Pair(b.white(), b.black()));
    }
    return out;
  }

  /**
   * Q66's colour warning before the last round (C.04.1 6-7; ARB-16): a fixed board that gives a
   * player the same colour a third time in a row or a colour difference beyond two, empty when it
   * does neither.
   */
  static java.util.Optional<FixedBoardNotice> colourBreaches(
      ManualBoard b, PlayerState white, PlayerState black) {
    List<String> out = new ArrayList<>();
    breach(white, org.swisspair.model.Colour.WHITE).ifPresent(out::add);
    breach(black, org.swisspair.model.Colour.BLACK).ifPresent(out::add);
    if (out.isEmpty()) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(
        new FixedBoardNotice(
            b,
            "C.04.1",
            false,
            "board " + b + ": " + String.join(", ", out) + " (C.04.1 6-7; checklist Q66)"));
  }

  private static java.util.Optional<String> breach(PlayerState p, org.swisspair.model.Colour c) {
    String name = c == org.swisspair.model.Colour.WHITE ? "White" : "Black";
    int cd = p.colourDifference() + (c == org.swisspair.model.Colour.WHITE ? 1 : -1);
    if (p.recentColour(0) == c && p.recentColour(1) == c) {
      return java.util.Optional.of(p.id() + " gets " + name + " a third time in a row");
    }
    if (Math.abs(cd) > 2) {
      return java.util.Optional.of(
          p.id() + "'s colour difference becomes " + (cd > 0 ? "+" : "") + cd);
    }
    return java.util.Optional.empty();
  }

  /** The criteria a fixed board breaks: absolute ones (ARB-2), then colours (ARB-3). */
  private static List<FixedBoardNotice> notices(
      ManualBoard b,
      String forbids,
      ColourAllocation colours,
      ColourPreference white,
      ColourPreference black) {
    List<FixedBoardNotice> out = new ArrayList<>();
    if (forbids != null) {
      out.add(
          new FixedBoardNotice(
              b,
              forbids,
              true,
              "board "
                  + b
                  + " breaks "
                  + forbids
                  + (forbids.equals("C1") ? " (the players have met)" : "")
                  + ": allowed as the arbiter's decision"));
    }
    if (colours.white() != b.white()) {
      boolean absolute =
          white.strength() == ColourPreference.Strength.ABSOLUTE
                  && white.colour() == org.swisspair.model.Colour.BLACK
              || black.strength() == ColourPreference.Strength.ABSOLUTE
                  && black.colour() == org.swisspair.model.Colour.WHITE;
      out.add(
          new FixedBoardNotice(
              b,
              colours.article(),
              absolute,
              "board "
                  + b
                  + ": the system gives White to "
                  + colours.white()
                  + " ("
                  + colours.article()
                  + ")"
                  + (absolute ? ", against an absolute colour preference" : "")));
    }
    return out;
  }
}
