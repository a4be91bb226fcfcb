package org.swisspair.solver.twostage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SetOrderTest {
  private static Unit u(int id, int score) {
    return new Unit(id, score, true, 0, false);
  }

  @Test
  void sortsTheSetsOfTheExampleOf354() {
    // 2, 6, 8 have 3 points; 1, 3, 5 have 2.5: two of the first and one of the second.
    List<Unit> three = List.of(u(8, 30), u(2, 30), u(6, 30));
    List<Unit> twoAndHalf = List.of(u(5, 25), u(1, 25), u(3, 25));
    List<List<Unit>> sets = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      for (int j = i + 1; j < 3; j++) {
        for (Unit x : twoAndHalf) {
          sets.add(List.of(x, three.get(i), three.get(j)));
        }
      }
    }
    sets.sort(SetOrder::compare);
    List<List<Integer>> order = sets.stream().map(SetOrder::sequence).toList();
    assertThat(order)
        .containsExactly(
            List.of(2, 6, 1),
            List.of(2, 6, 3),
            List.of(2, 6, 5),
            List.of(2, 8, 1),
            List.of(2, 8, 3),
            List.of(2, 8, 5),
            List.of(6, 8, 1),
            List.of(6, 8, 3),
            List.of(6, 8, 5));
  }

  @Test
  void sortsInsideASetByScoreThenTpn() {
    assertThat(SetOrder.sequence(List.of(u(1, 25), u(8, 30), u(2, 30)))).containsExactly(2, 8, 1);
  }
}
