package org.swisspair.solver.team;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * Random team tournaments paired by the Team system (C.04.6): teams of rated players, board results
 * drawn from the rating difference, whole-match forfeits (330), half-point and zero-point byes and
 * late entries and withdrawals (240), forbidden pairs (260), the PAB (320), the line-ups (300),
 * Baku virtual points (250), written as a TRF-2026 team file. A team's PAB or bye is also written
 * on its boards ({@code 0000 - U}, {@code H}, {@code Z}), as other team programs write it. The same
 * options give the same tournament.
 */
public final class TeamGenerator {

  /**
   * What to generate.
   *
   * @param teams number of teams
   * @param boards boards per match (each team has one reserve more)
   * @param rounds number of rounds
   * @param seed random seed
   * @param preferences Type A, Type B or none
   * @param primary match points or game points
   * @param baku Baku acceleration (match points only)
   * @param forfeitRate chance that a match is forfeited
   * @param byeRate chance that a team asks for a half-point or zero-point bye in a round
   * @param withdrawalRate chance per round that a team withdraws for good
   * @param lateEntries teams that join in round 2 or 3
   * @param forbiddenPairs whether to add a 260 record for two teams
   */
  public record Options(
      int teams,
      int boards,
      int rounds,
      long seed,
      PreferenceType preferences,
      PrimaryScore primary,
      boolean baku,
      double forfeitRate,
      double byeRate,
      double withdrawalRate,
      int lateEntries,
      boolean forbiddenPairs) {

    /** Plain options: Type A, match points, nothing irregular. */
    public static Options of(int teams, int rounds, long seed) {
      return new Options(
          teams, 4, rounds, seed, PreferenceType.A, PrimaryScore.MATCH, false, 0, 0, 0, 0, false);
    }
  }

  private final TeamPairingSystem system;
  private final int reserves;

  /** A generator pairing with {@code system}, each team with one reserve. */
  public TeamGenerator(TeamPairingSystem system) {
    this(system, 1);
  }

  /**
   * A generator pairing with {@code system}, each team with {@code reserves} (0 or 1) members more
   * than boards. Without a reserve every member plays every match on the board of its place in the
   * team record, so no {@code 300} line-up is written.
   */
  public TeamGenerator(TeamPairingSystem system, int reserves) {
    if (reserves < 0 || reserves > 1) {
      throw new IllegalArgumentException("reserves: 0 or 1, not " + reserves);
    }
    this.system = system;
    this.reserves = reserves;
  }

