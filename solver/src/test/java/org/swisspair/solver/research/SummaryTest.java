package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class SummaryTest {
  @Test
  void theIntervalIsTheMeanPlusMinus196StandardErrors() {
    Summary.Estimate e = Summary.estimate(List.of(1.0, 2.0, 3.0, 4.0, Double.NaN));
    assertThat(e.n()).isEqualTo(4);
    assertThat(e.mean()).isEqualTo(2.5);
    // Sample sd sqrt(5/3); half-width 1.96 * sd / 2.
    assertThat(e.sd()).isCloseTo(Math.sqrt(5 / 3.0), within(1e-12));
    assertThat(e.halfWidth()).isCloseTo(Summary.Z95 * Math.sqrt(5 / 3.0) / 2, within(1e-12));
  }

  @Test
  void theDifferenceToTheFirstSystemIsPairedByTournament() {
    List<Study.Result> rows = new ArrayList<>();
    double[] a = {0.5, 0.7, 0.6};
    double[] b = {0.6, 0.8, 0.7};
    for (int t = 0; t < 3; t++) {
      rows.add(row(t, "dutch", a[t]));
      rows.add(row(t, "burstein", b[t]));
    }
    Summary s = Summary.of(rows);
    assertThat(s.systems()).containsExactly("dutch", "burstein");
    Summary.Line l = s.line("burstein", Metric.KENDALL_TAU);
    assertThat(l.estimate().mean()).isCloseTo(0.7, within(1e-12));
    // Every paired difference is 0.1: no spread, so a zero-width interval.
    assertThat(l.difference().mean()).isCloseTo(0.1, within(1e-12));
    assertThat(l.difference().halfWidth()).isCloseTo(0, within(1e-12));
    assertThat(s.line("dutch", Metric.KENDALL_TAU).difference()).isNull();
  }

  static Study.Result row(long t, String system, double tau) {
    double[] v = new double[Metric.values().length];
    Arrays.fill(v, 1);
    v[Metric.KENDALL_TAU.ordinal()] = tau;
    return new Study.Result(t, 100 + t, system, 10, 5, "ok", v, new double[] {1.5, 2.25});
  }
}
