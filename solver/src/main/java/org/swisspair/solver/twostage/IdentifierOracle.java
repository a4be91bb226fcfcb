package org.swisspair.solver.twostage;

import java.util.Arrays;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.WeightedGraph;

/**
 * The oracle of Article 3.6's greedy scan: a perfect matching of the bracket under the decisions
 * taken so far (an edge filter) that is optimal for the bracket's criteria, or null.
 */
interface IdentifierOracle {
  /** A perfect matching under {@code filter}, optimal for the criteria, started from a hint. */
  int[] solve(PerfectWitness.EdgeFilter filter, int[] hint);

  /** True when the answers are the first identifier among the optimal pairings. */
  default boolean ordered() {
    return false;
  }

  /**
   * No criterion above the identifier, or its optimum 0: any perfect matching of the allowed pairs
   * ({@code only}, when not null) will do.
   */
  record Plain(int n, PerfectWitness.EdgeFilter only) implements IdentifierOracle {
    @Override
    public int[] solve(PerfectWitness.EdgeFilter filter, int[] hint) {
      PerfectWitness.EdgeFilter both =
          only == null ? filter : (u, v) -> only.allowed(u, v) && filter.allowed(u, v);
      return PerfectWitness.perfect(n, both, hint);
    }
  }

  /**
   * Criteria above the identifier: a maximum-weight perfect matching whose criteria values equal
   * the bracket's optimum; small brackets also carry the identifier order in the weight.
   */
  final class Weighted implements IdentifierOracle {
    private final BlossomMatching matcher;
    private final int n;
    private final boolean[][] meet;
    private final long[][][] cost;
    private final WeightLayout layout = new WeightLayout();
    private final long[][][] weight;
    private final boolean exact;
    private long[] optimum;

    Weighted(
        BlossomMatching matcher, int n, boolean[][] meet, long[][][] cost, int identifierLimit) {
      this.matcher = matcher;
      this.n = n;
      this.meet = meet;
      this.cost = cost;
      int fPerfect = layout.field("perfect", WeightLayout.bitsFor(n / 2 + 1));
      long[] max = new long[cost.length];
      int[] fCost = new int[cost.length];
      for (int c = 0; c < cost.length; c++) {
        for (int u = 0; u < n; u++) {
          for (int v = u + 1; v < n; v++) {
            max[c] = Math.max(max[c], cost[c][u][v]);
          }
        }
        fCost[c] = layout.field("cost " + c, WeightLayout.bitsFor(max[c] * (n / 2) + 1));
      }
      exact = n <= identifierLimit;
      int digit = WeightLayout.bitsFor(n);
      int fTops = exact ? layout.field("tops", n) : -1;
      int fBottoms = exact ? layout.field("bottoms", n * digit) : -1;
      layout.freeze();
      weight = new long[n][n][];
      for (int u = 0; u < n; u++) {
        for (int v = u + 1; v < n; v++) {
          if (!meet[u][v]) {
            continue;
          }
          long[] w = layout.newWeight();
          layout.put(w, fPerfect, 1);
          for (int c = 0; c < cost.length; c++) {
            layout.put(w, fCost[c], max[c] - cost[c][u][v]);
          }
          if (exact) {
            // 3.6.3: a smaller top member first, then a smaller bottom member for it.
            layout.putBits(w, fTops, n - 1 - u, n - u);
            long d = n - v;
            int at = (n - 1 - u) * digit;
            for (int b = 0; b < digit; b++) {
              if ((d >>> b & 1) != 0) {
                layout.putBits(w, fBottoms, at + b, at + b + 1);
              }
            }
          }
          weight[u][v] = w;
        }
      }
    }

    @Override
    public boolean ordered() {
      return exact;
    }

    @Override
    public int[] solve(PerfectWitness.EdgeFilter filter, int[] hint) {
      WeightedGraph g = new WeightedGraph(n, layout.limbs());
      for (int u = 0; u < n; u++) {
        for (int v = u + 1; v < n; v++) {
          if (meet[u][v] && filter.allowed(u, v)) {
            g.addEdge(u, v, weight[u][v]);
          }
        }
      }
      int[] mate = matcher.maximumWeightMatching(g);
      for (int v = 0; v < n; v++) {
        if (mate[v] < 0) {
          return null;
        }
      }
      long[] values = new long[cost.length];
      for (int u = 0; u < n; u++) {
        if (mate[u] > u) {
          for (int c = 0; c < cost.length; c++) {
            values[c] += cost[c][u][mate[u]];
          }
        }
      }
      if (optimum == null) {
        optimum = values;
      }
      return Arrays.equals(values, optimum) ? mate : null;
    }
  }
}
