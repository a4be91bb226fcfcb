package org.swisspair.solver.dubov;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.testdouble.HandBuilt;

/** The literal oracle on cases worked by hand (the differential test compares it at large). */
class DubovProceduralPairerTest {
  @Test
  void pairsTheFirstRoundAsTheText() throws Exception {
    RoundState s = new RoundState(HandBuilt.tournament(5, "", "", "", "", "", "", ""), 1);

    List<Pair> p = new DubovProceduralPairer(s).pair();

    // 3.1: the PAB to 7 (largest TPN); 1-4, 2-5, 3-6 with colours by 5.2.1.
    assertThat(p)
        .containsExactlyInAnyOrder(new Pair(7, 0), new Pair(1, 4), new Pair(5, 2), new Pair(3, 6));
  }

  @Test
  void choosesTheUpfloaterByColourBeforeOrder() throws Exception {
    RoundState s = new RoundState(HandBuilt.tournament(4, DubovPairingSystemTest.ROUND_TWO), 2);

    assertThat(new DubovProceduralPairer(s).pair())
        .containsExactlyInAnyOrder(new Pair(4, 1), new Pair(2, 7), new Pair(3, 6), new Pair(5, 8));
  }

  @Test
  void refusesLargeFieldsAndUnknownRoundCounts() {
    List<String> rows = new ArrayList<>();
    for (int i = 0; i < DubovProceduralPairer.MAX_PLAYERS + 1; i++) {
      rows.add("");
    }
    RoundState big = new RoundState(HandBuilt.tournament(5, rows.toArray(String[]::new)), 1);
    assertThatThrownBy(() -> new DubovProceduralPairer(big))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at most");
    RoundState unknown = new RoundState(HandBuilt.tournament(0, "", ""), 1);
    assertThatThrownBy(() -> new DubovProceduralPairer(unknown))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("number of rounds");
  }
}
