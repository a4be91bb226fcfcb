package org.swisspair.model.trf;

import static org.swisspair.model.trf.TeamRecordFields.cols;
import static org.swisspair.model.trf.TeamRecordFields.number;
import static org.swisspair.model.trf.TeamRecordFields.points;
import static org.swisspair.model.trf.TeamRecordFields.tokens;
import static org.swisspair.model.trf.TeamRecordFields.wideNumber;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Points;
import org.swisspair.model.ResultCode;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamFormatException;
import org.swisspair.model.team.TeamSettings;

/**
 * The TRF-2026 records that name teams in a round: {@code 330} forfeited matches, {@code 300}
 * line-ups (fixed columns, or wide, TEAM-25), {@code 240} byes, {@code 250} virtual points and
 * {@code 260} forbidden pairs, each read into the collections of the team file's reader.
 */
final class TeamRoundRecords {
  private final int teams;
  private final int players;
  private final Map<Integer, Integer> teamOf;
  private final Map<String, List<Integer>> lineUps;
  private final List<ByeRequest> byes;
  private final List<ForbiddenPairs> forbidden;
  private final Map<Integer, List<Integer>> acceleration;

  /**
   * Records of a file of {@code teams} teams and {@code players} players whose team is {@code
   * teamOf}; the 330 results are returned, the rest go to the collections given.
   */
  TeamRoundRecords(
      int teams,
      int players,
      Map<Integer, Integer> teamOf,
      Map<String, List<Integer>> lineUps,
      List<ByeRequest> byes,
      List<ForbiddenPairs> forbidden,
      Map<Integer, List<Integer>> acceleration) {
    this.teams = teams;
    this.players = players;
    this.teamOf = teamOf;
    this.lineUps = lineUps;
    this.byes = byes;
    this.forbidden = forbidden;
    this.acceleration = acceleration;
  }

  private int team(String line, int from, int to, String field) {
    return TeamRecordFields.team(line, from, to, field, teams);
  }

  private int wideTeam(String line, String token, String field) {
    return TeamRecordFields.wideTeam(line, token, field, teams);
  }

  /** A wide 330 record: result, round, White team, Black team. */
  String[] readForfeitWide(String line) {
    String[] f = tokens(line);
    if (f.length != 4 || !List.of("+-", "-+", "--").contains(f[0])) {
      throw new TeamFormatException(
          line, 5, "330", "expected RESULT ROUND WHITE BLACK", "RESULT is +-, -+ or --");
    }
    int r = wideNumber(line, f[1], "330 round");
    int w = wideTeam(line, f[2], "330 White team");
    int b = wideTeam(line, f[3], "330 Black team");
    if (w == b) {
      throw new TeamFormatException(line, 5, "330 teams", "team " + w + " meets itself", null);
    }
    return new String[] {f[0], Integer.toString(r), Integer.toString(w), Integer.toString(b)};
  }

  /** A wide 300 record: round, team, opponent, then the player on each board (0 for none). */
  void readLineUpWide(String line) {
    String[] f = tokens(line);
    if (f.length < 3) {
      throw new TeamFormatException(
          line, 5, "300", "expected ROUND TEAM OPPONENT and the boards", null);
    }
    int r = wideNumber(line, f[0], "300 round");
    int team = wideTeam(line, f[1], "300 team");
    wideTeam(line, f[2], "300 opponent");
    List<Integer> ids = new ArrayList<>();
    for (int i = 3; i < f.length; i++) {
      int id = wideNumber(line, f[i], "300 board " + (i - 2));
      if (id != 0 && (id > players || teamOf.getOrDefault(id, -1) != team)) {
        throw new TeamFormatException(
            line,
            line.indexOf(f[i], 3) + 1,
            "300 board " + (i - 2),
            "player " + id + " is not a member of team " + team,
            null);
      }
      ids.add(id);
    }
    while (!ids.isEmpty() && ids.get(ids.size() - 1) == 0) {
      ids.remove(ids.size() - 1);
    }
    lineUps.put(r + "/" + team, ids);
  }

