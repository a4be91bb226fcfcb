package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;

class ColourCostsTest {

  @Test
  void countsEachColourCriterionForBothPlayersOfAPair() {
    // Topscorers 1 and 2 both had Black twice: 2 gets Black a third time (colour difference -3).
    RoundState s = Rounds.TOPSCORERS;
    int costs = ColourCosts.of(s.player(1), s.player(2), s.initialColour());

    assertThat(ColourCosts.count(costs, ColourCosts.TOPSCORER_DIFFERENCE)).isEqualTo(1);
    assertThat(ColourCosts.count(costs, ColourCosts.TOPSCORER_STREAK)).isEqualTo(1);
    assertThat(ColourCosts.count(costs, ColourCosts.PREFERENCE)).isEqualTo(1);
    assertThat(ColourCosts.count(costs, ColourCosts.STRONG_PREFERENCE)).isEqualTo(1);
  }

  @Test
  void isZeroWhenBothPreferencesAreGranted() {
    RoundState s = Rounds.TOPSCORERS;

    assertThat(ColourCosts.of(s.player(1), s.player(3), Colour.WHITE)).isZero();
  }

  @Test
  void leavesTopscorerCriteriaToTopscorerPairs() {
    // STRONG is not the final round: 1 and 3 both want Black strongly, one gets White.
    RoundState s = Rounds.STRONG;
    int costs = ColourCosts.of(s.player(1), s.player(3), s.initialColour());

    assertThat(ColourCosts.count(costs, ColourCosts.TOPSCORER_DIFFERENCE)).isZero();
    assertThat(ColourCosts.count(costs, ColourCosts.TOPSCORER_STREAK)).isZero();
    assertThat(ColourCosts.count(costs, ColourCosts.STRONG_PREFERENCE)).isEqualTo(1);
  }
}
