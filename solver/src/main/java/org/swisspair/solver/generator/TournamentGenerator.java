package org.swisspair.solver.generator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.match.MatchRounds;
import org.swisspair.model.trf.AbnormalPoints;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.BakuAcceleration;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * Builds a random tournament round by round around a pairing system: initial order by rating
 * (C.04.2 2.2), pre-set byes and absences (C.04.2 3.3), withdrawals (3.2), late entries (2.4), Baku
 * virtual points (C.04.7) and results simulated from the Elo expectancy. The same options always
 * give an equal {@link Tournament}.
 */
public final class TournamentGenerator {
  /** Rating assumed for unrated players when simulating results. */
  static final int UNRATED_STRENGTH = 1400;

  private final PairingSystem system;

  /** A generator that pairs every round with {@code system}. */
  public TournamentGenerator(PairingSystem system) {
    this.system = Objects.requireNonNull(system, "system");
  }

  /** Generates a whole tournament; fails when the system cannot pair a round. */
  public Tournament generate(GeneratorOptions o) throws NoValidPairingException {
    return generate(GeneratorSettings.from(o), o.seed());
  }

  /**
   * Generates a whole tournament from complete settings and a seed; fails when the system cannot
   * pair a round. The header's {@code ###} comment holds the options that repeat the run.
   */
  public Tournament generate(GeneratorSettings o, long seed) throws NoValidPairingException {
    SplittableRandom master = new SplittableRandom(seed);
    SplittableRandom setup = new SplittableRandom(master.nextLong());
    long[] roundSeeds = new long[o.rounds() + 1];
    for (int r = 1; r <= o.rounds(); r++) {
      roundSeeds[r] = master.nextLong();
    }
    int n = o.players();
    int[] ratings = o.ratings().draw(setup, n, o.unratedBasisPoints());
    Colour initial =
        o.initialColour() != Colour.NONE
            ? o.initialColour()
            : setup.nextBoolean() ? Colour.WHITE : Colour.BLACK;
    int[] joinRound = joinRounds(o, setup);
    String code = systemCode(system.name(), o.baku());
    // A Double-Swiss round is a two-game match: scores in match units, a result per game.
    boolean matches = MatchRounds.isDoubleSwiss(code);
    ScoringSystem scoring = matches ? MatchRounds.matchScoring(o.scoring()) : o.scoring();
    Map<Integer, List<Integer>> acceleration =
        o.baku() ? BakuAcceleration.virtualPoints(n, o.rounds(), scoring) : Map.of();
    Map<String, String> header = new LinkedHashMap<>();
    header.put("012", "Generated tournament, seed " + seed);
    header.put(
        "###",
        "swisspair generate --system " + system.name() + " --seed " + seed + " " + o.arguments());
    if (!o.tiebreaks().isEmpty()) {
      header.put("202", o.tiebreaks());
    }
    Tournament base =
        new Tournament(
            header,
            players(ratings, List.of()),
            o.rounds(),
            initial,
            scoring,
            code,
            acceleration,
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            false);
    List<List<RoundEntry>> history = new ArrayList<>();
    history.add(List.of());
    for (int id = 1; id <= n; id++) {
      history.add(new ArrayList<>());
    }
    boolean[] withdrawn = new boolean[n + 1];
    for (int r = 1; r <= o.rounds(); r++) {
      presetRound(o, r, roundSeeds[r], history, withdrawn, joinRound);
      Tournament now = base.withPlayers(players(ratings, history));
      RoundState state = RoundSetup.state(now, r, false);
      if (state.playersToPair().isEmpty()) {
        continue;
      }
      RoundPairing pairing;
      try {
        pairing = system.pair(state, false);
      } catch (NoValidPairingException e) {
        throw new NoValidPairingException(
            "round " + r + " of seed " + seed + ": " + e.getMessage(), e.players());
      }
      List<Pair> games = new ArrayList<>();
      for (Pair p : pairing.boards()) {
        if (p.isBye()) {
          history.get(p.white()).add(RoundEntry.pab());
        } else {
          games.add(p);
        }
      }
      Game[] kinds = gameKinds(o, r, roundSeeds[r], games.size());
      SplittableRandom play = stream(roundSeeds[r], Purpose.PLAY);
      for (int g = 0; g < games.size(); g++) {
        if (matches) {
          playMatch(kinds[g], o.drawPercent(), play, ratings, games.get(g), history);
        } else {
          playGame(kinds[g], o.drawPercent(), play, ratings, games.get(g), history);
        }
      }
      for (int id = 1; id <= n; id++) {
        // Keeps every history aligned on rounds even if the system left someone out.
        if (history.get(id).size() < r) {
          history.get(id).add(RoundEntry.EMPTY);
        }
      }
    }
    return withStandings(base.withPlayers(players(ratings, history)), scoring, o.tiebreaks());
  }

