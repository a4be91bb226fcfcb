package org.swisspair.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.Arrays;
import org.swisspair.model.RoundState;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;

/**
 * One cell of the {@link ScalingReport}, run in its own JVM so that its heap peak is its own and a
 * run over budget can be killed: builds the synthetic state, pairs it once to warm up, then times
 * up to {@code repetitions} more pairings while they fit in the budget.
 *
 * <p>Arguments: players, round, total rounds, seed, repetitions, budget in seconds. Prints one line
 * {@code RESULT <median ns> <timed runs> <peak heap bytes>}; zero timed runs means the median is
 * the single warm-up run. Prints {@code OUT_OF_MEMORY} when the heap is exhausted. The system is
 * {@code -Dswisspair.system} (default {@code dutch}), by its registry name.
 */
public final class ScalingMeasurement {
  private ScalingMeasurement() {}

  public static void main(String[] args) throws NoValidPairingException {
    int players = Integer.parseInt(args[0]);
    int round = Integer.parseInt(args[1]);
    int totalRounds = Integer.parseInt(args[2]);
    long seed = Long.parseLong(args[3]);
    int repetitions = Integer.parseInt(args[4]);
    long budgetNanos = Long.parseLong(args[5]) * 1_000_000_000L;
    try {
      RoundState state =
          new RoundState(SyntheticHistory.generate(players, round - 1, totalRounds, seed), round);
      PairingSystem system =
          PairingSystems.byName(System.getProperty("swisspair.system", "dutch")).orElseThrow();
      resetHeapPeaks();
      long start = System.nanoTime();
      system.pair(state, false);
      long warmUp = System.nanoTime() - start;
      long[] times = new long[repetitions];
      int runs = 0;
      long last = warmUp;
      while (runs < repetitions && System.nanoTime() - start + last <= budgetNanos) {
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
      System.out.println("RESULT " + median + " " + runs + " " + heapPeak());
    } catch (OutOfMemoryError e) {
      System.out.println("OUT_OF_MEMORY");
    }
  }

  /** Collects the garbage and restarts the peak of every heap pool from the live data. */
  private static void resetHeapPeaks() {
    System.gc();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        pool.resetPeakUsage();
      }
    }
  }

  /** The sum of the heap pools' peaks: an upper bound of the heap in use at any moment. */
  private static long heapPeak() {
    long sum = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        sum += pool.getPeakUsage().getUsed();
      }
    }
    return sum;
  }
}
