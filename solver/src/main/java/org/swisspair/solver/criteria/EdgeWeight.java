package org.swisspair.solver.criteria;

/** One criterion's contribution to the weight of an edge of a bracket graph. */
@FunctionalInterface
public interface EdgeWeight {
  /** No contribution to any edge: a criterion whose fields are all left out of the weight. */
  EdgeWeight NONE = (u, v, weight) -> {};

  /** Adds the contribution of edge {@code uv} (local vertices) to {@code weight}. */
  void add(int u, int v, long[] weight);
}
