package org.swisspair.solver.dutch;

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

/**
 * The shortcuts of {@link DutchRound} (perfect first candidates, relaxed bracket graphs, tight
 * transpositions) give exactly what the plain exact graphs give, on tournaments large enough for
 * the shortcuts to be taken.
 */
class DutchShortcutsDifferentialTest {

  @Test
  void shortcutsChangeNoPairing() throws Exception {
    compare(6, 40, 90, 1);
  }

  @Tag("slow")
  @Test
  void shortcutsChangeNoPairingOnManyTournaments() throws Exception {
    compare(60, 30, 160, 1000);
  }

  private static void compare(int tournaments, int minPlayers, int maxPlayers, long seedBase)
      throws Exception {
    SplittableRandom random = new SplittableRandom(seedBase);
    int rounds = 0;
    for (int k = 0; k < tournaments; k++) {
      long seed = seedBase * 1000 + k;
      int players = minPlayers + random.nextInt(maxPlayers - minPlayers + 1);
      boolean messy = k % 2 == 1;
      GeneratorOptions options =
          new GeneratorOptions(
              players,
              5 + k % 5,
              seed,
              messy ? 0.03 : 0,
              messy ? 0.03 : 0,
              messy ? 0.03 : 0,
              messy ? 0.01 : 0,
              messy ? 2 : 0,
              k % 3 == 2 && k % 4 != 3,
              k % 4 == 3 ? ScoringSystem.of(30, 10, 0) : ScoringSystem.STANDARD,
              Colour.NONE,
              0.05);
      Tournament t =
          new TournamentGenerator(VerifyingPairingSystem.of(TestSystems.fast())).generate(options);
      for (int r = 1; r <= t.totalRounds(); r++) {
        RoundState state =
            new RoundState(org.swisspair.solver.swiss.RoundSetup.stateBefore(t, r), r);
        RoundPairing fast = VerifyingPairingSystem.of(TestSystems.fast()).pair(state, false);
        RoundPairing exact = TestSystems.reference().pair(state, false);
        assertThat(fast.boards())
            .as("seed %d (%d players), round %d", seed, players, r)
            .isEqualTo(exact.boards());
        rounds++;
      }
    }
    assertThat(rounds).isGreaterThan(tournaments * 4);
  }
}
