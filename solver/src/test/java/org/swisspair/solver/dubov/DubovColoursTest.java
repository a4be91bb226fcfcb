package org.swisspair.solver.dubov;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.testdouble.HandBuilt;

/** Colour preferences (1.6) and allocation (5.2) of the Dubov system. */
class DubovColoursTest {
  private static ColourAllocation allocate(RoundState s, int a, int b) {
    return DubovColours.allocate(s, s.player(a), s.player(b));
  }

  @Test
  void aPlayerWithoutAGameHasAMildPreferenceForBlack() {
    RoundState s = new RoundState(HandBuilt.tournament(5, "2w1", "1b0", "0-U", ""), 2);

    // 1.6.4, after a PAB (3) as for a late entry (4); 1.6.2 for those who played one game.
    assertThat(DubovColours.preference(s.player(3)))
        .isEqualTo(new ColourPreference(Colour.BLACK, Strength.MILD));
    assertThat(DubovColours.preference(s.player(4)))
        .isEqualTo(new ColourPreference(Colour.BLACK, Strength.MILD));
    assertThat(DubovColours.preference(s.player(1)))
        .isEqualTo(new ColourPreference(Colour.BLACK, Strength.STRONG));
    assertThat(DubovColours.preference(s.player(2)))
        .isEqualTo(new ColourPreference(Colour.WHITE, Strength.STRONG));
  }

  @Test
  void twoPlayersWithoutGamesFollowTheHigherRankedPlayersTpnParity() {
    // 5.2.1: 3 ranks higher (more points after a half-point bye) and is odd: the initial colour.
    RoundState s = new RoundState(HandBuilt.tournament(5, "", "", "0-H", ""), 2);

    assertThat(allocate(s, 4, 3)).isEqualTo(new ColourAllocation(3, 4, "5.2.1"));
    // Level on points: 1 ranks above 2 and is odd; 2 ranks above 4 and is even, so Black.
    assertThat(allocate(s, 2, 1)).isEqualTo(new ColourAllocation(1, 2, "5.2.1"));
    assertThat(allocate(s, 2, 4)).isEqualTo(new ColourAllocation(4, 2, "5.2.1"));
  }

  @Test
  void differentPreferencesAreBothGrantedIncludingTheBlackOfAPlayerWithoutGames() {
    // 1 had White, 2 had Black; 3 has not played (1.6.4: Black).
    RoundState s = new RoundState(HandBuilt.tournament(5, "2w=", "1b=", ""), 2);

    assertThat(allocate(s, 1, 2)).isEqualTo(new ColourAllocation(2, 1, "5.2.2"));
    assertThat(allocate(s, 2, 3)).isEqualTo(new ColourAllocation(2, 3, "5.2.2"));
  }

  @Test
  void theStrongerPreferenceIsGranted() {
    // 1: W W (absolute Black); 2: W (strong Black); 3: no game (mild Black).
    RoundState s =
        new RoundState(HandBuilt.tournament(5, "3w= 4w=", "4w= 0-Z", "1b= 0-Z", "2b= 1b="), 3);

    assertThat(allocate(s, 2, 1)).isEqualTo(new ColourAllocation(2, 1, "5.2.3"));
    RoundState t = new RoundState(HandBuilt.tournament(5, "2w=", "1b=", "", ""), 2);
    // 1 (strong Black, higher) against 3 (mild Black, no game): 1 gets Black.
    assertThat(allocate(t, 1, 3)).isEqualTo(new ColourAllocation(3, 1, "5.2.3"));
  }

  @Test
  void equalPreferencesAlternateFromTheLatestRoundInWhichTheColoursDiffered() {
    // 1: B W W B and 2: W B W B, both mild White; going back, they differ two games ago, when 1
    // had White: now 1 has Black.
    RoundState s =
        new RoundState(
            HandBuilt.tournament(
                6,
                "3b= 5w= 6w= 4b=",
                "4w= 6b= 3w= 5b=",
                "1w= 4w= 2b= 6w=",
                "2b= 3b= 5w= 1w=",
                "6w= 1b= 4b= 2w=",
                "5b= 2w= 1b= 3b="),
            5);

    assertThat(allocate(s, 1, 2)).isEqualTo(new ColourAllocation(2, 1, "5.2.4"));
  }

  @Test
  void alternationReadsHistoriesWithUnplayedRoundsMovedToTheFront() {
    // As above, but 2 had a bye in round 2: W u B W B counts as u W B W B (C.04.2 3.4).
    RoundState s =
        new RoundState(
            HandBuilt.tournament(
                7,
                "3b= 5w= 0-Z 6w= 4b=",
                "4w= 0-Z 6b= 3w= 5b=",
                "1w= 4w= 0-Z 2b= 6w=",
                "2b= 3b= 0-Z 5w= 1w=",
                "6w= 1b= 0-Z 4b= 2w=",
                "5b= 0-Z 2w= 1b= 3b="),
            6);

    assertThat(allocate(s, 1, 2)).isEqualTo(new ColourAllocation(2, 1, "5.2.4"));
  }

  @Test
  void theHigherRankedPlayersPreferenceDecidesLast() {
    // 1 and 2 both played W then B: the same history, both mild White; 1 ranks higher by TPN.
    RoundState s =
        new RoundState(HandBuilt.tournament(5, "3w= 4b=", "4w= 3b=", "1b= 2w=", "2b= 1w="), 3);

    assertThat(allocate(s, 2, 1)).isEqualTo(new ColourAllocation(1, 2, "5.2.5"));
    // The higher-ranked is the one with more points, whatever the TPN.
    RoundState t =
        new RoundState(HandBuilt.tournament(5, "3w0 4b=", "4w= 3b1", "1b1 2w0", "2b= 1w="), 3);
    assertThat(allocate(t, 1, 2)).isEqualTo(new ColourAllocation(2, 1, "5.2.5"));
  }
}
