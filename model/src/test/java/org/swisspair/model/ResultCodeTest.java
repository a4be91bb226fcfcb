package org.swisspair.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.model.ResultCode.DRAW;
import static org.swisspair.model.ResultCode.FORFEIT_LOSS;
import static org.swisspair.model.ResultCode.LOSS;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultCodeTest {

  /** Every ordered pair of codes whose second answers the first, as "a/b". */
  private static List<String> answering() {
    List<String> out = new ArrayList<>();
    for (ResultCode a : ResultCode.values()) {
      for (ResultCode b : ResultCode.values()) {
        if (a.answeredBy(b)) {
          out.add(a.code() + "/" + b.code());
        }
      }
    }
    return out;
  }

  @Test
  void aGameIsAnsweredByItsResultADoubleForfeitOrAnUnusualResult() {
    assertThat(answering())
        .containsExactlyInAnyOrder(
            "1/0",
            "0/1",
            "=/=",
            "W/L",
            "L/W",
            "D/D",
            "+/-",
            "-/+",
            "-/-",
            // GEN-4: 1/2-0, 0-1/2, 0-0, rated and in a game of less than one move.
            "=/0",
            "0/=",
            "0/0",
            "D/L",
            "L/D",
            "L/L");
  }

  @Test
  void answeringIsSymmetric() {
    for (ResultCode a : ResultCode.values()) {
      for (ResultCode b : ResultCode.values()) {
        assertThat(a.answeredBy(b)).as(a + " / " + b).isEqualTo(b.answeredBy(a));
      }
    }
  }

  @Test
  void aDoubleForfeitIsPairedButNotPlayed() {
    // C.04.2 3.5: the players may meet again.
    assertThat(FORFEIT_LOSS.answeredBy(FORFEIT_LOSS)).isTrue();
    assertThat(FORFEIT_LOSS.paired()).isTrue();
    assertThat(FORFEIT_LOSS.played()).isFalse();
  }

  @Test
  void eachSideOfAnUnusualResultScoresItsOwnPoints() {
    ScoringSystem s = ScoringSystem.of(30, 10, 0);
    RoundEntry half = new RoundEntry(2, Colour.WHITE, DRAW);
    RoundEntry zero = new RoundEntry(1, Colour.BLACK, LOSS);
    assertThat(s.points(half)).isEqualTo(10);
    assertThat(s.points(zero)).isZero();
    assertThat(half.played()).isTrue();
    assertThat(zero.played()).isTrue();
    RoundEntry forfeited = new RoundEntry(1, Colour.WHITE, FORFEIT_LOSS);
    assertThat(s.points(forfeited)).isZero();
    assertThat(forfeited.paired()).isTrue();
    assertThat(forfeited.played()).isFalse();
  }
}
