package org.swisspair.solver.dutch.rules;

import java.util.List;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * C4 (C.04.3 2.2.1): a pairing complying with the absolute criteria shall always exist for all
 * players not yet paired. The graph holds every player below the bracket (or sinks standing for
 * them), so the matching that covers the most players completes the round.
 */
final class PlayersPaired implements QualityCriterion<DutchBracketGraph> {
  private static final Criterion CRITERION =
      new Criterion(
          "C4",
          "2.2.1",
          Criterion.Kind.COMPLETION,
          "the players not yet paired must remain pairable",
          "players left unpairable");

  @Override
  public Criterion criterion() {
    return CRITERION;
  }

  @Override
  public EdgeWeight declare(WeightLayout layout, DutchBracketGraph graph) {
    int field =
        layout.field("players paired (C4)", WeightLayout.bitsFor(graph.activePlayers() + 1));
    // A pair covers two players; the PAB or a sink one.
    return (u, v, w) -> layout.put(w, field, graph.isPlayer(v) ? 2 : 1);
  }

  /** The players the round leaves without an opponent or the PAB, counted in the last bracket. */
  @Override
  public List<Long> measure(FinishedBracket bracket) {
    if (!bracket.last()) {
      return List.of(0L);
    }
    long left = bracket.floaters().stream().filter(id -> id != bracket.pab()).count();
    return List.of(left);
  }
}
