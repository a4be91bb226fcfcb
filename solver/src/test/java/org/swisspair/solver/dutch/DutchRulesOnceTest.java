package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.testing.FixtureFiles;

/** Pairing, checking and explaining one round read one {@code DutchRules}, built once. */
class DutchRulesOnceTest {
  private static final String TRF = "dutch/n047-r09-messy-s5014/round07.trf";

  @Test
  void theRoundPairedLastKeepsItsRulesForTheCheckerAndOnlyThatRound() throws Exception {
    Tournament t = new TrfReader().read(FixtureFiles.root().resolve(TRF));
    RoundState state = new RoundState(t, 7);
    DutchPairingSystem dutch = new DutchPairingSystem();
    // Assertion mode asks the system for the rules of the state it has just paired.
    VerifyingPairingSystem.of(dutch).pair(state, true);
    PairingRules once = dutch.rules(state);
    assertThat(dutch.rules(state)).isSameAs(once);
    RoundState other = new RoundState(t, 7);
    assertThat(dutch.rules(other)).isNotSameAs(once);
    // The newest state's rules replace the older ones.
    assertThat(dutch.rules(state)).isNotSameAs(once);
  }
}
