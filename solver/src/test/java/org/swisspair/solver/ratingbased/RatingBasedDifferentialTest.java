package org.swisspair.solver.ratingbased;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
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
 * The engine (the candidate order searched with a matching as a feasibility oracle) against the
 * literal procedure (every permutation of S2 and every exchange tried one by one, {@link
 * LiteralFinder}), on random small tournaments: the same pairs, bye and colours in every round.
 * This is what shows that the oracle changes no result (RTG-10).
 */
class RatingBasedDifferentialTest {
  @Test
  void engineAgreesWithTheLiteralProcedureOnRandomTournaments() {
    assertThat(run(20261201L, 400, 12)).isGreaterThan(1500);
  }

  @Test
  @Tag("slow")
  void engineAgreesWithTheLiteralProcedureOnManyRandomTournaments() {
    assertThat(run(20261202L, 2000, 13)).isGreaterThan(8000);
  }

  /** Checks {@code tournaments} tournaments; returns the number of rounds compared. */
  static int run(long masterSeed, int tournaments, int maxPlayers) {
    SplittableRandom rnd = new SplittableRandom(masterSeed);
    int compared = 0;
    for (int k = 0; k < tournaments; k++) {
      long seed = rnd.nextLong();
      int players = 4 + rnd.nextInt(maxPlayers - 3);
      int rounds = 3 + rnd.nextInt(7);
      boolean messy = rnd.nextBoolean();
      boolean baku = rnd.nextInt(5) == 0;
      GeneratorOptions o =
          new GeneratorOptions(
              players,
              Math.max(1, Math.min(rounds, players - 1)),
              seed,
              messy ? 0.06 : 0,
              messy ? 0.05 : 0,
              messy ? 0.04 : 0,
              messy ? 0.02 : 0,
              messy ? 1 : 0,
              baku,
              ScoringSystem.STANDARD,
              rnd.nextBoolean() ? Colour.WHITE : Colour.BLACK,
              0.1);
      Tournament t;
      try {
        t =
            new TournamentGenerator(VerifyingPairingSystem.of(new RatingBasedPairingSystem()))
                .generate(o);
      } catch (NoValidPairingException e) {
        continue;
      }
      for (int r = 1; r <= t.roundsPaired(); r++) {
        RoundState s = new RoundState(RoundSetup.stateBefore(t, r), r);
        String engine = outcome(() -> new RatingBasedPairingSystem().pair(s, false).boards());
        String literal =
            outcome(() -> new RatingBasedPairingSystem(LiteralFinder::new).pair(s, false).boards());
        assertThat(engine)
            .as(
                "seed %d (%d players, %d rounds, messy %s, baku %s), round %d",
                seed, players, o.rounds(), messy, baku, r)
            .isEqualTo(literal);
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
      return new TreeSet<>(p.boards().stream().map(Pair::toString).toList()).toString();
    } catch (NoValidPairingException e) {
      return "no valid pairing";
    }
  }
}
