package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Player;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * Differential test of the Dutch system: the matching engine ({@link DutchPairingSystem}) against
 * the literal Articles 3 and 4 ({@link DutchProceduralPairer}) on random small tournaments, round
 * by round. Each tournament is continued with the procedural pairing.
 */
class DutchDifferentialTest {

  @Test
  void matchingEngineAgreesWithTheProceduralRulesOnRandomTournaments() {
    compare(300, 1L);
  }

  @Test
  @Tag("slow")
  void matchingEngineAgreesWithTheProceduralRulesOnManyRandomTournaments() {
    compare(5000, 100_000L);
  }

  private static void compare(int tournaments, long firstSeed) {
    int[] stats = new int[3];
    for (long seed = firstSeed; seed < firstSeed + tournaments; seed++) {
      String failure = playTournament(seed, stats);
      if (failure != null) {
        fail("seed " + seed + ": " + failure);
      }
    }
    System.out.printf(
        "Dutch differential: %d tournaments, %d rounds compared, %d with a PAB, %d ended early"
            + " without a valid pairing%n",
        tournaments, stats[0], stats[1], stats[2]);
    // Guards against a vacuous pass: most rounds must really have been paired and compared.
    assertThat(stats[0]).isGreaterThan(3 * tournaments);
  }

  /** Plays one random tournament; returns the first disagreement, or null. */
  static String playTournament(long seed, int[] stats) {
    Random rnd = new Random(seed);
    int n = 6 + rnd.nextInt(7);
    int rounds = Math.min(3 + rnd.nextInt(5), n - 2);
    boolean forfeits = rnd.nextInt(4) == 0;
    boolean presetByes = rnd.nextInt(4) == 0;
    List<Player> players = new ArrayList<>();
    for (int id = 1; id <= n; id++) {
      players.add(new Player(id, "", "", "P" + id, 2600 - 25 * id, "", "", "", null, 0, List.of()));
    }
    Colour initial = rnd.nextBoolean() ? Colour.WHITE : Colour.BLACK;
    List<ByeRequest> byes = new ArrayList<>();
    if (presetByes) {
      for (int r = 1; r <= rounds; r++) {
        if (rnd.nextInt(3) == 0) {
          ResultCode[] kinds = {ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FULL_BYE};
          byes.add(new ByeRequest(1 + rnd.nextInt(n), r, kinds[rnd.nextInt(kinds.length)]));
        }
      }
    }
    List<ForbiddenPairs> forbidden = new ArrayList<>();
    if (rnd.nextInt(5) == 0) {
      int a = 1 + rnd.nextInt(n);
      int b = 1 + (a + rnd.nextInt(n - 1)) % n;
      forbidden.add(new ForbiddenPairs(List.of(a, b), 1, Integer.MAX_VALUE));
    }
    // Sometimes virtual points (C.04.7): the top half gets one point in the first two rounds.
    Map<Integer, List<Integer>> acceleration = new HashMap<>();
    if (rnd.nextInt(6) == 0) {
      for (int id = 1; id <= (n + 1) / 2; id++) {
        acceleration.put(id, List.of(Points.ONE, Points.ONE));
      }
    }
    Tournament t =
        new Tournament(
            Map.of(),
            players,
            rounds,
            initial,
            ScoringSystem.STANDARD,
            "",
            acceleration,
            forbidden,
            byes,
            List.of(),
            List.of(),
            false);
    PairingSystem procedural = new DutchProceduralPairer();
    PairingSystem matching = VerifyingPairingSystem.of(TestSystems.fast());
    for (int r = 1; r <= rounds; r++) {
      RoundState state = new RoundState(t, r);
      Object expected = outcome(procedural, state);
      Object actual = outcome(matching, state);
      if (!describe(expected).equals(describe(actual))) {
        return "round "
            + r
            + " differs\n  procedural: "
            + describe(expected)
            + "\n  matching:   "
            + describe(actual)
            + "\n"
            + dump(state);
      }
      if (expected instanceof String s && s.startsWith("exception")) {
        return "round " + r + ": the procedural pairer failed: " + s + "\n" + dump(state);
      }
      if (!(expected instanceof RoundPairing pairing)) {
        stats[2]++;
        return null;
      }
      stats[0]++;
      stats[1] += pairing.pab() != 0 ? 1 : 0;
      t = t.withPlayers(play(t, r, pairing, byes, forfeits, rnd));
    }
    return null;
  }

