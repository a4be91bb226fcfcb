package org.swisspair.model.trf;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Player;
import org.swisspair.model.Points;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;
import org.swisspair.model.match.MatchFormatException;
import org.swisspair.model.match.MatchRounds;

/**
 * Reads FIDE TRF-16 and TRF-2026 files (C.04 Annex 2; C.02.03 Annexure A), the JaVaFo TRF(x)
 * records {@code XXR XXC XXZ XXS XXA XXP}, the bbpPairings records {@code BBW BBD BBL BBZ BBF BBU},
 * and old Krause {@code .tab} files, into a {@link Tournament}.
 *
 * <p>The reader is tolerant where real files vary (line ends, encodings, short lines, lowercase
 * codes, lichess absences, forfeits without colour) and strict where a wrong reading would change a
 * pairing (unknown results, opponents that do not point back, points that do not match the
 * results). Records it does not interpret are kept verbatim in {@link Tournament#otherLines()}.
 *
 * <p>What a real event's file says inconsistently is read, with a {@link TrfWarning}, where the
 * reading cannot change a pairing, and refused where it could (see {@link #readWithWarnings}).
 *
 * <p>In a team tournament (one with TRF-2026 {@code 310} records) the {@code 240}, {@code 250} and
 * {@code 260} records name team numbers, which the per-player model cannot hold, so they are kept
 * verbatim as other lines.
 */
public final class TrfReader {

  /**
   * Reader options.
   *
   * @param trustResults when the points field disagrees with the results, take the results as
   *     written (a round without result scores a zero-point bye) instead of rejecting the file or
   *     reading the byes the points field counts
   * @param severalPabsPerRound accept more than one pairing-allocated bye ({@code U}) in a round as
   *     PABs even where a PAB and a full-point bye are scored differently, instead of rejecting the
   *     file
   */
  public record Options(boolean trustResults, boolean severalPabsPerRound) {
    /** Strict: points must match the results, at most one PAB per round. */
    public static final Options DEFAULT = new Options(false, false);

    /** Points field replaced by the score from the results when they disagree. */
    public static Options trustingResults() {
      return new Options(true, false);
    }

    /** These options, taking the results when the points field disagrees. */
    public Options withTrustResults() {
      return new Options(true, severalPabsPerRound);
    }

    /** These options, accepting several PABs in one round. */
    public Options withSeveralPabsPerRound() {
      return new Options(trustResults, true);
    }
  }

  /**
   * The most points a scoring value, a player's virtual points in one round or a points field may
   * hold, in tenths: 99.9, the widest value TRF's four-column points fields hold. With at most
   * {@link #MAX_ROUNDS} rounds and {@link #MAX_PLAYERS} players, every score, and the sum of all
   * players' scores with their virtual points, stays far inside an {@code int} in tenths.
   */
  public static final int MAX_POINTS = 999;

  /** The most rounds a file may hold: TRF-2026 writes round numbers in three columns. */
  public static final int MAX_ROUNDS = 999;

  /** The most players a TRF file can hold: pairing numbers have four digits. */
  public static final int MAX_PLAYERS = 9999;

  private static final String ROUND_HINT =
      "round r occupies columns 92+10(r-1): opponent in 4 columns, colour 5 columns later, result"
          + " 7 columns later";

  private static final String XXA_HINT =
      "XXA fields are 5 columns wide from column 10, e.g. '  1.0'";

  private final Options options;

  /** A reader with the strict default options. */
  public TrfReader() {
    this(Options.DEFAULT);
  }

  /** A reader with the given options. */
  public TrfReader(Options options) {
    this.options = options;
  }

  /** Reads a TRF or Krause file from disk, detecting UTF-8 or Latin-1. */
  public Tournament read(Path file) throws IOException, TrfFormatException {
    return read(file.getFileName().toString(), Files.readAllBytes(file));
  }

  /** Reads TRF bytes: UTF-8, or Latin-1 when the bytes are not valid UTF-8 (old Krause files). */
  public Tournament read(String fileName, byte[] bytes) throws TrfFormatException {
    return read(fileName, decode(bytes));
  }

  /** Reads TRF text with any of the CR, LF or CRLF line ends. */
  public Tournament read(String fileName, String text) throws TrfFormatException {
    return readWithWarnings(fileName, text).tournament();
  }

  /** Reads a TRF or Krause file from disk with the warnings about what it says inconsistently. */
  public TrfReading readWithWarnings(Path file) throws IOException, TrfFormatException {
    return readWithWarnings(file.getFileName().toString(), Files.readAllBytes(file));
  }

  /** Reads TRF bytes (UTF-8 or Latin-1) with the warnings. */
  public TrfReading readWithWarnings(String fileName, byte[] bytes) throws TrfFormatException {
    return readWithWarnings(fileName, decode(bytes));
  }

  /**
   * Reads TRF text with the warnings. Two inconsistencies of real files are read rather than
   * refused, each with a warning:
   *
   * <ul>
   *   <li>Several pairing-allocated byes ({@code U}) in one round, where a PAB and a full-point bye
   *       are worth the same and both rule out a later PAB: reading the extra ones as PABs or as
   *       full-point byes gives the same pairings. Otherwise the file is refused unless {@link
   *       Options#severalPabsPerRound()}.
   *   <li>A points field larger than the results, in a file that leaves the result of a round
   *       without opponent blank (old Krause files): the blank rounds are read as the half-point or
   *       full-point byes the points field counts, when there is exactly one such reading that uses
   *       the fewest full-point byes (a full point is usually written F, U or +). Otherwise the
   *       file is refused unless {@link Options#trustResults()}.
   * </ul>
   */
  public TrfReading readWithWarnings(String fileName, String text) throws TrfFormatException {
    Parse parse = new Parse(fileName, options);
    Tournament t = parse.run(text);
    List<TrfWarning> warnings = new ArrayList<>(parse.warnings);
    warnings.sort(Comparator.comparingInt(TrfWarning::line).thenComparingInt(TrfWarning::column));
    return new TrfReading(t, warnings);
  }

