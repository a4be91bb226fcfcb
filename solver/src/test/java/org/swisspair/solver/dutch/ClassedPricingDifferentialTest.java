package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The classed pricing ({@link PlayerClasses}) pairs every round exactly as the pricing that visits
 * every pair ({@link DutchTuning#CLASSLESS}), on random large rounds: once with the real classes,
 * which hold in most priced solves, and once with classes coarsened until their proof fails, so
 * that the fallback is taken. Each run asserts which way the solves went. The classed system reads
 * its weights from the class table ({@link PlayerClasses#fillTable}) at every size; the reference
 * keeps the weights of graphs up to 200 players ({@link DutchTuning#cachedPairs}) and prices the
 * larger ones pair by pair.
 */
class ClassedPricingDifferentialTest {

  @Test
  void classedPricingChangesNoPairing() throws Exception {
    compare(8, 150, 400, 20261127L, false, false);
  }

  @Test
  void brokenClassesFallBackToPairByPairPricing() throws Exception {
    compare(4, 150, 300, 20261128L, true, false);
  }

  /**
   * The class key holds everything a pair's weight reads: with every allowed pair checked against
   * the class table before each classed solve ({@link DutchTuning#proveClasses}), no solve finds a
   * pair that weighs other than its class pair, on random rounds up to the last one (topscorers).
   */
  @Test
  void everyPairWeighsWhatItsClassPairWeighs() throws Exception {
    long real = compare(8, 120, 300, 20261131L, false, true);
    long coarse = compare(3, 150, 250, 20261132L, true, true);
    // The coarse classes fail the proof, so the check can fail: the real ones never did.
    assertThat(coarse).as("solves whose coarse classes failed the proof").isPositive();
    assertThat(real).as("solves whose real classes failed the proof").isZero();
  }

  @Tag("slow")
  @Test
  void classedPricingChangesNoPairingOnManyRounds() throws Exception {
    compare(60, 100, 1200, 20261129L, false, false);
    compare(20, 100, 800, 20261130L, true, false);
  }

  /**
   * Compares the two systems on random rounds, the classes {@code coarse} or not and {@code proved}
   * pair by pair or not; returns the solves whose classes failed.
   */
  private static long compare(
      int cells, int minPlayers, int maxPlayers, long seed, boolean coarse, boolean proved)
      throws Exception {
    // Bounded candidates off: they would decide the brackets before the matching is reached.
    DutchPairingSystem fast =
        new DutchPairingSystem(
            DutchTuning.TESTS
                .withBoundedCandidates(false)
                .withCoarseClasses(coarse)
                .withProveClasses(proved));
    PairingSystem reference = TestSystems.classless();
    SplittableRandom random = new SplittableRandom(seed);
    for (int k = 0; k < cells; k++) {
      int players = minPlayers + random.nextInt(maxPlayers - minPlayers + 1);
      int round = 2 + random.nextInt(8);
      long cellSeed = seed * 100 + k;
      RoundState state =
          new RoundState(SyntheticHistory.generate(players, round - 1, 9, cellSeed), round);
      RoundPairing classed = fast.pair(state, false);
      RoundPairing plain = reference.pair(state, false);
      assertThat(classed.boards())
          .as("seed %d, %d players, round %d, coarse %s", cellSeed, players, round, coarse)
          .isEqualTo(plain.boards());
    }
    long classed = fast.statistics().classedSolves();
    long broken = fast.statistics().brokenClasses();
    if (coarse) {
      assertThat(broken).as("solves whose coarse classes failed their proof").isPositive();
    } else {
      assertThat(classed).as("solves priced by classes").isPositive();
    }
    return broken;
  }
}
