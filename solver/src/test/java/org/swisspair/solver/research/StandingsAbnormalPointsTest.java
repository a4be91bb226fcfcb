package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;

/** The {@code 299} records (abnormal points, TEAM-22) in the standings' score. */
class StandingsAbnormalPointsTest {
  /** Two rounds of four players; a 299 record gives player 3 one point more in round 1. */
  static final String FILE =
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
  void theRecordsPointsCountInTheScoreAndInTheOpponentsBuchholz() throws Exception {
    Tournament t = new TrfReader().read("a.trf", FILE);
    Standings s = Standings.compute(t, 2, List.of(TieBreak.BH));
    // 1 + 1 + the record's 1.0; without it 2.0.
    assertThat(s.points(3)).isEqualTo(30);
    assertThat(s.points(1)).isEqualTo(10);
    // Player 1 met 2 (0.5) and 3 (3.0).
    assertThat(s.value(TieBreak.BH, 1)).isEqualTo(35);
    // After round 1 only the record's round counts: 1 + 1.0.
    assertThat(Standings.compute(t, 1, List.of()).points(3)).isEqualTo(20);
  }
}
