package org.swisspair.solver.team;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
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
import org.swisspair.solver.generator.GeneratorSettings;
import org.swisspair.solver.generator.Ratings;
import org.swisspair.solver.generator.RoundCounts;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.generator.TournamentGenerator.Purpose;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakStandings;
import org.swisspair.solver.tiebreak.TieBreakValue;

/**
 * Random team tournaments paired by the Team system (C.04.6), with every setting the individual
 * generator takes ({@link GeneratorSettings}): teams of rated players, board results drawn from the
 * FIDE rating table's expected scores, full-point, half-point and zero-point byes (240 F, H, Z),
 * matches forfeited by one team (330 +- or -+) or by both (330 --), boards ending 1/2-0, 0-1/2 or
 * 0-0, withdrawals and late entries (240 Z), each as a count, a rate or per round; forbidden pairs
 * (260), the PAB (320), the line-ups (300), Baku virtual points (250), match points (362), the
 * tie-break list (202) with each team's final match points, game points and rank by it (310),
 * written as a TRF-2026 team file. A team's PAB or bye is also written on its boards ({@code 0000 -
 * U}, {@code F}, {@code H}, {@code Z}), as other team programs write it. The same settings and seed
 * give the same tournament.
 */
public final class TeamGenerator {

  /**
   * What to generate, in the older rate-only form; {@link #generate(Options)} turns it into {@link
   * GeneratorSettings}.
   *
   * @param teams number of teams
   * @param boards boards per match (each team has one reserve more)
   * @param rounds number of rounds
   * @param seed random seed
   * @param preferences Type A, Type B or none
   * @param primary match points or game points
   * @param baku Baku acceleration (match points only)
   * @param forfeitRate chance that a match is forfeited (a third of them by both teams)
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

  /**
   * The settings of a team competition that an individual one has not (C.04.6 1.2, 1.7).
   *
   * @param boards boards per match
   * @param preferences Type A, Type B or no colour preferences
   * @param primary match points or game points as the primary score
   * @param forbiddenPairs whether teams 1 and 2 may not meet (a 260 record)
   */
  public record Competition(
      int boards, PreferenceType preferences, PrimaryScore primary, boolean forbiddenPairs) {
    public Competition {
      if (boards < 1) {
        throw new IllegalArgumentException("boards must be at least 1, was " + boards);
      }
      java.util.Objects.requireNonNull(preferences, "preferences");
      java.util.Objects.requireNonNull(primary, "primary");
    }

    /**
     * The options that name these settings: {@code --colour-preferences A --primary-score match}.
     */
    public String arguments() {
      return "--colour-preferences "
          + (preferences == PreferenceType.NONE ? "none" : preferences.name())
          + " --primary-score "
          + (primary == PrimaryScore.MATCH ? "match" : "game")
          + (forbiddenPairs ? " --forbidden-pairs" : "");
    }
  }

  /**
   * The tie-break lists a team run without one draws from (C.07 Art. 12, 13, TRF-2026 202 codes):
   * C.07's own team list first (TIE-15), then the team tie-breaks of Art. 12 and 13 in other orders
   * and on either score ({@code :MP}, {@code :GP}), with individual ones among them.
   */
  public static final List<String> TIE_BREAK_LISTS =
      List.of(
          "MPvGP,BH/C1,BH,ESB,EDE",
          "EDE,MPvGP,BH/C1,ESB",
          "MPvGP,EDET,SB,BH:MP/C1",
          "BH:GP,EGGSB,BC,TBR",
          "SSSC,EDE,MPvGP,PS",
          "EMGSB,EDEB,BBE,WIN",
          "MPvGP,EDEBT,EMMSB,AOB",
          "BC,EDEBB,EGMSB,BH/M1,DE");

