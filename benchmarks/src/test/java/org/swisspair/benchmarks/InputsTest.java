package org.swisspair.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;

class InputsTest {
  private final PairingSystem dutch = Inputs.system("dutch");

  @Test
  void theSameArgumentsGiveTheSameState() throws NoValidPairingException {
    for (Inputs.History h : Inputs.History.values()) {
      Tournament a = Inputs.tournament(h, dutch, 40, 4, Inputs.TOTAL_ROUNDS, Inputs.SEED);
      Tournament b = Inputs.tournament(h, dutch, 40, 4, Inputs.TOTAL_ROUNDS, Inputs.SEED);
      assertThat(a).as("history %s", h).isEqualTo(b);
    }
  }

  @Test
  void theStateIsOfTheRoundAfterTheRoundsPlayed() throws NoValidPairingException {
    for (Inputs.History h : Inputs.History.values()) {
      RoundState s = Inputs.state(h, dutch, 40, 4, Inputs.TOTAL_ROUNDS, Inputs.SEED);
      assertThat(s.round()).as("history %s", h).isEqualTo(4);
      assertThat(s.tournament().roundsPaired()).as("history %s", h).isEqualTo(3);
      assertThat(s.tournament().totalRounds()).as("history %s", h).isEqualTo(11);
      assertThat(s.playersToPair()).as("history %s", h).hasSize(40);
    }
  }

  @Test
  void aGeneratedHistoryIsPairedByTheSystemItself() throws NoValidPairingException {
    Tournament synthetic =
        Inputs.tournament(Inputs.History.SYNTHETIC, dutch, 40, 4, 11, Inputs.SEED);
    Tournament generated =
        Inputs.tournament(Inputs.History.GENERATED, dutch, 40, 4, 11, Inputs.SEED);
    assertThat(generated.players()).isNotEqualTo(synthetic.players());
  }

  @Test
  void historiesAreNamedInEitherCase() {
    assertThat(Inputs.History.of(" Generated ")).isEqualTo(Inputs.History.GENERATED);
    assertThat(Inputs.History.of("synthetic")).isEqualTo(Inputs.History.SYNTHETIC);
  }
}
