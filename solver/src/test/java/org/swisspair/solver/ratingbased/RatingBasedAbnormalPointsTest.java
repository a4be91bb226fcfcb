package org.swisspair.solver.ratingbased;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;

/**
 * The floats of the pairing cards (A.4, A.5; RTG-4) on the scores with the {@code 299} records
 * (TEAM-22), as the round state scores the players.
 */
class RatingBasedAbnormalPointsTest {
  /**
   * Round 1: 1-2 1-0, 3-4 1-0; a 299 record gives 3 one point more in round 1. Round 2: 1 (1.0)
   * against 3 (2.0 with the record, 1.0 without), 2 against 4.
   */
  private static final String FILE =
      """
      012 Abnormal points
      XXR 3
      001    1      Alpha, Ann                        2000                             1.0          2 w 1     3 w 0
      001    2      Beta, Bob                         1900                             0.5          1 b 0     4 w =
      001    3      Gamma, Cy                         1800                             3.0          4 w 1     1 b 1
      001    4      Delta, Di                         1700                             0.5          3 b 0     2 b =
      299           1.0    1    3
      """;

  @Test
  void aRecordsPointsMakeTheNextRoundsPairAFloat() throws Exception {
    Tournament t = new TrfReader().read("a.trf", FILE);
    RoundData d = new RoundData(new RoundState(t, 3));
    assertThat(d.player(3).score()).isEqualTo(30);
    assertThat(d.floatBefore(1, 1)).isEqualTo(FloatDirection.UP);
    assertThat(d.floatBefore(3, 1)).isEqualTo(FloatDirection.DOWN);
    assertThat(d.floatBefore(2, 1)).isEqualTo(FloatDirection.NONE);
    assertThat(d.floatBefore(4, 1)).isEqualTo(FloatDirection.NONE);
  }
}
