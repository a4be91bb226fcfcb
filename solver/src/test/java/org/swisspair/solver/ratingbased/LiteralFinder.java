package org.swisspair.solver.ratingbased;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The candidate order run as the text runs it: every permutation of S2 in ascending order of the
 * numbers its digits make (D.1), checked one by one, then each exchange of D.2 with all its
 * permutations. Exponential: the reference for small groups, against which {@link PrunedFinder} is
 * tested.
 */
final class LiteralFinder implements CandidateFinder {
  @Override
  public GroupSearch.Candidate first(RoundData d, GroupSearch g) {
    int n = g.players().length;
    int p = g.p();
    if (2 * p > n) {
      // S1 larger than S2: p pairings cannot be made.
      return null;
    }
    int[] s1 = Arrays.copyOfRange(g.players(), 0, p);
    int[] s2 = Arrays.copyOfRange(g.players(), p, n);
    GroupSearch.Candidate c = transpositions(d, g, s1, s2, "");
    if (c != null || !g.exchanges()) {
      return c;
    }
    GroupSearch.Candidate[] found = new GroupSearch.Candidate[1];
    Exchanges.forEach(
        n,
        p,
        e -> {
          int[][] split = Exchanges.split(g.players(), p, e);
          found[0] = transpositions(d, g, split[0], split[1], e.label());
          return found[0] != null;
        });
    return found[0];
  }

  private static GroupSearch.Candidate transpositions(
      RoundData d, GroupSearch g, int[] s1, int[] s2, String label) {
    int[] perm = new int[s2.length];
    for (int i = 0; i < perm.length; i++) {
      perm[i] = i;
    }
    do {
      int[] order = new int[s2.length];
      for (int i = 0; i < perm.length; i++) {
        order[i] = s2[perm[i]];
      }
      int violations = acceptable(d, g, s1, order);
      if (violations >= 0) {
        return new GroupSearch.Candidate(s1, order, label, violations);
      }
    } while (Transpositions.next(perm));
    return null;
  }

  /** The colour violations of the candidate, or -1 when it is not acceptable. */
  static int acceptable(RoundData d, GroupSearch g, int[] s1, int[] s2) {
    int violations = 0;
    for (int i = 0; i < s1.length; i++) {
      if (!d.legal(s1[i], s2[i], g.rung())) {
        return -1;
      }
      violations += d.cost(s1[i], s2[i]);
    }
    if (violations > g.budget()) {
      return -1;
    }
    List<Integer> left = new ArrayList<>();
    for (int i = s1.length; i < s2.length; i++) {
      if (!g.mayLeave(d, s2[i])) {
        return -1;
      }
      left.add(s2[i]);
    }
    if (g.test() != null && !g.test().accepts(left)) {
      return -1;
    }
    return violations;
  }
}
