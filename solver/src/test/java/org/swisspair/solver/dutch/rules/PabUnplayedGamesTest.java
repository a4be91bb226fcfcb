package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.dutch.rules.CriterionProbe.value;
import static org.swisspair.solver.dutch.rules.CriterionProbe.weight;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.pairing.Pair;

class PabUnplayedGamesTest {
  private static final PabUnplayedGames C9 = new PabUnplayedGames();

  @Test
  void prefersThePabForThePlayerWithFewerUnplayedGames() {
    // The last bracket: 2 has played its game, 7 was absent.
    List<Pair> toTwo = List.of(new Pair(1, 3), new Pair(4, 5), new Pair(6, 7), new Pair(2, 0));
    List<Pair> toSeven = List.of(new Pair(1, 3), new Pair(4, 5), new Pair(2, 6), new Pair(7, 0));

    assertThat(value(C9, Rounds.SEVEN, toTwo, 2)).containsExactly(0L);
    assertThat(value(C9, Rounds.SEVEN, toSeven, 2)).containsExactly(1L);
    assertThat(weight(C9, Rounds.SEVEN, toTwo, 2))
        .isGreaterThan(weight(C9, Rounds.SEVEN, toSeven, 2));
  }

  @Test
  void appliesOnlyToABracketWhoseOneDownfloaterGetsThePab() {
    // The 0.5 bracket downfloats 4, who is paired below.
    List<Pair> toSeven = List.of(new Pair(1, 3), new Pair(4, 5), new Pair(2, 6), new Pair(7, 0));

    assertThat(value(C9, Rounds.SEVEN, toSeven, 1)).isEmpty();
  }
}
