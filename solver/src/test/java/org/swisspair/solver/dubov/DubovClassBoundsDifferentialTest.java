package org.swisspair.solver.dubov;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;

/**
 * The class bounds of the upfloaters ({@link DubovOptions#DEFAULT}) against the exact matchings
 * only ({@link DubovOptions#EXACT}): the same boards, colours and board order, or both without a
 * valid pairing, on random small states and on synthetic histories of 2,000 players and more.
 */
class DubovClassBoundsDifferentialTest {
  private static final PairingSystem FAST = new DubovPairingSystem(DubovOptions.DEFAULT);
  private static final PairingSystem EXACT = new DubovPairingSystem(DubovOptions.EXACT);

  @Test
  void classBoundsPairAsTheMatchingsOnRandomStates() {
    SplittableRandom master = new SplittableRandom(20261130L);
    for (int i = 0; i < 600; i++) {
      long seed = master.nextLong();
      RoundState s = RandomStates.next(new SplittableRandom(seed), 40);
      compare(s, "random state, seed " + seed);
    }
  }

  @Test
  void classBoundsPairAsTheMatchingsAtTwoThousandPlayers() {
    for (int round : new int[] {3, 7, 11}) {
      compare(synthetic(2_000, round, 11, 20261131L + round), "2,000 players round " + round);
    }
  }

  @Test
  @Tag("slow")
  void classBoundsPairAsTheMatchingsAtFiveAndTenThousandPlayers() {
    for (int players : new int[] {5_000, 10_000}) {
      for (int round : new int[] {2, 5, 9, 11}) {
        compare(
            synthetic(players, round, 11, 20260201L),
            String.format("%,d players round %d", players, round));
      }
    }
  }

  private static RoundState synthetic(int players, int round, int rounds, long seed) {
    return new RoundState(SyntheticHistory.generate(players, round - 1, rounds, seed), round);
  }

  private static void compare(RoundState s, String what) {
    assertThat(outcome(FAST, s)).as(what).isEqualTo(outcome(EXACT, s));
  }

  /** The boards in published order with colours, or the refusal. */
  private static String outcome(PairingSystem system, RoundState s) {
    try {
      List<Pair> boards = system.pair(s, false).boards();
      return boards.toString();
    } catch (NoValidPairingException e) {
      return "no valid pairing";
    }
  }
}
