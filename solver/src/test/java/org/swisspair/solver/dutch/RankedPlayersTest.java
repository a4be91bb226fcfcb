package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.dutch.rules.DutchRules;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.swiss.Compatibility;

/**
 * The engine's tabulated C1/C3/forbidden check says what {@link Compatibility} says, pair by pair.
 */
class RankedPlayersTest {

  @Test
  void tabulatedCompatibilityMatchesTheGeneralOne() {
    int pairs = 0;
    int rematches = 0;
    int sameAbsolute = 0;
    int forbidden = 0;
    // Rounds 3-9 of 9: absolute preferences from round 3, topscorers in the last round.
    for (int round = 3; round <= 9; round++) {
      Tournament t = SyntheticHistory.generate(60, round - 1, 9, 7_000L + round);
      t =
          t.withForbidden(
              List.of(
                  new ForbiddenPairs(List.of(1, 2, 3), 1, Integer.MAX_VALUE),
                  new ForbiddenPairs(List.of(10, 40), round, round),
                  new ForbiddenPairs(List.of(11, 41), round + 1, round + 1)));
      RoundState state = new RoundState(t, round);
      RankedPlayers ranked = new RankedPlayers(state);
      Compatibility general = DutchRules.compatibility(state);
      for (int i = 0; i < ranked.size(); i++) {
        for (int j = 0; j < ranked.size(); j++) {
          if (i == j) {
            continue;
          }
          String violated = general.violated(ranked.get(i), ranked.get(j));
          assertThat(ranked.compatible(i, j))
              .as("round %d, players %d and %d", round, ranked.get(i).id(), ranked.get(j).id())
              .isEqualTo(violated == null);
          pairs++;
          if ("C1".equals(violated)) {
            rematches++;
          } else if ("C3".equals(violated)) {
            sameAbsolute++;
          } else if ("forbidden".equals(violated)) {
            forbidden++;
          }
        }
      }
    }
    // Every way of being incompatible was met.
    assertThat(pairs).isGreaterThan(10_000);
    assertThat(rematches).isPositive();
    assertThat(sameAbsolute).isPositive();
    assertThat(forbidden).isPositive();
  }
}
