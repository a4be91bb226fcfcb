package org.swisspair.solver.avoidance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.burstein.BursteinPairingSystem;
import org.swisspair.solver.checker.AbsoluteCriteriaCheck;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.criteria.AvoidedPairs;
import org.swisspair.solver.criteria.BracketComparison;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.dutch.DutchTuning;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.AvoidingSystem;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * Soft avoidance in the Dutch and Burstein systems (issue 34, ARB-10): the lowest criterion, so it
 * changes a round only where an avoided pair would meet and an equally good pairing avoids it, and
 * never breaks an absolute criterion.
 */
class SoftAvoidanceTest {
  private static final int TOURNAMENTS = 6;

  /** The rounds of generated Dutch tournaments, with the seed that made each. */
  private record Round(String where, RoundState state, RoundPairing plain, Random random) {}

  private static List<Round> rounds() throws Exception {
    return rounds("dutch");
  }

  private static List<Round> rounds(String name) throws Exception {
    PairingSystem dutch = PairingSystems.byName(name).orElseThrow();
    List<Round> out = new ArrayList<>();
    for (long seed = 1; seed <= TOURNAMENTS; seed++) {
      Random random = new Random(seed * 7919);
      GeneratorOptions o = GeneratorOptions.defaults(12 + random.nextInt(25), 7, seed);
      Tournament t;
      try {
        t = TournamentChecker.asChecked(new TournamentGenerator(dutch).generate(o));
      } catch (NoValidPairingException e) {
        continue;
      }
      for (int round = 1; round <= TournamentChecker.roundsPlayed(t); round++) {
        RoundState state = new RoundState(RoundSetup.stateBefore(t, round), round);
        out.add(
            new Round("seed " + seed + " round " + round, state, dutch.pair(state, false), random));
      }
    }
    return out;
  }

  private static long avoided(List<Pair> boards, AvoidanceGroups groups) {
    return boards.stream().filter(p -> groups.avoids(p.white(), p.black())).count();
  }