  /** What happens to a paired game. */
  public enum Game {
    PLAYED,
    FORFEIT,
    DOUBLE_FORFEIT,
    UNUSUAL
  }

  /** The random streams of a round, one per purpose, so that one setting does not shift another. */
  public enum Purpose {
    WITHDRAWALS,
    FULL_BYES,
    HALF_BYES,
    ZERO_BYES,
    FORFEITS,
    DOUBLE_FORFEITS,
    UNUSUAL,
    PLAY
  }

  /** The stream of {@code purpose} in the round whose seed is {@code roundSeed}. */
  public static SplittableRandom stream(long roundSeed, Purpose purpose) {
    return new SplittableRandom(roundSeed ^ (0x9E3779B97F4A7C15L * (purpose.ordinal() + 1)));
  }

  /** The round each player joins: 1, or a later round for the late entries (C.04.2 2.4). */
  public static int[] joinRounds(GeneratorSettings o, SplittableRandom setup) {
    int n = o.players();
    int[] joinRound = new int[n + 1];
    Arrays.fill(joinRound, 1);
    int[] order = shuffled(setup, n);
    RoundCounts late = o.lateEntries();
    if (late.perRound().isEmpty()) {
      // Chosen by lot, each joining in round 2 or 3.
      for (int k = 0; k < late.count(); k++) {
        joinRound[order[k]] = o.rounds() >= 3 && setup.nextBoolean() ? 3 : 2;
      }
    } else {
      int k = 0;
      for (Map.Entry<Integer, RoundCounts> e : late.perRound().entrySet()) {
        for (int i = 0; i < e.getValue().count(); i++) {
          joinRound[order[k++]] = e.getKey();
        }
      }
    }
    return joinRound;
  }

