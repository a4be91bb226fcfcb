package org.swisspair.solver.matching;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class WeightedGraphTest {

  @Test
  void storesLimbsMostSignificantFirst() {
    WeightedGraph g = new WeightedGraph(2, 2);

    int e = g.addEdge(0, 1, 3, 5);

    assertThat(g.weight(e))
        .isEqualTo(BigInteger.valueOf(3).shiftLeft(62).add(BigInteger.valueOf(5)));
    assertThat(g.edgeU(e)).isZero();
    assertThat(g.edgeV(e)).isOne();
  }

  @Test
  void splitsABigIntegerIntoLimbs() {
    WeightedGraph g = new WeightedGraph(3, 4);
    BigInteger w = BigInteger.ONE.shiftLeft(247).subtract(BigInteger.valueOf(12345));

    int e = g.addEdge(2, 0, w);

    assertThat(g.weight(e)).isEqualTo(w);
    assertThat(g.edgeCount()).isEqualTo(1);
  }

  @Test
  void rejectsWeightsThatDoNotFit() {
    WeightedGraph g = new WeightedGraph(2, 1);

    assertThatThrownBy(() -> g.addEdge(0, 1, BigInteger.ONE.shiftLeft(62)))
        .hasMessageContaining("does not fit");
    assertThatThrownBy(() -> g.addEdge(0, 1, 1L << 62)).hasMessageContaining("outside [0, 2^62)");
    assertThatThrownBy(() -> g.addEdge(0, 1, -1L)).hasMessageContaining("outside");
    assertThatThrownBy(() -> g.addEdge(0, 1, 1, 2)).hasMessageContaining("2 limbs");
  }

  @Test
  void rejectsLoopsAndUnknownVertices() {
    WeightedGraph g = new WeightedGraph(2, 1);

    assertThatThrownBy(() -> g.addEdge(1, 1, 1)).hasMessageContaining("loop");
    assertThatThrownBy(() -> g.addEdge(0, 2, 1)).hasMessageContaining("outside 0..1");
  }

  @Test
  void growsPastItsInitialCapacity() {
    WeightedGraph g = new WeightedGraph(100, 3);
    for (int i = 0; i < 99; i++) {
      g.addEdge(i, i + 1, i, 2 * i, 3 * i);
    }

    assertThat(g.edgeCount()).isEqualTo(99);
    assertThat(g.limb(98, 2)).isEqualTo(294);
  }
}
