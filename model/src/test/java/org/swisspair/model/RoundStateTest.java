package org.swisspair.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.model.Colour.BLACK;
import static org.swisspair.model.Colour.WHITE;
import static org.swisspair.model.ColourPreference.Strength.ABSOLUTE;
import static org.swisspair.model.ColourPreference.Strength.MILD;
import static org.swisspair.model.ColourPreference.Strength.STRONG;
import static org.swisspair.model.FloatDirection.DOWN;
import static org.swisspair.model.FloatDirection.NONE;
import static org.swisspair.model.FloatDirection.UP;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.trf.TrfReader;

/** The derived state before a round (C.04.1, C.04.2 3.3-3.5, Dutch 1.2-1.8 and 5, C.04.7). */
class RoundStateTest {

  /** Round 1: 1-2 1-0, 3-4 =; round 2: 1-3 =, 2-4 0-1; round 3: 1-4 1-0. */
  private static Games fourPlayersThreeRounds() {
    return Games.of(4)
        .game(1, 1, 2, "1-0")
        .game(1, 3, 4, "=")
        .game(2, 1, 3, "=")
        .game(2, 2, 4, "0-1")
        .game(3, 1, 4, "1-0");
  }

  // ---- Score (Dutch 1.2.1, C.04.7 1.5) ----

  @Test
  void scoreSumsStandardPointsOfEarlierRoundsOnly() {
    RoundState s = fourPlayersThreeRounds().before(3, 5);
    assertThat(s.player(1).score()).isEqualTo(15);
    assertThat(s.player(2).score()).isZero();
    assertThat(s.player(3).score()).isEqualTo(10);
    assertThat(s.player(4).score()).isEqualTo(15);
  }

  @Test
  void scoreFollowsThreeOneZeroScoring() {
    RoundState s = fourPlayersThreeRounds().scoring(ScoringSystem.of(30, 10, 0)).before(3, 5);
    assertThat(s.player(1).score()).isEqualTo(40);
    assertThat(s.player(2).score()).isZero();
    assertThat(s.player(3).score()).isEqualTo(20);
    assertThat(s.player(4).score()).isEqualTo(40);
  }

  @Test
  void threeOneZeroScoresByesAndForfeitsLikeResults() {
    RoundState s =
        Games.of(4)
            .scoring(ScoringSystem.of(30, 10, 0))
            .bye(1, 1, ResultCode.HALF_BYE)
            .bye(1, 2, ResultCode.PAIRING_BYE)
            .game(1, 3, 4, "+-")
            .before(2, 5);
    assertThat(s.player(1).score()).isEqualTo(10);
    assertThat(s.player(2).score()).isEqualTo(30);
    assertThat(s.player(3).score()).isEqualTo(30);
    assertThat(s.player(4).score()).isZero();
  }

  @Test
  void pairingScoreAddsThisRoundsVirtualPoints() {
    // C.04.7 1.5: pairing score = standings points + virtual points of the round being paired.
    RoundState s =
        fourPlayersThreeRounds()
            .acceleration(Map.of(1, List.of(10, 10, 5, 5), 3, List.of(10, 10, 5, 5)))
            .before(3, 5);
    assertThat(s.player(1).score()).isEqualTo(15);
    assertThat(s.player(1).pairingScore()).isEqualTo(20);
    assertThat(s.player(3).pairingScore()).isEqualTo(15);
    assertThat(s.player(2).pairingScore()).isZero();
  }

  @Test
  void noVirtualPointsAfterTheAcceleratedRounds() {
    RoundState s = Games.of(2).game(1, 1, 2, "=").acceleration(Map.of(1, List.of(10))).before(2, 3);
    assertThat(s.player(1).pairingScore()).isEqualTo(s.player(1).score()).isEqualTo(5);
  }

  // ---- Colour history (C.04.2 3.4, Dutch 1.6) ----

