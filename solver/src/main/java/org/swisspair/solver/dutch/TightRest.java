package org.swisspair.solver.dutch;

import java.math.BigInteger;
import java.util.Arrays;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.matching.MatchingWeights;
import org.swisspair.solver.matching.ReducedCosts;
import org.swisspair.solver.matching.WeightedGraph;

/**
 * The rest of a bracket graph once a tight transposition has fixed the remainder's pairs (C.04.3
 * 3.8): the first solve's tight edges between the players left, pairs of two bracket players
 * excepted, and its heaviest matching. Every optimal completion of the fixed pairs lies among those
 * edges, so the transposition is optimal exactly when its pairs and this matching weigh the first
 * solve's optimum. Large rests are priced, starting from the first solve's own edges.
 *
 * <p><b>Decides or accelerates.</b> Accelerates: the proof that a {@link TightTransposition} is
 * optimal.
 *
 * <p><b>Why the answer is the rules' answer.</b> A priced rest ends only when no tight pair has a
 * negative reduced cost, so it weighs what the whole rest weighs ({@link DutchTuning#checkRest}
 * checks it).
 *
 * <p><b>Gives way to.</b> The whole rest when the matcher gives no certificate.
 *
 * <p><b>Tested by.</b> {@code TightRestPricingTest} (every priced rest checked against the whole
 * one), {@code TightFromDualsDifferentialTest}.
 */
final class TightRest {
  private static final int PRICED_DEGREE = RowCappedPricing.PRICED_DEGREE;

  private final BracketGraph vertices;
  private final MatchingAlgorithm matcher;
  private final DutchTuning tuning;
  private final DutchStatistics statistics;
  private final Optimum first;

  TightRest(
      BracketGraph vertices,
      MatchingAlgorithm matcher,
      DutchTuning tuning,
      DutchStatistics statistics,
      Optimum first) {
    this.vertices = vertices;
    this.matcher = matcher;
    this.tuning = tuning;
    this.statistics = statistics;
    this.first = first;
  }

  /** A maximum-weight matching of the tight rest and its weight ({@link #solve}). */
  record Solution(int[] mate, BigInteger weight) {}

  /**
   * The first solve's tight pairs of two players not {@code used}, pairs of two bracket players
   * excepted, each {@code u << 32 | v} with {@code u < v}. After a solve priced by the class table
   * they are enumerated by class pair from the duals, not looked for among every pair.
   */
  private long[] pairs(boolean[] used) {
    return pairs(used, Long.MAX_VALUE);
  }

  /**
   * {@link #pairs}, or null when a solve priced by the class table has more than {@code limit} of
   * them: the enumeration stops there, so a large rest is enumerated once, not counted first and
   * listed after.
   */
  private long[] pairs(boolean[] used, long limit) {
    int nv = vertices.size();
    int bracketSize = vertices.bracketSize();
    WeightedGraph firstGraph = first.graph();
    EdgeRule firstRule = first.rule();
    long[][] out = {new long[16]};
    int[] count = {0};
    PlayerClasses.PairVisitor add =
        (u, v) -> {
          out[0] = StagedRemainder.grow(out[0], count[0]);
          out[0][count[0]++] = (long) u << 32 | v;
        };
    ClassTableSolve.TableTight table = first.table();
    if (table != null) {
      boolean fromDuals = first.fromDuals();
      if (fromDuals) {
        statistics.countDualTightRest();
      }
      for (int e = 0; e < firstGraph.edgeCount(); e++) {
        int u = Math.min(firstGraph.edgeU(e), firstGraph.edgeV(e));
        int v = Math.max(firstGraph.edgeU(e), firstGraph.edgeV(e));
        if (v < nv
            && v >= bracketSize
            && !used[u]
            && !used[v]
            && (fromDuals
                ? table.anyTight(u, v)
                : first.tightEdges().contains(u, v) && firstRule.allowed(u, v))) {
          add.visit(u, v);
        }
      }
      table
          .classes()
          .visitTightCandidates(
              table.costs(),
              new PlayerClasses.PairVisitor() {
                @Override
                public void visit(int u, int v) {
                  if (count[0] <= limit
                      && v >= bracketSize
                      && !used[u]
                      && !used[v]
                      && table.tight(u, v)) {
                    add.visit(u, v);
                  }
                }

                @Override
                public boolean rowDone(int u) {
                  return count[0] > limit;
                }
              });
      if (count[0] > limit) {
        return null;
      }
    } else {
      for (int u = 0; u < nv; u++) {
        if (used[u]) {
          continue;
        }
        for (int v = Math.max(u + 1, bracketSize); v < nv; v++) {
          if (!used[v] && first.tight(u, v) && firstRule.allowed(u, v)) {
            add.visit(u, v);
          }
        }
      }
    }
    return Arrays.copyOf(out[0], count[0]);
  }

