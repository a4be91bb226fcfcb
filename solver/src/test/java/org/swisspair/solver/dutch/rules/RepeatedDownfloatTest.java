package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.dutch.rules.CriterionProbe.value;
import static org.swisspair.solver.dutch.rules.CriterionProbe.weight;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.testdouble.HandBuilt;

class RepeatedDownfloatTest {
  // Bracket 1.0: MDP 1 with 2 (upfloated), 3 and 5 (downfloated), 4 (upfloated); one floats.
  private static final List<Pair> FIVE_FLOATS =
      List.of(new Pair(1, 3), new Pair(2, 4), new Pair(5, 6), new Pair(7, 0));
  private static final List<Pair> FOUR_FLOATS =
      List.of(new Pair(1, 2), new Pair(3, 5), new Pair(4, 6), new Pair(7, 0));

  @Test
  void c14PrefersADownfloaterWhoDidNotDownfloatTheRoundBefore() {
    RepeatedDownfloat c14 = RepeatedDownfloat.previousRound();

    assertThat(value(c14, Rounds.FLOATS, FOUR_FLOATS, 1)).containsExactly(0L);
    assertThat(value(c14, Rounds.FLOATS, FIVE_FLOATS, 1)).containsExactly(1L);
    assertThat(weight(c14, Rounds.FLOATS, FOUR_FLOATS, 1))
        .isGreaterThan(weight(c14, Rounds.FLOATS, FIVE_FLOATS, 1));
  }

  @Test
  void c16PrefersADownfloaterWhoDidNotDownfloatTwoRoundsBefore() {
    RepeatedDownfloat c16 = RepeatedDownfloat.twoRoundsBefore();
    RoundState s = Rounds.FLOATS_TWO_ROUNDS_BEFORE;

    assertThat(value(c16, s, FOUR_FLOATS, 1)).containsExactly(0L);
    assertThat(value(c16, s, FIVE_FLOATS, 1)).containsExactly(1L);
    assertThat(weight(c16, s, FOUR_FLOATS, 1)).isGreaterThan(weight(c16, s, FIVE_FLOATS, 1));
    assertThat(value(c16, Rounds.FLOATS, FIVE_FLOATS, 1)).containsExactly(0L);
  }

  @Test
  void countsNoMdpFloatingOnFromTheLimboButC18Does() {
    // Before round 3: 3 has 2.0 (downfloated to 4 in round 2), 1 and 2 have 1.5, 5 has 1.0, 4 and
    // 6 have 0. The 1.5 bracket pairs nobody (1-2 already met), so MDP 3 floats on with 1 and 2.
    RoundState s =
        new RoundState(
            HandBuilt.tournament(
                5, "4w1 2b=", "5w1 1w=", "6w1 4b1", "1b0 3w0", "2b0 6w1", "3b0 5b0"),
            3);
    List<Pair> threeFloatsOn = List.of(new Pair(3, 5), new Pair(1, 6), new Pair(2, 4));

    assertThat(CriterionProbe.bracket(s, threeFloatsOn, 1).incoming()).containsExactly(3);
    // 3 is no resident downfloater (DUT-1); C18 weighs it, 0.5 above the residents (DUT-6).
    assertThat(value(RepeatedDownfloat.previousRound(), s, threeFloatsOn, 1)).containsExactly(0L);
    assertThat(value(FloaterScoreDifferences.mdpsDownfloatedPreviousRound(), s, threeFloatsOn, 1))
        .containsExactly(5L);
  }
}
