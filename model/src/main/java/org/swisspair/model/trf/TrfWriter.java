package org.swisspair.model.trf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Player;
import org.swisspair.model.Points;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;
import org.swisspair.model.match.MatchRounds;

/**
 * Writes a {@link Tournament} as TRF with LF line ends, so that {@link TrfReader} reads back an
 * equal model.
 *
 * <p>{@link Flavour#TRF16} is what the engines read: TRF-16 {@code 001} lines with the JaVaFo
 * records {@code XXR XXC XXS XXA XXP XXZ} and, when they can express the scoring, the bbpPairings
 * {@code BB?} records. Data that TRF-16 and TRF(x) cannot express (half- and full-point bye
 * requests, round-limited forbidden pairs, {@code 192}, {@code 310} teams) is written in its
 * TRF-2026 record, which the engines ignore or read.
 *
 * <p>{@link Flavour#TRF26} writes the TRF-2026 records {@code 142 152 162 192 240 250 260 310} and
 * falls back to JaVaFo records only where TRF-2026 has none: {@code XXC rank}, {@code XXP} for
 * pairs forbidden in all rounds, and {@code XXS} for a scoring that {@code 162} cannot express
 * (colour-dependent points, or forfeits and byes scored apart from W, D and A).
 *
 * <p>Limits of both flavours: a blank points field is written as the score from the results, the
 * {@code X} value of {@code 162} is not kept, and pairing numbers above 9999 need {@link
 * TournamentJson}.
 */
public final class TrfWriter {

  /** The file flavour to write. */
  public enum Flavour {
    /** TRF-16 with the JaVaFo and bbpPairings extension records. */
    TRF16,
    /** TRF-2026. */
    TRF26
  }

  private TrfWriter() {}

  /**
   * The flavour {@code text} is written in, to write a file back as it came: TRF-2026 when it has a
   * record that only TRF-2026 has ({@code 142}, {@code 152}, {@code 162}, {@code 250}), else
   * TRF-16. Other TRF-2026 files hold only records that both flavours write alike.
   */
  public static Flavour flavourOf(String text) {
    for (String line : text.split("\n")) {
      String code = line.length() >= 3 ? line.substring(0, 3) : "";
      boolean record = line.length() == 3 || line.length() > 3 && line.charAt(3) == ' ';
      if (record && List.of("142", "152", "162", "250").contains(code)) {
        return Flavour.TRF26;
      }
    }
    return Flavour.TRF16;
  }

  /** Writes the tournament to {@code file} atomically, UTF-8 with LF line ends. */
  public static void write(Tournament t, Flavour flavour, Path file) throws IOException {
    AtomicFiles.write(file, toText(t, flavour).getBytes(StandardCharsets.UTF_8));
  }

  /** The tournament as TRF text in the given flavour. */
  public static String toText(Tournament t, Flavour flavour) {
    if (t.size() > 9999) {
      throw new IllegalArgumentException(
          t.size() + " players do not fit TRF's four-digit pairing numbers; use TournamentJson");
    }
    List<String> out = new ArrayList<>();
    t.header()
        .forEach(
            (code, value) -> {
              for (String v : value.split("\n", -1)) {
                out.add(v.isEmpty() ? code : code + " " + v);
              }
            });
    boolean trf16 = flavour == Flavour.TRF16;
    if (t.totalRounds() > 0) {
      out.add((trf16 ? "XXR " : "142 ") + t.totalRounds());
    }
    String colour =
        switch (t.initialColour()) {
          case WHITE -> trf16 ? "white1" : "W";
          case BLACK -> trf16 ? "black1" : "B";
          case NONE -> "";
        };
    if (trf16) {
      String xxc = ((t.pairByRankOrder() ? "rank " : "") + colour).trim();
      if (!xxc.isEmpty()) {
        out.add("XXC " + xxc);
      }
    } else {
      if (!colour.isEmpty()) {
        out.add("152 " + colour);
      }
      if (t.pairByRankOrder()) {
        out.add("XXC rank");
      }
    }
    // A Double-Swiss file gives the scoring of one game (the model holds match units).
    scoring(
        MatchRounds.isDoubleSwiss(t) ? MatchRounds.gameScoring(t.scoring()) : t.scoring(),
        trf16,
        out);
    if (!t.systemCode().isEmpty()) {
      out.add("192 " + t.systemCode());
    }
    acceleration(t, trf16, out);
    forbidden(t, trf16, out);
    byes(t, trf16, out);
    int[][] abnormal = AbnormalPoints.of(t);
    for (Player p : t.players()) {
      out.add(playerLine(t, p, abnormal));
    }
    for (Team team : t.teams()) {
      out.add(teamLine(team));
    }
    out.addAll(t.otherLines());
    StringBuilder sb = new StringBuilder();
    for (String line : out) {
      sb.append(line.stripTrailing()).append('\n');
    }
    return sb.toString();
  }

