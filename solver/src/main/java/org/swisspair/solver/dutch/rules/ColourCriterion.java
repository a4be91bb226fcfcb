package org.swisspair.solver.dutch.rules;

import java.util.List;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * The colour criteria C10-C13 (C.04.3 2.4.5-2.4.8): minimise the players of the bracket's pairs who
 * get a colour the criterion counts, the colours being those of Article 5.2 ({@link ColourCosts}).
 */
final class ColourCriterion implements QualityCriterion<DutchBracketGraph> {
  private final Criterion criterion;
  private final int cost;

  private ColourCriterion(Criterion criterion, int cost) {
    this.criterion = criterion;
    this.cost = cost;
  }

  /** C10: topscorers or their opponents who get a colour difference beyond +-2. */
  static ColourCriterion topscorerColourDifference() {
    return new ColourCriterion(
        new Criterion(
            "C10",
            "2.4.5",
            Criterion.Kind.QUALITY,
            "minimise topscorers or their opponents getting a colour difference beyond +-2",
            "players with |colour difference| > 2"),
        ColourCosts.TOPSCORER_DIFFERENCE);
  }

  /** C11: topscorers or their opponents who get the same colour three times in a row. */
  static ColourCriterion topscorerColourStreak() {
    return new ColourCriterion(
        new Criterion(
            "C11",
            "2.4.6",
            Criterion.Kind.QUALITY,
            "minimise topscorers or their opponents getting the same colour three times in a row",
            "players with three equal colours in a row"),
        ColourCosts.TOPSCORER_STREAK);
  }

  /** C12: players who do not get their colour preference. */
  static ColourCriterion preference() {
    return new ColourCriterion(
        new Criterion(
            "C12",
            "2.4.7",
            Criterion.Kind.QUALITY,
            "minimise the players who do not get their colour preference",
            "players not getting their preference"),
        ColourCosts.PREFERENCE);
  }

  /** C13: players who do not get their strong colour preference, absolute ones included (DUT-4). */
  static ColourCriterion strongPreference() {
    return new ColourCriterion(
        new Criterion(
            "C13",
            "2.4.8",
            Criterion.Kind.QUALITY,
            "minimise the players who do not get their strong colour preference",
            "players not getting a strong preference"),
        ColourCosts.STRONG_PREFERENCE);
  }

  @Override
  public Criterion criterion() {
    return criterion;
  }

  @Override
  public EdgeWeight declare(WeightLayout layout, DutchBracketGraph graph) {
    if (!countable(graph) && graph.leavesOutFixedFields()) {
      // one per player covered on every edge: C4's count, fixed above, so left out of the weight
      return EdgeWeight.NONE;
    }
    if (graph.leavesOutFixedFields()) {
      // Only the bracket's own pairs: the other edges cover C4's players less twice C6's pairs,
      // both fixed above, so the sum stays below the bracket's size.
      int field = layout.field(criterion.id(), WeightLayout.bitsFor(graph.bracketSize() + 1));
      return (u, v, w) -> {
        if (graph.inBracket(v)) {
          layout.put(w, field, 2 - ColourCosts.count(graph.colourCosts(u, v), cost));
        }
      };
    }
    int field = layout.field(criterion.id(), WeightLayout.bitsFor(graph.activePlayers() + 1));
    // Two per player covered, less the players whose colour the criterion counts; only pairs
    // inside the bracket are given colours here.
    return (u, v, w) -> {
      if (!graph.isPlayer(v)) {
        layout.put(w, field, 1);
      } else if (!graph.inBracket(v)) {
        layout.put(w, field, 2);
      } else {
        layout.put(w, field, 2 - ColourCosts.count(graph.colourCosts(u, v), cost));
      }
    };
  }

  /** Whether a pair of the bracket can break this criterion ({@link ColourCosts}). */
  private boolean countable(DutchBracketGraph graph) {
    return switch (cost) {
      case ColourCosts.TOPSCORER_DIFFERENCE, ColourCosts.TOPSCORER_STREAK ->
          graph.topscorerInBracket();
      case ColourCosts.PREFERENCE -> graph.strongestPreferenceInBracket() != Strength.NONE;
      default -> graph.strongestPreferenceInBracket().compareTo(Strength.STRONG) >= 0;
    };
  }

  @Override
  public List<Long> measure(FinishedBracket bracket) {
    long count = 0;
    for (List<Integer> pair : bracket.pairs()) {
      int costs =
          ColourCosts.of(
              bracket.state().player(pair.get(0)),
              bracket.state().player(pair.get(1)),
              bracket.state().initialColour());
      count += ColourCosts.count(costs, cost);
    }
    return List.of(count);
  }
}
