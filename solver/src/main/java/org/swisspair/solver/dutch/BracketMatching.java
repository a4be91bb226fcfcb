package org.swisspair.solver.dutch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.swisspair.model.Points;
import org.swisspair.solver.criteria.CriteriaList;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.dutch.rules.DutchBracketGraph;
import org.swisspair.solver.dutch.rules.DutchCriteria;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.matching.MatchingCertificate;
import org.swisspair.solver.matching.MatchingWeights;
import org.swisspair.solver.matching.WeightedGraph;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * The exact solves of one bracket (C.04.3 Article 3) on its graph ({@link BracketGraph}): the first
 * solve by the criteria (and, in a heterogeneous bracket, the MDP-pairing order), whole or priced
 * ({@link PricedSolve}), whose result ({@link FirstSolve}) the remainder's Article 4 solve then
 * reads ({@link StagedRemainder}, or {@link TightRest} through a tight transposition). The weight
 * of an edge packs, most significant first, the criteria C4-C21 of {@link DutchCriteria} and then
 * the phase's {@link CandidateOrder}, so that a maximum-weight matching is the first candidate in
 * Article 4 order among those with the best criteria values (3.8).
 *
 * <p><b>Decides or accelerates.</b> Decides, third and fifth of the strategies of {@link
 * BracketPairer}: the first solve fixes the bracket's criteria values and its MDP-pairing, the
 * remainder's solve its other pairs.
 *
 * <p><b>Why the answer is the rules' answer.</b> The weight orders candidates as 3.8 and Article 4
 * do, and the graph holds every player below (or the next scoregroup and sinks, confirmed by {@link
 * Relaxation}); the priced and staged solves reach the whole graph's optimum, and the remainder's
 * solve keeps only the pairs every optimum uses.
 *
 * <p><b>Gives way to.</b> Nothing: a bracket that no matching completes has no valid pairing (after
 * relaxed brackets, the round goes to the next pass).
 *
 * <p><b>Tested by.</b> {@code DutchFixturesTest}, {@code DutchDifferentialTest} (against the
 * literal procedure, {@code DutchProceduralPairer} of the test tree), {@code
 * DutchShortcutsDifferentialTest} and {@code DutchLargeFieldDifferentialTest} (the reference is
 * this class alone).
 */
final class BracketMatching {
  /** What a solve decides. */
  enum Phase {
    /** A homogeneous bracket by the criteria alone; the remainder phase follows. */
    CRITERIA,
    /** A heterogeneous bracket by the criteria, then the MDP-pairing order (4.4.2, 4.2). */
    MDP_PAIRING,
    /** The remainder, its MDP-pairs fixed, by the criteria, then the order of 4.3 and 4.2. */
    REMAINDER
  }

  /** A solve's matching and, for a first solve with a certificate, what it proved (else null). */
  record Solved(int[] mate, Optimum optimum) {}

  /**
   * The first solve of a bracket: its matching, the criteria as they apply to the bracket (C9
   * dropped when it does not, DUT-3), and what the solve proved (null: the matcher gave no
   * certificate). Passed to the remainder's solves, never changed.
   */
  record FirstSolve(int[] mate, DutchBracketGraph criteria, Optimum optimum) {}

  private final BracketGraph vertices;
  private final MatchingAlgorithm matcher;
  private final DutchTuning tuning;
  private final CriteriaList<DutchBracketGraph> criteriaList;
  private final DutchStatistics statistics;
  private final Relaxation relaxation;
  private final List<Integer> residents;
  private final boolean relaxedGraph;
  private final boolean priced;
  private final boolean classed;

  BracketMatching(
      RankedPlayers players,
      MatchingAlgorithm matcher,
      DutchTuning tuning,
      CriteriaList<DutchBracketGraph> criteriaList,
      DutchStatistics statistics,
      Relaxation relaxation,
      List<Integer> bracket,
      int mdpCount,
      int lowerStart,
      List<Integer> next,
      boolean relaxedGraph,
      boolean priced,
      boolean classed) {
    this.vertices = new BracketGraph(players, bracket, mdpCount, lowerStart, next, relaxedGraph);
    this.matcher = matcher;
    this.tuning = tuning;
    this.criteriaList = criteriaList;
    this.statistics = statistics;
    this.relaxation = relaxation;
    this.residents = bracket.subList(mdpCount, bracket.size());
    this.relaxedGraph = relaxedGraph;
    this.priced = priced;
    this.classed = classed;
  }

