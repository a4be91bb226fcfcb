package org.swisspair.solver.dubov;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Player;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.testdouble.HandBuilt;

/** MaxT (1.8.2), the upfloat history (DUB-1) and ARO (1.7) as the Dubov engine reads them. */
class DubovUpfloatsTest {
  @Test
  void maxTIsTwoPlusTheRoundsDividedByFiveRoundedDown() {
    assertThat(DubovUpfloats.maxT(4)).isEqualTo(2);
    assertThat(DubovUpfloats.maxT(5)).isEqualTo(3);
    assertThat(DubovUpfloats.maxT(9)).isEqualTo(3);
    assertThat(DubovUpfloats.maxT(10)).isEqualTo(4);
    assertThat(DubovUpfloats.maxT(11)).isEqualTo(4);
    assertThatThrownBy(() -> DubovUpfloats.maxT(0)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theNumberOfRoundsIsRequired() {
    RoundState s = new RoundState(HandBuilt.tournament(0, "", ""), 1);
    assertThatThrownBy(() -> DubovUpfloats.rounds(s))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("XXR or 142");
  }

  @Test
  void upfloatsArePlayedGamesAgainstAHigherPairingScore() {
    // Round 3 after: r1 2-1 won by 1; r2 3 (0.5 after a half-point bye) plays 1 (1.0) and 4 (0)
    // wins by forfeit against 2 (0).
    Tournament t =
        HandBuilt.tournament(5, "2w1 3b1", "1b0 4w-", "0-H 1w0", "0-Z 2b+")
            .withAcceleration(Map.of());
    RoundState s = new RoundState(t, 3);

    assertThat(DubovUpfloats.count(s.player(3))).isEqualTo(1);
    assertThat(DubovUpfloats.previousRound(s.player(3))).isTrue();
    // A forfeit is not a game played (DUB-1); 2 played up in no round either.
    assertThat(DubovUpfloats.count(s.player(2))).isZero();
    assertThat(DubovUpfloats.count(s.player(4))).isZero();
    assertThat(DubovUpfloats.count(s.player(1))).isZero();
    assertThat(DubovUpfloats.isMaximum(s.player(3), 1)).isTrue();
    assertThat(DubovUpfloats.isMaximum(s.player(3), 2)).isFalse();
  }

  @Test
  void virtualPointsOfThatRoundMakeAnUpfloat() {
    Tournament t = HandBuilt.tournament(5, "2w=", "1b=").withAcceleration(Map.of(1, List.of(10)));
    RoundState s = new RoundState(t, 2);

    assertThat(DubovUpfloats.count(s.player(2))).isEqualTo(1);
    assertThat(DubovUpfloats.previousRound(s.player(2))).isTrue();
  }

  @Test
  void aroRoundsHalfUpInIntegers() {
    // Player 1 met 2 (2000) and 3 (2001): 2000.5 -> 2001 (banker's rounding would give 2000).
    // Player 4 met 2, 3 and 5 (2000, 2001, 2001): 2000.67 -> 2001. A forfeit does not count.
    Tournament t =
        rated(
            new int[] {1500, 2000, 2001, 1700, 2001, 1000},
            "2w= 3b= 6w+",
            "1b= 4w= 0-Z",
            "4w= 1w= 0-Z",
            "3b= 2b= 5w=",
            "0-Z 0-Z 4b=",
            "0-Z 0-Z 1b-");
    RoundState s = new RoundState(t, 4);

    assertThat(s.sortingValues(1).aro()).isEqualTo(2001);
    assertThat(s.sortingValues(4).aro()).isEqualTo(2001);
    // 1.7.3: no game played, ARO zero.
    assertThat(s.sortingValues(6).aro()).isZero();
  }

  private static Tournament rated(int[] ratings, String... rows) {
    Tournament t = HandBuilt.tournament(5, rows);
    List<Player> out = new ArrayList<>();
    for (Player p : t.players()) {
      out.add(
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
    return t.withPlayers(out);
  }
}
