package org.swisspair.solver.matching;

import java.util.Optional;

/** Computes a maximum-weight matching of a {@link WeightedGraph}. */
public interface MatchingAlgorithm {

  /**
   * A matching and, when the algorithm can prove its answer, the dual solution that does.
   *
   * @param mate {@code mate[v]} is the partner of {@code v}, or -1
   * @param certificate the optimality certificate, empty when the algorithm gives none
   */
  record Matching(int[] mate, Optional<MatchingCertificate> certificate) {}

  /** A maximum-weight matching (not necessarily of maximum cardinality), with its certificate. */
  Matching solve(WeightedGraph graph);

  /**
   * Returns {@code mate} with {@code mate[v]} the partner of {@code v}, or -1: a maximum-weight
   * matching (not necessarily of maximum cardinality).
   */
  default int[] maximumWeightMatching(WeightedGraph graph) {
    return solve(graph).mate();
  }
}
