package org.swisspair.solver.matching;

/** Computes a maximum-weight matching of a {@link WeightedGraph}. */
public interface MatchingAlgorithm {

  /**
   * Returns {@code mate} with {@code mate[v]} the partner of {@code v}, or -1: a maximum-weight
   * matching (not necessarily of maximum cardinality).
   */
  int[] maximumWeightMatching(WeightedGraph graph);
}
