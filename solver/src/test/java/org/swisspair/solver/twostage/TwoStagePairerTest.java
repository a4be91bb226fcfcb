package org.swisspair.solver.twostage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.pairing.NoValidPairingException;

class TwoStagePairerTest {
  /** C7 of both systems: upfloaters who floated in the previous round. */
  static final UpfloaterCriterion C7 =
      new UpfloaterCriterion("C7", "previous floaters as upfloaters", Unit::previousFloater);

  /** Double-Swiss C8: upfloaters' opponents who floated in the previous round. */
  static final PairCriterion C8 =
      new PairCriterion() {
        @Override
        public String id() {
          return "C8";
        }

        @Override
        public String rule() {
          return "upfloaters' opponents who were floaters";
        }

        @Override
        public long cost(Unit a, Unit b, BracketView bracket) {
          long c = 0;
          c += bracket.isUpfloater(a) && !bracket.isUpfloater(b) && b.previousFloater() ? 1 : 0;
          c += bracket.isUpfloater(b) && !bracket.isUpfloater(a) && a.previousFloater() ? 1 : 0;
          return c;
        }
      };

  private static Unit u(int id, int score) {
    return new Unit(id, score, true, 0, false);
  }

  private static MayMeet except(Set<List<Integer>> forbidden) {
    return (a, b) -> !forbidden.contains(List.of(Math.min(a, b), Math.max(a, b)));
  }

  @Test
  void pairsAScoregroupBySlideWhenAllMayMeet() throws Exception {
    List<Unit> units = new ArrayList<>();
    for (int id = 1; id <= 8; id++) {
      units.add(u(id, 0));
    }
    TwoStagePairing p =
        new TwoStagePairer().pair(new TwoStageRound(units, (a, b) -> true, List.of(), List.of()));
    assertThat(p.pab()).isZero();
    assertThat(p.brackets()).hasSize(1);
    assertThat(p.brackets().get(0).identifier()).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
  }

  @Test
  void choosesTheFirstSetOfTheExampleOf354() throws Exception {
    // Residents 9, 10, 11 may not meet each other: three upfloaters (C4). 1, 3, 5 may not meet
    // each other, so 2, 6 and 8 cannot all go up (C3): two of them and one of 1, 3, 5 (C5).
    List<Unit> units =
        List.of(
            u(9, 40), u(10, 40), u(11, 40), u(2, 30), u(6, 30), u(8, 30), u(1, 25), u(3, 25),
            u(5, 25), u(4, 0));
    Set<List<Integer>> forbidden =
        new HashSet<>(
            List.of(
                List.of(9, 10),
                List.of(9, 11),
                List.of(10, 11),
                List.of(1, 3),
                List.of(1, 5),
                List.of(3, 5)));
    TwoStageRound round = new TwoStageRound(units, except(forbidden), List.of(), List.of());
    TwoStageBracket top = new TwoStagePairer().pair(round).brackets().get(0);
    assertThat(top.upfloaters()).containsExactly(2, 6, 1);
    assertThat(top.criteria().get("C4")).containsExactly(3L);
    assertThat(top.criteria().get("C5")).containsExactly(25L, 30L, 30L);
    // With 6 unable to meet any resident, the first legal set is {2, 8, 1}.
    forbidden.addAll(List.of(List.of(6, 9), List.of(6, 10), List.of(6, 11)));
    round = new TwoStageRound(units, except(forbidden), List.of(), List.of());
    assertThat(new TwoStagePairer().pair(round).brackets().get(0).upfloaters())
        .containsExactly(2, 8, 1);
  }

  @Test
  void skipsAnIdentifierThatBreaksC1() throws Exception {
    List<Unit> units = new ArrayList<>();
    for (int id = 1; id <= 6; id++) {
      units.add(u(id, 10));
    }
    // 1-4 played: the first identifier 1 2 3 4 5 6 is illegal; next is 1 2 3 5 4 6 (1-5 2-4 3-6).
    TwoStageRound round =
        new TwoStageRound(units, except(Set.of(List.of(1, 4))), List.of(), List.of());
    assertThat(new TwoStagePairer().pair(round).brackets().get(0).identifier())
        .containsExactly(1, 2, 3, 5, 4, 6);
  }