  private static void scoring(ScoringSystem s, boolean trf16, List<String> out) {
    if (s.isStandard()) {
      return;
    }
    boolean winLike =
        s.winWhite() == s.winBlack()
            && s.forfeitWin() == s.winWhite()
            && s.fullBye() == s.winWhite();
    boolean drawLike = s.drawWhite() == s.drawBlack() && s.halfBye() == s.drawWhite();
    boolean lossLike = s.lossWhite() == s.lossBlack();
    if (!trf16 && winLike && drawLike && lossLike && s.zeroBye() == s.forfeitLoss()) {
      // Symbol at column 6, value at 7-10, the next pair 9 columns on.
      out.add(
          "162  W"
              + points(s.winWhite(), "162")
              + "    D"
              + points(s.drawWhite(), "162")
              + "    L"
              + points(s.lossWhite(), "162")
              + "    A"
              + points(s.zeroBye(), "162")
              + "    P"
              + points(s.pab(), "162"));
      return;
    }
    out.add(
        "XXS WW="
            + Points.format(s.winWhite())
            + " BW="
            + Points.format(s.winBlack())
            + " WD="
            + Points.format(s.drawWhite())
            + " BD="
            + Points.format(s.drawBlack())
            + " WL="
            + Points.format(s.lossWhite())
            + " BL="
            + Points.format(s.lossBlack())
            + " ZPB="
            + Points.format(s.zeroBye())
            + " HPB="
            + Points.format(s.halfBye())
            + " FPB="
            + Points.format(s.fullBye())
            + " PAB="
            + Points.format(s.pab())
            + " FW="
            + Points.format(s.forfeitWin())
            + " FL="
            + Points.format(s.forfeitLoss()));
    if (trf16 && winLike && drawLike && lossLike) {
      // bbpPairings does not read XXS; it reads these when they say the same thing, with the
      // points right-aligned in columns 5-8 ("BBW 1.0" is an invalid line there).
      out.add("BBW " + points(s.winWhite(), "BBW"));
      out.add("BBD " + points(s.drawWhite(), "BBD"));
      out.add("BBL " + points(s.lossWhite(), "BBL"));
      out.add("BBZ " + points(s.zeroBye(), "BBZ"));
      out.add("BBF " + points(s.forfeitLoss(), "BBF"));
      out.add("BBU " + points(s.pab(), "BBU"));
    }
  }

  private static void acceleration(Tournament t, boolean trf16, List<String> out) {
    if (trf16) {
      t.acceleration()
          .forEach(
              (id, values) -> {
                // JaVaFo: id at 5-8, then 5-column fields, round r's value at 10+5(r-1).
                StringBuilder sb = new StringBuilder(String.format("XXA %4d", id));
                for (int v : values) {
                  sb.append(' ').append(points(v, "XXA"));
                }
                out.add(sb.toString());
              });
      return;
    }
    // 250 ranges: one per run of equal values, merged over consecutive players.
    Map<List<Integer>, List<int[]>> runs = new LinkedHashMap<>();
    t.acceleration()
        .forEach(
            (id, values) -> {
              int r = 0;
              while (r < values.size()) {
                int v = values.get(r);
                int end = r;
                while (end + 1 < values.size() && values.get(end + 1) == v) {
                  end++;
                }
                if (v != 0) {
                  List<int[]> ids =
                      runs.computeIfAbsent(List.of(v, r + 1, end + 1), k -> new ArrayList<>());
                  int[] last = ids.isEmpty() ? null : ids.get(ids.size() - 1);
                  if (last != null && last[1] == id - 1) {
                    last[1] = id;
                  } else {
                    ids.add(new int[] {id, id});
                  }
                }
                r = end + 1;
              }
            });
    runs.forEach(
        (key, ranges) -> {
          for (int[] range : ranges) {
            if (key.get(2) > 999) {
              throw new IllegalArgumentException(
                  "acceleration in round " + key.get(2) + " does not fit 250's three columns");
            }
            out.add(
                String.format(
                    "250      %s %3d %3d %4d %4d",
                    points(key.get(0), "250"), key.get(1), key.get(2), range[0], range[1]));
          }
        });
  }

