package org.swisspair.solver.dutch;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.dutch.rules.DutchBracketGraph;
import org.swisspair.solver.dutch.rules.DutchCriteria;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.matching.MatchingCertificate;
import org.swisspair.solver.matching.MatchingWeights;
import org.swisspair.solver.matching.ReducedCosts;
import org.swisspair.solver.matching.WeightedGraph;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * The matching graph of one bracket and the players below it (C.04.3 Article 3), and its solves.
 * The graph holds every player below the bracket, so that C4 (completion) and C8 (the next bracket)
 * are seen; a relaxed graph holds only the next scoregroup, and one sink per player who could float
 * further. The weight of an edge packs, most significant first, the criteria C4-C21 of {@link
 * DutchCriteria} and then the phase's {@link CandidateOrder}, so that a maximum-weight matching is
 * the first candidate in Article 4 order among those with the best criteria values (3.8).
 */
final class BracketMatching {
  /**
   * Above this many player pairs a first solve is priced instead of built whole: below it the whole
   * graph fits easily and its one solve is cheaper than the repeated pricing of every pair ({@code
   * -Dswisspair.pricedFrom}; the tests lower it so that the fixtures go through pricing).
   */
  private static final long PRICED_FROM = Long.getLong("swisspair.pricedFrom", 1_000_000L);

  /**
   * Above this many player pairs a first solve with player classes is priced: the class table makes
   * a priced solve cost little more than its graph, while a whole graph of 700,000 pairs took the
   * blossom tens of seconds ({@code -Dswisspair.classedPricedFrom}, never above {@link
   * #PRICED_FROM}).
   */
  private static final long CLASSED_PRICED_FROM =
      Math.min(PRICED_FROM, Long.getLong("swisspair.classedPricedFrom", 100_000L));

  /** Pairs per player in the first graph of a priced solve. */
  private static final int PRICED_DEGREE = 6;

  /**
   * How far from the fold a priced solve's first graph reaches, in S2 places ({@code
   * -Dswisspair.foldBand}; negative: no band, the heaviest pairs alone).
   */
  private static final int FOLD_BAND = 32;

  /** What a solve decides. */
  enum Phase {
    /** A homogeneous bracket by the criteria alone; the remainder phase follows. */
    CRITERIA,
    /** A heterogeneous bracket by the criteria, then the MDP-pairing order (4.4.2, 4.2). */
    MDP_PAIRING,
    /** The remainder, its MDP-pairs fixed, by the criteria, then the order of 4.3 and 4.2. */
    REMAINDER
  }

  private final RankedPlayers players;
  private final MatchingAlgorithm matcher;
  private final Relaxation relaxation;
  private final List<Integer> residents;
  private final int mdpCount;
  private final boolean relaxedGraph;
  private final boolean priced;
  private final boolean classed;

  /**
   * After a classed priced solve, whether a player pair's tightness is read from the final duals
   * and the class table alone ({@link TableTight#anyTight}) rather than from the set of the graph's
   * tight edges first ({@code -Dswisspair.tightBySet}: the tests compare the two).
   */
  private final boolean tightFromDuals = !Boolean.getBoolean("swisspair.tightBySet");

  /**
   * Whether the pricing rounds of a large tight rest leave the players already paired out of the
   * enumeration ({@code -Dswisspair.restKeepsUsed}: the tests compare the two ways).
   */
  private final boolean restLeavesUsed = !Boolean.getBoolean("swisspair.restKeepsUsed");

  /** Local vertex to rank; bracket players first, in bracket order. */
  private final int[] ranks;

  private final int[] localOf;
  private final int bracketSize;
  private final boolean hasPab;

  /** In a relaxed graph: whether the player has a possible opponent below the next group. */
  private final boolean[] canSink;

  /** The players at the local vertices, and each one's place: 0 bracket, 1 next group, 2 below. */
  private final PlayerState[] vertexPlayers;

  private final int[] part;

  /** The vertices as the criteria read them; C9 is dropped when it does not apply (DUT-3). */
  private DutchBracketGraph criteriaGraph;

  /**
   * Edges tight in the first solve's dual: every optimal matching uses only these, so the Article 4
   * solve that follows needs no others (null: keep all).
   */
  private PairSet tight;

  /** The first solve's edges and weights, and each player's sink in it (-1: none). */
  private EdgeRule firstRule;

  private int[] firstSinkOf;

  /** The first solve's graph and optimum, to recognise an optimal matching later. */
  private WeightedGraph firstGraph;

  private BigInteger firstTotal;

  BracketMatching(
      RankedPlayers players,
      MatchingAlgorithm matcher,
      Relaxation relaxation,
      List<Integer> bracket,
      int mdpCount,
      int lowerStart,
      List<Integer> next,
      boolean relaxedGraph,
      boolean priced,
      boolean classed) {
    this.players = players;
    this.matcher = matcher;
    this.relaxation = relaxation;
    this.residents = bracket.subList(mdpCount, bracket.size());
    this.mdpCount = mdpCount;
    this.relaxedGraph = relaxedGraph;
    this.priced = priced;
    this.classed = classed;
    int n = players.size();
    int lowerCount = relaxedGraph ? next.size() : n - lowerStart;
    bracketSize = bracket.size();
    ranks = new int[bracketSize + lowerCount];
    localOf = new int[n];
    Arrays.fill(localOf, -1);
    int k = 0;
    for (int b : bracket) {
      ranks[k] = b;
      localOf[b] = k++;
    }
    for (int i = lowerStart; i < lowerStart + lowerCount; i++) {
      ranks[k] = i;
      localOf[i] = k++;
    }
    // A relaxed graph leaves the PAB to the players below the next scoregroup.
    hasPab = !relaxedGraph && ranks.length % 2 == 1;
    canSink = new boolean[ranks.length];
    if (relaxedGraph) {
      for (int v = 0; v < ranks.length; v++) {
        for (int j = lowerStart + lowerCount; j < n && !canSink[v]; j++) {
          canSink[v] = players.compatible(ranks[v], j);
        }
      }
    }
    vertexPlayers = new PlayerState[ranks.length];
    part = new int[ranks.length];
    for (int v = 0; v < ranks.length; v++) {
      vertexPlayers[v] = players.get(ranks[v]);
      part[v] = v < bracketSize ? 0 : v < bracketSize + next.size() ? 1 : 2;
    }
    criteriaGraph =
        new DutchBracketGraph(
            vertexPlayers,
            bracketSize,
            mdpCount,
            next.size(),
            hasPab,
            ranks.length,
            players.state().initialColour());
  }

