package org.swisspair.model.trf;

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
import org.swisspair.model.Tournament;

/**
 * The checks across player lines: opponents that name each other with matching colours and results,
 * one PAB per round (C.04.1 c), and points fields that agree with the results, the {@code 299}
 * records and, in old files, the byes the blank rounds stand for.
 */
final class ResultChecks {
  private final ReadContext ctx;

  /** A 310 record or a team 192 code: the pairing reads team scores, not the points fields. */
  private final boolean teamFile;

  /** What the 299 records add to each player's rounds (individual files), null when none. */
  private int[][] abnormal;

  ResultChecks(ReadContext ctx, boolean teamFile) {
    this.ctx = ctx;
    this.teamFile = teamFile;
  }

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

  /**
   * Checks every round of every player: at most one PAB per round, and each opponent naming the
   * player back with the other colour and the answering result.
   */
  void checkOpponents(List<ParsedPlayer> parsed, ScoringSystem scoring) throws TrfFormatException {
    Map<Integer, ParsedPlayer> pabs = new HashMap<>();
    for (ParsedPlayer pp : parsed) {
      for (int r = 1; r <= pp.player().rounds().size(); r++) {
        RoundEntry e = pp.player().round(r);
        // C.04.6 1.4: in a team file the PAB is the team's, written U on each of its boards.
        if (e.result() == ResultCode.PAIRING_BYE && !teamFile) {
          ParsedPlayer other = pabs.putIfAbsent(r, pp);
          if (other != null) {
            secondPab(other, pp, r, scoring);
          }
        }
        if (e.opponent() != 0) {
          checkOpponent(parsed, pp, r);
        }
      }
    }
  }

  /**
   * A second PAB in round {@code r}, besides {@code other}'s: read with a warning where it pairs
   * like a full-point bye or the options ask, refused otherwise.
   */
  private void secondPab(ParsedPlayer other, ParsedPlayer pp, int r, ScoringSystem scoring)
      throws TrfFormatException {
    Player p = pp.player();
    int c = 92 + 10 * (r - 1);
    // A PAB and a full-point bye then give the same score, downfloat and PAB eligibility.
    boolean pabLikeFullBye =
        scoring.pab() == scoring.fullBye()
            && scoring.fullBye() >= scoring.win()
            && scoring.fullBye() > scoring.loss();
    String both =
        "players "
            + other.player().id()
            + " (line "
            + other.line().no()
            + ") and "
            + p.id()
            + " both have a pairing-allocated bye in round "
            + r;
    if (!pabLikeFullBye && !ctx.options().severalPabsPerRound()) {
      throw ctx.error(
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
    ctx.warn(
        pp.line(),
        c + 7,
        "round " + r + " result",
        both
            + "; at most one gets the PAB (C.04.1 c), read both as PABs"
            + (pabLikeFullBye
                ? " (a full-point bye would give the same pairings)"
                : " as the options ask"));
  }

  /** Round {@code r}'s opponent of {@code pp}: a player of the file who names it back. */
  private void checkOpponent(List<ParsedPlayer> parsed, ParsedPlayer pp, int r)
      throws TrfFormatException {
    int n = parsed.size();
    Player p = pp.player();
    RoundEntry e = p.round(r);
    int c = 92 + 10 * (r - 1);
    if (e.opponent() > n) {
      throw ctx.error(
          pp.line(),
          c,
          "round " + r + " opponent",
          "no player " + e.opponent() + " in this file (players are 1.." + n + ")",
          "the opponent is a pairing number of a 001 line");
    }
    ParsedPlayer op = parsed.get(e.opponent() - 1);
    RoundEntry back = op.player().round(r);
    if (back.opponent() != p.id()) {
      throw ctx.error(
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
    if (p.id() < e.opponent()) {
      checkAnswer(pp, op, r);
    }
  }

  /** A pair's colours and results in round {@code r}: one white, one black, results that answer. */
  private void checkAnswer(ParsedPlayer pp, ParsedPlayer op, int r) throws TrfFormatException {
    Player p = pp.player();
    RoundEntry e = p.round(r);
    RoundEntry back = op.player().round(r);
    int c = 92 + 10 * (r - 1);
    if (e.colour() != Colour.NONE && e.colour() == back.colour()) {
      throw ctx.error(
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
    if (!e.result().answeredBy(back.result())) {
      throw ctx.error(
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
          "the results must answer each other: 1/0, =/=, W/L, D/D, +/-, a double forfeit -/-,"
              + " or a played game that gave less than a game's points, =/0, 0/= or 0/0"
              + " (D/L, L/D or L/L in a game of less than one move)");
    }
  }

  /**
   * The players, each points field checked against the results: refused where they disagree, unless
   * read another way (blank rounds as byes, results trusted, a team file's field only informative)
   * with a warning.
   */
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
      if (ctx.options().trustResults()) {
        ctx.warn(
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
      throw ctx.error(
          pp.line(),
          81,
          "points",
          declaresButGive(p, declared, "results", score[0])
              + (score[1] != score[0]
                  ? " (" + Points.format(score[1]) + " without the byes after round " + paired + ")"
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
   * Reads the 299 records of an individual file, checked field by field (TEAM-22 read per player):
   * what they add to each player's rounds, counted by the points check.
   */
  void abnormal(List<Line> recordLines, List<Player> players, ScoringSystem scoring)
      throws TrfFormatException {
    List<AbnormalPoints.Record> records = new ArrayList<>();
    for (Line l : recordLines) {
      AbnormalPoints.Record rec = AbnormalPoints.parse(l.text(), players.size());
      if (rec.problem() != null) {
        throw ctx.error(l, rec.column(), "299", rec.problem(), "299 T  MMMM  PPPP  RRR IIII ...");
      }
      records.add(rec);
    }
    if (records.isEmpty()) {
      return;
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
    abnormal = AbnormalPoints.deltas(players.size(), t, records);
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
    ctx.warn(
        pp.line(),
        81,
        "points",
        declaresButGive(p, declared, "board results", asTeam)
            + " (a team PAB scored as a draw on each board, C.04.6 1.4); a team file is"
            + " paired on the team scores, so this field is only informative");
  }

  /**
   * The player with the rounds that have neither opponent nor result read as the byes that make the
   * results give the points field, or null when no single reading with the fewest full-point byes
   * does; warns about the reading. When the blanks can be read in several ways, the blanks after
   * the player's last pairing are read as the absences of a withdrawn player (the Krause
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
    warnBlankByes(pp, scoring, blanks, absences, code);
    return p.withRounds(rounds);
  }

  /** The warning that the blank rounds {@code blanks} were read as byes of kind {@code code}. */
  private void warnBlankByes(
      ParsedPlayer pp,
      ScoringSystem scoring,
      List<Integer> blanks,
      List<Integer> absences,
      ResultCode code) {
    Player p = pp.player();
    int declared = p.declaredPoints();
    int m = blanks.size();
    int z = scoring.zeroBye();
    int h = scoring.halfBye();
    int f = scoring.fullBye();
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
    ctx.warn(
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
}
