package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * After a solve priced by the class table, the tight transposition reads whether a player pair is
 * tight from the final duals and the table alone ({@code BracketMatching.TableTight#anyTight});
 * without {@link DutchTuning#tightFromDuals} it looks the pair up among the graph's tight edges
 * first, as before. Both pair every random round alike, and each run asserts which way it went.
 */
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
    // Bounded candidates off: they would decide the brackets before the matching is reached.
    DutchTuning matching = DutchTuning.TESTS.withBoundedCandidates(false);
    SplittableRandom random = new SplittableRandom(seed);
    long fromDuals = 0;
    for (int k = 0; k < cells; k++) {
      int players = minPlayers + random.nextInt(maxPlayers - minPlayers + 1);
      int round = 2 + random.nextInt(8);
      long cellSeed = seed * 100 + k;
      RoundState state =
          new RoundState(SyntheticHistory.generate(players, round - 1, 9, cellSeed), round);
      DutchPairingSystem fromTheDuals = new DutchPairingSystem(matching);
      RoundPairing duals = fromTheDuals.pair(state, false);
      fromDuals += fromTheDuals.statistics().dualTightRests();
      DutchPairingSystem fromTheSet = new DutchPairingSystem(matching.withTightFromDuals(false));
      RoundPairing bySet = fromTheSet.pair(state, false);
      assertThat(fromTheSet.statistics().dualTightRests())
          .as("seed %d: tight rests read from the duals with the switch off", cellSeed)
          .isZero();
      assertThat(duals.boards())
          .as("seed %d, %d players, round %d", cellSeed, players, round)
          .isEqualTo(bySet.boards());
    }
    assertThat(fromDuals).as("tight rests read from the duals").isPositive();
  }
}