  BracketGraph vertices() {
    return vertices;
  }

  MatchingAlgorithm matcher() {
    return matcher;
  }

  DutchTuning tuning() {
    return tuning;
  }

  /** The weighted criteria the solves' weights are built from, highest priority first. */
  CriteriaList<DutchBracketGraph> criteriaList() {
    // null is the plain list, loaded only when a bracket reaches a matching: most brackets of a
    // small round are decided before, and the drop-in command's start pays for every class.
    return criteriaList == null ? DutchCriteria.LIST : criteriaList;
  }

  DutchStatistics statistics() {
    return statistics;
  }

  /** Whether every solve is printed on standard error. */
  boolean debug() {
    return tuning.debug();
  }

  /** Players in the bracket: local vertices {@code 0..bracketSize-1}. */
  int bracketSize() {
    return vertices.bracketSize();
  }

  /** The local vertex of the player of rank {@code rank}. */
  int local(int rank) {
    return vertices.local(rank);
  }

  /** The rank of the player at local vertex {@code local}. */
  int rank(int local) {
    return vertices.rank(local);
  }

  /** Pairs of the matching in the next bracket: at least one player below this bracket. */
  List<int[]> nextPairs(int[] mate) {
    return vertices.nextPairs(mate);
  }

  /** The heaviest matching of the first solve's tight rest without the {@code used} players. */
  TightRest.Solution solveTightRest(Optimum first, boolean[] used) {
    return new TightRest(vertices, matcher, tuning, statistics, first).solve(used);
  }

  /** Solves the whole bracket with the criteria and, in the MDP phase, Article 4.4 and 4.2. */
  FirstSolve solveWhole(Phase phase) throws NoValidPairingException {
    DutchBracketGraph criteria = vertices.criteria();
    Solved solved = first(phase, criteria);
    if (criteria.pabUnplayedMisapplied(solved.mate())) {
      // C9 only for a bracket that downfloats exactly one player (DUT-3).
      criteria = criteria.withoutPabUnplayed();
      solved = first(phase, criteria);
    }
    return new FirstSolve(solved.mate(), criteria, solved.optimum());
  }

  /** Solves the remainder in Article 4.3 order, the fixed MDP pairs left out. */
  int[] solveRemainder(
      FirstSolve first, List<Integer> remainder, int remainderPairs, List<int[]> fixed)
      throws NoValidPairingException {
    int nv = vertices.size();
    boolean[] removed = new boolean[nv];
    for (int[] p : fixed) {
      removed[vertices.local(p[0])] = true;
      removed[vertices.local(p[1])] = true;
    }
    boolean[] limbo = new boolean[nv];
    for (int v = 0; v < vertices.mdpCount(); v++) {
      limbo[v] = !removed[v];
    }
    int active = 0;
    for (int v = 0; v < nv; v++) {
      if (!removed[v]) {
        active++;
      }
    }
    DutchBracketGraph graph = first.criteria().withActivePlayers(active);
    // BSNs within the remainder (Dutch 4.1), from 0; S1 is the first remainderPairs.
    int[] bsn = new int[nv];
    Arrays.fill(bsn, -1);
    int size = 0;
    for (int r : remainder) {
      bsn[vertices.local(r)] = size++;
    }
    if (first.optimum() != null) {
      return new StagedRemainder(
              this, first.optimum(), graph, removed, limbo, bsn, size, remainderPairs)
          .solve();
    }
    // No dual to narrow the pairs by: the remainder's weight on the whole graph.
    WeightLayout layout = new WeightLayout();
    EdgeWeight criteria = criteriaList().declare(layout, graph);
    EdgeWeight order = CandidateOrder.remainder(layout, graph, bsn, size, remainderPairs, 4 + size);
    layout.freeze();
    EdgeRule rule = new EdgeRule(vertices, graph, removed, limbo, null, layout, criteria, order);
    WeightedGraph g = whole(rule, active);
    long t0 = System.nanoTime();
    return checked(Phase.REMAINDER, g, matcher.maximumWeightMatching(g), removed, t0);
  }

