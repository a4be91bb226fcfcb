package org.swisspair.solver.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.testdouble.HandBuilt;
import org.swisspair.solver.testdouble.RankingOrderTestPairing;

class TournamentCheckerTest {
  private static Tournament generated() throws NoValidPairingException {
    return new TournamentGenerator(new RankingOrderTestPairing())
        .generate(GeneratorOptions.defaults(12, 5, 42));
  }

  @Test
  void findsNoDifferenceWhenTheSameSystemRepairs() throws Exception {
    CheckReport r = new TournamentChecker(new RankingOrderTestPairing()).check(generated());

    assertThat(r.summary()).isEqualTo("5 rounds checked, 0 differ");
    assertThat(r.rounds()).isEmpty();
  }

  @Test
  void reportsDifferingRoundsWithBracketAndCriterion() throws Exception {
    CheckReport r = new TournamentChecker(new RankingOrderTestPairing(true)).check(generated());

    assertThat(r.roundsDiffering()).isPositive();
    CheckReport.RoundReport first = r.rounds().get(0);
    assertThat(first.differs()).isTrue();
    assertThat(first.filePairs()).isNotEqualTo(first.enginePairs());
    assertThat(first.difference()).containsAnyOf("first differing criterion", "Article 4", "5.2");
  }

  @Test
  void skipsRequestedRounds() throws Exception {
    CheckReport r =
        new TournamentChecker(new RankingOrderTestPairing()).check(generated(), Set.of(2, 4));

    assertThat(r.roundsChecked()).isEqualTo(3);
    assertThat(r.summary()).isEqualTo("3 rounds checked, 0 differ, skipped [2, 4]");
  }

  @Test
  void reportsAnEngineFailureInsteadOfThrowing() throws Exception {
    PairingSystem failing =
        new PairingSystem() {
          @Override
          public String name() {
            return "failing";
          }

          @Override
          public org.swisspair.solver.pairing.PairingRules rules(RoundState state) {
            return new org.swisspair.solver.dutch.DutchPairingSystem().rules(state);
          }

          @Override
          public RoundPairing pair(RoundState state, boolean explain)
              throws NoValidPairingException {
            throw new NoValidPairingException("bracket 1 cannot be paired", List.of(1, 2));
          }
        };

    CheckReport r = new TournamentChecker(failing).check(generated());

    assertThat(r.roundsDiffering()).isEqualTo(5);
    assertThat(r.rounds().get(0).engineError()).contains("bracket 1 cannot be paired");
  }

  @Test
  void keepsPresetByesAndAbsencesOutOfTheRepairing() {
    // Round 2: 5 has a half-point bye, 6 is blank (absent); 1-3 forfeited in round 1.
    Tournament t =
        HandBuilt.tournament(3, "3w+ 2b1", "4b1 1w0", "1b- 4w=", "2w0 3b=", "0-U 0-H", "0-Z");

    Tournament before = org.swisspair.solver.swiss.RoundSetup.stateBefore(t, 2);
    RoundState s = new RoundState(before, 2);

    assertThat(s.playersToPair()).containsExactly(1, 2, 3, 4);
    assertThat(s.playersNotPaired()).containsExactly(5, 6);
    assertThat(TournamentChecker.filePairs(t, 2)).containsExactly(new Pair(2, 1), new Pair(3, 4));
  }

  @Test
  void reportsAbsoluteViolationsInTheFile() {
    // Round 2 repeats the round-1 game 1-2.
    Tournament t = HandBuilt.tournament(3, "2w1 2b1", "1b0 1w0", "4w1 4b1", "3b0 3w0");

    CheckReport r = new TournamentChecker(new RankingOrderTestPairing()).check(t);

    assertThat(r.rounds())
        .anySatisfy(
            rr -> assertThat(rr.fileViolations()).extracting(Violation::criterion).contains("C1"));
    assertThat(r.summary()).contains("absolute-criteria violations in the file");
  }
}
