package org.swisspair.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import org.swisspair.model.Player;
import org.swisspair.model.RoundEntry;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.research.Simulator;
import org.swisspair.solver.research.StudyOptions;

/**
 * Small-field throughput on one thread: {@code tournaments} (default 1,000) tournaments of 64
 * players x 6 rounds, exact Dutch, played as {@code swisspair simulate} plays them, after {@code
 * warm-up} (default 300) tournaments of the same shape that are not counted.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar org.swisspair.benchmarks.SmallFieldThroughput
 * [tournaments] [warm-up]} prints the pairing time (the simulator's per-round CPU time of the
 * thread, summed), the whole loop's wall and CPU time (pairing, results and bookkeeping), and the
 * mean, median and 99th percentile of one round's pairing.
 */
public final class SmallFieldThroughput {
  private SmallFieldThroughput() {}

  public static void main(String[] args) {
    int tournaments = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
    int warmUp = args.length > 1 ? Integer.parseInt(args[1]) : 300;
    DutchPairingSystem system = new DutchPairingSystem();
    // Warm-up tournaments come after the measured ones in the study's numbering.
    StudyOptions o = SmallFields.options(tournaments + warmUp);
    for (int i = 0; i < warmUp; i++) {
      SmallFields.play(o, system, tournaments + i);
    }
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    long[] rounds = new long[tournaments * SmallFields.ROUNDS];
    long pairing = 0;
    long wall0 = System.nanoTime();
    long cpu0 = cpu.getCurrentThreadCpuTime();
    long digest = 17;
    for (int i = 0; i < tournaments; i++) {
      Simulator.Played played = SmallFields.play(o, system, i);
      digest = 31 * digest + pairings(played);
      long[] nanos = played.pairingNanos();
      for (int r = 0; r < nanos.length; r++) {
        rounds[i * SmallFields.ROUNDS + r] = nanos[r];
        pairing += nanos[r];
      }
    }
    long wall = System.nanoTime() - wall0;
    long cpuTotal = cpu.getCurrentThreadCpuTime() - cpu0;
    Arrays.sort(rounds);
    System.out.printf(
        Locale.ROOT,
        "%d tournaments of %d players x %d rounds, exact Dutch, one thread, after %d warm-up"
            + " tournaments:%n",
        tournaments,
        SmallFields.PLAYERS,
        SmallFields.ROUNDS,
        warmUp);
    System.out.printf(
        Locale.ROOT,
        "RESULT pairing %.3f s CPU; loop %.3f s wall, %.3f s CPU; per round mean %.3f ms,"
            + " median %.3f ms, p99 %.3f ms%n",
        pairing / 1e9,
        wall / 1e9,
        cpuTotal / 1e9,
        pairing / 1e6 / rounds.length,
        rounds[rounds.length / 2] / 1e6,
        rounds[(int) (rounds.length * 0.99)] / 1e6);
    // A digest of every pairing played: equal digests before and after a change of the engine
    // say that it paired the measured tournaments identically.
    System.out.printf(Locale.ROOT, "PAIRINGS digest %016x%n", digest);
  }

  /** A hash of every player's opponents and colours, round by round. */
  private static long pairings(Simulator.Played played) {
    long h = 0;
    for (Player p : played.tournament().players()) {
      for (RoundEntry e : p.rounds()) {
        h = 31 * h + e.opponent();
        h = 31 * h + (e.colour() == null ? 0 : e.colour().ordinal() + 1);
      }
    }
    return h;
  }
}
