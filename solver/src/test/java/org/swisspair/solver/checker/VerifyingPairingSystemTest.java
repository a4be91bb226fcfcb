package org.swisspair.solver.checker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.testdouble.HandBuilt;
import org.swisspair.solver.testdouble.RankingOrderTestPairing;

/**
 * The one assertion mode: a pairing that keeps the Basic Rules and the system's absolute criteria
 * passes through untouched, one that breaks them throws, naming the system, the round and the rule.
 */
class VerifyingPairingSystemTest {
  /** Round 2 of four players after 1-3 and 2-4 in round 1: 1-3 again breaks C1. */
  private static final Tournament T = HandBuilt.tournament(3, "3w1", "4w1", "1b0", "2b0");

  private static final RoundState ROUND_2 = new RoundState(T, 2);

  /** Returns the boards it is given, whatever the round: a stand-in for an engine with a bug. */
  private record Fixed(List<Pair> boards) implements PairingSystem {
    @Override
    public String name() {
      return "fixed";
    }

    @Override
    public PairingRules rules(RoundState state) {
      return new RankingOrderTestPairing().rules(state);
    }

    @Override
    public RoundPairing pair(RoundState state, boolean explain) {
      return new RoundPairing(state.round(), boards, null);
    }
  }

  @Test
  void passesALegalPairingThroughUnchanged() throws NoValidPairingException {
    PairingSystem legal = new Fixed(List.of(new Pair(1, 2), new Pair(3, 4)));
    RoundPairing direct = legal.pair(ROUND_2, false);
    RoundPairing verified = VerifyingPairingSystem.of(legal).pair(ROUND_2, false);
    assertThat(verified.boards()).isEqualTo(direct.boards());
    assertThat(verified.round()).isEqualTo(2);
  }

  @Test
  void throwsOnARematchNamingSystemRoundAndRule() {
    PairingSystem rematch =
        VerifyingPairingSystem.of(new Fixed(List.of(new Pair(1, 3), new Pair(2, 4))));
    assertThatThrownBy(() -> rematch.pair(ROUND_2, false))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("fixed engine broke the absolute criteria in round 2: ")
        .hasMessageContaining("C1")
        .hasMessageContaining("an engine bug");
  }

  @Test
  void throwsWhenAPlayerIsLeftUnpaired() {
    PairingSystem missing = VerifyingPairingSystem.of(new Fixed(List.of(new Pair(1, 2))));
    assertThatThrownBy(() -> missing.pair(ROUND_2, false))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("player 3 is not paired")
        .hasMessageContaining("player 4 is not paired");
  }

  @Test
  void delegatesNameAndRulesAndWrapsOnce() {
    PairingSystem inner = new RankingOrderTestPairing();
    PairingSystem verifying = VerifyingPairingSystem.of(inner);
    assertThat(verifying.name()).isEqualTo(inner.name());
    assertThat(verifying.rules(ROUND_2).system()).isEqualTo(inner.rules(ROUND_2).system());
    assertThat(VerifyingPairingSystem.of(verifying)).isSameAs(verifying);
    assertThat(((VerifyingPairingSystem) verifying).system()).isSameAs(inner);
  }
}
