package org.swisspair.solver.lim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.AbsoluteCriteriaCheck;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.criteria.BracketComparison;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * The Lim system as a whole: random tournaments generated with it pass its checker with no
 * difference and no broken rule, the Maxi option is read by the engine and the checker alike, the
 * checker's groups and its report of a difference, the explanation, and large fields.
 */
class LimPairingSystemTest {
  @Test
  void generatedTournamentsPassTheCheckerWithNoDifference() {
    SplittableRandom master = new SplittableRandom(20261202L);
    int rounds = 0;
    int deadEnds = 0;
    for (int k = 0; k < 40; k++) {
      long seed = master.nextLong();
      GeneratorOptions o = options(master, seed, 6 + master.nextInt(35));
      Tournament t;
      try {
        t = new TournamentGenerator(VerifyingPairingSystem.of(new LimPairingSystem())).generate(o);
      } catch (NoValidPairingException e) {
        // A small field can run out of legal pairings (C.04.1 2, Lim 2.1).
        deadEnds++;
        continue;
      }
      CheckReport report = new TournamentChecker(new LimPairingSystem()).check(t);
      assertThat(report.roundsDiffering()).as("seed %d: %s", seed, report.describe()).isZero();
      assertThat(report.rounds())
          .as("seed %d: %s", seed, report.describe())
          .allMatch(r -> r.fileViolations().isEmpty() && r.engineViolations().isEmpty());
      rounds += report.roundsChecked();
    }
    assertThat(deadEnds).isLessThan(8);
    assertThat(rounds).isGreaterThan(170);
  }

  @Test
  void maxiSettingIsReadByTheEngineAndTheChecker() throws Exception {
    SplittableRandom master = new SplittableRandom(20261203L);
    int differing = 0;
    for (int k = 0; k < 12; k++) {
      long seed = master.nextLong();
      GeneratorOptions o = options(master, seed, 16 + master.nextInt(16));
      Tournament t;
      try {
        t =
            new TournamentGenerator(
                    VerifyingPairingSystem.of(new LimPairingSystem(LimSettings.MAXI)))
                .generate(o);
      } catch (NoValidPairingException e) {
        continue;
      }
      assertThat(
              new TournamentChecker(new LimPairingSystem(LimSettings.MAXI))
                  .check(t)
                  .roundsDiffering())
          .as("seed %d", seed)
          .isZero();
      // The file's LIM MAXI record makes the registry's system check it the same way.
      Tournament declared = LimFields.withLine(t, "LIM MAXI");
      assertThat(
              new TournamentChecker(PairingSystems.byName("lim").orElseThrow())
                  .check(declared)
                  .roundsDiffering())
          .as("seed %d", seed)
          .isZero();
      differing += new TournamentChecker(new LimPairingSystem()).check(t).roundsDiffering();
    }
    // Without the Maxi rules some rounds are paired otherwise: the option matters.
    assertThat(differing).isPositive();
  }