  @Test
  void noGroupLeavesTheSystemItself() {
    PairingSystem dutch = new DutchPairingSystem();
    assertThat(SoftAvoidance.system(dutch, AvoidanceGroups.none())).isSameAs(dutch);
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein"})
  void neverChangesARoundWhereNoAvoidedPairWouldMeet(String name) throws Exception {
    PairingSystem dutch = PairingSystems.byName(name).orElseThrow();
    int compared = 0;
    for (Round r : rounds(name)) {
      // Some of the engine's whites in one group, some of its blacks in another: no game of the
      // engine's pairing is between two players of one group.
      Map<String, Set<Integer>> groups = new LinkedHashMap<>();
      Set<Integer> whites = new TreeSet<>();
      Set<Integer> blacks = new TreeSet<>();
      for (Pair p : r.plain().games()) {
        if (r.random().nextInt(3) > 0) {
          whites.add(p.white());
        }
        if (r.random().nextInt(3) > 0) {
          blacks.add(p.black());
        }
      }
      groups.put("whites", whites);
      groups.put("blacks", blacks);
      AvoidanceGroups g = AvoidanceGroups.of(groups);
      if (g.isEmpty()) {
        continue;
      }
      assertThat(avoided(r.plain().boards(), g)).as(r.where()).isZero();
      assertThat(SoftAvoidance.pair(dutch, r.state(), g).boards())
          .as(r.where() + " groups " + g)
          .isEqualTo(r.plain().boards());
      compared++;
    }
    assertThat(compared).isGreaterThan(20);
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein"})
  void avoidsOnlyWhereTheHigherCriteriaTieAndNeverBreaksAnAbsoluteOne(String name)
      throws Exception {
    PairingSystem dutch = PairingSystems.byName(name).orElseThrow();
    int changed = 0;
    int changedPastSeeding = 0;
    int kept = 0;
    for (Round r : rounds(name)) {
      // Three clubs over the players to pair, a few players in none and some in two.
      Map<String, Set<Integer>> groups = new LinkedHashMap<>();
      for (int id : r.state().playersToPair()) {
        int club = r.random().nextInt(4);
        if (club < 3) {
          groups.computeIfAbsent("club " + club, k -> new TreeSet<>()).add(id);
        }
        if (r.random().nextInt(8) == 0) {
          groups.computeIfAbsent("family " + club, k -> new TreeSet<>()).add(id);
        }
      }
      AvoidanceGroups g = AvoidanceGroups.of(groups);
      String where = r.where() + " groups " + g;
      PairingSystem avoiding = VerifyingPairingSystem.of(SoftAvoidance.system(dutch, g));
      List<Pair> boards = avoiding.pair(r.state(), false).boards();
      assertThat(AbsoluteCriteriaCheck.check(dutch.rules(r.state()), r.state(), boards).legal())
          .as(where)
          .isTrue();
      List<BracketEvaluation> plain = dutch.rules(r.state()).evaluate(r.plain().boards());
      List<BracketEvaluation> avoid = dutch.rules(r.state()).evaluate(boards);
      Optional<BracketComparison> first = BracketComparison.of(plain, avoid);
      if (first.isEmpty()) {
        kept++;
        continue;
      }
      // Where the two first part, C4-C21 are equal and the avoiding pairing makes fewer avoided
      // pairs: avoidance chose among the candidates the criteria left, nothing else did.
      BracketComparison c = first.get();
      assertThat(c.criterion()).as(where + ": " + c.describe()).isEmpty();
      assertThat(avoidedIn(c.second(), g)).as(where).isLessThan(avoidedIn(c.first(), g));
      changed++;
      if (name.equals("burstein") && !BursteinPairingSystem.isSeedingRound(r.state())) {
        changedPastSeeding++;
      }
    }
    assertThat(changed).as("rounds changed by avoidance").isGreaterThan(5);
    if (name.equals("burstein")) {
      // Burstein's own rounds, not only its seeding rounds (paired by the Dutch system).
      assertThat(changedPastSeeding).as("rounds changed past the seeding rounds").isPositive();
    }
    assertThat(kept).as("rounds kept").isPositive();
  }

  @Test
  void everyTuningPairsAsTheReferenceWithAvoidance() throws Exception {
    List<DutchTuning> tunings =
        List.of(
            DutchTuning.PRODUCTION, DutchTuning.TESTS, DutchTuning.CLASSLESS.withTestThresholds());
    int compared = 0;
    for (Round r : rounds()) {
      // Pairs of players (families): some brackets take the reference path, the others the
      // tuning's paths.
      List<Integer> ids = new ArrayList<>(r.state().playersToPair());
      java.util.Collections.shuffle(ids, r.random());
      Map<String, Set<Integer>> groups = new LinkedHashMap<>();
      for (int i = 0; i + 1 < ids.size() / 2; i += 2) {
        groups.put("family " + i, Set.of(ids.get(i), ids.get(i + 1)));
      }
      AvoidanceGroups g = AvoidanceGroups.of(groups);
      List<Pair> reference =
          new DutchPairingSystem(DutchTuning.REFERENCE)
              .withAvoidance(g)
              .pair(r.state(), false)
              .boards();
      for (DutchTuning tuning : tunings) {
        assertThat(new DutchPairingSystem(tuning).withAvoidance(g).pair(r.state(), false).boards())
            .as(r.where() + " tuning " + tuning + " groups " + g)
            .isEqualTo(reference);
      }
      compared++;
    }
    assertThat(compared).isGreaterThan(20);
  }

  private static long avoidedIn(BracketEvaluation b, AvoidanceGroups g) {
    return b.pairs().stream().filter(p -> g.avoids(p.get(0), p.get(1))).count();
  }

  /** Four players rated 2400 to 2100 (1 to 4), round 2 of 2 to pair after {@code round1}. */
  private static Tournament fourPlayers(String round1, String comment) throws Exception {
    String[] r1 = round1.split(";");
    StringBuilder trf = new StringBuilder("012 Avoidance\nXXR 2\n");
    for (int id = 1; id <= 4; id++) {
      String entry = r1.length == 4 ? r1[id - 1] : "";
      double points = entry.endsWith("1") ? 1.0 : 0.0;
      trf.append(
              String.format(
                  java.util.Locale.ROOT,
                  "001 %4d %1s%3s %-33s %4d %3s %11s %10s %4.1f %4d",
                  id,
                  "",
                  "",
                  "Player" + id,
                  2500 - 100 * id,
                  id % 2 == 1 ? "GER" : "FRA",
                  "",
                  "",
                  points,
                  id))
          .append(entry)
          .append('\n');
    }
    trf.append(comment);
    return new TrfReader().read("four.trf", trf.toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein"})
  void theSystemsOwnExplanationShowsEachBracketsAvoidedPairs(String name) throws Exception {
    PairingSystem system = PairingSystems.byName(name).orElseThrow();
    int explained = 0;
    for (Round r : rounds(name)) {
      Map<String, Set<Integer>> groups = new LinkedHashMap<>();
      for (int id : r.state().playersToPair()) {
        groups.computeIfAbsent("club " + r.random().nextInt(3), k -> new TreeSet<>()).add(id);
      }
      AvoidanceGroups g = AvoidanceGroups.of(groups);
      RoundPairing explainedRound = SoftAvoidance.system(system, g).pair(r.state(), true);
      List<BracketEvaluation> values =
          SoftAvoidance.system(system, g).rules(r.state()).evaluate(explainedRound.boards());
      List<Explanation.Bracket> brackets = explainedRound.explanation().brackets();
      // Burstein explains its PAB, assigned first (3.1), as a bracket of its own after the others.
      assertThat(brackets.size() - values.size()).as(r.where()).isBetween(0, 1);
      for (int i = 0; i < values.size(); i++) {
        // The explainer prints the list the system paired by, not the plain one.
        assertThat(brackets.get(i).criteria())
            .as(r.where() + " bracket " + i)
            .containsEntry(AvoidedPairs.ID, Long.toString(avoidedIn(values.get(i), g)));
      }
      explained++;
    }
    assertThat(explained).isPositive();
  }

  @Test
  void aSystemInAssertionModeKeepsItAroundTheAvoidingSystem() throws Exception {
    Tournament t = fourPlayers("", "");
    RoundState state = RoundSetup.state(t, 1, false);
    PairingSystem verifying = VerifyingPairingSystem.of(new DutchPairingSystem());
    PairingSystem avoiding = SoftAvoidance.system(verifying, AvoidanceReader.federations(t));
    assertThat(avoiding).isInstanceOf(VerifyingPairingSystem.class);
    assertThat(((VerifyingPairingSystem) avoiding).system()).isInstanceOf(AvoidingSystem.class);
    assertThat(pairs(avoiding.pair(state, false).boards())).containsExactly("1-4", "2-3");
  }

  @Test
  void removesAnAvoidedPairWhenAnEquallyGoodPairingAvoidsIt() throws Exception {
    Tournament t = fourPlayers("", "");
    RoundState state = RoundSetup.state(t, 1, false);
    PairingSystem dutch = new DutchPairingSystem();
    // Round 1: 1-3 and 2-4 (S1 against S2); federations GER {1, 3} and FRA {2, 4}.
    assertThat(pairs(dutch.pair(state, false).boards())).containsExactly("1-3", "2-4");
    AvoidanceGroups feds = AvoidanceReader.federations(t);
    assertThat(pairs(SoftAvoidance.pair(dutch, state, feds).boards()))
        .containsExactly("1-4", "2-3");
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein"})
  void keepsTheAvoidedPairWhenAvoidingItWouldWorsenACriterion(String name) throws Exception {
    // 1 beat 3 and 2 beat 4: 1 and 2 alone on one point. Avoiding 1-2 would float both (C6, C5).
    Tournament t =
        fourPlayers("     3 w 1;     4 b 1;     1 b 0;     2 w 0", "### AVOID club: 1 2\n");
    RoundState state = RoundSetup.state(t, 2, false);
    if (name.equals("burstein")) {
      assertThat(BursteinPairingSystem.isSeedingRound(state)).isFalse();
    }
    PairingSystem system = PairingSystems.byName(name).orElseThrow();
    AvoidanceGroups club = AvoidanceReader.comments(t);
    assertThat(club.avoids(1, 2)).isTrue();
    List<Pair> plain = system.pair(state, false).boards();
    assertThat(pairs(plain)).contains("1-2");
    assertThat(SoftAvoidance.pair(system, state, club).boards()).isEqualTo(plain);
  }

  /** Each board as lower-higher pairing numbers. */
  private static List<String> pairs(List<Pair> boards) {
    return boards.stream()
        .map(p -> Math.min(p.white(), p.black()) + "-" + Math.max(p.white(), p.black()))
        .sorted()
        .toList();
  }

  @Test
  void systemsWithoutAvoidanceRefuseItByName() {
    PairingSystem ratingBased = PairingSystems.byName("rating-based").orElseThrow();
    AvoidanceGroups g = AvoidanceGroups.of(Map.of("club", Set.of(1, 2)));
    assertThatThrownBy(() -> SoftAvoidance.system(ratingBased, g))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("rating-based")
        .hasMessageContaining("dutch, burstein");
  }
}
