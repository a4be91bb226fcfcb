package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * Real tournaments of {@code fixtures/real}: the next round paired by the Dutch system (in
 * assertion mode) against the published pairing or the endorsed engine's output (same set of
 * white-black pairs and PAB).
 */
class RealTournamentsTest {

  private static Set<Pair> pair(String trf, int round) throws Exception {
    Path file = FixtureFiles.root().resolve("real").resolve(trf);
    Tournament t = new TrfReader().read(file);
    RoundPairing pairing =
        VerifyingPairingSystem.of(TestSystems.fast()).pair(new RoundState(t, round), false);
    return new HashSet<>(pairing.boards());
  }

  private static Set<Pair> expected(String file) throws Exception {
    return new HashSet<>(
        DutchFixturesTest.readPairs(FixtureFiles.root().resolve("real").resolve(file)));
  }

  @Test
  void pairsJeddahRoundTwoAsPublished() throws Exception {
    assertThat(pair("jeddah2026-r1.trf", 2)).isEqualTo(expected("jeddah2026-r2-expected.txt"));
  }

  @Test
  void pairsGrosRoundFiveAsJavafo() throws Exception {
    assertThat(pair("gros-2010-r5-input.trf", 5))
        .isEqualTo(expected("gros-2010-r5-expected-javafo22.txt"));
  }

  /**
   * The 2026 British Championship, round 9 (108 players, 8 absent): we reproduce all 50 published
   * pairs, colours included, where JaVaFo 3.0p reproduces 46 (fixtures/real/MANIFEST.md). Measured
   * 50/50 on 2026-08; the published pairing is thus consistent with the 2026 Dutch rules as this
   * engine reads them, so no difference needs explaining.
   */
  @Test
  void reproducesTheBritishChampionshipRoundNine() throws Exception {
    Set<Pair> ours = pair("british2026-champ-r1-8.trf", 9);
    Set<Pair> published = expected("british2026-champ-r9-expected.txt");
    Set<Pair> same = new HashSet<>(ours);
    same.retainAll(published);

    assertThat(published).hasSize(50);
    assertThat(same).as("ours %s, published %s", ours, published).hasSize(50);
  }
}
