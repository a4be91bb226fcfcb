package org.swisspair.solver.team;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Colour;
import org.swisspair.model.Team;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamScoring;
import org.swisspair.model.team.TeamSettings;
import org.swisspair.model.team.TeamTournament;

/** Small team tournaments written by hand for the tests: each team's rounds given directly. */
final class TeamHistories {
  private TeamHistories() {}

  /** A played match with colour {@code c} against {@code opponent}: 2/1/0 MP from {@code mp}. */
  static TeamRound match(int opponent, Colour c, int mp) {
    int gp = mp == 20 ? 30 : mp == 10 ? 20 : 10;
    return new TeamRound(opponent, c, MatchKind.PLAYED, mp, gp);
  }

  /** The PAB: a draw's 1 MP and 2 GP (Team 1.4). */
  static TeamRound pab() {
    return new TeamRound(0, Colour.NONE, MatchKind.PAB, 10, 20);
  }

  /**
   * A tournament of {@code n} teams in which team k has the rounds {@code rounds.get(k)} (others
   * absent), {@code total} rounds in all.
   */
  static TeamTournament of(
      int n,
      int total,
      Colour initial,
      TeamSettings settings,
      Map<Integer, List<TeamRound>> rounds) {
    return of(n, total, initial, settings, rounds, List.of());
  }

  /** As {@link #of(int, int, Colour, TeamSettings, Map)}, with team byes (240). */
  static TeamTournament of(
      int n,
      int total,
      Colour initial,
      TeamSettings settings,
      Map<Integer, List<TeamRound>> rounds,
      List<org.swisspair.model.ByeRequest> byes) {
    List<Team> teams = new ArrayList<>();
    List<List<TeamRound>> all = new ArrayList<>();
    for (int k = 1; k <= n; k++) {
      teams.add(new Team(k, "Team " + k, "", "", List.of(), true));
      all.add(rounds.getOrDefault(k, List.of()));
    }
    return new TeamTournament(
        teams, all, TeamScoring.standard(4), settings, total, initial, Map.of(), List.of(), byes);
  }

  /** Played matches of the given colours, drawn, against team {@code opponent}. */
  static List<TeamRound> colours(int opponent, Colour... cs) {
    List<TeamRound> out = new ArrayList<>();
    for (Colour c : cs) {
      out.add(match(opponent, c, 10));
    }
    return out;
  }
}