  /** The rest's graph with its player pairs {@code pairs} already listed. */
  private WeightedGraph graph(boolean[] used, long[] pairs) {
    int nv = vertices.size();
    WeightedGraph firstGraph = first.graph();
    WeightedGraph rest = new WeightedGraph(firstGraph.vertexCount(), firstGraph.limbs());
    rest.ensureCapacity(pairs.length + 2 * nv);
    for (long p : pairs) {
      int u = (int) (p >>> 32);
      int v = (int) p;
      rest.addEdge(u, v, first.rule().weight(u, v));
    }
    addTightSingles(rest, used);
    return rest;
  }

  /** The first solve's tight edges of a player not {@code used} to a sink or the PAB. */
  private void addTightSingles(WeightedGraph g, boolean[] used) {
    int nv = vertices.size();
    int[] sinkOf = first.sinkOf();
    EdgeRule firstRule = first.rule();
    for (int u = 0; u < nv; u++) {
      if (used[u]) {
        continue;
      }
      if (sinkOf[u] >= 0 && first.tight(u, sinkOf[u])) {
        g.addEdge(u, sinkOf[u], firstRule.weight(u, sinkOf[u]));
      }
      if (vertices.hasPab() && first.tight(u, nv) && !vertices.player(u).byeIneligible()) {
        g.addEdge(u, nv, firstRule.weight(u, nv));
      }
    }
  }

  /**
   * The heaviest matching of the rest of the players not {@code used}. Large rests start from the
   * first solve's own edges among the players left and add the tight pairs of negative reduced cost
   * until none is left, as {@link PricedSolve} does: the duals are then feasible on every tight
   * pair, so the matching is optimal on the whole tight rest.
   */
  Solution solve(boolean[] used) {
    int nv = vertices.size();
    int bracketSize = vertices.bracketSize();
    WeightedGraph firstGraph = first.graph();
    EdgeRule firstRule = first.rule();
    // After a solve priced by the class table the tight pairs are not listed when they are many
    // (tens of millions in a large tied rest): each round enumerates its violated pairs by class.
    ClassTableSolve.TableTight table = first.table();
    long dense = table != null ? tuning.classedRestDenseBound() : tuning.restDense();
    long[] pairs = pairs(used, table != null ? dense : Long.MAX_VALUE);
    if (pairs != null && pairs.length <= dense) {
      return whole(used, pairs);
    }
    int limbs = firstGraph.limbs();
    WeightedGraph g = new WeightedGraph(firstGraph.vertexCount(), limbs);
    PairSet inGraph = new PairSet(firstGraph.vertexCount());
    for (int e = 0; e < firstGraph.edgeCount(); e++) {
      int u = Math.min(firstGraph.edgeU(e), firstGraph.edgeV(e));
      int v = Math.max(firstGraph.edgeU(e), firstGraph.edgeV(e));
      if (v < nv
          && !used[u]
          && !used[v]
          && v >= bracketSize
          && first.tight(u, v)
          && firstRule.allowed(u, v)) {
        inGraph.add(u, v);
        g.addEdge(u, v, firstRule.weight(u, v));
      }
    }
    addTightSingles(g, used);
    int rounds = 0;
    while (true) {
      rounds++;
      MatchingAlgorithm.Matching solved = matcher.solve(g);
      if (solved.certificate().isEmpty()) {
        return whole(used, pairs != null ? pairs : pairs(used));
      }
      ReducedCosts costs = new ReducedCosts(solved.certificate().get(), limbs);
      int[] addedAt = new int[nv];
      long added = 0;
      int edges = 0;
      // After a solve priced by the class table, weights come from the table: the pairs are
      // millions in a large tied rest.
      PlayerClasses classes = table != null ? table.classes() : null;
      if (pairs == null) {
        RestPricing round = new RestPricing(nv, costs, table, used, g, inGraph);
        if (tuning.restLeavesUsed()) {
          statistics.countRestWithoutUsed();
        }
        table.classes().visitCandidates(costs, round);
        added = round.added;
      }
      // A round that has added an edge per player is not the last: it may stop there.
      for (int i = 0; pairs != null && i < pairs.length && edges < nv; i++) {
        int u = (int) (pairs[i] >>> 32);
        int v = (int) pairs[i];
        int sign =
            classes != null && classes.classed(u) && classes.classed(v)
                ? costs.sign(u, v, classes.weights(), classes.at(u, v))
                : costs.sign(u, v, firstRule.weight(u, v));
        // A pair in the graph has no negative reduced cost (the duals are feasible there).
        if (sign < 0) {
          added++;
          if (addedAt[u] < PRICED_DEGREE && addedAt[v] < PRICED_DEGREE) {
            addedAt[u]++;
            addedAt[v]++;
            inGraph.add(u, v);
            g.addEdge(u, v, firstRule.weight(u, v));
            edges++;
          }
        }
      }
      if (tuning.debug()) {
        System.err.printf(
            "  tight rest priced round %d: %d tight pairs, %d edges, %d violated%n",
            rounds, pairs != null ? pairs.length : -1, g.edgeCount(), added);
      }
      if (added == 0) {
        BigInteger weight = MatchingWeights.weight(g, solved.mate());
        if (tuning.checkRest()) {
          BigInteger whole = whole(used, pairs != null ? pairs : pairs(used)).weight();
          if (!whole.equals(weight)) {
            throw new IllegalStateException(
                "priced tight rest weighs " + weight + ", the whole graph " + whole);
          }
          statistics.countRestCheck();
        }
        return new Solution(solved.mate(), weight);
      }
    }
  }