  /** How far a member's rating lies from the team's strength at most. */
  static final int SPREAD = 150;

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
   * A tournament with every round paired and played, from the older rate-only options.
   *
   * @throws NoValidPairingException when a round cannot be paired (the file so far is kept nowhere;
   *     such options are rejected)
   */
  public Tournament generate(Options o) throws NoValidPairingException {
    int forfeits = basisPoints(o.forfeitRate());
    int byes = basisPoints(o.byeRate());
    GeneratorSettings s =
        new GeneratorSettings(
            o.teams(),
            Math.max(1, o.rounds()),
            Ratings.range(1500, 2500),
            0,
            RoundCounts.NONE,
            RoundCounts.rate(byes / 2),
            RoundCounts.rate(byes - byes / 2),
            RoundCounts.rate(forfeits - forfeits / 3),
            RoundCounts.rate(forfeits / 3),
            RoundCounts.NONE,
            RoundCounts.rate(basisPoints(o.withdrawalRate())),
            RoundCounts.fixed(o.rounds() >= 2 ? o.lateEntries() : 0),
            o.baku(),
            "W=2,D=1,L=0",
            30,
            Colour.NONE,
            "");
    return build(
        s,
        new Competition(o.boards(), o.preferences(), o.primary(), o.forbiddenPairs()),
        o.seed(),
        o.rounds());
  }

  /**
   * A tournament with every round paired and played, from complete settings and a seed; the
   * header's {@code ###} comment holds the options that repeat the run. The settings' scoring gives
   * the match points (W, D, L: the 362 record); games score 1, 1/2, 0.
   *
   * @throws NoValidPairingException when a round cannot be paired
   * @throws IllegalArgumentException when a setting does not fit a team tournament
   */
  public Tournament generate(GeneratorSettings s, Competition c, long seed)
      throws NoValidPairingException {
    return build(s, c, seed, s.rounds());
  }

  /**
   * The options that repeat a run, after {@code swisspair generate}: {@code --system team --seed X
   * --colour-preferences A ...}.
   */
  public static String arguments(GeneratorSettings s, Competition c, long seed) {
    return "--system team --seed " + seed + " " + c.arguments() + " " + s.arguments();
  }

  /**
   * Checks that {@code s} fits a team tournament: the scoring names match points only (W, D, L),
   * Baku only with match points as primary score.
   *
   * @throws IllegalArgumentException naming the setting
   */
  public static void check(GeneratorSettings s, Competition c) {
    ScoringSystem m = s.scoring();
    if (m.pab() != m.win()
        || m.halfBye() != m.drawWhite()
        || m.fullBye() != m.win()
        || m.zeroBye() != m.loss()
        || m.forfeitWin() != m.win()
        || m.forfeitLoss() != m.loss()) {
      throw new IllegalArgumentException(
          "scoring "
              + s.scoringText()
              + ": for a team tournament W, D and L are the match points (362); a bye or forfeited"
              + " match scores as a won, drawn or lost match, so U, H, F, Z, FW and FL are not taken");
    }
    if (s.baku() && c.primary() == PrimaryScore.GAME) {
      throw new IllegalArgumentException(
          "Baku acceleration needs match points as the primary score (C.04.7 1.4.4)");
    }
  }

  private static int basisPoints(double share) {
    return (int) Math.round(share * 10_000);
  }

