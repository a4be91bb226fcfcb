package org.swisspair.model.trf;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.Points;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;

/**
 * The TRF-2026 {@code 299} records of an individual file ("abnormal points assignment"): the points
 * they add to or take from a player's round, as TEAM-22 reads them for teams, the points field
 * (cols 14-17) holding the player's points. The records stay in {@link Tournament#otherLines()};
 * the score of every round state adds what they give (C.04.1 scores as the organiser assigned
 * them).
 */
public final class AbnormalPoints {
  private AbnormalPoints() {}

  /**
   * One record: a type ({@code W D L F H Z + -} or blank), the points (null when blank), the round
   * (0 for all) and the players (empty for all); {@code column} and {@code problem} describe the
   * first malformed field, null when the record is well formed.
   */
  record Record(
      char type, Integer points, int round, List<Integer> ids, int column, String problem) {
    boolean applies(int id, int r) {
      return (round == 0 || round == r) && (ids.isEmpty() || ids.contains(id));
    }

    int specificity() {
      return (ids.isEmpty() ? 0 : 2) + (round == 0 ? 0 : 1);
    }
  }

  /** Parses one {@code 299} line of a file of {@code players} players. */
  static Record parse(String line, int players) {
    String t = cols(line, 5, 5);
    char type = t.isEmpty() ? ' ' : Character.toUpperCase(t.charAt(0));
    if ("WDLFHZ+- ".indexOf(type) < 0) {
      return bad(5, "'" + type + "' is not an abnormal-points type (W D L F H Z + - or blank)");
    }
    String p = cols(line, 14, 17).trim();
    Integer points = null;
    if (!p.isEmpty()) {
      boolean negative = p.startsWith("-");
      String digits = negative ? p.substring(1) : p;
      try {
        points = negative ? -Points.parse(digits) : Points.parse(digits);
      } catch (NumberFormatException e) {
        return bad(14, "'" + p + "' is not a number of points");
      }
    }
    if (points == null) {
      return bad(14, "no points in columns 14-17 (an individual file's points)");
    }
    String rt = cols(line, 20, 22).trim();
    if (!rt.isEmpty() && !Points.isAsciiDigits(rt)) {
      return bad(20, "'" + rt + "' is not a round");
    }
    int round = rt.isEmpty() ? 0 : Integer.parseInt(rt);
    List<Integer> ids = new ArrayList<>();
    for (int c = 24; c <= line.length(); c += 5) {
      String s = cols(line, c, c + 3).trim();
      if (s.isEmpty()) {
        continue;
      }
      if (!Points.isAsciiDigits(s) || Integer.parseInt(s) > players) {
        return bad(c, "no player '" + s + "'");
      }
      if (Integer.parseInt(s) != 0) {
        ids.add(Integer.parseInt(s));
      }
    }
    return new Record(type, points, round, List.copyOf(ids), 0, null);
  }

  private static Record bad(int column, String problem) {
    return new Record(' ', null, 0, List.of(), column, problem);
  }

  private static String cols(String line, int from, int to) {
    return from - 1 >= line.length() ? "" : line.substring(from - 1, Math.min(to, line.length()));
  }

  /** The 299 type of an individual round. */
  static char typeOf(RoundEntry e) {
    return switch (e.result()) {
      case WIN, UNRATED_WIN -> 'W';
      case DRAW, UNRATED_DRAW -> 'D';
      case LOSS, UNRATED_LOSS -> 'L';
      case FORFEIT_WIN -> '+';
      case FORFEIT_LOSS -> '-';
      case FULL_BYE -> 'F';
      case HALF_BYE -> 'H';
      case ZERO_BYE, ABSENT -> 'Z';
      case PAIRING_BYE -> 'U';
    };
  }

  /**
   * The points the 299 records of {@code t} add to each player's rounds, {@code [id][r]} for r up
   * to the player's last listed round, in tenths; null when the file has none (or is a team file,
   * whose records name teams).
   */
  public static int[][] of(Tournament t) {
    List<Record> records = new ArrayList<>();
    for (String line : t.otherLines()) {
      if (line.startsWith("299")) {
        Record rec = parse(line, t.size());
        if (rec.problem() == null) {
          records.add(rec);
        }
      }
    }
    if (records.isEmpty() || isTeamFile(t)) {
      return null;
    }
    return deltas(t.players().size(), t, records);
  }

  static boolean isTeamFile(Tournament t) {
    return t.systemCode().toUpperCase(java.util.Locale.ROOT).contains("TEAM")
        || t.teams().stream().anyMatch(org.swisspair.model.Team::fromRecord310);
  }

  static int[][] deltas(int n, Tournament t, List<Record> records) {
    ScoringSystem scoring = t.scoring();
    int[][] out = new int[n + 1][];
    for (int id = 1; id <= n; id++) {
      int rounds = t.player(id).rounds().size();
      out[id] = new int[rounds + 1];
      for (int r = 1; r <= rounds; r++) {
        RoundEntry e = t.player(id).round(r);
        char type = typeOf(e);
        Record best = null;
        for (Record rec : records) {
          if (rec.type() != ' '
              && rec.type() == type
              && rec.applies(id, r)
              && (best == null || rec.specificity() >= best.specificity())) {
            best = rec;
          }
        }
        int delta = best == null ? 0 : best.points() - scoring.points(e);
        for (Record rec : records) {
          if (rec.type() == ' ' && rec.applies(id, r)) {
            delta += rec.points();
          }
        }
        out[id][r] = delta;
      }
    }
    return out;
  }

  /** What {@code deltas} gives player {@code id} in round {@code r}; 0 past the array. */
  public static int delta(int[][] deltas, int id, int r) {
    return deltas == null || id >= deltas.length || r < 1 || r >= deltas[id].length
        ? 0
        : deltas[id][r];
  }
}
