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

  @Test
  void weighsC9OnlyWhereTheBracketCanDownfloatExactlyOnePlayer() {
    PlayerState[] players = {
      S.player(1), S.player(3), S.player(4), S.player(2), S.player(5), S.player(6), S.player(7)
    };
    DutchBracketGraph even = new DutchBracketGraph(players, 4, 1, 3, true, 7, S.initialColour());
    DutchBracketGraph noPab = new DutchBracketGraph(players, 3, 1, 4, false, 7, S.initialColour());

    assertThat(GRAPH.weighsPabUnplayed()).isTrue();
    assertThat(GRAPH.withActivePlayers(5).weighsPabUnplayed()).isTrue();
    assertThat(even.weighsPabUnplayed()).isFalse();
    assertThat(noPab.weighsPabUnplayed()).isFalse();
    assertThat(GRAPH.withoutPabUnplayed().weighsPabUnplayed()).isFalse();
  }

  @Test
  void asksForASolveWithoutC9WhenThePabGoesToOneOfSeveralDownfloaters() {
    // Vertex 7 is the PAB. 0 and 2 float to 3 and 4, 1 takes the PAB: three downfloaters.
    int[] threeDown = {3, 7, 4, 0, 2, 6, 5, 1};
    // 0-1 paired in the bracket, 2 takes the PAB: its only downfloater.
    int[] oneDown = {1, 0, 7, 4, 3, 6, 5, 2};
    // 0-1 paired, 2 floats to 3, the PAB goes below the bracket.
    int[] pabBelow = {1, 0, 3, 2, 7, 6, 5, 4};

    assertThat(GRAPH.pabUnplayedMisapplied(threeDown)).isTrue();
    assertThat(GRAPH.pabUnplayedMisapplied(oneDown)).isFalse();
    assertThat(GRAPH.pabUnplayedMisapplied(pabBelow)).isFalse();
    assertThat(GRAPH.withoutPabUnplayed().pabUnplayedMisapplied(threeDown)).isFalse();
  }
}
