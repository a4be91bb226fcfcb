package org.swisspair.solver.checker;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
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
   * The ranks of the {@code 310} records of TRF text {@code trf}, team number to rank, blank ranks
   * left out; throws {@link IllegalArgumentException} naming line and column of a rank or team
   * number that is not a number.
   */
  public static Map<Integer, Integer> ranks(String trf) {
    Map<Integer, Integer> out = new TreeMap<>();
    String[] lines = trf.split("\r\n|\r|\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i];
      if (!l.startsWith("310")) {
        continue;
      }
      String rank = cols(l, 69, 71);
      if (rank.isEmpty()) {
        continue;
      }
      String number = cols(l, 5, 7);
      if (!number.matches("\\d+")) {
        throw new IllegalArgumentException(
            "line " + (i + 1) + ", column 5: 310 team number '" + number + "' is not a number");
      }
      if (!rank.matches("\\d+")) {
        throw new IllegalArgumentException(
            "line "
                + (i + 1)
                + ", column 69: 310 team rank '"
                + rank
                + "' is not a number (columns 69-71)");
      }
      out.put(Integer.parseInt(number), Integer.parseInt(rank));
    }
    return out;
  }

  private static String cols(String l, int from, int to) {
    if (l.length() < from) {
      return "";
    }
    return l.substring(from - 1, Math.min(to, l.length())).strip();
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
