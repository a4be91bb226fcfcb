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
import org.swisspair.model.Tournament;
import org.swisspair.solver.doubleswiss.DoubleSwissPairingSystem;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * One Double-Swiss round on a {@link SyntheticHistory} made into matches (each game played twice
 * with the same result: 2-0, 1-1 or 0-2), built once per trial. For example {@code java -jar
 * benchmarks/target/benchmarks.jar DoubleSwissPairingBenchmark -p players=1000 -p round=1 -f 1 -wi
 * 1 -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xss16m", "-XX:+UseSerialGC"})
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class DoubleSwissPairingBenchmark {
  /** The rounds of the tournament, as in the README's Double-Swiss figures. */
  private static final int TOTAL_ROUNDS = 9;

  @Param({"1000", "9999"})
  public int players;

  /** The round to pair, after {@code round - 1} played ones, of 9 (see the README's figures). */
  @Param({"1", "5", "9"})
  public int round;

  private RoundState state;
  private DoubleSwissPairingSystem system;

  @Setup(Level.Trial)
  public void buildInput() {
    state = new RoundState(matches(players, round - 1), round);
    system = new DoubleSwissPairingSystem();
  }

  /** A synthetic Double-Swiss history: every game of a synthetic Swiss history as a match. */
  static Tournament matches(int players, int roundsPlayed) {
    return Inputs.matches(
        SyntheticHistory.generate(players, roundsPlayed, TOTAL_ROUNDS, Inputs.SEED));
  }

  @Benchmark
  public RoundPairing pairRound() throws NoValidPairingException {
    return system.pair(state, false);
  }

  /** One timing without JMH: {@code players round}; prints milliseconds per pairing. */
  public static void main(String[] args) throws NoValidPairingException {
    int n = Integer.parseInt(args[0]);
    int r = Integer.parseInt(args[1]);
    RoundState s = new RoundState(matches(n, r - 1), r);
    DoubleSwissPairingSystem system = new DoubleSwissPairingSystem();
    for (int i = 0; i < 3; i++) {
      long start = System.nanoTime();
      RoundPairing p = system.pair(s, false);
      System.out.printf(
          "%d players, round %d: %d boards in %d ms%n",
          n, r, p.boards().size(), (System.nanoTime() - start) / 1_000_000);
    }
  }
}
