package org.swisspair.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.team.TeamGenerator;
import org.swisspair.solver.team.TeamPairingSystem;

/**
 * The library's time limit: every engine family (Dutch aside) stops at a checkpoint once the limit
 * has passed, and a round within the limit is the one paired without it.
 */
class SwisspairTimeLimitTest {
  private static final Duration EXPIRED = Duration.ofNanos(1);

  /** A round 5 of 400 players, with a history made without any engine. */
  private static Tournament individual() {
    return SyntheticHistory.generate(400, 4, 9, 5L);
  }

  private static Tournament teams() throws Exception {
    TeamPairingSystem system = new TeamPairingSystem();
    String text =
        TrfWriter.toText(
            new TeamGenerator(system).generate(TeamGenerator.Options.of(60, 4, 13L)),
            TrfWriter.Flavour.TRF26);
    Tournament all = new TrfReader().read("teams.trf", text);
    return all.truncatedTo(3);
  }

  private static Tournament of(String name) throws Exception {
    return switch (name) {
      case "team" -> teams();
      // A Double-Swiss history needs two-game rounds: its first round instead.
      case "double-swiss" -> SyntheticHistory.generate(400, 0, 9, 5L);
      default -> individual();
    };
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "dutch",
        "burstein",
        "dubov",
        "lim",
        "double-swiss",
        "team",
        "rating-based",
        "simplified"
      })
  void aRoundUnderAnExpiredLimitIsCancelledPromptly(String name) throws Exception {
    Tournament t = of(name);
    PairingSystem system = Swisspair.system(name);
    long t0 = System.nanoTime();
    assertThatThrownBy(() -> Swisspair.pairNextRound(t, system, EXPIRED))
        .as(name)
        .isInstanceOf(Cancellation.Cancelled.class)
        .hasMessageContaining("time limit");
    long cancelledMs = (System.nanoTime() - t0) / 1_000_000;
    // Only the set-up before the first bracket runs: well under a second even on a loaded machine.
    assertThat(cancelledMs).as(name + " ms to cancel").isLessThan(3_000);
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "team"})
  void aRoundWithinTheLimitIsTheRoundWithoutIt(String name) throws Exception {
    Tournament t = of(name);
    PairingSystem system = Swisspair.system(name);
    List<Pair> unlimited = new ArrayList<>(Swisspair.pairNextRound(t, system).pairing().boards());
    List<Pair> limited =
        new ArrayList<>(
            Swisspair.pairNextRound(t, system, Duration.ofMinutes(5)).pairing().boards());
    assertThat(limited).isEqualTo(unlimited);
  }

  @Test
  void aCheckUnderAnExpiredLimitIsCancelledNotReported() {
    Tournament t = SyntheticHistory.generate(40, 4, 9, 7L);
    PairingSystem dutch = Swisspair.system("dutch");
    // The checker's own checkpoint, once per round re-paired, stops even an engine without one.
    assertThatThrownBy(() -> Swisspair.check(t, dutch, EXPIRED))
        .isInstanceOf(Cancellation.Cancelled.class);
    assertThat(Swisspair.check(t, dutch, Duration.ofMinutes(5)).summary())
        .isEqualTo(Swisspair.check(t, dutch).summary());
  }

  @Test
  void anInterruptedCallerIsCancelled() {
    Tournament t = individual();
    Thread.currentThread().interrupt();
    try {
      assertThatThrownBy(
              () -> Swisspair.pairNextRound(t, Swisspair.system("dubov"), Duration.ofHours(1)))
          .isInstanceOf(Cancellation.Cancelled.class)
          .hasMessageContaining("interrupted");
    } finally {
      Thread.interrupted();
    }
  }
}
