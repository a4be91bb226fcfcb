package org.swisspair.solver.dutch.rules;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.Points;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * C8 (C.04.3 2.4.3): choose the downfloaters so that the next bracket complies as well as it can
 * with C1-C7: the fewest downfloaters there (most pairs), then their lowest scores, over every
 * completion (DUT-2).
 */
final class NextBracket implements QualityCriterion<DutchBracketGraph> {
  private static final Criterion CRITERION =
      new Criterion(
          "C8",
          "2.4.3",
          Criterion.Kind.QUALITY,
          "choose downfloaters so that the next bracket complies with C1-C7",
          "pairs and downfloater scores of the next bracket");

  @Override
  public Criterion criterion() {
    return CRITERION;
  }

  @Override
  public EdgeWeight declare(WeightLayout layout, DutchBracketGraph graph) {
    int withNext = graph.bracketSize() + graph.nextScoregroupSize();
    int pairs = layout.field("C8.pairs", WeightLayout.bitsFor(withNext / 2 + 1));
    // The levels add up to twice the pairs of C6 and of C8.pairs, fixed above: the last level is
    // left out.
    int[] levels =
        ScoreLevels.declare(
            layout,
            "C8",
            graph.levelsWithNext(),
            WeightLayout.bitsFor(withNext + 1),
            graph.leavesOutFixedFields());
    // Pairs made in the next bracket, then every player of the bracket and the next scoregroup
    // paired among them, counted by score from the highest.
    return (u, v, w) -> {
      if (!graph.isPlayer(v)) {
        return;
      }
      int levelU = graph.levelWithNext(u);
      int levelV = graph.levelWithNext(v);
      if (levelU < 0 || levelV < 0) {
        return;
      }
      if (!graph.inBracket(v)) {
        layout.put(w, pairs, 1);
      }
      ScoreLevels.putPair(layout, w, levels, levelU, levelV);
    };
  }

  /** The next bracket's number of downfloaters, then their scores; empty for the last bracket. */
  @Override
  public List<Long> measure(FinishedBracket bracket) {
    if (bracket.next() == null) {
      return List.of();
    }
    List<Long> out = new ArrayList<>();
    out.add((long) bracket.next().floaters().size());
    out.addAll(ScoreLevels.scoresDescending(bracket.state(), bracket.next().floaters()));
    return out;
  }

  /** The count, then the scores in points in brackets: {@code 1 (2.5)}. */
  @Override
  public String format(List<Long> values) {
    if (values.isEmpty()) {
      return "";
    }
    List<String> scores = new ArrayList<>();
    for (long x : values.subList(1, values.size())) {
      scores.add(Points.format((int) x));
    }
    return values.get(0) + (scores.isEmpty() ? "" : " (" + String.join(" ", scores) + ")");
  }
}
