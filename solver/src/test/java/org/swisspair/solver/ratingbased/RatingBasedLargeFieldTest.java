package org.swisspair.solver.ratingbased;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.testdouble.HandBuilt;

/**
 * The procedure ends on large fields (RTG-10, RTG-11): a field whose only complete pairing needs
 * the last transposition for the first player of S1, and generated tournaments of 1,000 players,
 * every round checked against the absolute criteria (assertion mode) and no bound reached.
 */
class RatingBasedLargeFieldTest {
  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void theFirstPlayerGetsTheOnlyOpponentOfTheLastAmong300() throws Exception {
    RoundPairing p = onlyOpponent(300);
    assertThat(p.boards()).contains(new Pair(1, 300));
    assertThat(p.boards()).hasSize(150);
    assertThat(p.explanation().brackets().toString()).doesNotContain("RTG-11");
  }

  @Test
  @Tag("slow")
  @Timeout(value = 600, unit = TimeUnit.SECONDS)
  void theFirstPlayerGetsTheOnlyOpponentOfTheLastAmong1000() throws Exception {
    assertThat(onlyOpponent(1000).boards()).contains(new Pair(1, 1000));
  }

  @Test
  @Tag("slow")
  @Timeout(value = 1200, unit = TimeUnit.SECONDS)
  void aThousandPlayersArePairedForNineRounds() throws Exception {
    Tournament t =
        new TournamentGenerator(VerifyingPairingSystem.of(new RatingBasedPairingSystem()))
            .generate(GeneratorOptions.defaults(1000, 9, 20261201L));
    assertThat(t.roundsPaired()).isEqualTo(9);
    RoundState last = RoundSetup.state(t, 9, false);
    RoundPairing again = new RatingBasedPairingSystem().pair(last, true);
    assertThat(again.explanation().brackets().toString()).doesNotContain("RTG-11");
  }

  /** Round 1 of {@code n} players where player n may meet player 1 only. */
  private static RoundPairing onlyOpponent(int n) throws Exception {
    List<ForbiddenPairs> f = new ArrayList<>();
    for (int x = 2; x < n; x++) {
      f.add(new ForbiddenPairs(List.of(n, x), 1, Integer.MAX_VALUE));
    }
    String[] rows = new String[n];
    Arrays.fill(rows, "");
    Tournament t = HandBuilt.tournament(5, f, rows);
    return VerifyingPairingSystem.of(new RatingBasedPairingSystem())
        .pair(new RoundState(t, 1), true);
  }
}
