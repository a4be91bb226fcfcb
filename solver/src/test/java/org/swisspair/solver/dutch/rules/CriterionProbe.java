package org.swisspair.solver.dutch.rules;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.swiss.Brackets;

/**
 * One criterion on one bracket of a complete candidate pairing, both ways: its value on the
 * finished bracket (smaller is better) and its weight on the bracket's matching graph, the bracket
 * and every player below it (heavier is better), as the engine builds that graph.
 */
final class CriterionProbe {
  private CriterionProbe() {}

  /** The criterion's value on bracket {@code index} of {@code boards}. */
  static List<Long> value(
      QualityCriterion<DutchBracketGraph> criterion, RoundState s, List<Pair> boards, int index) {
    return criterion.measure(bracket(s, boards, index));
  }

  /** The criterion's part of the weight of {@code boards} on bracket {@code index}'s graph. */
  static BigInteger weight(
      QualityCriterion<DutchBracketGraph> criterion, RoundState s, List<Pair> boards, int index) {
    List<FinishedBracket> brackets = brackets(s, boards);
    FinishedBracket b = brackets.get(index);
    List<Integer> ids = new ArrayList<>(b.incoming());
    ids.addAll(b.residents());
    int bracketSize = ids.size();
    for (FinishedBracket below : brackets.subList(index + 1, brackets.size())) {
      ids.addAll(below.residents());
    }
    Map<Integer, Integer> local = new HashMap<>();
    PlayerState[] players = new PlayerState[ids.size()];
    for (int v = 0; v < ids.size(); v++) {
      local.put(ids.get(v), v);
      players[v] = s.player(ids.get(v));
    }
    int next = b.next() == null ? 0 : b.next().residents().size();
    DutchBracketGraph graph =
        new DutchBracketGraph(
            players,
            bracketSize,
            b.incoming().size(),
            next,
            ids.size() % 2 == 1,
            ids.size(),
            s.initialColour());
    WeightLayout layout = new WeightLayout();
    EdgeWeight edgeWeight = criterion.declare(layout, graph);
    layout.freeze();
    BigInteger total = BigInteger.ZERO;
    for (Pair p : boards) {
      Integer u = local.get(p.white());
      Integer v = p.isBye() ? Integer.valueOf(ids.size()) : local.get(p.black());
      if (u == null || v == null) {
        continue;
      }
      long[] w = layout.newWeight();
      edgeWeight.add(Math.min(u, v), Math.max(u, v), w);
      for (int k = 0; k < w.length; k++) {
        total =
            total.add(
                BigInteger.valueOf(w[k]).shiftLeft(WeightLayout.LIMB_BITS * (w.length - 1 - k)));
      }
    }
    return total;
  }

  /** Bracket {@code index} of {@code boards} as the Dutch system rebuilds it. */
  static FinishedBracket bracket(RoundState s, List<Pair> boards, int index) {
    return brackets(s, boards).get(index);
  }

  private static List<FinishedBracket> brackets(RoundState s, List<Pair> boards) {
    return Brackets.reconstruct(s, boards, DutchRanking.of(s), false);
  }
}
