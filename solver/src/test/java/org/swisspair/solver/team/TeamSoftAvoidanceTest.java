package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.model.Colour.BLACK;
import static org.swisspair.model.Colour.WHITE;
import static org.swisspair.solver.team.TeamHistories.match;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.ResultCode;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamSettings;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.solver.avoidance.AvoidanceGroups;
import org.swisspair.solver.avoidance.SoftAvoidance;
import org.swisspair.solver.criteria.AvoidedPairs;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.twostage.LiteralTwoStagePairer;
import org.swisspair.solver.twostage.TwoStageBracket;
import org.swisspair.solver.twostage.TwoStagePairer;
import org.swisspair.solver.twostage.TwoStagePairing;
import org.swisspair.solver.twostage.TwoStageRound;

/**
 * Soft avoidance in the Team system over team TPNs (issue 34, not FIDE; ARB-10, ARB-14): the last
 * criterion of a bracket's pairing, after C8-C10 and before the identifier order (3.6.3), never
 * acting on the PAB or the upfloaters; on generated team tournaments (Type A, B, none, MP or GP,
 * Baku, byes, forfeits) with fixed seeds, printed on failure.
 */
class TeamSoftAvoidanceTest {
  private static final TeamPairingSystem SYSTEM = new TeamPairingSystem();

  /** One generated round, with the seed that made it and a random source for its groups. */
  private record Round(
      String where, TeamRoundState state, RoundPairing plain, SplittableRandom r) {}

