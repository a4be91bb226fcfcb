package org.swisspair.model.team;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;

/**
 * A team tournament (Team Pairing System, C.04.6): the teams with their TPNs (1.1), each team's
 * rounds as matches with match and game points (1.2, 1.4), and the competition's settings, read
 * from a {@link Tournament} whose {@code 310} (or {@code 013}) records group the players.
 */
public final class TeamTournament {
  /**
   * The most teams the fixed columns of the 300, 320 and 330 records hold (three digits); a
   * tournament with more has its records read as numbers separated by spaces (TEAM-25).
   */
  public static final int WIDE_TEAMS = 999;

  /** The most players the four-digit board columns of the 300 record hold. */
  public static final int WIDE_PLAYERS = 9999;

  private final List<Team> teams;
  private final List<List<TeamRound>> rounds;
  private final TeamScoring scoring;
  private final TeamSettings settings;
  private final int totalRounds;
  private final Colour initialColour;
  private final Map<Integer, List<Integer>> acceleration;
  private final List<ForbiddenPairs> forbidden;
  private final List<ByeRequest> byes;
  private final List<boolean[]> preset;
  private final List<boolean[]> named;

  /**
   * A team tournament from its parts.
   *
   * @param teams teams by TPN 1..n (Team 1.1.1)
   * @param rounds each team's rounds, index 0 for round 1
   * @param scoring match points and the PAB value
   * @param settings primary score, secondary for colours, preference type
   * @param totalRounds declared number of rounds, 0 when unknown
   * @param initialColour the initial colour (Team 4.1), NONE when not drawn yet
   * @param acceleration virtual points of the primary score by team, index 0 for round 1, tenths
   * @param forbidden teams that may not meet, by team number
   * @param byes teams known not to be paired in a round (240)
   */
  public TeamTournament(
      List<Team> teams,
      List<List<TeamRound>> rounds,
      TeamScoring scoring,
      TeamSettings settings,
      int totalRounds,
      Colour initialColour,
      Map<Integer, List<Integer>> acceleration,
      List<ForbiddenPairs> forbidden,
      List<ByeRequest> byes) {
    this(
        teams,
        rounds,
        scoring,
        settings,
        totalRounds,
        initialColour,
        acceleration,
        forbidden,
        byes,
        null,
        null);
  }

  private TeamTournament(
      List<Team> teams,
      List<List<TeamRound>> rounds,
      TeamScoring scoring,
      TeamSettings settings,
      int totalRounds,
      Colour initialColour,
      Map<Integer, List<Integer>> acceleration,
      List<ForbiddenPairs> forbidden,
      List<ByeRequest> byes,
      List<boolean[]> preset,
      List<boolean[]> named) {
    this.teams = List.copyOf(teams);
    for (int i = 0; i < this.teams.size(); i++) {
      if (this.teams.get(i).number() != i + 1) {
        throw new TeamFormatException(
            "team pairing numbers must be 1.."
                + this.teams.size()
                + " without gaps (Team 1.1.1); position "
                + (i + 1)
                + " holds team "
                + this.teams.get(i).number());
      }
    }
    if (rounds.size() != this.teams.size()) {
      throw new IllegalArgumentException(
          rounds.size() + " round lists for " + this.teams.size() + " teams");
    }
    List<List<TeamRound>> copy = new ArrayList<>();
    rounds.forEach(r -> copy.add(List.copyOf(r)));
    this.rounds = Collections.unmodifiableList(copy);
    this.scoring = Objects.requireNonNull(scoring, "scoring");
    this.settings = Objects.requireNonNull(settings, "settings");
    this.totalRounds = totalRounds;
    this.initialColour = Objects.requireNonNull(initialColour, "initialColour");
    Map<Integer, List<Integer>> acc = new TreeMap<>();
    acceleration.forEach((k, v) -> acc.put(k, List.copyOf(v)));
    this.acceleration = Collections.unmodifiableMap(acc);
    this.forbidden = List.copyOf(forbidden);
    this.byes = List.copyOf(byes);
    this.preset = preset;
    this.named = named;
  }

  /** The teams, by TPN. */
  public List<Team> teams() {
    return teams;
  }

  /** Number of teams. */
  public int size() {
    return teams.size();
  }

