package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.dutch.rules.CriterionProbe.value;
import static org.swisspair.solver.dutch.rules.CriterionProbe.weight;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Pair;

class ColourCriterionTest {
  // Topscorers 1 and 2 want White absolutely, 3 and 4 Black; 1-2 and 3-4 cannot both be granted.
  private static final List<Pair> TOPSCORERS_GRANTED =
      List.of(new Pair(1, 3), new Pair(2, 4), new Pair(5, 7), new Pair(6, 8));
  private static final List<Pair> TOPSCORERS_SAME_COLOUR =
      List.of(new Pair(1, 2), new Pair(3, 4), new Pair(5, 7), new Pair(6, 8));

  @Test
  void c10CountsTopscorersPushedBeyondAColourDifferenceOfTwo() {
    ColourCriterion c10 = ColourCriterion.topscorerColourDifference();

    assertRanks(c10, Rounds.TOPSCORERS, TOPSCORERS_GRANTED, TOPSCORERS_SAME_COLOUR, 2L);
  }

  @Test
  void c11CountsTopscorersGivenTheSameColourAThirdTime() {
    ColourCriterion c11 = ColourCriterion.topscorerColourStreak();

    assertRanks(c11, Rounds.TOPSCORERS, TOPSCORERS_GRANTED, TOPSCORERS_SAME_COLOUR, 2L);
  }

  @Test
  void c12CountsPlayersWithoutTheirPreference() {
    // Bracket 1.0: 2 wants White, 3 and 4 Black: 1-3 2-4 grants all; 1-2 leaves one without.
    List<Pair> granted = List.of(new Pair(1, 3), new Pair(2, 4), new Pair(5, 6), new Pair(7, 0));
    List<Pair> oneNot = List.of(new Pair(1, 2), new Pair(3, 5), new Pair(4, 6), new Pair(7, 0));

    assertRanks(ColourCriterion.preference(), Rounds.FLOATS, granted, oneNot, 1L, 1);
  }

  @Test
  void c13CountsPlayersWithoutTheirStrongPreference() {
    // 1 and 3 want Black strongly, 2 and 4 White.
    List<Pair> granted = List.of(new Pair(1, 2), new Pair(3, 4), new Pair(5, 6), new Pair(7, 8));
    List<Pair> twoNot = List.of(new Pair(1, 3), new Pair(2, 4), new Pair(5, 6), new Pair(7, 8));

    assertRanks(ColourCriterion.strongPreference(), Rounds.STRONG, granted, twoNot, 2L);
  }

  @Test
  void leavesPairsOutsideTheBracketToTheirOwnBracket() {
    // Bracket 1.0 of STRONG pairs nobody: its players meet the 0 group, where colours count.
    List<Pair> floating = List.of(new Pair(1, 6), new Pair(2, 5), new Pair(3, 8), new Pair(4, 7));

    assertThat(value(ColourCriterion.preference(), Rounds.STRONG, floating, 0)).containsExactly(0L);
    assertThat(value(ColourCriterion.preference(), Rounds.STRONG, floating, 1)).containsExactly(4L);
  }

  private static void assertRanks(
      ColourCriterion c, RoundState s, List<Pair> better, List<Pair> worse, long worseValue) {
    assertRanks(c, s, better, worse, worseValue, 0);
  }

  private static void assertRanks(
      ColourCriterion c,
      RoundState s,
      List<Pair> better,
      List<Pair> worse,
      long worseValue,
      int bracket) {
    assertThat(value(c, s, better, bracket)).containsExactly(0L);
    assertThat(value(c, s, worse, bracket)).containsExactly(worseValue);
    assertThat(weight(c, s, better, bracket)).isGreaterThan(weight(c, s, worse, bracket));
  }
}
