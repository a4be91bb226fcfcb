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
 * C18-C21 (C.04.3 2.4.13-2.4.16): minimise the score differences (taken in descending order) of the
 * MDP-pairs in which the MDP received a downfloat, or its opponent an upfloat, the previous round
 * or two rounds before. A bracket's residents share one score, so the score differences rank as the
 * MDPs' scores do: the weight has one field per MDP score level.
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
            "score differences, highest first"),
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
            "score differences, highest first"),
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

  @Override
  public List<Long> measure(FinishedBracket bracket) {
    List<Long> differences = new ArrayList<>();
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