  /** Team {@code number}'s round {@code r} (1-based); {@link TeamRound#ABSENT} past its rounds. */
  public TeamRound round(int number, int r) {
    List<TeamRound> rs = rounds.get(number - 1);
    return r >= 1 && r <= rs.size() ? rs.get(r - 1) : TeamRound.ABSENT;
  }

  /** Team {@code number}'s rounds, index 0 for round 1. */
  public List<TeamRound> rounds(int number) {
    return rounds.get(number - 1);
  }

  /** Match points and the PAB value. */
  public TeamScoring scoring() {
    return scoring;
  }

  /** Primary score, secondary for colours, preference type (Team 1.2, 1.7). */
  public TeamSettings settings() {
    return settings;
  }

  /** The declared number of rounds, 0 when unknown. */
  public int totalRounds() {
    return totalRounds;
  }

  /** The initial colour (Team 4.1), NONE when the file does not give it. */
  public Colour initialColour() {
    return initialColour;
  }

  /** Virtual points of the primary score by team, index 0 for round 1, in tenths (C.04.7). */
  public Map<Integer, List<Integer>> acceleration() {
    return acceleration;
  }

  /** Virtual points of team {@code number} in round {@code r}, in tenths. */
  public int acceleration(int number, int r) {
    List<Integer> a = acceleration.get(number);
    return a == null || r < 1 || r > a.size() ? 0 : a.get(r - 1);
  }

  /** Teams that may not meet (260), by team number. */
  public List<ForbiddenPairs> forbidden() {
    return forbidden;
  }

  /** Teams known not to be paired in a round (240). */
  public List<ByeRequest> byes() {
    return byes;
  }

  /** The last round in which some team has a round other than an absence; 0 before round 1. */
  public int roundsInFile() {
    int max = 0;
    for (List<TeamRound> rs : rounds) {
      for (int r = rs.size(); r > max; r--) {
        if (rs.get(r - 1).kind() != MatchKind.ABSENT) {
          max = r;
          break;
        }
      }
    }
    return max;
  }

  /** The last round in which some team had an opponent or the PAB; 0 before round 1. */
  public int roundsPaired() {
    int max = 0;
    for (List<TeamRound> rs : rounds) {
      for (int r = rs.size(); r > max; r--) {
        MatchKind k = rs.get(r - 1).kind();
        if (k.paired() || k == MatchKind.PAB) {
          max = r;
          break;
        }
      }
    }
    return max;
  }

  /**
   * True when team {@code number} is to be paired in round {@code r} as far as the file tells
   * before that round is paired: no 240 bye for it, and either a 320 or 330 record names it in
   * round r or some member is not already set out of round r (a pre-set bye or absence of every
   * member, C.04.2 3.3).
   */
  public boolean toBePaired(int number, int r) {
    // TEAM-12: the team-level reading of C.04.2 3.2-3.3.
    for (ByeRequest b : byes) {
      if (b.round() == r && b.player() == number) {
        return false;
      }
    }
    if (preset == null) {
      return true;
    }
    boolean allPreset = r <= preset.get(number - 1).length && preset.get(number - 1)[r - 1];
    boolean namedHere = r <= named.get(number - 1).length && named.get(number - 1)[r - 1];
    return namedHere || !allPreset;
  }

  /** A copy with other settings (e.g. command-line options over the 192 code). */
  public TeamTournament withSettings(TeamSettings s) {
    return new TeamTournament(
        teams,
        rounds,
        scoring,
        s,
        totalRounds,
        initialColour,
        acceleration,
        forbidden,
        byes,
        preset,
        named);
  }

  /** A copy with other virtual points. */
  public TeamTournament withAcceleration(Map<Integer, List<Integer>> acc) {
    return new TeamTournament(
        teams,
        rounds,
        scoring,
        settings,
        totalRounds,
        initialColour,
        acc,
        forbidden,
        byes,
        preset,
        named);
  }

