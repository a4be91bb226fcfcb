package org.swisspair.solver.dutch.rules;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.AvoidedPairs;
import org.swisspair.solver.criteria.CriteriaList;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.Criterion.Kind;
import org.swisspair.solver.criteria.QualityCriterion;

/**
 * The criteria of the FIDE (Dutch) system (C.04.3 Article 2) in descending priority: the one list
 * that builds each bracket's matching weight, measures the brackets of a finished pairing for the
 * checker, and writes the values the explanation prints.
 *
 * <p>A criterion leaves a field out of a bracket's weight when the field's sum over a matching is
 * fixed by the fields above it: zero on every edge; one per player covered, which is C4's count,
 * the top field; or the last score level of C7 and C8, whose levels add up to twice the pairs C6
 * (and C8's own pair count) fix. The colour criteria C10-C13 weigh only the bracket's own pairs,
 * the other edges' players being C4's count less twice C6's pairs. Matchings compared field by
 * field never differ in such a field, so the weights order them as before, in fewer bits: most
 * small brackets then fit in one word.
 */
public final class DutchCriteria {
  private DutchCriteria() {}

  /** C1 (2.1.1): two players shall not meet more than once; an edge filter. */
  static final Criterion C1 =
      new Criterion(
          "C1",
          "2.1.1",
          Kind.ABSOLUTE,
          "two players shall not meet more than once",
          "pairs of players who already played each other");

  /** C2 (2.1.2): no second PAB; an edge filter. */
  static final Criterion C2 =
      new Criterion(
          "C2",
          "2.1.2",
          Kind.ABSOLUTE,
          "no PAB for a player who already had one or scored a win without playing",
          "PAB given to an ineligible player");

  /** C3 (2.1.3): no two non-topscorers with the same absolute preference; an edge filter. */
  static final Criterion C3 =
      new Criterion(
          "C3",
          "2.1.3",
          Kind.ABSOLUTE,
          "non-topscorers with the same absolute colour preference shall not meet",
          "pairs of non-topscorers with the same absolute preference");

  /** C1-C21, the weighted ones C4-C21 each with its edge weight and its measure. */
  public static final CriteriaList<DutchBracketGraph> LIST =
      new CriteriaList<>(
          "Dutch",
          List.of(C1, C2, C3),
          List.of(
              new PlayersPaired(),
              new PabScore(),
              new DownfloaterCount(),
              new DownfloaterScores(),
              new NextBracket(),
              new PabUnplayedGames(),
              ColourCriterion.topscorerColourDifference(),
              ColourCriterion.topscorerColourStreak(),
              ColourCriterion.preference(),
              ColourCriterion.strongPreference(),
              RepeatedDownfloat.previousRound(),
              RepeatedUpfloat.previousRound(),
              RepeatedDownfloat.twoRoundsBefore(),
              RepeatedUpfloat.twoRoundsBefore(),
              FloaterScoreDifferences.mdpsDownfloatedPreviousRound(),
              FloaterScoreDifferences.opponentsUpfloatedPreviousRound(),
              FloaterScoreDifferences.mdpsDownfloatedTwoRoundsBefore(),
              FloaterScoreDifferences.opponentsUpfloatedTwoRoundsBefore()));

  /**
   * {@link #LIST} with soft avoidance last, below C21 (not C.04.3; issue 34, ARB-10): among the
   * candidates optimal for C4-C21, the fewest pairs {@code avoidance} avoids.
   */
  public static CriteriaList<DutchBracketGraph> withAvoidance(Avoidance avoidance) {
    List<QualityCriterion<DutchBracketGraph>> weighted = new ArrayList<>(LIST.weighted());
    weighted.add(
        new AvoidedPairs<>(
            avoidance,
            new AvoidedPairs.Vertices<DutchBracketGraph>() {
              @Override
              public int bracketSize(DutchBracketGraph g) {
                return g.bracketSize();
              }

              @Override
              public int id(DutchBracketGraph g, int v) {
                return g.player(v).id();
              }

              @Override
              public boolean leavesOutFixedFields(DutchBracketGraph g) {
                return g.leavesOutFixedFields();
              }
            }));
    return new CriteriaList<>("Dutch with soft avoidance", List.of(C1, C2, C3), weighted);
  }
}
