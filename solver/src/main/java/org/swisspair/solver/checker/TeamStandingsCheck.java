package org.swisspair.solver.checker;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakStandings;

/**
 * Checks the team ranks of a TRF-2026 file (the {@code 310} record's columns 69-71) after its last
 * round against the team standings its tie-break list makes (C.07 Art. 12, 13; {@code 202}), as
 * {@link StandingsCheck} does for the players' {@code 001} ranks; teams the list leaves tied may be
 * in any order (CHK-1).
 */
public final class TeamStandingsCheck {
  private TeamStandingsCheck() {}

  /**
   * The {@code 310} ranks of {@code t}'s teams (columns 69-71 in TRF, {@code rank} in JSON), team
   * number to rank; teams without a rank left out.
   */
  public static Map<Integer, Integer> ranks(Tournament t) {
    Map<Integer, Integer> out = new TreeMap<>();
    for (Team team : t.teams()) {
      if (team.rank() > 0) {
        out.put(team.number(), team.rank());
      }
    }
    return out;
  }

  /**
   * The team standings check of {@code t}: the {@code ranks} of its teams against {@code given},
   * else the file's {@code 202} (or {@code 212}) list, after its last round, under the C.07 text
   * {@code rules} ({@code 2024}, {@code 2026} or null for the one in force, TIE-14); not made when
   * the file ranks no team or names no list (CHK-2). Throws {@link IllegalArgumentException} when
   * the list or the team records are bad.
   */
  public static CheckReport.StandingsReport check(
      Tournament t,
      TeamTournament teams,
      Map<Integer, Integer> ranks,
      TieBreakList given,
      String rules) {
    if (ranks.isEmpty()) {
      return CheckReport.StandingsReport.notChecked("the file ranks no team (310 rank)");
    }
    TieBreakList list = given;
    String source = "--tiebreaks";
    if (list == null) {
      Optional<TieBreakList> fromFile = TieBreakList.fromTrf(t);
      if (fromFile.isEmpty()) {
        return CheckReport.StandingsReport.notChecked(
            "the file names no tie-breaks (202); --tiebreaks names them");
      }
      list = fromFile.get();
      source = t.header().containsKey("202") ? "202" : "212";
    }
    TieBreakOptions options = TieBreakOptions.forTournament(t).withRules(rules);
    // The last round of the file, as the standings command reads it (CHK-4).
    int round = Math.max(t.roundsInFile(), teams.roundsInFile());
    TieBreakStandings standings = TieBreakStandings.computeTeams(teams, t, round, list, options);
    return StandingsCheck.check(
        standings, source, ranks, id -> teams.teams().get(id - 1).name(), "team");
  }
}
