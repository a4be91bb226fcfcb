package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.dutch.rules.CriterionProbe.value;
import static org.swisspair.solver.dutch.rules.CriterionProbe.weight;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.pairing.Pair;

class DownfloaterScoresTest {
  private static final DownfloaterScores C7 = new DownfloaterScores();

  @Test
  void prefersAResidentToFloatRatherThanTheHigherScoredMdp() {
    // Bracket 0.5: MDP 1 (1.0) with 3 and 4 (0.5); one of them floats.
    List<Pair> residentFloats =
        List.of(new Pair(1, 3), new Pair(4, 5), new Pair(2, 6), new Pair(7, 0));
    List<Pair> mdpFloats = List.of(new Pair(3, 4), new Pair(1, 5), new Pair(2, 6), new Pair(7, 0));

    assertThat(value(C7, Rounds.SEVEN, residentFloats, 1)).containsExactly(5L);
    assertThat(value(C7, Rounds.SEVEN, mdpFloats, 1)).containsExactly(10L);
    assertThat(weight(C7, Rounds.SEVEN, residentFloats, 1))
        .isGreaterThan(weight(C7, Rounds.SEVEN, mdpFloats, 1));
    assertThat(C7.format(List.of(10L, 5L))).isEqualTo("1.0 0.5");
  }
}
