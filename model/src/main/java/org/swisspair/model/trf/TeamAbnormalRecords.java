package org.swisspair.model.trf;

import static org.swisspair.model.trf.TeamRecordFields.cols;
import static org.swisspair.model.trf.TeamRecordFields.number;
import static org.swisspair.model.trf.TeamRecordFields.signed;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.team.TeamFormatException;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamScoring;

/** The TRF-2026 {@code 299} records of a team file: abnormal match and game points (TEAM-22). */
final class TeamAbnormalRecords {
  private final int teams;
  private final List<Abnormal> abnormal = new ArrayList<>();

  /** The records of a file of {@code teams} teams. */
  TeamAbnormalRecords(int teams) {
    this.teams = teams;
  }

  /**
   * A TRF-2026 {@code 299} record (TEAM-22): a type (a round kind, or blank for a bonus or
   * penalty), match and game points (null when blank), the round (0 for all) and the teams (empty
   * for all); {@code order} is its place among the 299 records.
   */
  record Abnormal(char type, Integer mp, Integer gp, int round, List<Integer> ids, int order) {
    boolean applies(int team, int r) {
      return (round == 0 || round == r) && (ids.isEmpty() || ids.contains(team));
    }

    int specificity() {
      return (ids.isEmpty() ? 0 : 2) + (round == 0 ? 0 : 1);
    }
  }

  /** Reads one 299 record, the next in file order. */
  void read(String line) {
    int order = abnormal.size();
    String t = cols(line, 5, 5);
    char type = t.isEmpty() ? ' ' : Character.toUpperCase(t.charAt(0));
    if ("WDLFHZ+- ".indexOf(type) < 0) {
      throw new TeamFormatException(
          line,
          5,
          "299 type",
          "'" + type + "' is not an abnormal-points type",
          "use W D L F H Z + - or blank (a bonus or penalty)");
    }
    if (cols(line, 6, 7).trim().length() > 0) {
      throw new TeamFormatException(
          line, 6, "299 type", "columns 6-7 must be blank", "match points start at column 8");
    }
    int mp = signed(line, 8, 11, "299 match points");
    int gp = signed(line, 14, 17, "299 game points");
    if (mp == Integer.MIN_VALUE && gp == Integer.MIN_VALUE) {
      throw new TeamFormatException(
          line, 8, "299 points", "neither match points (8-11) nor game points (14-17)", null);
    }
    int r = cols(line, 20, 22).isBlank() ? 0 : number(line, 20, 22, "299 round", false);
    List<Integer> ids = new ArrayList<>();
    for (int c = 24; c <= line.length(); c += 5) {
      if (cols(line, c, c + 3).isBlank()) {
        continue;
      }
      int id = number(line, c, c + 3, "299 team", false);
      if (id == 0) {
        continue;
      }
      if (id > teams) {
        throw new TeamFormatException(
            line, c, "299 team", "no team " + id, "teams are numbered 1.." + teams);
      }
      ids.add(id);
    }
    abnormal.add(
        new Abnormal(
            type,
            mp == Integer.MIN_VALUE ? null : mp,
            gp == Integer.MIN_VALUE ? null : gp,
            r,
            List.copyOf(ids),
            order));
  }

  /**
   * TEAM-22: a typed 299 record replaces the match and game points it gives of a round of that type
   * (the most specific record: one naming teams over one for all, one naming the round over one for
   * all rounds, the later of equals); a blank-typed one adds its points to the round.
   */
  void apply(List<List<TeamRound>> rounds, TeamScoring scoring) {
    if (abnormal.isEmpty()) {
      return;
    }
    for (int k = 1; k <= rounds.size(); k++) {
      List<TeamRound> rs = rounds.get(k - 1);
      for (int r = 1; r <= rs.size(); r++) {
        TeamRound e = rs.get(r - 1);
        char type = typeOf(e, scoring);
        int mp = e.matchPoints();
        int gp = e.gamePoints();
        Abnormal best = null;
        for (Abnormal a : abnormal) {
          if (a.type() != ' '
              && a.type() == type
              && a.applies(k, r)
              && (best == null || a.specificity() >= best.specificity())) {
            best = a;
          }
        }
        if (best != null) {
          mp = best.mp() != null ? best.mp() : mp;
          gp = best.gp() != null ? best.gp() : gp;
        }
        for (Abnormal a : abnormal) {
          if (a.type() == ' ' && a.applies(k, r)) {
            mp += a.mp() != null ? a.mp() : 0;
            gp += a.gp() != null ? a.gp() : 0;
          }
        }
        rs.set(r - 1, new TeamRound(e.opponent(), e.colour(), e.kind(), mp, gp));
      }
    }
  }

  /** The 299 type of a round: W D L for a played match, + - for a forfeit, F H Z for byes. */
  static char typeOf(TeamRound e, TeamScoring scoring) {
    return switch (e.kind()) {
      case PLAYED ->
          e.matchPoints() == scoring.win() ? 'W' : e.matchPoints() == scoring.draw() ? 'D' : 'L';
      case FORFEIT_WIN -> '+';
      case FORFEIT_LOSS, DOUBLE_FORFEIT -> '-';
      case FULL_BYE -> 'F';
      case HALF_BYE -> 'H';
      case ABSENT -> 'Z';
      case PAB -> 'U';
    };
  }
}
