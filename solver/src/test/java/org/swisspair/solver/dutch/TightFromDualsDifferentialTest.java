package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.swisspair.model.RoundState;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * After a solve priced by the class table, the tight transposition reads whether a player pair is
 * tight from the final duals and the table alone ({@code BracketMatching.TableTight#anyTight});
 * with {@code swisspair.tightBySet} it looks the pair up among the graph's tight edges first, as
 * before. Both pair every random round alike, and each run asserts which way it went.
 */
@ExtendWith(MatchingOnly.class)
class TightFromDualsDifferentialTest {

  @Test
  void tightPairsFromTheDualsChangeNoPairing() throws Exception {
    compare(6, 150, 400, 20261201L);
  }

  @Tag("slow")
  @Test
  void tightPairsFromTheDualsChangeNoPairingOnManyRounds() throws Exception {
    compare(40, 100, 1500, 20261202L);
  }

  private static void compare(int cells, int minPlayers, int maxPlayers, long seed)
      throws Exception {
    DutchPairingSystem dutch = new DutchPairingSystem();
    SplittableRandom random = new SplittableRandom(seed);
    long fromDuals = 0;
    String old = System.getProperty("swisspair.tightBySet");
    try {
      for (int k = 0; k < cells; k++) {
        int players = minPlayers + random.nextInt(maxPlayers - minPlayers + 1);
        int round = 2 + random.nextInt(8);
        long cellSeed = seed * 100 + k;
        RoundState state =
            new RoundState(SyntheticHistory.generate(players, round - 1, 9, cellSeed), round);
        System.clearProperty("swisspair.tightBySet");
        long before = BracketMatching.DUAL_TIGHT_RESTS.get();
        RoundPairing duals = dutch.pair(state, false);
        fromDuals += BracketMatching.DUAL_TIGHT_RESTS.get() - before;
        System.setProperty("swisspair.tightBySet", "true");
        before = BracketMatching.DUAL_TIGHT_RESTS.get();
        RoundPairing bySet = dutch.pair(state, false);
        assertThat(BracketMatching.DUAL_TIGHT_RESTS.get() - before)
            .as("seed %d: tight rests read from the duals with the switch off", cellSeed)
            .isZero();
        assertThat(duals.boards())
            .as("seed %d, %d players, round %d", cellSeed, players, round)
            .isEqualTo(bySet.boards());
      }
    } finally {
      MatchingOnly.restore("swisspair.tightBySet", old);
    }
    assertThat(fromDuals).as("tight rests read from the duals").isPositive();
  }
}
