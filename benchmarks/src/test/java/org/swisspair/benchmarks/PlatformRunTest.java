package org.swisspair.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;

class PlatformRunTest {
  @Test
  void readsTheEnginesFormatWithTheByeLast() {
    RoundPairing p = PlatformRun.parse(3, List.of("3", "1 4", " 5  2", "3 0", ""));
    assertThat(p.round()).isEqualTo(3);
    assertThat(p.boards()).containsExactly(new Pair(1, 4), new Pair(5, 2), new Pair(3, 0));
    assertThat(p.pab()).isEqualTo(3);
    assertThat(p.toEngineFormat()).isEqualTo("3\n1 4\n5 2\n3 0\n");
  }

  @Test
  void aCountThatDisagreesWithTheLinesIsAnError() {
    assertThatThrownBy(() -> PlatformRun.parse(2, List.of("2", "1 2")))
        .hasMessageContaining("round 2: 2 pairs announced, 1 read");
    assertThatThrownBy(() -> PlatformRun.parse(2, List.of("")))
        .hasMessageContaining("printed no pairing");
  }
}