  private Tournament build(GeneratorSettings s, Competition c, long seed, int playedRounds)
      throws NoValidPairingException {
    check(s, c);
    SplittableRandom master = new SplittableRandom(seed);
    SplittableRandom setup = new SplittableRandom(master.nextLong());
    long[] roundSeeds = new long[playedRounds + 1];
    for (int r = 1; r <= playedRounds; r++) {
      roundSeeds[r] = master.nextLong();
    }
    int boards = c.boards();
    int size = boards + reserves;
    int n = s.players();
    int[] rating = new int[n * size + 1];
    List<Team> teams = teams(s, size, setup, rating);
    Colour initial =
        s.initialColour() != Colour.NONE
            ? s.initialColour()
            : setup.nextBoolean() ? Colour.WHITE : Colour.BLACK;
    int[] joinRound = TournamentGenerator.joinRounds(s, setup);
    ScoringSystem matchPoints = s.scoring();
    List<String> records = new ArrayList<>();
    Map<String, String> header = new LinkedHashMap<>();
    header.put("012", "Generated team tournament " + seed);
    header.put("###", "swisspair generate " + arguments(s, c, seed));
    if (!s.tiebreaks().isEmpty()) {
      header.put("202", s.tiebreaks());
    }
    header.putAll(header(boards, matchPoints));
    if (s.baku()) {
      // The Baku virtual points also as 250 records (C.04.7 1.4; TEAM-16), which the reader
      // prefers to the _BAKU code: the same values, so the 250 reader is exercised.
      Map<Integer, List<Integer>> vp =
          TeamTournament.bakuPoints(n, playedRounds, matchPoints.win());
      int last = vp.keySet().stream().mapToInt(Integer::intValue).max().orElse(0);
      List<Integer> values = vp.getOrDefault(1, List.of());
      for (int r = 1; r <= values.size() && last > 0; r++) {
        records.add(
            String.format(
                "250 %4s %4s %3d %3d %4d %4d",
                org.swisspair.model.Points.format(values.get(r - 1)), "", r, r, 1, last));
      }
    }
    if (c.forbiddenPairs() && n >= 4) {
      records.add(String.format("260 %3d %3d %4d %4d", 1, playedRounds, 1, 2));
    }
    List<List<RoundEntry>> entries = new ArrayList<>();
    for (int id = 0; id <= n * size; id++) {
      entries.add(new ArrayList<>());
    }
    int[] pab = new int[playedRounds + 1];
    String code = systemCode(c.preferences(), c.primary(), s.baku());
    String pabPoints =
        String.format(
            "%4s %4s",
            org.swisspair.model.Points.format(matchPoints.drawWhite()),
            org.swisspair.model.Points.format(boards * 5));
    boolean[] withdrawn = new boolean[n + 1];
    for (int r = 1; r <= playedRounds; r++) {
      Map<Integer, ResultCode> byes = presetRound(s, r, roundSeeds[r], withdrawn, joinRound);
      for (Map.Entry<Integer, ResultCode> e : byes.entrySet()) {
        records.add(String.format("240 %s %3d %4d", e.getValue().code(), r, e.getKey()));
      }
      Tournament sofar =
          tournament(
              header,
              teams,
              entries,
              rating,
              records,
              pab,
              r - 1,
              playedRounds,
              code,
              initial,
              pabPoints);
      TeamTournament tt = system.teams(sofar);
      RoundPairing pairing = system.pair(new TeamRoundState(tt, r), false);
      List<Pair> matches = new ArrayList<>();
      for (Pair p : pairing.boards()) {
        if (p.isBye()) {
          pab[r] = p.white();
          byes.put(p.white(), ResultCode.PAIRING_BYE);
        } else {
          matches.add(p);
        }
      }
      TournamentGenerator.Game[] kinds = matchKinds(s, r, roundSeeds[r], matches.size());
      Set<Integer> unusual = unusualBoards(s, r, roundSeeds[r], kinds, boards);
      SplittableRandom play = TournamentGenerator.stream(roundSeeds[r], Purpose.PLAY);
      for (int i = 0; i < matches.size(); i++) {
        boolean[] odd = new boolean[boards];
        for (int b = 0; b < boards; b++) {
          odd[b] = unusual.contains(i * boards + b);
        }
        play(matches.get(i), kinds[i], odd, r, s, c, play, teams, rating, entries, records);
      }
      // The bye (PAB, 240 F, H or Z) also on the boards, as other team programs write it (0000 -
      // U, F, H, Z): a reader that takes byes from the boards alone sees them too.
      byes.forEach(
          (k, result) -> {
            for (int m : teams.get(k - 1).members().subList(0, boards)) {
              entries.get(m).add(new RoundEntry(0, Colour.NONE, result));
            }
          });
      for (int id = 1; id <= n * size; id++) {
        while (entries.get(id).size() < r) {
          entries.get(id).add(RoundEntry.EMPTY);
        }
      }
    }
    Tournament played =
        tournament(
            header,
            teams,
            entries,
            rating,
            records,
            pab,
            playedRounds,
            playedRounds,
            code,
            initial,
            pabPoints);
    return withStandings(played, system.teams(played), s.tiebreaks());
  }

