package org.swisspair.solver.dutch;

/**
 * Which shortcuts a pass over the round may take; each is exact when it succeeds, and a pass whose
 * assumptions later brackets do not confirm gives way to the next, more exact one. A pass takes
 * only the shortcuts its {@link DutchTuning} also allows.
 *
 * @param perfectCandidates a bracket whose first candidate without exchanges is perfect takes it
 *     without a matching (C.04.3 3.4.1)
 * @param relaxedGraphs a bracket far from the bottom is solved with only the next scoregroup and
 *     one sink per player standing for the players below
 * @param tightTranspositions the remainder takes its first transposition over the edges tight in
 *     the first solve's dual, when that is optimal
 * @param pricedGraphs a bracket's first solve starts from a few pairs per player and adds the pairs
 *     whose reduced cost is negative until none is (exact when it ends, as every pass)
 * @param classedPricing a priced solve reads its weights from a table of the players' classes
 *     ({@link PlayerClasses}) and its pricing rounds visit only the pairs the classes cannot prove
 *     positive; when a pair contradicts the table, every pair is priced one by one
 * @param boundedCandidates a bracket takes its first candidate at a lower bound of C9-C21 over its
 *     players' classes, without a matching ({@link BoundedCandidate}); as for a relaxed graph, the
 *     next bracket confirms C7 and C8, the round's end C4 and C5
 */
record Shortcuts(
    boolean perfectCandidates,
    boolean relaxedGraphs,
    boolean tightTranspositions,
    boolean pricedGraphs,
    boolean classedPricing,
    boolean boundedCandidates) {
  /** Every shortcut: the first pass. */
  static final Shortcuts ALL = new Shortcuts(true, true, true, true, true, true);

  /** Relaxed graphs and tight transpositions: the second pass. */
  static final Shortcuts NO_PERFECT_CANDIDATES =
      new Shortcuts(false, true, true, true, true, false);

  /** Every bracket on the graph of all players below it: the last pass. */
  static final Shortcuts EXACT_GRAPHS = new Shortcuts(false, false, true, true, true, false);

  /** No shortcut: a bracket whose players soft avoidance separates ({@link BracketPairer}). */
  static final Shortcuts NONE = new Shortcuts(false, false, false, false, false, false);

  /** The shortcuts of this pass that {@code allowed} also has. */
  Shortcuts and(Shortcuts allowed) {
    return new Shortcuts(
        perfectCandidates && allowed.perfectCandidates,
        relaxedGraphs && allowed.relaxedGraphs,
        tightTranspositions && allowed.tightTranspositions,
        pricedGraphs && allowed.pricedGraphs,
        classedPricing && allowed.classedPricing,
        boundedCandidates && allowed.boundedCandidates);
  }
}