  @Test
  void givesThePabToTheLowestScoreWithMostMatchesThenLargestTpn() throws Exception {
    List<Unit> units =
        List.of(
            new Unit(1, 20, true, 2, false),
            new Unit(2, 0, true, 1, false),
            new Unit(3, 0, true, 2, false),
            new Unit(4, 0, true, 2, false),
            new Unit(5, 0, false, 2, false));
    TwoStageRound round = new TwoStageRound(units, (a, b) -> true, List.of(), List.of());
    // 5 may not have it (C2); 3 and 4 have played more than 2; the larger TPN is 4.
    assertThat(new TwoStagePairer().pair(round).pab()).isEqualTo(4);
  }

  @Test
  void reportsARoundThatCannotBePaired() {
    List<Unit> units = List.of(u(1, 0), u(2, 0));
    TwoStageRound round =
        new TwoStageRound(units, except(Set.of(List.of(1, 2))), List.of(), List.of());
    assertThatThrownBy(() -> new TwoStagePairer().pair(round))
        .isInstanceOf(NoValidPairingException.class);
  }

  @Test
  void agreesWithTheLiteralProcedureOnRandomRounds() {
    List<String> disagreements = new ArrayList<>();
    long master = 20261123L;
    SplittableRandom seeds = new SplittableRandom(master);
    int compared = 0;
    int withUpfloaters = 0;
    int withC8 = 0;
    int withC7 = 0;
    for (int i = 0; i < 300; i++) {
      long seed = seeds.nextLong();
      TwoStageRound round = randomRound(seed);
      String literal = describe(() -> new LiteralTwoStagePairer(round).pair());
      // Both ways of the engine: orders in the weight, and the greedy scans.
      String exact = describe(() -> new TwoStagePairer().pair(round));
      String greedy = describe(() -> new TwoStagePairer(0, 0).pair(round));
      String reference = describe(() -> TwoStagePairer.reference().pair(round));
      if (!literal.equals(exact) || !literal.equals(greedy) || !literal.equals(reference)) {
        disagreements.add(
            "seed "
                + seed
                + "\n literal "
                + literal
                + "\n exact   "
                + exact
                + "\n greedy  "
                + greedy
                + "\n reference "
                + reference);
      }
      compared++;
      withUpfloaters += literal.matches(".*up \\[\\d.*") ? 1 : 0;
      withC8 += literal.matches(".*C8=\\[[1-9].*") ? 1 : 0;
      withC7 += literal.matches(".*C7=\\[[1-9].*") ? 1 : 0;
    }
    assertThat(disagreements).as("master seed " + master).isEmpty();
    assertThat(compared).isEqualTo(300);
    // The rounds must exercise what they are meant to test.
    assertThat(withUpfloaters).isGreaterThan(100);
    assertThat(withC7).isGreaterThan(5);
    assertThat(withC8).isGreaterThan(5);
  }

  /** A random round of 4-13 units with forbidden pairs, floaters and both systems' criteria. */
  static TwoStageRound randomRound(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int n = 4 + r.nextInt(10);
    int levels = 1 + r.nextInt(5);
    List<Unit> units = new ArrayList<>();
    for (int id = 1; id <= n; id++) {
      units.add(
          new Unit(
              id, 5 * r.nextInt(levels), r.nextDouble() < 0.8, r.nextInt(3), r.nextDouble() < 0.3));
    }
    Set<List<Integer>> forbidden = new HashSet<>();
    double density = r.nextDouble() * 0.4;
    for (int a = 1; a <= n; a++) {
      for (int b = a + 1; b <= n; b++) {
        if (r.nextDouble() < density) {
          forbidden.add(List.of(a, b));
        }
      }
    }
    boolean last = r.nextBoolean();
    return new TwoStageRound(
        units, except(forbidden), last ? List.of() : List.of(C7), last ? List.of() : List.of(C8));
  }

  interface Run {
    TwoStagePairing run() throws NoValidPairingException;
  }

  static String describe(Run run) {
    try {
      TwoStagePairing p = run.run();
      StringBuilder sb = new StringBuilder("PAB " + p.pab());
      for (TwoStageBracket b : p.brackets()) {
        sb.append(" | ")
            .append(b.score())
            .append(' ')
            .append(b.residents())
            .append(" up ")
            .append(b.upfloaters())
            .append(" id ")
            .append(b.identifier())
            .append(' ')
            .append(b.criteria());
      }
      return sb.toString();
    } catch (NoValidPairingException e) {
      return "no valid pairing";
    }
  }
}
