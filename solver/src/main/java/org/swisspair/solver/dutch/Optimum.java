package org.swisspair.solver.dutch;

import java.math.BigInteger;
import java.util.List;
import org.swisspair.solver.matching.WeightedGraph;

/**
 * What a bracket's first solve proved (C.04.3 3.8): its graph, its optimum, and which pairs are
 * tight in its dual, so that every optimal matching, and so the Article 4 solves after it, uses
 * only those. Built once, when the first solve ends, and never changed.
 *
 * @param vertices the bracket's vertices
 * @param graph the first solve's graph
 * @param total the first solve's optimum
 * @param rule the first solve's edges and weights
 * @param sinkOf each player's sink in it (-1: none)
 * @param tightEdges the graph's edges tight in the dual, and any tight pairs found outside it
 * @param outside the tight pairs outside a priced graph, found when asked (null: all are listed)
 * @param fromDuals after a classed solve, tightness read from the duals and the class table alone
 *     ({@link DutchTuning#tightFromDuals})
 */
record Optimum(
    BracketGraph vertices,
    WeightedGraph graph,
    BigInteger total,
    EdgeRule rule,
    int[] sinkOf,
    PairSet tightEdges,
    Outside outside,
    boolean fromDuals) {

  /** The tight pairs outside a priced graph, found when asked. */
  interface Outside {
    /** True when the pair {@code uv}, not in the graph, has zero reduced cost. */
    boolean tight(int u, int v);
  }

  /** The outside pairs of a solve priced by the class table, null otherwise. */
  ClassTableSolve.TableTight table() {
    return outside instanceof ClassTableSolve.TableTight t ? t : null;
  }

  /** True when the edge {@code uv} was tight in the first solve's dual. */
  boolean tight(int u, int v) {
    if (fromDuals
        && outside instanceof ClassTableSolve.TableTight table
        && Math.max(u, v) < vertices.size()) {
      return table.anyTight(Math.min(u, v), Math.max(u, v));
    }
    return tightEdges.contains(u, v) || outside != null && outside.tight(u, v);
  }

  /** The weight of pair {@code uv} in the first solve. */
  BigInteger weight(int u, int v) {
    long[] w = rule.weight(Math.min(u, v), Math.max(u, v));
    BigInteger value = BigInteger.ZERO;
    for (long limb : w) {
      value = value.shiftLeft(WeightedGraph.LIMB_BITS).or(BigInteger.valueOf(limb));
    }
    return value;
  }

  /**
   * Whether each bracket player of {@code who} (ranks) has an edge tight in the first solve's dual
   * to a vertex below the bracket (a player, a sink or the PAB): one it could float along. After a
   * solve priced by the class table the pairs outside its graph are enumerated by class pair, not
   * looked for among every vertex below.
   */
  boolean[] tightBelow(List<Integer> who) {
    int bracketSize = vertices.bracketSize();
    int count = graph.vertexCount();
    boolean[] below = new boolean[bracketSize];
    if (outside instanceof ClassTableSolve.TableTight table) {
      for (int e = 0; e < graph.edgeCount(); e++) {
        int u = Math.min(graph.edgeU(e), graph.edgeV(e));
        int v = Math.max(graph.edgeU(e), graph.edgeV(e));
        if (u < bracketSize && v >= bracketSize && tightEdges.contains(u, v)) {
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
        int u = vertices.local(r);
        for (int w = bracketSize; w < count && !below[u]; w++) {
          below[u] = tight(u, w);
        }
      }
    }
    boolean[] answer = new boolean[who.size()];
    for (int i = 0; i < answer.length; i++) {
      answer[i] = below[vertices.local(who.get(i))];
    }
    return answer;
  }
}
