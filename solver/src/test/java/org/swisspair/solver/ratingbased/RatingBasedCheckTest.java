package org.swisspair.solver.ratingbased;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.WeightedGraph;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * Random tournaments paired by the rating-based system go through the checker with no round
 * differing and no absolute criterion broken; when the engine finds no pairing, a matching built
 * here from B1 and B2 directly (with the last-round relief) confirms that none exists.
 */
class RatingBasedCheckTest {
  @Test
  void generatedTournamentsPassTheCheckerWithoutDifferences() {
    int[] totals = run(20261230L, 300, 6, 30);
    assertThat(totals[0]).isGreaterThan(1500);
    assertThat(totals[1]).isZero();
  }

  @Test
  @Tag("slow")
  void manyGeneratedTournamentsPassTheChecker() {
    assertThat(run(20261231L, 3000, 6, 60)[1]).isZero();
  }

  /** Rounds checked, rounds differing, proven dead ends. */
  static int[] run(long masterSeed, int tournaments, int minPlayers, int maxPlayers) {
    SplittableRandom rnd = new SplittableRandom(masterSeed);
    int[] totals = new int[3];
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
      Recording system = new Recording(VerifyingPairingSystem.of(new RatingBasedPairingSystem()));
      Tournament t;
      try {
        t = new TournamentGenerator(system).generate(o);
      } catch (NoValidPairingException e) {
        assertThat(pairable(system.failed))
            .as("seed %d: the engine found no pairing, but one exists", seed)
            .isFalse();
        totals[2]++;
        continue;
      }
      CheckReport report = new TournamentChecker(new RatingBasedPairingSystem()).check(t);
      totals[0] += report.roundsChecked();
      totals[1] += report.roundsDiffering();
      assertThat(report.roundsDiffering()).as("seed %d: %s", seed, report.describe()).isZero();
      for (CheckReport.RoundReport r : report.rounds()) {
        assertThat(r.fileViolations()).as("seed %d round %d", seed, r.round()).isEmpty();
        assertThat(r.engineViolations()).as("seed %d round %d", seed, r.round()).isEmpty();
      }
    }
    return totals;
  }

  /**
   * Whether every player can be paired under B1 and B2, one eligible player taking the bye: a
   * maximum matching on a graph built here from the text, not from the engine's code.
   */
  static boolean pairable(RoundState s) {
    List<Integer> ids = s.playersToPair();
    int n = ids.size();
    int nv = n % 2 == 0 ? n : n + 1;
    WeightedGraph g = new WeightedGraph(nv, 1);
    for (int i = 0; i < n; i++) {
      PlayerState a = s.player(ids.get(i));
      for (int j = i + 1; j < n; j++) {
        PlayerState b = s.player(ids.get(j));
        boolean b1 = !a.opponents().contains(b.id()) && !s.forbidden(a.id(), b.id());
        boolean b2 =
            mayTake(s, a, Colour.WHITE) && mayTake(s, b, Colour.BLACK)
                || mayTake(s, a, Colour.BLACK) && mayTake(s, b, Colour.WHITE);
        if (b1 && b2) {
          g.addEdge(i, j, 1L);
        }
      }
      if (nv > n && !a.byeIneligible()) {
        g.addEdge(i, n, 1L);
      }
    }
    int[] mate = new BlossomMatching().maximumWeightMatching(g);
    for (int m : mate) {
      if (m < 0) {
        return false;
      }
    }
    return true;
  }

  /** B2 for one player and one colour, ignored at 50% or more in the last round. */
  private static boolean mayTake(RoundState s, PlayerState p, Colour c) {
    int win = s.tournament().scoring().win();
    if (s.isLastRound() && 2 * p.score() >= (s.round() - 1) * win) {
      return true;
    }
    int cd = p.colourDifference() + (c == Colour.WHITE ? 1 : -1);
    boolean thrice = p.recentColour(0) == c && p.recentColour(1) == c;
    return cd <= 2 && cd >= -2 && !thrice;
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
