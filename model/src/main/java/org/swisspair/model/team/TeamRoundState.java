package org.swisspair.model.team;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;

/**
 * The state of a team tournament before round {@code round}: which teams are paired, and each
 * team's scores, colours, preference, opponents and floats, derived in this one place (Team
 * 1.2-1.7, 2.1, 3.4).
 */
public final class TeamRoundState {
  private final TeamTournament tournament;
  private final int round;
  private final TeamState[] states;
  private final List<Integer> toPair;
  private final Colour initialColour;

  /** Derives the state before {@code round} (1-based); later rounds are ignored. */
  public TeamRoundState(TeamTournament tournament, int round) {
    if (round < 1) {
      throw new IllegalArgumentException("round must be >= 1, was " + round);
    }
    this.tournament = tournament;
    this.round = round;
    int n = tournament.size();
    boolean game = tournament.settings().primary() == PrimaryScore.GAME;
    // Primary scores before each round (with that round's virtual points): the floats of 1.5.
    int[][] before = new int[round + 1][n + 1];
    for (int r = 2; r <= round; r++) {
      for (int k = 1; k <= n; k++) {
        TeamRound e = tournament.round(k, r - 1);
        before[r][k] = before[r - 1][k] + (game ? e.gamePoints() : e.matchPoints());
      }
    }
    boolean lastRound = isLastRound(tournament, round);
    states = new TeamState[n + 1];
    List<Integer> pairNow = new ArrayList<>();
    for (int k = 1; k <= n; k++) {
      List<Colour> colours = new ArrayList<>();
      Set<Integer> opponents = new HashSet<>();
      boolean ineligible = false;
      int secondary = 0;
      for (int r = 1; r < round; r++) {
        TeamRound e = tournament.round(k, r);
        secondary += game ? e.matchPoints() : e.gamePoints();
        if (e.played()) {
          colours.add(e.colour());
          opponents.add(e.opponent());
        }
        // C2: a PAB, a match won by forfeit, or a full-point bye.
        if (e.kind() == MatchKind.PAB
            || e.kind() == MatchKind.FORFEIT_WIN
            || e.kind() == MatchKind.FULL_BYE) {
          ineligible = true;
        }
      }
      boolean floated = false;
      if (round >= 2) {
        TeamRound prev = tournament.round(k, round - 1);
        if (prev.played()) {
          // TEAM-3: 1.5 compares pairing scores before that round, and only played matches float.
          int r = round - 1;
          floated =
              before[r][k] + tournament.acceleration(k, r)
                  != before[r][prev.opponent()] + tournament.acceleration(prev.opponent(), r);
        }
      }
      int cd = 0;
      for (Colour c : colours) {
        cd += c == Colour.WHITE ? 1 : -1;
      }
      int primary = before[round][k];
      states[k] =
          new TeamState(
              k,
              primary,
              secondary,
              primary + tournament.acceleration(k, round),
              colours,
              cd,
              TeamColourPreference.of(colours, tournament.settings().preferences(), lastRound),
              opponents,
              ineligible,
              colours.size(),
              floated);
      if (tournament.toBePaired(k, round)) {
        pairNow.add(k);
      }
    }
    this.toPair = List.copyOf(pairNow);
    // TEAM-5: without a drawn initial colour (152) White is assumed.
    this.initialColour =
        tournament.initialColour() == Colour.NONE ? Colour.WHITE : tournament.initialColour();
  }

  private static boolean isLastRound(TeamTournament t, int round) {
    return t.totalRounds() > 0 && round == t.totalRounds();
  }

  /** The tournament. */
  public TeamTournament tournament() {
    return tournament;
  }

  /** The round being paired, 1-based. */
  public int round() {
    return round;
  }

  /** True when this is the last round (Team 1.7.2.3-5). */
  public boolean isLastRound() {
    return isLastRound(tournament, round);
  }

  /**
   * True when this is one of the last two rounds, where C7 and C10 do not apply (Team 2.3.4,
   * 2.3.7); false when the number of rounds is unknown.
   */
  public boolean inLastTwoRounds() {
    // TEAM-7: "the last two rounds" are rounds n-1 and n being paired; unknown n: never.
    return tournament.totalRounds() > 0 && round >= tournament.totalRounds() - 1;
  }

  /** The initial colour (Team 4.1). */
  public Colour initialColour() {
    return initialColour;
  }

  /** TPNs of the teams to be paired this round, ascending. */
  public List<Integer> teamsToPair() {
    return toPair;
  }

  /** The state of team {@code number}. */
  public TeamState team(int number) {
    if (number < 1 || number >= states.length) {
      throw new IllegalArgumentException("no team " + number);
    }
    return states[number];
  }

  /** True when {@code a} and {@code b} may not meet this round by a forbidden-pair rule (260). */
  public boolean forbidden(int a, int b) {
    for (ForbiddenPairs f : tournament.forbidden()) {
      if (f.appliesTo(round) && f.players().contains(a) && f.players().contains(b)) {
        return true;
      }
    }
    return false;
  }

  /** True when {@code a} and {@code b} may meet: C1 and the forbidden pairs (Team 2.1.1). */
  public boolean compatible(int a, int b) {
    return a != b && !team(a).opponents().contains(b) && !forbidden(a, b);
  }
}