  /** Every round of {@code count} generated team tournaments; {@code large} for 40-90 teams. */
  private static List<Round> rounds(long master, int count, boolean large) throws Exception {
    SplittableRandom seeds = new SplittableRandom(master);
    List<Round> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      long seed = seeds.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      TeamGenerator.Options o = TeamDifferentialTest.options(seed);
      if (large) {
        o =
            new TeamGenerator.Options(
                40 + r.nextInt(51),
                2,
                5 + r.nextInt(3),
                seed,
                o.preferences(),
                o.primary(),
                o.baku(),
                o.forfeitRate(),
                o.byeRate(),
                o.withdrawalRate(),
                o.lateEntries(),
                o.forbiddenPairs());
      }
      Tournament t;
      try {
        t = new TeamGenerator(SYSTEM).generate(o);
      } catch (NoValidPairingException e) {
        continue;
      }
      TeamTournament tt = SYSTEM.teams(t);
      for (int round = 1; round <= tt.roundsPaired(); round++) {
        TeamRoundState s = new TeamRoundState(tt, round);
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

  /** Three federations over the teams to pair, a few teams in none and some in two groups. */
  private static AvoidanceGroups federations(Round round) {
    Map<String, Set<Integer>> groups = new LinkedHashMap<>();
    for (int id : round.state().teamsToPair()) {
      int fed = round.r().nextInt(4);
      if (fed < 3) {
        groups.computeIfAbsent("federation " + fed, k -> new TreeSet<>()).add(id);
      }
      if (round.r().nextInt(8) == 0) {
        groups.computeIfAbsent("city " + fed, k -> new TreeSet<>()).add(id);
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
    for (Round r : rounds(20261129L, 25, false)) {
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
      assertThat(SYSTEM.withAvoidance(g).pair(r.state(), false).boards())
          .as(r.where() + " groups " + g)
          .isEqualTo(r.plain().boards());
      compared++;
    }
    assertThat(compared).isGreaterThan(40);
  }

  @Test
  void changesOnlyTheBracketPairingsWhereTheCriteriaTieAndNeverBreaksAnAbsoluteOne()
      throws Exception {
    int changed = 0;
    int kept = 0;
    for (Round r : rounds(20261130L, 25, false)) {
      AvoidanceGroups g = federations(r);
      String where = r.where() + " groups " + g;
      List<Pair> boards = SYSTEM.withAvoidance(g).pair(r.state(), false).boards();
      TeamRules rules = new TeamRules(r.state());
      // C1 and forbidden pairs; every team to pair paired once; the same PAB (C2 as before).
      Set<Integer> seen = new HashSet<>();
      for (Pair p : boards) {
        assertThat(seen.add(p.white())).as(where).isTrue();
        if (!p.isBye()) {
          assertThat(seen.add(p.black())).as(where).isTrue();
          assertThat(rules.forbids(p.white(), p.black())).as(where + " " + p).isNull();
        }
      }
      assertThat(seen).as(where).isEqualTo(new HashSet<>(r.state().teamsToPair()));
      assertThat(boards.stream().filter(Pair::isBye).toList())
          .as(where + ": the PAB")
          .isEqualTo(r.plain().boards().stream().filter(Pair::isBye).toList());
      List<BracketEvaluation> plain = rules.evaluate(r.plain().boards());
      List<BracketEvaluation> avoid = rules.evaluate(boards);
      assertThat(avoid).as(where).hasSameSizeAs(plain);
      boolean differs = false;
      for (int i = 0; i < plain.size(); i++) {
        BracketEvaluation p = plain.get(i);
        BracketEvaluation a = avoid.get(i);
        // ARB-14: the same brackets and the same C4-C10; only the pairs inside a bracket may
        // differ, and then with fewer avoided pairs.
        assertThat(a.residents()).as(where + " bracket " + i).isEqualTo(p.residents());
        assertThat(a.mdps()).as(where + " bracket " + i).hasSameElementsAs(p.mdps());
        assertThat(a.criteria()).as(where + " bracket " + i).isEqualTo(p.criteria());
        if (!new HashSet<>(a.pairs()).equals(new HashSet<>(p.pairs()))) {
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

  @Test
  void engineAgreesWithTheLiteralProcedureWithAvoidance() throws Exception {
    assertThat(agreeingWithTheLiteralProcedure(20261131L, 25)).isGreaterThan(60);
  }

  @Test
  @Tag("slow")
  void engineAgreesWithTheLiteralProcedureWithAvoidanceOnManyTournaments() throws Exception {
    assertThat(agreeingWithTheLiteralProcedure(20261203L, 600)).isGreaterThan(1500);
  }

  /** The rounds compared, engine and literal procedure with the same groups, up to 13 teams. */
  private static int agreeingWithTheLiteralProcedure(long master, int tournaments)
      throws Exception {
    int compared = 0;
    for (Round r : rounds(master, tournaments, false)) {
      AvoidanceGroups g = federations(r);
      if (g.isEmpty() || r.state().teamsToPair().size() > 13) {
        continue;
      }
      TwoStageRound round = TeamPairingSystem.round(r.state(), g);
      assertThat(described(() -> new TwoStagePairer().pair(round)))
          .as(r.where() + " groups " + g)
          .isEqualTo(described(() -> new LiteralTwoStagePairer(round).pair()));
      compared++;
    }
    return compared;
  }

  @Test
  void fastPathsEqualTheReferenceWithAvoidance() throws Exception {
    fastPathsEqualTheReference(20261201L, 3);
  }

  @Test
  @Tag("slow")
  void fastPathsEqualTheReferenceWithAvoidanceOnManyLargerRounds() throws Exception {
    fastPathsEqualTheReference(20261204L, 30);
  }

  private static void fastPathsEqualTheReference(long master, int tournaments) throws Exception {
    int compared = 0;
    int withAvoid = 0;
    for (Round r : rounds(master, tournaments, true)) {
      AvoidanceGroups g = federations(r);
      TwoStageRound round = TeamPairingSystem.round(r.state(), g);
      String reference = described(() -> TwoStagePairer.reference().pair(round));
      assertThat(described(() -> new TwoStagePairer().pair(round)))
          .as(r.where() + " groups " + g)
          .isEqualTo(reference);
      assertThat(described(() -> new TwoStagePairer(0, 0).pair(round)))
          .as(r.where() + " groups " + g + " (greedy orders)")
          .isEqualTo(reference);
      compared++;
      withAvoid += reference.matches(".*AVOID=\\[[1-9].*") ? 1 : 0;
    }
    assertThat(compared).isGreaterThan(tournaments * 4);
    assertThat(withAvoid).as("rounds where an avoided pair is kept").isPositive();
  }

  private interface Run {
    TwoStagePairing pair() throws NoValidPairingException;
  }

  private static String described(Run run) {
    TwoStagePairing p;
    try {
      p = run.pair();
    } catch (NoValidPairingException e) {
      return "no valid pairing";
    }
    StringBuilder sb = new StringBuilder("PAB " + p.pab());
    for (TwoStageBracket b : p.brackets()) {
      sb.append(" | ").append(b.upfloaters()).append(' ').append(b.identifier());
      sb.append(' ').append(b.criteria());
    }
    return sb.toString();
  }

  /**
   * Round 3 of 9: teams 1 and 2 had Black twice, 3 and 4 White twice (all draws, against teams 5-8,
   * absent now). 1-3 with 2-4 and 1-4 with 2-3 fulfil every preference (C8 = 0); 1-2 with 3-4 none.
   */
  private static TeamRoundState fourTeams() {
    Map<Integer, List<TeamRound>> h =
        Map.of(
            1, List.of(match(5, BLACK, 10), match(6, BLACK, 10)),
            2, List.of(match(6, BLACK, 10), match(5, BLACK, 10)),
            3, List.of(match(7, WHITE, 10), match(8, WHITE, 10)),
            4, List.of(match(8, WHITE, 10), match(7, WHITE, 10)));
    List<ByeRequest> out = new ArrayList<>();
    for (int t = 5; t <= 8; t++) {
      out.add(new ByeRequest(t, 3, ResultCode.ZERO_BYE));
    }
    return new TeamRoundState(TeamHistories.of(8, 9, WHITE, TeamSettings.DEFAULT, h, out), 3);
  }

  @Test
  void removesAnAvoidedPairWhenAnEquallyGoodPairingAvoidsIt() throws Exception {
    TeamRoundState s = fourTeams();
    assertThat(SYSTEM.pair(s, false).boards()).containsExactly(new Pair(1, 3), new Pair(2, 4));
    AvoidanceGroups federation = AvoidanceGroups.of(Map.of("federation", Set.of(1, 3)));
    RoundPairing p = SYSTEM.withAvoidance(federation).pair(s, true);
    assertThat(p.boards()).containsExactly(new Pair(1, 4), new Pair(2, 3));
    assertThat(p.explanation().brackets().get(0).criteria())
        .containsEntry("C8", "[0]")
        .containsEntry(AvoidedPairs.ID, "[0]");
  }

  @Test
  void keepsTheAvoidedPairWhenAvoidingItWouldWorsenACriterion() throws Exception {
    TeamRoundState s = fourTeams();
    // Only 1-2 with 3-4 avoids both groups, and it fulfils no preference (C8 = 4).
    AvoidanceGroups g = AvoidanceGroups.of(Map.of("a", Set.of(1, 3), "b", Set.of(1, 4)));
    RoundPairing p = SYSTEM.withAvoidance(g).pair(s, true);
    assertThat(p.boards()).containsExactly(new Pair(1, 3), new Pair(2, 4));
    assertThat(p.explanation().brackets().get(0).criteria())
        .containsEntry("C8", "[0]")
        .containsEntry(AvoidedPairs.ID, "[1]");
  }

  @Test
  void keepsTheSettingsAndBakuWithAvoidance() throws Exception {
    AvoidanceGroups g = AvoidanceGroups.of(Map.of("federation", Set.of(1, 3)));
    TeamPairingSystem typeB = new TeamPairingSystem(PreferenceType.B, PrimaryScore.GAME);
    TeamPairingSystem avoiding = typeB.withAvoidance(g);
    assertThat(avoiding.preferencesOr(null)).isEqualTo(PreferenceType.B);
    assertThat(avoiding.primaryOr(null)).isEqualTo(PrimaryScore.GAME);
    assertThat(SoftAvoidance.system(typeB, g)).isInstanceOf(TeamPairingSystem.class);
    TeamPairingSystem baku = SYSTEM.withAvoidance(g).withBaku();
    assertThat(baku.baku()).isTrue();
    assertThat(baku.withAvoidance(g).baku()).isTrue();
    TeamRoundState s = fourTeams();
    assertThat(baku.pair(s, false).boards()).containsExactly(new Pair(1, 4), new Pair(2, 3));
  }

  @Test
  void rulesWithAvoidanceListAndMeasureItLast() throws Exception {
    TeamRoundState s = fourTeams();
    AvoidanceGroups g = AvoidanceGroups.of(Map.of("federation", Set.of(1, 3)));
    TeamRules rules = new TeamRules(s, g);
    List<Criterion> criteria = rules.criteria();
    assertThat(criteria.get(criteria.size() - 1).id()).isEqualTo(AvoidedPairs.ID);
    assertThat(criteria.subList(0, criteria.size() - 1)).isEqualTo(TeamRules.CRITERIA);
    assertThat(new TeamRules(s).criteria()).isEqualTo(TeamRules.CRITERIA);
    BracketEvaluation e = rules.evaluate(List.of(new Pair(3, 1), new Pair(4, 2))).get(0);
    assertThat(e.value(AvoidedPairs.ID)).containsExactly(1L);
    List<String> ids = new ArrayList<>(e.criteria().keySet());
    assertThat(ids.get(ids.size() - 1)).isEqualTo(AvoidedPairs.ID);
  }
}
