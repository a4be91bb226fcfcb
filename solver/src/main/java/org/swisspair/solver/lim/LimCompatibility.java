package org.swisspair.solver.lim;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.swiss.CardinalityMatching;

/**
 * Compatibility of two players in the Lim system (2.1): they have not played each other, they are
 * not a forbidden pair, and a colour assignment exists that keeps both within the limits of 5.1.1
 * (never the same colour three times in a row) and 5.1.2 (never three more of one colour than the
 * other); in the last round two players with the same score need only the first two (Article 6).
 */
final class LimCompatibility {
  private final RoundState state;
  private final boolean lastRound;
  private final Set<Long> forbidden = new HashSet<>();
  // By pairing number, for the players to pair: what compatible(int, int) reads many times.
  private final int[] score;
  private final boolean[] white;
  private final boolean[] black;
  private final int[][] opponents;

  LimCompatibility(RoundState state) {
    this.state = state;
    this.lastRound = state.isLastRound();
    int n = state.tournament().size();
    score = new int[n + 1];
    white = new boolean[n + 1];
    black = new boolean[n + 1];
    opponents = new int[n + 1][];
    for (int id : state.playersToPair()) {
      PlayerState p = state.player(id);
      score[id] = p.pairingScore();
      white[id] = allows(p, Colour.WHITE);
      black[id] = allows(p, Colour.BLACK);
      opponents[id] = p.opponents().stream().mapToInt(Integer::intValue).sorted().toArray();
    }
    for (ForbiddenPairs f : state.tournament().forbidden()) {
      if (!f.appliesTo(state.round())) {
        continue;
      }
      List<Integer> ps = f.players();
      for (int i = 0; i < ps.size(); i++) {
        for (int j = i + 1; j < ps.size(); j++) {
          forbidden.add(key(ps.get(i), ps.get(j)));
        }
      }
    }
  }

  /** The round. */
  RoundState state() {
    return state;
  }

  /**
   * True when giving {@code c} to {@code p} keeps him within 5.1.1 and 5.1.2, on the history of
   * games played (C.04.2 3.4: unplayed rounds do not break a run of one colour).
   */
  static boolean allows(PlayerState p, Colour c) {
    List<Colour> h = p.playedColours();
    int n = h.size();
    if (n >= 2 && h.get(n - 1) == c && h.get(n - 2) == c) {
      return false;
    }
    int after = p.colourDifference() + (c == Colour.WHITE ? 1 : -1);
    return Math.abs(after) <= 2;
  }

  /**
   * The players who would break 5.1.1 or 5.1.2 if {@code white} took White against {@code black}.
   */
  static int beyondLimits(PlayerState white, PlayerState black) {
    return (allows(white, Colour.WHITE) ? 0 : 1) + (allows(black, Colour.BLACK) ? 0 : 1);
  }

  /** True when one of the two colour assignments keeps both players within 5.1.1 and 5.1.2. */
  static boolean coloursFeasible(PlayerState a, PlayerState b) {
    return beyondLimits(a, b) == 0 || beyondLimits(b, a) == 0;
  }

  /**
   * What keeps {@code a} and {@code b} apart: {@code C1} (they have played, C.04.1 2), {@code
   * forbidden}, {@code 2.1} (no colours within 5.1.1-5.1.2), or null when they are compatible.
   */
  String violated(PlayerState a, PlayerState b) {
    if (a.id() == b.id()) {
      return "C1";
    }
    // LIM-2: only games played over the board count (C.04.2 3.5).
    if (a.opponents().contains(b.id())) {
      return "C1";
    }
    if (forbidden.contains(key(a.id(), b.id()))) {
      return "forbidden";
    }
    // LIM-3: in the last round, equal scores take priority over the colour limits (Article 6).
    if (!coloursFeasible(a, b) && !(lastRound && a.pairingScore() == b.pairingScore())) {
      return "2.1";
    }
    return null;
  }

