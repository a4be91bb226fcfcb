package org.swisspair.solver.research;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.match.MatchRounds;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.BakuAcceleration;

/**
 * Plays one tournament of a study under one system: pre-set byes and absences (C.04.2 3.3) before
 * each round, the pairing by the system, then no-shows (forfeits) and results from the game model,
 * every random choice read from the tournament's {@link Draws}.
 */
public final class Simulator {
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  /** The status prefix of a round in which the system failed (threw) rather than found none. */
  public static final String FAILED = "engine failure: ";

  private Simulator() {}

  /**
   * A played tournament.
   *
   * @param tournament the tournament with every round played (or up to the failing round)
   * @param pairingNanos the time (CPU time of the thread) the system took to pair each round, index
   *     0 for round 1
   * @param error why a round could not be paired, null when every round was
   */
  public record Played(Tournament tournament, long[] pairingNanos, String error) {
    /** True when every round was paired. */
    public boolean complete() {
      return error == null;
    }
  }

  /** Plays the tournament of {@code draws} under {@code system} (a fresh instance per thread). */
  public static Played play(
      Draws draws, SystemVariant variant, PairingSystem system, StudyOptions o) {
    Field f = draws.field();
    int n = f.size();
    int rounds = o.rounds();
    // A Double-Swiss round is a two-game match: the model holds it in match units (DSW-6).
    boolean matches = variant.doubleSwiss();
    ScoringSystem scoring =
        matches ? MatchRounds.matchScoring(ScoringSystem.STANDARD) : ScoringSystem.STANDARD;
    String code = matches ? MatchRounds.CODE + (variant.baku() ? "_BAKU" : "") : "";
    Map<Integer, List<Integer>> acceleration =
        variant.baku() ? BakuAcceleration.virtualPoints(n, rounds, scoring) : Map.of();
    Tournament base =
        new Tournament(
            Map.of("012", "Study tournament, seed " + draws.seed()),
            players(f, null),
            rounds,
            draws.whiteFirst() ? Colour.WHITE : Colour.BLACK,
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
      history.add(new ArrayList<>(rounds));
    }
    long[] nanos = new long[rounds];
    for (int r = 1; r <= rounds; r++) {
      for (int id = 1; id <= n; id++) {
        double a = draws.absence(r, id);
        if (a < o.halfByeRate()) {
          history.get(id).add(RoundEntry.bye(ResultCode.HALF_BYE));
        } else if (a < o.halfByeRate() + o.zeroByeRate()) {
          history.get(id).add(RoundEntry.bye(ResultCode.ZERO_BYE));
        }
      }
      Tournament now = base.withPlayers(players(f, history));
      // The state before round r as RoundSetup builds it for the next round; built directly
      // because a round in which everybody had a bye leaves no paired round behind it.
      RoundState state = new RoundState(now, r);
      if (!state.playersToPair().isEmpty()) {
        RoundPairing pairing;
        long start = clock();
        try {
          pairing = system.pair(state, false);
        } catch (NoValidPairingException e) {
          fill(history, r - 1);
          return new Played(
              base.withPlayers(players(f, history)), nanos, "round " + r + ": no valid pairing");
        } catch (RuntimeException e) {
          // An engine failure is a finding of the study: kept in the row (with the tournament
          // seed, to replay it) rather than ending a long run.
          fill(history, r - 1);
          return new Played(
              base.withPlayers(players(f, history)),
              nanos,
              "round " + r + ": " + FAILED + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        nanos[r - 1] = clock() - start;
        for (Pair p : pairing.boards()) {
          if (p.isBye()) {
            history.get(p.white()).add(RoundEntry.pab());
          } else if (matches) {
            playMatch(draws, o, r, p, f, history);
          } else {
            play(draws, o, r, p, f, history);
          }
        }
      }
      fill(history, r);
    }
    return new Played(base.withPlayers(players(f, history)), nanos, null);
  }

  /** One game: no-shows first, otherwise the game model with the higher-ranked player's draw. */
  private static void play(
      Draws d, StudyOptions o, int r, Pair p, Field f, List<List<RoundEntry>> history) {
    int w = p.white();
    int b = p.black();
    boolean wAbsent = d.noShow(r, w) < o.forfeitRate();
    boolean bAbsent = d.noShow(r, b) < o.forfeitRate();
    ResultCode white;
    ResultCode black;
    if (wAbsent || bAbsent) {
      white = wAbsent ? ResultCode.FORFEIT_LOSS : ResultCode.FORFEIT_WIN;
      black = bAbsent ? ResultCode.FORFEIT_LOSS : ResultCode.FORFEIT_WIN;
    } else {
      GameModel.Outcome out = o.model().outcome(f.strengths()[w - 1], f.strengths()[b - 1]);
      int outcome = outcome(out, w < b, d.result(r, w, b));
      white = outcome == 0 ? ResultCode.WIN : outcome == 1 ? ResultCode.DRAW : ResultCode.LOSS;
      black = outcome == 0 ? ResultCode.LOSS : outcome == 1 ? ResultCode.DRAW : ResultCode.WIN;
    }
    history.get(w).add(new RoundEntry(b, Colour.WHITE, white));
    history.get(b).add(new RoundEntry(w, Colour.BLACK, black));
  }

  /**
   * One Double-Swiss match: a no-show forfeits both games (the match ends by forfeit, Preface);
   * otherwise game 1 with the pairing's colours and game 2 with them swapped (Article 4.4), each
   * from the game model with White's advantage going to whoever has White in it, game 1 decided by
   * the higher-ranked player's {@link Draws#result} and game 2 by his {@link Draws#game} number 1,
   * and the two folded into one match round by {@link MatchRounds#match}.
   */
  static void playMatch(
      Draws d, StudyOptions o, int r, Pair p, Field f, List<List<RoundEntry>> history) {
    int w = p.white();
    int b = p.black();
    boolean wAbsent = d.noShow(r, w) < o.forfeitRate();
    boolean bAbsent = d.noShow(r, b) < o.forfeitRate();
    ResultCode[] white = new ResultCode[2];
    ResultCode[] black = new ResultCode[2];
    for (int k = 0; k < 2; k++) {
      if (wAbsent || bAbsent) {
        white[k] = wAbsent ? ResultCode.FORFEIT_LOSS : ResultCode.FORFEIT_WIN;
        black[k] = bAbsent ? ResultCode.FORFEIT_LOSS : ResultCode.FORFEIT_WIN;
        continue;
      }
      // In game 2 the pairing's Black has White.
      int gw = k == 0 ? w : b;
      int gb = k == 0 ? b : w;
      GameModel.Outcome out = o.model().outcome(f.strengths()[gw - 1], f.strengths()[gb - 1]);
      int outcome = outcome(out, gw < gb, d.game(r, gw, gb, k));
      ResultCode gWhite =
          outcome == 0 ? ResultCode.WIN : outcome == 1 ? ResultCode.DRAW : ResultCode.LOSS;
      ResultCode gBlack =
          outcome == 0 ? ResultCode.LOSS : outcome == 1 ? ResultCode.DRAW : ResultCode.WIN;
      white[k] = k == 0 ? gWhite : gBlack;
      black[k] = k == 0 ? gBlack : gWhite;
    }
    RoundEntry w1 = new RoundEntry(b, Colour.WHITE, white[0]);
    RoundEntry w2 = new RoundEntry(b, Colour.BLACK, white[1]);
    RoundEntry b1 = new RoundEntry(w, Colour.BLACK, black[0]);
    RoundEntry b2 = new RoundEntry(w, Colour.WHITE, black[1]);
    ScoringSystem g = ScoringSystem.STANDARD;
    history.get(w).add(MatchRounds.match(w1, w2, b1, b2, g));
    history.get(b).add(MatchRounds.match(b1, b2, w1, w2, g));
  }

  /**
   * The pairing clock: this thread's CPU time where the JVM measures it (so that other jobs on a
   * shared machine do not inflate it), else wall-clock time.
   */
  static long clock() {
    return CPU.isCurrentThreadCpuTimeSupported()
        ? CPU.getCurrentThreadCpuTime()
        : System.nanoTime();
  }

  /**
   * The result of a game from its probabilities and the higher-ranked player's uniform {@code u}: 0
   * White wins, 1 draw, 2 Black wins. A small {@code u} is a good day for the higher-ranked player:
   * his win is read first, then the draw, then his loss.
   */
  static int outcome(GameModel.Outcome o, boolean higherIsWhite, double u) {
    double first = higherIsWhite ? o.white() : o.black();
    if (u < first) {
      return higherIsWhite ? 0 : 2;
    }
    if (u < first + o.draw()) {
      return 1;
    }
    return higherIsWhite ? 2 : 0;
  }

  /** Keeps every history aligned on rounds: a player left out of a round was absent. */
  private static void fill(List<List<RoundEntry>> history, int r) {
    for (int id = 1; id < history.size(); id++) {
      while (history.get(id).size() < r) {
        history.get(id).add(RoundEntry.EMPTY);
      }
    }
  }

  /**
   * {@code Player 00042}: what {@code String.format("Player %05d", id)} writes for an id >= 0,
   * without parsing the format for every player of every round.
   */
  static String name(int id) {
    String digits = Integer.toString(id);
    return digits.length() >= 5
        ? "Player " + digits
        : "Player " + "00000".substring(digits.length()) + digits;
  }

  private static List<Player> players(Field f, List<List<RoundEntry>> history) {
    List<Player> out = new ArrayList<>(f.size());
    for (int id = 1; id <= f.size(); id++) {
      List<RoundEntry> rounds = history == null ? List.of() : history.get(id);
      out.add(new Player(id, "", "", name(id), f.ratings()[id - 1], "", "", "", null, 0, rounds));
    }
    return out;
  }
}