  String[] readForfeit(String line) {
    String type = cols(line, 5, 6);
    if (!type.equals("+-") && !type.equals("-+") && !type.equals("--")) {
      throw new TeamFormatException(
          line, 5, "330 result", "'" + type + "' is not a forfeit result", "use +-, -+ or --");
    }
    int r = number(line, 8, 10, "330 round", false);
    int w = team(line, 12, 14, "330 White team");
    int b = team(line, 16, 18, "330 Black team");
    if (w == b) {
      throw new TeamFormatException(line, 12, "330 teams", "team " + w + " meets itself", null);
    }
    return new String[] {type, Integer.toString(r), Integer.toString(w), Integer.toString(b)};
  }

  void readLineUp(String line) {
    int r = number(line, 5, 7, "300 round", false);
    int team = team(line, 9, 11, "300 team");
    team(line, 13, 15, "300 opponent");
    List<Integer> ids = new ArrayList<>();
    for (int c = 17; c <= line.length(); c += 5) {
      String s = cols(line, c, c + 3).trim();
      if (s.isEmpty()) {
        ids.add(0);
        continue;
      }
      int id = number(line, c, c + 3, "300 board " + ids.size() + 1, false);
      if (id != 0 && (id > players || teamOf.getOrDefault(id, -1) != team)) {
        throw new TeamFormatException(
            line,
            c,
            "300 board " + (ids.size() + 1),
            "player " + id + " is not a member of team " + team,
            null);
      }
      ids.add(id);
    }
    while (!ids.isEmpty() && ids.get(ids.size() - 1) == 0) {
      ids.remove(ids.size() - 1);
    }
    lineUps.put(r + "/" + team, ids);
  }

  void readBye(String line) {
    String type = cols(line, 5, 5).toUpperCase(Locale.ROOT);
    ResultCode kind =
        switch (type) {
          case "F" -> ResultCode.FULL_BYE;
          case "H" -> ResultCode.HALF_BYE;
          case "Z" -> ResultCode.ZERO_BYE;
          default ->
              throw new TeamFormatException(
                  line, 5, "240 type", "'" + type + "' is not a bye type", "use F, H or Z");
        };
    int r = number(line, 7, 9, "240 round", false);
    String[] ids = cols(line, 10, line.length()).trim().split("\\s+");
    for (String id : ids) {
      if (id.isEmpty()) {
        continue;
      }
      if (!Points.isAsciiDigits(id) || Integer.parseInt(id) < 1 || Integer.parseInt(id) > teams) {
        throw new TeamFormatException(
            line, line.indexOf(id, 9) + 1, "240 team", "no team '" + id + "'", null);
      }
      byes.add(new ByeRequest(Integer.parseInt(id), r, kind));
    }
  }

  void readAcceleration(String line, TeamSettings settings) {
    boolean game = settings.primary() == PrimaryScore.GAME;
    int value = points(line, game ? 10 : 5, game ? 13 : 8, game ? "250 GP" : "250 MP");
    int first = number(line, 15, 17, "250 first round", false);
    int last = number(line, 19, 21, "250 last round", false);
    int a = team(line, 23, 26, "250 first team");
    int b = cols(line, 28, 31).isBlank() ? a : team(line, 28, 31, "250 last team");
    for (int id = a; id <= b; id++) {
      List<Integer> list = acceleration.computeIfAbsent(id, k -> new ArrayList<>());
      for (int r = first; r <= last; r++) {
        while (list.size() < r) {
          list.add(0);
        }
        list.set(r - 1, Math.max(value, 0));
      }
    }
  }

  void readForbidden(String line) {
    int first = number(line, 5, 7, "260 first round", false);
    int last = number(line, 9, 11, "260 last round", false);
    List<Integer> ids = new ArrayList<>();
    for (String id : cols(line, 12, line.length()).trim().split("\\s+")) {
      if (id.isEmpty()) {
        continue;
      }
      if (!Points.isAsciiDigits(id) || Integer.parseInt(id) < 1 || Integer.parseInt(id) > teams) {
        throw new TeamFormatException(
            line, line.indexOf(id, 11) + 1, "260 team", "no team '" + id + "'", null);
      }
      ids.add(Integer.parseInt(id));
    }
    forbidden.add(new ForbiddenPairs(ids, first, last == 999 ? Integer.MAX_VALUE : last));
  }
}
