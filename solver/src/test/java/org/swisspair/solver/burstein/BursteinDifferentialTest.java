package org.swisspair.solver.burstein;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * The engine (one maximum-weight matching per bracket) against the literal procedural reading of
 * Articles 2-5 ({@link BursteinProceduralPairer}: every pairing of the bracket in Article 4 order,
 * the first that complies best), on random small tournaments: the same pairs, PAB and colours in
 * every round after the seeding rounds.
 */
class BursteinDifferentialTest {
  @Test
  void engineAgreesWithTheProceduralRulesOnRandomTournaments() {
    assertThat(run(20261123L, 150)).isGreaterThan(300);
  }

  @Test
  @Tag("slow")
  void engineAgreesWithTheProceduralRulesOnManyRandomTournaments() {
    assertThat(run(20261124L, 3000)).isGreaterThan(6000);
  }

  /** Checks {@code tournaments} generated tournaments; returns the number of rounds compared. */
  private static int run(long masterSeed, int tournaments) {
    SplittableRandom rnd = new SplittableRandom(masterSeed);
    int compared = 0;
    for (int k = 0; k < tournaments; k++) {
      long seed = rnd.nextLong();
      int players = 5 + rnd.nextInt(12);
      int rounds = 5 + rnd.nextInt(3) * 2;
      boolean messy = rnd.nextBoolean();
      boolean w3d1 = rnd.nextInt(4) == 0;
      boolean baku = !w3d1 && rnd.nextInt(4) == 0;
      ScoringSystem scoring = w3d1 ? ScoringSystem.of(30, 10, 0) : ScoringSystem.STANDARD;
      GeneratorOptions o =
          new GeneratorOptions(
              players,
              Math.min(rounds, players - 1),
              seed,
              messy ? 0.05 : 0,
              messy ? 0.05 : 0,
              messy ? 0.04 : 0,
              messy ? 0.02 : 0,
              messy ? 1 : 0,
              baku,
              scoring,
              rnd.nextBoolean() ? Colour.WHITE : Colour.BLACK,
              0.1);
      Tournament t;
      try {
        t =
            new TournamentGenerator(VerifyingPairingSystem.of(new BursteinPairingSystem()))
                .generate(o);
      } catch (Exception e) {
        // A small field can run out of legal pairings; those rounds are compared below anyway.
        continue;
      }
      for (int r = BursteinOrder.seedingRounds(t.totalRounds()) + 1; r <= t.roundsPaired(); r++) {
        RoundState s = new RoundState(RoundSetup.stateBefore(t, r), r);
        if (s.playersToPair().size() > 16) {
          continue;
        }
        String engine = outcome(() -> new BursteinPairingSystem().pair(s, false).boards());
        String oracle = outcome(() -> new BursteinProceduralPairer(s).pair());
        assertThat(engine)
            .as(
                "seed %d (%d players, %d rounds, messy %s, baku %s), round %d",
                seed, players, o.rounds(), messy, baku, r)
            .isEqualTo(oracle);
        compared++;
      }
    }
    return compared;
  }

  private interface Pairing {
    List<Pair> boards() throws NoValidPairingException;
  }

  private static String outcome(Pairing p) {
    try {
      return new java.util.TreeSet<>(p.boards().stream().map(Pair::toString).toList()).toString();
    } catch (NoValidPairingException e) {
      return "no valid pairing";
    }
  }
}
