package org.swisspair.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;

/**
 * One cell of the {@link ScalingReport} and of {@code tools/perf/platform-table.sh}, run in its own
 * JVM so that its heap peak is its own: builds the state ({@link Inputs}), pairs it once to warm
 * up, then times up to {@code repetitions} more pairings while they fit in the limit.
 *
 * <p>Arguments: players, round, total rounds, seed, repetitions, limit in seconds. The limit is CPU
 * time of the pairing thread, so that a loaded machine does not turn a fast cell into a slow one;
 * wall time is capped at {@code -Dswisspair.wallFactor} (default 4) times the limit. Prints one
 * line {@code RESULT <median wall ns> <timed runs> <peak heap bytes> <median CPU ns>}; zero timed
 * runs means the medians are the single warm-up run. The pairing runs on a worker thread: when the
 * warm-up has not finished within the limit the JVM prints {@code OVER_LIMIT <limit s> <peak heap
 * bytes> <CPU ns> <wall ns>} and exits, so a slow cell never hangs. Prints {@code OUT_OF_MEMORY}
 * when the heap is exhausted. The system is {@code -Dswisspair.system} (default {@code dutch}) by
 * its registry name, the history {@code -Dswisspair.history} ({@code synthetic}, the default, or
 * {@code generated}); building the input is not timed.
 */
public final class ScalingMeasurement {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private ScalingMeasurement() {}

  public static void main(String[] args) throws Exception {
    int players = Integer.parseInt(args[0]);
    int round = Integer.parseInt(args[1]);
    int totalRounds = Integer.parseInt(args[2]);
    long seed = Long.parseLong(args[3]);
    int repetitions = Integer.parseInt(args[4]);
    long limitSeconds = Long.parseLong(args[5]);
    long limitNanos = limitSeconds * 1_000_000_000L;
    long wallCap = Integer.getInteger("swisspair.wallFactor", 4) * limitNanos;
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
    Runs runs = new Runs(repetitions);
    Thread worker =
        new Thread(() -> runs.time(system, state, limitNanos, wallCap), "measured-pairing");
    worker.setDaemon(true);
    long start = System.nanoTime();
    worker.start();
    long cpu = 0;
    while (worker.isAlive()) {
      worker.join(100);
      cpu = Math.max(cpu, THREADS.getThreadCpuTime(worker.getId()));
      long wall = System.nanoTime() - start;
      if (worker.isAlive() && (cpu > limitNanos + 1_000_000_000L || wall > wallCap)) {
        // A finished warm-up is a result: the run after it is what went over.
        System.out.println(
            runs.done() > 0
                ? runs.result()
                : "OVER_LIMIT " + limitSeconds + " " + heapPeak() + " " + cpu + " " + wall);
        System.out.flush();
        System.exit(0);
      }
    }
    System.out.println(runs.result());
  }

  /** The warm-up and the timed runs of one cell, readable while they go on. */
  private static final class Runs {
    private final long[] walls;
    private final long[] cpus;
    private volatile int done;
    private volatile String failure;

    Runs(int repetitions) {
      walls = new long[repetitions + 1];
      cpus = new long[repetitions + 1];
    }

    /** Pairings finished so far, the warm-up included. */
    int done() {
      return done;
    }

    /** Pairs the warm-up, then more while the next one fits in both limits (by the last one). */
    void time(PairingSystem system, RoundState state, long limitNanos, long wallCap) {
      try {
        long cpu0 = THREADS.getCurrentThreadCpuTime();
        long wall0 = System.nanoTime();
        while (done < walls.length) {
          long c = THREADS.getCurrentThreadCpuTime();
          long t = System.nanoTime();
          system.pair(state, false);
          walls[done] = System.nanoTime() - t;
          cpus[done] = THREADS.getCurrentThreadCpuTime() - c;
          done++;
          long cpuUsed = THREADS.getCurrentThreadCpuTime() - cpu0;
          long wallUsed = System.nanoTime() - wall0;
          if (cpuUsed + cpus[done - 1] > limitNanos || wallUsed + walls[done - 1] > wallCap) {
            break;
          }
        }
      } catch (OutOfMemoryError e) {
        failure = "OUT_OF_MEMORY";
      } catch (NoValidPairingException e) {
        failure = "NO_VALID_PAIRING " + e.getMessage();
      }
    }

    /** The RESULT line: medians of the timed runs, or the warm-up alone when none is timed. */
    String result() {
      if (failure != null) {
        return failure;
      }
      int n = done;
      int timed = n - 1;
      long wall = timed == 0 ? walls[0] : median(Arrays.copyOfRange(walls, 1, n));
      long cpu = timed == 0 ? cpus[0] : median(Arrays.copyOfRange(cpus, 1, n));
      return "RESULT " + wall + " " + timed + " " + heapPeak() + " " + cpu;
    }
  }

  private static long median(long[] values) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
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
