package org.swisspair.solver.lim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.swiss.CardinalityMatching;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * Lim compatibility (2.1, Article 6) computed a word at a time for a whole group ({@link
 * LimCompatibility#rows}) against the pair-by-pair test, on every round of random tournaments with
 * forbidden pairs, the last round included.
 */
class LimCompatibilityTest {
  @Test
  void theRowsOfAGroupGiveTheSameAnswersAsThePairTest() {
    SplittableRandom master = new SplittableRandom(20261129L);
    int compared = 0;
    for (int k = 0; k < 12; k++) {
      long seed = master.nextLong();
      int players = 8 + master.nextInt(20);
      int rounds = Math.min(7, players - 1);
      Tournament t;
      try {
        t =
            new TournamentGenerator(new LimPairingSystem())
                .generate(
                    new GeneratorOptions(
                        players,
                        rounds,
                        seed,
                        0.03,
                        0.03,
                        0.02,
                        0,
                        0,
                        false,
                        ScoringSystem.STANDARD,
                        Colour.WHITE,
                        0));
      } catch (NoValidPairingException e) {
        continue;
      }
      List<ForbiddenPairs> forbidden = new ArrayList<>(t.forbidden());
      forbidden.add(new ForbiddenPairs(List.of(1, 2, 3), 1, Integer.MAX_VALUE));
      t = t.withForbidden(forbidden);
      for (int r = 2; r <= t.roundsPaired(); r++) {
        RoundState s = new RoundState(RoundSetup.stateBefore(t, r), r);
        LimCompatibility compat = new LimCompatibility(s);
        List<Integer> group = new ArrayList<>(s.playersToPair());
        // Any order: the rows follow the list.
        java.util.Collections.shuffle(group, new java.util.Random(seed + r));
        long[][] rows = compat.rows(group);
        for (int i = 0; i < group.size(); i++) {
          for (int j = 0; j < group.size(); j++) {
            boolean expected = i != j && compat.compatible(group.get(i), group.get(j));
            assertThat(CardinalityMatching.get(rows[i], j))
                .as("seed %d, round %d, %d-%d", seed, r, group.get(i), group.get(j))
                .isEqualTo(expected);
          }
        }
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(30);
  }
}
