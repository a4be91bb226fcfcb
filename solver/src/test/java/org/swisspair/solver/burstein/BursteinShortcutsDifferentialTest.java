package org.swisspair.solver.burstein;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * The engine's shortcuts (first perfect candidates, relaxed bracket graphs with sinks) against the
 * plain exact graphs, on fields large enough for the relaxation to apply: the same boards.
 */
class BursteinShortcutsDifferentialTest {
  @Test
  void shortcutsChangeNoPairing() throws Exception {
    assertThat(run(20261125L, 4, 40, 70)).isGreaterThan(10);
  }

  @Test
  @Tag("slow")
  void shortcutsChangeNoPairingOnLargerFields() throws Exception {
    assertThat(run(20261126L, 40, 40, 160)).isGreaterThan(100);
  }

  private static int run(long masterSeed, int tournaments, int minPlayers, int maxPlayers)
      throws Exception {
    SplittableRandom rnd = new SplittableRandom(masterSeed);
    int compared = 0;
    for (int k = 0; k < tournaments; k++) {
      long seed = rnd.nextLong();
      int players = minPlayers + rnd.nextInt(maxPlayers - minPlayers + 1);
      boolean messy = rnd.nextBoolean();
      GeneratorOptions o =
          new GeneratorOptions(
              players,
              9,
              seed,
              messy ? 0.04 : 0,
              messy ? 0.04 : 0,
              messy ? 0.03 : 0,
              messy ? 0.02 : 0,
              messy ? 2 : 0,
              rnd.nextInt(3) == 0,
              ScoringSystem.STANDARD,
              Colour.WHITE,
              0.1);
      Tournament t =
          new TournamentGenerator(VerifyingPairingSystem.of(new BursteinPairingSystem()))
              .generate(o);
      for (int r = BursteinOrder.seedingRounds(9) + 1; r <= t.roundsPaired(); r++) {
        RoundState state = new RoundState(RoundSetup.stateBefore(t, r), r);
        RoundPairing fast =
            VerifyingPairingSystem.of(new BursteinPairingSystem()).pair(state, false);
        RoundPairing exact = BursteinPairingSystem.exactOnly().pair(state, false);
        assertThat(fast.boards())
            .as("seed %d (%d players, messy %s), round %d", seed, players, messy, r)
            .isEqualTo(exact.boards());
        compared++;
      }
    }
    return compared;
  }
}
