package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.dutch.rules.CriterionProbe.value;
import static org.swisspair.solver.dutch.rules.CriterionProbe.weight;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.pairing.Pair;

class PlayersPairedTest {
  private static final PlayersPaired C4 = new PlayersPaired();

  @Test
  void prefersTheCandidateThatLeavesNoPlayerOut() {
    List<Pair> complete = List.of(new Pair(1, 3), new Pair(4, 5), new Pair(2, 6), new Pair(7, 0));
    List<Pair> sevenLeftOut = complete.subList(0, 3);

    assertThat(value(C4, Rounds.SEVEN, complete, 2)).containsExactly(0L);
    assertThat(value(C4, Rounds.SEVEN, sevenLeftOut, 2)).containsExactly(1L);
    assertThat(weight(C4, Rounds.SEVEN, complete, 0))
        .isGreaterThan(weight(C4, Rounds.SEVEN, sevenLeftOut, 0));
  }
}
