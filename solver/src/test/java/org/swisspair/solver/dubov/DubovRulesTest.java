package org.swisspair.solver.dubov;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.criteria.BracketComparison;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.testdouble.HandBuilt;

/** The rules the checker reads: brackets of residents and upfloaters, measured by C5-C10. */
class DubovRulesTest {
  private static RoundState maximumUpfloaterRound() {
    Tournament t =
        HandBuilt.tournament(4, DubovPairingSystemTest.MAXIMUM_UPFLOATER)
            .withAcceleration(Map.of(1, List.of(10)));
    return new RoundState(t, 3);
  }

  @Test
  void rebuildsBracketsOfResidentsAndUpfloatersAndMeasuresThem() {
    RoundState s = maximumUpfloaterRound();
    PairingRules rules = new DubovPairingSystem().rules(s);

    List<BracketEvaluation> b =
        rules.evaluate(List.of(new Pair(2, 3), new Pair(8, 1), new Pair(7, 5), new Pair(6, 4)));

    assertThat(b).hasSize(3);
    assertThat(b.get(0).residents()).containsExactly(2);
    assertThat(b.get(0).mdps()).containsExactly(3);
    assertThat(b.get(0).value("C6")).containsExactly(5L);
    assertThat(b.get(1).residents()).containsExactly(1, 7, 8);
    assertThat(b.get(1).mdps()).containsExactly(5);
    assertThat(b.get(1).pairs()).containsExactly(List.of(1, 8), List.of(7, 5));
    assertThat(b.get(1).value("C5")).containsExactly(1L);
    // 1 and 8 both seek Black; 7 (White) and 5 (Black) both get theirs.
    assertThat(b.get(1).value("C7")).containsExactly(1L);
    assertThat(b.get(1).value("C8")).containsExactly(0L);
    assertThat(b.get(1).value("C9")).isEmpty();
    // 5 upfloated in round 2.
    assertThat(b.get(1).value("C10")).containsExactly(1L);
    assertThat(b.get(2).residents()).containsExactly(4, 6);
    assertThat(b.get(2).mdps()).isEmpty();
    assertThat(b.get(2).downfloaters()).isEmpty();
  }

  @Test
  void aDifferentSetOfUpfloatersIsExplainedByTheFirstCriterionItBreaks() {
    RoundState s = maximumUpfloaterRound();
    PairingRules rules = new DubovPairingSystem().rules(s);
    List<BracketEvaluation> engine =
        rules.evaluate(List.of(new Pair(2, 3), new Pair(8, 1), new Pair(7, 5), new Pair(6, 4)));
    // The maximum upfloater 4 instead of 5: legal, equal on C5-C7, worse on C8.
    List<BracketEvaluation> other =
        rules.evaluate(List.of(new Pair(2, 3), new Pair(8, 1), new Pair(7, 4), new Pair(6, 5)));

    Optional<BracketComparison> c = BracketComparison.of(other, engine);

    assertThat(c).isPresent();
    assertThat(c.get().bracket()).isEqualTo(1);
    assertThat(c.get().criterion()).contains("C8");
    assertThat(other.get(1).value("C9")).containsExactly(2L);
  }

  @Test
  void theLastRoundMeasuresNoUpfloatHistory() {
    Tournament t =
        HandBuilt.tournament(3, DubovPairingSystemTest.MAXIMUM_UPFLOATER)
            .withAcceleration(Map.of(1, List.of(10)));
    RoundState s = new RoundState(t, 3);

    List<BracketEvaluation> b =
        new DubovPairingSystem()
            .rules(s)
            .evaluate(List.of(new Pair(2, 3), new Pair(8, 1), new Pair(7, 4), new Pair(6, 5)));

    assertThat(b.get(1).value("C8")).isEmpty();
    assertThat(b.get(1).value("C9")).isEmpty();
    assertThat(b.get(1).value("C10")).isEmpty();
  }

  @Test
  void c3ForbidsEqualAbsolutePreferencesWithoutTopscorerException() {
    Tournament t = HandBuilt.tournament(3, "3b1 4b1", "4b= 3b=", "1w0 2w=", "2w= 1w0");
    RoundState s = new RoundState(t, 3);
    PairingRules rules = new DubovPairingSystem().rules(s);

    // 1 (2 points of 2, a topscorer in Dutch terms) and 2 both must have White.
    assertThat(rules.forbids(s.player(1), s.player(2))).isEqualTo("C3");
    assertThat(rules.forbids(s.player(1), s.player(3))).isEqualTo("C1");
    assertThat(rules.criteria())
        .extracting(c -> c.id())
        .containsExactly("C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10");
  }

  @Test
  void theCheckerFindsNoDifferenceInAGeneratedTournament() throws Exception {
    GeneratorOptions o =
        new GeneratorOptions(
            24,
            7,
            20261207L,
            0.05,
            0.05,
            0.03,
            0.02,
            2,
            false,
            ScoringSystem.STANDARD,
            Colour.BLACK,
            0.1);
    Tournament t =
        new TournamentGenerator(VerifyingPairingSystem.of(new DubovPairingSystem())).generate(o);

    CheckReport report = new TournamentChecker(new DubovPairingSystem()).check(t);

    assertThat(report.roundsChecked()).isEqualTo(7);
    assertThat(report.roundsDiffering()).isZero();
    for (CheckReport.RoundReport r : report.rounds()) {
      assertThat(r.fileViolations()).as("round %d", r.round()).isEmpty();
      assertThat(r.engineViolations()).as("round %d", r.round()).isEmpty();
    }
  }
}
