package org.swisspair.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Buchholz, Sonneborn-Berger (Burstein 1.7) and ARO (Dubov 1.7), worked by hand. Scores are in
 * tenths, so Buchholz is in tenths and Sonneborn-Berger in hundredths.
 */
class SortingValuesTest {

  /** Round 1: 1-2 1-0, 3-4 =; round 2: 1-3 =, 2-4 0-1; round 3: 1-4 1-0 (ignored before 3). */
  private static Games fourPlayersThreeRounds() {
    return Games.of(4)
        .game(1, 1, 2, "1-0")
        .game(1, 3, 4, "=")
        .game(2, 1, 3, "=")
        .game(2, 2, 4, "0-1")
        .game(3, 1, 4, "1-0");
  }

  private static long buchholz(RoundState s, int id) {
    return s.sortingValues(id).buchholz();
  }

  private static long sb(RoundState s, int id) {
    return s.sortingValues(id).sonnebornBerger();
  }

  private static Tournament withRatings(Tournament t, int... ratings) {
    List<Player> ps = new ArrayList<>();
    for (Player p : t.players()) {
      ps.add(
          new Player(
              p.id(),
              p.sex(),
              p.title(),
              p.name(),
              ratings[p.id() - 1],
              p.federation(),
              p.fideId(),
              p.birthDate(),
              p.declaredPoints(),
              p.rank(),
              p.rounds()));
    }
    return t.withPlayers(ps);
  }

  @Test
  void buchholzSumsTheOpponentsCurrentScores() {
    // Burstein 1.7.1.1: scores before round 3 are 1.5, 0, 1, 1.5; the round-3 game is ignored.
    RoundState s = fourPlayersThreeRounds().before(3, 5);
    assertThat(buchholz(s, 1)).isEqualTo(0 + 10); // opponents 2 (0) and 3 (1, not 0 as in round 2)
    assertThat(buchholz(s, 2)).isEqualTo(15 + 15);
    assertThat(buchholz(s, 3)).isEqualTo(15 + 15);
    assertThat(buchholz(s, 4)).isEqualTo(10 + 0);
  }

  @Test
  void sonnebornBergerIsBeatenOpponentsScoresPlusHalfTheDrawnOnes() {
    // Burstein 1.7.1.2 and its note. Before round 4: 1 has 2.5, 2 has 1.5, 3 has 2, 4 has 0.
    RoundState s =
        Games.of(4)
            .game(1, 1, 2, "1-0")
            .game(1, 3, 4, "1-0")
            .game(2, 1, 3, "=")
            .game(2, 2, 4, "1-0")
            .game(3, 4, 1, "0-1")
            .game(3, 2, 3, "=")
            .before(4, 5);
    assertThat(sb(s, 1)).isEqualTo(10 * 15 + 5 * 20 + 10 * 0); // 1.5 + 2/2 + 0 = 2.5
    assertThat(sb(s, 2)).isEqualTo(0 * 25 + 10 * 0 + 5 * 20);
    assertThat(sb(s, 3)).isEqualTo(10 * 0 + 5 * 25 + 5 * 15);
    assertThat(sb(s, 4)).isZero();
    assertThat(buchholz(s, 4)).isEqualTo(20 + 15 + 25);
  }

  @Test
  void pairingAllocatedByeCountsAsAWinAgainstHimself() {
    // Burstein 1.7.2.1: round 1 1-2 1-0, 3 PAB; round 2 3-1 =, 2 PAB. Scores 1.5, 1, 1.5.
    RoundState s =
        Games.of(3)
            .game(1, 1, 2, "1-0")
            .bye(1, 3, ResultCode.PAIRING_BYE)
            .game(2, 3, 1, "=")
            .bye(2, 2, ResultCode.PAIRING_BYE)
            .before(3, 5);
    assertThat(buchholz(s, 3)).isEqualTo(15 + 15);
    assertThat(sb(s, 3)).isEqualTo(10 * 15 + 5 * 15);
    assertThat(buchholz(s, 2)).isEqualTo(15 + 10);
    assertThat(sb(s, 2)).isEqualTo(0 * 15 + 10 * 10);
    assertThat(buchholz(s, 1)).isEqualTo(10 + 15);
    assertThat(sb(s, 1)).isEqualTo(10 * 10 + 5 * 15);
  }