  /**
   * The first solve of a phase: its graph priced when it is large, else built whole. Every field
   * that is minimised is written as (offset per player - violations), so that all matchings
   * covering the same players carry the same offsets.
   */
  private Solved first(Phase phase, DutchBracketGraph criteriaGraph)
      throws NoValidPairingException {
    int nv = vertices.size();
    boolean[] removed = new boolean[nv];
    boolean[] limbo = new boolean[nv];
    DutchBracketGraph graph = criteriaGraph.withActivePlayers(nv);
    int[] sinkOf = vertices.sinkOf();
    WeightLayout layout = new WeightLayout();
    EdgeWeight criteria = criteriaList().declare(layout, graph);
    EdgeWeight order =
        phase == Phase.MDP_PAIRING
            ? CandidateOrder.mdpPairing(layout, graph, residents.size())
            : CandidateOrder.NONE;
    layout.freeze();
    EdgeRule rule = new EdgeRule(vertices, graph, removed, limbo, null, layout, criteria, order);
    long pairs = (long) nv * (nv - 1) / 2;
    if (priced && pairs > (classed ? tuning.classedPricedFromBound() : tuning.pricedFrom())) {
      WeightedGraph g = new WeightedGraph(vertices.vertexCount(), layout.limbs());
      rule.addSingleEdges(g, sinkOf);
      Solved solved = new PricedSolve(this, classed).solve(phase, g, rule, sinkOf, removed);
      if (solved != null) {
        return solved;
      }
    }
    WeightedGraph g = whole(rule, nv);
    long t0 = System.nanoTime();
    MatchingAlgorithm.Matching solved = matcher.solve(g);
    if (solved.certificate().isEmpty()) {
      return new Solved(checked(phase, g, solved.mate(), removed, t0), null);
    }
    MatchingCertificate certificate = solved.certificate().get();
    int[] mate = checked(phase, g, certificate.mate(), removed, t0);
    PairSet tight = PairSet.of(g, certificate.tightEdges(g));
    return new Solved(mate, optimum(g, mate, rule, sinkOf, tight, null));
  }

  /** The graph of every pair {@code rule} allows among {@code active} players, and single edges. */
  private WeightedGraph whole(EdgeRule rule, int active) {
    int nv = vertices.size();
    WeightedGraph g = new WeightedGraph(vertices.vertexCount(), rule.layout().limbs());
    long pairs = (long) active * (active - 1) / 2;
    g.ensureCapacity((int) Math.min(Integer.MAX_VALUE, pairs + 2L * nv));
    long[] w = rule.layout().newWeight();
    for (int u = 0; u < nv; u++) {
      for (int v = u + 1; v < nv; v++) {
        if (rule.allowed(u, v)) {
          rule.weightInto(u, v, w);
          g.addEdge(u, v, w);
        }
      }
    }
    rule.addSingleEdges(g, vertices.sinkOf());
    return g;
  }

  /** What a first solve on {@code g} with matching {@code mate} proved. */
  Optimum optimum(
      WeightedGraph g,
      int[] mate,
      EdgeRule rule,
      int[] sinkOf,
      PairSet tight,
      Optimum.Outside outside) {
    return new Optimum(
        vertices,
        g,
        MatchingWeights.weight(g, mate),
        rule,
        sinkOf,
        tight,
        outside,
        tuning.tightFromDuals());
  }

  /** Returns {@code mate}, the matching of {@code g}, once every player is paired or floats. */
  int[] checked(Phase phase, WeightedGraph g, int[] mate, boolean[] removed, long t0)
      throws NoValidPairingException {
    int nv = vertices.size();
    if (tuning.debug()) {
      System.err.printf(
          "bracket %s phase %s relaxed %s: %d vertices, %d edges, %d limbs, %d ms%n",
          Points.format(vertices.players().score(residents.get(0))),
          phase,
          relaxedGraph,
          g.vertexCount(),
          g.edgeCount(),
          g.limbs(),
          (System.nanoTime() - t0) / 1_000_000);
    }
    List<Integer> unmatched = new ArrayList<>();
    for (int v = 0; v < nv; v++) {
      if (!removed[v] && mate[v] < 0) {
        unmatched.add(vertices.rank(v));
      }
    }
    if (vertices.hasPab() && mate[nv] < 0 || !unmatched.isEmpty()) {
      // After relaxed brackets, a failure may be theirs: only the exact pass may give up.
      if (relaxation.used()) {
        throw relaxation.failure();
      }
      List<Integer> who = vertices.players().ids(unmatched);
      throw new NoValidPairingException(
          "no valid pairing (Dutch 1.9.3): in the bracket of score "
              + Points.format(vertices.players().score(residents.get(0)))
              + ", players "
              + who
              + " cannot be paired without breaking C1-C3",
          who);
    }
    return mate;
  }
}
