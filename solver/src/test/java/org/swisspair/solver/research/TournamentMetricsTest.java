package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Tournament;

/** The metric formulas on cases worked out by hand. */
class TournamentMetricsTest {
  private static final Colour W = Colour.WHITE;
  private static final Colour B = Colour.BLACK;

  private static int[] pos(int... order) {
    return TournamentMetrics.positions(order);
  }

  @Test
  void kendallTauCountsConcordantMinusDiscordantPairs() {
    assertThat(TournamentMetrics.kendallTau(pos(1, 2, 3, 4), pos(1, 2, 3, 4))).isEqualTo(1);
    assertThat(TournamentMetrics.kendallTau(pos(4, 3, 2, 1), pos(1, 2, 3, 4))).isEqualTo(-1);
    // One swapped neighbour pair of six: (5 - 1) / 6.
    assertThat(TournamentMetrics.kendallTau(pos(1, 3, 2, 4), pos(1, 2, 3, 4)))
        .isCloseTo(4 / 6.0, within(1e-12));
    // 2 1 4 3 against 1 2 3 4: two discordant pairs of six.
    assertThat(TournamentMetrics.kendallTau(pos(2, 1, 4, 3), pos(1, 2, 3, 4)))
        .isCloseTo(2 / 6.0, within(1e-12));
  }

  @Test
  void spearmanUsesTheSquaredRankDifferences() {
    // d = 0, 1, -1, 0: 1 - 6 * 2 / (4 * 15).
    assertThat(TournamentMetrics.spearman(pos(1, 3, 2, 4), pos(1, 2, 3, 4)))
        .isCloseTo(0.8, within(1e-12));
    assertThat(TournamentMetrics.spearman(pos(4, 3, 2, 1), pos(1, 2, 3, 4)))
        .isCloseTo(-1, within(1e-12));
  }

  @Test
  void topKAccuracyIsTheShareOfTheTrueTopKFound() {
    int[] truth = {1, 2, 3, 4};
    assertThat(TournamentMetrics.topKAccuracy(new int[] {2, 1, 4, 3}, truth, 2)).isEqualTo(1);
    assertThat(TournamentMetrics.topKAccuracy(new int[] {2, 1, 4, 3}, truth, 3))
        .isCloseTo(2 / 3.0, within(1e-12));
    assertThat(TournamentMetrics.topKAccuracy(new int[] {3, 4, 1, 2}, truth, 2)).isZero();
  }

  @Test
  void threeInARowNeedsThreeConsecutivePlayedGamesOfOneColour() {
    assertThat(TournamentMetrics.hasThreeInARow(List.of(W, B, B, B))).isTrue();
    assertThat(TournamentMetrics.hasThreeInARow(List.of(W, B, W, W, B, B))).isFalse();
    assertThat(TournamentMetrics.colourDifference(List.of(W, B, W, W))).isEqualTo(2);
  }

  @Test
  void everyMetricOfTheFivePlayerExample() {
    Tournament t = HandTournament.fivePlayers();
    Field f =
        new Field(
            new int[] {2000, 1900, 1800, 1700, 1600}, new double[] {2050, 1900, 1800, 1650, 1600});
    Simulator.Played played =
        new Simulator.Played(t, new long[] {2_000_000, 5_000_000, 1_000_000}, null);
    int[] ranking = Standings.compute(t, 3, TieBreak.DEFAULT_ORDER).ranking(new double[6]);
    assertThat(ranking).containsExactly(1, 5, 2, 3, 4);
    double[] v = TournamentMetrics.measure(played, f, ranking, 2);
    // Positions 1 5 2 3 4 against 1 2 3 4 5: 5 is discordant with 2, 3 and 4: (7 - 3) / 10.
    assertThat(v[Metric.KENDALL_TAU.ordinal()]).isCloseTo(0.4, within(1e-12));
    // d = 0, -1, -1, -1, 3: 1 - 6 * 12 / (5 * 24).
    assertThat(v[Metric.SPEARMAN.ordinal()]).isCloseTo(0.4, within(1e-12));
    assertThat(v[Metric.STRONGEST_WINS.ordinal()]).isEqualTo(1);
    // Final top 2 {1, 5}, true top 2 {1, 2}.
    assertThat(v[Metric.TOP_K.ordinal()]).isEqualTo(0.5);
    // Played colours: 1 WBW +1, 2 WBB -1, 3 W +1, 4 BW 0, 5 B -1 (the forfeit is not played).
    assertThat(v[Metric.COLOUR_DIFF_0.ordinal()]).isCloseTo(0.2, within(1e-12));
    assertThat(v[Metric.COLOUR_DIFF_1.ordinal()]).isCloseTo(0.8, within(1e-12));
    assertThat(v[Metric.COLOUR_DIFF_2.ordinal()]).isZero();
    assertThat(v[Metric.COLOUR_DIFF_3PLUS.ordinal()]).isZero();
    assertThat(v[Metric.SAME_COLOUR_THREE.ordinal()]).isZero();
    // Top 2 by strength are 1 (2 White of 3) and 2 (1 of 3).
    assertThat(v[Metric.TOP_WHITE_SHARE.ordinal()]).isCloseTo(0.5, within(1e-12));
    // Six pairings; score differences 0 0 | 0 0.5 | 0 0.5 (the forfeit 5-3 included).
    assertThat(v[Metric.PAIR_SCORE_DIFF.ordinal()]).isCloseTo(1 / 6.0, within(1e-12));
    // Floats: 3 PAB, 4 PAB, 4-2 in round 2, 5-3 in round 3: 0 1 2 2 1.
    assertThat(v[Metric.FLOATS_PER_PLAYER.ordinal()]).isCloseTo(1.2, within(1e-12));
    assertThat(v[Metric.MAX_FLOATS.ordinal()]).isEqualTo(2);
    // Only score group with two players: 2 (average 1766.67) and 3 (2000): sqrt(2) * 116.67.
    assertThat(v[Metric.ARO_SPREAD.ordinal()]).isCloseTo(Math.sqrt(2) * 350 / 3.0, within(1e-9));
    assertThat(v[Metric.PAIRING_MS.ordinal()]).isCloseTo(8, within(1e-9));
    assertThat(v[Metric.MAX_ROUND_MS.ordinal()]).isCloseTo(5, within(1e-9));
  }
}
