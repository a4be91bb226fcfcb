package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * A round whose first pass fails near the bottom is paired again with the first pass's shortcuts
 * above the failing bracket and the second pass's from it down ({@link DutchRound}): that pairing
 * is the exact graphs' pairing, and such rounds do occur.
 */
class DutchBoundaryPassTest {

  @Test
  void aPassWithABoundaryPairsAsTheExactGraphs() throws Exception {
    SplittableRandom random = new SplittableRandom(20261127);
    int compared = 0;
    int tournaments = 0;
    for (int k = 0; k < 40 && compared < 6; k++) {
      tournaments++;
      long seed = 20261127L * 100 + k;
      int players = 120 + random.nextInt(180);
      GeneratorOptions options =
          new GeneratorOptions(
              players,
              9,
              seed,
              0.03,
              0.03,
              0.03,
              0.01,
              2,
              false,
              ScoringSystem.STANDARD,
              Colour.NONE,
              0.05);
      Tournament t = new TournamentGenerator(TestSystems.fast()).generate(options);
      for (int r = 2; r <= t.totalRounds(); r++) {
        RoundState state = new RoundState(RoundSetup.stateBefore(t, r), r);
        DutchPairingSystem dutch = TestSystems.fast();
        RoundPairing fast = dutch.pair(state, false);
        if (dutch.statistics().boundaryPasses() == 0) {
          continue;
        }
        RoundPairing exact = TestSystems.reference().pair(state, false);
        assertThat(fast.boards())
            .as("seed %d (%d players), round %d", seed, players, r)
            .isEqualTo(exact.boards());
        compared++;
      }
    }
    System.out.printf(
        "boundary passes: %d rounds compared in %d tournaments%n", compared, tournaments);
    assertThat(compared).as("rounds paired by a pass with a boundary").isGreaterThan(0);
  }
}
