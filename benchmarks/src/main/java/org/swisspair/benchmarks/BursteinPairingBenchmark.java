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
import org.swisspair.solver.burstein.BursteinPairingSystem;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * One Burstein round (C.04.4.2) after the four seeding rounds of a 9-round tournament, on a {@link
 * SyntheticHistory} built once per trial. For example {@code java -jar
 * benchmarks/target/benchmarks.jar BursteinPairingBenchmark -p players=1000 -f 1 -wi 3 -i 5}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xss16m", "-XX:+UseSerialGC"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class BursteinPairingBenchmark {
  @Param({"100", "1000"})
  public int players;

  /** The round to pair, after {@code round - 1} played ones; 5-9 are Burstein rounds. */
  @Param({"7", "9"})
  public int round;

  private RoundState state;
  private BursteinPairingSystem system;

  @Setup(Level.Trial)
  public void buildInput() {
    state =
        new RoundState(
            SyntheticHistory.generate(
                players, round - 1, DutchPairingBenchmark.TOTAL_ROUNDS, DutchPairingBenchmark.SEED),
            round);
    system = new BursteinPairingSystem();
  }

  @Benchmark
  public RoundPairing pairRound() throws NoValidPairingException {
    return system.pair(state, false);
  }
}
