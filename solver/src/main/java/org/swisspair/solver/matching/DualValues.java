package org.swisspair.solver.matching;

import java.math.BigInteger;

/**
 * The dual variables of the blossom algorithm and the arithmetic on them, kept apart so that the
 * combinatorial code is written once for both number representations.
 *
 * <p>Slots {@code 0..n-1} are vertex duals, slots {@code n..2n-1} blossom duals. Vertex duals are
 * doubled ({@code y = 2u}) so that every quantity stays integral: the slack of edge {@code uv}
 * between different top-level blossoms is {@code y_u + y_v - 2w}. The class holds one "loaded"
 * slack and one candidate delta, so no call allocates.
 */
abstract class DualValues {

  /** Sets every vertex dual to the largest edge weight and every blossom dual to zero. */
  abstract void initialise();

  /**
   * Loads the slack of the edge at adjacency slot {@code slot} from {@code v} to {@code w} and
   * returns whether it is zero (the edge is tight).
   */
  abstract boolean loadSlotSlack(int slot, int v, int w);

  /**
   * Remembers the edge at adjacency slot {@code slot} from {@code v} to {@code w} as the best edge
   * of {@code x}: its slack can then be recomputed without touching the large edge arrays.
   */
  abstract void rememberBest(int x, int slot, int v, int w);

  /** Remembers edge {@code e} as the best edge of {@code x}. */
  abstract void rememberBestEdge(int x, int e);

  /** Whether the loaded slack is smaller than the slack of the edge remembered for {@code x}. */
  abstract boolean loadedSlackBelowBest(int x);

  /** Whether the slack of edge {@code e} is smaller than that of edge {@code f}. */
  abstract boolean slackBelow(int e, int f);

  /** Stores the slack of edge {@code e} in cache slot {@code x}. */
  abstract void cacheSlack(int x, int e);

  /**
   * Whether the slack of edge {@code e} is smaller than the one in cache slot {@code x}; if so it
   * replaces it.
   */
  abstract boolean slackBelowCached(int e, int x);

  /** Forgets the candidate delta. */
  abstract void clearDelta();

  /** Offers the dual of slot {@code x} as delta; returns whether it became the new candidate. */
  abstract boolean offerDual(int x);

  /** Offers the slack of edge {@code e} as delta; returns whether it became the new candidate. */
  abstract boolean offerSlack(int e);

  /** Offers half the (even) slack of edge {@code e}; returns whether it became the candidate. */
  abstract boolean offerHalfSlack(int e);

  /** Adds the candidate delta to slot {@code x}. */
  abstract void addDelta(int x);

  /** Subtracts the candidate delta from slot {@code x}. */
  abstract void subtractDelta(int x);

  /** Sets slot {@code x} to zero. */
  abstract void setZero(int x);

  /** Whether slot {@code x} is zero. */
  abstract boolean isZero(int x);

  /** Value of slot {@code x}, for certificates. */
  abstract BigInteger dual(int x);

  static IllegalStateException negative(int x) {
    return new IllegalStateException(
        "dual of slot " + x + " became negative: bug in the blossom algorithm");
  }
}
