package org.swisspair.benchmarks;

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
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * One round of the systems without a benchmark of their own (Dubov C.04.4.1, Lim C.04.4.3, the
 * rating-based and simplified texts) on the inputs of {@link Inputs}, built once per trial; the
 * same states as {@link ScalingMeasurement} and {@code tools/perf/platform-table.sh}. One cell at a
 * time, e.g. {@code java -jar benchmarks/target/benchmarks.jar SystemPairingBenchmark -p system=lim
 * -p players=10000 -p round=9 -f 1 -wi 3 -i 5}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xss16m", "-XX:+UseSerialGC"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class SystemPairingBenchmark {
  /** The system by its registry name. */
  @Param({"dubov", "lim", "rating-based", "simplified"})
  public String system;

  @Param({"1000", "10000", "100000"})
  public int players;

  /** The round to pair, after {@code round - 1} played ones, of 11. */
  @Param({"2", "5", "9", "11"})
  public int round;

  /** {@code synthetic} or {@code generated} ({@link Inputs.History}). */
  @Param({"synthetic"})
  public String history;

  private RoundState state;
  private PairingSystem pairing;

  @Setup(Level.Trial)
  public void buildInput() throws NoValidPairingException {
    pairing = Inputs.system(system);
    state =
        Inputs.state(
            Inputs.History.of(history), pairing, players, round, Inputs.TOTAL_ROUNDS, Inputs.SEED);
  }

  @Benchmark
  public RoundPairing pairRound() throws NoValidPairingException {
    return pairing.pair(state, false);
  }
}
