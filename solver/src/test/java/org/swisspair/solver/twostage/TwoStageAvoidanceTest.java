package org.swisspair.solver.twostage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.AvoidedPairs;

/**
 * Soft avoidance in the two-stage procedure (not FIDE; ARB-14), worked by hand: the last stage-2
 * criterion, below the system's own (here Double-Swiss C8), never choosing the upfloaters.
 */
class TwoStageAvoidanceTest {
  private static Unit u(int id, int score, boolean floated) {
    return new Unit(id, score, true, 1, floated);
  }

  private static Avoidance pair(int a, int b) {
    Set<Integer> g = Set.of(a, b);
    return (x, y) -> x != y && g.contains(x) && g.contains(y);
  }

  private static TwoStageRound round(List<Unit> units) {
    return new TwoStageRound(
        units, (a, b) -> true, List.of(TwoStagePairerTest.C7), List.of(TwoStagePairerTest.C8));
  }

  private static List<Integer> identifiers(TwoStagePairing p) {
    return p.brackets().stream().flatMap(b -> b.identifier().stream()).toList();
  }

  @Test
  void avoidanceDoesNotChooseTheUpfloaters() throws Exception {
    // 1 alone on top needs one upfloater of 2, 3, 4 (C4, C5), all equal by C6 and C7: the set
    // order (3.5.4) takes 2. Avoiding 1-2 keeps it: a later set does not outrank the set order.
    TwoStageRound round =
        round(List.of(u(1, 10, false), u(2, 5, false), u(3, 5, false), u(4, 5, false)));
    TwoStagePairing plain = new TwoStagePairer().pair(round);
    TwoStagePairing avoiding = new TwoStagePairer().pair(round.withAvoidance(pair(1, 2)));
    assertThat(identifiers(plain)).containsExactly(1, 2, 3, 4);
    assertThat(identifiers(avoiding)).isEqualTo(identifiers(plain));
    assertThat(avoiding.brackets().get(0).criteria()).containsEntry(AvoidedPairs.ID, List.of(1L));
  }

  @Test
  void removesAnAvoidedPairAmongThePairingsBestByC8() throws Exception {
    // Residents 1, 2, 3 and upfloater 4; 1 floated last round, so 4 meets 2 or 3 (C8 = 0). The
    // identifier takes 1-3 2-4; avoiding 1-3 takes 1-2 3-4, also C8 = 0.
    TwoStageRound round =
        round(
            List.of(
                u(1, 10, true),
                u(2, 10, false),
                u(3, 10, false),
                u(4, 5, false),
                u(5, 5, false),
                u(6, 5, false)));
    TwoStageBracket plain = new TwoStagePairer().pair(round).brackets().get(0);
    assertThat(plain.upfloaters()).containsExactly(4);
    assertThat(plain.identifier()).containsExactly(1, 2, 3, 4);
    TwoStageBracket avoiding =
        new TwoStagePairer().pair(round.withAvoidance(pair(1, 3))).brackets().get(0);
    assertThat(avoiding.identifier()).containsExactly(1, 3, 2, 4);
    assertThat(avoiding.criteria())
        .containsEntry("C8", List.of(0L))
        .containsEntry(AvoidedPairs.ID, List.of(0L));
  }

  @Test
  void keepsAnAvoidedPairThatC8Needs() throws Exception {
    // 1 and 2 floated last round: only 3 may meet upfloater 4 at C8 = 0, so 3-4 stays avoided.
    TwoStageRound round =
        round(
            List.of(
                u(1, 10, true),
                u(2, 10, true),
                u(3, 10, false),
                u(4, 5, false),
                u(5, 5, false),
                u(6, 5, false)));
    TwoStageBracket avoiding =
        new TwoStagePairer().pair(round.withAvoidance(pair(3, 4))).brackets().get(0);
    assertThat(avoiding.identifier()).containsExactly(1, 3, 2, 4);
    assertThat(avoiding.criteria())
        .containsEntry("C8", List.of(0L))
        .containsEntry(AvoidedPairs.ID, List.of(1L));
  }

  @Test
  void withAvoidanceAddsOneLastPairCriterionAndLeavesStageOneAlone() {
    TwoStageRound round = round(List.of(u(1, 0, false), u(2, 0, false)));
    TwoStageRound avoiding = round.withAvoidance(pair(1, 2));
    assertThat(avoiding.upfloaterCriteria()).isEqualTo(round.upfloaterCriteria());
    assertThat(avoiding.pairCriteria()).hasSize(2).startsWith(TwoStagePairerTest.C8);
    assertThat(avoiding.pairCriteria().get(1).id()).isEqualTo(AvoidedPairs.ID);
  }
}
