package org.swisspair.solver.doubleswiss;

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
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.twostage.LiteralTwoStagePairer;

/**
 * The engine against the literal procedure (every set and pairing enumerated in the text's order)
 * on random Double-Swiss tournaments, and the checker on each of them; seeds are printed.
 */
class DoubleSwissDifferentialTest {
  @Test
  void engineAgreesWithTheLiteralProcedure() {
    run(120, 20261123L);
  }

  @Test
  @Tag("slow")
  void engineAgreesWithTheLiteralProcedureOnManyTournaments() {
    run(3000, 20260201L);
  }

  private static void run(int tournaments, long master) {
    SplittableRandom seeds = new SplittableRandom(master);
    List<String> findings = new ArrayList<>();
    int rounds = 0;
    int withUpfloaters = 0;
    for (int i = 0; i < tournaments; i++) {
      long seed = seeds.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      int players = 5 + r.nextInt(8);
      int n = Math.min(players - 1, 3 + r.nextInt(4));
      GeneratorOptions o =
          new GeneratorOptions(
              players,
              n,
              seed,
              r.nextDouble() * 0.15,
              r.nextDouble() * 0.1,
              r.nextDouble() * 0.05,
              r.nextDouble() * 0.05,
              r.nextInt(2),
              r.nextInt(4) == 0,
              ScoringSystem.STANDARD,
              Colour.NONE,
              0.1);
      Tournament t;
      try {
        t = new TournamentGenerator(new DoubleSwissPairingSystem()).generate(o);
      } catch (NoValidPairingException e) {
        // Small fields run out of opponents; the procedure must agree that nothing is legal.
        continue;
      }
      CheckReport report = new TournamentChecker(new DoubleSwissPairingSystem()).check(t);
      if (report.roundsDiffering() != 0 || !report.rounds().isEmpty()) {
        findings.add("seed " + seed + ": checker " + report.describe());
      }
      Tournament checked = TournamentChecker.asChecked(t);
      for (int round = 1; round <= TournamentChecker.roundsPlayed(checked); round++) {
        RoundState s = new RoundState(RoundSetup.stateBefore(checked, round), round);
        String engine = pairing(new DoubleSwissPairingSystem(), s);
        String literal =
            pairing(
                new DoubleSwissPairingSystem(view -> new LiteralTwoStagePairer(view).pair()), s);
        rounds++;
        withUpfloaters += engine.contains("C5=") ? 1 : 0;
        if (!engine.equals(literal)) {
          findings.add(
              "seed "
                  + seed
                  + " round "
                  + round
                  + ":\n engine  "
                  + engine
                  + "\n literal "
                  + literal);
        }
      }
    }
    assertThat(findings).as("master seed " + master).isEmpty();
    assertThat(rounds).isGreaterThan(tournaments);
    // Upfloaters are what the two stages are about: enough rounds must have them.
    assertThat(withUpfloaters).isGreaterThan(rounds / 5);
  }

  private static String pairing(DoubleSwissPairingSystem system, RoundState s) {
    try {
      RoundPairing p = system.pair(s, true);
      StringBuilder sb = new StringBuilder(p.boards().toString());
      p.explanation().brackets().forEach(b -> sb.append(" | ").append(b.criteria()));
      return sb.toString();
    } catch (NoValidPairingException e) {
      return "no valid pairing";
    }
  }
}
