package org.swisspair.solver.generator;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;

/** The generators' points field and rank count the {@code 299} records (TEAM-22). */
class WithStandingsAbnormalPointsTest {
  /** Two rounds of four players; a 299 record gives player 4 two points more in round 2. */
  private static final String FILE =
      """
      012 Abnormal points
      XXR 3
      001    1      Alpha, Ann                        2000                             1.0          2 w 1     3 w 0
      001    2      Beta, Bob                         1900                             0.5          1 b 0     4 w =
      001    3      Gamma, Cy                         1800                             2.0          4 w 1     1 b 1
      001    4      Delta, Di                         1700                             2.5          3 b 0     2 b =
      299           2.0    2    4
      """;

  @Test
  void thePointsFieldAndTheRankCountTheRecords() throws Exception {
    Tournament t = new TrfReader().read("a.trf", FILE);
    Tournament s = TournamentGenerator.withStandings(t, t.scoring());
    assertThat(s.player(4).declaredPoints()).isEqualTo(25);
    assertThat(s.player(3).declaredPoints()).isEqualTo(20);
    // 4 (2.5) ahead of 3 (2.0); without the record 4 (0.5) would be last.
    assertThat(s.player(4).rank()).isEqualTo(1);
    assertThat(s.player(3).rank()).isEqualTo(2);
    assertThat(s.player(2).rank()).isEqualTo(4);
  }
}
