package org.swisspair.solver.dutch;

import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.dutch.rules.DutchBracketGraph;

/**
 * The sequence of candidates (C.04.3 Article 4) as the least significant fields of a bracket's
 * weight, declared after the criteria: among the candidates with the best criteria values, the
 * heaviest matching is the one generated first (3.8). Not criteria: they only order candidates.
 */
final class CandidateOrder {
  private CandidateOrder() {}

  /** No order: the first solve of a homogeneous bracket only needs the criteria. */
  static final EdgeWeight NONE = EdgeWeight.NONE;

  /**
   * The MDP-pairing (3.7): the set of pairable MDPs sorted by their smallest differing BSN (4.4.2),
   * then each MDP's partner in S2 order (4.2), the first MDP first.
   */
  static EdgeWeight mdpPairing(WeightLayout layout, DutchBracketGraph graph, int residents) {
    int mdps = graph.mdpCount();
    int mdpSet = layout.field("4.4.2 MDP set", mdps + 1);
    int[] partnerOf = new int[mdps];
    for (int i = 0; i < mdps; i++) {
      // concat, not +: a '+' links a method handle on first use, a cost every short command paid.
      partnerOf[i] =
          layout.field("4.2 MDP ".concat(Integer.toString(i)), WeightLayout.bitsFor(residents + 1));
    }
    return (u, v, w) -> {
      if (graph.isPlayer(v) && graph.mdpPair(u, v)) {
        // An earlier MDP paired outweighs every later one; an earlier resident is a better partner.
        layout.putBits(w, mdpSet, mdps - 1 - u, mdps - u);
        layout.put(w, partnerOf[u], residents - (v - mdps));
      }
    };
  }

  /**
   * The remainder (3.6, 3.7.1): resident exchanges sorted by the comparison rules of 4.3.2, then
   * the transpositions of S2 (4.2).
   *
   * @param bsn each vertex's BSN within the remainder, from 0 (4.1); -1 outside it
   * @param size the number of players in the remainder
   * @param s1 the size of S1, the remainder's number of pairs
   * @param fields how many of the order's fields to declare, most significant first: the four rules
   *     of 4.3.2, then the 4.2 partner fields from BSN 0 ({@code 4 + size} in all; more is all):
   *     with fewer, the weight is the full weight with its least significant fields cut off, a
   *     lexicographic prefix of it, so that its optimal matchings include every optimal matching of
   *     the full weight (the staged Article 4 solves of {@link BracketMatching})
   */
  static EdgeWeight remainder(
      WeightLayout layout, DutchBracketGraph graph, int[] bsn, int size, int s1, int fields) {
    int active = graph.activePlayers();
    int maxPairs = active / 2 + 2;
    // Rule 1: the fewest BSNs exchanged, i.e. the most pairs with an S1 player.
    int fewestExchanged =
        fields > 0 ? layout.field("4.3.2 rule 1", WeightLayout.bitsFor(active + 1)) : -1;
    // Rule 2: the smallest difference between the BSN sums moved to S1 and to S2.
    int smallestDifference =
        fields > 1
            ? layout.field("4.3.2 rule 2", WeightLayout.bitsFor((long) (size + 1) * (active + 1)))
            : -1;
    // Rule 3: the largest differing BSN moved from S1 to S2 (S1 players paired, highest first).
    int largestFromS1 =
        fields > 2 ? layout.field("4.3.2 rule 3", s1 + 2 + WeightLayout.bitsFor(maxPairs + 1)) : -1;
    // Rule 4: the smallest differing BSN moved from S2 to S1.
    int smallestFromS2 = fields > 3 ? layout.field("4.3.2 rule 4", size + 1) : -1;
    // 4.2: each S1 player's partner, the first S1 player first.
    int[] partnerOf = new int[Math.max(0, Math.min(size, fields - 4))];
    for (int i = 0; i < partnerOf.length; i++) {
      partnerOf[i] =
          layout.field("4.2 partner ".concat(Integer.toString(i)), WeightLayout.bitsFor(size + 1));
    }
    // A field not declared takes nothing: put and putBits are only called for declared ones.
    return (u, v, w) -> {
      if (!graph.isPlayer(v)) {
        put(layout, w, fewestExchanged, 1);
        put(layout, w, smallestDifference, size + 1);
        putBits(layout, w, largestFromS1, s1, s1 + 1);
      } else if (graph.inBracket(v) && bsn[u] >= 0 && bsn[v] >= 0) {
        int a = Math.min(bsn[u], bsn[v]);
        int b = Math.max(bsn[u], bsn[v]);
        boolean aInS1 = a < s1;
        put(layout, w, fewestExchanged, aInS1 ? 2 : 1);
        put(layout, w, smallestDifference, 2L * (size + 1) - a);
        if (aInS1) {
          putBits(layout, w, largestFromS1, a, s1 + 1);
        } else {
          putBits(layout, w, largestFromS1, s1 + 1, s1 + 2);
          putBits(layout, w, smallestFromS2, size - 1 - a, size - a);
        }
        if (a < partnerOf.length) {
          layout.put(w, partnerOf[a], size - b);
        }
      } else {
        put(layout, w, fewestExchanged, 2);
        put(layout, w, smallestDifference, 2L * (size + 1));
        putBits(layout, w, largestFromS1, s1 + 1, s1 + 2);
      }
    };
  }

  private static void put(WeightLayout layout, long[] w, int field, long value) {
    if (field >= 0) {
      layout.put(w, field, value);
    }
  }

  private static void putBits(WeightLayout layout, long[] w, int field, int from, int to) {
    if (field >= 0) {
      layout.putBits(w, field, from, to);
    }
  }
}