  /** Players in the bracket: local vertices {@code 0..bracketSize-1}. */
  int bracketSize() {
    return bracketSize;
  }

  /** The local vertex of the player of rank {@code rank}. */
  int local(int rank) {
    return localOf[rank];
  }

  /** The rank of the player at local vertex {@code local}. */
  int rank(int local) {
    return ranks[local];
  }

  MatchingAlgorithm matcher() {
    return matcher;
  }

  /** The first solve's graph, null when the matcher gave no certificate. */
  WeightedGraph firstGraph() {
    return firstGraph;
  }

  /** The first solve's optimum. */
  BigInteger firstTotal() {
    return firstTotal;
  }

  /** True when the edge {@code uv} was tight in the first solve's dual. */
  boolean tight(int u, int v) {
    if (tightFromDuals
        && outsideTight instanceof TableTight table
        && Math.max(u, v) < ranks.length) {
      return table.anyTight(Math.min(u, v), Math.max(u, v));
    }
    return tight.contains(u, v) || outsideTight != null && outsideTight.tight(u, v);
  }

  /**
   * After a classed priced solve, the tight pairs outside its graph, found from the final duals
   * when asked instead of listed (millions in large tied brackets); null: all are in {@link
   * #tight}.
   */
  private Outside outsideTight;

  /** The tight pairs outside a priced graph, found when asked. */
  private interface Outside {
    /** True when the pair {@code uv}, not in the graph, has zero reduced cost. */
    boolean tight(int u, int v);
  }

