package org.swisspair.solver.generator;

/**
 * Whether the model reads the unusual results of a played game (1/2-0, 0-1/2, 0-0: C.02.03
 * TRF-2026, each player's own points), which the generator writes as {@code =}/{@code 0}, {@code
 * 0}/{@code =} and {@code 0}/{@code 0}.
 */
final class UnusualResults {
  /** True once the TRF reader and checker accept these results (issue 37). */
  static final boolean SUPPORTED = false;

  private UnusualResults() {}
}
