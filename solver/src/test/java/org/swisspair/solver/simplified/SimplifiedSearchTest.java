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
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.swiss.PerfectMatching;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * The search of the simplified rules run three ways, plain backtracking without bound (the text as
 * written), guided by the perfect-matching oracle from the start, and the engine's automatic
 * switch, must give the same pairing or the same dead end in every round (SIM-6); and the oracle
 * itself against an exhaustive search on small random graphs.
 */
class SimplifiedSearchTest {
  @Test
  void plainGuidedAndAutomaticSearchesAgreeOnRandomTournaments() {
    assertThat(run(20261210L, 300)).isGreaterThan(1200);
  }

  @Test
  @Tag("slow")
  void plainGuidedAndAutomaticSearchesAgreeOnManyRandomTournaments() {
    assertThat(run(20261211L, 3000)).isGreaterThan(10000);
  }

  private static int run(long masterSeed, int tournaments) {
    SplittableRandom rnd = new SplittableRandom(masterSeed);
    int compared = 0;
    for (int k = 0; k < tournaments; k++) {
      long seed = rnd.nextLong();
      int players = 4 + rnd.nextInt(13);
      int rounds = 3 + rnd.nextInt(8);
      boolean messy = rnd.nextBoolean();
      GeneratorOptions o =
          new GeneratorOptions(
              players,
              Math.min(rounds, players - 1),
              seed,
              messy ? 0.06 : 0,
              messy ? 0.05 : 0,
              messy ? 0.04 : 0,
              messy ? 0.02 : 0,
              messy ? 1 : 0,
              false,
              ScoringSystem.STANDARD,
              Colour.WHITE,
              0.1);
      Tournament t;
      int last;
      try {
        t =
            new TournamentGenerator(VerifyingPairingSystem.of(new SimplifiedPairingSystem()))
                .generate(o);
        last = t.roundsPaired();
      } catch (NoValidPairingException e) {
        // The round that ended the tournament is compared too: every mode must find no pairing.
        t = null;
        last = 0;
      }
      if (t == null) {
        continue;
      }
      for (int r = 1; r <= last; r++) {
        RoundState s = new RoundState(RoundSetup.stateBefore(t, r), r);
        String plain = outcome(s, SimplifiedSearch.Mode.PLAIN);
        assertThat(outcome(s, SimplifiedSearch.Mode.GUIDED))
            .as("seed %d round %d guided", seed, r)
            .isEqualTo(plain);
        assertThat(outcome(s, SimplifiedSearch.Mode.AUTO))
            .as("seed %d round %d auto", seed, r)
            .isEqualTo(plain);
        compared++;
      }
    }
    return compared;
  }

  private static String outcome(RoundState s, SimplifiedSearch.Mode mode) {
    SimplifiedSearch.Result r = new SimplifiedSearch(s, mode).run();
    if (r == null) {
      return "none";
    }
    List<String> pairs = new ArrayList<>();
    for (int[] p : r.pairs()) {
      pairs.add(p[0] + "-" + p[1]);
    }
    return pairs + " bye " + r.bye() + " colour rule kept " + r.colourRuleKept();
  }

  @Test
  void theOracleAgreesWithAnExhaustiveSearchOnRandomGraphs() {
    SplittableRandom rnd = new SplittableRandom(7);
    for (int trial = 0; trial < 2000; trial++) {
      int n = 2 * (1 + rnd.nextInt(5));
      double density = 0.2 + 0.6 * rnd.nextDouble();
      boolean[][] adj = new boolean[n][n];
      long[][] matrix = PerfectMatching.emptyMatrix(n);
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (rnd.nextDouble() < density) {
            adj[i][j] = adj[j][i] = true;
            PerfectMatching.addEdge(matrix, i, j);
          }
        }
      }
      int[] all = new int[n];
      for (int i = 0; i < n; i++) {
        all[i] = i;
      }
      PerfectMatching m = new PerfectMatching(matrix);
      boolean[] alive = new boolean[n];
      java.util.Arrays.fill(alive, true);
      assertThat(m.reset(all)).as("trial %d", trial).isEqualTo(perfect(adj, alive));
      if (!perfect(adj, alive)) {
        continue;
      }
      // Take pairs greedily through the oracle: it must accept exactly the completable ones.
      for (int taken = 0; taken < n / 2; taken++) {
        int a = 0;
        while (!alive[a]) {
          a++;
        }
        for (int b = a + 1; b < n; b++) {
          if (!alive[b] || !adj[a][b]) {
            continue;
          }
          alive[a] = alive[b] = false;
          boolean completable = perfect(adj, alive);
          alive[a] = alive[b] = true;
          assertThat(m.takePair(a, b))
              .as("trial %d pair %d-%d", trial, a, b)
              .isEqualTo(completable);
          if (completable) {
            alive[a] = alive[b] = false;
            break;
          }
        }
      }
    }
  }

  private static boolean perfect(boolean[][] adj, boolean[] alive) {
    int first = -1;
    for (int i = 0; i < alive.length && first < 0; i++) {
      if (alive[i]) {
        first = i;
      }
    }
    if (first < 0) {
      return true;
    }
    alive[first] = false;
    for (int j = 0; j < alive.length; j++) {
      if (alive[j] && adj[first][j]) {
        alive[j] = false;
        boolean ok = perfect(adj, alive);
        alive[j] = true;
        if (ok) {
          alive[first] = true;
          return true;
        }
      }
    }
    alive[first] = true;
    return false;
  }
}
