package org.swisspair.solver.twostage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PairingIdentifierTest {
  @Test
  void identifiesTheExampleOf362() {
    List<int[]> pairing =
        List.of(new int[] {11, 24}, new int[] {16, 6}, new int[] {10, 9}, new int[] {8, 4});
    assertThat(PairingIdentifier.of(pairing)).containsExactly(4, 6, 9, 11, 8, 16, 10, 24);
  }

  @Test
  void ordersTheThreePairingsOfFourPlayers() {
    List<List<Integer>> ids = new ArrayList<>();
    ids.add(PairingIdentifier.of(List.of(new int[] {1, 2}, new int[] {3, 4})));
    ids.add(PairingIdentifier.of(List.of(new int[] {1, 4}, new int[] {2, 3})));
    ids.add(PairingIdentifier.of(List.of(new int[] {1, 3}, new int[] {2, 4})));
    ids.sort(PairingIdentifier::compare);
    assertThat(ids).containsExactly(List.of(1, 2, 3, 4), List.of(1, 2, 4, 3), List.of(1, 3, 2, 4));
  }
}
