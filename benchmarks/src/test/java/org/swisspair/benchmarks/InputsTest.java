package org.swisspair.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.match.MatchRounds;
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

  @Test
  void aDoubleSwissInputHoldsTwoGameMatchesThatItsSystemPairs() throws NoValidPairingException {
    PairingSystem ds = Inputs.system("double-swiss");
    RoundState s = Inputs.state(Inputs.History.SYNTHETIC, ds, 40, 4, 11, Inputs.SEED);
    assertThat(s.tournament().systemCode()).isEqualTo(MatchRounds.CODE);
    assertThat(s.tournament().player(1).round(1).games()).isNotNull();
    assertThat(ds.pair(s, false).boards()).hasSize(20);
  }

  @Test
  void aTeamInputHasFourBoardsATeamAndIsPairedByTheTeamSystem() throws NoValidPairingException {
    PairingSystem team = Inputs.system("team");
    RoundState s = Inputs.state(Inputs.History.SYNTHETIC, team, 40, 4, 11, Inputs.SEED);
    assertThat(s.tournament().teams()).hasSize(10);
    assertThat(s.tournament().roundsPaired()).isEqualTo(3);
    assertThat(s.tournament().totalRounds()).isEqualTo(11);
    assertThat(team.pair(s, false).boards()).hasSize(5);
  }
}
