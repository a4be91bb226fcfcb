package org.swisspair.solver.dubov;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;

/**
 * Random states before a round, not paired by any system: random opponents, colours, results, byes,
 * forfeits, unrated players, virtual points, bye requests and forbidden pairs, some of them dense
 * around a few players so that brackets need shifts. Histories are consistent (each game on both
 * players' records), so every state is one a tournament could reach by hand pairing.
 */
final class RandomStates {
  private RandomStates() {}

  /** The state before the next round of a random tournament of 4-{@code maxPlayers} players. */
  static RoundState next(SplittableRandom rnd, int maxPlayers) {
    Tournament t = tournament(rnd, maxPlayers);
    return new RoundState(t, t.roundsPaired() + 1);
  }

  static Tournament tournament(SplittableRandom rnd, int maxPlayers) {
    int n = 4 + rnd.nextInt(maxPlayers - 3);
    int played = rnd.nextInt(6);
    int total = played + 1 + rnd.nextInt(3);
    List<List<RoundEntry>> history = new ArrayList<>();
    for (int i = 0; i <= n; i++) {
      history.add(new ArrayList<>());
    }
    for (int r = 1; r <= played; r++) {
      List<Integer> order = new ArrayList<>();
      for (int i = 1; i <= n; i++) {
        order.add(i);
      }
      for (int i = n - 1; i > 0; i--) {
        Collections.swap(order, i, rnd.nextInt(i + 1));
      }
      int i = 0;
      while (i < n) {
        int p = order.get(i);
        if (i == n - 1 || rnd.nextInt(12) == 0) {
          ResultCode c =
              rnd.nextInt(3) == 0
                  ? ResultCode.PAIRING_BYE
                  : rnd.nextBoolean() ? ResultCode.HALF_BYE : ResultCode.ZERO_BYE;
          history.get(p).add(RoundEntry.bye(c));
          i++;
          continue;
        }
        int q = order.get(i + 1);
        int x = rnd.nextInt(10);
        ResultCode rp;
        ResultCode rq;
        if (x < 4) {
          rp = ResultCode.WIN;
          rq = ResultCode.LOSS;
        } else if (x < 7) {
          rp = ResultCode.DRAW;
          rq = ResultCode.DRAW;
        } else if (x < 9) {
          rp = ResultCode.LOSS;
          rq = ResultCode.WIN;
        } else {
          rp = ResultCode.FORFEIT_WIN;
          rq = ResultCode.FORFEIT_LOSS;
        }
        boolean pWhite = rnd.nextBoolean();
        history.get(p).add(new RoundEntry(q, pWhite ? Colour.WHITE : Colour.BLACK, rp));
        history.get(q).add(new RoundEntry(p, pWhite ? Colour.BLACK : Colour.WHITE, rq));
        i += 2;
      }
    }
    List<Player> players = new ArrayList<>();
    for (int id = 1; id <= n; id++) {
      int rating = rnd.nextInt(8) == 0 ? 0 : 1500 + rnd.nextInt(800);
      players.add(
          new Player(
              id,
              "",
              "",
              String.format("P%04d", id),
              rating,
              "",
              "",
              "",
              null,
              0,
              history.get(id)));
    }
    List<ForbiddenPairs> forbidden = new ArrayList<>();
    int loose = rnd.nextInt(n);
    for (int q = 0; q < loose; q++) {
      int x = 1 + rnd.nextInt(n);
      int y = 1 + rnd.nextInt(n);
      if (x != y) {
        forbidden.add(new ForbiddenPairs(List.of(x, y), 1, Integer.MAX_VALUE));
      }
    }
    if (rnd.nextInt(3) == 0) {
      // A few players who may meet hardly anybody: their subgroup must pair inside itself.
      int dense = 2 + rnd.nextInt(4);
      for (int q = 0; q < dense; q++) {
        int x = 1 + rnd.nextInt(n);
        for (int y = 1; y <= n; y++) {
          if (y != x && rnd.nextInt(10) < 7) {
            forbidden.add(new ForbiddenPairs(List.of(x, y), 1, Integer.MAX_VALUE));
          }
        }
      }
    }
    List<ByeRequest> byes = new ArrayList<>();
    if (rnd.nextInt(4) == 0) {
      byes.add(new ByeRequest(1 + rnd.nextInt(n), played + 1, ResultCode.HALF_BYE));
    }
    Map<Integer, List<Integer>> acceleration = new TreeMap<>();
    if (rnd.nextInt(5) == 0) {
      for (int id = 1; id <= n / 2; id++) {
        List<Integer> v = new ArrayList<>();
        for (int r = 0; r <= played; r++) {
          v.add(rnd.nextInt(3) == 0 ? 0 : 10);
        }
        acceleration.put(id, v);
      }
    }
    return new Tournament(
        Map.of(),
        players,
        total,
        rnd.nextBoolean() ? Colour.WHITE : Colour.BLACK,
        ScoringSystem.STANDARD,
        "",
        acceleration,
        forbidden,
        byes,
        List.of(),
        List.of(),
        false);
  }
}
