package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class SimulatorNamesTest {

  @Test
  void namesPlayersAsTheFormatDid() {
    for (int id : new int[] {0, 1, 9, 10, 99, 1234, 9999, 10000, 54321, 99999, 100000, 1234567}) {
      assertThat(Simulator.name(id))
          .as("id %d", id)
          .isEqualTo(String.format(Locale.ROOT, "Player %05d", id));
    }
  }
}
