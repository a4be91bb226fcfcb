package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.dutch.rules.DutchBracketGraph;
import org.swisspair.solver.dutch.rules.DutchCriteria;
import org.swisspair.solver.testdouble.HandBuilt;

/**
 * The staged Article 4 solves of {@link BracketMatching} are exact only if the weight with the
 * first k order fields is the full weight with its low bits cut off, the same number of bits for
 * every pair: then every optimum of the full weight is an optimum of the prefix.
 */
class CandidateOrderTest {
  // Round 3 of 5, seven players in one bracket with the PAB (vertex 7); S1 = BSNs 0..2.
  private static final RoundState ROUND =
      new RoundState(
          HandBuilt.tournament(
              5, "4w1 6b1", "5w0 3b1", "6b1 2w0", "1b0 5w1", "2b1 4b0", "3w0 1w0", "0-Z 0-Z"),
          3);
  private static final int SIZE = 7;
  private static final int S1 = 3;

  @Test
  void aWeightWithFewerOrderFieldsIsAPrefixOfTheFullWeight() {
    PlayerState[] players = new PlayerState[SIZE];
    int[] bsn = new int[SIZE];
    for (int i = 0; i < SIZE; i++) {
      players[i] = ROUND.player(i + 1);
      bsn[i] = i;
    }
    DutchBracketGraph graph =
        new DutchBracketGraph(players, SIZE, 0, 0, true, SIZE, ROUND.initialColour());
    WeightLayout fullLayout = new WeightLayout();
    EdgeWeight full = weights(fullLayout, graph, bsn, 4 + SIZE);
    // Up to the partner field of the last BSN but one: the last BSN is never the lower of a pair.
    for (int fields = 0; fields < 4 + SIZE - 1; fields++) {
      WeightLayout layout = new WeightLayout();
      EdgeWeight prefix = weights(layout, graph, bsn, fields);
      int cut = fullLayout.bits() - layout.bits();
      assertThat(cut).isPositive();
      boolean lowBitsSeen = false;
      for (int u = 0; u < SIZE; u++) {
        for (int v = u + 1; v <= SIZE; v++) {
          BigInteger whole = value(fullLayout, full, u, v);
          assertThat(whole.shiftRight(cut)).isEqualTo(value(layout, prefix, u, v));
          lowBitsSeen |= whole.bitLength() > 0 && whole.getLowestSetBit() < cut;
        }
      }
      // The fields cut off carry something, or the prefix would not need to be exact.
      assertThat(lowBitsSeen).as("fields %d", fields).isTrue();
    }
  }

  private static EdgeWeight weights(
      WeightLayout layout, DutchBracketGraph graph, int[] bsn, int fields) {
    EdgeWeight criteria = DutchCriteria.LIST.declare(layout, graph);
    EdgeWeight order = CandidateOrder.remainder(layout, graph, bsn, SIZE, S1, fields);
    layout.freeze();
    return (u, v, w) -> {
      criteria.add(u, v, w);
      order.add(u, v, w);
    };
  }

  private static BigInteger value(WeightLayout layout, EdgeWeight weight, int u, int v) {
    long[] w = layout.newWeight();
    weight.add(u, v, w);
    BigInteger value = BigInteger.ZERO;
    for (long limb : w) {
      value = value.shiftLeft(WeightLayout.LIMB_BITS).or(BigInteger.valueOf(limb));
    }
    return value;
  }
}