  private static void forbidden(Tournament t, boolean trf16, List<String> out) {
    for (ForbiddenPairs f : t.forbidden()) {
      StringBuilder sb = new StringBuilder();
      if (f.firstRound() == 1 && f.lastRound() == Integer.MAX_VALUE) {
        sb.append("XXP");
        f.players().forEach(id -> sb.append(' ').append(id));
      } else {
        // 999 stands for "to the end" (TrfReader reads it back so).
        int last = f.lastRound() == Integer.MAX_VALUE ? 999 : f.lastRound();
        if (f.firstRound() < 1 || last > 999) {
          throw new IllegalArgumentException("forbidden pairs round range cannot be written: " + f);
        }
        sb.append(String.format("260 %3d %3d", f.firstRound(), last));
        f.players().forEach(id -> sb.append(String.format(" %4d", id)));
      }
      out.add(sb.toString());
    }
  }

  private static void byes(Tournament t, boolean trf16, List<String> out) {
    int next = t.roundsPaired() + 1;
    String open = null;
    StringBuilder sb = null;
    for (ByeRequest b : t.byeRequests()) {
      String kind;
      if (trf16 && b.round() == next && b.kind() == ResultCode.ZERO_BYE) {
        kind = "XXZ";
      } else {
        if (b.round() > 999) {
          throw new IllegalArgumentException(
              "bye request for round " + b.round() + " does not fit 240's three columns");
        }
        kind = String.format("240 %c %3d", b.kind().code(), b.round());
      }
      if (!kind.equals(open)) {
        if (sb != null) {
          out.add(sb.toString());
        }
        sb = new StringBuilder(kind);
        open = kind;
      }
      sb.append(kind.equals("XXZ") ? " " + b.player() : String.format(" %4d", b.player()));
    }
    if (sb != null) {
      out.add(sb.toString());
    }
  }

  /**
   * Refuses a game of a Double-Swiss match whose two results do not answer each other (such as
   * 1/1): no reader takes it back. A game ending 1/2-0, 0-1/2 or 0-0 (Preface) is written as each
   * player's own result (DSW-11, GEN-4).
   */
  private static void refuseUnwritableGames(Tournament t, Player p, int r, RoundEntry e) {
    if (e.games() == null || e.opponent() < 1 || e.opponent() > t.players().size()) {
      return;
    }
    RoundEntry back = t.player(e.opponent()).round(r);
    if (back.games() == null) {
      return;
    }
    ResultCode[] mine = {e.games().first(), e.games().second()};
    ResultCode[] theirs = {back.games().first(), back.games().second()};
    for (int g = 0; g < 2; g++) {
      if (!mine[g].answeredBy(theirs[g])) {
        throw new IllegalArgumentException(
            "player "
                + p.id()
                + ", match round "
                + r
                + " against "
                + e.opponent()
                + ": game "
                + (g + 1)
                + " has the results "
                + mine[g].code()
                + " and "
                + theirs[g].code()
                + ", which do not answer each other (1/0, =/=, W/L, D/D, +/-, -/-, =/0, 0/=, 0/0)");
      }
    }
  }

  /**
   * {@code String.format("%" + width + "d", value)} in ASCII digits, without a Formatter: the
   * writer formats every round of every player.
   */
  static String padded(int value, int width) {
    String s = Integer.toString(value);
    return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
  }

