package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.WeightedGraph;

/**
 * The stage-1 graph of Article 3.5: the units still to pair (the top-scoregroup first), their pairs
 * weighted by C4, C5 by score level from the lowest, C6 and the system's counts, then the set order
 * (3.5.4) when it is exact; its maximum-weight perfect matchings with upfloaters forced in or out,
 * and the criteria values read from a matching.
 */
final class StageOneGraph {
  private final BlossomMatching matcher;
  private final List<Unit> rest;
  private final int t;
  private final int[] level;
  private final int levels;
  private final int next;
  private final boolean[][] counts;
  private final List<int[]> edges = new ArrayList<>();
  private final List<long[]> weights = new ArrayList<>();
  private final WeightLayout layout = new WeightLayout();

  /**
   * The graph of {@code rest} whose first {@code t} units are the top-scoregroup and whose units
   * from {@code realEnd} are stand-ins, never counted by the system's criteria.
   */
  StageOneGraph(
      BlossomMatching matcher,
      TwoStageRound round,
      List<Unit> rest,
      int t,
      MayMeet meet,
      int realEnd,
      boolean exactOrder) {
    this.matcher = matcher;
    this.rest = rest;
    this.t = t;
    int n = rest.size();
    TreeSet<Integer> scores = new TreeSet<>();
    for (int v = t; v < n; v++) {
      scores.add(rest.get(v).score());
    }
    List<Integer> levelScores = new ArrayList<>(scores);
    this.levels = levelScores.size();
    this.level = new int[n];
    for (int v = t; v < n; v++) {
      level[v] = levelScores.indexOf(rest.get(v).score());
    }
    this.next = rest.get(t).score();
    List<UpfloaterCriterion> own = round.upfloaterCriteria();
    this.counts = new boolean[own.size()][n];
    for (int c = 0; c < own.size(); c++) {
      for (int v = t; v < n; v++) {
        counts[c][v] = v < realEnd && own.get(c).counts().test(rest.get(v));
      }
    }
    weigh(own, meet, exactOrder);
  }

  private void weigh(List<UpfloaterCriterion> own, MayMeet meet, boolean exactOrder) {
    int n = rest.size();
    int m = n - t;
    int[] id = Units.idArray(rest);
    int half = WeightLayout.bitsFor(n / 2 + 1);
    int fPerfect = layout.field("perfect", half);
    int fC4 = layout.field("C4", half);
    int[] fC5 = new int[levels];
    for (int l = 0; l < levels; l++) {
      fC5[l] = layout.field("C5 level " + l, half);
    }
    int fC6 = layout.field("C6", half);
    int[] fOwn = new int[own.size()];
    for (int c = 0; c < own.size(); c++) {
      fOwn[c] = layout.field(own.get(c).id(), half);
    }
    int fOrder = exactOrder ? layout.field("set order", m) : -1;
    layout.freeze();
    for (int u = 0; u < n; u++) {
      for (int v = u + 1; v < n; v++) {
        if (!meet.test(id[u], id[v])) {
          continue;
        }
        long[] w = layout.newWeight();
        boolean crossing = u < t && v >= t;
        layout.put(w, fPerfect, 1);
        if (!crossing) {
          layout.put(w, fC4, 1);
        }
        for (int l = 0; l < levels; l++) {
          if (!(crossing && level[v] == l)) {
            layout.put(w, fC5[l], 1);
          }
        }
        if (!isNextToLower(u, v)) {
          layout.put(w, fC6, 1);
        }
        for (int c = 0; c < own.size(); c++) {
          if (!(crossing && counts[c][v])) {
            layout.put(w, fOwn[c], 1);
          }
        }
        if (crossing && exactOrder) {
          int bit = m - 1 - (v - t);
          layout.putBits(w, fOrder, bit, bit + 1);
        }
        weights.add(w);
        edges.add(new int[] {u, v});
      }
    }
  }

  /** The number of score levels below the top-scoregroup. */
  int levels() {
    return levels;
  }

  /** The score level of unit {@code v} (not of the top-scoregroup), 0 the lowest. */
  int level(int v) {
    return level[v];
  }

  /** True for a pair of the following scoregroup with a lower one: an upfloater there (C6). */
  private boolean isNextToLower(int u, int v) {
    if (u < t || v < t) {
      return false;
    }
    boolean a = rest.get(u).score() == next;
    boolean b = rest.get(v).score() == next;
    return a != b;
  }

  /** A maximum-weight perfect matching with the given upfloaters forced in or out, or null. */
  int[] solve(boolean[] forceUp, boolean[] forbidUp) {
    int n = rest.size();
    WeightedGraph g = new WeightedGraph(n, layout.limbs());
    for (int e = 0; e < edges.size(); e++) {
      int u = edges.get(e)[0];
      int v = edges.get(e)[1];
      boolean allowed = v < t || (u < t ? !forbidUp[v] : !forceUp[u] && !forceUp[v]);
      if (allowed) {
        g.addEdge(u, v, weights.get(e));
      }
    }
    int[] mate = matcher.maximumWeightMatching(g);
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0) {
        return null;
      }
    }
    return mate;
  }

  /** Pairs, C4 crossings, C5 counts by level from the lowest, C6, the system's counts. */
  long[] vector(int[] mate) {
    long[] out = new long[3 + levels + counts.length];
    for (int v = 0; v < rest.size(); v++) {
      int w = mate[v];
      if (w < v) {
        continue;
      }
      out[0]++;
      if (v < t && w >= t) {
        out[1]++;
        out[2 + level[w]]++;
        for (int c = 0; c < counts.length; c++) {
          if (counts[c][w]) {
            out[3 + levels + c]++;
          }
        }
      } else if (isNextToLower(v, w)) {
        out[2 + levels]++;
      }
    }
    return out;
  }
}