  @Test
  void unplayedRoundIsDroppedFromColourHistory() {
    // C.04.2 3.4: BWuW is treated as uBWW.
    RoundState bwuw =
        Games.of(6)
            .game(1, 2, 1, "=")
            .game(2, 1, 3, "=")
            .bye(3, 1, ResultCode.HALF_BYE)
            .game(4, 1, 4, "=")
            .before(5, 9);
    RoundState ubww =
        Games.of(6)
            .bye(1, 1, ResultCode.HALF_BYE)
            .game(2, 2, 1, "=")
            .game(3, 1, 3, "=")
            .game(4, 1, 4, "=")
            .before(5, 9);
    PlayerState p = bwuw.player(1);
    assertThat(p.playedColours()).containsExactly(BLACK, WHITE, WHITE);
    assertThat(p.recentColour(0)).isEqualTo(WHITE);
    assertThat(p.recentColour(1)).isEqualTo(WHITE);
    assertThat(p.recentColour(3)).isEqualTo(Colour.NONE);
    assertThat(p.preference()).isEqualTo(new ColourPreference(BLACK, ABSOLUTE));
    PlayerState q = ubww.player(1);
    assertThat(q.playedColours()).isEqualTo(p.playedColours());
    assertThat(q.preference()).isEqualTo(p.preference());
    assertThat(q.colourDifference()).isEqualTo(p.colourDifference()).isEqualTo(1);
  }

  @Test
  void forfeitsDoNotCountAsColours() {
    // C.04.2 3.4: only played games count; a forfeit has no colour for pairing purposes.
    RoundState s =
        Games.of(4).game(1, 1, 2, "1-0").game(2, 1, 3, "+-").game(3, 4, 1, "-+").before(4, 5);
    PlayerState p = s.player(1);
    assertThat(p.playedColours()).containsExactly(WHITE);
    assertThat(p.colourDifference()).isEqualTo(1);
    assertThat(p.preference()).isEqualTo(new ColourPreference(BLACK, STRONG));
    assertThat(s.player(3).playedColours()).isEmpty();
  }

  @Test
  void colourDifferenceIsWhitesMinusBlacks() {
    // Dutch 1.6.
    RoundState s =
        Games.of(4)
            .game(1, 1, 2, "=")
            .game(1, 3, 4, "=")
            .game(2, 1, 3, "=")
            .game(2, 2, 4, "=")
            .game(3, 4, 1, "=")
            .game(3, 2, 3, "=")
            .before(4, 5);
    assertThat(s.player(1).colourDifference()).isEqualTo(1);
    assertThat(s.player(2).colourDifference()).isEqualTo(1);
    assertThat(s.player(3).colourDifference()).isEqualTo(-1);
    assertThat(s.player(4).colourDifference()).isEqualTo(-1);
  }

  // ---- Colour preference (Dutch 1.7) ----

  @Test
  void sameColourInTheTwoLatestGamesIsAbsolute() {
    // Dutch 1.7.1: WBB has colour difference -1 but two Blacks in a row.
    RoundState s =
        Games.of(4).game(1, 1, 2, "=").game(2, 3, 1, "=").game(3, 4, 1, "=").before(4, 5);
    assertThat(s.player(1).colourDifference()).isEqualTo(-1);
    assertThat(s.player(1).preference()).isEqualTo(new ColourPreference(WHITE, ABSOLUTE));
  }

  @Test
  void colourDifferenceBeyondOneIsAbsolute() {
    // Dutch 1.7.1: WWBW alternates at the end but has colour difference +2.
    RoundState s =
        Games.of(5)
            .game(1, 1, 2, "=")
            .game(2, 1, 3, "=")
            .game(3, 4, 1, "=")
            .game(4, 1, 5, "=")
            .before(5, 7);
    assertThat(s.player(1).colourDifference()).isEqualTo(2);
    assertThat(s.player(1).preference()).isEqualTo(new ColourPreference(BLACK, ABSOLUTE));
  }

  @Test
  void colourDifferenceOfOneIsStrong() {
    // Dutch 1.7.2: WBW prefers Black, BWB prefers White.
    RoundState s =
        Games.of(4)
            .game(1, 1, 2, "=")
            .game(2, 3, 1, "=")
            .game(2, 2, 4, "=")
            .game(3, 1, 4, "=")
            .game(3, 3, 2, "=")
            .before(4, 5);
    assertThat(s.player(1).preference()).isEqualTo(new ColourPreference(BLACK, STRONG));
    assertThat(s.player(2).playedColours()).containsExactly(BLACK, WHITE, BLACK);
    assertThat(s.player(2).preference()).isEqualTo(new ColourPreference(WHITE, STRONG));
  }