  @Test
  void halfPointByeCountsAsADrawAgainstHimself() {
    // Burstein 1.7.2.1: round 1 1 H, 2-3 1-0; round 2 1-2 0-1, 3 PAB. Scores 0.5, 2, 1.
    RoundState s =
        Games.of(3)
            .bye(1, 1, ResultCode.HALF_BYE)
            .game(1, 2, 3, "1-0")
            .game(2, 1, 2, "0-1")
            .bye(2, 3, ResultCode.PAIRING_BYE)
            .before(3, 5);
    assertThat(buchholz(s, 1)).isEqualTo(5 + 20);
    assertThat(sb(s, 1)).isEqualTo(5 * 5 + 0 * 20);
    assertThat(buchholz(s, 3)).isEqualTo(20 + 10);
    assertThat(sb(s, 3)).isEqualTo(0 * 20 + 10 * 10);
  }

  @Test
  void forfeitCountsAsAGameAgainstHimselfNotAgainstTheNamedOpponent() {
    // Burstein 1.7.2.1: round 1 1-2 +-, 3-4 1-0; round 2 2-4 1-0, 1-3 =. Scores 1.5, 1, 1.5, 0.
    RoundState s =
        Games.of(4)
            .game(1, 1, 2, "+-")
            .game(1, 3, 4, "1-0")
            .game(2, 2, 4, "1-0")
            .game(2, 1, 3, "=")
            .before(3, 5);
    assertThat(buchholz(s, 1)).isEqualTo(15 + 15);
    assertThat(sb(s, 1)).isEqualTo(10 * 15 + 5 * 15);
    assertThat(buchholz(s, 2)).isEqualTo(10 + 0);
    assertThat(sb(s, 2)).isEqualTo(0 * 10 + 10 * 0);
  }

  @Test
  void trailingZeroPointByesCountAsDrawsForTheOpponentsOnly() {
    // Burstein 1.7.2.1 exception: round 1 1-2 =, 3-4 1-0; round 2 1-3 1-0, 2 Z, 4 absent.
    // Scores 1.5, 0.5, 1, 0; the opponents see 2 at 1 and 4 at 0.5.
    RoundState s =
        Games.of(4)
            .game(1, 1, 2, "=")
            .game(1, 3, 4, "1-0")
            .game(2, 1, 3, "1-0")
            .bye(2, 2, ResultCode.ZERO_BYE)
            .before(3, 5);
    assertThat(buchholz(s, 1)).isEqualTo(10 + 10);
    assertThat(sb(s, 1)).isEqualTo(5 * 10 + 10 * 10);
    assertThat(buchholz(s, 3)).isEqualTo(5 + 15);
    assertThat(sb(s, 3)).isEqualTo(10 * 5 + 0 * 15);
    // Their own values use their actual scores, also for the rounds against themselves.
    assertThat(buchholz(s, 2)).isEqualTo(15 + 5);
    assertThat(sb(s, 2)).isEqualTo(5 * 15 + 0 * 5);
    assertThat(buchholz(s, 4)).isEqualTo(10 + 0);
    assertThat(sb(s, 4)).isZero();
  }

  @Test
  void everyZeroPointByeOfTheTrailingRunCountsAsADraw() {
    // Burstein 1.7.2.1 exception: 2 loses to 1 in round 1, then Z in rounds 2 and 3: seen at 1.
    // Round 1 3-4 =; round 2 1-3 =, 4 PAB; round 3 4-1 0-1, 3 PAB. Scores 2.5, 0, 2, 1.5.
    RoundState s =
        Games.of(4)
            .game(1, 1, 2, "1-0")
            .game(1, 3, 4, "=")
            .bye(2, 2, ResultCode.ZERO_BYE)
            .game(2, 1, 3, "=")
            .bye(2, 4, ResultCode.PAIRING_BYE)
            .bye(3, 2, ResultCode.ZERO_BYE)
            .game(3, 4, 1, "0-1")
            .bye(3, 3, ResultCode.PAIRING_BYE)
            .before(4, 5);
    assertThat(buchholz(s, 1)).isEqualTo(10 + 20 + 15);
    assertThat(sb(s, 1)).isEqualTo(10 * 10 + 5 * 20 + 10 * 15);
  }

  @Test
  void zeroPointByeFollowedByAGameOrAForfeitIsNotCounted() {
    // Burstein 1.7.2.1 exception needs the run to reach the current round. Round 1 1-2 =, 3 Z,
    // 4 H; round 2 3-1 0-1, 2-4 =: 3 has played since his Z. Scores 1.5, 1, 0, 1.
    RoundState s =
        Games.of(4)
            .game(1, 1, 2, "=")
            .bye(1, 3, ResultCode.ZERO_BYE)
            .bye(1, 4, ResultCode.HALF_BYE)
            .game(2, 3, 1, "0-1")
            .game(2, 2, 4, "=")
            .before(3, 5);
    assertThat(buchholz(s, 1)).isEqualTo(10 + 0);
    assertThat(sb(s, 1)).isEqualTo(5 * 10 + 10 * 0);

    // A forfeit loss is a paired round: 2 (Z in round 2, forfeit loss in round 3) is seen at 0.
    RoundState f =
        Games.of(4)
            .game(1, 1, 2, "1-0")
            .game(1, 3, 4, "1-0")
            .bye(2, 2, ResultCode.ZERO_BYE)
            .game(2, 1, 3, "=")
            .bye(2, 4, ResultCode.PAIRING_BYE)
            .game(3, 4, 2, "+-")
            .bye(3, 1, ResultCode.HALF_BYE)
            .bye(3, 3, ResultCode.HALF_BYE)
            .before(4, 5);
    // 1 has 2: opponents 2 (0), 3 (2) and himself (2, half-point bye).
    assertThat(buchholz(f, 1)).isEqualTo(0 + 20 + 20);
  }

