package org.swisspair.model.trf;

import org.swisspair.model.Points;
import org.swisspair.model.team.TeamFormatException;

/**
 * The fields of the TRF-2026 team records ({@code 300}, {@code 320}, {@code 330}, {@code 240},
 * {@code 250}, {@code 260}, {@code 299}): fixed columns, or numbers separated by spaces in a wide
 * record (TEAM-25); each error names the record, its column and field.
 */
final class TeamRecordFields {
  private TeamRecordFields() {}

  /** Columns {@code from} to {@code to} (1-based, inclusive) of {@code line}, short when it is. */
  static String cols(String line, int from, int to) {
    if (from - 1 >= line.length()) {
      return "";
    }
    return line.substring(from - 1, Math.min(to, line.length()));
  }

  /** A number in columns {@code from} to {@code to}; blank is 0 when {@code blankIsZero}. */
  static int number(String line, int from, int to, String field, boolean blankIsZero) {
    String s = cols(line, from, to).trim();
    if (s.isEmpty() && blankIsZero) {
      return 0;
    }
    if (s.isEmpty() || !Points.isAsciiDigits(s) || s.length() > 6) {
      throw new TeamFormatException(line, from, field, "'" + s + "' is not a number", null);
    }
    return Integer.parseInt(s);
  }

  /** A team number in columns {@code from} to {@code to}, one of {@code teams}. */
  static int team(String line, int from, int to, String field, int teams) {
    int n = number(line, from, to, field, false);
    if (n < 1 || n > teams) {
      throw new TeamFormatException(
          line, from, field, "no team " + n, "teams are numbered 1.." + teams);
    }
    return n;
  }

  /** Points in tenths in columns {@code from} to {@code to}, -1 when blank. */
  static int points(String line, int from, int to, String field) {
    String s = cols(line, from, to).trim();
    if (s.isEmpty()) {
      return -1;
    }
    try {
      return Points.parse(s);
    } catch (NumberFormatException e) {
      throw new TeamFormatException(line, from, field, e.getMessage(), null);
    }
  }

  /** A signed {@code [-]11.5} value in tenths, {@link Integer#MIN_VALUE} when blank. */
  static int signed(String line, int from, int to, String field) {
    String s = cols(line, from, to).trim();
    if (s.isEmpty()) {
      return Integer.MIN_VALUE;
    }
    boolean negative = s.startsWith("-");
    try {
      int v = Points.parse(negative ? s.substring(1) : s);
      return negative ? -v : v;
    } catch (NumberFormatException e) {
      throw new TeamFormatException(line, from, field, "'" + s + "' is not a number", "e.g. -1.5");
    }
  }

  /** A wide record's fields after the code: numbers (or a result) separated by spaces. */
  static String[] tokens(String line) {
    String rest = line.length() > 3 ? line.substring(3).strip() : "";
    return rest.isEmpty() ? new String[0] : rest.split("\\s+");
  }

  /** A wide record's number {@code token}. */
  static int wideNumber(String line, String token, String field) {
    if (!Points.isAsciiDigits(token) || token.length() > 6) {
      throw new TeamFormatException(
          line, line.indexOf(token, 3) + 1, field, "'" + token + "' is not a number", null);
    }
    return Integer.parseInt(token);
  }

  /** A wide record's team number {@code token}, one of {@code teams}. */
  static int wideTeam(String line, String token, String field, int teams) {
    int n = wideNumber(line, token, field);
    if (n < 1 || n > teams) {
      throw new TeamFormatException(
          line,
          line.indexOf(token, 3) + 1,
          field,
          "no team " + n,
          "teams are numbered 1.." + teams);
    }
    return n;
  }
}
