package org.swisspair.solver.avoidance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.criteria.AvoidedPairs;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * The rules of a system paired with soft avoidance measure the AVOID criterion (ARB-10), so that
 * the checker and the explanation show it; the system without groups keeps its own list; a system
 * whose groups depend on the round (ARB-15) pairs each round with that round's groups.
 */
class AvoidingRulesTest {
  private static final long SEED = 3407;

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "dubov", "double-swiss"})
  void theAvoidingSystemsRulesMeasureTheAvoidedPairsItMakes(String name) throws Exception {
    PairingSystem plain = PairingSystems.byName(name).orElseThrow();
    Random random = new Random(SEED);
    Tournament t =
        TournamentChecker.asChecked(
            new TournamentGenerator(plain).generate(GeneratorOptions.defaults(20, 7, SEED)));
    int measured = 0;
    for (int round = 1; round <= TournamentChecker.roundsPlayed(t); round++) {
      RoundState state = new RoundState(RoundSetup.stateBefore(t, round), round);
      Map<String, Set<Integer>> groups = new LinkedHashMap<>();
      for (int id : state.playersToPair()) {
        groups.computeIfAbsent("club " + random.nextInt(3), k -> new TreeSet<>()).add(id);
      }
      AvoidanceGroups g = AvoidanceGroups.of(groups);
      PairingSystem avoiding = SoftAvoidance.system(plain, g);
      List<Pair> boards = avoiding.pair(state, false).boards();
      PairingRules rules = avoiding.rules(state);
      String where = "seed " + SEED + " round " + round + " groups " + g;

      assertThat(rules.criteria()).as(where).extracting(Criterion::id).endsWith(AvoidedPairs.ID);
      assertThat(plain.rules(state).criteria())
          .as(where)
          .extracting(Criterion::id)
          .doesNotContain(AvoidedPairs.ID);
      long total = 0;
      for (BracketEvaluation b : rules.evaluate(boards)) {
        total += b.value(AvoidedPairs.ID).stream().mapToLong(Long::longValue).sum();
      }
      long made = boards.stream().filter(p -> !p.isBye() && g.avoids(p.white(), p.black())).count();
      assertThat(total).as(where).isEqualTo(made);
      measured++;
    }
    assertThat(measured).isGreaterThanOrEqualTo(5);
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "dubov", "double-swiss"})
  void aSystemByRoundPairsEachRoundWithThatRoundsGroups(String name) throws Exception {
    PairingSystem plain = PairingSystems.byName(name).orElseThrow();
    Tournament t =
        TournamentChecker.asChecked(
            new TournamentGenerator(plain).generate(GeneratorOptions.defaults(16, 5, SEED)));
    Map<String, Set<Integer>> everyOther = new LinkedHashMap<>();
    for (int id = 1; id <= 16; id += 2) {
      everyOther.computeIfAbsent("odd", k -> new TreeSet<>()).add(id);
    }
    AvoidanceGroups odd = AvoidanceGroups.of(everyOther);
    IntFunction<AvoidanceGroups> fromThree = r -> r >= 3 ? odd : AvoidanceGroups.none();
    PairingSystem byRound = SoftAvoidance.byRound(plain, fromThree, 5);
    for (int round = 1; round <= TournamentChecker.roundsPlayed(t); round++) {
      RoundState state = new RoundState(RoundSetup.stateBefore(t, round), round);
      RoundPairing expected = SoftAvoidance.pair(plain, state, fromThree.apply(round));
      assertThat(byRound.pair(state, false).boards())
          .as("round " + round)
          .isEqualTo(expected.boards());
      assertThat(byRound.rules(state).criteria().size())
          .as("round " + round)
          .isEqualTo(plain.rules(state).criteria().size() + (round >= 3 ? 1 : 0));
    }
    assertThat(byRound.name()).isEqualTo(plain.name());
    assertThat(SoftAvoidance.byRound(plain, r -> AvoidanceGroups.none(), 5)).isSameAs(plain);
  }
}
