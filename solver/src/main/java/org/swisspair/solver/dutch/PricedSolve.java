package org.swisspair.solver.dutch;

import java.util.Arrays;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.matching.MatchingCertificate;
import org.swisspair.solver.matching.ReducedCosts;
import org.swisspair.solver.matching.WeightedGraph;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * A bracket's first solve by column generation (C.04.3 Article 3, 3.8): solved on the heaviest few
 * pairs of each player and the fold band, then every other pair priced against the duals and those
 * of negative reduced cost added, until none is left: the duals are then feasible on the whole
 * graph, so the matching is optimal there. With player classes the solve goes by the class table
 * first ({@link ClassTableSolve}), or visits only the pairs the classes cannot prove positive.
 *
 * <p><b>Decides or accelerates.</b> Accelerates the first solve of brackets above {@link
 * DutchTuning#pricedFrom} pairs ({@link DutchTuning#pricedGraphs}).
 *
 * <p><b>Why the answer is the rules' answer.</b> It ends only when no pair has a negative reduced
 * cost: the duals prove the matching optimal on the whole graph (column generation); the tight
 * pairs outside the graph are listed or found again ({@link Optimum}), so the remainder keeps every
 * optimum.
 *
 * <p><b>Gives way to.</b> The whole graph when the matcher gives no certificate.
 *
 * <p><b>Tested by.</b> {@code FoldBandTest}, {@code ClassedPricingDifferentialTest}, {@code
 * DutchLargeFieldDifferentialTest}; every fixture test on the test thresholds (priced above 2,000
 * pairs).
 */
final class PricedSolve {
  /** {@link #priceSign}'s answer for a pair that is not an edge or is skipped by the bounds. */
  private static final int NOT_PRICED = 2;

  private static final int PRICED_DEGREE = RowCappedPricing.PRICED_DEGREE;

  private final BracketMatching matching;
  private final BracketGraph vertices;
  private final DutchTuning tuning;
  private final boolean classed;

  /** The priced solves of {@code matching}'s bracket, with player classes when {@code classed}. */
  PricedSolve(BracketMatching matching, boolean classed) {
    this.matching = matching;
    this.vertices = matching.vertices();
    this.tuning = matching.tuning();
    this.classed = classed;
  }

  /**
   * Solves the phase on {@code g} (its single edges added); the pairs of zero reduced cost join the
   * tight pairs at the end, for the Article 4 solves that keep only those. Null when the matcher
   * gives no certificate.
   */
  BracketMatching.Solved solve(
      BracketMatching.Phase phase, WeightedGraph g, EdgeRule rule, int[] sinkOf, boolean[] removed)
      throws NoValidPairingException {
    long t0 = System.nanoTime();
    int nv = vertices.size();
    int limbs = g.limbs();
    // How far from the fold the first graph reaches, in S2 places (negative: the heaviest alone).
    int band = tuning.foldBand();
    int aloneBelow = phase == BracketMatching.Phase.MDP_PAIRING ? vertices.mdpCount() : 0;
    if (classed && band >= 0) {
      PlayerClasses byTable =
          PlayerClasses.of(
              vertices.vertexPlayers(), aloneBelow, vertices.part(), tuning.coarseClasses());
      if (byTable != null) {
        int singles = g.edgeCount();
        BracketMatching.Solved solved =
            new ClassTableSolve(matching).solve(phase, g, rule, sinkOf, removed, byTable, band, t0);
        if (solved != ClassTableSolve.BROKEN) {
          return solved;
        }
        matching.statistics().countBrokenClasses();
        // Start again from the single edges alone, pricing pair by pair.
        WeightedGraph fresh = new WeightedGraph(g.vertexCount(), limbs);
        long[] single = new long[limbs];
        for (int e = 0; e < singles; e++) {
          for (int i = 0; i < limbs; i++) {
            single[i] = g.limb(e, i);
          }
          fresh.addEdge(g.edgeU(e), g.edgeV(e), single);
        }
        g = fresh;
      }
    }
    long[] w = new long[limbs];
    HeaviestPairs start = new HeaviestPairs(nv, PRICED_DEGREE, limbs);
    // Each player's heaviest pair weight: a pair no heavier than either end's bound whose vertex
    // duals already exceed twice the bound has a positive reduced cost, and needs no weight.
    long[] heaviest = new long[nv * limbs];
    // Every pair's weight once, by index into its distinct values, when the table fits.
    PairWeights known = PairWeights.forPlayers(nv, limbs, tuning.cachedPairs());
    PlayerClasses classes =
        known != null && classed
            ? PlayerClasses.of(
                vertices.vertexPlayers(), aloneBelow, vertices.part(), tuning.coarseClasses())
            : null;
    int pair = 0;
    for (int u = 0; u < nv; u++) {
      for (int v = u + 1; v < nv; v++, pair++) {
        if (rule.allowed(u, v)) {
          rule.weightInto(u, v, w);
          // A pair of two classes already seen: one comparison instead of the table's hashing.
          int seen = classes != null ? classes.weightIndex(u, v) : 0;
          if (seen != 0 && known.holds(seen, w)) {
            known.set(pair, seen);
          } else if (known != null && !known.record(pair, w)) {
            known = null;
            classes = null;
          }
          if (classes != null && !classes.record(u, v, known.index(pair))) {
            if (tuning.debug()) {
              System.err.printf("  classes: pair %d-%d breaks them%n", u, v);
            }
            matching.statistics().countBrokenClasses();
            classes = null;
          }
          long h = HeaviestPairs.hash(u, v);
          start.offer(u, v, w, h);
          start.offer(v, u, w, h);
          raise(heaviest, u, w);
          raise(heaviest, v, w);
        }
      }
    }
    PairSet inGraph = new PairSet(nv);
    for (int u = 0; u < nv; u++) {
      for (int i = 0; i < start.count(u); i++) {
        int a = Math.min(u, start.other(u, i));
        int b = Math.max(u, start.other(u, i));
        if (!inGraph.contains(a, b)) {
          inGraph.add(a, b);
          g.addEdge(a, b, rule.weight(a, b));
        }
      }
    }
    if (band >= 0) {
      for (long p : FoldBand.pairs(vertices.foldGroups(), band)) {
        int a = (int) (p >>> 32);
        int b = (int) p;
        if (rule.allowed(a, b) && !inGraph.contains(a, b)) {
          inGraph.add(a, b);
          int at = (int) ((long) a * (2L * nv - a - 1) / 2 + (b - a - 1));
          g.addEdge(a, b, pricedWeight(a, b, at, known, rule, limbs));
          matching.statistics().countBandPair();
        }
      }
    }
    if (classes != null) {
      matching.statistics().countClassedSolve();
    }
    int rounds = 0;
    while (true) {
      rounds++;
      MatchingAlgorithm.Matching solved = matching.matcher().solve(g);
      if (solved.certificate().isEmpty()) {
        return null;
      }
      ReducedCosts costs = new ReducedCosts(solved.certificate().get(), limbs);
      PricingRound round =
          new PricingRound(nv, known, costs, heaviest, rule, w, inGraph, g, limbs, null);
      round.run(classes);
      if (tuning.debug()) {
        System.err.printf(
            "  priced round %d: %d edges, %d violated, %d tight outside, %d skipped by bounds,"
                + " %d visited, weights %s, classes %s%n",
            rounds,
            g.edgeCount(),
            round.added,
            round.tightOverflow ? -1 : round.tightCount,
            round.skipped[0],
            round.visited,
            known != null ? "kept" : "computed",
            classes != null ? String.valueOf(classes.size()) : "none");
      }
      if (round.added == 0) {
        MatchingCertificate certificate = solved.certificate().get();
        int[] mate = matching.checked(phase, g, certificate.mate(), removed, t0);
        PairSet tight = PairSet.of(g, certificate.tightEdges(g));
        // The pairs of zero reduced cost outside the graph are tight as well.
        for (int i = 0; i < round.tightCount; i++) {
          tight.add((int) (round.tightPairs[i] >>> 32), (int) round.tightPairs[i]);
        }
        Optimum.Outside outside = null;
        if (classes != null) {
          outside = new OutsideTight(nv, costs, known, inGraph);
        } else if (round.tightOverflow) {
          new PricingRound(nv, known, costs, heaviest, rule, w, inGraph, g, limbs, tight)
              .run(classes);
        }
        return new BracketMatching.Solved(
            mate, matching.optimum(g, mate, rule, sinkOf, tight, outside));
      }
    }
  }

  /** Pairs outside the priced graph of zero reduced cost under its final duals. */
  private record OutsideTight(int players, ReducedCosts costs, PairWeights known, PairSet inGraph)
      implements Optimum.Outside {
    @Override
    public boolean tight(int u, int v) {
      int a = Math.min(u, v);
      int b = Math.max(u, v);
      if (a == b || b >= players || inGraph.contains(a, b)) {
        return false;
      }
      int i = known.index((int) ((long) a * (2L * players - a - 1) / 2 + (b - a - 1)));
      return i != 0 && costs.sign(a, b, known.values(), known.offset(i)) == 0;
    }
  }

  /**
   * One pricing round over every pair not in the graph, or over the pairs its {@link PlayerClasses}
   * cannot rule out: adds the violated pairs (a few per player), lists the tight ones; in the final
   * sweep (a set {@code sweepInto}) adds each tight pair to that set.
   */
  private final class PricingRound implements PlayerClasses.PairVisitor {
    private final int nv;
    private final PairWeights known;
    private final ReducedCosts costs;
    private final long[] heaviest;
    private final EdgeRule rule;
    private final long[] w;
    private final PairSet inGraph;
    private final WeightedGraph g;
    private final int limbs;
    private final PairSet sweepInto;
    private final int[] addedAt;

    /** Tight pairs are not listed: the classes' pairs outside the graph are found when asked. */
    private boolean classes;

    int added;
    long visited;
    long[] tightPairs = new long[16];
    int tightCount;

    /**
     * Past {@link DutchTuning#tightList} the tight pairs are not listed but found again after the
     * last round.
     */
    boolean tightOverflow;

    final long[] skipped = {0};

    PricingRound(
        int nv,
        PairWeights known,
        ReducedCosts costs,
        long[] heaviest,
        EdgeRule rule,
        long[] w,
        PairSet inGraph,
        WeightedGraph g,
        int limbs,
        PairSet sweepInto) {
      this.nv = nv;
      this.known = known;
      this.costs = costs;
      this.heaviest = heaviest;
      this.rule = rule;
      this.w = w;
      this.inGraph = inGraph;
      this.g = g;
      this.limbs = limbs;
      this.sweepInto = sweepInto;
      this.addedAt = new int[nv];
    }

    void run(PlayerClasses classes) {
      if (classes != null) {
        this.classes = true;
        classes.visitCandidates(costs, known.values(), known::offset, limbs, this);
        return;
      }
      for (int u = 0; u < nv; u++) {
        for (int v = u + 1; v < nv; v++) {
          visit(u, v);
        }
      }
    }

    @Override
    public void visit(int u, int v) {
      visited++;
      if (inGraph.contains(u, v)) {
        return;
      }
      int pair = (int) ((long) u * (2L * nv - u - 1) / 2 + (v - u - 1));
      int sign = priceSign(u, v, pair, known, costs, heaviest, rule, w, skipped);
      if (sign == NOT_PRICED) {
        return;
      }
      if (sweepInto != null) {
        if (sign == 0) {
          sweepInto.add(u, v);
        }
        return;
      }
      if (sign < 0 && addedAt[u] < PRICED_DEGREE && addedAt[v] < PRICED_DEGREE) {
        addedAt[u]++;
        addedAt[v]++;
        inGraph.add(u, v);
        g.addEdge(u, v, pricedWeight(u, v, pair, known, rule, limbs));
        added++;
      } else if (sign < 0) {
        added++;
      } else if (sign == 0 && !tightOverflow && !classes) {
        if (tightCount == tightPairs.length) {
          if (tightCount >= tuning.tightList()) {
            tightOverflow = true;
            tightPairs = new long[0];
            tightCount = 0;
            return;
          }
          tightPairs = Arrays.copyOf(tightPairs, 2 * tightCount);
        }
        tightPairs[tightCount++] = (long) u << 32 | v;
      }
    }
  }

  /** The sign of pair {@code uv}'s reduced cost, or {@link #NOT_PRICED}. */
  private static int priceSign(
      int u,
      int v,
      int pair,
      PairWeights known,
      ReducedCosts costs,
      long[] heaviest,
      EdgeRule rule,
      long[] w,
      long[] skipped) {
    if (known != null) {
      int i = known.index(pair);
      return i == 0 ? NOT_PRICED : costs.sign(u, v, known.values(), known.offset(i));
    }
    int limbs = w.length;
    if (costs.positiveUpTo(u, v, heaviest, u * limbs)
        || costs.positiveUpTo(u, v, heaviest, v * limbs)) {
      skipped[0]++;
      return NOT_PRICED;
    }
    if (!rule.allowed(u, v)) {
      return NOT_PRICED;
    }
    rule.weightInto(u, v, w);
    return costs.sign(u, v, w, 0);
  }

  /** The weight of a priced pair, a fresh array. */
  private static long[] pricedWeight(
      int u, int v, int pair, PairWeights known, EdgeRule rule, int limbs) {
    if (known != null) {
      int at = known.offset(known.index(pair));
      return Arrays.copyOfRange(known.values(), at, at + limbs);
    }
    return rule.weight(u, v);
  }

  /** Raises the weight at {@code heaviest[x * limbs..]} to {@code w} if {@code w} is heavier. */
  private static void raise(long[] heaviest, int x, long[] w) {
    int at = x * w.length;
    for (int i = 0; i < w.length; i++) {
      if (w[i] != heaviest[at + i]) {
        if (w[i] > heaviest[at + i]) {
          System.arraycopy(w, 0, heaviest, at, w.length);
        }
        return;
      }
    }
  }
}
