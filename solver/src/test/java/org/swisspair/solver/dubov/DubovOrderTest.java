package org.swisspair.solver.dubov;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DubovOrderTest {
  private static String letters(int[] positions) {
    StringBuilder sb = new StringBuilder();
    for (int p : positions) {
      sb.append((char) ('A' + p));
    }
    return sb.toString();
  }

  private static List<String> list(String letters) {
    List<String> out = new ArrayList<>();
    for (char c : letters.toCharArray()) {
      out.add(String.valueOf(c));
    }
    return out;
  }

  @Test
  void sevenShiftersAreNumberedFromTheMiddleAsTheExampleOf433() {
    assertThat(letters(DubovOrder.middleOut(7))).isEqualTo("DCEBFAG");
    assertThat(String.join("", DubovProceduralPairer.fromTheMiddle(list("ABCDEFG"))))
        .isEqualTo("DCEBFAG");
  }

  @Test
  void sixShiftersStartWithTheHigherOfTheTwoMiddlePlayers() {
    assertThat(letters(DubovOrder.middleOut(6))).isEqualTo("CDBEAF");
    assertThat(String.join("", DubovProceduralPairer.fromTheMiddle(list("ABCDEF"))))
        .isEqualTo("CDBEAF");
  }

  @Test
  void bothNumberingsAgreeOnEveryLength() {
    for (int n = 0; n <= 40; n++) {
      List<Integer> sorted = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        sorted.add(i);
      }
      List<Integer> literal = DubovProceduralPairer.fromTheMiddle(sorted);
      int[] closed = DubovOrder.middleOut(n);
      for (int k = 0; k < n; k++) {
        assertThat(closed[k]).as("n %d, #%d", n, k + 1).isEqualTo(literal.get(k));
      }
    }
  }

  @Test
  void setsAreOrderedByTheirSmallestDifferingSequenceNumberAsIn413() {
    int p = 9;
    // {#1,#2} before {#1,#3}; {#1,#P} before {#2,#3}.
    assertThat(DubovOrder.compareSets(new int[] {1, 2}, new int[] {1, 3})).isNegative();
    assertThat(DubovOrder.compareSets(new int[] {1, p}, new int[] {2, 3})).isNegative();
    assertThat(DubovOrder.compareSets(new int[] {3, 2}, new int[] {2, 3})).isZero();
    assertThat(DubovOrder.compareSets(new int[] {2, 4}, new int[] {1, p})).isPositive();
  }
}
