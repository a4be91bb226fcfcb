package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.dutch.rules.CriterionProbe.value;
import static org.swisspair.solver.dutch.rules.CriterionProbe.weight;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.pairing.Pair;

class DownfloaterCountTest {
  private static final DownfloaterCount C6 = new DownfloaterCount();

  @Test
  void prefersMorePairsInTheBracket() {
    // Bracket 0.5: MDP 1 with 3 and 4.
    List<Pair> onePair = List.of(new Pair(1, 3), new Pair(4, 5), new Pair(2, 6), new Pair(7, 0));
    List<Pair> none = List.of(new Pair(1, 5), new Pair(3, 6), new Pair(4, 7), new Pair(2, 0));

    assertThat(value(C6, Rounds.SEVEN, onePair, 1)).containsExactly(1L);
    assertThat(value(C6, Rounds.SEVEN, none, 1)).containsExactly(3L);
    assertThat(weight(C6, Rounds.SEVEN, onePair, 1))
        .isGreaterThan(weight(C6, Rounds.SEVEN, none, 1));
  }
}