  /**
   * {@code t} with each team's final match points, game points and rank in its {@code 310} record:
   * ranked by the primary score, then the tie-breaks of {@code tiebreaks} (C.07 Art. 12, 13; none:
   * by the primary score alone), teams still tied numbered in TPN order as the individual generator
   * numbers them, under the C.07 text {@code check} applies to the file.
   */
  static Tournament withStandings(Tournament t, TeamTournament teams, String tiebreaks) {
    TieBreakStandings standings =
        TieBreakStandings.computeTeams(
            teams,
            t,
            Math.max(teams.roundsInFile(), 0),
            TieBreakList.parse(tiebreaks),
            TieBreakOptions.forTournament(t));
    Map<Integer, Integer> position = new LinkedHashMap<>();
    for (TieBreakStandings.Row row : standings.rows()) {
      position.put(row.id(), position.size() + 1);
    }
    List<Team> ranked = new ArrayList<>();
    for (Team team : t.teams()) {
      int k = team.number();
      ranked.add(
          team.withStandings(
              tenths(standings.matchPoints(k)), tenths(standings.gamePoints(k)), position.get(k)));
    }
    return t.withTeams(ranked);
  }

  private static int tenths(TieBreakValue v) {
    if (v.decimals() != 1) {
      throw new IllegalStateException("team points not in tenths: " + v);
    }
    return Math.toIntExact(v.scaled());
  }

  /**
   * The teams by TPN, their members' ratings filled into {@code rating}: each team's strength drawn
   * from the settings' ratings (a list gives one rating per team), its members' ratings drawn
   * within {@link #SPREAD} of it and within the range, strongest on board 1; TPNs by the members'
   * total rating (Team 1.1.2).
   */
  private static List<Team> teams(
      GeneratorSettings s, int size, SplittableRandom setup, int[] rating) {
    int n = s.players();
    Ratings source = s.ratings();
    int[] base = source.draw(setup, n, 0);
    int lo = source.isList() ? Ratings.LOWEST : source.max() > 0 ? source.min() : 1000;
    int hi = source.isList() ? Ratings.HIGHEST : source.max() > 0 ? source.max() : 2850;
    List<int[]> drawn = new ArrayList<>();
    for (int k = 1; k <= n; k++) {
      int[] rs = new int[size];
      for (int i = 0; i < size; i++) {
        // Within SPREAD of the team's strength and within the range, uniformly.
        int from = Math.max(lo, Math.min(hi, base[k] - SPREAD));
        int to = Math.max(lo, Math.min(hi, base[k] + SPREAD));
        int value = from + setup.nextInt(to - from + 1);
        int u = setup.nextInt(10_000);
        boolean unrated = base[k] == 0 || !source.isList() && u < s.unratedBasisPoints();
        rs[i] = unrated ? 0 : value;
      }
      // Boards by strength, the unrated last.
      Integer[] sorted = java.util.Arrays.stream(rs).boxed().toArray(Integer[]::new);
      java.util.Arrays.sort(sorted, (a, b) -> Integer.compare(b, a));
      drawn.add(java.util.Arrays.stream(sorted).mapToInt(Integer::intValue).toArray());
    }
    // Team TPNs by the total rating (the competition's rule, Team 1.1.2); a stable sort.
    drawn.sort((a, b) -> Integer.compare(sum(b), sum(a)));
    List<Team> teams = new ArrayList<>();
    for (int k = 1; k <= n; k++) {
      List<Integer> members = new ArrayList<>();
      for (int i = 0; i < size; i++) {
        int id = (k - 1) * size + i + 1;
        members.add(id);
        rating[id] = drawn.get(k - 1)[i];
      }
      teams.add(new Team(k, "Team " + k, "T" + k, "", members, true));
    }
    return teams;
  }

