package org.swisspair.solver.burstein;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.burstein.BursteinPaths.Path;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * The bracket search at its bounds ({@link BoundedFirstPairing}) against today's path kept as
 * {@link BursteinPairingSystem#reference()}: the same boards on random Burstein rounds, with the
 * bounded pass, its brackets on graphs and the whole-round fallback each taken at least once.
 */
class BursteinBoundsDifferentialTest {
  private static final int ASKED = BursteinRound.ASKED_BELOW;

  @Test
  void boundsChangeNoPairingOnSyntheticHistories() throws Exception {
    BursteinPaths paths = new BursteinPaths();
    int compared = synthetic(20261127L, 6, 150, 400, BursteinPairingSystem.BUDGET, ASKED, paths);
    assertThat(compared).isEqualTo(6);
    assertThat(paths.count(Path.BOUNDS)).as("%s", paths).isGreaterThan(0);
  }

  @Test
  void boundsChangeNoPairingOnMessyTournaments() throws Exception {
    BursteinPaths paths = new BursteinPaths();
    int compared = messy(20261128L, 12, 30, 90, BursteinPairingSystem.BUDGET, ASKED, paths);
    assertThat(compared).isGreaterThan(40);
    assertThat(paths.count(Path.BOUNDS)).as("%s", paths).isGreaterThan(0);
    assertThat(paths.count(Path.BRACKET_ON_GRAPH)).as("%s", paths).isGreaterThan(0);
  }

  /**
   * Nothing asked by the search itself: C4 and C7 are all left to the brackets below, whose
   * refusals send whole rounds to today's path.
   */
  @Test
  void unconfirmedBoundsFallBackToTodaysPath() throws Exception {
    BursteinPaths paths = new BursteinPaths();
    int compared = messy(20261128L, 12, 30, 90, BursteinPairingSystem.BUDGET, 0, paths);
    assertThat(compared).isGreaterThan(40);
    assertThat(paths.count(Path.BOUNDS)).as("%s", paths).isGreaterThan(0);
    assertThat(paths.count(Path.FALLBACK)).as("%s", paths).isGreaterThan(0);
  }

  /** A budget of no step sends every bracket to its graph. */
  @Test
  void bracketsOverBudgetGoToTheirGraphs() throws Exception {
    BursteinPaths paths = new BursteinPaths();
    int compared = messy(20261129L, 6, 30, 90, 0, ASKED, paths);
    assertThat(compared).isGreaterThan(20);
    assertThat(paths.count(Path.BRACKET_AT_BOUNDS)).as("%s", paths).isEqualTo(0);
    assertThat(paths.count(Path.BRACKET_ON_GRAPH)).as("%s", paths).isGreaterThan(0);
  }

  @Test
  @Tag("slow")
  void boundsChangeNoPairingOnLargeFields() throws Exception {
    BursteinPaths paths = new BursteinPaths();
    synthetic(20261130L, 4, 600, 1200, BursteinPairingSystem.BUDGET, ASKED, paths);
    messy(20261131L, 20, 60, 300, BursteinPairingSystem.BUDGET, ASKED, paths);
    messy(20261132L, 10, 60, 300, BursteinPairingSystem.BUDGET, 0, paths);
    assertThat(paths.count(Path.BOUNDS)).as("%s", paths).isGreaterThan(0);
    assertThat(paths.count(Path.FALLBACK)).as("%s", paths).isGreaterThan(0);
  }

  /** Burstein rounds (after the 4 seeding rounds of 11) of synthetic histories. */
  private static int synthetic(
      long masterSeed,
      int states,
      int minPlayers,
      int maxPlayers,
      long budget,
      int asked,
      BursteinPaths paths)
      throws Exception {
    SplittableRandom rnd = new SplittableRandom(masterSeed);
    int compared = 0;
    for (int k = 0; k < states; k++) {
      long seed = rnd.nextLong();
      int players = minPlayers + rnd.nextInt(maxPlayers - minPlayers + 1);
      int round = 5 + rnd.nextInt(7);
      RoundState state =
          new RoundState(SyntheticHistory.generate(players, round - 1, 11, seed), round);
      compare(state, budget, asked, paths, "synthetic seed " + seed + ", " + players + " players");
      compared++;
    }
    return compared;
  }

  /** Every Burstein round of tournaments with byes, forfeits, late entries and Baku rounds. */
  private static int messy(
      long masterSeed,
      int tournaments,
      int minPlayers,
      int maxPlayers,
      long budget,
      int asked,
      BursteinPaths paths)
      throws Exception {
    SplittableRandom rnd = new SplittableRandom(masterSeed);
    int compared = 0;
    for (int k = 0; k < tournaments; k++) {
      long seed = rnd.nextLong();
      int players = minPlayers + rnd.nextInt(maxPlayers - minPlayers + 1);
      GeneratorOptions o =
          new GeneratorOptions(
              players,
              9,
              seed,
              0.05,
              0.05,
              0.04,
              0.02,
              2,
              rnd.nextInt(3) == 0,
              ScoringSystem.STANDARD,
              Colour.WHITE,
              0.1);
      Tournament t = new TournamentGenerator(BursteinPairingSystem.reference()).generate(o);
      for (int r = BursteinOrder.seedingRounds(9) + 1; r <= t.roundsPaired(); r++) {
        RoundState state = new RoundState(RoundSetup.stateBefore(t, r), r);
        compare(state, budget, asked, paths, "messy seed " + seed + ", " + players + " players");
        compared++;
      }
    }
    return compared;
  }

  private static void compare(
      RoundState state, long budget, int asked, BursteinPaths paths, String what) throws Exception {
    RoundPairing fast = BursteinPairingSystem.counting(budget, asked, paths).pair(state, false);
    RoundPairing reference = BursteinPairingSystem.reference().pair(state, false);
    assertThat(fast.boards())
        .as("%s, round %d (budget %d, asked below %d)", what, state.round(), budget, asked)
        .isEqualTo(reference.boards());
  }
}
