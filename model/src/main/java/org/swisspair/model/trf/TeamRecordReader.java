package org.swisspair.model.trf;

import static org.swisspair.model.trf.TeamRecordFields.cols;
import static org.swisspair.model.trf.TeamRecordFields.points;
import static org.swisspair.model.trf.TeamRecordFields.tokens;

import java.util.ArrayList;
import java.util.HashMap;
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
import org.swisspair.model.ScoringRules;
import org.swisspair.model.ScoringRules.TeamValue;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamFormatException;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamScoring;
import org.swisspair.model.team.TeamSettings;
import org.swisspair.model.team.TeamTournament;

/**
 * Reads a team tournament (Team Pairing System, C.04.6) from a {@link Tournament}: the teams of its
 * {@code 310} (or {@code 013}) records, and each team's rounds derived from the members' board
 * results and the TRF-2026 team records; not reused.
 */
public final class TeamRecordReader {
  private final Tournament t;
  private final List<Team> teams = new ArrayList<>();
  private final Map<Integer, Integer> teamOf = new HashMap<>();
  private final Map<Integer, Integer> pab = new HashMap<>();
  private final List<String[]> forfeits = new ArrayList<>();
  private final Map<String, List<Integer>> lineUps = new HashMap<>();
  private final List<ByeRequest> byes = new ArrayList<>();
  private final List<ForbiddenPairs> forbidden = new ArrayList<>();
  private final Map<Integer, List<Integer>> acceleration = new TreeMap<>();
  private TeamAbnormalRecords abnormal;
  private TeamRoundRecords records;
  private List<boolean[]> namedFlags;
  private int pabMatch = -1;
  private int pabGame = -1;

  /** The record, column and field that set each team scoring value, by TeamValue; null: default. */
  private final String[] setBy = new String[TeamValue.values().length];

  private final int[] setAt = new int[setBy.length];
  private final String[] setField = new String[setBy.length];

  /** The offset in the 362 header value of a value it set, -1 for a 320 value. */
  private final int[] setOffset = new int[setBy.length];

  private TeamRecordReader(Tournament t) {
    this.t = t;
  }

  /**
   * Reads the teams of {@code t} and derives their matches from the members' board results and the
   * TRF-2026 team records (320 PAB, 330 forfeited match, 300 line-up, 240 byes, 250 acceleration,
   * 260 forbidden pairs, 299 abnormal points, 352 board colours, 362 match points).
   *
   * @throws TeamFormatException when a record is malformed, contradicts the board results or sets a
   *     team scoring that TEAM-26 to TEAM-29 refuse
   */
  public static TeamTournament read(Tournament t) {
    return new TeamRecordReader(t).tournament();
  }

