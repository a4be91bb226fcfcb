package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.BracketComparison;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.testdouble.HandBuilt;

class DutchRulesTest {
  // Before round 3: 3 has 2.0 (downfloated to 4 in round 2), 1 and 2 have 1.5, 5 has 1.0, 4 and 6
  // have 0. Scoregroups 2.0 {3}, 1.5 {1, 2}, 1.0 {5}, 0.0 {4, 6}.
  private static final RoundState STATE =
      new RoundState(
          HandBuilt.tournament(5, "4w1 2b=", "5w1 1w=", "6w1 4b1", "1b0 3w0", "2b0 6w1", "3b0 5b0"),
          3);

  // 3 downfloats and meets 2; 1 downfloats and meets 5; 4-6 in the last bracket.
  private static final List<Pair> X = List.of(new Pair(2, 3), new Pair(1, 5), new Pair(4, 6));
  // Same top brackets, but 1 and 5 both float to the last bracket: 1-6 and 5-4.
  private static final List<Pair> Y = List.of(new Pair(2, 3), new Pair(1, 6), new Pair(5, 4));

  @Test
  void reconstructsBracketsWithDownfloatersAndMdps() {
    List<BracketEvaluation> b = new DutchRules(STATE).evaluate(X);

    assertThat(b).extracting(BracketEvaluation::score).containsExactly(20, 15, 10, 0);
    assertThat(b.get(0).downfloaters()).containsExactly(3);
    assertThat(b.get(1).mdps()).containsExactly(3);
    assertThat(b.get(1).residents()).containsExactly(1, 2);
    assertThat(b.get(1).pairs()).containsExactly(List.of(3, 2));
    assertThat(b.get(1).downfloaters()).containsExactly(1);
    assertThat(b.get(2).pairs()).containsExactly(List.of(1, 5));
    assertThat(b.get(3).pairs()).containsExactly(List.of(4, 6));
  }

  @Test
  void measuresDownfloatersAndFloatHistory() {
    List<BracketEvaluation> b = new DutchRules(STATE).evaluate(X);

    // Top bracket: 3 alone downfloats, and it downfloated last round too (C14).
    assertThat(b.get(0).value("C6")).containsExactly(1L);
    assertThat(b.get(0).value("C7")).containsExactly(20L);
    assertThat(b.get(0).value("C14")).containsExactly(1L);
    // 1.5 bracket: MDP 3 (downfloated last round) meets 2, a score difference of 0.5 (C18).
    assertThat(b.get(1).value("C6")).containsExactly(1L);
    assertThat(b.get(1).value("C7")).containsExactly(15L);
    assertThat(b.get(1).value("C14")).containsExactly(0L);
    assertThat(b.get(1).value("C18")).containsExactly(5L);
    assertThat(b.get(1).value("C15")).containsExactly(0L);
    // C8 of the top bracket looks at the 1.5 bracket's downfloaters.
    assertThat(b.get(0).value("C8")).containsExactly(1L, 15L);
  }

  @Test
  void namesTheFirstDifferingBracketAndCriterion() {
    BracketComparison c = compare(STATE, X, Y).orElseThrow();

    assertThat(c.bracket()).isEqualTo(2);
    assertThat(c.criterion()).contains("C6");
    assertThat(c.first().compareTo(c.second())).isNegative();
    assertThat(c.describe()).contains("bracket 3").contains("C6").contains("first is better");
  }

  @Test
  void findsNoDifferenceWhenOnlyColoursDiffer() {
    List<Pair> swapped = List.of(new Pair(3, 2), new Pair(5, 1), new Pair(6, 4));

    assertThat(compare(STATE, X, swapped)).isEmpty();
  }

  @Test
  void leavesArticle4ToDecideBetweenEquallyGoodCandidates() {
    // Two homogeneous 4-player brackets paired two ways with the same criteria values.
    RoundState s = new RoundState(HandBuilt.tournament(5, "", "", "", ""), 1);
    List<Pair> a = List.of(new Pair(1, 3), new Pair(4, 2));
    List<Pair> b = List.of(new Pair(1, 4), new Pair(3, 2));

    BracketComparison c = compare(s, a, b).orElseThrow();

    assertThat(c.criterion()).isEmpty();
    assertThat(c.describe()).contains("decided by the candidate order");
  }

  private static Optional<BracketComparison> compare(RoundState s, List<Pair> a, List<Pair> b) {
    DutchRules rules = new DutchRules(s);
    return BracketComparison.of(rules.evaluate(a), rules.evaluate(b));
  }
}
