package org.swisspair.solver.swiss;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;

/**
 * The Baku Acceleration Method (C.04.7 Article 1): group A is the first {@code 2 * ceil(n / 4)}
 * players by TPN (1.2); the accelerated rounds are the first half, rounded up (1.4.1); group-A
 * players get a win's worth of virtual points in the first half (rounded up) of the accelerated
 * rounds (1.4.2) and half of it in the others (1.4.3).
 */
public final class BakuAcceleration {
  private BakuAcceleration() {}

  /** Size of group A for {@code players} participants (C.04.7 1.2). */
  public static int groupASize(int players) {
    return Math.min(players, 2 * ceilDiv(players, 4));
  }

  /** Number of accelerated rounds in a tournament of {@code rounds} rounds (C.04.7 1.4.1). */
  public static int acceleratedRounds(int rounds) {
    return ceilDiv(rounds, 2);
  }

  /**
   * Virtual points by TPN for {@link org.swisspair.model.Tournament#acceleration()}: one entry per
   * accelerated round, in tenths; group-B players are absent (no virtual points).
   */
  public static Map<Integer, List<Integer>> virtualPoints(
      int players, int rounds, ScoringSystem scoring) {
    int acc = acceleratedRounds(rounds);
    int full = ceilDiv(acc, 2);
    List<Integer> values = new ArrayList<>();
    for (int r = 1; r <= acc; r++) {
      values.add(r <= full ? scoring.win() : scoring.win() / 2);
    }
    Map<Integer, List<Integer>> out = new TreeMap<>();
    for (int id = 1; id <= groupASize(players); id++) {
      out.put(id, List.copyOf(values));
    }
    return out;
  }

  /**
   * The tournament with the Baku virtual points of round {@code round} added to those it already
   * holds (C.04.7 1.4), the transform from real score to pairing score that every system reads
   * through {@link org.swisspair.model.PlayerState#pairingScore()}.
   *
   * @throws IllegalArgumentException when the number of rounds is unknown
   */
  public static Tournament withRound(Tournament t, int round) {
    if (t.totalRounds() <= 0) {
      throw new IllegalArgumentException(
          "Baku acceleration needs the number of rounds (XXR or 142 record)");
    }
    Map<Integer, List<Integer>> baku = virtualPoints(t.size(), t.totalRounds(), t.scoring());
    Map<Integer, List<Integer>> acc = new TreeMap<>(t.acceleration());
    for (Map.Entry<Integer, List<Integer>> e : baku.entrySet()) {
      if (round > e.getValue().size()) {
        continue;
      }
      List<Integer> points = new ArrayList<>(acc.getOrDefault(e.getKey(), List.of()));
      while (points.size() < round) {
        points.add(0);
      }
      points.set(round - 1, e.getValue().get(round - 1));
      acc.put(e.getKey(), points);
    }
    return t.withAcceleration(acc);
  }

  private static int ceilDiv(int a, int b) {
    return (a + b - 1) / b;
  }
}
