package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.output.RoundView;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The {@code 299} records (TEAM-22) in the scores that the pairing list and the research metrics
 * show, as in the standings ({@link StandingsAbnormalPointsTest}'s file: player 3 gets one point
 * more in round 1).
 */
class AbnormalPointsViewsTest {
  @Test
  void theMetricsScoresBeforeEachRoundAddTheRecord() throws Exception {
    Tournament t = new TrfReader().read("a.trf", StandingsAbnormalPointsTest.FILE);
    int[][] before = TournamentMetrics.scoresBefore(t, 2);
    assertThat(before[2][3]).isEqualTo(20);
    assertThat(before[3][3]).isEqualTo(30);
    assertThat(before[3][1]).isEqualTo(10);
  }

  @Test
  void thePairingListShowsTheScoreWithTheRecord() throws Exception {
    Tournament t = new TrfReader().read("a.trf", StandingsAbnormalPointsTest.FILE);
    DutchPairingSystem dutch = new DutchPairingSystem();
    RoundPairing pairing = dutch.pair(new RoundState(t, 3), false);
    RoundView view = RoundView.of(t, pairing, dutch, List.of());
    assertThat(view.entrant(3).points()).isEqualTo(30);
    assertThat(view.entrant(1).points()).isEqualTo(10);
  }
}