  /** The TRF {@code 001} line of a player (identical in TRF-16 and TRF-2026). */
  static String playerLine(Tournament t, Player p, int[][] abnormal) {
    StringBuilder sb = new StringBuilder(160);
    sb.append("001 ").append(padded(p.id(), 4)).append(' ');
    sb.append(fit(p.sex(), 1, "sex", p, false));
    sb.append(fit(p.title(), 3, "title", p, true)).append(' ');
    sb.append(fit(p.name(), 33, "name", p, false)).append(' ');
    sb.append(fit(p.rating() == 0 ? "" : Integer.toString(p.rating()), 4, "rating", p, true))
        .append(' ');
    sb.append(fit(p.federation(), 3, "federation", p, false)).append(' ');
    sb.append(fit(p.fideId(), 11, "FIDE id", p, true)).append(' ');
    sb.append(fit(p.birthDate(), 10, "birth date", p, false)).append(' ');
    sb.append(fit(Points.format(points(t, p, abnormal)), 4, "points", p, true)).append(' ');
    sb.append(fit(p.rank() == 0 ? "" : Integer.toString(p.rank()), 4, "rank", p, true));
    List<RoundEntry> columns = new ArrayList<>();
    for (int r = 1; r <= p.rounds().size(); r++) {
      RoundEntry e = p.round(r);
      // A Double-Swiss match round is written as its two games.
      if (MatchRounds.isDoubleSwiss(t)) {
        refuseUnwritableGames(t, p, r, e);
        columns.addAll(MatchRounds.unfold(e));
      } else {
        columns.add(e);
      }
    }
    for (RoundEntry e : columns) {
      sb.append("  ");
      if (PlayerLines.isEmpty(e)) {
        sb.append("        ");
      } else {
        // No opponent is written 0000, as JaVaFo and bbpPairings write it.
        String opponent = e.opponent() == 0 ? "0000" : padded(e.opponent(), 4);
        sb.append(opponent).append(' ').append(e.colour().trfCode()).append(' ');
        sb.append(e.result().code());
      }
    }
    return sb.toString().stripTrailing();
  }

  /**
   * The points field from the results: the declared value when it is one of the two readings the
   * engines use (with or without pre-set byes after the last paired round), else the total. The
   * {@code 299} records' points count (TEAM-22), as the reader checks them.
   */
  static int points(Tournament t, Player p, int[][] abnormal) {
    int paired = t.roundsPaired();
    int total = 0;
    int before = 0;
    for (int r = 1; r <= p.rounds().size(); r++) {
      int s = t.scoring().points(p.round(r)) + AbnormalPoints.delta(abnormal, p.id(), r);
      total += s;
      if (r <= paired) {
        before += s;
      }
    }
    Integer d = p.declaredPoints();
    return d != null && (d == total || d == before) ? d : total;
  }

  /** Points right-aligned in the four columns every TRF points field has, e.g. {@code " 1.0"}. */
  private static String points(int tenths, String record) {
    String text = Points.format(tenths);
    if (tenths < 0 || text.length() > 4) {
      throw new IllegalArgumentException(
          record + " points " + text + " do not fit TRF's four columns (0.0 to 99.9)");
    }
    return " ".repeat(4 - text.length()) + text;
  }

  private static String fit(String value, int width, String field, Player p, boolean right) {
    if (value.length() > width) {
      throw new IllegalArgumentException(
          "player "
              + p.id()
              + ": "
              + field
              + " '"
              + value
              + "' is longer than the "
              + width
              + " columns TRF allows");
    }
    return right
        ? " ".repeat(width - value.length()) + value
        : value + " ".repeat(width - value.length());
  }

  /** A 310 points field: tenths right-aligned in six columns, blank when null. */
  private static String teamPoints(Team team, Integer tenths, String field) {
    String text = tenths == null ? "" : Points.format(tenths);
    if (text.length() > 6) {
      throw new IllegalArgumentException(
          "team " + team.number() + ": " + field + " " + text + " do not fit 310's six columns");
    }
    return " ".repeat(6 - text.length()) + text;
  }

  private static String teamLine(Team team) {
    StringBuilder sb = new StringBuilder();
    if (team.fromRecord310()) {
      sb.append(
          String.format(
              "310 %3d %-32.32s %-5.5s %6s",
              team.number(), team.name(), team.nickname(), team.strengthFactor()));
      if (team.matchPoints() != null || team.gamePoints() != null || team.rank() != 0) {
        // Match points at 55-60, game points at 62-67, rank at 69-71, each right-aligned.
        sb.append(' ').append(teamPoints(team, team.matchPoints(), "match points"));
        sb.append(' ').append(teamPoints(team, team.gamePoints(), "game points"));
        if (team.rank() > 999) {
          throw new IllegalArgumentException(
              "team "
                  + team.number()
                  + ": rank "
                  + team.rank()
                  + " does not fit 310's columns 69-71");
        }
        sb.append(' ').append(team.rank() == 0 ? "   " : padded(team.rank(), 3));
      }
      while (sb.length() < 72) {
        sb.append(' ');
      }
      team.members().forEach(m -> sb.append(String.format(" %4d", m)));
    } else {
      sb.append(String.format("013 %-32.32s", team.name()));
      team.members().forEach(m -> sb.append(String.format("%4d ", m)));
    }
    return sb.toString().stripTrailing();
  }
}
