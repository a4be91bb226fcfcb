package org.swisspair.solver.matching;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
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

  @Test
  void saysNoParallelEdgesOnlyWhenNoPairHasTwo() {
    int sure = 0;
    int maybe = 0;
    for (long seed = 1; seed <= 2000; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      int n = 2 + random.nextInt(12);
      WeightedGraph g = new WeightedGraph(n, 1);
      Set<Long> pairs = new HashSet<>();
      boolean parallel = false;
      // Half the seeds add pairs row by row, as the pairing loops do; the others in any order.
      boolean rows = seed % 2 == 0;
      for (int u = 0; u < n; u++) {
        for (int v = u + 1; v < n; v++) {
          if (random.nextInt(3) == 0) {
            continue;
          }
          int a = rows ? u : random.nextInt(n);
          int b = rows ? v : random.nextInt(n);
          if (a == b) {
            continue;
          }
          boolean flip = random.nextBoolean();
          g.addEdge(flip ? b : a, flip ? a : b, 1);
          parallel |= !pairs.add((long) Math.min(a, b) * n + Math.max(a, b));
        }
      }
      if (parallel) {
        assertThat(g.mayHaveParallelEdges()).as("seed %d", seed).isTrue();
      }
      if (rows) {
        assertThat(g.mayHaveParallelEdges()).as("seed %d", seed).isFalse();
      }
      sure += g.mayHaveParallelEdges() ? 0 : 1;
      maybe += g.mayHaveParallelEdges() ? 1 : 0;
    }
    assertThat(sure).isGreaterThan(1000);
    assertThat(maybe).isGreaterThan(500);
  }

  @Test
  void aRepeatedPairMayHaveParallelEdgesInEitherDirection() {
    WeightedGraph g = new WeightedGraph(4, 1);
    g.addEdge(0, 1, 1);
    g.addEdge(0, 3, 1);
    g.addEdge(2, 1, 1);
    assertThat(g.mayHaveParallelEdges()).isFalse();

    g.addEdge(3, 0, 1);
    assertThat(g.mayHaveParallelEdges()).isTrue();
  }
}
