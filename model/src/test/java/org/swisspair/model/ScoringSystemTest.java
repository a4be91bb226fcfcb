package org.swisspair.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Points per round (C.04.1 3, C.04.2 3.3, Dutch 1.4.3 and 1.8). */
class ScoringSystemTest {

  private static int points(ScoringSystem s, Colour c, ResultCode r) {
    return s.points(new RoundEntry(c == Colour.NONE ? 0 : 1, c, r));
  }

  @Test
  void standardScoringGivesOneHalfZero() {
    ScoringSystem s = ScoringSystem.STANDARD;
    assertThat(s.isStandard()).isTrue();
    assertThat(points(s, Colour.WHITE, ResultCode.WIN)).isEqualTo(10);
    assertThat(points(s, Colour.BLACK, ResultCode.DRAW)).isEqualTo(5);
    assertThat(points(s, Colour.WHITE, ResultCode.LOSS)).isZero();
    assertThat(points(s, Colour.BLACK, ResultCode.UNRATED_WIN)).isEqualTo(10);
    assertThat(points(s, Colour.WHITE, ResultCode.FORFEIT_WIN)).isEqualTo(10);
    assertThat(points(s, Colour.WHITE, ResultCode.FORFEIT_LOSS)).isZero();
  }

  @Test
  void byesAndAbsencesFollowTheirKind() {
    // C.04.1 3: a PAB is worth a win; C.04.2 3.3: an announced absence scores zero.
    ScoringSystem s = ScoringSystem.STANDARD;
    assertThat(points(s, Colour.NONE, ResultCode.PAIRING_BYE)).isEqualTo(10);
    assertThat(points(s, Colour.NONE, ResultCode.FULL_BYE)).isEqualTo(10);
    assertThat(points(s, Colour.NONE, ResultCode.HALF_BYE)).isEqualTo(5);
    assertThat(points(s, Colour.NONE, ResultCode.ZERO_BYE)).isZero();
    assertThat(s.points(RoundEntry.EMPTY)).isZero();
  }

  @Test
  void threeOneZeroScoringHasAWinOfThree() {
    ScoringSystem s = ScoringSystem.of(30, 10, 0);
    assertThat(s.isStandard()).isFalse();
    assertThat(s.win()).isEqualTo(30);
    assertThat(s.loss()).isZero();
    assertThat(points(s, Colour.NONE, ResultCode.PAIRING_BYE)).isEqualTo(30);
    assertThat(points(s, Colour.NONE, ResultCode.HALF_BYE)).isEqualTo(10);
  }

  @Test
  void colourDependentScoringUsesTheBestWinAndTheWorstLoss() {
    // The win bounds C2 and the topscorer bar; the loss bounds the downfloat of Dutch 1.4.3.
    ScoringSystem s = new ScoringSystem(10, 15, 5, 7, 0, 1, 10, 0, 10, 5, 0, 10);
    assertThat(points(s, Colour.BLACK, ResultCode.WIN)).isEqualTo(15);
    assertThat(points(s, Colour.WHITE, ResultCode.WIN)).isEqualTo(10);
    assertThat(points(s, Colour.BLACK, ResultCode.DRAW)).isEqualTo(7);
    assertThat(points(s, Colour.BLACK, ResultCode.LOSS)).isEqualTo(1);
    assertThat(s.win()).isEqualTo(15);
    assertThat(s.loss()).isZero();
  }
}
