package org.swisspair.solver.dutch.rules;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * C18-C21 (C.04.3 2.4.13-2.4.16): minimise the score differences (taken in descending order) of
 * MDPs who received a downfloat, or of MDP opponents who received an upfloat, the previous round or
 * two rounds before. A bracket's residents share one score, so the score differences rank as the
 * MDPs' scores do: the weight has one field per MDP score level.
 *
 * <p>C19/C21 measure the MDP-pairs whose resident upfloated. C18/C20 measure the MDPs with such a
 * downfloat that the bracket leaves in the limbo, by their score above the residents: C7 fixes how
 * many MDPs of each score are paired, hence the differences of the MDP-pairs, and an MDP that
 * floats on meets an opponent further below, so the difference to minimise is that of the MDPs not
 * paired here (DUT-6, as bbpPairings weighs it).
 */
final class FloaterScoreDifferences implements QualityCriterion<DutchBracketGraph> {
  private final Criterion criterion;
  private final boolean opponentUpfloat;
  private final int roundsBefore;

  private FloaterScoreDifferences(Criterion criterion, boolean opponentUpfloat, int roundsBefore) {
    this.criterion = criterion;
    this.opponentUpfloat = opponentUpfloat;
    this.roundsBefore = roundsBefore;
  }

  /** C18: MDPs who downfloated the previous round. */
  static FloaterScoreDifferences mdpsDownfloatedPreviousRound() {
    return new FloaterScoreDifferences(
        new Criterion(
            "C18",
            "2.4.13",
            Criterion.Kind.QUALITY,
            "minimise score differences of MDPs who downfloated the previous round",
            "score differences of such MDPs left in the limbo, highest first"),
        false,
        1);
  }

  /** C19: MDP opponents who upfloated the previous round. */
  static FloaterScoreDifferences opponentsUpfloatedPreviousRound() {
    return new FloaterScoreDifferences(
        new Criterion(
            "C19",
            "2.4.14",
            Criterion.Kind.QUALITY,
            "minimise score differences of MDP opponents who upfloated the previous round",
            "score differences, highest first"),
        true,
        1);
  }

  /** C20: MDPs who downfloated two rounds before. */
  static FloaterScoreDifferences mdpsDownfloatedTwoRoundsBefore() {
    return new FloaterScoreDifferences(
        new Criterion(
            "C20",
            "2.4.15",
            Criterion.Kind.QUALITY,
            "minimise score differences of MDPs who downfloated two rounds before",
            "score differences of such MDPs left in the limbo, highest first"),
        false,
        2);
  }

  /** C21: MDP opponents who upfloated two rounds before. */
  static FloaterScoreDifferences opponentsUpfloatedTwoRoundsBefore() {
    return new FloaterScoreDifferences(
        new Criterion(
            "C21",
            "2.4.16",
            Criterion.Kind.QUALITY,
            "minimise score differences of MDP opponents who upfloated two rounds before",
            "score differences, highest first"),
        true,
        2);
  }

  @Override
  public Criterion criterion() {
    return criterion;
  }

  @Override
  public Unit unit() {
    return Unit.POINTS;
  }

  /** Whether the MDP-pair {@code mdp}-{@code opponent} counts. */
  private boolean counts(PlayerState mdp, PlayerState opponent) {
    return opponentUpfloat
        ? opponent.floatBefore(roundsBefore) == FloatDirection.UP
        : mdp.floatBefore(roundsBefore) == FloatDirection.DOWN;
  }

  @Override
  public EdgeWeight declare(WeightLayout layout, DutchBracketGraph graph) {
    if (!opponentUpfloat) {
      return declareLimbo(layout, graph);
    }
    // Only a player of the bracket paired with an earlier MDP can count.
    if ((graph.mdpCount() == 0
            || !graph.floated(1, graph.bracketSize(), roundsBefore, FloatDirection.UP))
        && graph.leavesOutFixedFields()) {
      // one per player covered on every edge and level: fixed by C4 above, so left out
      return EdgeWeight.NONE;
    }
    int[] fields =
        ScoreLevels.declare(
            layout,
            criterion.id(),
            graph.mdpLevels(),
            WeightLayout.bitsFor(graph.activePlayers() + 1));
    // Two per pair at every MDP score level, one per PAB or sink; a counted MDP-pair costs one at
    // its MDP's level.
    return (u, v, w) -> {
      if (!graph.isPlayer(v)) {
        for (int field : fields) {
          layout.put(w, field, 1);
        }
        return;
      }
      int level =
          graph.mdpPair(u, v) && counts(graph.player(u), graph.player(v)) ? graph.mdpLevel(u) : -1;
      for (int d = 0; d < fields.length; d++) {
        layout.put(w, fields[d], d == level ? 1 : 2);
      }
    };
  }

  /**
   * C18/C20 (DUT-6): one per MDP with such a downfloat who is paired inside the bracket, at its
   * score level; the matching maximises it, so the MDPs left in the limbo are the fewest, level by
   * level from the highest.
   */
  private EdgeWeight declareLimbo(WeightLayout layout, DutchBracketGraph graph) {
    if (!graph.floated(0, graph.mdpCount(), roundsBefore, FloatDirection.DOWN)
        && graph.leavesOutFixedFields()) {
      // no MDP with such a downfloat: zero on every edge, so left out of the weight
      return EdgeWeight.NONE;
    }
    int[] fields =
        ScoreLevels.declare(
            layout, criterion.id(), graph.mdpLevels(), WeightLayout.bitsFor(graph.mdpCount() + 1));
    return (u, v, w) -> {
      if (!graph.inBracket(v)) {
        return;
      }
      int a = downfloatedMdpLevel(graph, u);
      int b = downfloatedMdpLevel(graph, v);
      if (a >= 0 && a == b) {
        layout.put(w, fields[a], 2);
        return;
      }
      if (a >= 0) {
        layout.put(w, fields[a], 1);
      }
      if (b >= 0) {
        layout.put(w, fields[b], 1);
      }
    };
  }

  /** The MDP level of {@code v} when it is an MDP with such a downfloat, else -1. */
  private int downfloatedMdpLevel(DutchBracketGraph graph, int v) {
    return graph.isMdp(v) && graph.floatBefore(v, roundsBefore) == FloatDirection.DOWN
        ? graph.mdpLevel(v)
        : -1;
  }

  @Override
  public List<Long> measure(FinishedBracket bracket) {
    List<Long> differences = new ArrayList<>();
    if (!opponentUpfloat) {
      // C18/C20 (DUT-6): the MDPs with such a downfloat left in the limbo.
      for (int id : bracket.floaters()) {
        PlayerState m = bracket.state().player(id);
        if (bracket.incoming().contains(id) && m.floatBefore(roundsBefore) == FloatDirection.DOWN) {
          differences.add((long) (m.pairingScore() - bracket.score()));
        }
      }
      return ScoreLevels.descending(differences);
    }
    for (List<Integer> pair : bracket.pairs()) {
      Integer mdp = MdpPairs.mdp(bracket, pair);
      if (mdp == null) {
        continue;
      }
      PlayerState m = bracket.state().player(mdp);
      PlayerState opponent = bracket.state().player(MdpPairs.opponent(bracket, pair));
      if (counts(m, opponent)) {
        differences.add((long) (m.pairingScore() - opponent.pairingScore()));
      }
    }
    return ScoreLevels.descending(differences);
  }
}