  /**
   * The teams not paired in round {@code r} and why: withdrawn for good or not yet joined (240 Z,
   * C.04.2 3.2, 2.4), then full-point, half-point and zero-point byes (240 F, H, Z), leaving at
   * least two teams to pair.
   */
  private static Map<Integer, ResultCode> presetRound(
      GeneratorSettings s, int r, long roundSeed, boolean[] withdrawn, int[] joinRound) {
    int n = s.players();
    if (r >= 2) {
      List<Integer> staying = new ArrayList<>();
      for (int k = 1; k <= n; k++) {
        if (!withdrawn[k] && joinRound[k] < r) {
          staying.add(k);
        }
      }
      List<Integer> leaving =
          s.withdrawals()
              .pick(r, staying, TournamentGenerator.stream(roundSeed, Purpose.WITHDRAWALS));
      // Some teams stay to be paired.
      int room = Math.max(0, staying.size() - 4);
      for (int k : leaving.subList(0, Math.min(room, leaving.size()))) {
        withdrawn[k] = true;
      }
    }
    Map<Integer, ResultCode> byes = new TreeMap<>();
    List<Integer> present = new ArrayList<>();
    for (int k = 1; k <= n; k++) {
      if (withdrawn[k] || joinRound[k] > r) {
        byes.put(k, ResultCode.ZERO_BYE);
      } else {
        present.add(k);
      }
    }
    int[] room = {Math.max(0, present.size() - 2)};
    preset(s.fullByes(), r, roundSeed, Purpose.FULL_BYES, ResultCode.FULL_BYE, present, room, byes);
    preset(s.halfByes(), r, roundSeed, Purpose.HALF_BYES, ResultCode.HALF_BYE, present, room, byes);
    preset(s.zeroByes(), r, roundSeed, Purpose.ZERO_BYES, ResultCode.ZERO_BYE, present, room, byes);
    return byes;
  }

  private static void preset(
      RoundCounts counts,
      int r,
      long roundSeed,
      Purpose purpose,
      ResultCode code,
      List<Integer> present,
      int[] room,
      Map<Integer, ResultCode> byes) {
    List<Integer> picked = counts.pick(r, present, TournamentGenerator.stream(roundSeed, purpose));
    picked = picked.subList(0, Math.min(room[0], picked.size()));
    for (int k : picked) {
      byes.put(k, code);
    }
    room[0] -= picked.size();
    present.removeAll(picked);
  }

  /** Which matches of a round are forfeited by one team, by both, or played. */
  private static TournamentGenerator.Game[] matchKinds(
      GeneratorSettings s, int r, long roundSeed, int matches) {
    TournamentGenerator.Game[] kinds = new TournamentGenerator.Game[matches];
    java.util.Arrays.fill(kinds, TournamentGenerator.Game.PLAYED);
    List<Integer> open = new ArrayList<>();
    for (int i = 0; i < matches; i++) {
      open.add(i);
    }
    List<Integer> one =
        s.forfeits().pick(r, open, TournamentGenerator.stream(roundSeed, Purpose.FORFEITS));
    one.forEach(i -> kinds[i] = TournamentGenerator.Game.FORFEIT);
    open.removeAll(one);
    List<Integer> both =
        s.doubleForfeits()
            .pick(r, open, TournamentGenerator.stream(roundSeed, Purpose.DOUBLE_FORFEITS));
    both.forEach(i -> kinds[i] = TournamentGenerator.Game.DOUBLE_FORFEIT);
    return kinds;
  }