  /**
   * A tournament with every round paired and played.
   *
   * @throws NoValidPairingException when a round cannot be paired (the file so far is kept nowhere;
   *     such options are rejected)
   */
  public Tournament generate(Options o) throws NoValidPairingException {
    SplittableRandom rnd = new SplittableRandom(o.seed());
    int size = o.boards() + reserves;
    int n = o.teams();
    int[] rating = new int[n * size + 1];
    List<int[]> teamRatings = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      int base = 1500 + rnd.nextInt(1000);
      int[] rs = new int[size];
      for (int i = 0; i < size; i++) {
        rs[i] = Math.max(1000, base + 150 - 60 * i + rnd.nextInt(100));
      }
      teamRatings.add(rs);
    }
    // Team TPNs by the average rating (the competition's rule, Team 1.1.2).
    teamRatings.sort((a, b) -> Integer.compare(sum(b), sum(a)));
    List<Team> teams = new ArrayList<>();
    for (int k = 1; k <= n; k++) {
      List<Integer> members = new ArrayList<>();
      for (int i = 0; i < size; i++) {
        int id = (k - 1) * size + i + 1;
        members.add(id);
        rating[id] = teamRatings.get(k - 1)[i];
      }
      teams.add(new Team(k, "Team " + k, "T" + k, "", members, true));
    }
    List<String> records = new ArrayList<>();
    Map<String, String> header = new LinkedHashMap<>();
    header.put("012", "Generated team tournament " + o.seed());
    header.putAll(header(o.boards()));
    Set<Integer> withdrawn = new HashSet<>();
    Set<Integer> late = new HashSet<>();
    for (int i = 0; i < o.lateEntries() && i < n; i++) {
      late.add(n - i);
    }
    if (o.baku()) {
      // The Baku virtual points also as 250 records (C.04.7 1.4; TEAM-16), which the reader
      // prefers to the _BAKU code: the same values, so the 250 reader is exercised.
      Map<Integer, List<Integer>> vp = TeamTournament.bakuPoints(n, o.rounds(), 20);
      int last = vp.keySet().stream().mapToInt(Integer::intValue).max().orElse(0);
      List<Integer> values = vp.getOrDefault(1, List.of());
      for (int r = 1; r <= values.size() && last > 0; r++) {
        records.add(
            String.format(
                "250 %4s %4s %3d %3d %4d %4d",
                org.swisspair.model.Points.format(values.get(r - 1)), "", r, r, 1, last));
      }
    }
    if (o.forbiddenPairs() && n >= 4) {
      records.add(String.format("260 %3d %3d %4d %4d", 1, o.rounds(), 1, 2));
    }
    List<List<RoundEntry>> entries = new ArrayList<>();
    for (int id = 0; id <= n * size; id++) {
      entries.add(new ArrayList<>());
    }
    int[] pab = new int[o.rounds() + 1];
    String code = systemCode(o.preferences(), o.primary(), o.baku());
    Colour initial = rnd.nextBoolean() ? Colour.WHITE : Colour.BLACK;
    for (int r = 1; r <= o.rounds(); r++) {
      Map<Integer, ResultCode> byes = new LinkedHashMap<>();
      for (int k = 1; k <= n; k++) {
        if (!withdrawn.contains(k) && r > 1 && rnd.nextDouble() < o.withdrawalRate()) {
          withdrawn.add(k);
        }
        String kind = null;
        if (withdrawn.contains(k) || late.contains(k) && r <= 1 + k % 2) {
          kind = "Z";
        } else if (rnd.nextDouble() < o.byeRate()) {
          kind = rnd.nextBoolean() ? "H" : "Z";
        }
        if (kind != null) {
          records.add(String.format("240 %s %3d %4d", kind, r, k));
          byes.put(k, kind.equals("H") ? ResultCode.HALF_BYE : ResultCode.ZERO_BYE);
        }
      }
      Tournament sofar =
          tournament(header, teams, entries, null, records, pab, r - 1, o.rounds(), code, initial);
      TeamTournament tt = system.teams(sofar);
      RoundPairing pairing = system.pair(new TeamRoundState(tt, r), false);
      for (Pair p : pairing.boards()) {
        if (p.isBye()) {
          pab[r] = p.white();
          byes.put(p.white(), ResultCode.PAIRING_BYE);
          continue;
        }
        play(p, r, o, rnd, teams, rating, entries, records);
      }
      // The bye (PAB, 240 H or Z) also on the boards, as other team programs write it (0000 - U,
      // 0000 - H, 0000 - Z): a reader that takes byes from the boards alone sees them too.
      byes.forEach(
          (k, result) -> {
            for (int m : teams.get(k - 1).members().subList(0, o.boards())) {
              entries.get(m).add(new RoundEntry(0, Colour.NONE, result));
            }
          });
      for (int id = 1; id <= n * size; id++) {
        while (entries.get(id).size() < r) {
          entries.get(id).add(RoundEntry.EMPTY);
        }
      }
    }
    return tournament(
        header, teams, entries, null, records, pab, o.rounds(), o.rounds(), code, initial);
  }

  /**
   * The {@code 192} code of a team tournament with these settings, e.g. {@code
   * FIDE_TEAM_TYPEA_MP_GP}.
   */
  public static String systemCode(PreferenceType preferences, PrimaryScore primary, boolean baku) {
    // TEAM-23: the ETT26 code without TYPEA/TYPEB is the one without colour preferences.
    return "FIDE_TEAM"
        + (preferences == PreferenceType.NONE ? "" : "_TYPE" + preferences.name())
        + (primary == PrimaryScore.MATCH ? "_MP_GP" : "_GP_MP")
        + (baku ? "_BAKU" : "");
  }

  /**
   * The header records of a team file of {@code boards} boards: board colours WBWB... (352, the
   * first-listed team has White on the odd boards) and match points 2 / 1 / 0 (362).
   */
  public static Map<String, String> header(int boards) {
    Map<String, String> header = new LinkedHashMap<>();
    header.put("352", pattern(boards));
    header.put("362", "TW 2     TD 1     TL 0");
    return header;
  }

  private static int sum(int[] a) {
    int s = 0;
    for (int v : a) {
      s += v;
    }
    return s;
  }

  private static String pattern(int boards) {
    StringBuilder sb = new StringBuilder();
    for (int b = 0; b < boards; b++) {
      sb.append(b % 2 == 0 ? 'W' : 'B');
    }
    return sb.toString();
  }

  private static void play(
      Pair p,
      int r,
      Options o,
      SplittableRandom rnd,
      List<Team> teams,
      int[] rating,
      List<List<RoundEntry>> entries,
      List<String> records) {
    List<Integer> white = teams.get(p.white() - 1).members();
    List<Integer> black = teams.get(p.black() - 1).members();
    if (rnd.nextDouble() < o.forfeitRate()) {
      int type = rnd.nextInt(3);
      String result = type == 0 ? "+-" : type == 1 ? "-+" : "--";
      records.add(String.format("330 %s %3d %3d %3d", result, r, p.white(), p.black()));
      for (int m : white) {
        entries.get(m).add(new RoundEntry(0, Colour.NONE, ResultCode.FORFEIT_LOSS));
      }
      for (int m : black) {
        entries.get(m).add(new RoundEntry(0, Colour.NONE, ResultCode.FORFEIT_LOSS));
      }
      return;
    }
    List<Integer> wOn = lineUp(white, o.boards(), rnd);
    List<Integer> bOn = lineUp(black, o.boards(), rnd);
    if (white.size() > o.boards()) {
      // The line-ups as a TRF-2026 file states them (300): the reader takes the colour from them.
      records.add(lineUpRecord(r, p.white(), p.black(), wOn));
      records.add(lineUpRecord(r, p.black(), p.white(), bOn));
    }
    for (int b = 0; b < o.boards(); b++) {
      int x = wOn.get(b);
      int y = bOn.get(b);
      // The first-listed team has White on the odd boards (352 WBWB...).
      boolean xWhite = b % 2 == 0;
      int whiteId = xWhite ? x : y;
      int blackId = xWhite ? y : x;
      double expected = 1 / (1 + Math.pow(10, (rating[blackId] - rating[whiteId] - 30) / 400.0));
      double u = rnd.nextDouble();
      double draw = 0.3;
      ResultCode w =
          u < expected - draw / 2
              ? ResultCode.WIN
              : u < expected + draw / 2 ? ResultCode.DRAW : ResultCode.LOSS;
      ResultCode bl =
          w == ResultCode.WIN
              ? ResultCode.LOSS
              : w == ResultCode.LOSS ? ResultCode.WIN : ResultCode.DRAW;
      entries.get(whiteId).add(new RoundEntry(blackId, Colour.WHITE, w));
      entries.get(blackId).add(new RoundEntry(whiteId, Colour.BLACK, bl));
    }
    for (List<Integer> team : List.of(white, black)) {
      for (int m : team) {
        if (entries.get(m).size() < r) {
          // The reserve sits out.
          entries.get(m).add(new RoundEntry(0, Colour.NONE, ResultCode.FORFEIT_LOSS));
        }
      }
    }
  }

  /** A 300 record: round, team, opponent, then the player on each board. */
  private static String lineUpRecord(int r, int team, int opponent, List<Integer> onBoards) {
    StringBuilder sb = new StringBuilder(String.format("300 %3d %3d %3d", r, team, opponent));
    onBoards.forEach(id -> sb.append(String.format(" %4d", id)));
    return sb.toString();
  }

  /** The boards' players: all members but one, in member order; the one left out at random. */
  private static List<Integer> lineUp(List<Integer> members, int boards, SplittableRandom rnd) {
    List<Integer> out = new ArrayList<>(members);
    if (members.size() == boards) {
      return out;
    }
    out.remove(rnd.nextInt(members.size()));
    return out.subList(0, boards);
  }

  /**
   * A team tournament after {@code rounds} rounds, as the generator and the study simulator build
   * it.
   *
   * @param header the header records (012, 352, 362, ...)
   * @param teams the teams, by TPN
   * @param entries every player's board rounds, index = player id (0 unused); cut at {@code rounds}
   * @param ratings every player's rating, index = player id; null for unrated players
   * @param records the other records so far (240, 260, 330)
   * @param pab the team given the PAB in each round, index = round, 0 for none
   * @param rounds the rounds played so far
   * @param totalRounds the declared number of rounds
   * @param code the {@code 192} code ({@link #systemCode})
   * @param initial the initial colour
   */
  public static Tournament tournament(
      Map<String, String> header,
      List<Team> teams,
      List<List<RoundEntry>> entries,
      int[] ratings,
      List<String> records,
      int[] pab,
      int rounds,
      int totalRounds,
      String code,
      Colour initial) {
    List<Player> players = new ArrayList<>();
    for (int id = 1; id < entries.size(); id++) {
      List<RoundEntry> rs = entries.get(id);
      players.add(
          new Player(
              id,
              "",
              "",
              "Player " + id,
              ratings == null ? 0 : ratings[id],
              "",
              "",
              "",
              null,
              0,
              rs.subList(0, Math.min(rounds, rs.size()))));
    }
    List<String> other = new ArrayList<>(records);
    StringBuilder line = new StringBuilder("320    1  2.0");
    boolean any = false;
    for (int r = 1; r <= rounds; r++) {
      line.append(pab[r] == 0 ? "    " : String.format(" %3d", pab[r]));
      any |= pab[r] != 0;
    }
    // TEAM-25: a wide file leaves the 320 record out; the U on the boards name the PAB team.
    boolean wide =
        teams.size() > org.swisspair.model.team.TeamTournament.WIDE_TEAMS
            || players.size() > org.swisspair.model.team.TeamTournament.WIDE_PLAYERS;
    if (any && !wide) {
      other.add(line.toString());
    }
    return new Tournament(
        header,
        players,
        totalRounds,
        initial,
        ScoringSystem.STANDARD,
        code,
        Map.of(),
        List.of(),
        List.of(),
        teams,
        other,
        false);
  }
}