  /**
   * One pricing round of a large tight rest after a classed solve: the pairs whose reduced cost
   * under the rest's duals may be negative, by class pair, kept when tight in the first solve.
   */
  private final class RestPricing extends RowCappedPricing {
    private final ReducedCosts costs;
    private final ClassTableSolve.TableTight table;
    private final boolean[] used;
    private final WeightedGraph g;
    private final PairSet inGraph;

    RestPricing(
        int nv,
        ReducedCosts costs,
        ClassTableSolve.TableTight table,
        boolean[] used,
        WeightedGraph g,
        PairSet inGraph) {
      super(nv);
      this.costs = costs;
      this.table = table;
      this.used = used;
      this.g = g;
      this.inGraph = inGraph;
    }

    /** The players already paired: their dual in the rest graph is zero. */
    @Override
    public boolean leavesOut(int v) {
      return tuning.restLeavesUsed() && (v >= vertices.size() || used[v]);
    }

    @Override
    public void visit(int u, int v) {
      if (v >= vertices.size() || v < vertices.bracketSize() || used[u] || used[v]) {
        return;
      }
      PlayerClasses classes = table.classes();
      int sign =
          classes.classed(u) && classes.classed(v)
              ? costs.sign(u, v, classes.weights(), classes.at(u, v))
              : costs.sign(u, v, first.rule().weight(u, v));
      // A pair of the rest graph has no negative reduced cost; the first graph's tight pairs
      // started it, so only the tight pairs outside it can be violated.
      if (sign >= 0 || !table.tight(u, v)) {
        return;
      }
      added++;
      if (mayAdd(u, v)) {
        addedAt[u]++;
        addedAt[v]++;
        inGraph.add(u, v);
        g.addEdge(u, v, first.rule().weight(u, v));
      }
    }
  }

  /** The rest's graph solved whole. */
  private Solution whole(boolean[] used, long[] pairs) {
    WeightedGraph rest = graph(used, pairs);
    int[] mate = matcher.maximumWeightMatching(rest);
    return new Solution(mate, MatchingWeights.weight(rest, mate));
  }
}