  @Test
  void virtualPointsAreExcluded() {
    // Burstein 1.7.2.2: the same values as without acceleration.
    RoundState s =
        fourPlayersThreeRounds()
            .acceleration(Map.of(1, List.of(10, 10, 10), 3, List.of(10, 10, 10)))
            .before(3, 5);
    assertThat(s.player(1).pairingScore()).isEqualTo(25);
    assertThat(buchholz(s, 1)).isEqualTo(10);
    assertThat(buchholz(s, 2)).isEqualTo(30);
    assertThat(buchholz(s, 4)).isEqualTo(10);
    assertThat(sb(s, 1)).isEqualTo(50);
    assertThat(sb(s, 3)).isEqualTo(150);
  }

  @Test
  void threeOneZeroScoringUsesItsOwnPoints() {
    // Burstein 1.7.1: scores before round 3 are 4, 0, 2, 4 (3 for a win, 1 for a draw).
    RoundState s = fourPlayersThreeRounds().scoring(ScoringSystem.of(30, 10, 0)).before(3, 5);
    assertThat(buchholz(s, 1)).isEqualTo(0 + 20);
    assertThat(buchholz(s, 3)).isEqualTo(40 + 40);
    assertThat(sb(s, 1)).isEqualTo(30 * 0 + 10 * 20);
    assertThat(sb(s, 3)).isEqualTo(10 * 40 + 10 * 40);
    assertThat(sb(s, 4)).isEqualTo(10 * 20 + 30 * 0);
  }

  @Test
  void threeOneZeroZeroPointByeCountsAsItsDraw() {
    // Burstein 1.7.2.1 exception with 3/1/0: 2 (1 point, Z in round 2) is seen at 2 by 1.
    RoundState s =
        Games.of(4)
            .scoring(ScoringSystem.of(30, 10, 0))
            .game(1, 1, 2, "=")
            .game(1, 3, 4, "1-0")
            .game(2, 1, 3, "1-0")
            .bye(2, 2, ResultCode.ZERO_BYE)
            .before(3, 5);
    assertThat(buchholz(s, 1)).isEqualTo(20 + 30);
    assertThat(sb(s, 1)).isEqualTo(10 * 20 + 30 * 30);
  }

  @Test
  void aroRoundsHalfUpAndCountsOnlyPlayedGames() {
    // Dubov 1.7. Round 1 1-2 =, 3-4 =, 5-6 =, 7 H; round 2 1-3 1-0, 2-6 +- (unplayed), 4-5 =,
    // 7 Z; round 3 4-1 0-1.
    Tournament t =
        withRatings(
            Games.of(7)
                .game(1, 1, 2, "=")
                .game(1, 3, 4, "=")
                .game(1, 5, 6, "=")
                .bye(1, 7, ResultCode.HALF_BYE)
                .game(2, 1, 3, "1-0")
                .game(2, 2, 6, "+-")
                .game(2, 4, 5, "=")
                .bye(2, 7, ResultCode.ZERO_BYE)
                .game(3, 4, 1, "0-1")
                .tournament(5),
            2100,
            2000,
            2001,
            2000,
            0,
            1500,
            1800);
    RoundState before3 = new RoundState(t, 3);
    assertThat(before3.sortingValues(1).aro()).isEqualTo(2001); // 4001 / 2 = 2000.5
    assertThat(before3.sortingValues(2).aro()).isEqualTo(2100); // the forfeit against 6 is out
    assertThat(before3.sortingValues(4).aro()).isEqualTo(1001); // unrated 5 counts as 0
    assertThat(before3.sortingValues(7).aro()).isZero(); // no game played
    RoundState before4 = new RoundState(t, 4);
    assertThat(before4.sortingValues(1).aro()).isEqualTo(2000); // 6001 / 3 = 2000.33
  }

  @Test
  void unknownPlayerIsRefused() {
    RoundState s = fourPlayersThreeRounds().before(3, 5);
    assertThatThrownBy(() -> s.sortingValues(5)).isInstanceOf(IllegalArgumentException.class);
  }
}