  /**
   * A copy with the Baku virtual points of C.04.7 1.4 (TEAM-16), as a {@code _BAKU} 192 code gives
   * them; the command line's {@code --baku} (TEAM-20).
   *
   * @throws TeamFormatException when game points are the primary score or the rounds are unknown
   */
  public TeamTournament withBakuAcceleration() {
    if (settings.primary() == PrimaryScore.GAME) {
      // C.04.7 1.4.4: "if gamepoints were the primary score, the Baku Acceleration could not be
      // used".
      throw new TeamFormatException(
          "Baku acceleration needs match points as the primary score (C.04.7 1.4.4)");
    }
    if (totalRounds <= 0) {
      throw new TeamFormatException("Baku acceleration needs the number of rounds (142 or XXR)");
    }
    return withAcceleration(bakuPoints(teams.size(), totalRounds, scoring.win()));
  }

  /**
   * The Baku virtual points (C.04.7 1.2, 1.4) of {@code n} teams over {@code rounds} rounds, a won
   * match worth {@code win} tenths: by team, index 0 for round 1.
   */
  public static Map<Integer, List<Integer>> bakuPoints(int n, int rounds, int win) {
    // TEAM-16: group A counts teams and the virtual points are a won match's match points.
    int acc = (rounds + 1) / 2;
    int full = (acc + 1) / 2;
    List<Integer> values = new ArrayList<>();
    for (int r = 1; r <= acc; r++) {
      values.add(r <= full ? win : win / 2);
    }
    Map<Integer, List<Integer>> out = new TreeMap<>();
    int groupA = Math.min(n, 2 * ((n + 3) / 4));
    for (int id = 1; id <= groupA; id++) {
      out.put(id, values);
    }
    return out;
  }

  /** A copy with other rounds (the rest unchanged). */
  public TeamTournament withRounds(List<List<TeamRound>> newRounds) {
    return new TeamTournament(
        teams,
        newRounds,
        scoring,
        settings,
        totalRounds,
        initialColour,
        acceleration,
        forbidden,
        byes,
        null,
        null);
  }

  /**
   * Reads the teams of {@code t} and derives their matches from the members' board results and the
   * TRF-2026 team records (320 PAB, 330 forfeited match, 300 line-up, 240 byes, 250 acceleration,
   * 260 forbidden pairs, 352 board colours, 362 match points).
   *
   * @throws TeamFormatException when a record is malformed or contradicts the board results
   */
  public static TeamTournament from(Tournament t) {
    return new TeamRecords(t).read();
  }

  /** Reads the records of a team file; not reused. */
  private static final class TeamRecords {
    private final Tournament t;
    private final List<Team> teams = new ArrayList<>();
    private final Map<Integer, Integer> teamOf = new HashMap<>();
    private final Map<Integer, Integer> pab = new HashMap<>();
    private final List<String[]> forfeits = new ArrayList<>();
    private final Map<String, List<Integer>> lineUps = new HashMap<>();
    private final List<ByeRequest> byes = new ArrayList<>();
    private final List<ForbiddenPairs> forbidden = new ArrayList<>();
    private final Map<Integer, List<Integer>> acceleration = new TreeMap<>();
    private final List<Abnormal> abnormal = new ArrayList<>();
    private List<boolean[]> namedFlags;
    private int pabMatch = -1;
    private int pabGame = -1;

    TeamRecords(Tournament t) {
      this.t = t;
    }

    TeamTournament read() {
      readTeams();
      TeamSettings settings = TeamSettings.from192(t.systemCode());
      int boards = boards();
      String pattern = pattern(boards);
      int[] mp = matchPoints();
      // TEAM-25: beyond three-digit team numbers or four-digit player numbers the 300, 320 and
      // 330 records (in a JSON file) are read as numbers separated by spaces.
      boolean wide = teams.size() > WIDE_TEAMS || t.size() > WIDE_PLAYERS;
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
          case "330" -> forfeits.add(wide ? readForfeitWide(line) : readForfeit(line));
          case "300" -> {
            if (wide) {
              readLineUpWide(line);
            } else {
              readLineUp(line);
            }
          }
          case "240" -> readBye(line);
          case "250" -> readAcceleration(line, settings);
          case "260" -> readForbidden(line);
          case "299" -> abnormal.add(readAbnormal(line, abnormal.size()));
          default -> {}
        }
      }
      ScoringSystem games = t.scoring();
      TeamScoring scoring =
          new TeamScoring(
              mp[0],
              mp[1],
              mp[2],
              pabMatch >= 0 ? pabMatch : mp[1],
              // TEAM-13: a draw's game points are half the boards' points.
              pabGame >= 0 ? pabGame : boards * games.drawWhite(),
              boards);
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
      applyAbnormal(rounds, scoring);
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