  @Test
  void balancedColoursGiveMildPreferenceToAlternate() {
    // Dutch 1.7.3.
    RoundState s = Games.of(4).game(1, 1, 2, "=").game(2, 3, 1, "=").before(3, 5);
    assertThat(s.player(1).preference()).isEqualTo(new ColourPreference(WHITE, MILD));
    RoundState t = Games.of(4).game(1, 2, 1, "=").game(2, 1, 3, "=").before(3, 5);
    assertThat(t.player(1).preference()).isEqualTo(new ColourPreference(BLACK, MILD));
  }

  @Test
  void playerWithoutGamesHasNoPreference() {
    // Dutch 1.7.4: byes and forfeits only.
    RoundState s =
        Games.of(4)
            .bye(1, 1, ResultCode.PAIRING_BYE)
            .game(2, 1, 2, "+-")
            .bye(3, 1, ResultCode.HALF_BYE)
            .before(4, 5);
    assertThat(s.player(1).hasPlayed()).isFalse();
    assertThat(s.player(1).preference()).isEqualTo(ColourPreference.NONE);
    assertThat(s.player(1).colourDifference()).isZero();
    assertThat(s.player(3).preference()).isEqualTo(ColourPreference.NONE);
  }

  // ---- Floats (Dutch 1.4) ----

  @Test
  void higherRankedOfTwoDifferentScoresFloatsDownTheOtherUp() {
    // Dutch 1.4.2, ranking by score first (1.2): P3 has the higher score against P2.
    RoundState s =
        Games.of(4)
            .game(1, 1, 2, "1-0")
            .game(1, 3, 4, "1-0")
            .game(2, 4, 1, "=")
            .game(2, 2, 3, "=")
            .before(3, 5);
    assertThat(s.player(1).floats()).containsExactly(NONE, DOWN);
    assertThat(s.player(4).floats()).containsExactly(NONE, UP);
    assertThat(s.player(3).floats()).containsExactly(NONE, DOWN);
    assertThat(s.player(2).floats()).containsExactly(NONE, UP);
    assertThat(s.player(1).floatBefore(1)).isEqualTo(DOWN);
    assertThat(s.player(1).floatBefore(2)).isEqualTo(NONE);
    assertThat(s.player(1).floatBefore(3)).isEqualTo(NONE);
  }

  @Test
  void equalScoresGiveNoFloat() {
    // Dutch 1.4.4.
    RoundState s =
        Games.of(4).game(1, 1, 2, "=").game(1, 3, 4, "=").game(2, 1, 3, "1-0").before(3, 5);
    assertThat(s.player(1).floats()).containsExactly(NONE, NONE);
    assertThat(s.player(3).floats()).containsExactly(NONE, NONE);
  }

  @Test
  void virtualPointsCountForTheFloatsOfAcceleratedRounds() {
    // C.04.7 1.5: the pairing score ranks the players, so an accelerated player meeting a
    // non-accelerated one on equal real points floats down.
    RoundState s =
        Games.of(2).game(1, 1, 2, "=").acceleration(Map.of(1, List.of(10, 10))).before(2, 5);
    assertThat(s.player(1).floats()).containsExactly(DOWN);
    assertThat(s.player(2).floats()).containsExactly(UP);
  }

  @Test
  void pabAndUnplayedRoundsScoringMoreThanALossAreDownfloats() {
    // Dutch 1.4.3: PAB, H, forfeit win and F float down; Z, a forfeit loss and absence do not.
    RoundState s =
        Games.of(8)
            .bye(1, 1, ResultCode.PAIRING_BYE)
            .bye(1, 2, ResultCode.HALF_BYE)
            .game(1, 3, 4, "+-")
            .bye(1, 5, ResultCode.FULL_BYE)
            .bye(1, 6, ResultCode.ZERO_BYE)
            .bye(1, 7, ResultCode.ABSENT)
            .before(2, 5);
    assertThat(s.player(1).floats()).containsExactly(DOWN);
    assertThat(s.player(2).floats()).containsExactly(DOWN);
    assertThat(s.player(3).floats()).containsExactly(DOWN);
    assertThat(s.player(4).floats()).containsExactly(NONE);
    assertThat(s.player(5).floats()).containsExactly(DOWN);
    assertThat(s.player(6).floats()).containsExactly(NONE);
    assertThat(s.player(7).floats()).containsExactly(NONE);
    assertThat(s.player(8).floats()).containsExactly(NONE);
  }

