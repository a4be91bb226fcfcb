package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.dutch.rules.CriterionProbe.value;
import static org.swisspair.solver.dutch.rules.CriterionProbe.weight;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Pair;

class RepeatedUpfloatTest {
  // Bracket 1.0: MDP 1 meets 3 (downfloated) or 2 (upfloated).
  private static final List<Pair> MEETS_THREE =
      List.of(new Pair(1, 3), new Pair(2, 4), new Pair(5, 6), new Pair(7, 0));
  private static final List<Pair> MEETS_TWO =
      List.of(new Pair(1, 2), new Pair(3, 5), new Pair(4, 6), new Pair(7, 0));

  @Test
  void c15PrefersAnMdpOpponentWhoDidNotUpfloatTheRoundBefore() {
    RepeatedUpfloat c15 = RepeatedUpfloat.previousRound();

    assertThat(value(c15, Rounds.FLOATS, MEETS_THREE, 1)).containsExactly(0L);
    assertThat(value(c15, Rounds.FLOATS, MEETS_TWO, 1)).containsExactly(1L);
    assertThat(weight(c15, Rounds.FLOATS, MEETS_THREE, 1))
        .isGreaterThan(weight(c15, Rounds.FLOATS, MEETS_TWO, 1));
  }

  @Test
  void c17PrefersAnMdpOpponentWhoDidNotUpfloatTwoRoundsBefore() {
    RepeatedUpfloat c17 = RepeatedUpfloat.twoRoundsBefore();
    RoundState s = Rounds.FLOATS_TWO_ROUNDS_BEFORE;

    assertThat(value(c17, s, MEETS_THREE, 1)).containsExactly(0L);
    assertThat(value(c17, s, MEETS_TWO, 1)).containsExactly(1L);
    assertThat(weight(c17, s, MEETS_THREE, 1)).isGreaterThan(weight(c17, s, MEETS_TWO, 1));
  }

  @Test
  void countsOnlyTheOpponentsOfMdps() {
    // 4 (upfloated) meets the resident 2, not an MDP.
    assertThat(value(RepeatedUpfloat.previousRound(), Rounds.FLOATS, MEETS_THREE, 1))
        .containsExactly(0L);
  }
}
