package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.dutch.rules.CriterionProbe.value;
import static org.swisspair.solver.dutch.rules.CriterionProbe.weight;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.pairing.Pair;

class PabScoreTest {
  private static final PabScore C5 = new PabScore();

  @Test
  void prefersThePabForTheLowerScore() {
    // The last bracket: MDP 4 (0.5) with 2, 5, 6, 7 (0).
    List<Pair> toSeven = List.of(new Pair(1, 3), new Pair(4, 5), new Pair(2, 6), new Pair(7, 0));
    List<Pair> toFour = List.of(new Pair(1, 3), new Pair(2, 5), new Pair(6, 7), new Pair(4, 0));

    assertThat(value(C5, Rounds.SEVEN, toSeven, 2)).containsExactly(0L);
    assertThat(value(C5, Rounds.SEVEN, toFour, 2)).containsExactly(5L);
    assertThat(weight(C5, Rounds.SEVEN, toSeven, 2))
        .isGreaterThan(weight(C5, Rounds.SEVEN, toFour, 2));
  }

  @Test
  void isMeasuredOnlyInTheLastBracket() {
    List<Pair> toSeven = List.of(new Pair(1, 3), new Pair(4, 5), new Pair(2, 6), new Pair(7, 0));

    assertThat(value(C5, Rounds.SEVEN, toSeven, 1)).isEmpty();
    assertThat(C5.format(List.of(5L))).isEqualTo("0.5");
  }
}
