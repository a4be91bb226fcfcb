package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.dutch.rules.CriterionProbe.value;
import static org.swisspair.solver.dutch.rules.CriterionProbe.weight;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.pairing.Pair;

class NextBracketTest {
  private static final NextBracket C8 = new NextBracket();

  @Test
  void prefersTheNextBracketToDownfloatTheLowerScore() {
    // 1 (1.0) floats from the top bracket; in the 0.5 bracket it meets 3 and 4 floats, or 3 and 4
    // meet and 1 floats on.
    List<Pair> fourFloats = List.of(new Pair(1, 3), new Pair(4, 5), new Pair(2, 6), new Pair(7, 0));
    List<Pair> oneFloats = List.of(new Pair(3, 4), new Pair(1, 5), new Pair(2, 6), new Pair(7, 0));

    assertThat(value(C8, Rounds.SEVEN, fourFloats, 0)).containsExactly(1L, 5L);
    assertThat(value(C8, Rounds.SEVEN, oneFloats, 0)).containsExactly(1L, 10L);
    assertThat(weight(C8, Rounds.SEVEN, fourFloats, 0))
        .isGreaterThan(weight(C8, Rounds.SEVEN, oneFloats, 0));
  }

  @Test
  void writesTheDownfloatersAndTheirScoresInBrackets() {
    assertThat(C8.format(List.of(2L, 25L, 20L))).isEqualTo("2 (2.5 2.0)");
    assertThat(C8.format(List.of(0L))).isEqualTo("0");
    assertThat(C8.format(List.of())).isEmpty();
  }
}
