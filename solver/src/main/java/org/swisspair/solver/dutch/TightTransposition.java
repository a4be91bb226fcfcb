package org.swisspair.solver.dutch;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.swisspair.solver.matching.WeightedGraph;

/**
 * The remainder's first transposition without exchange (C.04.3 4.2) over the edges tight in the
 * first solve's dual, when it is optimal: then no optimal candidate comes earlier, since every
 * optimal one uses only tight edges.
 *
 * <p><b>Decides or accelerates.</b> Decides the remainder, fourth of the strategies of {@link
 * BracketPairer}, after the first solve and without the Article 4 solve ({@link
 * DutchTuning#tightTranspositions}).
 *
 * <p><b>Why the answer is the rules' answer.</b> Every optimal matching uses only pairs tight in
 * the first solve's dual, so the first transposition over tight pairs ({@link
 * LexicographicAssignment}) is the first candidate in 4.2 order that can be optimal; it is taken
 * only when its pairs and the heaviest completion of the players left ({@link TightRest}) weigh the
 * first solve's optimum, that is when it is optimal.
 *
 * <p><b>Gives way to.</b> The remainder's Article 4 solve ({@link StagedRemainder}): when there is
 * no tight transposition, the search's budget runs out, or it is not optimal (an exchange is
 * needed).
 *
 * <p><b>Tested by.</b> {@code DutchShortcutsDifferentialTest}, {@code TightRestPricingTest}, {@code
 * TightFromDualsDifferentialTest}, {@code DutchTuningTest} (the preset with this path alone).
 *
 * @param remainderPairs the remainder's pairs (ranks)
 * @param nextPairs the pairs the rest of the graph makes in the next bracket (ranks)
 */
record TightTransposition(List<int[]> remainderPairs, List<int[]> nextPairs) {

  /**
   * The first tight transposition of {@code remainder} with {@code pairs} pairs, the MDP-pairs
   * {@code fixedPairs} made; null when there is none or it is not optimal (the full Article 4 solve
   * then decides).
   */
  static TightTransposition find(
      BracketMatching graph,
      Optimum optimum,
      List<Integer> remainder,
      int pairs,
      List<int[]> fixedPairs) {
    if (optimum == null || pairs == 0) {
      return null;
    }
    WeightedGraph first = optimum.graph();
    List<Integer> s1 = remainder.subList(0, pairs);
    List<Integer> s2 = remainder.subList(pairs, remainder.size());
    // Each left-over S2 player must downfloat along a tight edge (to the next scoregroup, a sink or
    // the PAB): extra "float" rows take them, after every S1 row.
    boolean[] canFloat = optimum.tightBelow(s2);
    int floats = s2.size() - s1.size();
    // The budget grows with the table: a large bracket's first tight transposition can take
    // tens of passes over it (565 x 565 at 5,000 players, round 5: 16.6 M steps), and the
    // fallback, the staged Article 4 solve, costs minutes there.
    long budget = 4_000_000L + 256L * (s1.size() + floats) * s2.size();
    // Local vertices once: the assignment asks millions of pairs in a large bracket.
    int[] left = s1.stream().mapToInt(graph::local).toArray();
    int[] right = s2.stream().mapToInt(graph::local).toArray();
    int[] a =
        new LexicographicAssignment(
                s1.size() + floats,
                s2.size(),
                (i, j) -> i < left.length ? optimum.tight(left[i], right[j]) : canFloat[j],
                budget,
                graph.debug())
            .solve();
    if (a == null) {
      if (graph.debug()) {
        System.err.printf("  tight transposition: none among %d x %d%n", s1.size(), s2.size());
      }
      return null;
    }
    List<int[]> chosen = new ArrayList<>();
    boolean[] used = new boolean[first.vertexCount()];
    BigInteger total = BigInteger.ZERO;
    List<int[]> all = new ArrayList<>(fixedPairs);
    for (int i = 0; i < s1.size(); i++) {
      int[] pair = {s1.get(i), s2.get(a[i])};
      chosen.add(pair);
      all.add(pair);
    }
    for (int[] pair : all) {
      used[graph.local(pair[0])] = true;
      used[graph.local(pair[1])] = true;
      total = total.add(optimum.weight(graph.local(pair[0]), graph.local(pair[1])));
    }
    // The rest: this bracket's downfloaters, the next scoregroup, the players or sinks below.
    TightRest.Solution rest = graph.solveTightRest(optimum, used);
    int[] restMate = rest.mate();
    total = total.add(rest.weight());
    if (!total.equals(optimum.total())) {
      if (graph.debug()) {
        System.err.printf("  tight transposition: not optimal%n");
      }
      return null;
    }
    return new TightTransposition(chosen, graph.nextPairs(restMate));
  }
}
