package org.swisspair.solver.doubleswiss;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.avoidance.AvoidanceGroups;
import org.swisspair.solver.avoidance.SoftAvoidance;
import org.swisspair.solver.checker.AbsoluteCriteriaCheck;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.criteria.AvoidedPairs;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.twostage.LiteralTwoStagePairer;
import org.swisspair.solver.twostage.TwoStageBracket;
import org.swisspair.solver.twostage.TwoStagePairer;
import org.swisspair.solver.twostage.TwoStagePairing;
import org.swisspair.solver.twostage.TwoStageRound;

/**
 * Soft avoidance in the Double-Swiss system (issue 34, not FIDE; ARB-10, ARB-14): the last
 * criterion of a bracket's pairing, after C8 and before the identifier order (3.6.3), never acting
 * on the PAB or the upfloaters; on generated tournaments (byes, forfeits, withdrawals, late
 * entries, Baku acceleration) with fixed seeds, printed on failure.
 */
class DoubleSwissSoftAvoidanceTest {
  private static final DoubleSwissPairingSystem SYSTEM = new DoubleSwissPairingSystem();

  /** One generated round, with the seed that made it and a random source for its groups. */
  private record Round(String where, RoundState state, RoundPairing plain, SplittableRandom r) {}

  /** Every round of {@code count} generated tournaments of {@code min} to {@code max} players. */
  private static List<Round> rounds(long master, int count, int min, int max) throws Exception {
    SplittableRandom seeds = new SplittableRandom(master);
    List<Round> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      long seed = seeds.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      int players = min + r.nextInt(max - min + 1);
      GeneratorOptions o =
          new GeneratorOptions(
              players,
              Math.min(players - 1, 4 + r.nextInt(4)),
              seed,
              r.nextDouble() * 0.1,
              r.nextDouble() * 0.1,
              r.nextDouble() * 0.05,
              0,
              r.nextInt(2),
              r.nextInt(4) == 0,
              ScoringSystem.STANDARD,
              Colour.NONE,
              0.1);
      Tournament t;
      try {
        t = TournamentChecker.asChecked(new TournamentGenerator(SYSTEM).generate(o));
      } catch (NoValidPairingException e) {
        continue;
      }
      for (int round = 1; round <= TournamentChecker.roundsPlayed(t); round++) {
        RoundState s = new RoundState(RoundSetup.stateBefore(t, round), round);
        RoundPairing plain;
        try {
          plain = SYSTEM.pair(s, false);
        } catch (NoValidPairingException e) {
          continue;
        }
        out.add(new Round("master " + master + " seed " + seed + " round " + round, s, plain, r));
      }
    }
    return out;
  }

  /** Three clubs over the players to pair, a few players in none and some in two. */
  private static AvoidanceGroups clubs(Round round) {
    Map<String, Set<Integer>> groups = new LinkedHashMap<>();
    for (int id : round.state().playersToPair()) {
      int club = round.r().nextInt(4);
      if (club < 3) {
        groups.computeIfAbsent("club " + club, k -> new TreeSet<>()).add(id);
      }
      if (round.r().nextInt(8) == 0) {
        groups.computeIfAbsent("family " + club, k -> new TreeSet<>()).add(id);
      }
    }
    return AvoidanceGroups.of(groups);
  }

  private static long avoided(List<List<Integer>> pairs, AvoidanceGroups g) {
    return pairs.stream().filter(p -> g.avoids(p.get(0), p.get(1))).count();
  }

  @Test
  void neverChangesARoundWhereNoAvoidedPairWouldMeet() throws Exception {
    int compared = 0;
    for (Round r : rounds(20261129L, 10, 10, 40)) {
      // Some of the engine's whites in one group, some of its blacks in another.
      Set<Integer> whites = new TreeSet<>();
      Set<Integer> blacks = new TreeSet<>();
      for (Pair p : r.plain().games()) {
        if (r.r().nextInt(3) > 0) {
          whites.add(p.white());
        }
        if (r.r().nextInt(3) > 0) {
          blacks.add(p.black());
        }
      }
      AvoidanceGroups g = AvoidanceGroups.of(Map.of("whites", whites, "blacks", blacks));
      if (g.isEmpty()) {
        continue;
      }
      assertThat(r.plain().games()).noneMatch(p -> g.avoids(p.white(), p.black()));
      assertThat(SoftAvoidance.pair(SYSTEM, r.state(), g).boards())
          .as(r.where() + " groups " + g)
          .isEqualTo(r.plain().boards());
      compared++;
    }
    assertThat(compared).isGreaterThan(30);
  }

  @Test
  void changesOnlyTheBracketPairingsWhereTheCriteriaTieAndNeverBreaksAnAbsoluteOne()
      throws Exception {
    int changed = 0;
    int kept = 0;
    for (Round r : rounds(20261130L, 10, 10, 40)) {
      AvoidanceGroups g = clubs(r);
      String where = r.where() + " groups " + g;
      PairingSystem avoiding = VerifyingPairingSystem.of(SoftAvoidance.system(SYSTEM, g));
      List<Pair> boards = avoiding.pair(r.state(), false).boards();
      PairingRules rules = SYSTEM.rules(r.state());
      assertThat(AbsoluteCriteriaCheck.check(rules, r.state(), boards).legal()).as(where).isTrue();
      assertThat(boards).as(where + ": the PAB").filteredOn(Pair::isBye).isEqualTo(byes(r));
      List<BracketEvaluation> plain = rules.evaluate(r.plain().boards());
      List<BracketEvaluation> avoid = rules.evaluate(boards);
      assertThat(avoid).as(where).hasSameSizeAs(plain);
      boolean differs = false;
      for (int i = 0; i < plain.size(); i++) {
        BracketEvaluation p = plain.get(i);
        BracketEvaluation a = avoid.get(i);
        // ARB-14: the same brackets (residents, upfloaters) and the same C4-C8; only the pairs
        // inside a bracket may differ, and then with fewer avoided pairs.
        assertThat(a.residents()).as(where + " bracket " + i).isEqualTo(p.residents());
        assertThat(a.mdps()).as(where + " bracket " + i).isEqualTo(p.mdps());
        assertThat(a.criteria()).as(where + " bracket " + i).isEqualTo(p.criteria());
        if (!a.pairs().equals(p.pairs())) {
          assertThat(avoided(a.pairs(), g))
              .as(where + " bracket " + i)
              .isLessThan(avoided(p.pairs(), g));
          differs = true;
        }
      }
      changed += differs ? 1 : 0;
      kept += differs ? 0 : 1;
    }
    assertThat(changed).as("rounds changed by avoidance").isGreaterThan(10);
    assertThat(kept).as("rounds kept").isPositive();
  }

  private static List<Pair> byes(Round r) {
    return r.plain().boards().stream().filter(Pair::isBye).toList();
  }

  @Test
  void engineAgreesWithTheLiteralProcedureWithAvoidance() throws Exception {
    assertThat(agreeingWithTheLiteralProcedure(20261131L, 25)).isGreaterThan(60);
  }

  @Test
  @Tag("slow")
  void engineAgreesWithTheLiteralProcedureWithAvoidanceOnManyTournaments() throws Exception {
    assertThat(agreeingWithTheLiteralProcedure(20261203L, 600)).isGreaterThan(1500);
  }

  /** The rounds compared, engine and literal procedure with the same clubs, on small fields. */
  private static int agreeingWithTheLiteralProcedure(long master, int tournaments)
      throws Exception {
    DoubleSwissPairingSystem literal =
        new DoubleSwissPairingSystem(view -> new LiteralTwoStagePairer(view).pair());
    int compared = 0;
    for (Round r : rounds(master, tournaments, 5, 12)) {
      AvoidanceGroups g = clubs(r);
      if (g.isEmpty()) {
        continue;
      }
      assertThat(described(SYSTEM.withAvoidance(g), r.state()))
          .as(r.where() + " groups " + g)
          .isEqualTo(described(literal.withAvoidance(g), r.state()));
      compared++;
    }
    return compared;
  }

  private static String described(PairingSystem system, RoundState s) {
    try {
      RoundPairing p = system.pair(s, true);
      StringBuilder sb = new StringBuilder(p.boards().toString());
      p.explanation().brackets().forEach(b -> sb.append(" | ").append(b.criteria()));
      return sb.toString();
    } catch (NoValidPairingException e) {
      return "no valid pairing";
    }
  }

  @Test
  void fastPathsEqualTheReferenceWithAvoidance() throws Exception {
    fastPathsEqualTheReference(20261201L, 4, 140);
  }

  @Test
  @Tag("slow")
  void fastPathsEqualTheReferenceWithAvoidanceOnManyLargerRounds() throws Exception {
    fastPathsEqualTheReference(20261204L, 40, 400);
  }

  private static void fastPathsEqualTheReference(long master, int tournaments, int most)
      throws Exception {
    int compared = 0;
    int withAvoid = 0;
    for (Round r : rounds(master, tournaments, 60, most)) {
      AvoidanceGroups g = clubs(r);
      TwoStageRound round = DoubleSwissPairingSystem.view(new DoubleSwissState(r.state()), g);
      String reference = described(TwoStagePairer.reference().pair(round));
      assertThat(described(new TwoStagePairer().pair(round)))
          .as(r.where() + " groups " + g)
          .isEqualTo(reference);
      assertThat(described(new TwoStagePairer(0, 0).pair(round)))
          .as(r.where() + " groups " + g + " (greedy orders)")
          .isEqualTo(reference);
      compared++;
      withAvoid += reference.matches(".*AVOID=\\[[1-9].*") ? 1 : 0;
    }
    assertThat(compared).isGreaterThan(tournaments * 4);
    assertThat(withAvoid).as("rounds where an avoided pair is kept").isPositive();
  }

  private static String described(TwoStagePairing p) {
    StringBuilder sb = new StringBuilder("PAB " + p.pab());
    for (TwoStageBracket b : p.brackets()) {
      sb.append(" | ").append(b.upfloaters()).append(' ').append(b.identifier());
      sb.append(' ').append(b.criteria());
    }
    return sb.toString();
  }

  /** The given game columns, two per match, as a tournament of {@code rounds} matches. */
  private static Tournament tournament(List<List<RoundEntry>> games) {
    return DoubleSwissPairingSystemTest.tournament(3, games);
  }

  private static RoundEntry g(int opp, Colour c, char result) {
    return new RoundEntry(opp, c, ResultCode.fromTrf(result));
  }

  @Test
  void removesAnAvoidedPairWhenAnEquallyGoodPairingAvoidsIt() throws Exception {
    List<List<RoundEntry>> none = List.of(List.of(), List.of(), List.of(), List.of());
    RoundState s = new RoundState(tournament(none), 1);
    // Round 1: one bracket, no criterion costs anything; identifier 1 2 3 4 (1-3, 2-4) first.
    assertThat(pairs(SYSTEM.pair(s, false).boards())).containsExactly("1-3", "2-4");
    AvoidanceGroups club = AvoidanceGroups.of(Map.of("club", Set.of(1, 3)));
    RoundPairing p = SYSTEM.withAvoidance(club).pair(s, true);
    assertThat(pairs(p.boards())).containsExactly("1-4", "2-3");
    assertThat(p.explanation().brackets().get(0).criteria()).containsEntry(AvoidedPairs.ID, "0");
  }

  @Test
  void keepsTheAvoidedPairWhenAvoidingItWouldWorsenACriterion() throws Exception {
    // 1 beat 3 and 2 beat 4: 1 and 2 alone on 2 points. Avoiding 1-2 takes two upfloaters (C4).
    Colour w = Colour.WHITE;
    Colour b = Colour.BLACK;
    Tournament t =
        tournament(
            List.of(
                List.of(g(3, w, '1'), g(3, b, '1')),
                List.of(g(4, b, '1'), g(4, w, '1')),
                List.of(g(1, b, '0'), g(1, w, '0')),
                List.of(g(2, w, '0'), g(2, b, '0'))));
    RoundState s = new RoundState(t, 2);
    AvoidanceGroups club = AvoidanceGroups.of(Map.of("club", Set.of(1, 2)));
    List<Pair> plain = SYSTEM.pair(s, false).boards();
    assertThat(pairs(plain)).containsExactly("1-2", "3-4");
    RoundPairing p = SYSTEM.withAvoidance(club).pair(s, true);
    assertThat(p.boards()).isEqualTo(plain);
    assertThat(p.explanation().brackets().get(0).criteria()).containsEntry(AvoidedPairs.ID, "1");
  }

  @Test
  void rulesWithAvoidanceListAndMeasureItLast() throws Exception {
    List<List<RoundEntry>> none = List.of(List.of(), List.of(), List.of(), List.of());
    RoundState s = new RoundState(tournament(none), 1);
    AvoidanceGroups club = AvoidanceGroups.of(Map.of("club", Set.of(1, 3)));
    PairingRules rules = SYSTEM.withAvoidance(club).rules(s);
    List<Criterion> criteria = rules.criteria();
    assertThat(criteria.get(criteria.size() - 1).id()).isEqualTo(AvoidedPairs.ID);
    assertThat(criteria.subList(0, criteria.size() - 1)).isEqualTo(DoubleSwissCriteria.ALL);
    assertThat(SYSTEM.rules(s).criteria()).isEqualTo(DoubleSwissCriteria.ALL);
    BracketEvaluation e = rules.evaluate(List.of(new Pair(1, 3), new Pair(4, 2))).get(0);
    assertThat(e.value(AvoidedPairs.ID)).containsExactly(1L);
    List<String> ids = new ArrayList<>(e.criteria().keySet());
    assertThat(ids.get(ids.size() - 1)).isEqualTo(AvoidedPairs.ID);
  }

  @Test
  void theCheckerWithAvoidanceAcceptsItsOwnTournamentAndNamesAvoidWhereAFileIgnoredIt()
      throws Exception {
    // 30 players in three clubs; a tournament paired with the clubs and one paired without.
    SplittableRandom r = new SplittableRandom(20261202L);
    Map<String, Set<Integer>> clubs = new LinkedHashMap<>();
    for (int id = 1; id <= 30; id++) {
      clubs.computeIfAbsent("club " + r.nextInt(3), k -> new TreeSet<>()).add(id);
    }
    AvoidanceGroups g = AvoidanceGroups.of(clubs);
    DoubleSwissPairingSystem avoiding = SYSTEM.withAvoidance(g);
    GeneratorOptions o = GeneratorOptions.defaults(30, 7, 20261202L);
    Tournament with = new TournamentGenerator(avoiding).generate(o);
    Tournament without = new TournamentGenerator(SYSTEM).generate(o);
    assertThat(new TournamentChecker(avoiding).check(with).roundsDiffering()).isZero();
    assertThat(new TournamentChecker(SYSTEM).check(with).roundsDiffering()).isPositive();
    CheckReport report = new TournamentChecker(avoiding).check(without);
    assertThat(report.roundsDiffering()).isPositive();
    // Same brackets and C4-C8: the first difference is the avoided pairs.
    assertThat(report.rounds())
        .filteredOn(CheckReport.RoundReport::differs)
        .allSatisfy(
            round ->
                assertThat(round.difference())
                    .contains("first differing criterion " + AvoidedPairs.ID)
                    .contains("engine is better"));
  }

  /** Each game as lower-higher pairing numbers. */
  private static List<String> pairs(List<Pair> boards) {
    return boards.stream()
        .filter(p -> !p.isBye())
        .map(p -> Math.min(p.white(), p.black()) + "-" + Math.max(p.white(), p.black()))
        .sorted()
        .toList();
  }
}
