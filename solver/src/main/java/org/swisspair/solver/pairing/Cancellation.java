package org.swisspair.solver.pairing;

import java.time.Duration;
import java.util.concurrent.Callable;

/**
 * Stops a pairing that has run out of time. A caller runs the work {@link #within} a time limit, or
 * on a thread it may interrupt; the engines call {@link #checkpoint()} in their long loops (each
 * bracket, each augmentation stage), which throws {@link Cancelled} once the deadline has passed or
 * the thread was interrupted. A checkpoint costs a thread-local read and a clock read.
 *
 * <p>Cancellation never changes a result: a pairing either completes, identical to one without a
 * limit, or fails with {@link Cancelled}.
 */
public final class Cancellation {
  private static final ThreadLocal<long[]> DEADLINE = new ThreadLocal<>();

  private Cancellation() {}

  /** The work ran out of time or its thread was interrupted. */
  public static final class Cancelled extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** A cancellation with the reason. */
    public Cancelled(String message) {
      super(message);
    }
  }

  /**
   * Runs {@code work} on this thread with a deadline {@code limit} from now; the checkpoints inside
   * it throw {@link Cancelled} once it has passed. Limits nest: the earlier deadline wins.
   */
  public static <T> T within(Duration limit, Callable<T> work) throws Exception {
    long[] outer = DEADLINE.get();
    long deadline = System.nanoTime() + limit.toNanos();
    if (outer != null && outer[0] - deadline < 0) {
      deadline = outer[0];
    }
    DEADLINE.set(new long[] {deadline});
    try {
      return work.call();
    } finally {
      if (outer == null) {
        DEADLINE.remove();
      } else {
        DEADLINE.set(outer);
      }
    }
  }

  /**
   * Throws {@link Cancelled} when this thread was interrupted or its deadline has passed; the
   * interrupt flag stays set for the caller to see.
   */
  public static void checkpoint() {
    if (Thread.currentThread().isInterrupted()) {
      throw new Cancelled("interrupted");
    }
    long[] deadline = DEADLINE.get();
    if (deadline != null && System.nanoTime() - deadline[0] >= 0) {
      throw new Cancelled("over the time limit");
    }
  }
}