  /** Decodes bytes as UTF-8 without a BOM, falling back to Latin-1 when they are not UTF-8. */
  static String decode(byte[] bytes) {
    int start =
        bytes.length >= 3
                && (bytes[0] & 0xff) == 0xef
                && (bytes[1] & 0xff) == 0xbb
                && (bytes[2] & 0xff) == 0xbf
            ? 3
            : 0;
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes, start, bytes.length - start))
          .toString();
    } catch (CharacterCodingException e) {
      return new String(bytes, StandardCharsets.ISO_8859_1);
    }
  }

  /** True when {@code b} is the result that answers {@code a} on the opponent's line. */
  static boolean complementary(ResultCode a, ResultCode b) {
    return switch (a) {
      case WIN -> b == ResultCode.LOSS;
      case LOSS -> b == ResultCode.WIN;
      case DRAW -> b == ResultCode.DRAW;
      case UNRATED_WIN -> b == ResultCode.UNRATED_LOSS;
      case UNRATED_LOSS -> b == ResultCode.UNRATED_WIN;
      case UNRATED_DRAW -> b == ResultCode.UNRATED_DRAW;
      case FORFEIT_WIN -> b == ResultCode.FORFEIT_LOSS;
      case FORFEIT_LOSS -> b == ResultCode.FORFEIT_WIN || b == ResultCode.FORFEIT_LOSS;
      default -> false;
    };
  }

  /** One physical line: 1-based number and text without its line end and trailing blanks. */
  private record Line(int no, String text) {
    /** Columns {@code from..to} (1-based, inclusive), shorter or empty past the line end. */
    String cols(int from, int to) {
      int a = Math.min(from - 1, text.length());
      int b = Math.min(to, text.length());
      return text.substring(a, b);
    }

    /** The text from column {@code from} to the end. */
    String from(int from) {
      return from - 1 >= text.length() ? "" : text.substring(from - 1);
    }
  }

  /** A whitespace-separated token and its 1-based column. */
  private record Token(String text, int column) {}

  private static List<Token> tokens(Line line, int fromColumn) {
    List<Token> out = new ArrayList<>();
    String s = line.text();
    int i = fromColumn - 1;
    while (i < s.length()) {
      while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < s.length() && !Character.isWhitespace(s.charAt(i))) {
        i++;
      }
      if (i > start) {
        out.add(new Token(s.substring(start, i), start + 1));
      }
    }
    return out;
  }

  private record ParsedPlayer(Line line, Player player) {}

  /** The state of one read; not reused. */
  /** "player N 'name' declares X but the WHAT give Y": the points field's message. */
  private static String declaresButGive(Player p, int declared, String what, int given) {
    return "player "
        + p.id()
        + " '"
        + p.name()
        + "' declares "
        + Points.format(declared)
        + " but the "
        + what
        + " give "
        + Points.format(given);
  }

  private static final class Parse {
    private final String file;
    private final Options options;

    private final Map<String, String> header = new LinkedHashMap<>();
    private final List<String> otherLines = new ArrayList<>();
    private final List<Line> playerLines = new ArrayList<>();
    private final List<Line> scoringLines = new ArrayList<>();
    private final List<Line> roundLines = new ArrayList<>();
    private final List<Line> colourLines = new ArrayList<>();
    private final List<Line> accelerationLines = new ArrayList<>();
    private final List<Line> forbiddenLines = new ArrayList<>();
    private final List<Line> byeLines = new ArrayList<>();
    private final List<Line> teamLines = new ArrayList<>();
    private final List<Line> teamRecordLines = new ArrayList<>();
    private final List<Line> otherRecordLines = new ArrayList<>();
    private String systemCode = "";
    private boolean teamTournament;

    /** A 310 record or a team 192 code: the pairing reads team scores, not the points fields. */
    private boolean teamFile;

    /** What the 299 records add to each player's rounds (individual files), null when none. */
    private int[][] abnormal;

    private final List<TrfWarning> warnings = new ArrayList<>();

    Parse(String file, Options options) {
      this.file = file;
      this.options = options;
    }

    TrfFormatException error(Line line, int column, String field, String problem, String hint) {
      return new TrfFormatException(file, line.no(), column, field, problem, hint);
    }

    void warn(Line line, int column, String field, String message) {
      warnings.add(new TrfWarning(file, line.no(), column, field, message));
    }

    Tournament run(String text) throws TrfFormatException {
      List<Line> lines = split(text);
      classify(lines);
      teamFile = teamTournament || systemCode.toUpperCase(Locale.ROOT).contains("TEAM");
      ScoringSystem scoring = scoring();
      List<ParsedPlayer> parsed = players();
      List<Player> players = new ArrayList<>();
      parsed.forEach(p -> players.add(p.player()));
      checkOpponents(parsed, scoring);
      if (MatchRounds.isDoubleSwiss(systemCode)) {
        // Two game columns per Double-Swiss match round; the model holds matches.
        parsed = matches(parsed, players, scoring);
        scoring = MatchRounds.matchScoring(scoring);
        players.clear();
        parsed.forEach(p -> players.add(p.player()));
      }
      int paired = roundsPaired(players);
      abnormal = teamFile ? null : abnormal(parsed, players, scoring);
      List<Player> checked = checkPoints(parsed, scoring, paired);
      int totalRounds = totalRounds(parsed);
      Colour[] colour = {Colour.NONE};
      boolean rank = colour(colour);
      Map<Integer, List<Integer>> acceleration = new TreeMap<>();
      List<ForbiddenPairs> forbidden = new ArrayList<>();
      List<ByeRequest> byes = new ArrayList<>();
      if (teamTournament) {
        // 240/250/260 name teams here; the per-player model cannot hold them.
        for (List<Line> ls : List.of(accelerationLines, forbiddenLines, byeLines)) {
          for (Line l : ls) {
            if (l.text().startsWith("XX")) {
              continue;
            }
            otherLines.add(l.text());
          }
        }
        accelerationLines.removeIf(l -> !l.text().startsWith("XX"));
        forbiddenLines.removeIf(l -> !l.text().startsWith("XX"));
        byeLines.removeIf(l -> !l.text().startsWith("XX"));
      }
      acceleration(acceleration, players.size());
      forbidden(forbidden, players.size());
      byes(byes, players.size(), paired + 1);
      List<Team> teams = teams(players.size());
      return new Tournament(
          header,
          checked,
          totalRounds,
          colour[0],
          scoring,
          systemCode,
          acceleration,
          forbidden,
          byes,
          teams,
          otherLines,
          rank);
    }

    /** The players with their game columns folded into Double-Swiss matches. */
    List<ParsedPlayer> matches(List<ParsedPlayer> parsed, List<Player> games, ScoringSystem scoring)
        throws TrfFormatException {
      try {
        List<Player> folded = MatchRounds.fold(games, scoring);
        List<ParsedPlayer> out = new ArrayList<>();
        for (int i = 0; i < parsed.size(); i++) {
          out.add(new ParsedPlayer(parsed.get(i).line(), folded.get(i)));
        }
        return out;
      } catch (MatchFormatException e) {
        Line line = parsed.get(e.player() - 1).line();
        throw error(
            line,
            92 + 10 * (e.gameColumn() - 1),
            "game " + e.gameColumn(),
            e.getMessage(),
            "a Double-Swiss file (192 " + MatchRounds.CODE + ") writes each match as two games");
      }
    }

    List<Line> split(String text) throws TrfFormatException {
      List<Line> out = new ArrayList<>();
      int lineNo = 1;
      int start = 0;
      int n = text.length();
      for (int i = 0; i <= n; i++) {
        char c = i < n ? text.charAt(i) : '\n';
        if (c == '\r' || c == '\n') {
          out.add(new Line(lineNo, stripTrailing(text.substring(start, i))));
          if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
            i++;
          }
          lineNo++;
          start = i + 1;
        } else if (c < 0x20 && c != '\t' && c != '\f' && c != 0x1a) {
          throw new TrfFormatException(
              file,
              lineNo,
              i - start + 1,
              "content",
              String.format("binary data (control character 0x%02x)", (int) c),
              "this is not a text TRF file");
        }
      }
      return out;
    }

    static String stripTrailing(String s) {
      int e = s.length();
      while (e > 0 && (Character.isWhitespace(s.charAt(e - 1)) || s.charAt(e - 1) == 0x1a)) {
        e--;
      }
      return s.substring(0, e);
    }

    void classify(List<Line> lines) {
      for (Line l : lines) {
        String t = l.text();
        if (t.isBlank()) {
          continue;
        }
        String code = t.length() >= 3 ? t.substring(0, 3) : t;
        switch (code) {
          case "001" -> playerLines.add(l);
          case "013" -> teamLines.add(l);
          case "310" -> {
            teamLines.add(l);
            teamTournament = true;
          }
          case "XXR", "142" -> roundLines.add(l);
          case "XXC", "152" -> colourLines.add(l);
          case "162", "XXS", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU" -> scoringLines.add(l);
          case "192" -> systemCode = l.from(5).trim();
          case "XXA", "250" -> accelerationLines.add(l);
          case "XXP", "260" -> forbiddenLines.add(l);
          case "XXZ", "240" -> byeLines.add(l);
          default -> {
            if (code.length() == 3
                && Points.isAsciiDigits(code.substring(0, 2))
                && code.charAt(2) == '2'
                && code.compareTo("400") < 0) {
              // Repeated header records (several 112 deputies) are joined by newlines.
              String value = l.from(5);
              header.merge(code, value, (a, b) -> a + "\n" + b);
            } else {
              otherLines.add(t);
              if (code.equals("299")) {
                otherRecordLines.add(l);
              }
            }
          }
        }
      }
    }

    // ---------------------------------------------------------------- scoring

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
          int value = points(l, 5, code + " value", text, "'" + text + "' is not a number", "1.0");
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

    static void set(int[] v, int value, int... slots) {
      for (int s : slots) {
        v[s] = value;
      }
    }

    void scoreXxs(Line l, int[] v) throws TrfFormatException {
      for (Token t : tokens(l, 5)) {
        int eq = t.text().indexOf('=');
        if (eq < 0) {
          throw error(
              l, t.column(), "XXS", "'" + t.text() + "' is not CODE=VALUE", "write e.g. WW=1.0");
        }
        String c = t.text().substring(0, eq).toUpperCase();
        int[] slots = XXS_CODES.get(c);
        if (slots == null) {
          throw error(
              l,
              t.column(),
              "XXS code",
              "unknown scoring code '" + c + "'",
              "codes are WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D");
        }
        String value = t.text().substring(eq + 1);
        int p =
            points(
                l,
                t.column() + eq + 1,
                "XXS value",
                value,
                "'" + value + "' is not a number for " + c,
                c + "=1.0");
        set(v, p, slots);
      }
    }

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
          throw error(l, t.column(), "162 value", "symbol " + sym + " has no value", null);
        }
        if ("WDLAPX".indexOf(sym.charAt(0)) < 0) {
          throw error(
              l,
              t.column(),
              "162 symbol",
              "unknown scoring symbol '" + sym + "'",
              "TRF-2026 162 symbols are W D L A P X");
        }
        int p =
            points(
                l,
                valueColumn,
                "162 value",
                value,
                "'" + value + "' is not a number for " + sym,
                sym + " 1.0");
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
      }
    }

    // ---------------------------------------------------------------- players

    List<ParsedPlayer> players() throws TrfFormatException {
      if (playerLines.isEmpty()) {
        throw new TrfFormatException(
            file,
            1,
            1,
            "players",
            "no 001 player records",
            "a TRF file needs one line starting with 001 per player");
      }
      List<ParsedPlayer> out = new ArrayList<>();
      for (Line l : playerLines) {
        out.add(new ParsedPlayer(l, player(l)));
      }
      out.sort((a, b) -> Integer.compare(a.player().id(), b.player().id()));
      Map<Integer, Line> seen = new HashMap<>();
      for (int i = 0; i < out.size(); i++) {
        ParsedPlayer p = out.get(i);
        Line first = seen.putIfAbsent(p.player().id(), p.line());
        if (first != null) {
          throw error(
              p.line(),
              5,
              "id",
              "duplicate pairing number " + p.player().id() + ", first on line " + first.no(),
              "each player needs a distinct pairing number");
        }
      }
      for (int i = 0; i < out.size(); i++) {
        ParsedPlayer p = out.get(i);
        if (p.player().id() != i + 1) {
          throw error(
              p.line(),
              5,
              "id",
              "pairing numbers must run 1.."
                  + out.size()
                  + " without gaps, but "
                  + (i + 1)
                  + " is missing (next is "
                  + p.player().id()
                  + ")",
              "renumber the players or add the missing one");
        }
      }
      return out;
    }

    Player player(Line l) throws TrfFormatException {
      String idText = l.cols(5, 8).trim();
      if (idText.isEmpty() || !Points.isAsciiDigits(idText)) {
        throw error(
            l,
            5,
            "id",
            idText.isEmpty()
                ? "missing pairing number (line ends at column " + l.text().length() + ")"
                : "'" + idText + "' is not a pairing number",
            "the pairing number is right-aligned in columns 5-8");
      }
      int id = Integer.parseInt(idText);
      if (id < 1) {
        throw error(l, 5, "id", "pairing number must be at least 1, was " + id, null);
      }
      String ratingText = l.cols(49, 52).trim();
      int rating = 0;
      if (!ratingText.isEmpty()) {
        if (!Points.isAsciiDigits(ratingText)) {
          throw error(
              l,
              49,
              "rating",
              "'" + ratingText + "' is not a rating",
              "the rating is a number in columns 49-52, blank or 0 when unrated");
        }
        rating = Integer.parseInt(ratingText);
      }
      String pointsText = l.cols(81, 84).trim();
      Integer points = null;
      if (!pointsText.isEmpty()) {
        try {
          points = Points.parse(pointsText);
        } catch (NumberFormatException e) {
          throw error(
              l,
              81,
              "points",
              "'" + pointsText + "' is not a score",
              "the points are in columns 81-84, e.g. ' 3.5'");
        }
        if (points < 0) {
          throw error(
              l,
              81,
              "points",
              "negative score " + pointsText,
              "a score is at least 0.0; the points are in columns 81-84, e.g. ' 3.5'");
        }
      }
      String rankText = l.cols(86, 89).trim();
      int rank = 0;
      if (!rankText.isEmpty()) {
        if (!Points.isAsciiDigits(rankText)) {
          throw error(
              l, 86, "rank", "'" + rankText + "' is not a rank", "the rank is in columns 86-89");
        }
        rank = Integer.parseInt(rankText);
      }
      List<RoundEntry> rounds = new ArrayList<>();
      for (int r = 1; 92 + 10 * (r - 1) <= l.text().length(); r++) {
        if (r > MAX_ROUNDS) {
          throw error(
              l,
              92 + 10 * (r - 1),
              "round " + r,
              "more than " + MAX_ROUNDS + " rounds",
              "a tournament has at most " + MAX_ROUNDS + " rounds; is the line run together?");
        }
        rounds.add(round(l, id, r));
      }
      while (!rounds.isEmpty() && rounds.get(rounds.size() - 1).equals(RoundEntry.EMPTY)) {
        rounds.remove(rounds.size() - 1);
      }
      return new Player(
          id,
          l.cols(10, 10).trim(),
          l.cols(11, 13).trim(),
          l.cols(15, 47).trim(),
          rating,
          l.cols(54, 56).trim(),
          l.cols(58, 68).trim(),
          l.cols(70, 79).trim(),
          points,
          rank,
          rounds);
    }

    RoundEntry round(Line l, int id, int r) throws TrfFormatException {
      int c = 92 + 10 * (r - 1);
      String block = String.format("%-10s", l.cols(c, c + 9));
      String f = "round " + r;
      for (int k : new int[] {4, 6, 8, 9}) {
        if (block.charAt(k) != ' ') {
          throw error(
              l,
              c + k,
              f,
              "unexpected '"
                  + block.charAt(k)
                  + "' at column "
                  + (c + k)
                  + ": the round columns do not line up",
              ROUND_HINT);
        }
      }
      String oppText = block.substring(0, 4).trim();
      int opponent = 0;
      if (!oppText.isEmpty()) {
        if (!Points.isAsciiDigits(oppText)) {
          throw error(
              l, c, f + " opponent", "'" + oppText + "' is not a pairing number", ROUND_HINT);
        }
        opponent = Integer.parseInt(oppText);
      }
      char colourChar = block.charAt(5);
      Colour colour;
      try {
        colour = Colour.fromTrf(colourChar);
      } catch (IllegalArgumentException e) {
        throw error(
            l, c + 5, f + " colour", "'" + colourChar + "' is not a colour", "use w, b or -");
      }
      char resultChar = block.charAt(7);
      ResultCode result = ResultCode.fromTrf(resultChar);
      if (result == null) {
        throw error(
            l,
            c + 7,
            f + " result",
            "unknown result code '" + resultChar + "'",
            "result codes are 1 = 0 W D L + - H F U Z or blank");
      }
      if (opponent == id) {
        throw error(l, c, f + " opponent", "player " + id + " is paired against itself", null);
      }
      if (opponent == 0 && result.played()) {
        throw error(
            l,
            c + 7,
            f + " result",
            "played result '" + resultChar + "' without an opponent",
            "give the opponent's pairing number in columns " + c + "-" + (c + 3));
      }
      if (opponent > 0 && !result.paired()) {
        throw error(
            l,
            c + 7,
            f + " result",
            result == ResultCode.ABSENT
                ? "opponent " + opponent + " but no result"
                : "'" + resultChar + "' is a bye, but an opponent (" + opponent + ") is given",
            result == ResultCode.ABSENT
                ? "a round without results cannot be paired from; enter the result"
                : "byes are written 0000 - " + result.code());
      }
      if (opponent > 0 && colour == Colour.NONE && result.played()) {
        // TEAM-24: a played game has a colour; a forfeited one may be written without (C.04.2
        // 3.4: only played games count for colours; older programs write `153 - -`).
        throw error(
            l,
            c + 5,
            f + " colour",
            "played game" + " against " + opponent + " without a colour",
            "a played game needs w or b; a forfeit may be written '-', a bye 0000 - <code>");
      }
      return new RoundEntry(opponent, colour, result);
    }

    void checkOpponents(List<ParsedPlayer> parsed, ScoringSystem scoring)
        throws TrfFormatException {
      int n = parsed.size();
      Map<Integer, ParsedPlayer> pabs = new HashMap<>();
      // A PAB and a full-point bye then give the same score, downfloat and PAB eligibility.
      boolean pabLikeFullBye =
          scoring.pab() == scoring.fullBye()
              && scoring.fullBye() >= scoring.win()
              && scoring.fullBye() > scoring.loss();
      for (ParsedPlayer pp : parsed) {
        Player p = pp.player();
        for (int r = 1; r <= p.rounds().size(); r++) {
          RoundEntry e = p.round(r);
          int c = 92 + 10 * (r - 1);
          // C.04.6 1.4: in a team file the PAB is the team's, written U on each of its boards.
          if (e.result() == ResultCode.PAIRING_BYE && !teamFile) {
            ParsedPlayer other = pabs.putIfAbsent(r, pp);
            if (other != null) {
              String both =
                  "players "
                      + other.player().id()
                      + " (line "
                      + other.line().no()
                      + ") and "
                      + p.id()
                      + " both have a pairing-allocated bye in round "
                      + r;
              if (!pabLikeFullBye && !options.severalPabsPerRound()) {
                throw error(
                    pp.line(),
                    c + 7,
                    "round " + r + " result",
                    both
                        + ", and a PAB ("
                        + Points.format(scoring.pab())
                        + ") is not scored like a full-point bye ("
                        + Points.format(scoring.fullBye())
                        + "), so the pairings depend on which one it was",
                    "at most one player gets the PAB per round (C.04.1 c); write F for a"
                        + " full-point bye, or read with Options.withSeveralPabsPerRound() if"
                        + " these are really PABs");
              }
              warn(
                  pp.line(),
                  c + 7,
                  "round " + r + " result",
                  both
                      + "; at most one gets the PAB (C.04.1 c), read both as PABs"
                      + (pabLikeFullBye
                          ? " (a full-point bye would give the same pairings)"
                          : " as the options ask"));
            }
          }
          if (e.opponent() == 0) {
            continue;
          }
          if (e.opponent() > n) {
            throw error(
                pp.line(),
                c,
                "round " + r + " opponent",
                "no player " + e.opponent() + " in this file (players are 1.." + n + ")",
                "the opponent is a pairing number of a 001 line");
          }
          ParsedPlayer op = parsed.get(e.opponent() - 1);
          RoundEntry back = op.player().round(r);
          if (back.opponent() != p.id()) {
            throw error(
                pp.line(),
                c,
                "round " + r + " opponent",
                "player "
                    + p.id()
                    + " (line "
                    + pp.line().no()
                    + ") has opponent "
                    + e.opponent()
                    + " in round "
                    + r
                    + ", but player "
                    + e.opponent()
                    + " (line "
                    + op.line().no()
                    + ") has "
                    + (back.opponent() == 0 ? "no opponent" : "opponent " + back.opponent()),
                "both players' lines must name each other");
          }
          if (p.id() > e.opponent()) {
            continue;
          }
          if (e.colour() != Colour.NONE && e.colour() == back.colour()) {
            throw error(
                pp.line(),
                c + 5,
                "round " + r + " colour",
                "players "
                    + p.id()
                    + " (line "
                    + pp.line().no()
                    + ") and "
                    + e.opponent()
                    + " (line "
                    + op.line().no()
                    + ") both have colour '"
                    + e.colour().trfCode()
                    + "'",
                "one plays white (w), the other black (b)");
          }
          if (!complementary(e.result(), back.result())) {
            throw error(
                pp.line(),
                c + 7,
                "round " + r + " result",
                "player "
                    + p.id()
                    + " (line "
                    + pp.line().no()
                    + ") has '"
                    + e.result().code()
                    + "' against "
                    + e.opponent()
                    + ", whose line ("
                    + op.line().no()
                    + ") has '"
                    + back.result().code()
                    + "'",
                "the results must match: 1/0, =/=, W/L, D/D, +/- or -/-");
          }
        }
      }
    }

    static int roundsPaired(List<Player> players) {
      int max = 0;
      for (Player p : players) {
        for (int r = p.rounds().size(); r > max; r--) {
          RoundEntry e = p.round(r);
          if (e.paired() || e.result() == ResultCode.PAIRING_BYE) {
            max = r;
            break;
          }
        }
      }
      return max;
    }

    List<Player> checkPoints(List<ParsedPlayer> parsed, ScoringSystem scoring, int paired)
        throws TrfFormatException {
      List<Player> out = new ArrayList<>();
      for (ParsedPlayer pp : parsed) {
        Player p = pp.player();
        int[] score = scores(p, scoring, paired);
        Integer declared = p.declaredPoints();
        if (declared == null || declared == score[0] || declared == score[1]) {
          out.add(p);
          continue;
        }
        if (teamFile) {
          teamPoints(pp, scoring, paired);
          out.add(p);
          continue;
        }
        if (options.trustResults()) {
          warn(
              pp.line(),
              81,
              "points",
              declaresButGive(p, declared, "results", score[0])
                  + "; took the results, as the options ask");
          out.add(p.withPointsAndRank(score[0], p.rank()));
          continue;
        }
        Player read = blankByesRead(pp, scoring, paired);
        if (read != null) {
          out.add(read);
          continue;
        }
        throw error(
            pp.line(),
            81,
            "points",
            declaresButGive(p, declared, "results", score[0])
                + (score[1] != score[0]
                    ? " ("
                        + Points.format(score[1])
                        + " without the byes after round "
                        + paired
                        + ")"
                    : ""),
            (blankRounds(p, paired).isEmpty()
                    ? ""
                    : "the rounds without result ("
                        + blankRounds(p, paired)
                        + ") do not add up to the points field as byes in exactly one way; ")
                + "correct the points or the results, or read with Options.trustingResults()");
      }
      return out;
    }

    /**
     * The 299 records of an individual file, checked field by field (TEAM-22 read per player), and
     * what they add to each player's rounds; null without records.
     */
    int[][] abnormal(List<ParsedPlayer> parsed, List<Player> players, ScoringSystem scoring)
        throws TrfFormatException {
      List<AbnormalPoints.Record> records = new ArrayList<>();
      for (Line l : otherRecordLines) {
        AbnormalPoints.Record rec = AbnormalPoints.parse(l.text(), players.size());
        if (rec.problem() != null) {
          throw error(l, rec.column(), "299", rec.problem(), "299 T  MMMM  PPPP  RRR IIII ...");
        }
        records.add(rec);
      }
      if (records.isEmpty()) {
        return null;
      }
      Tournament t =
          new Tournament(
              Map.of(),
              players,
              0,
              Colour.NONE,
              scoring,
              "",
              Map.of(),
              List.of(),
              List.of(),
              List.of(),
              List.of(),
              false);
      return AbnormalPoints.deltas(players.size(), t, records);
    }

    /**
     * TEAM-21: a team file's points field is informative (the team scores come from the boards and
     * the team records, C.04.6 1.2); warns when it matches neither the individual scoring nor the
     * team one, where a {@code U} on a board of the PAB team gives a draw's game points (1.4).
     */
    void teamPoints(ParsedPlayer pp, ScoringSystem scoring, int paired) {
      Player p = pp.player();
      int declared = p.declaredPoints();
      int asTeam = 0;
      for (int r = 1; r <= p.rounds().size(); r++) {
        RoundEntry e = p.round(r);
        asTeam += e.result() == ResultCode.PAIRING_BYE ? scoring.drawWhite() : scoring.points(e);
      }
      if (declared == asTeam) {
        return;
      }
      warn(
          pp.line(),
          81,
          "points",
          declaresButGive(p, declared, "board results", asTeam)
              + " (a team PAB scored as a draw on each board, C.04.6 1.4); a team file is"
              + " paired on the team scores, so this field is only informative");
    }

    /**
     * The player with the rounds that have neither opponent nor result read as the byes that make
     * the results give the points field, or null when no single reading with the fewest full-point
     * byes does; warns about the reading. When the blanks can be read in several ways, the blanks
     * after the player's last pairing are read as the absences of a withdrawn player (the Krause
     * convention), if the blanks before it then have one reading: a bye after the player's last
     * pairing changes no pairing he took part in.
     */
    Player blankByesRead(ParsedPlayer pp, ScoringSystem scoring, int paired) {
      Player p = pp.player();
      Player read = blankByesRead(pp, scoring, paired, paired);
      int last = 0;
      for (int r = 1; r <= paired; r++) {
        RoundEntry e = p.round(r);
        if (e.paired() || e.result() == ResultCode.PAIRING_BYE) {
          last = r;
        }
      }
      if (read == null && last > 0 && last < paired) {
        read = blankByesRead(pp, scoring, paired, last);
      }
      return read;
    }

    /**
     * {@link #blankByesRead(ParsedPlayer, ScoringSystem, int)} with only the blanks up to round
     * {@code until} read as byes; later blanks stay absences.
     */
    private Player blankByesRead(ParsedPlayer pp, ScoringSystem scoring, int paired, int until) {
      Player p = pp.player();
      int declared = p.declaredPoints();
      List<Integer> blanks = new ArrayList<>();
      List<Integer> absences = new ArrayList<>();
      int fixedAll = 0;
      int fixedBefore = 0;
      // Rounds past the line's end are blank too, up to the last paired round.
      for (int r = 1; r <= Math.max(paired, p.rounds().size()); r++) {
        RoundEntry e = p.round(r);
        if (r <= paired && e.equals(RoundEntry.EMPTY)) {
          (r <= until ? blanks : absences).add(r);
          if (r <= until) {
            continue;
          }
        }
        int s = scoring.points(e);
        fixedAll += s;
        if (r <= paired) {
          fixedBefore += s;
        }
      }
      int m = blanks.size();
      int z = scoring.zeroBye();
      int h = scoring.halfBye();
      int f = scoring.fullBye();
      if (m == 0 || h == z || f == z || f == h) {
        return null;
      }
      // The readings with the fewest full-point byes: counts (half, full) of the blanks.
      int[] found = null;
      int solutions = 0;
      for (int nf = 0; nf <= m && solutions == 0; nf++) {
        for (int nh = 0; nh + nf <= m; nh++) {
          long sum = (long) (m - nh - nf) * z + (long) nh * h + (long) nf * f;
          for (int target : new int[] {declared - fixedAll, declared - fixedBefore}) {
            if (sum == target && (found == null || found[0] != nh || found[1] != nf)) {
              found = new int[] {nh, nf};
              solutions++;
            }
          }
        }
      }
      // Unique only when every blank reads the same: otherwise which round had which is unknown.
      if (solutions != 1 || !(found[0] == m || found[1] == m)) {
        return null;
      }
      ResultCode code = found[0] == m ? ResultCode.HALF_BYE : ResultCode.FULL_BYE;
      List<RoundEntry> rounds = new ArrayList<>(p.rounds());
      while (rounds.size() < blanks.get(m - 1)) {
        rounds.add(RoundEntry.EMPTY);
      }
      for (int b : blanks) {
        rounds.set(b - 1, RoundEntry.bye(code));
      }
      String which = joined(blanks);
      int first = blanks.get(0);
      String after =
          absences.isEmpty()
              ? ""
              : "; round"
                  + (absences.size() > 1 ? "s " : " ")
                  + joined(absences)
                  + ", after the last pairing, "
                  + (absences.size() > 1 ? "are" : "is")
                  + " read as the absence of a withdrawn player, since the points field could"
                  + " spread the byes over all the blank rounds in several ways";
      warn(
          pp.line(),
          92 + 10 * (first - 1) + 7,
          "round " + first + " result",
          "player "
              + p.id()
              + " '"
              + p.name()
              + "' has no opponent and no result in round"
              + (m > 1 ? "s " : " ")
              + which
              + ", but the points field "
              + Points.format(declared)
              + " counts "
              + Points.format(m * (code == ResultCode.HALF_BYE ? h : f) - m * z)
              + " more than the results; read "
              + (m > 1 ? "them as " : "it as a ")
              + (code == ResultCode.HALF_BYE ? "half-point bye" : "full-point bye")
              + (m > 1 ? "s (" : " (")
              + code.code()
              + ")"
              + after);
      return p.withRounds(rounds);
    }

    /** Round numbers as "1", "1 and 3", "3, 4 and 5". */
    private static String joined(List<Integer> rounds) {
      StringBuilder which = new StringBuilder();
      for (int i = 0; i < rounds.size(); i++) {
        which.append(i == 0 ? "" : i == rounds.size() - 1 ? " and " : ", ").append(rounds.get(i));
      }
      return which.toString();
    }

    /** The rounds up to {@code paired} without opponent and result, as "2, 5". */
    static String blankRounds(Player p, int paired) {
      StringBuilder sb = new StringBuilder();
      for (int r = 1; r <= paired; r++) {
        if (p.round(r).equals(RoundEntry.EMPTY)) {
          sb.append(sb.length() == 0 ? "" : ", ").append(r);
        }
      }
      return sb.toString();
    }

    /** The score from all listed rounds, and from the rounds up to {@code paired}. */
    int[] scores(Player p, ScoringSystem scoring, int paired) {
      int total = 0;
      int before = 0;
      for (int r = 1; r <= p.rounds().size(); r++) {
        int s = scoring.points(p.round(r)) + AbnormalPoints.delta(abnormal, p.id(), r);
        total += s;
        if (r <= paired) {
          before += s;
        }
      }
      return new int[] {total, before};
    }

    // ---------------------------------------------------------------- header records

    int totalRounds(List<ParsedPlayer> parsed) throws TrfFormatException {
      Integer rounds = null;
      Line where = null;
      for (Line l : roundLines) {
        String code = l.cols(1, 3);
        String t = l.from(5).trim();
        if (t.isEmpty() || !Points.isAsciiDigits(t) || t.length() > 4) {
          throw error(
              l,
              5,
              code + " rounds",
              "'" + t + "' is not a number of rounds",
              "write e.g. " + code + " 9");
        }
        int value = Integer.parseInt(t);
        if (value > MAX_ROUNDS) {
          throw error(
              l,
              5,
              code + " rounds",
              value + " rounds is more than the " + MAX_ROUNDS + " a tournament may have",
              null);
        }
        if (rounds != null && rounds != value) {
          throw error(
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
          throw error(
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
                    throw error(
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
                  throw error(
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
            throw error(
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

    int playerId(Line l, Token t, String field, int n) throws TrfFormatException {
      return playerId(l, t.text(), t.column(), field, n);
    }

    int playerId(Line l, String text, int column, String field, int n) throws TrfFormatException {
      String s = text.trim();
      if (s.isEmpty() || !Points.isAsciiDigits(s) || s.length() > 5) {
        throw error(l, column, field, "'" + s + "' is not a pairing number", null);
      }
      int id = Integer.parseInt(s);
      if (id < 1 || id > n) {
        throw error(
            l, column, field, "no player " + id + " in this file (players are 1.." + n + ")", null);
      }
      return id;
    }

    int number(Line l, int from, int to, String field, String hint) throws TrfFormatException {
      String s = l.cols(from, to).trim();
      if (s.isEmpty() || !Points.isAsciiDigits(s)) {
        throw error(l, from, field, "'" + s + "' is not a round number", hint);
      }
      int v = Integer.parseInt(s);
      if (v < 1) {
        throw error(l, from, field, "rounds start at 1, was " + v, hint);
      }
      return v;
    }

    /** A scoring value: a number of points from 0.0 to {@link #MAX_POINTS}, e.g. 1.0. */
    int points(Line l, int column, String field, String text, String notANumber, String example)
        throws TrfFormatException {
      return points(l, column, field, text, notANumber, example, null);
    }

    /**
     * A number of points from 0.0 to {@link #MAX_POINTS}; {@code example} completes the hint "write
     * e.g. ...", or {@code hint} replaces it.
     */
    int points(
        Line l,
        int column,
        String field,
        String text,
        String notANumber,
        String example,
        String hint)
        throws TrfFormatException {
      String h = hint != null ? hint : "write e.g. " + example;
      int v;
      try {
        v = Points.parse(text);
      } catch (NumberFormatException e) {
        throw error(l, column, field, notANumber, h);
      }
      if (v < 0) {
        throw error(l, column, field, "negative points (" + text.trim() + ") are not allowed", h);
      }
      if (v > MAX_POINTS) {
        throw error(
            l,
            column,
            field,
            text.trim()
                + " points is more than the "
                + Points.format(MAX_POINTS)
                + " a TRF points field holds",
            h);
      }
      return v;
    }

    void acceleration(Map<Integer, List<Integer>> acc, int n) throws TrfFormatException {
      Map<Integer, List<Integer>> work = new TreeMap<>();
      for (Line l : accelerationLines) {
        if (l.cols(1, 3).equals("XXA")) {
          int id = playerId(l, l.cols(5, 8), 5, "XXA id", n);
          List<Integer> list = work.computeIfAbsent(id, k -> new ArrayList<>());
          for (int r = 1; 9 + 5 * (r - 1) <= l.text().length(); r++) {
            int c = 9 + 5 * (r - 1);
            if (r > MAX_ROUNDS) {
              throw error(
                  l, c + 1, "XXA round " + r, "more than " + MAX_ROUNDS + " rounds", XXA_HINT);
            }
            String t = l.cols(c, c + 4).trim();
            int value = 0;
            if (!t.isEmpty()) {
              value =
                  points(
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
              points(
                  l,
                  gp.isEmpty() ? 5 : 10,
                  "250 points",
                  t,
                  "'" + t + "' is not a number of points",
                  null,
                  "250 layout: points at 5-8 / 10-13, rounds at 15-17 and 19-21, ids at 23-26 and"
                      + " 28-31");
          int first = number(l, 15, 17, "250 first round", null);
          int last = number(l, 19, 21, "250 last round", null);
          if (last < first) {
            throw error(
                l, 19, "250 last round", "last round " + last + " before first " + first, null);
          }
          int a = playerId(l, l.cols(23, 26), 23, "250 first player", n);
          int b =
              l.cols(28, 31).isBlank() ? a : playerId(l, l.cols(28, 31), 28, "250 last player", n);
          if (b < a) {
            throw error(l, 28, "250 last player", "range " + a + ".." + b + " is empty", null);
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

    void forbidden(List<ForbiddenPairs> out, int n) throws TrfFormatException {
      for (Line l : forbiddenLines) {
        String code = l.cols(1, 3);
        int first = 1;
        int last = Integer.MAX_VALUE;
        List<Token> ts;
        if (code.equals("260")) {
          first =
              number(l, 5, 7, "260 first round", "260 layout: rounds at 5-7 and 9-11, ids from 13");
          last =
              number(l, 9, 11, "260 last round", "260 layout: rounds at 5-7 and 9-11, ids from 13");
          if (last < first) {
            throw error(
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
          ids.add(playerId(l, t, code + " player", n));
        }
        if (ids.size() < 2) {
          throw error(
              l, 5, code, "needs at least two players, has " + ids.size(), "list the players");
        }
        out.add(new ForbiddenPairs(ids, first, last));
      }
    }

    void byes(List<ByeRequest> out, int n, int nextRound) throws TrfFormatException {
      for (Line l : byeLines) {
        if (l.cols(1, 3).equals("XXZ")) {
          for (Token t : tokens(l, 4)) {
            out.add(
                new ByeRequest(playerId(l, t, "XXZ player", n), nextRound, ResultCode.ZERO_BYE));
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
                  throw error(
                      l, 5, "240 type", "'" + type + "' is not a bye type", "use F, H or Z");
            };
        int round =
            number(l, 7, 9, "240 round", "240 layout: type at 5, round at 7-9, ids from 11");
        List<Token> ts = tokens(l, 10);
        if (ts.isEmpty()) {
          throw error(l, 11, "240 player", "no players listed", null);
        }
        for (Token t : ts) {
          out.add(new ByeRequest(playerId(l, t, "240 player", n), round, kind));
        }
      }
    }

    List<Team> teams(int n) throws TrfFormatException {
      List<Team> out = new ArrayList<>();
      int order = 0;
      for (Line l : teamLines) {
        List<Integer> members = new ArrayList<>();
        if (l.cols(1, 3).equals("013")) {
          order++;
          for (Token t : tokens(l, 37)) {
            members.add(playerId(l, t, "013 member", n));
          }
          out.add(new Team(order, l.cols(5, 36).trim(), "", "", members, false));
        } else {
          String num = l.cols(5, 7).trim();
          if (num.isEmpty() || !Points.isAsciiDigits(num)) {
            throw error(l, 5, "310 team number", "'" + num + "' is not a team number", null);
          }
          for (Token t : tokens(l, 74)) {
            members.add(playerId(l, t, "310 member", n));
          }
          out.add(
              new Team(
                  Integer.parseInt(num),
                  l.cols(9, 40).trim(),
                  l.cols(42, 46).trim(),
                  l.cols(48, 53).trim(),
                  members,
                  true));
        }
      }
      return out;
    }
  }
}
