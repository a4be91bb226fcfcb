package org.swisspair.model.trf;

import static org.swisspair.model.trf.Line.tokens;
import static org.swisspair.model.trf.TrfReader.MAX_ROUNDS;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Points;
import org.swisspair.model.ResultCode;
import org.swisspair.model.ScoringRules;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.trf.Line.Token;

/**
 * The header records that change a pairing: the scoring ({@code 162}, JaVaFo {@code XXS},
 * bbpPairings {@code BBW BBD BBL BBZ BBF BBU}), the number of rounds ({@code 142 XXR}), the initial
 * colour ({@code 152 XXC}), acceleration ({@code 250 XXA}), forbidden pairs ({@code 260 XXP}) and
 * bye requests ({@code 240 XXZ}).
 */
final class HeaderRecords {
  private static final String XXA_HINT =
      "XXA fields are 5 columns wide from column 10, e.g. '  1.0'";

  private final ReadContext ctx;
  final List<Line> scoringLines = new ArrayList<>();
  final List<Line> roundLines = new ArrayList<>();
  final List<Line> colourLines = new ArrayList<>();
  final List<Line> accelerationLines = new ArrayList<>();
  final List<Line> forbiddenLines = new ArrayList<>();
  final List<Line> byeLines = new ArrayList<>();

  HeaderRecords(ReadContext ctx) {
    this.ctx = ctx;
  }

