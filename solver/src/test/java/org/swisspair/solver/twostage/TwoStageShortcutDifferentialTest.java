package org.swisspair.solver.twostage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The fast paths of {@link TwoStagePairer} (searches of one and of a few upfloaters, the window
 * with stand-ins for the lower units, Article 3.5; bracket pairing from a first-half-on-top
 * witness, 3.6) against {@link TwoStagePairer#reference()}, which takes every set of upfloaters
 * from the weighted matching of everybody still to pair: on random Swiss-like rounds of 20-200
 * units the two must give the same pairing, criteria included.
 */
class TwoStageShortcutDifferentialTest {
  @Test
  void fastPathsEqualTheReferenceOnRandomRounds() {
    compare(20261123L, 60, 20, 200);
  }

  @Tag("slow")
  @Test
  void fastPathsEqualTheReferenceOnManyLargerRounds() {
    compare(424242L, 300, 20, 400);
  }

  private static void compare(long master, int rounds, int minUnits, int maxUnits) {
    SplittableRandom seeds = new SplittableRandom(master);
    List<String> disagreements = new ArrayList<>();
    int withC7Upfloater = 0;
    int withUpfloaters = 0;
    int withoutPairing = 0;
    int withSeveralUpfloaters = 0;
    for (int i = 0; i < rounds; i++) {
      long seed = seeds.nextLong();
      TwoStageRound round = swissLikeRound(seed, minUnits, maxUnits);
      String fast = TwoStagePairerTest.describe(() -> new TwoStagePairer().pair(round));
      String greedy = TwoStagePairerTest.describe(() -> new TwoStagePairer(0, 0).pair(round));
      String window = TwoStagePairerTest.describe(() -> TwoStagePairer.windowOnly().pair(round));
      String reference = TwoStagePairerTest.describe(() -> TwoStagePairer.reference().pair(round));
      if (!fast.equals(reference) || !greedy.equals(reference) || !window.equals(reference)) {
        disagreements.add(
            "seed "
                + seed
                + "\n fast      "
                + fast
                + "\n greedy    "
                + greedy
                + "\n window    "
                + window
                + "\n reference "
                + reference);
      }
      withUpfloaters += reference.contains("C4=[1]") ? 1 : 0;
      withC7Upfloater +=
          reference.matches(".*C4=\\[1\\], C5=\\[\\d+\\], C6=\\[\\d\\], C7=\\[1\\].*") ? 1 : 0;
      withoutPairing += reference.equals("no valid pairing") ? 1 : 0;
      withSeveralUpfloaters += reference.matches(".*C4=\\[[2-4]\\].*") ? 1 : 0;
    }
    assertThat(disagreements).as("master seed " + master).isEmpty();
    // The rounds must exercise the single-upfloater search, including a counted (C7) upfloater.
    assertThat(withUpfloaters).isGreaterThan(rounds / 2);
    assertThat(withC7Upfloater).isGreaterThan(rounds / 20);
    assertThat(withoutPairing).isLessThan(rounds / 4);
    assertThat(withSeveralUpfloaters).isGreaterThan(rounds / 20);
  }

  /**
   * A round after a few Swiss rounds: scores as sums of 0/1/2 results (odd scoregroups), each unit
   * with a few forbidden opponents (rematches), sometimes a top-scoregroup that has all met, some
   * previous-round floaters; C7 and C8 unless it is the last round.
   */
  static TwoStageRound swissLikeRound(long seed, int minUnits, int maxUnits) {
    SplittableRandom r = new SplittableRandom(seed);
    int n = minUnits + r.nextInt(maxUnits - minUnits + 1);
    int played = 1 + r.nextInt(6);
    double floaters = r.nextDouble() * 0.6;
    List<Unit> units = new ArrayList<>();
    for (int id = 1; id <= n; id++) {
      int score = 0;
      for (int k = 0; k < played; k++) {
        score += 5 * r.nextInt(3);
      }
      units.add(
          new Unit(
              id, score, r.nextDouble() < 0.9, played - r.nextInt(2), r.nextDouble() < floaters));
    }
    Set<List<Integer>> forbidden = new HashSet<>();
    for (int a = 1; a <= n; a++) {
      for (int k = 0; k < played; k++) {
        int b = 1 + r.nextInt(n);
        if (b != a) {
          forbidden.add(List.of(Math.min(a, b), Math.max(a, b)));
        }
      }
    }
    if (r.nextInt(4) == 0) {
      // The top scoregroup (and sometimes the next) have all met: more than one upfloater.
      int top = units.stream().mapToInt(Unit::score).max().orElse(0);
      List<Integer> group = new ArrayList<>();
      for (Unit u : units) {
        if (u.score() >= top - 5 * r.nextInt(2)) {
          group.add(u.id());
        }
      }
      for (int a : group) {
        for (int b : group) {
          if (a < b && r.nextInt(3) > 0) {
            forbidden.add(List.of(a, b));
          }
        }
      }
    }
    boolean last = r.nextInt(4) == 0;
    return new TwoStageRound(
        units,
        (a, b) -> !forbidden.contains(List.of(Math.min(a, b), Math.max(a, b))),
        last ? List.of() : List.of(TwoStagePairerTest.C7),
        last ? List.of() : List.of(TwoStagePairerTest.C8));
  }
}