  private TeamTournament tournament() {
    readTeams();
    abnormal = new TeamAbnormalRecords(teams.size());
    records =
        new TeamRoundRecords(
            teams.size(), t.size(), teamOf, lineUps, byes, forbidden, acceleration);
    TeamSettings settings = TeamSettings.from192(t.systemCode());
    int boards = boards();
    String pattern = pattern(boards);
    int[] mp = matchPoints();
    // TEAM-25: beyond three-digit team numbers or four-digit player numbers the 300, 320 and
    // 330 records (in a JSON file) are read as numbers separated by spaces.
    boolean wide =
        teams.size() > TeamTournament.WIDE_TEAMS || t.size() > TeamTournament.WIDE_PLAYERS;
    for (String line : t.otherLines()) {
      String code = line.length() >= 3 ? line.substring(0, 3) : line;
      switch (code) {
        case "320" -> {
          if (wide) {
            readPabWide(line);
          } else {
            readPab(line);
          }
        }
        case "330" ->
            forfeits.add(wide ? records.readForfeitWide(line) : records.readForfeit(line));
        case "300" -> {
          if (wide) {
            records.readLineUpWide(line);
          } else {
            records.readLineUp(line);
          }
        }
        case "240" -> records.readBye(line);
        case "250" -> records.readAcceleration(line, settings);
        case "260" -> records.readForbidden(line);
        case "299" -> abnormal.read(line);
        default -> {}
      }
    }
    ScoringSystem games = t.scoring();
    TeamScoring scoring = scoring(mp, boards);
    ScoringFault fault = fault(scoring);
    if (fault != null) {
      throw fault.exception();
    }
    int n = teams.size();
    int last = lastRound();
    List<List<TeamRound>> rounds = new ArrayList<>();
    List<boolean[]> preset = new ArrayList<>();
    List<boolean[]> named = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      rounds.add(new ArrayList<>());
      preset.add(new boolean[last + 1]);
      named.add(new boolean[last + 1]);
    }
    namedFlags = named;
    for (int r = 1; r <= last + 1; r++) {
      TeamRound[] inRound = r <= last ? roundOf(r, scoring, games, pattern, named) : null;
      for (int i = 0; i < n; i++) {
        if (inRound != null) {
          rounds.get(i).add(inRound[i]);
        }
        preset.get(i)[r - 1] = allMembersPreset(teams.get(i), r);
      }
    }
    onePabPerRound(rounds, last);
    abnormal.apply(rounds, scoring);
    Map<Integer, List<Integer>> acc = acceleration;
    if (acc.isEmpty() && t.systemCode().toUpperCase(Locale.ROOT).endsWith("_BAKU")) {
      acc = baku(n, scoring, settings);
    }
    return new TeamTournament(
        teams,
        rounds,
        scoring,
        settings,
        t.totalRounds(),
        t.initialColour(),
        acc,
        forbidden,
        byes,
        preset,
        named);
  }

  /** The match points of 362 and the PAB's values of 320 or their defaults. */
  private TeamScoring scoring(int[] mp, int boards) {
    return new TeamScoring(
        mp[0],
        mp[1],
        mp[2],
        pabMatch >= 0 ? pabMatch : mp[1],
        // TEAM-13: a draw's game points are half the boards' points.
        pabGame >= 0 ? pabGame : boards * t.scoring().drawWhite(),
        boards);
  }

  /**
   * A team scoring rule the file breaks (TEAM-26 to TEAM-29) and the value most at fault that a
   * record set: the record, its column and field, and for a 362 value its offset in the header's
   * text (-1 for a 320 value).
   */
  record ScoringFault(
      ScoringRules.TeamViolation violation, String record, int column, String field, int offset) {
    TeamFormatException exception() {
      return new TeamFormatException(record, column, field, violation.message(), SCORING_HINT);
    }
  }

  static final String SCORING_HINT =
      "correct the team scoring records (362 TW TD TL, 320 match and game points)";

  private ScoringFault fault(TeamScoring s) {
    ScoringRules.TeamViolation v = s.violation(t.scoring());
    if (v == null) {
      return null;
    }
    for (TeamValue value : v.values()) {
      int i = value.ordinal();
      if (setBy[i] != null) {
        return new ScoringFault(v, setBy[i], setAt[i], setField[i], setOffset[i]);
      }
    }
    // Only a game scoring that breaks GEN-5 to GEN-8 (the readers refuse it) gets here.
    String record = "362 " + t.header().getOrDefault("362", "").trim();
    return new ScoringFault(v, record, 5, "362", 0);
  }

  private void set(TeamValue value, String record, int column, String field, int offset) {
    int i = value.ordinal();
    setBy[i] = record;
    setAt[i] = column;
    setField[i] = field;
    setOffset[i] = offset;
  }

  /**
   * The team scoring rule the 362 and 320 records of {@code t} break, or null; a record that cannot
   * be read is left to {@link #read}, which names it as before.
   */
  static ScoringFault scoringFault(Tournament t) {
    try {
      TeamRecordReader r = new TeamRecordReader(t);
      r.readTeams();
      int boards = r.boards();
      int[] mp = r.matchPoints();
      boolean wide =
          r.teams.size() > TeamTournament.WIDE_TEAMS || t.size() > TeamTournament.WIDE_PLAYERS;
      for (String line : t.otherLines()) {
        if (line.startsWith("320")) {
          if (wide) {
            r.readPabWide(line);
          } else {
            r.readPab(line);
          }
        }
      }
      return r.fault(r.scoring(mp, boards));
    } catch (RuntimeException e) {
      return null;
    }
  }

  /**
   * Refuses a TRF file whose 362 or 320 records break a team scoring rule, naming the line and
   * column of the value at fault; {@code lines} are the file's 362 and 320 records in file order.
   */
  static void checkScoring(ReadContext ctx, Tournament t, List<Line> lines)
      throws TrfFormatException {
    ScoringFault f = scoringFault(t);
    if (f == null) {
      return;
    }
    Line at = null;
    int column = f.column();
    if (f.record().startsWith("320")) {
      for (Line l : lines) {
        if (l.text().equals(f.record())) {
          at = l;
        }
      }
    } else {
      // Repeated 362 records are one header value, joined by newlines.
      int start = 0;
      for (Line l : lines) {
        if (!l.text().startsWith("362")) {
          continue;
        }
        int length = l.from(5).length();
        if (at == null && f.offset() <= start + length) {
          at = l;
          column = 5 + f.offset() - start;
        }
        start += length + 1;
      }
    }
    if (at == null) {
      at = lines.get(lines.size() - 1);
      column = 1;
    }
    throw ctx.error(at, column, f.field(), f.violation().message(), SCORING_HINT);
  }

  /** C.04.6 1.4: "one team is not paired"; the members' {@code U} entries name that team. */
  void onePabPerRound(List<List<TeamRound>> rounds, int last) {
    for (int r = 1; r <= last; r++) {
      int first = 0;
      for (int k = 1; k <= rounds.size(); k++) {
        if (rounds.get(k - 1).get(r - 1).kind() != MatchKind.PAB) {
          continue;
        }
        if (first != 0) {
          throw new TeamFormatException(
              "round "
                  + r
                  + ": teams "
                  + first
                  + " and "
                  + k
                  + " both have the pairing-allocated bye (320 or U on their boards); C.04.6 1.4"
                  + " gives it to one team per round");
        }
        first = k;
      }
    }
  }

  void readTeams() {
    boolean has310 = t.teams().stream().anyMatch(Team::fromRecord310);
    List<Team> chosen = new ArrayList<>();
    for (Team team : t.teams()) {
      // TRF-2026 files repeat the teams as 013 records "to be phased out": 310 wins.
      if (team.fromRecord310() == has310) {
        chosen.add(team);
      }
    }
    chosen.sort((a, b) -> Integer.compare(a.number(), b.number()));
    if (chosen.isEmpty()) {
      // TEAM-18: a file without team records is a tournament of one-board teams.
      for (Player p : t.players()) {
        chosen.add(new Team(p.id(), p.name(), "", "", List.of(p.id()), true));
      }
    }
    for (Team team : chosen) {
      for (int m : team.members()) {
        Integer other = teamOf.put(m, team.number());
        if (other != null) {
          throw new TeamFormatException(
              "player " + m + " is a member of teams " + other + " and " + team.number());
        }
      }
    }
    teams.addAll(chosen);
  }

  int boards() {
    String seq = t.header().getOrDefault("352", "").trim();
    if (!seq.isEmpty()) {
      return seq.length();
    }
    int max = 1;
    for (Team team : teams) {
      for (int r = 1; r <= t.roundsInFile(); r++) {
        int k = 0;
        for (int m : team.members()) {
          if (t.player(m).round(r).result().paired()) {
            k++;
          }
        }
        max = Math.max(max, k);
      }
    }
    return max;
  }

  String pattern(int boards) {
    String seq = t.header().getOrDefault("352", "").trim().toUpperCase(Locale.ROOT);
    if (seq.isEmpty()) {
      // TEAM-2: without 352 the first-listed team alternates W, B, W, ... from board 1.
      StringBuilder sb = new StringBuilder();
      for (int b = 0; b < boards; b++) {
        sb.append(b % 2 == 0 ? 'W' : 'B');
      }
      return sb.toString();
    }
    for (int i = 0; i < seq.length(); i++) {
      if (seq.charAt(i) != 'W' && seq.charAt(i) != 'B') {
        throw new TeamFormatException(
            "352 " + seq, 5 + i, "352 board colour", "'" + seq.charAt(i) + "' is not W or B", "");
      }
    }
    return seq;
  }

  int[] matchPoints() {
    int[] v = {20, 10, 0};
    String raw = t.header().getOrDefault("362", "");
    String text = raw.trim();
    if (text.isEmpty()) {
      return v;
    }
    String[] ts = text.split("\\s+");
    int at = 0;
    for (int i = 0; i + 1 < ts.length; i += 2) {
      // Where the value stands in the record, for a scoring rule to name its column.
      int symbolAt = raw.indexOf(ts[i], at);
      int valueAt = raw.indexOf(ts[i + 1], symbolAt + ts[i].length());
      at = valueAt + ts[i + 1].length();
      String field = "362 " + ts[i];
      int value;
      try {
        value = Points.parse(ts[i + 1]);
      } catch (NumberFormatException e) {
        throw new TeamFormatException(
            "362 " + text, 5, "362 " + ts[i], "'" + ts[i + 1] + "' is not a number", "e.g. TW 2");
      }
      switch (ts[i].toUpperCase(Locale.ROOT)) {
        case "TW" -> {
          v[0] = value;
          set(TeamValue.MATCH_WIN, "362 " + text, 5 + valueAt, field, valueAt);
        }
        case "TD" -> {
          v[1] = value;
          set(TeamValue.MATCH_DRAW, "362 " + text, 5 + valueAt, field, valueAt);
        }
        case "TL" -> {
          v[2] = value;
          set(TeamValue.MATCH_LOSS, "362 " + text, 5 + valueAt, field, valueAt);
        }
        default ->
            throw new TeamFormatException(
                "362 " + text, 5, "362 symbol", "'" + ts[i] + "' is not TW, TD or TL", null);
      }
    }
    return v;
  }

  private int team(String line, int from, int to, String field) {
    return TeamRecordFields.team(line, from, to, field, teams.size());
  }

  private int wideTeam(String line, String token, String field) {
    return TeamRecordFields.wideTeam(line, token, field, teams.size());
  }

  void readPab(String line) {
    int m = points(line, 5, 8, "320 match points");
    int g = points(line, 10, 13, "320 game points");
    if (m >= 0) {
      pabMatch = m;
      set(TeamValue.PAB_MATCH, line, 5, "320 match points", -1);
    }
    if (g >= 0) {
      pabGame = g;
      set(TeamValue.PAB_GAME, line, 10, "320 game points", -1);
    }
    for (int r = 1, c = 15; c <= line.length(); r++, c += 4) {
      if (cols(line, c, c + 2).isBlank()) {
        continue;
      }
      int team = team(line, c, c + 2, "320 PAB team of round " + r);
      if (pab.containsKey(r) && pab.get(r) != team) {
        throw new TeamFormatException(
            line, c, "320 PAB team of round " + r, "round " + r + " has two PABs", null);
      }
      pab.put(r, team);
    }
  }

  /** A wide 320 record: match points, game points, then each round's PAB team or 0. */
  void readPabWide(String line) {
    String[] f = tokens(line);
    if (f.length < 2) {
      throw new TeamFormatException(line, 5, "320", "expected match and game points", null);
    }
    pabMatch = Points.parse(f[0]);
    pabGame = Points.parse(f[1]);
    int matchAt = line.indexOf(f[0], 3);
    set(TeamValue.PAB_MATCH, line, matchAt + 1, "320 match points", -1);
    set(
        TeamValue.PAB_GAME,
        line,
        line.indexOf(f[1], matchAt + f[0].length()) + 1,
        "320 game points",
        -1);
    for (int i = 2; i < f.length; i++) {
      int r = i - 1;
      if (f[i].equals("0")) {
        continue;
      }
      int team = wideTeam(line, f[i], "320 PAB team of round " + r);
      if (pab.containsKey(r) && pab.get(r) != team) {
        throw new TeamFormatException(
            line, 5, "320 PAB team of round " + r, "round " + r + " has two PABs", null);
      }
      pab.put(r, team);
    }
  }

  int lastRound() {
    int last = t.roundsInFile();
    last = Math.max(last, pab.keySet().stream().mapToInt(Integer::intValue).max().orElse(0));
    for (String[] f : forfeits) {
      last = Math.max(last, Integer.parseInt(f[1]));
    }
    return last;
  }

  boolean allMembersPreset(Team team, int r) {
    for (int m : team.members()) {
      RoundEntry e = t.player(m).round(r);
      boolean requested = t.byeRequests().stream().anyMatch(b -> b.player() == m && b.round() == r);
      boolean presetOut =
          requested
              || !e.equals(RoundEntry.EMPTY)
                  && !e.paired()
                  && e.result() != ResultCode.PAIRING_BYE
                  && e.opponent() == 0;
      if (!presetOut) {
        return false;
      }
    }
    return !team.members().isEmpty();
  }

  TeamRound[] roundOf(
      int r, TeamScoring scoring, ScoringSystem games, String pattern, List<boolean[]> named) {
    int n = teams.size();
    TeamRound[] out = new TeamRound[n];
    Integer pabTeam = pab.get(r);
    if (pabTeam != null) {
      out[pabTeam - 1] =
          new TeamRound(
              0, Colour.NONE, MatchKind.PAB, scoring.pabMatchPoints(), scoring.pabGamePoints());
      named.get(pabTeam - 1)[r - 1] = true;
    }
    int boards = scoring.boards();
    for (String[] f : forfeits) {
      if (Integer.parseInt(f[1]) != r) {
        continue;
      }
      int w = Integer.parseInt(f[2]);
      int b = Integer.parseInt(f[3]);
      for (int team : new int[] {w, b}) {
        if (out[team - 1] != null) {
          throw new TeamFormatException(
              "team " + team + " has two rounds in round " + r + " (320/330 records)");
        }
      }
      boolean whiteWins = f[0].equals("+-");
      boolean blackWins = f[0].equals("-+");
      out[w - 1] = forfeit(b, Colour.WHITE, whiteWins, blackWins, scoring, games, boards);
      out[b - 1] = forfeit(w, Colour.BLACK, blackWins, whiteWins, scoring, games, boards);
      named.get(w - 1)[r - 1] = true;
      named.get(b - 1)[r - 1] = true;
    }
    // Matches from the board results.
    int[] opponent = new int[n + 1];
    int[] gp = new int[n + 1];
    Colour[] colour = new Colour[n + 1];
    boolean[] played = new boolean[n + 1];
    for (Team team : teams) {
      int k = team.number();
      if (out[k - 1] != null) {
        continue;
      }
      List<Integer> onBoards = lineUps.get(r + "/" + k);
      if (onBoards == null) {
        onBoards = new ArrayList<>();
        // TEAM-10: without a 300 line-up the boards are the members with an opponent or a
        // board won by forfeit, in member order; a forfeit loss without opponent sits out.
        for (int m : team.members()) {
          RoundEntry e = t.player(m).round(r);
          if (e.opponent() > 0 || e.result() == ResultCode.FORFEIT_WIN) {
            onBoards.add(m);
          }
        }
      }
      for (int m : team.members()) {
        RoundEntry e = t.player(m).round(r);
        if (!e.result().paired()) {
          continue;
        }
        gp[k] += games.points(e);
        played[k] |= e.played();
        if (e.opponent() > 0) {
          int other = teamOf.getOrDefault(e.opponent(), 0);
          if (other == 0 || other == k) {
            throw new TeamFormatException(
                "round "
                    + r
                    + ": player "
                    + m
                    + " of team "
                    + k
                    + " meets player "
                    + e.opponent()
                    + (other == 0 ? ", who is in no team" : ", of the same team"));
          }
          if (opponent[k] != 0 && opponent[k] != other) {
            throw new TeamFormatException(
                "round "
                    + r
                    + ": players of team "
                    + k
                    + " meet teams "
                    + opponent[k]
                    + " and "
                    + other);
          }
          opponent[k] = other;
        }
      }
      colour[k] = Colour.NONE;
      for (int b = 0; b < onBoards.size() && b < pattern.length(); b++) {
        int m = onBoards.get(b);
        Colour c = m == 0 ? Colour.NONE : t.player(m).round(r).colour();
        if (c != Colour.NONE) {
          // Team 1.6.1: the first board's scheduled colour, from any board by the 352 sequence.
          colour[k] = pattern.charAt(b) == 'W' ? c : c.opposite();
          break;
        }
      }
    }
    for (Team team : teams) {
      int k = team.number();
      if (out[k - 1] != null) {
        continue;
      }
      int o = opponent[k];
      if (o == 0) {
        out[k - 1] = noMatch(team, r, scoring, games);
        continue;
      }
      if (opponent[o] != k) {
        throw new TeamFormatException(
            "round " + r + ": team " + k + " meets team " + o + ", who meets team " + opponent[o]);
      }
      // TEAM-4: a match is actually played when at least one board was played over the board.
      boolean isPlayed = played[k] || played[o];
      if (isPlayed && colour[k] == Colour.NONE) {
        throw new TeamFormatException(
            "round " + r + ": the match of teams " + k + " and " + o + " has no board colour");
      }
      // TEAM-11: the match result is the comparison of the game points on the boards.
      int mine = gp[k];
      int theirs = gp[o];
      int mp = mine > theirs ? scoring.win() : mine < theirs ? scoring.loss() : scoring.draw();
      MatchKind kind =
          isPlayed
              ? MatchKind.PLAYED
              : mine > theirs
                  ? MatchKind.FORFEIT_WIN
                  : mine < theirs ? MatchKind.FORFEIT_LOSS : MatchKind.DOUBLE_FORFEIT;
      if (kind == MatchKind.DOUBLE_FORFEIT) {
        mp = scoring.loss();
      }
      out[k - 1] = new TeamRound(o, colour[k], kind, mp, mine);
    }
    return out;
  }

  TeamRound forfeit(
      int opponent,
      Colour colour,
      boolean wins,
      boolean loses,
      TeamScoring scoring,
      ScoringSystem games,
      int boards) {
    MatchKind kind =
        wins ? MatchKind.FORFEIT_WIN : loses ? MatchKind.FORFEIT_LOSS : MatchKind.DOUBLE_FORFEIT;
    int mp = wins ? scoring.win() : scoring.loss();
    int gp = boards * (wins ? games.forfeitWin() : games.forfeitLoss());
    return new TeamRound(opponent, colour, kind, mp, gp);
  }

  /** TEAM-15: 240 F gives a won match, 240 H a drawn one, on every board. */
  TeamRound noMatch(Team team, int r, TeamScoring scoring, ScoringSystem games) {
    int k = team.number();
    // TEAM-19: without a team record, the members' own entries: a U gives the team the PAB,
    // an F or H of every member a full- or half-point bye.
    List<ResultCode> own = new ArrayList<>();
    for (int m : team.members()) {
      own.add(t.player(m).round(r).result());
    }
    if (own.contains(ResultCode.PAIRING_BYE)) {
      namedFlags.get(k - 1)[r - 1] = true;
      return new TeamRound(
          0, Colour.NONE, MatchKind.PAB, scoring.pabMatchPoints(), scoring.pabGamePoints());
    }
    List<ByeRequest> all = new ArrayList<>(byes);
    if (!own.isEmpty() && own.stream().allMatch(c -> c == ResultCode.FULL_BYE)) {
      all.add(new ByeRequest(k, r, ResultCode.FULL_BYE));
    } else if (!own.isEmpty() && own.stream().allMatch(c -> c == ResultCode.HALF_BYE)) {
      all.add(new ByeRequest(k, r, ResultCode.HALF_BYE));
    }
    for (ByeRequest b : all) {
      if (b.player() == k && b.round() == r) {
        int boards = scoring.boards();
        return switch (b.kind()) {
          case FULL_BYE ->
              new TeamRound(
                  0, Colour.NONE, MatchKind.FULL_BYE, scoring.win(), boards * games.fullBye());
          case HALF_BYE ->
              new TeamRound(
                  0, Colour.NONE, MatchKind.HALF_BYE, scoring.draw(), boards * games.halfBye());
          default -> TeamRound.ABSENT;
        };
      }
    }
    return TeamRound.ABSENT;
  }

  Map<Integer, List<Integer>> baku(int n, TeamScoring scoring, TeamSettings settings) {
    if (settings.primary() == PrimaryScore.GAME) {
      // C.04.7 1.4.4: "if gamepoints were the primary score, the Baku Acceleration could not be
      // used".
      throw new TeamFormatException(
          "192 "
              + t.systemCode()
              + ": Baku acceleration needs match points as the primary score (C.04.7 1.4.4)");
    }
    // TEAM-16: group A counts teams and the virtual points are a won match's match points.
    int rounds = t.totalRounds();
    if (rounds <= 0) {
      throw new TeamFormatException(
          "192 " + t.systemCode() + ": Baku acceleration needs the number of rounds (142)");
    }
    return TeamTournament.bakuPoints(n, rounds, scoring.win());
  }
}
