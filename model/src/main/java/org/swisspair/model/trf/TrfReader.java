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
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;
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
    Parse parse = new Parse(new ReadContext(fileName, options));
    Tournament t = parse.run(text);
    List<TrfWarning> warnings = new ArrayList<>(parse.ctx.warnings());
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
    // The common case in one intrinsic pass: decoding replaces malformed input by U+FFFD, so a text
    // without it is the strict decoding; one with it (malformed, or a U+FFFD written in the file)
    // is decoded again strictly.
    String text = new String(bytes, start, bytes.length - start, StandardCharsets.UTF_8);
    if (text.indexOf('\uFFFD') < 0) {
      return text;
    }
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

  /**
   * The state of one read, not reused: the lines sorted into their record families, then read
   * family by family and checked across player lines.
   */
  private static final class Parse {
    private final ReadContext ctx;
    private final PlayerLines playerLines;
    private final HeaderRecords headers;
    private final TeamRecords teamRecords;

    private final Map<String, String> header = new LinkedHashMap<>();
    private final List<String> otherLines = new ArrayList<>();
    private final List<Line> otherRecordLines = new ArrayList<>();
    private final List<Line> teamScoringLines = new ArrayList<>();
    private String systemCode = "";
    private boolean teamTournament;

    Parse(ReadContext ctx) {
      this.ctx = ctx;
      this.playerLines = new PlayerLines(ctx);
      this.headers = new HeaderRecords(ctx);
      this.teamRecords = new TeamRecords(ctx);
    }

    Tournament run(String text) throws TrfFormatException {
      classify(split(text));
      // A 310 record or a team 192 code: the pairing reads team scores, not the points fields.
      boolean teamFile = teamTournament || systemCode.toUpperCase(Locale.ROOT).contains("TEAM");
      ResultChecks checks = new ResultChecks(ctx, teamFile);
      ScoringSystem scoring = headers.scoring();
      headers.checkScoring(scoring, MatchRounds.isDoubleSwiss(systemCode));
      List<ParsedPlayer> parsed = playerLines.players();
      List<Player> players = new ArrayList<>();
      parsed.forEach(p -> players.add(p.player()));
      checks.checkOpponents(parsed, scoring);
      if (MatchRounds.isDoubleSwiss(systemCode)) {
        // Two game columns per Double-Swiss match round; the model holds matches.
        parsed = playerLines.matches(parsed, players, scoring);
        scoring = MatchRounds.matchScoring(scoring);
        players.clear();
        parsed.forEach(p -> players.add(p.player()));
      }
      int paired = Tournament.roundsPaired(players);
      if (!teamFile) {
        checks.abnormal(otherRecordLines, players, scoring);
      }
      List<Player> checked = checks.checkPoints(parsed, scoring, paired);
      int totalRounds = headers.totalRounds(parsed);
      Colour[] colour = {Colour.NONE};
      boolean rank = headers.colour(colour);
      Map<Integer, List<Integer>> acceleration = new TreeMap<>();
      List<ForbiddenPairs> forbidden = new ArrayList<>();
      List<ByeRequest> byes = new ArrayList<>();
      if (teamTournament) {
        keepTeamRecordsVerbatim();
      }
      headers.acceleration(acceleration, players.size());
      headers.forbidden(forbidden, players.size());
      headers.byes(byes, players.size(), paired + 1);
      List<Team> teams = teamRecords.teams(players.size());
      Tournament t =
          new Tournament(
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
      if (!teamScoringLines.isEmpty()) {
        TeamRecordReader.checkScoring(ctx, t, teamScoringLines);
      }
      return t;
    }

    /** 240/250/260 name teams in a team tournament; the per-player model cannot hold them. */
    private void keepTeamRecordsVerbatim() {
      List<List<Line>> teamNamed =
          List.of(headers.accelerationLines, headers.forbiddenLines, headers.byeLines);
      for (List<Line> ls : teamNamed) {
        for (Line l : ls) {
          if (l.text().startsWith("XX")) {
            continue;
          }
          otherLines.add(l.text());
        }
      }
      for (List<Line> ls : teamNamed) {
        ls.removeIf(l -> !l.text().startsWith("XX"));
      }
    }

    List<Line> split(String text) throws TrfFormatException {
      List<Line> out = new ArrayList<>();
      // A char array: a file is read once per command, mostly before the JIT compiles this loop,
      // and an interpreted array access costs a fraction of String.charAt.
      char[] chars = text.toCharArray();
      int lineNo = 1;
      int start = 0;
      int n = chars.length;
      for (int i = 0; i <= n; i++) {
        char c = i < n ? chars[i] : '\n';
        if (c >= 0x20) {
          continue;
        }
        if (c == '\r' || c == '\n') {
          out.add(new Line(lineNo, stripTrailing(text, chars, start, i)));
          if (c == '\r' && i + 1 < n && chars[i + 1] == '\n') {
            i++;
          }
          lineNo++;
          start = i + 1;
        } else if (c != '\t' && c != '\f' && c != 0x1a) {
          throw new TrfFormatException(
              ctx.file(),
              lineNo,
              i - start + 1,
              "content",
              String.format("binary data (control character 0x%02x)", (int) c),
              "this is not a text TRF file");
        }
      }
      return out;
    }

    /** {@code text} from {@code start} to {@code end}, without trailing blanks and 0x1a. */
    private static String stripTrailing(String text, char[] chars, int start, int end) {
      int e = end;
      while (e > start && (chars[e - 1] == ' ' || trailingBlank(chars[e - 1]))) {
        e--;
      }
      return text.substring(start, e);
    }

    private static boolean trailingBlank(char c) {
      return Character.isWhitespace(c) || c == 0x1a;
    }

    void classify(List<Line> lines) {
      for (Line l : lines) {
        String t = l.text();
        if (t.isBlank()) {
          continue;
        }
        String code = t.length() >= 3 ? t.substring(0, 3) : t;
        switch (code) {
          case "001" -> playerLines.lines.add(l);
          case "013" -> teamRecords.lines.add(l);
          case "310" -> {
            teamRecords.lines.add(l);
            teamTournament = true;
          }
          case "XXR", "142" -> headers.roundLines.add(l);
          case "XXC", "152" -> headers.colourLines.add(l);
          case "162", "XXS", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU" ->
              headers.scoringLines.add(l);
          case "192" -> systemCode = l.from(5).trim();
          case "XXA", "250" -> headers.accelerationLines.add(l);
          case "XXP", "260" -> headers.forbiddenLines.add(l);
          case "XXZ", "240" -> headers.byeLines.add(l);
          default -> {
            if (code.equals("362") || code.equals("320")) {
              teamScoringLines.add(l);
            }
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
  }
}
