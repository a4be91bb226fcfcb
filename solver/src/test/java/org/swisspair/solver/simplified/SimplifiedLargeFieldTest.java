package org.swisspair.solver.simplified;

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
import org.swisspair.solver.testdouble.HandBuilt;

/**
 * The search ends on large fields (SIM-6): a dead end that plain backtracking would need an
 * exponential time to leave (the last player may meet only the first, so the first pair is wrong)
 * is left through the matching oracle; generated tournaments of 1,000 players are paired.
 */
class SimplifiedLargeFieldTest {
  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void aDeadEndAtTheBottomOf300PlayersIsLeftThroughTheOracle() {
    RoundState s = onlyOpponent(300);
    SimplifiedSearch.Result r = new SimplifiedSearch(s, SimplifiedSearch.Mode.AUTO).run();
    assertThat(r.guided()).isTrue();
    assertThat(r.pairs()).anySatisfy(p -> assertThat(p).containsExactly(1, 300));
    assertThat(r.pairs()).hasSize(150);
  }

  @Test
  @Tag("slow")
  @Timeout(value = 600, unit = TimeUnit.SECONDS)
  void aDeadEndAtTheBottomOf1000PlayersIsLeftThroughTheOracle() throws Exception {
    assertThat(
            VerifyingPairingSystem.of(new SimplifiedPairingSystem())
                .pair(onlyOpponent(1000), false)
                .boards())
        .contains(new Pair(1, 1000));
  }

  @Test
  @Tag("slow")
  @Timeout(value = 1200, unit = TimeUnit.SECONDS)
  void aThousandPlayersArePairedForNineRounds() throws Exception {
    Tournament t =
        new TournamentGenerator(VerifyingPairingSystem.of(new SimplifiedPairingSystem()))
            .generate(GeneratorOptions.defaults(1000, 9, 20261201L));
    assertThat(t.roundsPaired()).isEqualTo(9);
  }

  /** Round 1 of {@code n} players where player n may meet player 1 only. */
  private static RoundState onlyOpponent(int n) {
    List<ForbiddenPairs> f = new ArrayList<>();
    for (int x = 2; x < n; x++) {
      f.add(new ForbiddenPairs(List.of(n, x), 1, Integer.MAX_VALUE));
    }
    String[] rows = new String[n];
    Arrays.fill(rows, "");
    Tournament t = HandBuilt.tournament(5, f, rows);
    return new RoundState(t, 1);
  }
}
