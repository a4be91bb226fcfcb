package org.swisspair.solver.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RoundCountsTest {
  private static final List<Integer> HUNDRED = IntStream.rangeClosed(1, 100).boxed().toList();

  @Test
  void readsCountsRatesAndRoundsAndWritesThemBack() {
    assertThat(RoundCounts.parse("2")).isEqualTo(RoundCounts.fixed(2));
    assertThat(RoundCounts.parse("5%")).isEqualTo(RoundCounts.rate(500));
    assertThat(RoundCounts.parse("2.25%")).isEqualTo(RoundCounts.rate(225));
    RoundCounts rounds = RoundCounts.parse("5:1, 3:2,4:10%");
    assertThat(rounds.in(3)).isEqualTo(RoundCounts.fixed(2));
    assertThat(rounds.in(4)).isEqualTo(RoundCounts.rate(1000));
    assertThat(rounds.in(1)).isEqualTo(RoundCounts.NONE);
    for (String s : List.of("0", "2", "5%", "0.01%", "100%", "3:2,5:1", "2:1,4:12.5%")) {
      assertThat(RoundCounts.parse(s).text()).isEqualTo(s);
    }
    assertThat(rounds.text()).isEqualTo("3:2,4:10%,5:1");
    assertThat(RoundCounts.share(0.05)).isEqualTo(RoundCounts.rate(500));
  }

  @Test
  void rejectsMalformedTextNamingThePart() {
    assertThatThrownBy(() -> RoundCounts.parse("-1")).hasMessageContaining("'-1'");
    assertThatThrownBy(() -> RoundCounts.parse("101%")).hasMessageContaining("0..100%");
    assertThatThrownBy(() -> RoundCounts.parse("1.234%")).hasMessageContaining("two decimals");
    assertThatThrownBy(() -> RoundCounts.parse("x:2")).hasMessageContaining("round is not");
    assertThatThrownBy(() -> RoundCounts.parse("0:2")).hasMessageContaining("start at 1");
    assertThatThrownBy(() -> RoundCounts.parse("3:1,3:2")).hasMessageContaining("twice");
    assertThatThrownBy(() -> RoundCounts.parse("two")).hasMessageContaining("'two'");
  }

  @Test
  void picksExactlyTheCountOfDistinctCandidates() {
    SplittableRandom rnd = new SplittableRandom(4);
    for (int k : new int[] {0, 1, 7, 100}) {
      List<Integer> picked = RoundCounts.fixed(k).pick(1, HUNDRED, rnd);
      assertThat(picked).hasSize(k).doesNotHaveDuplicates().isSubsetOf(HUNDRED);
    }
    assertThat(RoundCounts.fixed(5).pick(1, List.of(3, 9), rnd)).containsExactlyInAnyOrder(3, 9);
  }

  @Test
  void picksOnlyInTheNamedRounds() {
    RoundCounts c = RoundCounts.parse("2:3");
    SplittableRandom rnd = new SplittableRandom(5);
    assertThat(c.pick(1, HUNDRED, rnd)).isEmpty();
    assertThat(c.pick(2, HUNDRED, rnd)).hasSize(3);
    assertThat(c.pick(3, HUNDRED, rnd)).isEmpty();
  }

  @Test
  void aRatePicksAboutItsShare() {
    long seed = 6;
    SplittableRandom rnd = new SplittableRandom(seed);
    int total = 0;
    for (int i = 0; i < 100; i++) {
      total += RoundCounts.rate(1000).pick(1, HUNDRED, rnd).size();
    }
    // 10% of 10,000 draws: 1,000 expected, sd 30.
    assertThat(total).as("seed %d", seed).isBetween(850, 1150);
  }
}