  /** Which games of a round are forfeited, double forfeited, or end in an unusual result. */
  private static Game[] gameKinds(GeneratorSettings o, int r, long roundSeed, int games) {
    Game[] kinds = new Game[games];
    Arrays.fill(kinds, Game.PLAYED);
    List<Integer> open = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      open.add(g);
    }
    mark(
        kinds, open, o.forfeits().pick(r, open, stream(roundSeed, Purpose.FORFEITS)), Game.FORFEIT);
    mark(
        kinds,
        open,
        o.doubleForfeits().pick(r, open, stream(roundSeed, Purpose.DOUBLE_FORFEITS)),
        Game.DOUBLE_FORFEIT);
    mark(kinds, open, o.unusual().pick(r, open, stream(roundSeed, Purpose.UNUSUAL)), Game.UNUSUAL);
    return kinds;
  }

  private static void mark(Game[] kinds, List<Integer> open, List<Integer> picked, Game kind) {
    for (int g : picked) {
      kinds[g] = kind;
    }
    open.removeAll(picked);
  }

  /** The TRF-2026 tournament-type code of a generated tournament. */
  static String systemCode(String system, boolean baku) {
    // Dutch keeps the code of the 2025-approved text that the reference fixtures carry.
    String code =
        "dutch".equals(system)
            ? "FIDE_DUTCH_2025"
            : PairingSystems.ALL.contains(system) ? PairingSystems.entry(system).trfCode() : "";
    return code.isEmpty() || !baku ? code : code + "_BAKU";
  }

  /** Ratings roughly normal around 1800 (sd 300) in 1000..2850, some unrated, strongest first. */
  static int[] ratings(SplittableRandom rnd, int n, double unratedShare) {
    Integer[] r = new Integer[n];
    for (int i = 0; i < n; i++) {
      // Box-Muller, written out so that every JDK draws the same numbers.
      double g =
          Math.sqrt(-2 * Math.log(1 - rnd.nextDouble())) * Math.cos(2 * Math.PI * rnd.nextDouble());
      int rating = (int) Math.max(1000, Math.min(2850, Math.round(1800 + 300 * g)));
      r[i] = rnd.nextDouble() < unratedShare ? 0 : rating;
    }
    // C.04.2 2.2: strength first; names follow TPN, so the alphabetical tie-break holds too.
    Arrays.sort(r, (a, b) -> Integer.compare(b, a));
    int[] out = new int[n + 1];
    for (int i = 0; i < n; i++) {
      out[i + 1] = r[i];
    }
    return out;
  }

  private static int[] shuffled(SplittableRandom rnd, int n) {
    int[] a = new int[n];
    for (int i = 0; i < n; i++) {
      a[i] = i + 1;
    }
    for (int i = n - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
    return a;
  }

  static List<Player> players(int[] ratings, List<List<RoundEntry>> history) {
    List<Player> out = new ArrayList<>();
    for (int id = 1; id < ratings.length; id++) {
      String name = String.format("Test%04d Player%04d", id, id);
      List<RoundEntry> rounds = history.isEmpty() ? List.of() : history.get(id);
      out.add(new Player(id, "", "", name, ratings[id], "", "", "", null, 0, rounds));
    }
    return out;
  }

  /** Entries known before round {@code r} is paired: late entries, withdrawals and byes. */
  private static void presetRound(
      GeneratorSettings o,
      int r,
      long roundSeed,
      List<List<RoundEntry>> history,
      boolean[] withdrawn,
      int[] joinRound) {
    int n = o.players();
    if (r >= 2) {
      List<Integer> staying = new ArrayList<>();
      for (int id = 1; id <= n; id++) {
        if (!withdrawn[id] && joinRound[id] < r) {
          staying.add(id);
        }
      }
      List<Integer> leaving =
          o.withdrawals().pick(r, staying, stream(roundSeed, Purpose.WITHDRAWALS));
      // Some players stay to be paired.
      int room = Math.max(0, staying.size() - 4);
      for (int id : leaving.subList(0, Math.min(room, leaving.size()))) {
        withdrawn[id] = true;
      }
    }
    List<Integer> present = new ArrayList<>();
    for (int id = 1; id <= n; id++) {
      if (withdrawn[id] || joinRound[id] > r) {
        // C.04.2 2.4 and 3.2: not paired, no points.
        history.get(id).add(RoundEntry.bye(ResultCode.ZERO_BYE));
      } else {
        present.add(id);
      }
    }
    // Byes leave at least two players to pair.
    int[] room = {Math.max(0, present.size() - 2)};
    preset(
        o.fullByes(), r, roundSeed, Purpose.FULL_BYES, ResultCode.FULL_BYE, present, room, history);
    preset(
        o.halfByes(), r, roundSeed, Purpose.HALF_BYES, ResultCode.HALF_BYE, present, room, history);
    preset(
        o.zeroByes(), r, roundSeed, Purpose.ZERO_BYES, ResultCode.ZERO_BYE, present, room, history);
  }

  private static void preset(
      RoundCounts counts,
      int r,
      long roundSeed,
      Purpose purpose,
      ResultCode code,
      List<Integer> present,
      int[] room,
      List<List<RoundEntry>> history) {
    List<Integer> picked = counts.pick(r, present, stream(roundSeed, purpose));
    picked = picked.subList(0, Math.min(room[0], picked.size()));
    for (int id : picked) {
      history.get(id).add(RoundEntry.bye(code));
    }
    room[0] -= picked.size();
    present.removeAll(picked);
  }

  /**
   * Simulates one game: a forfeit, a double forfeit, an unusual result (1/2-0, 0-1/2 or 0-0), or a
   * game played out with the expected score of the FIDE rating table ({@link ExpectedScore}),
   * {@code drawPercent} of games between equal ratings drawn and fewer as the gap grows.
   */
  static void playGame(
      Game kind,
      int drawPercent,
      SplittableRandom rnd,
      int[] ratings,
      Pair p,
      List<List<RoundEntry>> history) {
    ResultCode[] r = result(kind, drawPercent, rnd, ratings[p.white()], ratings[p.black()]);
    history.get(p.white()).add(new RoundEntry(p.black(), Colour.WHITE, r[0]));
    history.get(p.black()).add(new RoundEntry(p.white(), Colour.BLACK, r[1]));
  }

  /** White's and Black's result of one game; always draws the same count of numbers. */
  public static ResultCode[] result(
      Game kind, int drawPercent, SplittableRandom rnd, int whiteRating, int blackRating) {
    int side = rnd.nextInt(3);
    int x = rnd.nextInt(10_000);
    return switch (kind) {
      case FORFEIT ->
          side % 2 == 0
              ? new ResultCode[] {ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS}
              : new ResultCode[] {ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN};
      case DOUBLE_FORFEIT -> new ResultCode[] {ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS};
      // Each player writes his own points: = and 0 for 1/2-0, 0 and 0 for 0-0.
      case UNUSUAL ->
          switch (side) {
            case 0 -> new ResultCode[] {ResultCode.DRAW, ResultCode.LOSS};
            case 1 -> new ResultCode[] {ResultCode.LOSS, ResultCode.DRAW};
            default -> new ResultCode[] {ResultCode.LOSS, ResultCode.LOSS};
          };
      case PLAYED -> {
        int[] p = chances(drawPercent, strength(whiteRating), strength(blackRating));
        yield x < p[0]
            ? new ResultCode[] {ResultCode.WIN, ResultCode.LOSS}
            : x < p[0] + p[1]
                ? new ResultCode[] {ResultCode.DRAW, ResultCode.DRAW}
                : new ResultCode[] {ResultCode.LOSS, ResultCode.WIN};
      }
    };
  }

  /**
   * White's win and draw chances in basis points: the draw share at most twice the smaller side's
   * expected score, the win chance the expected score less half the draws, so that White's expected
   * score is exactly the table's.
   */
  static int[] chances(int drawPercent, int whiteRating, int blackRating) {
    int e = 100 * ExpectedScore.hundredths(whiteRating, blackRating);
    int draw = Math.min(100 * drawPercent, 2 * Math.min(e, 10_000 - e));
    return new int[] {e - draw / 2, draw};
  }

  /**
   * Simulates a Double-Swiss match: two games, each by {@link #playGame} with the colours swapped
   * for the second (Article 4.4), folded into one match round. A forfeited match forfeits both
   * games; an unusual result is the first game's.
   */
  static void playMatch(
      Game kind,
      int drawPercent,
      SplittableRandom rnd,
      int[] ratings,
      Pair p,
      List<List<RoundEntry>> history) {
    List<List<RoundEntry>> games = new ArrayList<>();
    for (int id = 0; id < ratings.length; id++) {
      games.add(id == p.white() || id == p.black() ? new ArrayList<>() : List.of());
    }
    playGame(kind, drawPercent, rnd, ratings, p, games);
    Game second = kind == Game.UNUSUAL ? Game.PLAYED : kind;
    if (kind == Game.FORFEIT) {
      // The same player forfeits both games.
      ResultCode first = games.get(p.white()).get(0).result();
      List<List<RoundEntry>> g = games;
      g.get(p.black())
          .add(
              new RoundEntry(
                  p.white(),
                  Colour.WHITE,
                  first == ResultCode.FORFEIT_WIN
                      ? ResultCode.FORFEIT_LOSS
                      : ResultCode.FORFEIT_WIN));
      g.get(p.white()).add(new RoundEntry(p.black(), Colour.BLACK, first));
      rnd.nextInt(3);
      rnd.nextInt(10_000);
    } else {
      playGame(second, drawPercent, rnd, ratings, new Pair(p.black(), p.white()), games);
    }
    List<RoundEntry> w = games.get(p.white());
    List<RoundEntry> b = games.get(p.black());
    ScoringSystem g = ScoringSystem.STANDARD;
    history.get(p.white()).add(MatchRounds.match(w.get(0), w.get(1), b.get(0), b.get(1), g));
    history.get(p.black()).add(MatchRounds.match(b.get(0), b.get(1), w.get(0), w.get(1), g));
  }

  private static int strength(int rating) {
    return rating == 0 ? UNRATED_STRENGTH : rating;
  }

  /**
   * Fills the points field (score without virtual points, with what {@code 299} records add or
   * take, TEAM-22) and the rank (score desc, TPN asc).
   */
  static Tournament withStandings(Tournament t, ScoringSystem scoring) {
    return withStandings(t, scoring, "");
  }

  /**
   * Fills the points field (score without virtual points, with what {@code 299} records add or
   * take, TEAM-22) and the final rank: score, then the tie-break list {@code tiebreaks} (C.07),
   * then TPN; score and TPN alone when the list is empty.
   */
  static Tournament withStandings(Tournament t, ScoringSystem scoring, String tiebreaks) {
    int n = t.size();
    int[] score = new int[n + 1];
    int[][] abnormal = AbnormalPoints.of(t);
    for (Player p : t.players()) {
      for (int r = 1; r <= p.rounds().size(); r++) {
        score[p.id()] += scoring.points(p.round(r)) + AbnormalPoints.delta(abnormal, p.id(), r);
      }
    }
    int[] rank = new int[n + 1];
    if (tiebreaks.isEmpty()) {
      Integer[] byRank = new Integer[n];
      for (int i = 0; i < n; i++) {
        byRank[i] = i + 1;
      }
      Arrays.sort(byRank, (a, b) -> score[a] != score[b] ? score[b] - score[a] : a - b);
      for (int i = 0; i < n; i++) {
        rank[byRank[i]] = i + 1;
      }
    } else {
      int i = 0;
      for (int id : TieBreaks.order(t, tiebreaks)) {
        rank[id] = ++i;
      }
    }
    List<Player> out = new ArrayList<>();
    for (Player p : t.players()) {
      out.add(p.withPointsAndRank(score[p.id()], rank[p.id()]));
    }
    return t.withPlayers(out);
  }
}
