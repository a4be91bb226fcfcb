package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;

class DutchBracketGraphTest {
  // Bracket 0.5 of SEVEN: MDP 1 (1.0), residents 3, 4 (0.5); below 2, 5, 6, 7 (0), the next group.
  private static final RoundState S = Rounds.SEVEN;
  private static final DutchBracketGraph GRAPH =
      new DutchBracketGraph(
          new PlayerState[] {
            S.player(1),
            S.player(3),
            S.player(4),
            S.player(2),
            S.player(5),
            S.player(6),
            S.player(7)
          },
          3,
          1,
          4,
          true,
          7,
          S.initialColour());

  @Test
  void ranksScoresByLevelWithinTheBracketAndWithTheNextScoregroup() {
    assertThat(GRAPH.bracketLevels()).isEqualTo(2);
    assertThat(GRAPH.bracketLevel(0)).isZero();
    assertThat(GRAPH.bracketLevel(2)).isEqualTo(1);
    assertThat(GRAPH.bracketLevel(3)).isEqualTo(-1);
    assertThat(GRAPH.levelsWithNext()).isEqualTo(3);
    assertThat(GRAPH.levelWithNext(3)).isEqualTo(2);
    assertThat(GRAPH.mdpLevels()).isEqualTo(1);
    assertThat(GRAPH.mdpLevel(1)).isEqualTo(-1);
  }

  @Test
  void tellsPlayersThePabAndSinksApart() {
    assertThat(GRAPH.isPlayer(6)).isTrue();
    assertThat(GRAPH.isPab(7)).isTrue();
    assertThat(GRAPH.isPlayer(8)).isFalse();
    assertThat(GRAPH.isPab(8)).isFalse();
    assertThat(GRAPH.mdpPair(0, 2)).isTrue();
    assertThat(GRAPH.mdpPair(1, 2)).isFalse();
    assertThat(GRAPH.mdpPair(0, 3)).isFalse();
  }

  @Test
  void keepsItsStructureWhenFixedPairsAreTakenOut() {
    DutchBracketGraph fewer = GRAPH.withActivePlayers(5);

    assertThat(fewer.activePlayers()).isEqualTo(5);
    assertThat(fewer.maxScore()).isEqualTo(10);
    assertThat(fewer.maxUnplayed()).isEqualTo(1);
  }
}
