package org.swisspair.solver.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ScoringSystem;

class GeneratorOptionsTest {
  @Test
  void parsesThreeOneZeroScoring() {
    ScoringSystem s = GeneratorOptions.parseScoring("W=3,D=1,L=0");

    assertThat(s.win()).isEqualTo(30);
    assertThat(s.drawWhite()).isEqualTo(10);
    assertThat(s.pab()).isEqualTo(30);
    assertThat(GeneratorOptions.parseScoring("W=1, D=0.5, L=0")).isEqualTo(ScoringSystem.STANDARD);
  }

  @Test
  void rejectsMalformedScoringWithTheOffendingPart() {
    assertThatThrownBy(() -> GeneratorOptions.parseScoring("W=3,D=1"))
        .hasMessageContaining("lacks L");
    assertThatThrownBy(() -> GeneratorOptions.parseScoring("W=3,X=1,L=0"))
        .hasMessageContaining("'X'");
    assertThatThrownBy(() -> GeneratorOptions.parseScoring("W=a,D=1,L=0"))
        .hasMessageContaining("W");
  }

  @Test
  void namesTheInvalidOptionAndValue() {
    assertThatThrownBy(() -> GeneratorOptions.defaults(1, 1, 0))
        .hasMessageContaining("players")
        .hasMessageContaining("1");
    assertThatThrownBy(() -> GeneratorOptions.defaults(8, 9, 0))
        .hasMessageContaining("rounds")
        .hasMessageContaining("9");
    assertThatThrownBy(
            () ->
                new GeneratorOptions(
                    8, 5, 0, 1.5, 0, 0, 0, 0, false, ScoringSystem.STANDARD, Colour.NONE, 0))
        .hasMessageContaining("forfeitRate")
        .hasMessageContaining("1.5");
    assertThatThrownBy(
            () ->
                new GeneratorOptions(
                    8, 5, 0, 0, 0, 0, 0, 7, false, ScoringSystem.STANDARD, Colour.NONE, 0))
        .hasMessageContaining("lateEntries");
    assertThatThrownBy(
            () ->
                new GeneratorOptions(
                    8,
                    5,
                    0,
                    0,
                    0,
                    0,
                    0,
                    0,
                    true,
                    GeneratorOptions.parseScoring("W=3,D=1,L=0"),
                    Colour.NONE,
                    0))
        .hasMessageContaining("baku")
        .hasMessageContaining("C.04.7");
  }
}