  // ---- Opponents (C1, C.04.2 3.5) ----

  @Test
  void opponentsComeOnlyFromPlayedGames() {
    // C.04.2 3.5: players whose game was not played may be paired again.
    RoundState s =
        Games.of(4).game(1, 1, 2, "1-0").game(2, 1, 3, "+-").game(3, 4, 1, "=").before(4, 5);
    assertThat(s.player(1).opponents()).containsExactlyInAnyOrder(2, 4);
    assertThat(s.player(3).opponents()).isEmpty();
  }

  // ---- PAB eligibility (C2, C.04.1 4) ----

  @Test
  void pabFullByeAndForfeitWinMakeAPlayerByeIneligible() {
    RoundState s =
        Games.of(8)
            .bye(1, 1, ResultCode.PAIRING_BYE)
            .bye(1, 2, ResultCode.HALF_BYE)
            .game(1, 3, 4, "+-")
            .bye(1, 5, ResultCode.FULL_BYE)
            .bye(1, 6, ResultCode.ZERO_BYE)
            .game(1, 7, 8, "1-0")
            .before(2, 5);
    assertThat(s.player(1).byeIneligible()).as("PAB").isTrue();
    assertThat(s.player(2).byeIneligible()).as("H bye").isFalse();
    assertThat(s.player(3).byeIneligible()).as("forfeit win").isTrue();
    assertThat(s.player(4).byeIneligible()).as("forfeit loss").isFalse();
    assertThat(s.player(5).byeIneligible()).as("F bye").isTrue();
    assertThat(s.player(6).byeIneligible()).as("Z bye").isFalse();
    assertThat(s.player(7).byeIneligible()).as("won over the board").isFalse();
  }

  @Test
  void unplayedRoundsCountByesAbsencesAndForfeits() {
    // C9 counts the rounds without a played game.
    RoundState s =
        Games.of(4)
            .bye(1, 1, ResultCode.PAIRING_BYE)
            .game(2, 1, 2, "=")
            .game(3, 1, 3, "+-")
            .bye(5, 1, ResultCode.HALF_BYE)
            .before(6, 7);
    assertThat(s.player(1).unplayedRounds()).isEqualTo(4);
    assertThat(s.player(2).unplayedRounds()).isEqualTo(4);
    assertThat(s.player(3).unplayedRounds()).isEqualTo(5);
  }

  // ---- Who is paired (C.04.2 3.2-3.3) ----

  @Test
  void presetByesOfTheRoundBeingPairedAreNotPaired() throws Exception {
    String trf =
        String.join(
            "\n",
            "012 Preset byes",
            "XXR 5",
            line(1, "2 w 1", "0000 - H"),
            line(2, "1 b 0", "0000 - Z"),
            line(3, "4 w =", "0000 - F"),
            line(4, "3 b ="),
            "");
    Tournament t = new TrfReader().read("x.trf", trf);
    RoundState s = new RoundState(t, 2);
    assertThat(s.playersNotPaired()).containsExactly(1, 2, 3);
    assertThat(s.playersToPair()).containsExactly(4);
  }

  @Test
  void byeRequestsExcludeOnlyTheirRound() {
    RoundState s =
        fourPlayersThreeRounds()
            .byeRequest(2, 3, ResultCode.ZERO_BYE)
            .byeRequest(3, 4, ResultCode.HALF_BYE)
            .before(3, 5);
    assertThat(s.playersNotPaired()).containsExactly(2);
    assertThat(s.playersToPair()).containsExactly(1, 3, 4);
  }

