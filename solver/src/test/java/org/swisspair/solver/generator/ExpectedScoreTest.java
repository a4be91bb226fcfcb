package org.swisspair.solver.generator;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ExpectedScoreTest {
  @Test
  void readsTheRatingTableAtHandPickedDifferences() {
    // FIDE Rating Regulations 8.1.2, table 8.1(b): difference -> expected score of the higher.
    assertThat(ExpectedScore.hundredths(2000, 2000)).isEqualTo(50);
    assertThat(ExpectedScore.hundredths(2003, 2000)).isEqualTo(50);
    assertThat(ExpectedScore.hundredths(2004, 2000)).isEqualTo(51);
    assertThat(ExpectedScore.hundredths(2100, 2000)).isEqualTo(64);
    assertThat(ExpectedScore.hundredths(2200, 2000)).isEqualTo(76);
    assertThat(ExpectedScore.hundredths(2300, 2000)).isEqualTo(85);
    assertThat(ExpectedScore.hundredths(2391, 2000)).isEqualTo(91);
    assertThat(ExpectedScore.hundredths(2392, 2000)).isEqualTo(92);
  }

  @Test
  void countsADifferenceOverFourHundredAsFourHundred() {
    assertThat(ExpectedScore.hundredths(2400, 2000)).isEqualTo(92);
    // The table's row 412-432 (0.93) is never reached.
    assertThat(ExpectedScore.hundredths(2420, 2000)).isEqualTo(92);
    assertThat(ExpectedScore.hundredths(2850, 1000)).isEqualTo(92);
    assertThat(ExpectedScore.hundredths(1000, 2850)).isEqualTo(8);
  }

  @Test
  void givesTheLowerRatedTheComplement() {
    for (int d = 0; d <= 900; d++) {
      int higher = ExpectedScore.hundredths(1500 + d, 1500);
      assertThat(higher + ExpectedScore.hundredths(1500, 1500 + d)).as("d=%d", d).isEqualTo(100);
      if (d > 0) {
        assertThat(higher).isGreaterThanOrEqualTo(ExpectedScore.hundredths(1500 + d - 1, 1500));
      }
    }
  }

  @Test
  void playedGamesScoreTheTableOnAverage() {
    // Win and draw chances give White exactly the table's score, whatever the draw share.
    for (int draws : new int[] {0, 30, 100}) {
      for (int d = -500; d <= 500; d += 25) {
        int[] c = TournamentGenerator.chances(draws, 2000 + d, 2000);
        int e = 100 * ExpectedScore.hundredths(2000 + d, 2000);
        assertThat(c[0] + c[1] / 2).as("draws %d d %d", draws, d).isEqualTo(e);
        assertThat(c[0]).isNotNegative();
        assertThat(c[0] + c[1]).isLessThanOrEqualTo(10_000);
      }
    }
    assertThat(TournamentGenerator.chances(30, 2000, 2000)).containsExactly(3500, 3000);
  }
}
