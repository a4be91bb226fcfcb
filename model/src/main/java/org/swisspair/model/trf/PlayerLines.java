package org.swisspair.model.trf;

import static org.swisspair.model.trf.TrfReader.MAX_ROUNDS;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.Points;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.match.MatchFormatException;
import org.swisspair.model.match.MatchRounds;

/**
 * The {@code 001} player lines (C.04 Annex 2): pairing number, rating, points, rank and one
 * ten-column block per round, checked column by column.
 */
final class PlayerLines {
  private static final String ROUND_HINT =
      "round r occupies columns 92+10(r-1): opponent in 4 columns, colour 5 columns later, result"
          + " 7 columns later";

  private final ReadContext ctx;
  final List<Line> lines = new ArrayList<>();

  PlayerLines(ReadContext ctx) {
    this.ctx = ctx;
  }

  /** Every 001 line read, in pairing-number order, the numbers running 1..n without gaps. */
  List<ParsedPlayer> players() throws TrfFormatException {
    if (lines.isEmpty()) {
      throw new TrfFormatException(
          ctx.file(),
          1,
          1,
          "players",
          "no 001 player records",
          "a TRF file needs one line starting with 001 per player");
    }
    List<ParsedPlayer> out = new ArrayList<>();
    for (Line l : lines) {
      out.add(new ParsedPlayer(l, player(l)));
    }
    out.sort((a, b) -> Integer.compare(a.player().id(), b.player().id()));
    Map<Integer, Line> seen = new HashMap<>();
    for (int i = 0; i < out.size(); i++) {
      ParsedPlayer p = out.get(i);
      Line first = seen.putIfAbsent(p.player().id(), p.line());
      if (first != null) {
        throw ctx.error(
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
        throw ctx.error(
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

  /** One 001 line. */
  Player player(Line l) throws TrfFormatException {
    String idText = l.cols(5, 8).trim();
    if (idText.isEmpty() || !Points.isAsciiDigits(idText)) {
      throw ctx.error(
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
      throw ctx.error(l, 5, "id", "pairing number must be at least 1, was " + id, null);
    }
    String ratingText = l.cols(49, 52).trim();
    int rating = 0;
    if (!ratingText.isEmpty()) {
      if (!Points.isAsciiDigits(ratingText)) {
        throw ctx.error(
            l,
            49,
            "rating",
            "'" + ratingText + "' is not a rating",
            "the rating is a number in columns 49-52, blank or 0 when unrated");
      }
      rating = Integer.parseInt(ratingText);
    }
    Integer points = points(l);
    String rankText = l.cols(86, 89).trim();
    int rank = 0;
    if (!rankText.isEmpty()) {
      if (!Points.isAsciiDigits(rankText)) {
        throw ctx.error(
            l, 86, "rank", "'" + rankText + "' is not a rank", "the rank is in columns 86-89");
      }
      rank = Integer.parseInt(rankText);
    }
    List<RoundEntry> rounds = new ArrayList<>();
    for (int r = 1; 92 + 10 * (r - 1) <= l.text().length(); r++) {
      if (r > MAX_ROUNDS) {
        throw ctx.error(
            l,
            92 + 10 * (r - 1),
            "round " + r,
            "more than " + MAX_ROUNDS + " rounds",
            "a tournament has at most " + MAX_ROUNDS + " rounds; is the line run together?");
      }
      rounds.add(round(l, id, r));
    }
    while (!rounds.isEmpty() && isEmpty(rounds.get(rounds.size() - 1))) {
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

  /** The points field (columns 81-84), null when blank. */
  private Integer points(Line l) throws TrfFormatException {
    String pointsText = l.cols(81, 84).trim();
    Integer points = null;
    if (!pointsText.isEmpty()) {
      try {
        points = Points.parse(pointsText);
      } catch (NumberFormatException e) {
        throw ctx.error(
            l,
            81,
            "points",
            "'" + pointsText + "' is not a score",
            "the points are in columns 81-84, e.g. ' 3.5'");
      }
      if (points < 0) {
        throw ctx.error(
            l,
            81,
            "points",
            "negative score " + pointsText,
            "a score is at least 0.0; the points are in columns 81-84, e.g. ' 3.5'");
      }
    }
    return points;
  }

  /** Round {@code r}'s ten columns of player {@code id}'s line. */
  RoundEntry round(Line l, int id, int r) throws TrfFormatException {
    int c = 92 + 10 * (r - 1);
    // Read in place: a line is parsed once per round, and each round of every player passes here.
    String text = l.text();
    for (int k : GAPS) {
      char g = charAt(text, c - 1 + k);
      if (g != ' ') {
        throw ctx.error(
            l,
            c + k,
            "round " + r,
            "unexpected '" + g + "' at column " + (c + k) + ": the round columns do not line up",
            ROUND_HINT);
      }
    }
    int opponent = opponent(text, c - 1);
    if (opponent < 0) {
      String oppText = l.cols(c, c + 3).trim();
      throw ctx.error(
          l,
          c,
          "round " + r + " opponent",
          "'" + oppText + "' is not a pairing number",
          ROUND_HINT);
    }
    char colourChar = charAt(text, c + 4);
    Colour colour;
    try {
      colour = Colour.fromTrf(colourChar);
    } catch (IllegalArgumentException e) {
      throw ctx.error(
          l,
          c + 5,
          "round " + r + " colour",
          "'" + colourChar + "' is not a colour",
          "use w, b or -");
    }
    char resultChar = charAt(text, c + 6);
    ResultCode result = resultCode(resultChar);
    if (result == null) {
      throw ctx.error(
          l,
          c + 7,
          "round " + r + " result",
          "unknown result code '" + resultChar + "'",
          "result codes are 1 = 0 W D L + - H F U Z or blank");
    }
    if (opponent == id) {
      throw ctx.error(
          l, c, "round " + r + " opponent", "player " + id + " is paired against itself", null);
    }
    if (opponent == 0 && result.played()) {
      throw ctx.error(
          l,
          c + 7,
          "round " + r + " result",
          "played result '" + resultChar + "' without an opponent",
          "give the opponent's pairing number in columns " + c + "-" + (c + 3));
    }
    if (opponent > 0 && !result.paired()) {
      throw ctx.error(
          l,
          c + 7,
          "round " + r + " result",
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
      throw ctx.error(
          l,
          c + 5,
          "round " + r + " colour",
          "played game" + " against " + opponent + " without a colour",
          "a played game needs w or b; a forfeit may be written '-', a bye 0000 - <code>");
    }
    return new RoundEntry(opponent, colour, result);
  }

  /**
   * {@code e.equals(RoundEntry.EMPTY)}, component by component: a record's generated equals is
   * bootstrapped through method handles on its first call, a sizeable part of reading a file in a
   * fresh JVM.
   */
  static boolean isEmpty(RoundEntry e) {
    return e.opponent() == 0
        && e.colour() == Colour.NONE
        && e.result() == ResultCode.ABSENT
        && e.games() == null;
  }

  /** The offsets in a round block that must be blank: after the opponent, colour and result. */
  private static final int[] GAPS = {4, 6, 8, 9};

  /** The result codes by character, upper and lower case; null where none. */
  private static final ResultCode[] RESULTS = new ResultCode[128];

  static {
    for (char ch = 0; ch < RESULTS.length; ch++) {
      RESULTS[ch] = ResultCode.fromTrf(ch);
    }
  }

  private static ResultCode resultCode(char c) {
    return c < RESULTS.length ? RESULTS[c] : ResultCode.fromTrf(c);
  }

  /** The character at 0-based {@code i}, a blank past the end (the block is blank-padded). */
  private static char charAt(String text, int i) {
    return i < text.length() ? text.charAt(i) : ' ';
  }

  /**
   * The opponent in the four columns from 0-based {@code start} (blank-padded, trimmed as {@link
   * String#trim} does), 0 when blank, -1 when not all digits.
   */
  private static int opponent(String text, int start) {
    int a = start;
    int b = start + 4;
    while (a < b && charAt(text, a) <= ' ') {
      a++;
    }
    while (b > a && charAt(text, b - 1) <= ' ') {
      b--;
    }
    int v = 0;
    for (int i = a; i < b; i++) {
      char ch = charAt(text, i);
      if (ch < '0' || ch > '9') {
        return -1;
      }
      v = v * 10 + (ch - '0');
    }
    return v;
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
      throw ctx.error(
          line,
          92 + 10 * (e.gameColumn() - 1),
          "game " + e.gameColumn(),
          e.getMessage(),
          "a Double-Swiss file (192 " + MatchRounds.CODE + ") writes each match as two games");
    }
  }
}