  /** Pairs outside the priced graph of zero reduced cost under its final duals. */
  private record OutsideTight(int players, ReducedCosts costs, PairWeights known, PairSet inGraph)
      implements Outside {
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

  /** Solves the whole bracket with the criteria and, in the MDP phase, Article 4.4 and 4.2. */
  int[] solveWhole(Phase phase) throws NoValidPairingException {
    int[] mate = build(phase, null, 0, new boolean[ranks.length]);
    if (criteriaGraph.pabUnplayedMisapplied(mate)) {
      // C9 only for a bracket that downfloats exactly one player (DUT-3).
      criteriaGraph = criteriaGraph.withoutPabUnplayed();
      mate = build(phase, null, 0, new boolean[ranks.length]);
    }
    return mate;
  }

  /** Solves the remainder in Article 4.3 order, the fixed MDP pairs left out. */
  int[] solveRemainder(List<Integer> remainder, int remainderPairs, List<int[]> fixed)
      throws NoValidPairingException {
    boolean[] removed = new boolean[ranks.length];
    for (int[] p : fixed) {
      removed[localOf[p[0]]] = true;
      removed[localOf[p[1]]] = true;
    }
    return build(Phase.REMAINDER, remainder, remainderPairs, removed);
  }

  /**
   * Whether each bracket player of {@code who} (ranks) has an edge tight in the first solve's dual
   * to a vertex below the bracket (a player, a sink or the PAB): one it could float along. After a
   * solve priced by the class table the pairs outside its graph are enumerated by class pair, not
   * looked for among every vertex below.
   */
  boolean[] tightBelow(List<Integer> who) {
    int vertices = firstGraph.vertexCount();
    boolean[] below = new boolean[bracketSize];
    if (outsideTight instanceof TableTight table) {
      for (int e = 0; e < firstGraph.edgeCount(); e++) {
        int u = Math.min(firstGraph.edgeU(e), firstGraph.edgeV(e));
        int v = Math.max(firstGraph.edgeU(e), firstGraph.edgeV(e));
        if (u < bracketSize && v >= bracketSize && tight.contains(u, v)) {
          below[u] = true;
        }
      }
      table
          .classes()
          .visitTightCandidates(
              table.costs(),
              new PlayerClasses.PairVisitor() {
                @Override
                public void visit(int u, int v) {
                  if (u < bracketSize && v >= bracketSize && !below[u] && table.tight(u, v)) {
                    below[u] = true;
                  }
                }

                // A bracket player's row ends at its first tight pair below.
                @Override
                public boolean rowDone(int u) {
                  return u < bracketSize && below[u];
                }
              });
    } else {
      for (int r : who) {
        int u = localOf[r];
        for (int w = bracketSize; w < vertices && !below[u]; w++) {
          below[u] = tight(u, w);
        }
      }
    }
    boolean[] answer = new boolean[who.size()];
    for (int i = 0; i < answer.length; i++) {
      answer[i] = below[localOf[who.get(i)]];
    }
    return answer;
  }

  /** Pairs of the matching in the next bracket: at least one player below this bracket. */
  List<int[]> nextPairs(int[] mate) {
    List<int[]> pairs = new ArrayList<>();
    for (int v = 0; v < ranks.length; v++) {
      int w = mate[v];
      if (w > v && w < ranks.length && (v >= bracketSize || w >= bracketSize)) {
        pairs.add(new int[] {ranks[v], ranks[w]});
      }
    }
    return pairs;
  }

  /**
   * Builds the weighted graph for a phase and solves it. {@code removed} players (fixed MDP pairs)
   * are left out and, in the REMAINDER phase, the limbo cannot pair inside the bracket. Every field
   * that is minimised is written as (offset per player - violations), so that all matchings
   * covering the same players carry the same offsets.
   */
  private int[] build(Phase phase, List<Integer> remainder, int remainderPairs, boolean[] removed)
      throws NoValidPairingException {
    // One private sink per player who could float below the next scoregroup: any number of them
    // may float, so the relaxation never binds.
    int sinks = 0;
    for (boolean c : canSink) {
      sinks += c ? 1 : 0;
    }
    int nv = ranks.length;
    boolean[] limbo = new boolean[nv];
    if (phase == Phase.REMAINDER) {
      for (int v = 0; v < mdpCount; v++) {
        limbo[v] = !removed[v];
      }
    }
    int active = 0;
    for (int v = 0; v < nv; v++) {
      if (!removed[v]) {
        active++;
      }
    }
    int pabVertex = nv;
    DutchBracketGraph graph = criteriaGraph.withActivePlayers(active);
    int[] sinkOf = new int[nv];
    for (int v = 0, next = nv + (hasPab ? 1 : 0); v < nv; v++) {
      sinkOf[v] = canSink[v] ? next++ : -1;
    }
    // BSNs within the remainder (Dutch 4.1), from 0; S1 is the first remainderPairs.
    int[] bsn = new int[nv];
    int size = 0;
    if (phase == Phase.REMAINDER) {
      Arrays.fill(bsn, -1);
      for (int r : remainder) {
        bsn[localOf[r]] = size++;
      }
    }
    boolean tightOnly = phase == Phase.REMAINDER && tight != null;
    if (tightOnly) {
      return solveStaged(
          graph, removed, limbo, bsn, size, remainderPairs, sinks, sinkOf, pabVertex);
    }

    WeightLayout layout = new WeightLayout();
    EdgeWeight criteria = DutchCriteria.LIST.declare(layout, graph);
    EdgeWeight order =
        switch (phase) {
          case CRITERIA -> CandidateOrder.NONE;
          case MDP_PAIRING -> CandidateOrder.mdpPairing(layout, graph, residents.size());
          case REMAINDER ->
              CandidateOrder.remainder(layout, graph, bsn, size, remainderPairs, 4 + size);
        };
    layout.freeze();

    WeightedGraph g = new WeightedGraph(nv + (hasPab ? 1 : 0) + sinks, layout.limbs());
    EdgeRule rule = new EdgeRule(graph, removed, limbo, tightOnly, layout, criteria, order);
    if (phase != Phase.REMAINDER) {
      firstRule = rule;
      firstSinkOf = sinkOf;
    }
    long pairs = (long) active * (active - 1) / 2;
    if (priced
        && phase != Phase.REMAINDER
        && pairs > (classed ? CLASSED_PRICED_FROM : PRICED_FROM)) {
      addSingleEdges(g, rule, sinks, sinkOf, pabVertex);
      int[] mate = solvePriced(phase, g, rule, removed);
      if (mate != null) {
        return mate;
      }
      g = new WeightedGraph(g.vertexCount(), layout.limbs());
    }
    if (!tightOnly) {
      g.ensureCapacity((int) Math.min(Integer.MAX_VALUE, pairs + 2L * nv));
    }
    long[] w = layout.newWeight();
    for (int u = 0; u < nv; u++) {
      for (int v = u + 1; v < nv; v++) {
        if (rule.allowed(u, v)) {
          rule.weightInto(u, v, w);
          g.addEdge(u, v, w);
        }
      }
    }
    addSingleEdges(g, rule, sinks, sinkOf, pabVertex);
    return solve(phase, g, removed);
  }

  /**
   * The Article 4 solve of the remainder over the first solve's tight pairs, in stages, so that no
   * graph holds more than {@link #STAGE_LONGS} weight limbs: a remainder of a thousand players has
   * a 4.2 partner field per BSN, weights of a couple of hundred limbs, and in large tied brackets
   * close to a million tight pairs, more than 1 GiB at once. Each stage declares the criteria and
   * only the first order fields (the rules of 4.3.2, then the partner fields of the first BSNs): a
   * lexicographic prefix of the full weight. Every matching optimal for the full weight is optimal
   * for the prefix, so it uses only pairs tight in the prefix's optimal dual, and the next stage
   * keeps only those. The last stage declares every field; its optimum over pairs that still hold
   * every optimum of the full weight has the weight of the solve on all tight pairs, and the same
   * pairs inside the bracket (the partner fields fix them).
   */
  private int[] solveStaged(
      DutchBracketGraph graph,
      boolean[] removed,
      boolean[] limbo,
      int[] bsn,
      int size,
      int s1,
      int sinks,
      int[] sinkOf,
      int pabVertex)
      throws NoValidPairingException {
    long t0 = System.nanoTime();
    int nv = ranks.length;
    int vertices = nv + (hasPab ? 1 : 0) + sinks;
    // The candidate pairs, packed u << 32 | v: the first solve's tight pairs this phase allows.
    EdgeRule any = stageRule(graph, removed, limbo, bsn, size, s1, 0);
    long[] pairs = new long[16];
    int count = 0;
    for (int u = 0; u < nv; u++) {
      if (removed[u]) {
        continue;
      }
      for (int v = u + 1; v < nv; v++) {
        if (any.allowed(u, v)) {
          pairs = grow(pairs, count);
          pairs[count++] = (long) u << 32 | v;
        }
      }
      PlayerState p = players.get(ranks[u]);
      if (sinks > 0 && canSink[u] && tight(u, sinkOf[u])) {
        pairs = grow(pairs, count);
        pairs[count++] = (long) u << 32 | sinkOf[u];
      }
      if (hasPab && !p.byeIneligible() && tight(u, pabVertex)) {
        pairs = grow(pairs, count);
        pairs[count++] = (long) u << 32 | pabVertex;
      }
    }
    // The order's fields: the four rules of 4.3.2, then one 4.2 partner field per BSN.
    int total = 4 + size;
    int fields = 0;
    while (true) {
      int next = stageFields(graph, bsn, size, s1, fields, count);
      EdgeRule rule = stageRule(graph, removed, limbo, bsn, size, s1, next);
      WeightedGraph g = new WeightedGraph(vertices, rule.layout.limbs());
      g.ensureCapacity(count);
      long[] w = new long[rule.layout.limbs()];
      for (int i = 0; i < count; i++) {
        int u = (int) (pairs[i] >>> 32);
        int v = (int) pairs[i];
        rule.weightInto(u, v, w);
        g.addEdge(u, v, w);
      }
      if (DutchRound.DEBUG) {
        System.err.printf(
            "  staged remainder: order fields %d of %d, %d pairs, %d limbs%n",
            next, total, count, rule.layout.limbs());
      }
      MatchingAlgorithm.Matching solved = matcher.solve(g);
      if (next >= total || solved.certificate().isEmpty()) {
        if (next < total) {
          // No dual to narrow the pairs by: the full weight on the pairs kept so far.
          WeightedGraph full =
              fullGraph(pairs, count, graph, removed, limbo, bsn, size, s1, vertices);
          return finish(Phase.REMAINDER, full, null, removed, t0);
        }
        return finish(Phase.REMAINDER, g, solved, removed, t0);
      }
      boolean[] keep = solved.certificate().get().tightEdges(g);
      int kept = 0;
      for (int e = 0; e < count; e++) {
        if (keep[e]) {
          pairs[kept++] = pairs[e];
        }
      }
      count = kept;
      fields = next;
    }
  }

  /** The full remainder weight on the given pairs. */
  private WeightedGraph fullGraph(
      long[] pairs,
      int count,
      DutchBracketGraph graph,
      boolean[] removed,
      boolean[] limbo,
      int[] bsn,
      int size,
      int s1,
      int vertices) {
    EdgeRule rule = stageRule(graph, removed, limbo, bsn, size, s1, 4 + size);
    WeightedGraph g = new WeightedGraph(vertices, rule.layout.limbs());
    for (int i = 0; i < count; i++) {
      int u = (int) (pairs[i] >>> 32);
      int v = (int) pairs[i];
      g.addEdge(u, v, rule.weight(u, v));
    }
    return g;
  }

  /**
   * Weight limbs (edges times limbs) a stage of the staged remainder solve may hold ({@code
   * -Dswisspair.stageLongs}; the tests lower it so that the fixtures go through several stages).
   */
  private static final long STAGE_LONGS = Long.getLong("swisspair.stageLongs", 24_000_000L);

  /**
   * The number of order fields of the next stage: all when the full weight fits {@link
   * #STAGE_LONGS} on {@code count} pairs, else as many as fit, at least one more than {@code done}.
   */
  private static int stageFields(
      DutchBracketGraph graph, int[] bsn, int size, int s1, int done, int count) {
    int lo = Math.min(4 + size, done + 1);
    int hi = 4 + size;
    if (limbsWith(graph, bsn, size, s1, hi) * (long) count <= STAGE_LONGS) {
      return hi;
    }
    // The largest number of fields that fits, no fewer than lo.
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (limbsWith(graph, bsn, size, s1, mid) * (long) count <= STAGE_LONGS) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  private static int limbsWith(DutchBracketGraph graph, int[] bsn, int size, int s1, int fields) {
    WeightLayout layout = new WeightLayout();
    DutchCriteria.LIST.declare(layout, graph);
    CandidateOrder.remainder(layout, graph, bsn, size, s1, fields);
    layout.freeze();
    return layout.limbs();
  }

  /** The edge rule of a stage with the first {@code fields} partner fields. */
  private EdgeRule stageRule(
      DutchBracketGraph graph,
      boolean[] removed,
      boolean[] limbo,
      int[] bsn,
      int size,
      int s1,
      int fields) {
    WeightLayout layout = new WeightLayout();
    EdgeWeight criteria = DutchCriteria.LIST.declare(layout, graph);
    EdgeWeight order = CandidateOrder.remainder(layout, graph, bsn, size, s1, fields);
    layout.freeze();
    return new EdgeRule(graph, removed, limbo, true, layout, criteria, order);
  }

  private static long[] grow(long[] a, int count) {
    return count < a.length ? a : Arrays.copyOf(a, 2 * a.length);
  }

  /** Which player pairs are edges of a phase's graph, and their weights. */
  private final class EdgeRule {
    private final DutchBracketGraph graph;
    private final boolean[] removed;
    private final boolean[] limbo;
    private final boolean tightOnly;
    private final WeightLayout layout;
    private final EdgeWeight criteria;
    private final EdgeWeight order;

    EdgeRule(
        DutchBracketGraph graph,
        boolean[] removed,
        boolean[] limbo,
        boolean tightOnly,
        WeightLayout layout,
        EdgeWeight criteria,
        EdgeWeight order) {
      this.graph = graph;
      this.removed = removed;
      this.limbo = limbo;
      this.tightOnly = tightOnly;
      this.layout = layout;
      this.criteria = criteria;
      this.order = order;
    }

    /** Whether players {@code u < v} are joined in this phase. */
    boolean allowed(int u, int v) {
      if (removed[u] || removed[v]) {
        return false;
      }
      if (v < bracketSize && (limbo[u] || limbo[v])) {
        return false;
      }
      if (graph.isMdp(u) && graph.isMdp(v)) {
        return false;
      }
      if (tightOnly && !tight(u, v)) {
        return false;
      }
      return players.compatible(ranks[u], ranks[v]);
    }

    /** The weight of edge {@code uv}, {@code u < v}. */
    long[] weight(int u, int v) {
      long[] w = layout.newWeight();
      criteria.add(u, v, w);
      order.add(u, v, w);
      return w;
    }

    /** The weight of edge {@code uv} written into {@code w}. */
    void weightInto(int u, int v, long[] w) {
      Arrays.fill(w, 0L);
      criteria.add(u, v, w);
      order.add(u, v, w);
    }
  }

  /** Edges with a single player: the PAB (exact graph) or a sink (relaxed graph). */
  private void addSingleEdges(
      WeightedGraph g, EdgeRule rule, int sinks, int[] sinkOf, int pabVertex) {
    for (int u = 0; u < ranks.length; u++) {
      PlayerState p = players.get(ranks[u]);
      boolean toPab = hasPab && !p.byeIneligible();
      boolean toSink = sinks > 0 && canSink[u];
      if (rule.removed[u] || !toPab && !toSink) {
        continue;
      }
      if (toSink && !(rule.tightOnly && !tight(u, sinkOf[u]))) {
        g.addEdge(u, sinkOf[u], rule.weight(u, sinkOf[u]));
      }
      if (toPab && !(rule.tightOnly && !tight(u, pabVertex))) {
        g.addEdge(u, pabVertex, rule.weight(u, pabVertex));
      }
    }
  }

  /**
   * Pairs outside a graph priced by the class table ({@link #solveByClassTable}) of zero reduced
   * cost under its final duals, the weight read from the table (or computed, for a vertex alone).
   */
  private record TableTight(
      int players, ReducedCosts costs, PlayerClasses classes, EdgeRule rule, SortedPairs inGraph)
      implements Outside {
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

  /** Candidates a table pricing round visits in one row once it has found a violated pair. */
  private static final int ROW_VISITS = 8 * PRICED_DEGREE;

  /** {@link #solveByClassTable}'s answer when a pair weighs other than its class pair. */
  private static final int[] BROKEN = new int[0];

  /**
   * Every allowed pair's weight is checked against the class table before a classed solve ({@code
   * -Dswisspair.proveClasses}; the tests, to prove the class key on random rounds).
   */
  private static boolean proveClasses() {
    return Boolean.getBoolean("swisspair.proveClasses");
  }

  /**
   * The priced solve without a pass over every pair: the weights come from the class table ({@link
   * PlayerClasses#fillTable}), the solve starts from the fold band, and each pricing round visits
   * only the pairs whose duals fall short of their class pair's weight. Every pair that enters the
   * graph has its weight computed and compared with the table; on a difference the answer is {@link
   * #BROKEN} and the caller prices pair by pair. Null when the matcher gives no certificate.
   */
  private int[] solveByClassTable(
      Phase phase,
      WeightedGraph g,
      EdgeRule rule,
      boolean[] removed,
      PlayerClasses classes,
      int band,
      long t0)
      throws NoValidPairingException {
    int nv = ranks.length;
    int limbs = g.limbs();
    classes.fillTable(rule::weightInto, limbs);
    if (proveClasses() && !tableHolds(rule, classes, limbs)) {
      return BROKEN;
    }
    PairSet inGraph = new PairSet(nv);
    for (long p : FoldBand.pairs(foldGroups(), band)) {
      int a = (int) (p >>> 32);
      int b = (int) p;
      if (rule.allowed(a, b)) {
        long[] w = rule.weight(a, b);
        if (classes.classed(a) && classes.classed(b) && !classes.holds(a, b, w)) {
          return BROKEN;
        }
        inGraph.add(a, b);
        g.addEdge(a, b, w);
        BAND_PAIRS.incrementAndGet();
      }
    }
    CLASSED_SOLVES.incrementAndGet();
    int rounds = 0;
    while (true) {
      rounds++;
      MatchingAlgorithm.Matching solved = matcher.solve(g);
      if (solved.certificate().isEmpty()) {
        return null;
      }
      ReducedCosts costs = new ReducedCosts(solved.certificate().get(), limbs);
      TablePricing round = new TablePricing(nv, costs, classes, rule, inGraph, g);
      classes.visitCandidates(costs, round);
      if (DutchRound.DEBUG) {
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
        int[] mate = finish(phase, g, solved, removed, t0);
        outsideTight = new TableTight(nv, costs, classes, rule, SortedPairs.of(g, nv));
        return mate;
      }
    }
  }

  /** Whether every allowed pair of two classed vertices weighs what the class table says. */
  private boolean tableHolds(EdgeRule rule, PlayerClasses classes, int limbs) {
    long[] w = new long[limbs];
    for (int u = 0; u < ranks.length; u++) {
      for (int v = u + 1; v < ranks.length; v++) {
        if (classes.classed(u) && classes.classed(v) && rule.allowed(u, v)) {
          rule.weightInto(u, v, w);
          if (!classes.holds(u, v, w)) {
            if (DutchRound.DEBUG) {
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
   * One pricing round of {@link #solveByClassTable}: adds the violated pairs among those the
   * classes could not rule out (a few per player), checking each added pair against the table.
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
          if (DutchRound.DEBUG) {
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
   * Solves the phase on the heaviest few pairs of each player, then prices every other pair against
   * the duals and adds those of negative reduced cost, until none is left: the duals are then
   * feasible on the whole graph, so the matching is optimal there (column generation). The pairs of
   * zero reduced cost join the graph at the end, for the Article 4 solves that keep only tight
   * edges. Returns null when the matcher gives no certificate.
   */
  private int[] solvePriced(Phase phase, WeightedGraph g, EdgeRule rule, boolean[] removed)
      throws NoValidPairingException {
    long t0 = System.nanoTime();
    int nv = ranks.length;
    int limbs = g.limbs();
    int band = Integer.getInteger("swisspair.foldBand", FOLD_BAND);
    if (classed && band >= 0) {
      PlayerClasses byTable =
          PlayerClasses.of(vertexPlayers, phase == Phase.MDP_PAIRING ? mdpCount : 0, part);
      if (byTable != null) {
        int singles = g.edgeCount();
        int[] mate = solveByClassTable(phase, g, rule, removed, byTable, band, t0);
        if (mate != BROKEN) {
          return mate;
        }
        BROKEN_CLASSES.incrementAndGet();
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
    PairWeights known = PairWeights.forPlayers(nv, limbs);
    PlayerClasses classes =
        known != null && classed
            ? PlayerClasses.of(vertexPlayers, phase == Phase.MDP_PAIRING ? mdpCount : 0, part)
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
            if (DutchRound.DEBUG) {
              System.err.printf("  classes: pair %d-%d breaks them%n", u, v);
            }
            BROKEN_CLASSES.incrementAndGet();
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
      for (long p : FoldBand.pairs(foldGroups(), band)) {
        int a = (int) (p >>> 32);
        int b = (int) p;
        if (rule.allowed(a, b) && !inGraph.contains(a, b)) {
          inGraph.add(a, b);
          int at = (int) ((long) a * (2L * nv - a - 1) / 2 + (b - a - 1));
          g.addEdge(a, b, pricedWeight(a, b, at, known, rule, limbs));
          BAND_PAIRS.incrementAndGet();
        }
      }
    }
    if (classes != null) {
      CLASSED_SOLVES.incrementAndGet();
    }
    int rounds = 0;
    while (true) {
      rounds++;
      MatchingAlgorithm.Matching solved = matcher.solve(g);
      if (solved.certificate().isEmpty()) {
        return null;
      }
      ReducedCosts costs = new ReducedCosts(solved.certificate().get(), limbs);
      PricingRound round =
          new PricingRound(nv, known, costs, heaviest, rule, w, inGraph, g, limbs, false);
      round.run(classes);
      if (DutchRound.DEBUG) {
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
        int[] mate = finish(phase, g, solved, removed, t0);
        // The pairs of zero reduced cost outside the graph are tight as well.
        for (int i = 0; i < round.tightCount; i++) {
          tight.add((int) (round.tightPairs[i] >>> 32), (int) round.tightPairs[i]);
        }
        if (classes != null) {
          outsideTight = new OutsideTight(nv, costs, known, inGraph);
        } else if (round.tightOverflow) {
          new PricingRound(nv, known, costs, heaviest, rule, w, inGraph, g, limbs, true)
              .run(classes);
        }
        return mate;
      }
    }
  }

  /**
   * The groups whose folds start a priced solve: the bracket, then each scoregroup below it; their
   * ends, in vertex order.
   */
  private int[] foldGroups() {
    int[] ends = new int[ranks.length + 1];
    int count = 0;
    ends[count++] = bracketSize;
    for (int v = bracketSize + 1; v <= ranks.length; v++) {
      if (v == ranks.length
          || vertexPlayers[v].pairingScore() != vertexPlayers[v - 1].pairingScore()) {
        ends[count++] = v;
      }
    }
    return Arrays.copyOf(ends, count);
  }

  /** Pairs a priced solve started with for being near a fold (the tests check that it does). */
  static final java.util.concurrent.atomic.AtomicLong BAND_PAIRS =
      new java.util.concurrent.atomic.AtomicLong();

  /** How many priced solves the player classes held for (the tests check both ways are taken). */
  static final java.util.concurrent.atomic.AtomicLong CLASSED_SOLVES =
      new java.util.concurrent.atomic.AtomicLong();

  /** How many tight rests of a classed solve were listed with tightness read from the duals. */
  static final java.util.concurrent.atomic.AtomicLong DUAL_TIGHT_RESTS =
      new java.util.concurrent.atomic.AtomicLong();

  /** How many pricing rounds of a tight rest left the players already paired out. */
  static final java.util.concurrent.atomic.AtomicLong RESTS_WITHOUT_USED =
      new java.util.concurrent.atomic.AtomicLong();

  /** How many priced solves found a pair that contradicts the classes, and priced pair by pair. */
  static final java.util.concurrent.atomic.AtomicLong BROKEN_CLASSES =
      new java.util.concurrent.atomic.AtomicLong();

  /**
   * One pricing round of {@link #solvePriced} over every pair not in the graph, or over the pairs
   * its {@link PlayerClasses} cannot rule out: adds the violated pairs (a few per player), lists
   * the tight ones; in the final sweep ({@code tightOnly}) adds each tight pair to {@link #tight}.
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
    private final boolean tightOnly;
    private final int[] addedAt;

    /** Tight pairs are not listed: the classes' pairs outside the graph are found when asked. */
    private boolean classes;

    int added;
    long visited;
    long[] tightPairs = new long[16];
    int tightCount;

    /**
     * Past TIGHT_LIST_LIMIT the tight pairs are not listed but found again after the last round.
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
        boolean tightOnly) {
      this.nv = nv;
      this.known = known;
      this.costs = costs;
      this.heaviest = heaviest;
      this.rule = rule;
      this.w = w;
      this.inGraph = inGraph;
      this.g = g;
      this.limbs = limbs;
      this.tightOnly = tightOnly;
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
      if (tightOnly) {
        if (sign == 0) {
          tight.add(u, v);
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
          if (tightCount >= TIGHT_LIST_LIMIT) {
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

  /** {@link #priceSign}'s answer for a pair that is not an edge or is skipped by the bounds. */
  private static final int NOT_PRICED = 2;

  /**
   * Tight pairs listed per pricing round (8 bytes each) before they are found again after the last
   * round instead: at 20,000 players the list outgrew a 1 GiB heap. The tests set it low.
   */
  private static final int TIGHT_LIST_LIMIT = Integer.getInteger("swisspair.tightList", 1 << 22);

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

  /** The weight of pair {@code uv} in the first solve. */
  BigInteger firstWeight(int u, int v) {
    long[] w = firstRule.weight(Math.min(u, v), Math.max(u, v));
    BigInteger value = BigInteger.ZERO;
    for (long limb : w) {
      value = value.shiftLeft(WeightedGraph.LIMB_BITS).or(BigInteger.valueOf(limb));
    }
    return value;
  }

  /**
   * The first solve's tight pairs of two players not {@code used}, pairs of two bracket players
   * excepted, each {@code u << 32 | v} with {@code u < v}. After a solve priced by the class table
   * they are enumerated by class pair from the duals, not looked for among every pair.
   */
  private long[] tightRestPairs(boolean[] used) {
    return tightRestPairs(used, Long.MAX_VALUE);
  }

  /**
   * {@link #tightRestPairs}, or null when a solve priced by the class table has more than {@code
   * limit} of them: the enumeration stops there, so a large rest is enumerated once, not counted
   * first and listed after.
   */
  private long[] tightRestPairs(boolean[] used, long limit) {
    int nv = ranks.length;
    long[][] out = {new long[16]};
    int[] count = {0};
    PlayerClasses.PairVisitor add =
        (u, v) -> {
          out[0] = grow(out[0], count[0]);
          out[0][count[0]++] = (long) u << 32 | v;
        };
    if (outsideTight instanceof TableTight table) {
      if (tightFromDuals) {
        DUAL_TIGHT_RESTS.incrementAndGet();
      }
      for (int e = 0; e < firstGraph.edgeCount(); e++) {
        int u = Math.min(firstGraph.edgeU(e), firstGraph.edgeV(e));
        int v = Math.max(firstGraph.edgeU(e), firstGraph.edgeV(e));
        if (v < nv
            && v >= bracketSize
            && !used[u]
            && !used[v]
            && (tightFromDuals
                ? table.anyTight(u, v)
                : tight.contains(u, v) && firstRule.allowed(u, v))) {
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
          if (!used[v] && tight(u, v) && firstRule.allowed(u, v)) {
            add.visit(u, v);
          }
        }
      }
    }
    return Arrays.copyOf(out[0], count[0]);
  }

  /**
   * The first solve's tight edges between vertices not {@code used}, pairs of two bracket players
   * excepted: every optimal completion of the used pairs, if any, lies among them.
   */
  WeightedGraph tightRest(boolean[] used) {
    return tightRest(used, tightRestPairs(used));
  }

  /** {@link #tightRest} with its player pairs {@code pairs} already listed. */
  private WeightedGraph tightRest(boolean[] used, long[] pairs) {
    int nv = ranks.length;
    WeightedGraph rest = new WeightedGraph(firstGraph.vertexCount(), firstGraph.limbs());
    rest.ensureCapacity(pairs.length + 2 * nv);
    for (long p : pairs) {
      int u = (int) (p >>> 32);
      int v = (int) p;
      rest.addEdge(u, v, firstRule.weight(u, v));
    }
    addTightSingles(rest, used);
    return rest;
  }

  /** The first solve's tight edges of a player not {@code used} to a sink or the PAB. */
  private void addTightSingles(WeightedGraph g, boolean[] used) {
    int nv = ranks.length;
    for (int u = 0; u < nv; u++) {
      if (used[u]) {
        continue;
      }
      if (firstSinkOf[u] >= 0 && tight(u, firstSinkOf[u])) {
        g.addEdge(u, firstSinkOf[u], firstRule.weight(u, firstSinkOf[u]));
      }
      if (hasPab && tight(u, nv) && !players.get(ranks[u]).byeIneligible()) {
        g.addEdge(u, nv, firstRule.weight(u, nv));
      }
    }
  }

  /** How many priced tight rests {@code swisspair.checkRest} compared with the whole graph. */
  static final java.util.concurrent.atomic.AtomicLong REST_CHECKS =
      new java.util.concurrent.atomic.AtomicLong();

  /** A maximum-weight matching of the tight rest and its weight ({@link #solveTightRest}). */
  record RestSolution(int[] mate, BigInteger weight) {}

  /**
   * Tight rest graphs above this many player pairs are solved by pricing instead of whole: at
   * 20,000 players the whole graph (tens of millions of edges) outgrew a 1 GiB heap. The tests set
   * it low.
   */
  private static final long REST_DENSE_LIMIT = Long.getLong("swisspair.restDense", 2_000_000L);

  /**
   * After a solve priced by the class table, tight rests above this many player pairs are solved by
   * pricing: its rounds enumerate by class pair and its graphs start from the first solve's own
   * edges, so that a rest of 20,000 pairs is already cheaper priced than whole (10,000 players,
   * round 9: the rests took 0.45 s of CPU instead of 1.2 s). Never above {@link #REST_DENSE_LIMIT}
   * ({@code -Dswisspair.classedRestDense}).
   */
  private static final long CLASSED_REST_DENSE_LIMIT =
      Math.min(REST_DENSE_LIMIT, Long.getLong("swisspair.classedRestDense", 20_000L));

  /** The tests solve every priced tight rest whole as well and require the same weight. */
  private static final boolean CHECK_REST = Boolean.getBoolean("swisspair.checkRest");

  /**
   * The heaviest matching of {@link #tightRest}'s graph. Large ones start from the first solve's
   * own edges among the players left and add the tight pairs of negative reduced cost until none is
   * left, as {@code solvePriced} does: the duals are then feasible on every tight pair, so the
   * matching is optimal on the whole tight rest.
   */
  RestSolution solveTightRest(boolean[] used) {
    int nv = ranks.length;
    // After a solve priced by the class table the tight pairs are not listed when they are many
    // (tens of millions in a large tied rest): each round enumerates its violated pairs by class.
    TableTight table = outsideTight instanceof TableTight t ? t : null;
    long dense = table != null ? CLASSED_REST_DENSE_LIMIT : REST_DENSE_LIMIT;
    long[] pairs = tightRestPairs(used, table != null ? dense : Long.MAX_VALUE);
    if (pairs != null && pairs.length <= dense) {
      return wholeTightRest(used, pairs);
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
          && tight(u, v)
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
        return wholeTightRest(used, pairs != null ? pairs : tightRestPairs(used));
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
        if (restLeavesUsed) {
          RESTS_WITHOUT_USED.incrementAndGet();
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
      if (DutchRound.DEBUG) {
        System.err.printf(
            "  tight rest priced round %d: %d tight pairs, %d edges, %d violated%n",
            rounds, pairs != null ? pairs.length : -1, g.edgeCount(), added);
      }
      if (added == 0) {
        BigInteger weight = MatchingWeights.weight(g, solved.mate());
        if (CHECK_REST) {
          BigInteger whole =
              wholeTightRest(used, pairs != null ? pairs : tightRestPairs(used)).weight();
          if (!whole.equals(weight)) {
            throw new IllegalStateException(
                "priced tight rest weighs " + weight + ", the whole graph " + whole);
          }
          REST_CHECKS.incrementAndGet();
        }
        return new RestSolution(solved.mate(), weight);
      }
    }
  }

  /**
   * One pricing round of a large tight rest after a classed solve: the pairs whose reduced cost
   * under the rest's duals may be negative, by class pair, kept when tight in the first solve.
   */
  private final class RestPricing extends RowCappedPricing {
    private final ReducedCosts costs;
    private final TableTight first;
    private final boolean[] used;
    private final WeightedGraph g;
    private final PairSet inGraph;

    RestPricing(
        int nv,
        ReducedCosts costs,
        TableTight first,
        boolean[] used,
        WeightedGraph g,
        PairSet inGraph) {
      super(nv);
      this.costs = costs;
      this.first = first;
      this.used = used;
      this.g = g;
      this.inGraph = inGraph;
    }

    /** The players already paired: their dual in the rest graph is zero. */
    @Override
    public boolean leavesOut(int v) {
      return restLeavesUsed && (v >= ranks.length || used[v]);
    }

    @Override
    public void visit(int u, int v) {
      if (v >= ranks.length || v < bracketSize || used[u] || used[v]) {
        return;
      }
      PlayerClasses classes = first.classes();
      int sign =
          classes.classed(u) && classes.classed(v)
              ? costs.sign(u, v, classes.weights(), classes.at(u, v))
              : costs.sign(u, v, firstRule.weight(u, v));
      // A pair of the rest graph has no negative reduced cost; the first graph's tight pairs
      // started it, so only the tight pairs outside it can be violated.
      if (sign >= 0 || !first.tight(u, v)) {
        return;
      }
      added++;
      if (mayAdd(u, v)) {
        addedAt[u]++;
        addedAt[v]++;
        inGraph.add(u, v);
        g.addEdge(u, v, firstRule.weight(u, v));
      }
    }
  }

  /**
   * A pricing round that enumerates candidate pairs row by row (a player and its partners of lowest
   * dual first) and adds a few violated pairs per player: the rows may stop early once the round
   * has found a violated pair, since the last round (none violated) still visits every candidate.
   */
  private abstract static class RowCappedPricing implements PlayerClasses.PairVisitor {
    /** New pairs of each player this round. */
    final int[] addedAt;

    /** Violated pairs found this round. */
    long added;

    private int row = -1;
    private int rowVisits;

    /** The player whose row is being enumerated, -1 outside the rows (a vertex alone). */
    private int visiting = -1;

    RowCappedPricing(int nv) {
      this.addedAt = new int[nv];
    }

    /**
     * A row may stop once its player has its pairs for this round, or after {@link #ROW_VISITS}
     * visits, but only when the round has found a violated pair.
     */
    @Override
    public boolean rowDone(int u) {
      if (u != row) {
        row = u;
        rowVisits = 0;
      }
      return added > 0 && (addedAt[u] >= PRICED_DEGREE || ++rowVisits > ROW_VISITS);
    }

    @Override
    public void visitInRow(int row, int u, int v) {
      visiting = row;
      visit(u, v);
    }

    /**
     * Whether a violated pair {@code uv} joins the graph this round: while the player whose row is
     * enumerated has fewer than {@link #PRICED_DEGREE} new pairs (each row stops soon after a round
     * found violations, so a cap on the partner too would leave the rows after the first few with
     * nothing to add: they all meet the same partners of lowest dual first); outside the rows,
     * while both have fewer. A round adds at most {@link #PRICED_DEGREE} pairs per row player.
     */
    boolean mayAdd(int u, int v) {
      if (visiting >= 0) {
        return addedAt[visiting] < PRICED_DEGREE;
      }
      return addedAt[u] < PRICED_DEGREE && addedAt[v] < PRICED_DEGREE;
    }
  }

  /** {@link #tightRest}'s graph solved whole. */
  private RestSolution wholeTightRest(boolean[] used, long[] pairs) {
    WeightedGraph rest = tightRest(used, pairs);
    int[] mate = matcher.maximumWeightMatching(rest);
    return new RestSolution(mate, MatchingWeights.weight(rest, mate));
  }

  /** Solves {@code g}; the first solve of the bracket also keeps its tight edges and optimum. */
  private int[] solve(Phase phase, WeightedGraph g, boolean[] removed)
      throws NoValidPairingException {
    long t0 = System.nanoTime();
    MatchingAlgorithm.Matching solved = phase != Phase.REMAINDER ? matcher.solve(g) : null;
    return finish(phase, g, solved, removed, t0);
  }

  /**
   * Takes the matching {@code solved} of {@code g} (null: solve without certificate), keeping a
   * first solve's tight edges and optimum, and checks that every player is paired or floats.
   */
  private int[] finish(
      Phase phase, WeightedGraph g, MatchingAlgorithm.Matching solved, boolean[] removed, long t0)
      throws NoValidPairingException {
    int nv = ranks.length;
    int[] mate;
    if (phase != Phase.REMAINDER && solved != null && solved.certificate().isPresent()) {
      MatchingCertificate certificate = solved.certificate().get();
      mate = certificate.mate();
      tight = PairSet.of(g, certificate.tightEdges(g));
      // A classed priced solve sets its own after this; any other first solve has none.
      outsideTight = null;
      firstGraph = g;
      firstTotal = MatchingWeights.weight(g, mate);
    } else {
      mate = solved != null ? solved.mate() : matcher.maximumWeightMatching(g);
    }
    if (DutchRound.DEBUG) {
      System.err.printf(
          "bracket %s phase %s relaxed %s: %d vertices, %d edges, %d limbs, %d ms%n",
          Points.format(players.score(residents.get(0))),
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
        unmatched.add(ranks[v]);
      }
    }
    if (hasPab && mate[nv] < 0 || !unmatched.isEmpty()) {
      // After relaxed brackets, a failure may be theirs: only the exact pass may give up.
      if (relaxation.used()) {
        throw new Relaxation.Failed();
      }
      List<Integer> who = players.ids(unmatched);
      throw new NoValidPairingException(
          "no valid pairing (Dutch 1.9.3): in the bracket of score "
              + Points.format(players.score(residents.get(0)))
              + ", players "
              + who
              + " cannot be paired without breaking C1-C3",
          who);
    }
    return mate;
  }
}