  @Test
  void byeRequestReadFromXxzIsNotPaired() throws Exception {
    String trf =
        String.join(
            "\n",
            "012 XXZ",
            "XXR 5",
            "XXZ 2",
            line(1, "2 w 1"),
            line(2, "1 b 0"),
            line(3, "4 w ="),
            line(4, "3 b ="),
            "");
    RoundState s = new RoundState(new TrfReader().read("x.trf", trf), 2);
    assertThat(s.playersNotPaired()).containsExactly(2);
    assertThat(s.playersToPair()).containsExactly(1, 3, 4);
  }

  // ---- Colour rank for Dutch 5.2.5 ----

  @Test
  void colourRankSkipsPlayersWhoHaveNeverTakenPart() {
    // P2 absent so far and not paired now; P4 absent so far but paired now (late arrival).
    RoundState s =
        Games.of(5)
            .game(1, 1, 3, "=")
            .bye(1, 2, ResultCode.ZERO_BYE)
            .bye(1, 4, ResultCode.ZERO_BYE)
            .bye(1, 5, ResultCode.PAIRING_BYE)
            .game(2, 5, 1, "=")
            .bye(2, 3, ResultCode.PAIRING_BYE)
            .byeRequest(2, 3, ResultCode.ZERO_BYE)
            .before(3, 5);
    assertThat(s.player(1).colourRank()).isEqualTo(1);
    assertThat(s.player(2).colourRank()).isZero();
    assertThat(s.player(3).colourRank()).isEqualTo(2);
    assertThat(s.player(4).colourRank()).isEqualTo(3);
    assertThat(s.player(5).colourRank()).isEqualTo(4);
  }

  @Test
  void colourRankKeepsAPlayerWhoTookPartEarlierThoughAbsentNow() {
    RoundState s =
        Games.of(4)
            .game(1, 1, 2, "=")
            .game(1, 3, 4, "=")
            .byeRequest(1, 2, ResultCode.ZERO_BYE)
            .before(2, 5);
    assertThat(s.playersNotPaired()).containsExactly(1);
    assertThat(s.player(1).colourRank()).isEqualTo(1);
    assertThat(s.player(2).colourRank()).isEqualTo(2);
  }

  // ---- Topscorers (Dutch 1.8) ----

  @Test
  void topscorersOnlyWhenPairingTheLastRoundWithOverHalfTheMaximum() {
    Games g =
        Games.of(2)
            .bye(1, 1, ResultCode.FULL_BYE)
            .bye(2, 1, ResultCode.FULL_BYE)
            .bye(3, 1, ResultCode.HALF_BYE)
            .bye(4, 1, ResultCode.ZERO_BYE)
            .bye(1, 2, ResultCode.FULL_BYE)
            .bye(2, 2, ResultCode.FULL_BYE)
            .bye(3, 2, ResultCode.ZERO_BYE)
            .bye(4, 2, ResultCode.ZERO_BYE);
    RoundState last = g.before(5, 5);
    assertThat(last.isLastRound()).isTrue();
    assertThat(last.player(1).topscorer()).as("2.5 of 4").isTrue();
    assertThat(last.player(2).topscorer()).as("exactly 2 of 4").isFalse();
    RoundState earlier = g.before(4, 5);
    assertThat(earlier.player(1).score()).isEqualTo(25);
    assertThat(earlier.player(1).topscorer()).as("not the last round").isFalse();
    assertThat(g.before(5, 0).player(1).topscorer()).as("rounds unknown").isFalse();
  }

  // ---- Initial colour (Dutch 5.1) ----

  @Test
  void initialColourComesFromXxcWhenGiven() {
    RoundState s = Games.of(2).game(1, 1, 2, "=").initialColour(BLACK).before(2, 5);
    assertThat(s.initialColour()).isEqualTo(BLACK);
  }

  @Test
  void initialColourIsInferredFromPlayerOnesFirstRoundColour() {
    assertThat(Games.of(4).game(1, 3, 1, "=").game(1, 2, 4, "=").before(2, 5).initialColour())
        .isEqualTo(BLACK);
    assertThat(Games.of(4).game(1, 1, 3, "=").game(1, 4, 2, "=").before(2, 5).initialColour())
        .isEqualTo(WHITE);
  }

  @Test
  void initialColourIsInferredFromAForfeitedFirstRoundToo() {
    assertThat(Games.of(2).game(1, 2, 1, "-+").before(2, 5).initialColour()).isEqualTo(BLACK);
  }

