package org.swisspair.benchmarks;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.WeightedGraph;

/**
 * The exact blossom matcher alone on random graphs: each vertex pair is an edge with probability
 * {@link #density}, each limb uniform over its 62 bits. The graph is built once per trial.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xss16m", "-XX:+UseSerialGC"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class MatchingBenchmark {
  private static final long SEED = 20_260_201L;

  @Param({"100", "1000", "2000"})
  public int vertices;

  @Param({"0.2", "1.0"})
  public double density;

  @Param({"1", "3"})
  public int limbs;

  private WeightedGraph graph;
  private BlossomMatching matcher;

  @Setup(Level.Trial)
  public void buildGraph() {
    SplittableRandom random = new SplittableRandom(SEED);
    long bound = 1L << WeightedGraph.LIMB_BITS;
    graph = new WeightedGraph(vertices, limbs);
    long[] weight = new long[limbs];
    for (int u = 0; u < vertices; u++) {
      for (int v = u + 1; v < vertices; v++) {
        if (random.nextDouble() < density) {
          for (int i = 0; i < limbs; i++) {
            weight[i] = random.nextLong(bound);
          }
          graph.addEdge(u, v, weight);
        }
      }
    }
    matcher = new BlossomMatching();
  }

  @Benchmark
  public int[] maximumWeightMatching() {
    return matcher.maximumWeightMatching(graph);
  }
}