  @Test
  void settingsRecordRejectsUnknownOptions() {
    Tournament t = new LimFields(4).build(3);
    assertThat(LimSettings.of(LimFields.withLine(t, "LIM maxi"), LimSettings.STANDARD).maxi())
        .isTrue();
    assertThat(LimSettings.of(LimFields.withLine(t, "LIMX maxi"), LimSettings.STANDARD).maxi())
        .isFalse();
    assertThatThrownBy(
            () ->
                new LimPairingSystem()
                    .pair(new RoundState(LimFields.withLine(t, "LIM mini"), 1), false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unknown option 'mini'")
        .hasMessageContaining("LIM MAXI");
    assertThatThrownBy(() -> LimSettings.of(LimFields.withLine(t, "LIM"), LimSettings.STANDARD))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("without an option");
  }

  @Test
  void checkerGroupsFollowThePairingOrderAndCarryNoCriteria() throws Exception {
    RoundState s = LimRoundTest.roundTwoOfTen();
    PairingRules rules = new LimPairingSystem().rules(s);
    RoundPairing engine = new LimPairingSystem().pair(s, false);

    List<BracketEvaluation> groups = rules.evaluate(engine.boards());

    // 2.2 and 8.3: 1 point, 0 points, then the median 0.5, which took 2 and 5 (2.6).
    assertThat(groups).extracting(BracketEvaluation::score).containsExactly(10, 0, 5);
    assertThat(groups).allMatch(g -> g.criteria().isEmpty());
    assertThat(groups.get(0).pairs()).containsExactly(List.of(1, 4));
    assertThat(groups.get(0).downfloaters()).containsExactly(2, 5);
    assertThat(groups.get(2).mdps()).containsExactly(2, 5);
    assertThat(rules.criteria()).extracting(c -> c.id()).containsExactly("C1", "C2", "2.1");
  }

  @Test
  void checkerReportsADifferenceAsDecidedByTheProcedure() throws Exception {
    RoundState s = LimRoundTest.roundTwoOfTen();
    PairingRules rules = new LimPairingSystem().rules(s);
    List<Pair> engine = new LimPairingSystem().pair(s, false).boards();
    // Another legal pairing: 1-2 in the top group, 4 and 5 down to the median.
    List<Pair> other =
        List.of(new Pair(2, 1), new Pair(4, 3), new Pair(5, 8), new Pair(7, 10), new Pair(9, 6));
    assertThat(AbsoluteCriteriaCheck.check(rules, s, other).legal()).isTrue();

    Optional<BracketComparison> c =
        BracketComparison.of(rules.evaluate(other), rules.evaluate(engine));

    // LIM-20: the first group that differs, and no criterion to name.
    assertThat(c).isPresent();
    assertThat(c.get().bracket()).isZero();
    assertThat(c.get().criterion()).isEmpty();
    assertThat(c.get().describe())
        .contains("bracket 1 (score 1.0, residents [1, 2, 4, 5]", "decided by the candidate order");
  }

  @Test
  void explanationNamesTheStepsOfTheProcedure() throws Exception {
    RoundState s = LimRoundTest.blockedByTwoDownfloaters();

    RoundPairing p = new LimPairingSystem().pair(s, true);

    Explanation e = p.explanation();
    assertThat(e.system()).isEqualTo("lim");
    assertThat(e.brackets()).hasSize(3);
    Explanation.Bracket top = e.brackets().get(0);
    assertThat(top.criteria()).containsKeys("2.2 group", "2.3 transfers", "2.4 proposed");
    assertThat(top.downfloaters())
        .extracting(Explanation.Downfloater::reason)
        .anyMatch(r -> r.startsWith("floats down, type "));
    Explanation.Bracket median = e.brackets().get(2);
    assertThat(median.criteria().get("2.2 group")).contains("the median scoregroup");
    assertThat(median.criteria().get("2.6 blocked median")).contains("7-6 (2.6.1");
    assertThat(e.brackets().get(1).criteria().get("2.6 cracked")).contains("to the median group");
    assertThat(e.colours()).hasSize(5).allMatch(c -> c.rule().matches("5\\.[1456]|7\\.2|6"));
    // The explanation changes nothing.
    assertThat(new LimPairingSystem().pair(s, false).boards()).isEqualTo(p.boards());
  }

  @Test
  void oddFieldExplainsThePab() throws Exception {
    RoundPairing p = new LimPairingSystem().pair(new LimFields(7).next(5), true);

    Explanation.Bracket pab = p.explanation().brackets().get(0);

    assertThat(pab.residents()).containsExactly(7);
    assertThat(pab.criteria().get("1.1 PAB")).startsWith("1.1: the lowest ranked player");
  }

  @Test
  void pairsARoundOfAThousandPlayers() throws Exception {
    // Termination at scale: no backtracking, one augmenting-path search per candidate tried.
    Tournament t = SyntheticHistory.generate(1000, 4, 9, 20261204L);
    RoundState s = RoundSetup.state(t, 5, false);

    long start = System.nanoTime();
    RoundPairing p = VerifyingPairingSystem.of(new LimPairingSystem()).pair(s, false);
    long millis = (System.nanoTime() - start) / 1_000_000;

    assertThat(p.boards()).hasSize(500);
    System.out.println("Lim: round 5 of 1000 players paired in " + millis + " ms");
  }

  @Test
  @Tag("slow")
  void pairsEveryRoundOfLargeFields() throws Exception {
    for (int players : new int[] {2000, 5000}) {
      Tournament t = SyntheticHistory.generate(players, 8, 9, 20261205L);
      for (int r : new int[] {2, 5, 9}) {
        RoundState s = RoundSetup.state(t, r, false);
        long start = System.nanoTime();
        RoundPairing p = VerifyingPairingSystem.of(new LimPairingSystem()).pair(s, false);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(p.boards()).hasSize((players + 1) / 2);
        System.out.println("Lim: round " + r + " of " + players + " players in " + millis + " ms");
      }
    }
  }

  @Test
  @Tag("slow")
  void manyGeneratedTournamentsPassTheChecker() {
    SplittableRandom master = new SplittableRandom(20261206L);
    int rounds = 0;
    for (int k = 0; k < 2000; k++) {
      long seed = master.nextLong();
      GeneratorOptions o = options(master, seed, 5 + master.nextInt(60));
      Tournament t;
      try {
        t = new TournamentGenerator(VerifyingPairingSystem.of(new LimPairingSystem())).generate(o);
      } catch (NoValidPairingException e) {
        continue;
      }
      CheckReport report = new TournamentChecker(new LimPairingSystem()).check(t);
      assertThat(report.roundsDiffering()).as("seed %d", seed).isZero();
      rounds += report.roundsChecked();
    }
    assertThat(rounds).isGreaterThan(8000);
  }

  /** Random options: messy, clean, Baku or 3-1-0 scoring; 5, 7 or 9 rounds. */
  private static GeneratorOptions options(SplittableRandom rnd, long seed, int players) {
    int profile = rnd.nextInt(4);
    boolean messy = profile == 0;
    ScoringSystem scoring = profile == 3 ? ScoringSystem.of(30, 10, 0) : ScoringSystem.STANDARD;
    int rounds = Math.min(5 + 2 * rnd.nextInt(3), players - 1);
    return new GeneratorOptions(
        players,
        rounds,
        seed,
        messy ? 0.05 : 0,
        messy ? 0.05 : 0,
        messy ? 0.04 : 0,
        messy ? 0.02 : 0,
        messy && rounds >= 2 ? 1 : 0,
        profile == 2,
        scoring,
        rnd.nextBoolean() ? Colour.WHITE : Colour.BLACK,
        messy ? 0.1 : 0);
  }
}
