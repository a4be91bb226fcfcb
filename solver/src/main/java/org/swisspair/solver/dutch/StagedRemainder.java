package org.swisspair.solver.dutch;

import java.util.Arrays;
import org.swisspair.model.PlayerState;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.dutch.rules.DutchBracketGraph;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.matching.WeightedGraph;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * The Article 4 solve of the remainder (C.04.3 4.3, 4.2) over the first solve's tight pairs, in
 * stages, so that no graph holds more than {@link DutchTuning#stageLongs} weight limbs: a remainder
 * of a thousand players has a 4.2 partner field per BSN, weights of a couple of hundred limbs, and
 * in large tied brackets close to a million tight pairs, more than 1 GiB at once. Each stage
 * declares the criteria and only the first order fields (the rules of 4.3.2, then the partner
 * fields of the first BSNs): a lexicographic prefix of the full weight. Every matching optimal for
 * the full weight is optimal for the prefix, so it uses only pairs tight in the prefix's optimal
 * dual, and the next stage keeps only those. The last stage declares every field; its optimum over
 * pairs that still hold every optimum of the full weight has the weight of the solve on all tight
 * pairs, and the same pairs inside the bracket (the partner fields fix them).
 *
 * <p><b>Decides or accelerates.</b> Decides the remainder, last of the strategies of {@link
 * BracketPairer}; the stages only bound its memory ({@link DutchTuning#stageLongs}).
 *
 * <p><b>Why the answer is the rules' answer.</b> The weight orders the remainder's candidates by
 * C4-C21, then 4.3 and 4.2 (3.8), and the pairs kept hold every optimum (above).
 *
 * <p><b>Gives way to.</b> Nothing: it always decides. Without a first-solve dual the remainder is
 * solved on its whole graph ({@link BracketMatching#solveRemainder}).
 *
 * <p><b>Tested by.</b> {@code DutchFixturesTest} and {@code DutchDifferentialTest} on the test
 * thresholds (stages of 2,000 limbs, so that small brackets take several), {@code
 * DutchDifferentialTest} against the procedural pairer.
 */
final class StagedRemainder {
  private final BracketMatching matching;
  private final BracketGraph vertices;
  private final DutchTuning tuning;
  private final Optimum first;
  private final DutchBracketGraph graph;
  private final boolean[] removed;
  private final boolean[] limbo;
  private final int[] bsn;
  private final int size;
  private final int s1;

  /**
   * The remainder of {@code size} players numbered by {@code bsn} (S1 the first {@code s1}), {@code
   * removed} players left out and the {@code limbo} kept from pairing inside the bracket.
   */
  StagedRemainder(
      BracketMatching matching,
      Optimum first,
      DutchBracketGraph graph,
      boolean[] removed,
      boolean[] limbo,
      int[] bsn,
      int size,
      int s1) {
    this.matching = matching;
    this.vertices = matching.vertices();
    this.tuning = matching.tuning();
    this.first = first;
    this.graph = graph;
    this.removed = removed;
    this.limbo = limbo;
    this.bsn = bsn;
    this.size = size;
    this.s1 = s1;
  }

  /** The remainder's matching. */
  int[] solve() throws NoValidPairingException {
    long t0 = System.nanoTime();
    int nv = vertices.size();
    int sinks = vertices.sinks();
    int[] sinkOf = vertices.sinkOf();
    int pabVertex = nv;
    int count0 = vertices.vertexCount();
    // The candidate pairs, packed u << 32 | v: the first solve's tight pairs this phase allows.
    EdgeRule any = stageRule(0);
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
      PlayerState p = vertices.player(u);
      if (sinks > 0 && vertices.canSink(u) && first.tight(u, sinkOf[u])) {
        pairs = grow(pairs, count);
        pairs[count++] = (long) u << 32 | sinkOf[u];
      }
      if (vertices.hasPab() && !p.byeIneligible() && first.tight(u, pabVertex)) {
        pairs = grow(pairs, count);
        pairs[count++] = (long) u << 32 | pabVertex;
      }
    }
    // The order's fields: the four rules of 4.3.2, then one 4.2 partner field per BSN.
    int total = 4 + size;
    int fields = 0;
    while (true) {
      int next = stageFields(fields, count);
      EdgeRule rule = stageRule(next);
      WeightedGraph g = new WeightedGraph(count0, rule.layout().limbs());
      g.ensureCapacity(count);
      long[] w = new long[rule.layout().limbs()];
      for (int i = 0; i < count; i++) {
        int u = (int) (pairs[i] >>> 32);
        int v = (int) pairs[i];
        rule.weightInto(u, v, w);
        g.addEdge(u, v, w);
      }
      if (tuning.debug()) {
        System.err.printf(
            "  staged remainder: order fields %d of %d, %d pairs, %d limbs%n",
            next, total, count, rule.layout().limbs());
      }
      MatchingAlgorithm.Matching solved = matching.matcher().solve(g);
      if (next >= total || solved.certificate().isEmpty()) {
        if (next < total) {
          // No dual to narrow the pairs by: the full weight on the pairs kept so far.
          WeightedGraph full = fullGraph(pairs, count, count0);
          return matching.checked(
              BracketMatching.Phase.REMAINDER,
              full,
              matching.matcher().maximumWeightMatching(full),
              removed,
              t0);
        }
        return matching.checked(BracketMatching.Phase.REMAINDER, g, solved.mate(), removed, t0);
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
  private WeightedGraph fullGraph(long[] pairs, int count, int vertexCount) {
    EdgeRule rule = stageRule(4 + size);
    WeightedGraph g = new WeightedGraph(vertexCount, rule.layout().limbs());
    for (int i = 0; i < count; i++) {
      int u = (int) (pairs[i] >>> 32);
      int v = (int) pairs[i];
      g.addEdge(u, v, rule.weight(u, v));
    }
    return g;
  }

  /**
   * The number of order fields of the next stage: all when the full weight fits {@link
   * DutchTuning#stageLongs} on {@code count} pairs, else as many as fit, at least one more than
   * {@code done}.
   */
  private int stageFields(int done, int count) {
    int lo = Math.min(4 + size, done + 1);
    int hi = 4 + size;
    if (limbsWith(hi) * (long) count <= tuning.stageLongs()) {
      return hi;
    }
    // The largest number of fields that fits, no fewer than lo.
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (limbsWith(mid) * (long) count <= tuning.stageLongs()) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  private int limbsWith(int fields) {
    WeightLayout layout = new WeightLayout();
    matching.criteriaList().declare(layout, graph);
    CandidateOrder.remainder(layout, graph, bsn, size, s1, fields);
    layout.freeze();
    return layout.limbs();
  }

  /** The edge rule of a stage with the first {@code fields} partner fields. */
  private EdgeRule stageRule(int fields) {
    WeightLayout layout = new WeightLayout();
    EdgeWeight criteria = matching.criteriaList().declare(layout, graph);
    EdgeWeight order = CandidateOrder.remainder(layout, graph, bsn, size, s1, fields);
    layout.freeze();
    return new EdgeRule(vertices, graph, removed, limbo, first, layout, criteria, order);
  }

  static long[] grow(long[] a, int count) {
    return count < a.length ? a : Arrays.copyOf(a, 2 * a.length);
  }
}