    /**
     * A TRF-2026 {@code 299} record (TEAM-22): a type (a round kind, or blank for a bonus or
     * penalty), match and game points (null when blank), the round (0 for all) and the teams (empty
     * for all); {@code order} is its place among the 299 records.
     */
    record Abnormal(char type, Integer mp, Integer gp, int round, List<Integer> ids, int order) {
      boolean applies(int team, int r) {
        return (round == 0 || round == r) && (ids.isEmpty() || ids.contains(team));
      }

      int specificity() {
        return (ids.isEmpty() ? 0 : 2) + (round == 0 ? 0 : 1);
      }
    }

    Abnormal readAbnormal(String line, int order) {
      String t = cols(line, 5, 5);
      char type = t.isEmpty() ? ' ' : Character.toUpperCase(t.charAt(0));
      if ("WDLFHZ+- ".indexOf(type) < 0) {
        throw new TeamFormatException(
            line,
            5,
            "299 type",
            "'" + type + "' is not an abnormal-points type",
            "use W D L F H Z + - or blank (a bonus or penalty)");
      }
      if (cols(line, 6, 7).trim().length() > 0) {
        throw new TeamFormatException(
            line, 6, "299 type", "columns 6-7 must be blank", "match points start at column 8");
      }
      int mp = signed(line, 8, 11, "299 match points");
      int gp = signed(line, 14, 17, "299 game points");
      if (mp == Integer.MIN_VALUE && gp == Integer.MIN_VALUE) {
        throw new TeamFormatException(
            line, 8, "299 points", "neither match points (8-11) nor game points (14-17)", null);
      }
      int r = cols(line, 20, 22).isBlank() ? 0 : number(line, 20, 22, "299 round", false);
      List<Integer> ids = new ArrayList<>();
      for (int c = 24; c <= line.length(); c += 5) {
        if (cols(line, c, c + 3).isBlank()) {
          continue;
        }
        int id = number(line, c, c + 3, "299 team", false);
        if (id == 0) {
          continue;
        }
        if (id > teams.size()) {
          throw new TeamFormatException(
              line, c, "299 team", "no team " + id, "teams are numbered 1.." + teams.size());
        }
        ids.add(id);
      }
      return new Abnormal(
          type,
          mp == Integer.MIN_VALUE ? null : mp,
          gp == Integer.MIN_VALUE ? null : gp,
          r,
          List.copyOf(ids),
          order);
    }

    /** A signed {@code [-]11.5} value in tenths, {@link Integer#MIN_VALUE} when blank. */
    int signed(String line, int from, int to, String field) {
      String s = cols(line, from, to).trim();
      if (s.isEmpty()) {
        return Integer.MIN_VALUE;
      }
      boolean negative = s.startsWith("-");
      try {
        int v = org.swisspair.model.Points.parse(negative ? s.substring(1) : s);
        return negative ? -v : v;
      } catch (NumberFormatException e) {
        throw new TeamFormatException(
            line, from, field, "'" + s + "' is not a number", "e.g. -1.5");
      }
    }

    /**
     * TEAM-22: a typed 299 record replaces the match and game points it gives of a round of that
     * type (the most specific record: one naming teams over one for all, one naming the round over
     * one for all rounds, the later of equals); a blank-typed one adds its points to the round.
     */
    void applyAbnormal(List<List<TeamRound>> rounds, TeamScoring scoring) {
      if (abnormal.isEmpty()) {
        return;
      }
      for (int k = 1; k <= rounds.size(); k++) {
        List<TeamRound> rs = rounds.get(k - 1);
        for (int r = 1; r <= rs.size(); r++) {
          TeamRound e = rs.get(r - 1);
          char type = typeOf(e, scoring);
          int mp = e.matchPoints();
          int gp = e.gamePoints();
          Abnormal best = null;
          for (Abnormal a : abnormal) {
            if (a.type() != ' '
                && a.type() == type
                && a.applies(k, r)
                && (best == null || a.specificity() >= best.specificity())) {
              best = a;
            }
          }
          if (best != null) {
            mp = best.mp() != null ? best.mp() : mp;
            gp = best.gp() != null ? best.gp() : gp;
          }
          for (Abnormal a : abnormal) {
            if (a.type() == ' ' && a.applies(k, r)) {
              mp += a.mp() != null ? a.mp() : 0;
              gp += a.gp() != null ? a.gp() : 0;
            }
          }
          rs.set(r - 1, new TeamRound(e.opponent(), e.colour(), e.kind(), mp, gp));
        }
      }
    }

