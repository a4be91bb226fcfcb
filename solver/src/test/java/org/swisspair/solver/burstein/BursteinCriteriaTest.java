package org.swisspair.solver.burstein;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.testdouble.HandBuilt;

/**
 * Each Burstein criterion on its own: its measure of a finished bracket, and its weight ranking two
 * candidate pairings of a small bracket graph the same way.
 */
class BursteinCriteriaTest {
  /**
   * Six players after one round: 1, 2 and 3 won with White (they prefer Black), 4, 5 and 6 lost
   * with Black (they prefer White); scores 1, 1, 1, 0, 0, 0.
   */
  private static final Tournament AFTER_ROUND_1 =
      HandBuilt.tournament(3, "4w1", "5w1", "6w1", "1b0", "2b0", "3b0");

  private static final RoundState STATE = new RoundState(AFTER_ROUND_1, 2);

  @Test
  void completionCountsEveryPairedPlayer() {
    BursteinBracketGraph g = graph(List.of(1, 2, 3), List.of(4, 5, 6));
    // C4: pairing all six beats leaving two unpaired, whatever else.
    assertThat(weight(new BursteinCriteria.Completion(), g, pairs(0, 3, 1, 4, 2, 5)))
        .isGreaterThan(weight(new BursteinCriteria.Completion(), g, pairs(0, 1, 3, 4)));
    assertThat(new BursteinCriteria.Completion().measure(bracket(List.of(), List.of()))).isEmpty();
  }

  @Test
  void mostPairsCountsOnlyPairsInsideTheBracket() {
    BursteinBracketGraph g = graph(List.of(1, 2, 3, 4), List.of(5, 6));
    QualityCriterion<BursteinBracketGraph> c5 = new BursteinCriteria.MostPairs();
    // 1-2 and 3-4 inside the bracket beat 1-2 with 3 and 4 floating down to 5 and 6.
    assertThat(weight(c5, g, pairs(0, 1, 2, 3, 4, 5)))
        .isGreaterThan(weight(c5, g, pairs(0, 1, 2, 4, 3, 5)));
    assertThat(c5.measure(bracket(List.of(List.of(1, 2)), List.of(3, 4)))).containsExactly(2L);
  }

  @Test
  void lowestFloaterScoresPrefersTheLowerScoredFloater() {
    // Bracket of 1 (score 1) and 4, 5 (score 0, as if floated into a lower bracket's view).
    BursteinBracketGraph g = graph(List.of(1, 4, 5), List.of(6));
    QualityCriterion<BursteinBracketGraph> c6 = new BursteinCriteria.LowestFloaterScores();
    // 1-4 paired, 5 floats (score 0) beats 4-5 paired, 1 floats (score 1).
    assertThat(weight(c6, g, pairs(0, 1, 2, 3))).isGreaterThan(weight(c6, g, pairs(1, 2, 0, 3)));
    assertThat(c6.measure(bracket(List.of(List.of(4, 5)), List.of(1)))).containsExactly(10L);
  }

  @Test
  void nextBracketCountsItsPairsThenItsPairedScores() {
    BursteinBracketGraph g = graph(List.of(1, 2, 3), List.of(4, 5, 6));
    QualityCriterion<BursteinBracketGraph> c7 = new BursteinCriteria.NextBracket();
    // With 3 floating: 3-4 and 5-6 in the next bracket (two pairs) beat 5-6 alone.
    assertThat(weight(c7, g, pairs(0, 1, 2, 3, 4, 5)))
        .isGreaterThan(weight(c7, g, pairs(0, 1, 4, 5)));
    FinishedBracket last = bracket(List.of(List.of(4, 5)), List.of(6));
    FinishedBracket first =
        new FinishedBracket(
            STATE, 0, 10, List.of(1, 2, 3), List.of(), List.of(List.of(1, 2)), List.of(3), last, 0);
    assertThat(c7.measure(first)).containsExactly(1L, 0L);
    assertThat(c7.format(c7.measure(first))).isEqualTo("1 (0.0)");
  }

  @Test
  void colourPreferencesCountPairsWantingTheSameColour() {
    BursteinBracketGraph g = graph(List.of(1, 2, 4, 5), List.of());
    QualityCriterion<BursteinBracketGraph> c8 = new BursteinCriteria.ColourPreferences();
    // 1 and 2 both want Black; 4 and 5 both want White: 1-4, 2-5 meet every preference.
    assertThat(weight(c8, g, pairs(0, 2, 1, 3))).isGreaterThan(weight(c8, g, pairs(0, 1, 2, 3)));
    assertThat(c8.measure(bracket(List.of(List.of(1, 2), List.of(4, 5)), List.of())))
        .containsExactly(2L);
    assertThat(c8.measure(bracket(List.of(List.of(1, 4), List.of(2, 5)), List.of())))
        .containsExactly(0L);
  }

  @Test
  void theListPutsTheCriteriaInHandbookOrder() {
    assertThat(BursteinCriteria.LIST.all().stream().map(c -> c.id()).toList())
        .containsExactly("C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8");
  }

  private static BursteinBracketGraph graph(List<Integer> bracket, List<Integer> next) {
    return new BursteinBracketGraph(states(bracket), states(next), List.of(), null);
  }

  private static List<PlayerState> states(List<Integer> ids) {
    List<PlayerState> out = new ArrayList<>();
    for (int id : ids) {
      out.add(STATE.player(id));
    }
    return out;
  }

  /** Local vertex pairs, two numbers each. */
  private static int[] pairs(int... vertices) {
    return vertices;
  }

  /** The total weight one criterion gives a set of edges. */
  private static BigInteger weight(
      QualityCriterion<BursteinBracketGraph> c, BursteinBracketGraph g, int[] pairs) {
    WeightLayout layout = new WeightLayout();
    EdgeWeight w = c.declare(layout, g);
    layout.freeze();
    BigInteger total = BigInteger.ZERO;
    for (int i = 0; i < pairs.length; i += 2) {
      long[] limbs = layout.newWeight();
      w.add(Math.min(pairs[i], pairs[i + 1]), Math.max(pairs[i], pairs[i + 1]), limbs);
      BigInteger edge = BigInteger.ZERO;
      for (long limb : limbs) {
        edge = edge.shiftLeft(WeightLayout.LIMB_BITS).add(BigInteger.valueOf(limb));
      }
      total = total.add(edge);
    }
    return total;
  }

  private static FinishedBracket bracket(List<List<Integer>> pairs, List<Integer> floaters) {
    return new FinishedBracket(STATE, 0, 0, List.of(), List.of(), pairs, floaters, null, 0);
  }
}
