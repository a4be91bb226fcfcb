package org.swisspair.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.Arrays;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;

/**
 * One cell of the {@link ScalingReport} and of {@code tools/perf/platform-table.sh}, run in its own
 * JVM so that its heap peak is its own: builds the state ({@link Inputs}), pairs it once to warm
 * up, then times up to {@code repetitions} more pairings while they fit in the limit.
 *
 * <p>Arguments: players, round, total rounds, seed, repetitions, limit in seconds. Prints one line
 * {@code RESULT <median ns> <timed runs> <peak heap bytes>}; zero timed runs means the median is
 * the single warm-up run. The pairing runs on a worker thread: when the warm-up has not finished
 * within the limit the JVM prints {@code OVER_LIMIT <limit s> <peak heap bytes>} and exits, so a
 * slow cell never hangs. Prints {@code OUT_OF_MEMORY} when the heap is exhausted. The system is
 * {@code -Dswisspair.system} (default {@code dutch}) by its registry name, the history {@code
 * -Dswisspair.history} ({@code synthetic}, the default, or {@code generated}); building the input
 * is not timed.
 */
public final class ScalingMeasurement {
  private ScalingMeasurement() {}

  public static void main(String[] args) throws Exception {
    int players = Integer.parseInt(args[0]);
    int round = Integer.parseInt(args[1]);
    int totalRounds = Integer.parseInt(args[2]);
    long seed = Long.parseLong(args[3]);
    int repetitions = Integer.parseInt(args[4]);
    long limitSeconds = Long.parseLong(args[5]);
    long limitNanos = limitSeconds * 1_000_000_000L;
    PairingSystem system = Inputs.system(System.getProperty("swisspair.system", "dutch"));
    Inputs.History history =
        Inputs.History.of(System.getProperty("swisspair.history", "synthetic"));
    RoundState state;
    try {
      state = Inputs.state(history, system, players, round, totalRounds, seed);
    } catch (OutOfMemoryError e) {
      System.out.println("OUT_OF_MEMORY");
      return;
    }
    resetHeapPeaks();
    String[] result = new String[1];
    long start = System.nanoTime();
    Thread worker =
        new Thread(
            () -> result[0] = timeRuns(system, state, repetitions, limitNanos, start),
            "measured-pairing");
    worker.setDaemon(true);
    worker.start();
    worker.join(limitSeconds * 1000 + 1000);
    if (worker.isAlive()) {
      System.out.println("OVER_LIMIT " + limitSeconds + " " + heapPeak());
      System.out.flush();
      System.exit(0);
    }
    System.out.println(result[0]);
  }

  /** The warm-up and the timed runs; the line to print. */
  private static String timeRuns(
      PairingSystem system, RoundState state, int repetitions, long limitNanos, long start) {
    try {
      system.pair(state, false);
      long warmUp = System.nanoTime() - start;
      long[] times = new long[repetitions];
      int runs = 0;
      long last = warmUp;
      while (runs < repetitions && System.nanoTime() - start + last <= limitNanos) {
        long t0 = System.nanoTime();
        system.pair(state, false);
        last = System.nanoTime() - t0;
        times[runs++] = last;
      }
      long median;
      if (runs == 0) {
        median = warmUp;
      } else {
        long[] sorted = Arrays.copyOf(times, runs);
        Arrays.sort(sorted);
        median = sorted[runs / 2];
      }
      return "RESULT " + median + " " + runs + " " + heapPeak();
    } catch (OutOfMemoryError e) {
      return "OUT_OF_MEMORY";
    } catch (NoValidPairingException e) {
      return "NO_VALID_PAIRING " + e.getMessage();
    }
  }

  /** Collects the garbage and restarts the peak of every heap pool from the live data. */
  static void resetHeapPeaks() {
    System.gc();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        pool.resetPeakUsage();
      }
    }
  }

  /** The sum of the heap pools' peaks: an upper bound of the heap in use at any moment. */
  static long heapPeak() {
    long sum = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        sum += pool.getPeakUsage().getUsed();
      }
    }
    return sum;
  }
}
