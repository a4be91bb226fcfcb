package org.swisspair.solver.ratingbased;

import java.util.ArrayList;
import java.util.List;

/**
 * One search of C.4-C.8: a group of players in A.2 order whose highest {@code p} form S1, the first
 * candidate to find in the order of transpositions (D.1) and, in a homogeneous group, exchanges
 * (D.2), and what makes a candidate acceptable (RTG-2).
 *
 * @param players the group in A.2 order
 * @param p pairs to make; S1 is the first {@code p} players
 * @param exchanges true when C.8 applies (a homogeneous group)
 * @param budget x: the colour preferences that may go ungranted (B4)
 * @param rung the criteria in force
 * @param leftovers what happens to the players left unpaired
 * @param test a further condition on the players left unpaired (C.12, C.13), null for none
 */
record GroupSearch(
    int[] players,
    int p,
    boolean exchanges,
    int budget,
    Rung rung,
    Leftovers leftovers,
    LeftoverTest test) {

  /** What becomes of the players a candidate leaves unpaired. */
  enum Leftovers {
    /** They stay in the bracket: the remainder of a heterogeneous bracket (A.3). */
    STAY,
    /** They are moved down to the next bracket (B5, B6 for downfloats apply). */
    MOVE_DOWN,
    /** The lowest bracket: the one left gets the bye (B1b, and it is a downfloat, A.5). */
    BYE
  }

  /** A condition on the whole set of players a candidate leaves unpaired. */
  @FunctionalInterface
  interface LeftoverTest {
    /** True when the candidate leaving {@code leftovers} unpaired may be taken. */
    boolean accepts(List<Integer> leftovers);
  }

  /** True when {@code id} may be left unpaired by this search. */
  boolean mayLeave(RoundData d, int id) {
    return switch (leftovers) {
      case STAY -> true;
      case MOVE_DOWN -> d.mayLeave(id, rung, false);
      case BYE -> d.mayLeave(id, rung, true);
    };
  }

  /**
   * A candidate: S1 and S2 after the exchange, S2 in the transposed order, its first {@code p}
   * players paired with S1 in order.
   *
   * @param s1 S1 in A.2 order
   * @param s2 S2 in the order of the transposition
   * @param exchange the exchange applied, "" for none
   * @param violations colour preferences left ungranted
   */
  record Candidate(int[] s1, int[] s2, String exchange, int violations) {
    /** The pairs as (S1 player, S2 player), S1 in order. */
    List<int[]> pairs() {
      List<int[]> out = new ArrayList<>();
      for (int i = 0; i < s1.length; i++) {
        out.add(new int[] {s1[i], s2[i]});
      }
      return out;
    }

    /** The players left unpaired, in the order of the transposition. */
    List<Integer> leftovers() {
      List<Integer> out = new ArrayList<>();
      for (int i = s1.length; i < s2.length; i++) {
        out.add(s2[i]);
      }
      return out;
    }
  }
}
