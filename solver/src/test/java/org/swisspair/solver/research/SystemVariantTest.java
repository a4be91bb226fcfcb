package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.pairing.PairingSystems;

class SystemVariantTest {
  @Test
  void allIsEveryBuiltSystemOfTheRegistryThatTheSimulatorPlays() {
    List<String> expected = new ArrayList<>(PairingSystems.built());
    expected.removeAll(SystemVariant.NOT_SIMULATED.keySet());
    assertThat(SystemVariant.parseList("all").stream().map(SystemVariant::label))
        .containsExactlyElementsOf(expected)
        .contains("dutch", "burstein", "dubov", "lim", "rating-based", "simplified");
    // Whatever all leaves out is said, one line per system.
    List<String> leftOut = new ArrayList<>(PairingSystems.built());
    leftOut.retainAll(SystemVariant.NOT_SIMULATED.keySet());
    assertThat(SystemVariant.leftOutOfAll()).hasSameSizeAs(leftOut);
  }

  @Test
  void allWithBakuVariantsKeepsTheOrderAndDropsDuplicates() {
    assertThat(SystemVariant.parseList("dutch+baku,all,dutch").stream().map(SystemVariant::label))
        .startsWith("dutch+baku", "dutch")
        .doesNotHaveDuplicates();
  }

  @Test
  void systemsWhoseRoundIsNotOneGameAreRefusedWithTheReason() {
    assertThatThrownBy(() -> SystemVariant.parse("double-swiss"))
        .hasMessage(
            "cannot simulate the Double-Swiss system yet: a Double-Swiss round is a two-game match,"
                + " and the simulator plays one game per pairing");
    assertThatThrownBy(() -> SystemVariant.parse("team+baku"))
        .hasMessageStartingWith("cannot simulate the Team system yet: a Team round is a match");
  }

  @Test
  void anUnknownNameListsTheBuiltSystems() {
    assertThatThrownBy(() -> SystemVariant.parse("swiss"))
        .hasMessageContaining("unknown pairing system 'swiss'")
        .hasMessageContaining("dutch, burstein");
  }
}
