package org.swisspair.solver.burstein;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.solver.swiss.Compatibility;
import org.swisspair.solver.swiss.PerfectMatching;

/**
 * For a bracket near the bottom: whether, with a given outgoing floater, the following bracket (the
 * floater and the next scoregroup) can pair all its players but, when odd, one of its lowest score,
 * and everybody below can be paired too. That is C7 at its bound (Burstein 2.3.3, BUR-7), and C4
 * (2.2.1) with it. One bit matrix of the players below and a slot for the floater, whose row is
 * rewritten per question.
 */
final class FullNextBracket {
  private final Compatibility compatibility;
  private final PlayerState[] players;
  private final int nextSize;
  private final int slot;
  private final long[][] matrix;
  private final PerfectMatching matching;

  FullNextBracket(List<PlayerState> next, List<PlayerState> rest, Compatibility compatibility) {
    this.compatibility = compatibility;
    List<PlayerState> all = new ArrayList<>(next);
    all.addAll(rest);
    players = all.toArray(PlayerState[]::new);
    nextSize = next.size();
    slot = players.length;
    matrix = PerfectMatching.emptyMatrix(slot + 1);
    for (int u = 0; u < slot; u++) {
      for (int v = u + 1; v < slot; v++) {
        if (compatibility.compatible(players[u], players[v])) {
          PerfectMatching.addEdge(matrix, u, v);
        }
      }
    }
    matching = new PerfectMatching(matrix);
  }

  /** True when everybody below can be paired among themselves (no floater comes down). */
  boolean belowPairable() {
    return matching.reset(range(0, slot, -1));
  }

  /** True when {@code floater} coming down leaves C7 and C4 at their bounds. */
  boolean test(PlayerState floater) {
    place(floater);
    int groupSize = nextSize + 1;
    if (groupSize % 2 == 0) {
      return matching.reset(range(0, nextSize, slot)) && matching.reset(range(nextSize, slot, -1));
    }
    int lowest = floater.pairingScore();
    for (int v = 0; v < nextSize; v++) {
      lowest = Math.min(lowest, players[v].pairingScore());
    }
    // The following bracket's own floater g, of its lowest score, goes further down.
    for (int g = 0; g <= nextSize; g++) {
      int id = g == nextSize ? slot : g;
      PlayerState p = g == nextSize ? floater : players[g];
      if (p.pairingScore() != lowest) {
        continue;
      }
      int[] group = new int[nextSize];
      int k = 0;
      for (int v = 0; v < nextSize; v++) {
        if (v != id) {
          group[k++] = v;
        }
      }
      if (id != slot) {
        group[k] = slot;
      }
      if (matching.reset(group) && matching.reset(range(nextSize, slot, id))) {
        return true;
      }
    }
    return false;
  }

  /** Writes {@code floater}'s row and column into the slot. */
  private void place(PlayerState floater) {
    Arrays.fill(matrix[slot], 0L);
    for (int v = 0; v < slot; v++) {
      matrix[v][slot >>> 6] &= ~(1L << slot);
      if (compatibility.compatible(floater, players[v])) {
        PerfectMatching.addEdge(matrix, v, slot);
      }
    }
  }

  /** Vertices {@code from..to-1} and {@code extra} (-1: none). */
  private static int[] range(int from, int to, int extra) {
    int[] out = new int[to - from + (extra >= 0 ? 1 : 0)];
    for (int v = from; v < to; v++) {
      out[v - from] = v;
    }
    if (extra >= 0) {
      out[out.length - 1] = extra;
    }
    return out;
  }
}
