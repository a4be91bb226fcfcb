package org.swisspair.solver.swiss;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ScoringSystem;

class BakuAccelerationTest {
  @Test
  void followsC047ForTwentyPlayersAndNineRounds() {
    Map<Integer, List<Integer>> v = BakuAcceleration.virtualPoints(20, 9, ScoringSystem.STANDARD);

    // Group A = 2 * ceil(20 / 4) = 10; 5 accelerated rounds, a full point in the first 3.
    assertThat(v.keySet()).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    assertThat(v.get(10)).containsExactly(10, 10, 10, 5, 5);
  }

  @Test
  void roundsGroupAUpToAnEvenNumberAsInTheHandbookExample() {
    assertThat(BakuAcceleration.groupASize(161)).isEqualTo(82);
    assertThat(BakuAcceleration.acceleratedRounds(11)).isEqualTo(6);
  }
}
