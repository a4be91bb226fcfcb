package org.swisspair.solver.criteria;

/** One criterion's contribution to the weight of an edge of a bracket graph. */
@FunctionalInterface
public interface EdgeWeight {
  /** Adds the contribution of edge {@code uv} (local vertices) to {@code weight}. */
  void add(int u, int v, long[] weight);
}
