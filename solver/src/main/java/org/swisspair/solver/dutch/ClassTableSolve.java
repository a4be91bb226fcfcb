package org.swisspair.solver.dutch;

import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.matching.MatchingCertificate;
import org.swisspair.solver.matching.ReducedCosts;
import org.swisspair.solver.matching.WeightedGraph;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * A bracket's first solve priced without a pass over every pair (C.04.3 Article 3, 3.8): the
 * weights come from the class table ({@link PlayerClasses#fillTable}), the solve starts from the
 * fold band, and each pricing round visits only the pairs whose duals fall short of their class
 * pair's weight. Every pair that enters the graph has its weight computed and compared with the
 * table; on a difference the solve gives way to the pricing pair by pair ({@link PricedSolve}).
 *
 * <p><b>Decides or accelerates.</b> Accelerates the priced first solve when the players fall into
 * few classes ({@link DutchTuning#classedPricing}).
 *
 * <p><b>Why the answer is the rules' answer.</b> As for {@link PricedSolve}: it ends only when no
 * pair's reduced cost is negative, the pairs skipped being those whose class pair proves it
 * positive; the class table is a claim checked on every pair that enters the graph.
 *
 * <p><b>Gives way to.</b> The pricing pair by pair, when a pair weighs other than its class pair
 * (or, with {@link DutchTuning#proveClasses}, any allowed pair does).
 *
 * <p><b>Tested by.</b> {@code ClassedPricingDifferentialTest} (real and coarsened classes against
 * the pricing pair by pair), {@code TightFromDualsDifferentialTest}, {@code DutchTuningTest}.
 */
final class ClassTableSolve {
  private final BracketMatching matching;
  private final BracketGraph vertices;
  private final DutchTuning tuning;

  ClassTableSolve(BracketMatching matching) {
    this.matching = matching;
    this.vertices = matching.vertices();
    this.tuning = matching.tuning();
  }

  /** {@link #solve}'s answer when a pair weighs other than its class pair. */
  static final BracketMatching.Solved BROKEN = new BracketMatching.Solved(new int[0], null);

  /**
   * The priced solve of {@code g} (its single edges added) with {@code classes}' table; {@link
   * #BROKEN} when a pair contradicts the table, null when the matcher gives no certificate.
   */
  BracketMatching.Solved solve(
      BracketMatching.Phase phase,
      WeightedGraph g,
      EdgeRule rule,
      int[] sinkOf,
      boolean[] removed,
      PlayerClasses classes,
      int band,
      long t0)
      throws NoValidPairingException {
    int nv = vertices.size();
    int limbs = g.limbs();
    classes.fillTable(rule::weightInto, limbs);
    // The tests prove the class key on random rounds: every allowed pair against the table.
    if (tuning.proveClasses() && !tableHolds(rule, classes, limbs)) {
      return BROKEN;
    }
    PairSet inGraph = new PairSet(nv);
    for (long p : FoldBand.pairs(vertices.foldGroups(), band)) {
      int a = (int) (p >>> 32);
      int b = (int) p;
      if (rule.allowed(a, b)) {
        long[] w = rule.weight(a, b);
        if (classes.classed(a) && classes.classed(b) && !classes.holds(a, b, w)) {
          return BROKEN;
        }
        inGraph.add(a, b);
        g.addEdge(a, b, w);
        matching.statistics().countBandPair();
      }
    }
    matching.statistics().countClassedSolve();
    int rounds = 0;
    while (true) {
      rounds++;
      MatchingAlgorithm.Matching solved = matching.matcher().solve(g);
      if (solved.certificate().isEmpty()) {
        return null;
      }
      ReducedCosts costs = new ReducedCosts(solved.certificate().get(), limbs);
      TablePricing round = new TablePricing(nv, costs, classes, rule, inGraph, g);
      classes.visitCandidates(costs, round);
      if (tuning.debug()) {
        System.err.printf(
            "  table priced round %d: %d edges, %d violated, %d visited, %d classes%s%n",
            rounds,
            g.edgeCount(),
            round.added,
            round.visited,
            classes.size(),
            round.broken ? ", broken" : "");
      }
      if (round.broken) {
        return BROKEN;
      }
      if (round.added == 0) {
        MatchingCertificate certificate = solved.certificate().get();
        int[] mate = matching.checked(phase, g, certificate.mate(), removed, t0);
        PairSet tight = PairSet.of(g, certificate.tightEdges(g));
        TableTight outside = new TableTight(nv, costs, classes, rule, SortedPairs.of(g, nv));
        return new BracketMatching.Solved(
            mate, matching.optimum(g, mate, rule, sinkOf, tight, outside));
      }
    }
  }

  /** Whether every allowed pair of two classed vertices weighs what the class table says. */
  private boolean tableHolds(EdgeRule rule, PlayerClasses classes, int limbs) {
    long[] w = new long[limbs];
    for (int u = 0; u < vertices.size(); u++) {
      for (int v = u + 1; v < vertices.size(); v++) {
        if (classes.classed(u) && classes.classed(v) && rule.allowed(u, v)) {
          rule.weightInto(u, v, w);
          if (!classes.holds(u, v, w)) {
            if (tuning.debug()) {
              System.err.printf("  class table: pair %d-%d breaks it%n", u, v);
            }
            return false;
          }
        }
      }
    }
    return true;
  }

  /**
   * One pricing round of {@link #solve}: adds the violated pairs among those the classes could not
   * rule out (a few per player), checking each added pair against the table.
   */
  private final class TablePricing extends RowCappedPricing {
    private final ReducedCosts costs;
    private final PlayerClasses classes;
    private final EdgeRule rule;
    private final PairSet inGraph;
    private final WeightedGraph g;
    private final long[] w;
    long visited;
    boolean broken;

    TablePricing(
        int nv,
        ReducedCosts costs,
        PlayerClasses classes,
        EdgeRule rule,
        PairSet inGraph,
        WeightedGraph g) {
      super(nv);
      this.costs = costs;
      this.classes = classes;
      this.rule = rule;
      this.inGraph = inGraph;
      this.g = g;
      this.w = new long[g.limbs()];
    }

    @Override
    public void visit(int u, int v) {
      visited++;
      if (broken) {
        return;
      }
      // A pair in the graph has no negative reduced cost (the duals are feasible there).
      boolean fromTable = classes.classed(u) && classes.classed(v);
      if (fromTable) {
        if (costs.sign(u, v, classes.weights(), classes.at(u, v)) >= 0 || !rule.allowed(u, v)) {
          return;
        }
      } else {
        if (inGraph.contains(u, v) || !rule.allowed(u, v)) {
          return;
        }
        rule.weightInto(u, v, w);
        if (costs.sign(u, v, w) >= 0) {
          return;
        }
      }
      added++;
      if (mayAdd(u, v)) {
        long[] weight = rule.weight(u, v);
        if (fromTable && !classes.holds(u, v, weight)) {
          if (tuning.debug()) {
            System.err.printf("  class table: pair %d-%d breaks it%n", u, v);
          }
          broken = true;
          return;
        }
        addedAt[u]++;
        addedAt[v]++;
        inGraph.add(u, v);
        g.addEdge(u, v, weight);
      }
    }
  }

  /**
   * Pairs outside a graph priced by the class table of zero reduced cost under its final duals, the
   * weight read from the table (or computed, for a vertex alone).
   */
  record TableTight(
      int players, ReducedCosts costs, PlayerClasses classes, EdgeRule rule, SortedPairs inGraph)
      implements Optimum.Outside {
    @Override
    public boolean tight(int u, int v) {
      int a = Math.min(u, v);
      int b = Math.max(u, v);
      if (a == b || b >= players) {
        return false;
      }
      if (classes.classed(a) && classes.classed(b)) {
        return costs.sign(a, b, classes.weights(), classes.at(a, b)) == 0
            && !inGraph.contains(a, b)
            && rule.allowed(a, b);
      }
      return !inGraph.contains(a, b)
          && rule.allowed(a, b)
          && costs.sign(a, b, rule.weight(a, b)) == 0;
    }

    /**
     * Whether the player pair {@code a < b}, in the graph or not, has zero reduced cost: the
     * graph's tight edges are those of zero reduced cost under the same duals ({@link
     * MatchingCertificate#tightEdges}), and its pairs of two classed players weigh what the table
     * says (each was checked when it joined), so no set of pairs need be looked up.
     */
    boolean anyTight(int a, int b) {
      if (a == b) {
        return false;
      }
      if (classes.classed(a) && classes.classed(b)) {
        return costs.sign(a, b, classes.weights(), classes.at(a, b)) == 0 && rule.allowed(a, b);
      }
      return rule.allowed(a, b) && costs.sign(a, b, rule.weight(a, b)) == 0;
    }
  }
}
