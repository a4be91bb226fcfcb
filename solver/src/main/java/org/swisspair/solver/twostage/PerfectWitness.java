package org.swisspair.solver.twostage;

import org.swisspair.solver.swiss.CardinalityMatching;

/**
 * A perfect matching of vertices {@code 0..n-1} under an edge filter, the witness that they can all
 * be paired (C3, and the decisions of Articles 3.5-3.6 taken so far), found by a {@link
 * CardinalityMatching} started from a hint (a previous witness, or the slide pairing {@code i - i +
 * n/2}) so that a question close to the last answer costs a few searches.
 */
final class PerfectWitness {
  private PerfectWitness() {}

  /** Which edges exist, for {@code u < v}. */
  @FunctionalInterface
  interface EdgeFilter {
    boolean allowed(int u, int v);
  }

  /**
   * A perfect matching ({@code mate[v]}) of the allowed edges, null when none exists; the pairs of
   * {@code hint} that are still allowed are kept as a start.
   */
  static int[] perfect(int n, EdgeFilter filter, int[] hint) {
    if (n % 2 == 1) {
      return null;
    }
    // A hint or the slide pairing that is already perfect needs no graph at all.
    if (hint != null && perfectUnder(hint, filter)) {
      return hint.clone();
    }
    int half = n / 2;
    int[] slide = new int[n];
    for (int u = 0; u < half; u++) {
      slide[u] = u + half;
      slide[u + half] = u;
    }
    if (perfectUnder(slide, filter)) {
      return slide;
    }
    CardinalityMatching m =
        new CardinalityMatching(n, (u, v) -> filter.allowed(Math.min(u, v), Math.max(u, v)));
    if (hint != null) {
      for (int u = 0; u < n; u++) {
        if (hint[u] > u) {
          m.tryMatch(u, hint[u]);
        }
      }
    }
    // The slide pairing first, as the identifier order prefers it (3.6.3), then first fit.
    for (int u = 0; u < half; u++) {
      m.tryMatch(u, u + half);
    }
    m.greedy();
    return m.perfect() ? m.mate() : null;
  }

  private static boolean perfectUnder(int[] mate, EdgeFilter filter) {
    for (int u = 0; u < mate.length; u++) {
      int v = mate[u];
      if (v < 0 || mate[v] != u || v > u && !filter.allowed(u, v)) {
        return false;
      }
    }
    return true;
  }
}