    /** The 299 type of a round: W D L for a played match, + - for a forfeit, F H Z for byes. */
    static char typeOf(TeamRound e, TeamScoring scoring) {
      return switch (e.kind()) {
        case PLAYED ->
            e.matchPoints() == scoring.win() ? 'W' : e.matchPoints() == scoring.draw() ? 'D' : 'L';
        case FORFEIT_WIN -> '+';
        case FORFEIT_LOSS, DOUBLE_FORFEIT -> '-';
        case FULL_BYE -> 'F';
        case HALF_BYE -> 'H';
        case ABSENT -> 'Z';
        case PAB -> 'U';
      };
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
      String text = t.header().getOrDefault("362", "").trim();
      if (text.isEmpty()) {
        return v;
      }
      String[] ts = text.split("\\s+");
      for (int i = 0; i + 1 < ts.length; i += 2) {
        int value;
        try {
          value = org.swisspair.model.Points.parse(ts[i + 1]);
        } catch (NumberFormatException e) {
          throw new TeamFormatException(
              "362 " + text, 5, "362 " + ts[i], "'" + ts[i + 1] + "' is not a number", "e.g. TW 2");
        }
        switch (ts[i].toUpperCase(Locale.ROOT)) {
          case "TW" -> v[0] = value;
          case "TD" -> v[1] = value;
          case "TL" -> v[2] = value;
          default ->
              throw new TeamFormatException(
                  "362 " + text, 5, "362 symbol", "'" + ts[i] + "' is not TW, TD or TL", null);
        }
      }
      return v;
    }

    static String cols(String line, int from, int to) {
      if (from - 1 >= line.length()) {
        return "";
      }
      return line.substring(from - 1, Math.min(to, line.length()));
    }

    int number(String line, int from, int to, String field, boolean blankIsZero) {
      String s = cols(line, from, to).trim();
      if (s.isEmpty() && blankIsZero) {
        return 0;
      }
      if (s.isEmpty() || !org.swisspair.model.Points.isAsciiDigits(s) || s.length() > 6) {
        throw new TeamFormatException(line, from, field, "'" + s + "' is not a number", null);
      }
      return Integer.parseInt(s);
    }

    int team(String line, int from, int to, String field) {
      int n = number(line, from, to, field, false);
      if (n < 1 || n > teams.size()) {
        throw new TeamFormatException(
            line, from, field, "no team " + n, "teams are numbered 1.." + teams.size());
      }
      return n;
    }

    int points(String line, int from, int to, String field) {
      String s = cols(line, from, to).trim();
      if (s.isEmpty()) {
        return -1;
      }
      try {
        return org.swisspair.model.Points.parse(s);
      } catch (NumberFormatException e) {
        throw new TeamFormatException(line, from, field, e.getMessage(), null);
      }
    }

