package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.swisspair.solver.pairing.PairingSystems;

class SystemVariantTest {
  @Test
  void allIsEveryBuiltSystemOfTheRegistry() {
    assertThat(SystemVariant.parseList("all").stream().map(SystemVariant::label))
        .containsExactlyElementsOf(PairingSystems.built())
        .contains("dutch", "burstein", "dubov", "lim", "rating-based", "simplified")
        .contains("double-swiss", "team");
    assertThat(SystemVariant.leftOutOfAll()).isEmpty();
  }

  @Test
  void allWithBakuVariantsKeepsTheOrderAndDropsDuplicates() {
    assertThat(SystemVariant.parseList("dutch+baku,all,dutch").stream().map(SystemVariant::label))
        .startsWith("dutch+baku", "dutch")
        .doesNotHaveDuplicates();
  }

  @Test
  void doubleSwissAndTeamAreSimulatedButTeamIsNotAccelerated() {
    assertThat(SystemVariant.parse("double-swiss+baku"))
        .isEqualTo(new SystemVariant("double-swiss", true));
    assertThat(SystemVariant.parse("team").matchGames(6)).isEqualTo(6);
    assertThat(SystemVariant.parse("double-swiss").matchGames(6)).isEqualTo(2);
    assertThat(SystemVariant.parse("dutch").matchGames(6)).isEqualTo(1);
    assertThatThrownBy(() -> SystemVariant.parse("team+baku"))
        .hasMessage(
            "cannot simulate team+baku: the simulator does not accelerate team tournaments");
  }

  @Test
  void anUnknownNameListsTheBuiltSystems() {
    assertThatThrownBy(() -> SystemVariant.parse("swiss"))
        .hasMessageContaining("unknown pairing system 'swiss'")
        .hasMessageContaining("dutch, burstein");
  }
}
