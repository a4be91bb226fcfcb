package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * Every preset of {@link DutchTuning} pairs every round as the reference does (the exact graphs, no
 * path), each on the test thresholds so that small fields take the paths large ones take: the
 * presets enumerated, as JGraphT's blossom tests enumerate its {@code BlossomVOptions}.
 */
class DutchTuningTest {

  @Test
  void everyPresetPairsAsTheReference() throws Exception {
    Map<String, DutchPairingSystem> systems = systems();
    compare(2, 50, 90, 20261129L, systems);
    // Each path alone is taken (the classed pricing needs larger graphs: the slow test).
    assertThat(systems.get("bounded-candidates").statistics().boundedDecided()).isPositive();
    assertThat(systems.get("perfect-candidates").statistics().perfectDecided()).isPositive();
    assertThat(systems.get("tight-transpositions").statistics().transpositionsDecided())
        .isPositive();
    DutchStatistics reference = systems.get("reference").statistics();
    assertThat(reference.boundedTried() + reference.perfectDecided())
        .as("reference: no candidate without a matching")
        .isZero();
    assertThat(reference.transpositionsDecided()).as("reference: no tight transposition").isZero();
    assertThat(reference.remaindersSolved()).isPositive();
  }

  @Tag("slow")
  @Test
  void everyPresetPairsAsTheReferenceOnManyTournaments() throws Exception {
    Map<String, DutchPairingSystem> systems = systems();
    compare(30, 30, 160, 20261131L, systems);
    compareSynthetic(12, 100, 400, 20261132L, systems);
    assertThat(systems.get("classed-pricing").statistics().classedSolves()).isPositive();
    assertThat(systems.get("priced-graphs").statistics().classedSolves()).isZero();
  }

  @Test
  void productionIsTheDefaultAndTakesEveryPath() {
    DutchTuning p = DutchTuning.PRODUCTION;
    assertThat(new DutchPairingSystem().tuning()).isEqualTo(p);
    assertThat(p.allowed()).isEqualTo(Shortcuts.ALL);
    assertThat(p.debug() || p.checkRest() || p.proveClasses() || p.coarseClasses()).isFalse();
    assertThat(DutchTuning.PRESETS.keySet().iterator().next()).isEqualTo("production");
  }

  @Test
  void referenceTakesNoPath() {
    DutchTuning r = DutchTuning.REFERENCE;
    assertThat(r.allowed()).isEqualTo(new Shortcuts(false, false, false, false, false, false));
    assertThat(r.withTestThresholds().pricedFrom()).isEqualTo(DutchTuning.TESTS.pricedFrom());
  }

  @Test
  void eachPathAlonePresetAllowsThatPath() {
    assertThat(DutchTuning.preset("perfect-candidates").allowed())
        .isEqualTo(new Shortcuts(true, false, false, false, false, false));
    assertThat(DutchTuning.preset("classed-pricing").allowed())
        .isEqualTo(new Shortcuts(false, false, false, true, true, false));
    assertThat(DutchTuning.preset("bounded-candidates").allowed())
        .isEqualTo(new Shortcuts(false, false, false, false, false, true));
  }

  @Test
  void anUnknownPresetIsNamedWithThePresets() {
    assertThatThrownBy(() -> DutchTuning.preset("fastest"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("fastest")
        .hasMessageContaining("production");
  }

  @Test
  void aCommandLineSpecNamesAPresetAndItsOptions() {
    assertThat(DutchTuning.of("production")).isEqualTo(DutchTuning.PRODUCTION);
    assertThat(DutchTuning.of("production+debug"))
        .isEqualTo(DutchTuning.PRODUCTION.withDebug(true));
    assertThat(DutchTuning.of("reference+tests+debug"))
        .isEqualTo(DutchTuning.REFERENCE.withTestThresholds().withDebug(true));
    assertThatThrownBy(() -> DutchTuning.of("production+fast"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("+fast".substring(1))
        .hasMessageContaining("+debug");
  }

  @Test
  void testThresholdsAreLowerThanProductionOnes() {
    DutchTuning t = DutchTuning.TESTS;
    DutchTuning p = DutchTuning.PRODUCTION;
    assertThat(t.allowed()).isEqualTo(p.allowed());
    assertThat(t.pricedFrom()).isLessThan(p.pricedFrom());
    assertThat(t.stageLongs()).isLessThan(p.stageLongs());
    assertThat(t.cachedPairs()).isLessThan(p.cachedPairs());
    assertThat(t.tightList()).isLessThan(p.tightList());
    assertThat(t.restDense()).isLessThan(p.restDense());
    assertThat(t.checkRest()).isTrue();
  }

  /** Generated tournaments, every round paired by the reference and by each preset. */
  /** One system per preset, on the test thresholds, kept so that its statistics add up. */
  private static Map<String, DutchPairingSystem> systems() {
    Map<String, DutchPairingSystem> systems = new LinkedHashMap<>();
    DutchTuning.PRESETS.forEach(
        (name, tuning) -> systems.put(name, new DutchPairingSystem(tuning.withTestThresholds())));
    return systems;
  }

  private static void compare(
      int tournaments,
      int minPlayers,
      int maxPlayers,
      long seedBase,
      Map<String, DutchPairingSystem> systems)
      throws Exception {
    SplittableRandom random = new SplittableRandom(seedBase);
    PairingSystem reference = TestSystems.reference();
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
              false,
              ScoringSystem.STANDARD,
              Colour.NONE,
              0.05);
      Tournament t = new TournamentGenerator(reference).generate(options);
      for (int r = 1; r <= t.totalRounds(); r++) {
        RoundState state = new RoundState(RoundSetup.stateBefore(t, r), r);
        samePairing(
            state, reference, systems, "seed " + seed + " (" + players + " players), round " + r);
      }
    }
  }

  /** Synthetic histories of a few hundred players, where priced and classed solves are taken. */
  private static void compareSynthetic(
      int cells, int minPlayers, int maxPlayers, long seed, Map<String, DutchPairingSystem> systems)
      throws Exception {
    SplittableRandom random = new SplittableRandom(seed);
    PairingSystem reference = TestSystems.reference();
    for (int k = 0; k < cells; k++) {
      int players = minPlayers + random.nextInt(maxPlayers - minPlayers + 1);
      int round = 2 + random.nextInt(8);
      long cellSeed = seed * 100 + k;
      RoundState state =
          new RoundState(SyntheticHistory.generate(players, round - 1, 9, cellSeed), round);
      samePairing(
          state,
          reference,
          systems,
          "seed " + cellSeed + " (" + players + " players), round " + round);
    }
  }

  private static void samePairing(
      RoundState state,
      PairingSystem reference,
      Map<String, DutchPairingSystem> systems,
      String what)
      throws Exception {
    RoundPairing expected = reference.pair(state, false);
    for (Map.Entry<String, DutchPairingSystem> preset : systems.entrySet()) {
      RoundPairing actual = VerifyingPairingSystem.of(preset.getValue()).pair(state, false);
      assertThat(actual.boards())
          .as("%s, preset %s", what, preset.getKey())
          .isEqualTo(expected.boards());
    }
  }
}
