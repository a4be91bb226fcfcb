package org.swisspair.solver.generator;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.testdouble.RankingOrderTestPairing;

class TournamentGeneratorTest {
  private static final TournamentGenerator GENERATOR =
      new TournamentGenerator(new RankingOrderTestPairing());

  private static GeneratorOptions messy(long seed) {
    return new GeneratorOptions(
        20, 7, seed, 0.05, 0.05, 0.03, 0.02, 2, false, ScoringSystem.STANDARD, Colour.NONE, 0.1);
  }

  @Test
  void givesAnEqualTournamentForTheSameSeed() throws Exception {
    assertThat(GENERATOR.generate(messy(7))).isEqualTo(GENERATOR.generate(messy(7)));
  }

  @Test
  void givesDifferentTournamentsForDifferentSeeds() throws Exception {
    assertThat(GENERATOR.generate(messy(7))).isNotEqualTo(GENERATOR.generate(messy(8)));
  }

  @Test
  void ordersPlayersByRatingAndFillsTheHeader() throws Exception {
    Tournament t = GENERATOR.generate(messy(3));

    assertThat(t.players()).extracting(Player::rating).isSortedAccordingTo((a, b) -> b - a);
    assertThat(t.player(1).name()).isEqualTo("Test0001 Player0001");
    assertThat(t.totalRounds()).isEqualTo(7);
    assertThat(t.initialColour()).isNotEqualTo(Colour.NONE);
    assertThat(TournamentGenerator.systemCode("dutch", true)).isEqualTo("FIDE_DUTCH_2025_BAKU");
  }

  @Test
  void recordsEachGameConsistentlyOnBothSides() throws Exception {
    for (long seed = 1; seed <= 5; seed++) {
      Tournament t = GENERATOR.generate(messy(seed));
      for (Player p : t.players()) {
        assertThat(p.rounds()).as("seed %d player %d", seed, p.id()).hasSize(7);
        int points = 0;
        for (int r = 1; r <= 7; r++) {
          RoundEntry e = p.round(r);
          points += t.scoring().points(e);
          if (e.opponent() > 0) {
            RoundEntry o = t.player(e.opponent()).round(r);
            assertThat(o.opponent()).as("seed %d round %d", seed, r).isEqualTo(p.id());
            assertThat(o.colour()).isEqualTo(e.colour().opposite());
            assertThat(t.scoring().points(e) + t.scoring().points(o))
                .as("seed %d round %d players %d-%d", seed, r, p.id(), e.opponent())
                .isIn(0, 10);
            assertThat(
                    e.result() == ResultCode.FORFEIT_LOSS && o.result() == ResultCode.FORFEIT_LOSS
                        || t.scoring().points(e) + t.scoring().points(o) == 10)
                .isTrue();
          }
        }
        assertThat(p.declaredPoints()).isEqualTo(points);
      }
    }
  }

  @Test
  void producesTournamentsThatTheCheckerAccepts() throws Exception {
    for (long seed = 1; seed <= 3; seed++) {
      Tournament t = GENERATOR.generate(messy(seed));

      CheckReport r = new TournamentChecker(new RankingOrderTestPairing()).check(t);

      assertThat(r.roundsDiffering()).as("seed %d: %s", seed, r.describe()).isZero();
      assertThat(r.rounds()).as("seed %d: %s", seed, r.describe()).isEmpty();
    }
  }

  @Test
  void fillsBakuVirtualPoints() throws Exception {
    GeneratorOptions o =
        new GeneratorOptions(
            20, 9, 5, 0, 0, 0, 0, 0, true, ScoringSystem.STANDARD, Colour.WHITE, 0);

    Tournament t = GENERATOR.generate(o);

    assertThat(t.acceleration())
        .isEqualTo(
            org.swisspair.solver.swiss.BakuAcceleration.virtualPoints(
                20, 9, ScoringSystem.STANDARD));
    assertThat(t.acceleration(10, 4)).isEqualTo(5);
    assertThat(t.acceleration(11, 1)).isZero();
  }
}
