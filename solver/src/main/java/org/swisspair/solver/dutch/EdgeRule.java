package org.swisspair.solver.dutch;

import java.util.Arrays;
import org.swisspair.model.PlayerState;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.dutch.rules.DutchBracketGraph;
import org.swisspair.solver.matching.WeightedGraph;

/**
 * Which player pairs are edges of one solve's graph (C.04.3 C1-C3, the fixed MDP-pairs and the
 * limbo of 4.3 left out) and their weights: the criteria C4-C21, then the Article 4 order.
 */
final class EdgeRule {
  private final BracketGraph vertices;
  private final DutchBracketGraph graph;
  private final boolean[] removed;
  private final boolean[] limbo;

  /** The first solve whose tight pairs alone are edges; null: every allowed pair. */
  private final Optimum tightIn;

  private final WeightLayout layout;
  private final EdgeWeight criteria;
  private final EdgeWeight order;

  EdgeRule(
      BracketGraph vertices,
      DutchBracketGraph graph,
      boolean[] removed,
      boolean[] limbo,
      Optimum tightIn,
      WeightLayout layout,
      EdgeWeight criteria,
      EdgeWeight order) {
    this.vertices = vertices;
    this.graph = graph;
    this.removed = removed;
    this.limbo = limbo;
    this.tightIn = tightIn;
    this.layout = layout;
    this.criteria = criteria;
    this.order = order;
  }

  WeightLayout layout() {
    return layout;
  }

  /** Whether player {@code v} is left out (an MDP-pair fixed before). */
  boolean removed(int v) {
    return removed[v];
  }

  /** Whether players {@code u < v} are joined in this phase. */
  boolean allowed(int u, int v) {
    if (removed[u] || removed[v]) {
      return false;
    }
    if (v < vertices.bracketSize() && (limbo[u] || limbo[v])) {
      return false;
    }
    if (graph.isMdp(u) && graph.isMdp(v)) {
      return false;
    }
    if (tightIn != null && !tightIn.tight(u, v)) {
      return false;
    }
    return vertices.compatible(u, v);
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

  /** Edges with a single player: the PAB (exact graph) or a sink (relaxed graph). */
  void addSingleEdges(WeightedGraph g, int[] sinkOf) {
    int pabVertex = vertices.size();
    for (int u = 0; u < vertices.size(); u++) {
      PlayerState p = vertices.player(u);
      boolean toPab = vertices.hasPab() && !p.byeIneligible();
      boolean toSink = vertices.sinks() > 0 && vertices.canSink(u);
      if (removed[u] || !toPab && !toSink) {
        continue;
      }
      if (toSink && !(tightIn != null && !tightIn.tight(u, sinkOf[u]))) {
        g.addEdge(u, sinkOf[u], weight(u, sinkOf[u]));
      }
      if (toPab && !(tightIn != null && !tightIn.tight(u, pabVertex))) {
        g.addEdge(u, pabVertex, weight(u, pabVertex));
      }
    }
  }
}
