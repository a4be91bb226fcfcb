package org.swisspair.solver.tiebreak;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Exact tie-break values: printing and comparing across scales. */
class TieBreakValueTest {
  @Test
  void printsExactlyItsDecimals() {
    assertThat(TieBreakValue.tenths(85).toString()).isEqualTo("8.5");
    assertThat(TieBreakValue.tenths(10).toString()).isEqualTo("1.0");
    assertThat(new TieBreakValue(425, 2).toString()).isEqualTo("4.25");
    assertThat(new TieBreakValue(5, 2).toString()).isEqualTo("0.05");
    assertThat(new TieBreakValue(-5, 1).toString()).isEqualTo("-0.5");
    assertThat(TieBreakValue.of(1845).toString()).isEqualTo("1845");
    assertThat(TieBreakValue.NONE.toString()).isEqualTo("-");
  }

  @Test
  void comparesAcrossScalesWithNoneLowest() {
    assertThat(TieBreakValue.tenths(15).compareTo(new TieBreakValue(150, 2))).isZero();
    assertThat(TieBreakValue.tenths(15).compareTo(new TieBreakValue(151, 2))).isNegative();
    assertThat(TieBreakValue.NONE.compareTo(TieBreakValue.of(-800))).isNegative();
    assertThat(TieBreakValue.NONE.compareTo(TieBreakValue.NONE)).isZero();
  }
}
