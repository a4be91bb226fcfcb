package org.swisspair.solver.generator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ScoringSystem;
import org.swisspair.solver.testdouble.RankingOrderTestPairing;

class SelfTestTest {
  private static final GeneratorOptions TEMPLATE =
      new GeneratorOptions(
          8, 5, 0, 0.05, 0.05, 0.02, 0.02, 1, false, ScoringSystem.STANDARD, Colour.NONE, 0.1);

  @Test
  void givesTheSameReportWhateverTheThreadCount() {
    SelfTest test = new SelfTest(RankingOrderTestPairing::new, TEMPLATE, 8, 14);
    List<int[]> progress = new ArrayList<>();

    SelfTest.Report one = test.run(6, 99, 1, (d, t) -> progress.add(new int[] {d, t}));
    SelfTest.Report two = test.run(6, 99, 2, null);

    assertThat(two).isEqualTo(one);
    assertThat(one.cases()).extracting(SelfTest.Case::index).containsExactly(0, 1, 2, 3, 4, 5);
    assertThat(one.summary()).startsWith("6 tournaments, ").contains(" 0 differ");
    assertThat(progress).hasSize(6);
    assertThat(progress.get(5)).containsExactly(6, 6);
  }
}
