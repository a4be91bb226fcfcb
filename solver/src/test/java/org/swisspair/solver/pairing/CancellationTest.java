package org.swisspair.solver.pairing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The deadline and interrupt checks that the engines' checkpoints make. */
class CancellationTest {
  @Test
  void checkpointPassesWithoutADeadlineAndWithinIt() throws Exception {
    Cancellation.checkpoint();
    assertThat(
            Cancellation.within(
                Duration.ofMinutes(1),
                () -> {
                  Cancellation.checkpoint();
                  return 7;
                }))
        .isEqualTo(7);
  }

  @Test
  void checkpointThrowsOnceTheDeadlineHasPassed() {
    assertThatThrownBy(
            () ->
                Cancellation.within(
                    Duration.ofMillis(20),
                    () -> {
                      while (true) {
                        Cancellation.checkpoint();
                        Thread.onSpinWait();
                      }
                    }))
        .isInstanceOf(Cancellation.Cancelled.class)
        .hasMessageContaining("time limit");
    // The deadline ends with the work.
    Cancellation.checkpoint();
  }

  @Test
  void theEarlierOfNestedDeadlinesWins() {
    assertThatThrownBy(
            () ->
                Cancellation.within(
                    Duration.ofMillis(20),
                    () ->
                        Cancellation.within(
                            Duration.ofHours(1),
                            () -> {
                              while (true) {
                                Cancellation.checkpoint();
                                Thread.onSpinWait();
                              }
                            })))
        .isInstanceOf(Cancellation.Cancelled.class);
  }

  @Test
  void checkpointThrowsOnAnInterruptedThreadAndKeepsTheFlag() {
    Thread.currentThread().interrupt();
    try {
      assertThatThrownBy(Cancellation::checkpoint)
          .isInstanceOf(Cancellation.Cancelled.class)
          .hasMessageContaining("interrupted");
      assertThat(Thread.currentThread().isInterrupted()).isTrue();
    } finally {
      Thread.interrupted();
    }
  }
}
