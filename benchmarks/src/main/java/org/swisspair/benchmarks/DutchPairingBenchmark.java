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
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * One Dutch round (C.04.3) of an 11-round tournament ({@link Inputs}), built once per trial. The
 * full grid is slow, so run one cell at a time, e.g. {@code java -jar
 * benchmarks/target/benchmarks.jar DutchPairingBenchmark -p players=1000 -p round=5 -p
 * history=synthetic -f 1 -wi 3 -i 5}; the script {@code tools/perf/platform-table.sh} times the
 * whole grid with a limit per cell.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xss16m", "-XX:+UseSerialGC"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class DutchPairingBenchmark {
  @Param({"1000", "2000", "5000", "10000", "20000", "50000", "100000"})
  public int players;

  /** The round to pair, after {@code round - 1} played ones. */
  @Param({"2", "5", "9", "11"})
  public int round;

  /** {@code synthetic} or {@code generated} ({@link Inputs.History}). */
  @Param({"synthetic", "generated"})
  public String history;

  private RoundState state;
  private DutchPairingSystem system;

  @Setup(Level.Trial)
  public void buildInput() throws NoValidPairingException {
    system = new DutchPairingSystem();
    state =
        Inputs.state(
            Inputs.History.of(history), system, players, round, Inputs.TOTAL_ROUNDS, Inputs.SEED);
  }

  @Benchmark
  public RoundPairing pairRound() throws NoValidPairingException {
    return system.pair(state, false);
  }
}