  @Test
  void initialColourIsWhiteBeforeRoundOne() {
    assertThat(Games.of(4).before(1, 5).initialColour()).isEqualTo(WHITE);
  }

  @Test
  void initialColourIsWhiteWhenRoundOneHadNoGames() {
    RoundState s =
        Games.of(2).bye(1, 1, ResultCode.HALF_BYE).bye(1, 2, ResultCode.ZERO_BYE).before(2, 5);
    assertThat(s.initialColour()).isEqualTo(WHITE);
  }

  @Test
  void initialColourInferenceUsesTheFirstRoundRankWhenPlayerOneArrivedLater() {
    // P1 absent in round 1: P2 was the highest-ranked player of round 1 (rank 1, odd), so its
    // round-1 colour is the initial colour (Dutch 5.2.5), even once P1 has taken part.
    Games g =
        Games.of(5)
            .bye(1, 1, ResultCode.ZERO_BYE)
            .game(1, 2, 4, "=")
            .game(1, 5, 3, "=")
            .game(2, 1, 2, "=")
            .game(2, 3, 4, "=")
            .bye(2, 5, ResultCode.PAIRING_BYE);
    assertThat(g.before(2, 5).initialColour()).isEqualTo(WHITE);
    assertThat(g.before(3, 5).initialColour()).isEqualTo(WHITE);
  }

  @Test
  void initialColourInferenceFlipsForAnEvenFirstRoundRank() {
    // P1 had the PAB in round 1, so the lowest-numbered player with a game, P2, had rank 2 and
    // received the opposite of the initial colour.
    Games g = Games.of(3).bye(1, 1, ResultCode.PAIRING_BYE).game(1, 3, 2, "=").game(2, 1, 2, "=");
    assertThat(g.before(2, 5).initialColour()).isEqualTo(WHITE);
    assertThat(g.before(3, 5).initialColour()).isEqualTo(WHITE);
  }

  // ---- Forbidden pairs (XXP, 260) ----

  @Test
  void forbiddenPairsApplyOnlyInTheirRoundRange() {
    Games g = Games.of(4).forbid(2, 3, 1, 2, 3).forbid(1, Integer.MAX_VALUE, 3, 4);
    RoundState r2 = g.before(2, 5);
    assertThat(r2.forbidden(1, 2)).isTrue();
    assertThat(r2.forbidden(3, 2)).isTrue();
    assertThat(r2.forbidden(1, 4)).isFalse();
    assertThat(r2.forbidden(4, 3)).isTrue();
    assertThat(g.before(1, 5).forbidden(1, 2)).isFalse();
    assertThat(g.before(4, 5).forbidden(1, 2)).isFalse();
    assertThat(g.before(4, 5).forbidden(3, 4)).isTrue();
  }

  /** A TRF-16 player line with one {@code "opponent colour result"} text per round. */
  private static String line(int id, String... rounds) {
    StringBuilder b =
        new StringBuilder(
            String.format("001 %4d      %-33s %4d%37s", id, "Player" + id, 2000 - id, ""));
    for (String r : rounds) {
      String[] f = r.split(" ");
      b.append(String.format("  %4s %s %s", f[0], f[1], f[2]));
    }
    return b.toString();
  }

  // ---- Players taken out of the round by the arbiter (ARB-1) ----

  @Test
  void withoutTakesPlayersOutOfTheRoundAndKeepsEveryState() {
    RoundState s = fourPlayersThreeRounds().before(3, 5);
    RoundState rest = s.without(java.util.Set.of(1, 4));
    assertThat(rest.playersToPair()).containsExactly(2, 3);
    assertThat(rest.playersNotPaired()).isEqualTo(s.playersNotPaired());
    for (int id = 1; id <= 4; id++) {
      assertThat(rest.player(id)).isEqualTo(s.player(id));
    }
    assertThat(rest.round()).isEqualTo(s.round());
    assertThat(rest.initialColour()).isEqualTo(s.initialColour());
  }

  @Test
  void withoutRefusesAPlayerWhoIsNotToBePaired() {
    RoundState s = fourPlayersThreeRounds().before(3, 5);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> s.without(java.util.Set.of(1, 9)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not all to be paired in round 3");
  }
}