  /** The scoring the 162, XXS and BB* records give, over the standard 1 / 0.5 / 0. */
  ScoringSystem scoring() throws TrfFormatException {
    ScoringSystem s = ScoringSystem.STANDARD;
    int[] v = {
      s.winWhite(), s.winBlack(), s.drawWhite(), s.drawBlack(), s.lossWhite(), s.lossBlack(),
      s.forfeitWin(), s.forfeitLoss(), s.fullBye(), s.halfBye(), s.zeroBye(), s.pab()
    };
    boolean bbWin = false;
    boolean bbPab = false;
    for (Line l : scoringLines) {
      String code = l.cols(1, 3);
      if (code.equals("162")) {
        score162(l, v);
      } else if (code.equals("XXS")) {
        scoreXxs(l, v);
      } else {
        String text = l.from(4).trim();
        int value =
            ctx.points(l, 5, code + " value", text, "'" + text + "' is not a number", "1.0");
        at = l;
        atColumn = 5;
        switch (code.charAt(2)) {
          case 'W' -> {
            set(v, value, WW, BW, FW, FPB);
            bbWin = true;
          }
          case 'D' -> set(v, value, WD, BD, HPB);
          case 'L' -> set(v, value, WL, BL);
          case 'Z' -> set(v, value, ZPB);
          case 'F' -> set(v, value, FL);
          default -> {
            set(v, value, PAB);
            bbPab = true;
          }
        }
      }
    }
    if (bbWin && !bbPab) {
      // bbpPairings: BBU defaults to the win value.
      v[PAB] = v[WW];
      setBy[PAB] = setBy[WW];
      setAt[PAB] = setAt[WW];
    }
    return new ScoringSystem(
        v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11]);
  }

  private static final int WW = 0;
  private static final int BW = 1;
  private static final int WD = 2;
  private static final int BD = 3;
  private static final int WL = 4;
  private static final int BL = 5;
  private static final int FW = 6;
  private static final int FL = 7;
  private static final int FPB = 8;
  private static final int HPB = 9;
  private static final int ZPB = 10;
  private static final int PAB = 11;

  private static final Map<String, int[]> XXS_CODES = new HashMap<>();

  static {
    XXS_CODES.put("WW", new int[] {WW});
    XXS_CODES.put("BW", new int[] {BW});
    XXS_CODES.put("WD", new int[] {WD});
    XXS_CODES.put("BD", new int[] {BD});
    XXS_CODES.put("WL", new int[] {WL});
    XXS_CODES.put("BL", new int[] {BL});
    XXS_CODES.put("ZPB", new int[] {ZPB});
    XXS_CODES.put("HPB", new int[] {HPB});
    XXS_CODES.put("FPB", new int[] {FPB});
    XXS_CODES.put("PAB", new int[] {PAB});
    XXS_CODES.put("FW", new int[] {FW});
    XXS_CODES.put("FL", new int[] {FL});
    XXS_CODES.put("W", new int[] {WW, BW, FW, FPB});
    XXS_CODES.put("D", new int[] {WD, BD, HPB});
  }

  /** The record line and column that last set each scoring value, null for a default. */
  private final Line[] setBy = new Line[PAB + 1];

  private final int[] setAt = new int[PAB + 1];

  /** The line and column of the value the next {@link #set} calls store. */
  private Line at;

  private int atColumn;

  void set(int[] v, int value, int... slots) {
    for (int s : slots) {
      v[s] = value;
      setBy[s] = at;
      setAt[s] = atColumn;
    }
  }

  /**
   * Refuses a scoring that breaks a rule of {@link ScoringRules}, naming the record that set the
   * last of the values at fault; {@code matches} for a Double-Swiss file (two games a round).
   */
  void checkScoring(ScoringSystem s, boolean matches) throws TrfFormatException {
    ScoringRules.Violation v = ScoringRules.violation(s, matches);
    if (v == null) {
      return;
    }
    Line line = null;
    int column = 1;
    for (ScoringRules.Value value : v.values()) {
      Line l = setBy[value.ordinal()];
      if (l != null && (line == null || l.no() > line.no())) {
        line = l;
        column = setAt[value.ordinal()];
      }
    }
    if (line == null) {
      // The defaults keep every rule, so some record set a value at fault; name the last one.
      line = scoringLines.get(scoringLines.size() - 1);
    }
    throw ctx.error(
        line,
        column,
        line.cols(1, 3),
        v.message(),
        "correct the scoring records (162, XXS, BBW BBD BBL BBZ BBF BBU)");
  }

  /** Reads one XXS record of CODE=VALUE tokens into {@code v}. */
  void scoreXxs(Line l, int[] v) throws TrfFormatException {
    for (Token t : tokens(l, 5)) {
      int eq = t.text().indexOf('=');
      if (eq < 0) {
        throw ctx.error(
            l, t.column(), "XXS", "'" + t.text() + "' is not CODE=VALUE", "write e.g. WW=1.0");
      }
      String c = t.text().substring(0, eq).toUpperCase();
      int[] slots = XXS_CODES.get(c);
      if (slots == null) {
        throw ctx.error(
            l,
            t.column(),
            "XXS code",
            "unknown scoring code '" + c + "'",
            "codes are WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D");
      }
      String value = t.text().substring(eq + 1);
      int p =
          ctx.points(
              l,
              t.column() + eq + 1,
              "XXS value",
              value,
              "'" + value + "' is not a number for " + c,
              c + "=1.0");
      at = l;
      atColumn = t.column();
      set(v, p, slots);
    }
  }

  /** Reads one TRF-2026 162 record of symbol and value pairs into {@code v}. */
  void score162(Line l, int[] v) throws TrfFormatException {
    List<Token> ts = tokens(l, 5);
    boolean pab = false;
    Integer win = null;
    for (int i = 0; i < ts.size(); i++) {
      Token t = ts.get(i);
      String sym = t.text().substring(0, 1).toUpperCase();
      String value;
      int valueColumn;
      if (t.text().length() > 1) {
        value = t.text().substring(1);
        valueColumn = t.column() + 1;
      } else if (i + 1 < ts.size()) {
        value = ts.get(++i).text();
        valueColumn = ts.get(i).column();
      } else {
        throw ctx.error(l, t.column(), "162 value", "symbol " + sym + " has no value", null);
      }
      if ("WDLAPX".indexOf(sym.charAt(0)) < 0) {
        throw ctx.error(
            l,
            t.column(),
            "162 symbol",
            "unknown scoring symbol '" + sym + "'",
            "TRF-2026 162 symbols are W D L A P X");
      }
      int p =
          ctx.points(
              l,
              valueColumn,
              "162 value",
              value,
              "'" + value + "' is not a number for " + sym,
              sym + " 1.0");
      at = l;
      atColumn = t.column();
      switch (sym.charAt(0)) {
        case 'W' -> {
          set(v, p, WW, BW, FW, FPB);
          win = p;
        }
        case 'D' -> set(v, p, WD, BD, HPB);
        case 'L' -> set(v, p, WL, BL);
        case 'A' -> set(v, p, ZPB, FL);
        case 'P' -> {
          set(v, p, PAB);
          pab = true;
        }
        default -> {
          // X (unknown or adjourned result) has no result code in the model.
        }
      }
    }
    if (!pab && win != null) {
      // TRF-2026: P defaults to W.
      v[PAB] = win;
      setBy[PAB] = setBy[WW];
      setAt[PAB] = setAt[WW];
    }
  }

  /**
   * The number of rounds XXR and 142 agree on, checked to cover every player's rounds; 0 without
   * either.
   */
  int totalRounds(List<ParsedPlayer> parsed) throws TrfFormatException {
    Integer rounds = null;
    Line where = null;
    for (Line l : roundLines) {
      String code = l.cols(1, 3);
      String t = l.from(5).trim();
      if (t.isEmpty() || !Points.isAsciiDigits(t) || t.length() > 4) {
        throw ctx.error(
            l,
            5,
            code + " rounds",
            "'" + t + "' is not a number of rounds",
            "write e.g. " + code + " 9");
      }
      int value = Integer.parseInt(t);
      if (value > MAX_ROUNDS) {
        throw ctx.error(
            l,
            5,
            code + " rounds",
            value + " rounds is more than the " + MAX_ROUNDS + " a tournament may have",
            null);
      }
      if (rounds != null && rounds != value) {
        throw ctx.error(
            l,
            5,
            code + " rounds",
            value + " rounds, but line " + where.no() + " says " + rounds,
            "XXR and 142 must agree");
      }
      rounds = value;
      where = l;
    }
    if (rounds == null) {
      return 0;
    }
    for (ParsedPlayer pp : parsed) {
      if (pp.player().rounds().size() > rounds) {
        throw ctx.error(
            where,
            5,
            where.cols(1, 3) + " rounds",
            "declares "
                + rounds
                + " rounds, but player "
                + pp.player().id()
                + " (line "
                + pp.line().no()
                + ") has entries for "
                + pp.player().rounds().size(),
            "the number of rounds must cover every round in the file");
      }
    }
    return rounds;
  }

  /** Reads XXC and 152 into {@code colour[0]}; returns true for {@code XXC rank}. */
  boolean colour(Colour[] colour) throws TrfFormatException {
    boolean rank = false;
    Line where = null;
    for (Line l : colourLines) {
      List<Colour> found = new ArrayList<>();
      List<Integer> cols = new ArrayList<>();
      if (l.cols(1, 3).equals("152")) {
        String t = l.from(5).trim();
        Colour c =
            switch (t.toUpperCase()) {
              case "W" -> Colour.WHITE;
              case "B" -> Colour.BLACK;
              default ->
                  throw ctx.error(
                      l, 5, "152 colour", "'" + t + "' is not an initial colour", "write W or B");
            };
        found.add(c);
        cols.add(5);
      } else {
        for (Token t : tokens(l, 5)) {
          switch (t.text().toLowerCase()) {
            case "rank" -> rank = true;
            case "white1" -> {
              found.add(Colour.WHITE);
              cols.add(t.column());
            }
            case "black1" -> {
              found.add(Colour.BLACK);
              cols.add(t.column());
            }
            default ->
                throw ctx.error(
                    l,
                    t.column(),
                    "XXC token",
                    "unknown XXC option '" + t.text() + "'",
                    "XXC takes rank, white1 or black1");
          }
        }
      }
      for (int i = 0; i < found.size(); i++) {
        if (colour[0] != Colour.NONE && colour[0] != found.get(i)) {
          throw ctx.error(
              l,
              cols.get(i),
              l.cols(1, 3) + " colour",
              "initial colour "
                  + found.get(i)
                  + " contradicts "
                  + colour[0]
                  + " on line "
                  + where.no(),
              "give the initial colour once");
        }
        colour[0] = found.get(i);
        where = l;
      }
    }
    return rank;
  }

  /** Reads XXA and 250 into {@code acc}: each player's virtual points by round. */
  void acceleration(Map<Integer, List<Integer>> acc, int n) throws TrfFormatException {
    Map<Integer, List<Integer>> work = new TreeMap<>();
    for (Line l : accelerationLines) {
      if (l.cols(1, 3).equals("XXA")) {
        int id = ctx.playerId(l, l.cols(5, 8), 5, "XXA id", n);
        List<Integer> list = work.computeIfAbsent(id, k -> new ArrayList<>());
        for (int r = 1; 9 + 5 * (r - 1) <= l.text().length(); r++) {
          int c = 9 + 5 * (r - 1);
          if (r > MAX_ROUNDS) {
            throw ctx.error(
                l, c + 1, "XXA round " + r, "more than " + MAX_ROUNDS + " rounds", XXA_HINT);
          }
          String t = l.cols(c, c + 4).trim();
          int value = 0;
          if (!t.isEmpty()) {
            value =
                ctx.points(
                    l,
                    c + 1,
                    "XXA round " + r,
                    t,
                    "'" + t + "' is not a number of points",
                    null,
                    XXA_HINT);
          }
          put(list, r, value);
        }
      } else {
        String gp = l.cols(10, 13).trim();
        String mp = l.cols(5, 8).trim();
        String t = gp.isEmpty() ? mp : gp;
        int value =
            ctx.points(
                l,
                gp.isEmpty() ? 5 : 10,
                "250 points",
                t,
                "'" + t + "' is not a number of points",
                null,
                "250 layout: points at 5-8 / 10-13, rounds at 15-17 and 19-21, ids at 23-26 and"
                    + " 28-31");
        int first = ctx.number(l, 15, 17, "250 first round", null);
        int last = ctx.number(l, 19, 21, "250 last round", null);
        if (last < first) {
          throw ctx.error(
              l, 19, "250 last round", "last round " + last + " before first " + first, null);
        }
        int a = ctx.playerId(l, l.cols(23, 26), 23, "250 first player", n);
        int b =
            l.cols(28, 31).isBlank()
                ? a
                : ctx.playerId(l, l.cols(28, 31), 28, "250 last player", n);
        if (b < a) {
          throw ctx.error(l, 28, "250 last player", "range " + a + ".." + b + " is empty", null);
        }
        for (int id = a; id <= b; id++) {
          List<Integer> list = work.computeIfAbsent(id, k -> new ArrayList<>());
          for (int r = first; r <= last; r++) {
            put(list, r, value);
          }
        }
      }
    }
    // Trailing zeros carry nothing; dropping them gives one canonical form for XXA and 250.
    work.forEach(
        (id, list) -> {
          int end = list.size();
          while (end > 0 && list.get(end - 1) == 0) {
            end--;
          }
          if (end > 0) {
            acc.put(id, List.copyOf(list.subList(0, end)));
          }
        });
  }

  static void put(List<Integer> list, int round, int value) {
    while (list.size() < round) {
      list.add(0);
    }
    list.set(round - 1, value);
  }

  /** Reads XXP and 260 into {@code out}. */
  void forbidden(List<ForbiddenPairs> out, int n) throws TrfFormatException {
    for (Line l : forbiddenLines) {
      String code = l.cols(1, 3);
      int first = 1;
      int last = Integer.MAX_VALUE;
      List<Token> ts;
      if (code.equals("260")) {
        first =
            ctx.number(
                l, 5, 7, "260 first round", "260 layout: rounds at 5-7 and 9-11, ids from 13");
        last =
            ctx.number(
                l, 9, 11, "260 last round", "260 layout: rounds at 5-7 and 9-11, ids from 13");
        if (last < first) {
          throw ctx.error(
              l, 9, "260 last round", "last round " + last + " before first " + first, null);
        }
        if (last == 999) {
          // The writer's "to the end": 260 has no open-ended form.
          last = Integer.MAX_VALUE;
        }
        ts = tokens(l, 12);
      } else {
        ts = tokens(l, 4);
      }
      List<Integer> ids = new ArrayList<>();
      for (Token t : ts) {
        ids.add(ctx.playerId(l, t, code + " player", n));
      }
      if (ids.size() < 2) {
        throw ctx.error(
            l, 5, code, "needs at least two players, has " + ids.size(), "list the players");
      }
      out.add(new ForbiddenPairs(ids, first, last));
    }
  }

  /** Reads XXZ (for round {@code nextRound}) and 240 into {@code out}. */
  void byes(List<ByeRequest> out, int n, int nextRound) throws TrfFormatException {
    for (Line l : byeLines) {
      if (l.cols(1, 3).equals("XXZ")) {
        for (Token t : tokens(l, 4)) {
          out.add(
              new ByeRequest(ctx.playerId(l, t, "XXZ player", n), nextRound, ResultCode.ZERO_BYE));
        }
        continue;
      }
      String type = l.cols(5, 5);
      ResultCode kind =
          switch (type.toUpperCase()) {
            case "F" -> ResultCode.FULL_BYE;
            case "H" -> ResultCode.HALF_BYE;
            case "Z" -> ResultCode.ZERO_BYE;
            default ->
                throw ctx.error(
                    l, 5, "240 type", "'" + type + "' is not a bye type", "use F, H or Z");
          };
      int round =
          ctx.number(l, 7, 9, "240 round", "240 layout: type at 5, round at 7-9, ids from 11");
      List<Token> ts = tokens(l, 10);
      if (ts.isEmpty()) {
        throw ctx.error(l, 11, "240 player", "no players listed", null);
      }
      for (Token t : ts) {
        out.add(new ByeRequest(ctx.playerId(l, t, "240 player", n), round, kind));
      }
    }
  }
}
