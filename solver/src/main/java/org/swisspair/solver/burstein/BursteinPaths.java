package org.swisspair.solver.burstein;

import java.util.EnumMap;
import java.util.Map;

/**
 * How often each way of pairing a Burstein round (C.04.4.2, 3.2) was taken: for the tests that must
 * see both the bounded search and today's path at work.
 */
final class BursteinPaths {
  enum Path {
    /** A round paired with the bracket searches at their bounds, every assumption confirmed. */
    BOUNDS,
    /** A round whose bounded pass failed an assumption and was paired by today's path. */
    FALLBACK,
    /** A bracket paired by {@link BoundedFirstPairing} in the bounded pass. */
    BRACKET_AT_BOUNDS,
    /** A bracket of the bounded pass whose search gave up, paired on its graph. */
    BRACKET_ON_GRAPH
  }

  private final Map<Path, Long> counts = new EnumMap<>(Path.class);

  synchronized void add(Path path) {
    counts.merge(path, 1L, Long::sum);
  }

  synchronized long count(Path path) {
    return counts.getOrDefault(path, 0L);
  }

  @Override
  public synchronized String toString() {
    return counts.toString();
  }
}