  /**
   * True when the players with pairing numbers {@code a} and {@code b}, both to be paired this
   * round, are compatible (2.1): the same answer as {@link #violated}, from precomputed arrays.
   */
  boolean compatible(int a, int b) {
    if (a == b || opponents[a] == null || opponents[b] == null) {
      return a != b && violated(state.player(a), state.player(b)) == null;
    }
    if (java.util.Arrays.binarySearch(opponents[a], b) >= 0) {
      return false;
    }
    if (!forbidden.isEmpty() && forbidden.contains(key(a, b))) {
      return false;
    }
    boolean colours = white[a] && black[b] || black[a] && white[b];
    return colours || lastRound && score[a] == score[b];
  }

  /**
   * The compatibility graph of {@code ids} as bit rows ({@link CardinalityMatching#bits}): bit j of
   * row i set when {@code ids[i]} and {@code ids[j]} are compatible, the same answers as {@link
   * #compatible} computed a word at a time from the colours each player may take.
   */
  long[][] rows(List<Integer> ids) {
    int m = ids.size();
    long[][] rows = new long[m][];
    int[] index = new int[score.length];
    java.util.Arrays.fill(index, -1);
    boolean fast = true;
    for (int i = 0; i < m; i++) {
      int id = ids.get(i);
      index[id] = i;
      fast &= opponents[id] != null;
    }
    if (!fast) {
      for (int i = 0; i < m; i++) {
        rows[i] = CardinalityMatching.bits(m);
        for (int j = 0; j < m; j++) {
          if (j != i && compatible(ids.get(i), ids.get(j))) {
            CardinalityMatching.set(rows[i], j);
          }
        }
      }
      return rows;
    }
    long[] takesWhite = CardinalityMatching.bits(m);
    long[] takesBlack = CardinalityMatching.bits(m);
    java.util.Map<Integer, long[]> byScore = new java.util.HashMap<>();
    for (int j = 0; j < m; j++) {
      int id = ids.get(j);
      if (white[id]) {
        CardinalityMatching.set(takesWhite, j);
      }
      if (black[id]) {
        CardinalityMatching.set(takesBlack, j);
      }
      if (lastRound) {
        CardinalityMatching.set(
            byScore.computeIfAbsent(score[id], k -> CardinalityMatching.bits(m)), j);
      }
    }
    for (int i = 0; i < m; i++) {
      int id = ids.get(i);
      long[] row = CardinalityMatching.bits(m);
      // 2.1: one may take White and the other Black; Article 6 (LIM-3): or equal scores, last
      // round.
      long[] same = lastRound ? byScore.get(score[id]) : null;
      for (int w = 0; w < row.length; w++) {
        long bits = (black[id] ? takesWhite[w] : 0) | (white[id] ? takesBlack[w] : 0);
        row[w] = same == null ? bits : bits | same[w];
      }
      row[i >>> 6] &= ~(1L << i);
      for (int o : opponents[id]) {
        if (o < index.length && index[o] >= 0) {
          row[index[o] >>> 6] &= ~(1L << index[o]);
        }
      }
      rows[i] = row;
    }
    for (long k : forbidden) {
      int a = (int) (k >>> 32);
      int b = (int) k;
      if (a < index.length && b < index.length && index[a] >= 0 && index[b] >= 0) {
        rows[index[a]][index[b] >>> 6] &= ~(1L << index[b]);
        rows[index[b]][index[a] >>> 6] &= ~(1L << index[a]);
      }
    }
    return rows;
  }

  /** Why {@code a} and {@code b} are not compatible, in words, for the explanation. */
  String why(int a, int b) {
    String v = violated(state.player(a), state.player(b));
    if (v == null) {
      return "compatible";
    }
    return switch (v) {
      case "C1" -> "met before";
      case "forbidden" -> "forbidden pair";
      default -> "no colours within 5.1.1-5.1.2";
    };
  }

  private static long key(int a, int b) {
    return ((long) Math.min(a, b) << 32) | Math.max(a, b);
  }
}