    void readPab(String line) {
      int m = points(line, 5, 8, "320 match points");
      int g = points(line, 10, 13, "320 game points");
      if (m >= 0) {
        pabMatch = m;
      }
      if (g >= 0) {
        pabGame = g;
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

    /** A wide record's fields after the code: numbers (or a result) separated by spaces. */
    static String[] tokens(String line) {
      String rest = line.length() > 3 ? line.substring(3).strip() : "";
      return rest.isEmpty() ? new String[0] : rest.split("\\s+");
    }

    int wideNumber(String line, String token, String field) {
      if (!org.swisspair.model.Points.isAsciiDigits(token) || token.length() > 6) {
        throw new TeamFormatException(
            line, line.indexOf(token, 3) + 1, field, "'" + token + "' is not a number", null);
      }
      return Integer.parseInt(token);
    }

    int wideTeam(String line, String token, String field) {
      int n = wideNumber(line, token, field);
      if (n < 1 || n > teams.size()) {
        throw new TeamFormatException(
            line,
            line.indexOf(token, 3) + 1,
            field,
            "no team " + n,
            "teams are numbered 1.." + teams.size());
      }
      return n;
    }

    /** A wide 320 record: match points, game points, then each round's PAB team or 0. */
    void readPabWide(String line) {
      String[] f = tokens(line);
      if (f.length < 2) {
        throw new TeamFormatException(line, 5, "320", "expected match and game points", null);
      }
      pabMatch = org.swisspair.model.Points.parse(f[0]);
      pabGame = org.swisspair.model.Points.parse(f[1]);
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
        if (id != 0 && (id > t.size() || teamOf.getOrDefault(id, -1) != team)) {
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
        if (id != 0 && (id > t.size() || teamOf.getOrDefault(id, -1) != team)) {
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
        if (!org.swisspair.model.Points.isAsciiDigits(id)
            || Integer.parseInt(id) < 1
            || Integer.parseInt(id) > teams.size()) {
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
        if (!org.swisspair.model.Points.isAsciiDigits(id)
            || Integer.parseInt(id) < 1
            || Integer.parseInt(id) > teams.size()) {
          throw new TeamFormatException(
              line, line.indexOf(id, 11) + 1, "260 team", "no team '" + id + "'", null);
        }
        ids.add(Integer.parseInt(id));
      }
      forbidden.add(new ForbiddenPairs(ids, first, last == 999 ? Integer.MAX_VALUE : last));
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
        boolean requested =
            t.byeRequests().stream().anyMatch(b -> b.player() == m && b.round() == r);
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
              "round "
                  + r
                  + ": team "
                  + k
                  + " meets team "
                  + o
                  + ", who meets team "
                  + opponent[o]);
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
      return bakuPoints(n, rounds, scoring.win());
    }
  }

  /**
   * The teams as the players of a tournament, for renderers that show names and scores beside
   * pairing numbers: each team's rounds as results (won, drawn or lost match, forfeit, bye) scored
   * in match points, and its 240 byes as bye requests.
   */
  public Tournament teamsAsPlayers() {
    List<Player> players = new ArrayList<>();
    for (Team team : teams) {
      List<RoundEntry> entries = new ArrayList<>();
      for (TeamRound r : rounds(team.number())) {
        ResultCode code =
            switch (r.kind()) {
              case PLAYED ->
                  r.matchPoints() == scoring.win()
                      ? ResultCode.WIN
                      : r.matchPoints() == scoring.draw() ? ResultCode.DRAW : ResultCode.LOSS;
              case FORFEIT_WIN -> ResultCode.FORFEIT_WIN;
              case FORFEIT_LOSS, DOUBLE_FORFEIT -> ResultCode.FORFEIT_LOSS;
              case PAB -> ResultCode.PAIRING_BYE;
              case FULL_BYE -> ResultCode.FULL_BYE;
              case HALF_BYE -> ResultCode.HALF_BYE;
              case ABSENT -> ResultCode.ABSENT;
            };
        entries.add(
            r.kind().paired()
                ? new RoundEntry(r.opponent(), r.played() ? r.colour() : Colour.NONE, code)
                : RoundEntry.bye(code));
      }
      players.add(new Player(team.number(), "", "", team.name(), 0, "", "", "", null, 0, entries));
    }
    ScoringSystem mp =
        new ScoringSystem(
            scoring.win(),
            scoring.win(),
            scoring.draw(),
            scoring.draw(),
            scoring.loss(),
            scoring.loss(),
            scoring.win(),
            scoring.loss(),
            scoring.win(),
            scoring.draw(),
            scoring.loss(),
            scoring.pabMatchPoints());
    return new Tournament(
        Map.of("012", "teams"),
        players,
        totalRounds,
        initialColour,
        mp,
        "",
        Map.of(),
        List.of(),
        byes,
        List.of(),
        List.of(),
        false);
  }

  /** The players of team {@code number} in board order. */
  public List<Integer> members(int number) {
    return teams.get(number - 1).members();
  }

  /** The team of player {@code id}, 0 when in none. */
  public int teamOf(Player p) {
    for (Team team : teams) {
      if (team.members().contains(p.id())) {
        return team.number();
      }
    }
    return 0;
  }
}