  /** The boards ({@code match * boards + board}) of played matches that end 1/2-0, 0-1/2 or 0-0. */
  private static Set<Integer> unusualBoards(
      GeneratorSettings s, int r, long roundSeed, TournamentGenerator.Game[] kinds, int boards) {
    List<Integer> open = new ArrayList<>();
    for (int i = 0; i < kinds.length; i++) {
      if (kinds[i] == TournamentGenerator.Game.PLAYED) {
        for (int b = 0; b < boards; b++) {
          open.add(i * boards + b);
        }
      }
    }
    return new HashSet<>(
        s.unusual().pick(r, open, TournamentGenerator.stream(roundSeed, Purpose.UNUSUAL)));
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

  /** As {@link #header(int)}, the match points (362) those of {@code matchPoints}' W, D and L. */
  static Map<String, String> header(int boards, ScoringSystem matchPoints) {
    Map<String, String> header = new LinkedHashMap<>();
    header.put("352", pattern(boards));
    header.put(
        "362",
        String.format(
            "TW %-5s TD %-5s TL %s",
            compact(matchPoints.win()),
            compact(matchPoints.drawWhite()),
            compact(matchPoints.loss())));
    return header;
  }

  /** Tenths as TRF writes match points: {@code 2}, {@code 0.5}. */
  private static String compact(int tenths) {
    return tenths % 10 == 0
        ? Integer.toString(tenths / 10)
        : org.swisspair.model.Points.format(tenths);
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

  /**
   * Plays one match: forfeited by one team (330 +- or -+) or by both (330 --), or its boards played
   * with the line-ups (300) and results from the FIDE rating table's expected scores, the boards
   * marked {@code odd} ending 1/2-0, 0-1/2 or 0-0; the match result follows from the game points.
   */
  private static void play(
      Pair p,
      TournamentGenerator.Game kind,
      boolean[] odd,
      int r,
      GeneratorSettings s,
      Competition c,
      SplittableRandom rnd,
      List<Team> teams,
      int[] rating,
      List<List<RoundEntry>> entries,
      List<String> records) {
    List<Integer> white = teams.get(p.white() - 1).members();
    List<Integer> black = teams.get(p.black() - 1).members();
    int boards = c.boards();
    if (kind != TournamentGenerator.Game.PLAYED) {
      boolean whiteWins = rnd.nextBoolean();
      String result =
          kind == TournamentGenerator.Game.DOUBLE_FORFEIT ? "--" : whiteWins ? "+-" : "-+";
      // The 330 record decides the match; the boards hold no game.
      records.add(String.format("330 %s %3d %3d %3d", result, r, p.white(), p.black()));
      for (int m : white) {
        entries.get(m).add(new RoundEntry(0, Colour.NONE, ResultCode.FORFEIT_LOSS));
      }
      for (int m : black) {
        entries.get(m).add(new RoundEntry(0, Colour.NONE, ResultCode.FORFEIT_LOSS));
      }
      return;
    }
    List<Integer> wOn = lineUp(white, boards, rnd);
    List<Integer> bOn = lineUp(black, boards, rnd);
    if (white.size() > boards) {
      // The line-ups as a TRF-2026 file states them (300): the reader takes the colour from them.
      records.add(lineUpRecord(r, p.white(), p.black(), wOn));
      records.add(lineUpRecord(r, p.black(), p.white(), bOn));
    }
    for (int b = 0; b < boards; b++) {
      int x = wOn.get(b);
      int y = bOn.get(b);
      // The first-listed team has White on the odd boards (352 WBWB...).
      boolean xWhite = b % 2 == 0;
      int whiteId = xWhite ? x : y;
      int blackId = xWhite ? y : x;
      ResultCode[] res =
          TournamentGenerator.result(
              odd[b] ? TournamentGenerator.Game.UNUSUAL : TournamentGenerator.Game.PLAYED,
              s.drawPercent(),
              rnd,
              rating[whiteId],
              rating[blackId]);
      entries.get(whiteId).add(new RoundEntry(blackId, Colour.WHITE, res[0]));
      entries.get(blackId).add(new RoundEntry(whiteId, Colour.BLACK, res[1]));
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
    return tournament(
        header,
        teams,
        entries,
        ratings,
        records,
        pab,
        rounds,
        totalRounds,
        code,
        initial,
        "   1  2.0");
  }

  private static Tournament tournament(
      Map<String, String> header,
      List<Team> teams,
      List<List<RoundEntry>> entries,
      int[] ratings,
      List<String> records,
      int[] pab,
      int rounds,
      int totalRounds,
      String code,
      Colour initial,
      String pabPoints) {
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
    StringBuilder line = new StringBuilder("320 " + pabPoints);
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
