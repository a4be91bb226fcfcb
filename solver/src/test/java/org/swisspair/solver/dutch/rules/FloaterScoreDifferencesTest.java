package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.dutch.rules.CriterionProbe.value;
import static org.swisspair.solver.dutch.rules.CriterionProbe.weight;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Pair;

class FloaterScoreDifferencesTest {
  // Bracket 1.0: MDP 1 (2.0, downfloated) meets 3, meets 2 (upfloated), or floats on to 7.
  private static final List<Pair> MEETS_THREE =
      List.of(new Pair(1, 3), new Pair(2, 4), new Pair(5, 6), new Pair(7, 0));
  private static final List<Pair> MEETS_TWO =
      List.of(new Pair(1, 2), new Pair(3, 5), new Pair(4, 6), new Pair(7, 0));
  private static final List<Pair> FLOATS_ON =
      List.of(new Pair(2, 4), new Pair(3, 5), new Pair(1, 7), new Pair(6, 0));

  @Test
  void c18PrefersToPairAnMdpWhoDownfloatedTheRoundBeforeThanToLeaveItInTheLimbo() {
    // DUT-6: the MDP who floats on counts, the one paired here does not.
    assertRanks(
        FloaterScoreDifferences.mdpsDownfloatedPreviousRound(),
        Rounds.FLOATS,
        MEETS_THREE,
        FLOATS_ON);
  }

  @Test
  void c19PrefersAnMdpOpponentWhoDidNotUpfloatTheRoundBefore() {
    assertRanks(
        FloaterScoreDifferences.opponentsUpfloatedPreviousRound(),
        Rounds.FLOATS,
        MEETS_THREE,
        MEETS_TWO);
  }

  @Test
  void c20PrefersToPairAnMdpWhoDownfloatedTwoRoundsBeforeThanToLeaveItInTheLimbo() {
    assertRanks(
        FloaterScoreDifferences.mdpsDownfloatedTwoRoundsBefore(),
        Rounds.FLOATS_TWO_ROUNDS_BEFORE,
        MEETS_THREE,
        FLOATS_ON);
  }

  @Test
  void c18IgnoresAnMdpWithoutThatDownfloat() {
    // Two rounds before is not the previous round: C18 sees no downfloat of MDP 1 there.
    FloaterScoreDifferences c18 = FloaterScoreDifferences.mdpsDownfloatedPreviousRound();

    assertThat(value(c18, Rounds.FLOATS_TWO_ROUNDS_BEFORE, FLOATS_ON, 1)).isEmpty();
  }

  @Test
  void c21PrefersAnMdpOpponentWhoDidNotUpfloatTwoRoundsBefore() {
    assertRanks(
        FloaterScoreDifferences.opponentsUpfloatedTwoRoundsBefore(),
        Rounds.FLOATS_TWO_ROUNDS_BEFORE,
        MEETS_THREE,
        MEETS_TWO);
  }

  @Test
  void givesTheScoreDifferencesInPoints() {
    FloaterScoreDifferences c18 = FloaterScoreDifferences.mdpsDownfloatedPreviousRound();

    assertThat(c18.format(value(c18, Rounds.FLOATS, FLOATS_ON, 1))).isEqualTo("1.0");
  }

  private static void assertRanks(
      FloaterScoreDifferences c, RoundState s, List<Pair> better, List<Pair> worse) {
    // The MDP's 2.0 against a resident's 1.0.
    assertThat(value(c, s, better, 1)).isEmpty();
    assertThat(value(c, s, worse, 1)).containsExactly(10L);
    assertThat(weight(c, s, better, 1)).isGreaterThan(weight(c, s, worse, 1));
  }
}