  private static Object outcome(PairingSystem system, RoundState state) {
    try {
      return system.pair(state, false);
    } catch (NoValidPairingException e) {
      return "no valid pairing";
    } catch (RuntimeException e) {
      StringBuilder where = new StringBuilder("exception " + e);
      StackTraceElement[] trace = e.getStackTrace();
      for (int i = 0; i < Math.min(4, trace.length); i++) {
        where.append("\n      at ").append(trace[i]);
      }
      return where.toString();
    }
  }

  /** The set of (white, black) pairs and the PAB, independent of board order. */
  private static String describe(Object outcome) {
    if (!(outcome instanceof RoundPairing p)) {
      return outcome.toString();
    }
    Set<String> games = new TreeSet<>();
    for (Pair g : p.games()) {
      games.add(String.format("%2d-%-2d", g.white(), g.black()));
    }
    return games + " PAB " + (p.pab() == 0 ? "none" : p.pab());
  }

  /** Appends round {@code r}: random results for the games, byes for the others. */
  private static List<Player> play(
      Tournament t,
      int r,
      RoundPairing pairing,
      List<ByeRequest> byes,
      boolean forfeits,
      Random rnd) {
    Map<Integer, RoundEntry> entries = new HashMap<>();
    for (Pair g : pairing.games()) {
      int roll = rnd.nextInt(100);
      ResultCode w;
      ResultCode b;
      if (forfeits && roll < 8) {
        boolean whiteWins = roll < 4;
        w = whiteWins ? ResultCode.FORFEIT_WIN : ResultCode.FORFEIT_LOSS;
        b = whiteWins ? ResultCode.FORFEIT_LOSS : ResultCode.FORFEIT_WIN;
      } else if (roll < 45) {
        w = ResultCode.WIN;
        b = ResultCode.LOSS;
      } else if (roll < 70) {
        w = ResultCode.DRAW;
        b = ResultCode.DRAW;
      } else {
        w = ResultCode.LOSS;
        b = ResultCode.WIN;
      }
      entries.put(g.white(), new RoundEntry(g.black(), Colour.WHITE, w));
      entries.put(g.black(), new RoundEntry(g.white(), Colour.BLACK, b));
    }
    if (pairing.pab() != 0) {
      entries.put(pairing.pab(), RoundEntry.pab());
    }
    for (ByeRequest b : byes) {
      if (b.round() == r) {
        entries.putIfAbsent(b.player(), RoundEntry.bye(b.kind()));
      }
    }
    List<Player> out = new ArrayList<>();
    for (Player p : t.players()) {
      List<RoundEntry> rs = new ArrayList<>(p.rounds());
      rs.add(entries.getOrDefault(p.id(), RoundEntry.bye(ResultCode.ZERO_BYE)));
      out.add(p.withRounds(rs));
    }
    return out;
  }

  /** A TRF-like dump of the state: one line per player with pairing score, flags and history. */
  static String dump(RoundState state) {
    StringBuilder sb = new StringBuilder();
    Tournament t = state.tournament();
    sb.append("  round ")
        .append(state.round())
        .append(" of ")
        .append(t.totalRounds())
        .append(", initial colour ")
        .append(state.initialColour())
        .append(", not paired ")
        .append(state.playersNotPaired())
        .append(", forbidden ")
        .append(t.forbidden())
        .append(", acceleration ")
        .append(t.acceleration())
        .append('\n');
    for (Player p : t.players()) {
      PlayerState s = state.player(p.id());
      sb.append(
          String.format("  001 %3d %4d %4s ", p.id(), p.rating(), Points.format(s.pairingScore())));
      for (int r = 1; r < state.round(); r++) {
        RoundEntry e = p.round(r);
        sb.append(
            String.format(
                " %3s %c %c",
                e.opponent() == 0 ? "0000" : e.opponent(),
                e.colour().trfCode(),
                e.result().code()));
      }
      sb.append(
          String.format(
              "   | pref %s %s, diff %d, floats %s, C2 %s, top %s",
              s.preference().colour(),
              s.preference().strength(),
              s.colourDifference(),
              s.floats(),
              s.byeIneligible() ? "ineligible" : "eligible",
              s.topscorer()));
      sb.append('\n');
    }
    return sb.toString();
  }
}
