package org.swisspair.solver.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class SelfTestStateTest {
  @Test
  void readsBackWhatItWrites() {
    SelfTestState s =
        SelfTestState.start("system=dutch seed=1")
            .with(new SelfTestState.Slice(0, 10, 70, 0, 0, 1, 1234), List.of())
            .with(new SelfTestState.Slice(10, 5, 30, 2, 1, 0, 99), List.of("#12 seed 5: differs"));
    SelfTestState back = SelfTestState.parse(s.text());
    assertThat(back).isEqualTo(s);
    assertThat(back.done()).isEqualTo(15);
    assertThat(back.summary())
        .startsWith(
            "15 tournaments, 100 rounds checked, 2 differ, 1 failed to generate, 1 without");
  }

  @Test
  void ignoresATornLastLineAndRejectsOtherFiles() {
    String text =
        SelfTestState.start("r")
            .with(new SelfTestState.Slice(0, 3, 9, 0, 0, 0, 5), List.of())
            .text();
    assertThat(SelfTestState.parse(text + "slice 3 4 1").done()).isEqualTo(3);
    assertThatThrownBy(() -> SelfTestState.parse("hello\n")).hasMessageContaining("line 1");
    assertThatThrownBy(
            () -> SelfTestState.parse(text.replace("slice 0", "slice x") + "finding f\n"))
        .hasMessageContaining("line 3");
  }
}
