package org.swisspair.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.research.Simulator;
import org.swisspair.solver.research.StudyOptions;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * Small fields (the {@code simulate} path): one exact Dutch round of a 64-player, 6-round
 * tournament ({@code pairRound}, cycling over every round of {@link #TOURNAMENTS} played
 * tournaments), and one whole tournament, pairing and simulated results ({@code playTournament}).
 * For example {@code java -jar benchmarks/target/benchmarks.jar SmallFieldBenchmark -f 1 -wi 3 -i
 * 5}; {@link SmallFieldThroughput} times 1,000 tournaments.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xss16m", "-XX:+UseSerialGC"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class SmallFieldBenchmark {
  /** Played tournaments whose rounds {@code pairRound} cycles over. */
  static final int TOURNAMENTS = 50;

  private final List<RoundState> states = new ArrayList<>();
  private StudyOptions options;
  private DutchPairingSystem system;
  private int next;
  private long index;

  @Setup(Level.Trial)
  public void buildInputs() {
    system = new DutchPairingSystem();
    options = SmallFields.options(TOURNAMENTS);
    for (int i = 0; i < TOURNAMENTS; i++) {
      Tournament played = SmallFields.play(options, system, i).tournament();
      for (int r = 1; r <= SmallFields.ROUNDS; r++) {
        states.add(RoundSetup.state(played, r, false));
      }
    }
  }

  /** One round, averaged over every round of the played tournaments. */
  @Benchmark
  public RoundPairing pairRound() throws NoValidPairingException {
    RoundState s = states.get(next);
    next = (next + 1) % states.size();
    return system.pair(s, false);
  }

  /** One whole tournament as the simulator plays it, a new one each call. */
  @Benchmark
  public Simulator.Played playTournament() {
    return SmallFields.play(options, system, index++);
  }
}
