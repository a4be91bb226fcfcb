package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class GameModelTest {
  private static final GameModel M = GameModel.MILVANG;

  private static void anchor(int w, int b, double white, double draw, double black) {
    GameModel.Outcome o = M.outcome(w, b);
    // The anchors are published to four decimals: agree to within half a unit of the last one.
    assertThat(o.white()).as("White wins %d-%d", w, b).isCloseTo(white, within(0.00005));
    assertThat(o.draw()).as("draw %d-%d", w, b).isCloseTo(draw, within(0.00005));
    assertThat(o.black()).as("Black wins %d-%d", w, b).isCloseTo(black, within(0.00005));
  }

  @Test
  void equalPlayersAt2000MatchTheAnchor() {
    anchor(2000, 2000, .3549, .3628, .2822);
  }

  @Test
  void equalPlayersAt2600DrawMoreOften() {
    anchor(2600, 2600, .2758, .5447, .1795);
  }

  @Test
  void aStrongerWhiteMatchesTheAnchor() {
    anchor(2200, 2000, .6424, .2644, .0931);
  }

  @Test
  void probabilitiesSumToOneAndWhiteHasTheEdge() {
    for (int w = 400; w <= 2900; w += 100) {
      for (int b = 400; b <= 2900; b += 100) {
        GameModel.Outcome o = M.outcome(w, b);
        assertThat(o.white() + o.draw() + o.black()).isCloseTo(1, within(1e-12));
        assertThat(o.draw()).isGreaterThanOrEqualTo(0);
        if (w + b >= 2 * 1300) {
          // Swapping colours costs the player who gives up White.
          assertThat(o.whiteScore()).isGreaterThan(1 - M.outcome(b, w).whiteScore());
        }
      }
    }
  }

  @Test
  void belowAMeanOfAbout1100TheModelHasNoDrawsLeft() {
    // The two curves cross there; the draw is clamped at zero and the rest renormalised.
    assertThat(M.outcome(1000, 1000).draw()).isZero();
    assertThat(M.outcome(1200, 1200).draw()).isBetween(0.05, 0.08);
  }

  @Test
  void theStrongerPlayerScoresMore() {
    assertThat(M.outcome(2400, 2000).whiteScore())
        .isGreaterThan(M.outcome(2200, 2000).whiteScore());
    assertThat(M.outcome(2000, 2400).whiteScore()).isLessThan(0.5);
  }
}
