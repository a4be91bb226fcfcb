package org.swisspair.solver.lim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.solver.avoidance.AvoidanceGroups;
import org.swisspair.solver.avoidance.SoftAvoidance;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.pairing.AvoidingSystem;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;

/**
 * Soft avoidance (issue 34, not FIDE) is refused by the Lim system (ARB-13): C.04.4.3 ranks no two
 * pairings equal, it confirms the proposed pairing of 2.4 unless a rematch or a colour calls for an
 * exchange (2.5), so there is no choice below its rules for a wish to make.
 */
class LimSoftAvoidanceTest {
  private static final AvoidanceGroups CLUB = AvoidanceGroups.of(Map.of("club", Set.of(1, 3)));

  @Test
  void limIsNotAnAvoidingSystem() {
    PairingSystem lim = PairingSystems.byName("lim").orElseThrow();
    assertThat(lim).isInstanceOf(LimPairingSystem.class).isNotInstanceOf(AvoidingSystem.class);
    assertThat(SoftAvoidance.systems()).doesNotContain("lim").contains("dutch", "burstein");
  }

  @Test
  void groupsAreRefusedNamingLimAndTheSystemsThatHaveIt() {
    PairingSystem lim = new LimPairingSystem();
    assertThatThrownBy(() -> SoftAvoidance.system(lim, CLUB))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("soft avoidance is not available in the lim system")
        .hasMessageContaining(
            "hint: it is available in " + String.join(", ", SoftAvoidance.systems()));
  }

  @Test
  void noGroupLeavesLimItself() {
    PairingSystem lim = new LimPairingSystem();
    assertThat(SoftAvoidance.system(lim, AvoidanceGroups.none())).isSameAs(lim);
  }

  @Test
  void theTextConfirmsACompatibleProposedPairingWhereDutchHasAnEqualThatAvoids() throws Exception {
    // Round 2 of 5: 1, 2, 3, 4 won (1 and 2 with White, due Black; 3 and 4 with Black, due White).
    // Lim 2.4 proposes 1-3 2-4: compatible and every player given his due colour, so confirmed
    // (2.5 allows an exchange only for a rematch or colours). 1-4 2-3 is as compatible and as
    // well coloured, but no article of Lim ranks it equal: sparing the avoided pair 1-3 would need
    // an exchange the text does not make. Dutch ranks both equal on C1-C21 and its Article 4 order
    // only breaks the tie (3.8.1), so ARB-10's avoidance chooses 1-4 2-3 there.
    LimFields f = new LimFields(8);
    f.wins(1, 1, 5).wins(1, 2, 6).game(1, 7, 3, "0-1").game(1, 8, 4, "0-1");
    RoundState s = f.next(5);
    assertThat(List.of(1, 2, 3, 4).stream().map(i -> LimColours.due(s.player(i))))
        .containsExactly(Colour.BLACK, Colour.BLACK, Colour.WHITE, Colour.WHITE);

    List<Pair> lim = new LimPairingSystem().pair(s, false).boards();
    assertThat(pairs(lim)).contains("1-3", "2-4");
    assertThat(lim).contains(new Pair(3, 1), new Pair(4, 2));

    PairingSystem dutch = new DutchPairingSystem();
    assertThat(pairs(dutch.pair(s, false).boards())).contains("1-3", "2-4");
    assertThat(pairs(SoftAvoidance.pair(dutch, s, CLUB).boards()))
        .contains("1-4", "2-3")
        .doesNotContain("1-3");
  }

  /** Each board as lower-higher pairing numbers. */
  private static List<String> pairs(List<Pair> boards) {
    return boards.stream()
        .map(p -> Math.min(p.white(), p.black()) + "-" + Math.max(p.white(), p.black()))
        .toList();
  }
}
