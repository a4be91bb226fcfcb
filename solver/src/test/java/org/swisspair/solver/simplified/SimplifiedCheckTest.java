package org.swisspair.solver.simplified;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.Compatibility;
import org.swisspair.solver.swiss.Pairability;

/**
 * Random tournaments paired by the simplified rules go through the checker with no round differing
 * and no hard rule broken; a tournament that ends early ("the pairs cannot be assembled in any
 * permissible way") is confirmed by the shared completion matching: no bye choice leaves the others
 * pairable.
 */
class SimplifiedCheckTest {
  @Test
  void generatedTournamentsPassTheCheckerWithoutDifferences() {
    Summary s = run(20261220L, 300, 6, 30);
    assertThat(s.rounds).isGreaterThan(1500);
    assertThat(s.differing).isZero();
  }

  @Test
  @Tag("slow")
  void manyGeneratedTournamentsPassTheChecker() {
    Summary s = run(20261221L, 3000, 6, 60);
    assertThat(s.differing).isZero();
  }

  /** Totals of a run. */
  static final class Summary {
    int rounds;
    int differing;
    int deadEnds;
  }

  static Summary run(long masterSeed, int tournaments, int minPlayers, int maxPlayers) {
    SplittableRandom rnd = new SplittableRandom(masterSeed);
    Summary sum = new Summary();
    for (int k = 0; k < tournaments; k++) {
      long seed = rnd.nextLong();
      int players = minPlayers + rnd.nextInt(maxPlayers - minPlayers + 1);
      int rounds = 5 + 2 * rnd.nextInt(3);
      int profile = rnd.nextInt(4);
      GeneratorOptions o =
          new GeneratorOptions(
              players,
              Math.min(rounds, players - 1),
              seed,
              profile == 0 ? 0.05 : 0,
              profile == 0 ? 0.05 : 0,
              profile == 0 ? 0.04 : 0,
              profile == 0 ? 0.02 : 0,
              profile == 0 ? 1 : 0,
              profile == 2,
              profile == 3 ? ScoringSystem.of(30, 10, 0) : ScoringSystem.STANDARD,
              rnd.nextBoolean() ? Colour.WHITE : Colour.BLACK,
              profile == 0 ? 0.1 : 0);
      Recording system = new Recording(VerifyingPairingSystem.of(new SimplifiedPairingSystem()));
      Tournament t;
      try {
        t = new TournamentGenerator(system).generate(o);
      } catch (NoValidPairingException e) {
        assertThat(pairable(system.failed))
            .as("seed %d: the engine found no pairing, but one exists", seed)
            .isFalse();
        sum.deadEnds++;
        continue;
      }
      CheckReport report = new TournamentChecker(new SimplifiedPairingSystem()).check(t);
      sum.rounds += report.roundsChecked();
      sum.differing += report.roundsDiffering();
      assertThat(report.roundsDiffering()).as("seed %d: %s", seed, report.describe()).isZero();
      for (CheckReport.RoundReport r : report.rounds()) {
        assertThat(r.fileViolations()).as("seed %d round %d", seed, r.round()).isEmpty();
        assertThat(r.engineViolations()).as("seed %d round %d", seed, r.round()).isEmpty();
      }
    }
    return sum;
  }

  /** True when some eligible bye leaves the other players pairable without rematches. */
  private static boolean pairable(RoundState s) {
    Compatibility c = new Compatibility(s, Compatibility.AbsoluteColour.NONE);
    List<Integer> all = s.playersToPair();
    if (all.size() % 2 == 0) {
      return Pairability.pairable(all, c);
    }
    for (int bye : all) {
      if (s.player(bye).byeIneligible()) {
        continue;
      }
      List<Integer> rest = new ArrayList<>(all);
      rest.remove(Integer.valueOf(bye));
      if (Pairability.pairable(rest, c)) {
        return true;
      }
    }
    return false;
  }

  /** Remembers the state of the round a system could not pair. */
  private static final class Recording implements PairingSystem {
    private final PairingSystem inner;
    RoundState failed;

    Recording(PairingSystem inner) {
      this.inner = inner;
    }

    @Override
    public String name() {
      return inner.name();
    }

    @Override
    public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
      try {
        return inner.pair(state, explain);
      } catch (NoValidPairingException e) {
        failed = state;
        throw e;
      }
    }

    @Override
    public PairingRules rules(RoundState state) {
      return inner.rules(state);
    }
  }
}
