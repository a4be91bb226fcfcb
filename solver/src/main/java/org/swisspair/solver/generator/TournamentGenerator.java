package org.swisspair.solver.generator;

import java.util.ArrayList;
import java.util.Arrays;
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
    SplittableRandom master = new SplittableRandom(o.seed());
    SplittableRandom setup = new SplittableRandom(master.nextLong());
    long[] roundSeeds = new long[o.rounds() + 1];
    for (int r = 1; r <= o.rounds(); r++) {
      roundSeeds[r] = master.nextLong();
    }
    int n = o.players();
    int[] ratings = ratings(setup, n, o.unratedShare());
    Colour initial =
        o.initialColour() != Colour.NONE
            ? o.initialColour()
            : setup.nextBoolean() ? Colour.WHITE : Colour.BLACK;
    // Late entries: chosen by lot, each joining in round 2 or 3.
    int[] joinRound = new int[n + 1];
    Arrays.fill(joinRound, 1);
    int[] order = shuffled(setup, n);
    for (int k = 0; k < o.lateEntries(); k++) {
      joinRound[order[k]] = o.rounds() >= 3 && setup.nextBoolean() ? 3 : 2;
    }
    String code = systemCode(system.name(), o.baku());
    // A Double-Swiss round is a two-game match: scores in match units, a result per game.
    boolean matches = MatchRounds.isDoubleSwiss(code);
    ScoringSystem scoring = matches ? MatchRounds.matchScoring(o.scoring()) : o.scoring();
    Map<Integer, List<Integer>> acceleration =
        o.baku() ? BakuAcceleration.virtualPoints(n, o.rounds(), scoring) : Map.of();
    Tournament base =
        new Tournament(
            Map.of("012", "Generated tournament, seed " + o.seed()),
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
      SplittableRandom rnd = new SplittableRandom(roundSeeds[r]);
      presetRound(o, r, rnd, history, withdrawn, joinRound);
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
            "round " + r + " of seed " + o.seed() + ": " + e.getMessage(), e.players());
      }
      for (Pair p : pairing.boards()) {
        if (p.isBye()) {
          history.get(p.white()).add(RoundEntry.pab());
        } else if (matches) {
          playMatch(o.forfeitRate(), rnd, ratings, p, history);
        } else {
          playGame(o.forfeitRate(), rnd, ratings, p, history);
        }
      }
      for (int id = 1; id <= n; id++) {
        // Keeps every history aligned on rounds even if the system left someone out.
        if (history.get(id).size() < r) {
          history.get(id).add(RoundEntry.EMPTY);
        }
      }
    }
    return withStandings(base.withPlayers(players(ratings, history)), scoring);
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
      GeneratorOptions o,
      int r,
      SplittableRandom rnd,
      List<List<RoundEntry>> history,
      boolean[] withdrawn,
      int[] joinRound) {
    int n = o.players();
    int active = 0;
    for (int id = 1; id <= n; id++) {
      active += withdrawn[id] ? 0 : 1;
    }
    for (int id = 1; id <= n; id++) {
      // One draw per player and purpose, always, so one option does not shift the others.
      double w = rnd.nextDouble();
      double bye = rnd.nextDouble();
      if (r >= 2 && !withdrawn[id] && joinRound[id] < r && w < o.withdrawalRate() && active > 4) {
        withdrawn[id] = true;
        active--;
      }
      if (withdrawn[id] || joinRound[id] > r) {
        // C.04.2 2.4 and 3.2: not paired, no points.
        history.get(id).add(RoundEntry.bye(ResultCode.ZERO_BYE));
      } else if (bye < o.halfByeRate()) {
        history.get(id).add(RoundEntry.bye(ResultCode.HALF_BYE));
      } else if (bye < o.halfByeRate() + o.zeroByeRate()) {
        history.get(id).add(RoundEntry.bye(ResultCode.ZERO_BYE));
      }
    }
  }

  /** Simulates one game: forfeits at the forfeit rate, otherwise Elo expectancy with draws. */
  static void playGame(
      double forfeitRate,
      SplittableRandom rnd,
      int[] ratings,
      Pair p,
      List<List<RoundEntry>> history) {
    double u = rnd.nextDouble();
    double v = rnd.nextDouble();
    double x = rnd.nextDouble();
    ResultCode white;
    ResultCode black;
    if (u < forfeitRate) {
      if (v < 0.1) {
        white = ResultCode.FORFEIT_LOSS;
        black = ResultCode.FORFEIT_LOSS;
      } else {
        white = x < 0.5 ? ResultCode.FORFEIT_WIN : ResultCode.FORFEIT_LOSS;
        black = white == ResultCode.FORFEIT_WIN ? ResultCode.FORFEIT_LOSS : ResultCode.FORFEIT_WIN;
      }
    } else {
      double rw = strength(ratings[p.white()]);
      double rb = strength(ratings[p.black()]);
      double expected = 1 / (1 + Math.pow(10, (rb - rw) / 400));
      // Stronger fields draw more often.
      double draw = 0.15 + 0.25 * Math.max(0, Math.min(1, ((rw + rb) / 2 - 1200) / 1400));
      double win = Math.max(0, Math.min(1 - draw, expected - draw / 2));
      if (v < win) {
        white = ResultCode.WIN;
        black = ResultCode.LOSS;
      } else if (v < win + draw) {
        white = ResultCode.DRAW;
        black = ResultCode.DRAW;
      } else {
        white = ResultCode.LOSS;
        black = ResultCode.WIN;
      }
    }
    history.get(p.white()).add(new RoundEntry(p.black(), Colour.WHITE, white));
    history.get(p.black()).add(new RoundEntry(p.white(), Colour.BLACK, black));
  }

  /**
   * Simulates a Double-Swiss match: two games, each by {@link #playGame} with the colours swapped
   * for the second (Article 4.4), folded into one match round.
   */
  static void playMatch(
      double forfeitRate,
      SplittableRandom rnd,
      int[] ratings,
      Pair p,
      List<List<RoundEntry>> history) {
    List<List<RoundEntry>> games = new ArrayList<>();
    for (int id = 0; id < ratings.length; id++) {
      games.add(id == p.white() || id == p.black() ? new ArrayList<>() : List.of());
    }
    playGame(forfeitRate, rnd, ratings, p, games);
    playGame(forfeitRate, rnd, ratings, new Pair(p.black(), p.white()), games);
    List<RoundEntry> w = games.get(p.white());
    List<RoundEntry> b = games.get(p.black());
    ScoringSystem g = ScoringSystem.STANDARD;
    history.get(p.white()).add(MatchRounds.match(w.get(0), w.get(1), b.get(0), b.get(1), g));
    history.get(p.black()).add(MatchRounds.match(b.get(0), b.get(1), w.get(0), w.get(1), g));
  }

  private static double strength(int rating) {
    return rating == 0 ? UNRATED_STRENGTH : rating;
  }

  /**
   * Fills the points field (score without virtual points, with what {@code 299} records add or
   * take, TEAM-22) and the rank (score desc, TPN asc).
   */
  static Tournament withStandings(Tournament t, ScoringSystem scoring) {
    int n = t.size();
    int[] score = new int[n + 1];
    int[][] abnormal = AbnormalPoints.of(t);
    for (Player p : t.players()) {
      for (int r = 1; r <= p.rounds().size(); r++) {
        score[p.id()] += scoring.points(p.round(r)) + AbnormalPoints.delta(abnormal, p.id(), r);
      }
    }
    Integer[] byRank = new Integer[n];
    for (int i = 0; i < n; i++) {
      byRank[i] = i + 1;
    }
    Arrays.sort(byRank, (a, b) -> score[a] != score[b] ? score[b] - score[a] : a - b);
    int[] rank = new int[n + 1];
    for (int i = 0; i < n; i++) {
      rank[byRank[i]] = i + 1;
    }
    List<Player> out = new ArrayList<>();
    for (Player p : t.players()) {
      out.add(p.withPointsAndRank(score[p.id()], rank[p.id()]));
    }
    return t.withPlayers(out);
  }
}
