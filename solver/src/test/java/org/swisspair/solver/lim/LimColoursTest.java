package org.swisspair.solver.lim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.testdouble.HandBuilt;

/**
 * Colours in the Lim system: the due colour by round parity (5.3, 5.5, 5.6), the allocation of a
 * pair (5.1, 5.4, 7.2), and compatibility with the colour limits and their last-round exception
 * (2.1, Article 6).
 */
class LimColoursTest {
  @Test
  void dueColourAlternatesEqualisesAndNeverRepeatsThreeTimes() {
    assertThat(LimColours.due(player(1, 0, ""))).isEqualTo(Colour.NONE);
    assertThat(LimColours.due(player(1, 0, "W"))).isEqualTo(Colour.BLACK);
    assertThat(LimColours.due(player(1, 0, "WB"))).isEqualTo(Colour.WHITE);
    // 5.3: twice the same colour, the other one.
    assertThat(LimColours.due(player(1, 0, "BWW"))).isEqualTo(Colour.BLACK);
    assertThat(LimColours.due(player(1, 0, "WBB"))).isEqualTo(Colour.WHITE);
    // 5.6 in an even round: the equalising colour even if it repeats the last one.
    assertThat(LimColours.due(player(1, 0, "WWB"))).isEqualTo(Colour.BLACK);
    assertThat(LimColours.due(player(1, 0, "BBW"))).isEqualTo(Colour.WHITE);
    // 5.5 in an odd round: one more only of one colour, never three more.
    assertThat(LimColours.due(player(1, 0, "WBWW"))).isEqualTo(Colour.BLACK);
    assertThat(LimColours.due(player(1, 0, "WWBW"))).isEqualTo(Colour.BLACK);
  }

  @Test
  void differentDueColoursAreBothGrantedUnderTheRuleOfTheRoundsParity() {
    PlayerState a = player(1, 10, "W");
    PlayerState b = player(2, 10, "B");

    LimColours.Decision even = LimColours.decide(round(2), a, b);
    LimColours.Decision odd = LimColours.decide(round(3), a, b);

    assertThat(even.white()).isEqualTo(2);
    assertThat(even.rule()).isEqualTo("5.6");
    assertThat(odd.white()).isEqualTo(2);
    assertThat(odd.rule()).isEqualTo("5.5");
  }

  @Test
  void colourLimitsDecideBeforeTheDueColours() {
    // Both are due Black with the same recent history, so 5.4 would favour the higher-ranked 3;
    // but 7 is two Whites ahead and a third would break 5.1.2: 7 gets Black.
    PlayerState a = player(3, 20, "WBW");
    PlayerState b = player(7, 20, "WWBW");

    LimColours.Decision d = LimColours.decide(round(5), a, b);

    assertThat(d.white()).isEqualTo(3);
    assertThat(d.rule()).isEqualTo("5.1");
    // When the due colours keep both within the limits, they are the rule named.
    LimColours.Decision e =
        LimColours.decide(round(5), player(3, 20, "BWBW"), player(7, 20, "BWW"));
    assertThat(e.white()).isEqualTo(3);
    assertThat(e.rule()).isEqualTo("5.4");
  }

  @Test
  void historiesGoingBackDecideWhenBothAreDueTheSameColour() {
    // 5.4: both had White last; two rounds ago 3 had White and 7 Black: 3 alternates to Black.
    PlayerState a = player(3, 20, "BWBW");
    PlayerState b = player(7, 20, "WBBW");
    LimColours.Decision d = LimColours.decide(round(5), a, b);
    assertThat(d.black()).isEqualTo(3);
    assertThat(d.rule()).isEqualTo("5.4");
    // 5.6 second bullet: both due the equalising Black, last colours differ: the same rule, so
    // 7 (White last) alternates to Black and 3 (Black last) to White.
    LimColours.Decision e = LimColours.decide(round(4), player(3, 15, "WWB"), player(7, 15, "WBW"));
    assertThat(e.black()).isEqualTo(7);
    assertThat(e.rule()).isEqualTo("5.4");
  }

  @Test
  void identicalHistoriesFavourTheHigherRankedAboveTheMedianAndTheLowerBelow() {
    // Round 4, median 1.5: both due Black after W B W.
    LimColours.Decision above =
        LimColours.decide(round(4), player(3, 20, "WBW"), player(7, 20, "WBW"));
    LimColours.Decision median =
        LimColours.decide(round(4), player(3, 15, "WBW"), player(7, 10, "WBW"));
    LimColours.Decision below =
        LimColours.decide(round(4), player(3, 10, "WBW"), player(7, 10, "WBW"));

    assertThat(above.black()).isEqualTo(3);
    assertThat(median.black()).isEqualTo(3);
    assertThat(below.black()).isEqualTo(7);
    assertThat(below.reason()).contains("lower-ranked", "below the median");
  }

  @Test
  void playersWithoutGamesFollowTheParityOfTheHigherRanked() {
    // 7.2: the initial colour (White here) to the odd-numbered player of the upper half.
    assertThat(LimColours.decide(round(3), player(2, 0, ""), player(5, 0, "")).white())
        .isEqualTo(5);
    assertThat(LimColours.decide(round(3), player(5, 0, ""), player(1, 0, "")).white())
        .isEqualTo(1);
    // One player without games yields to the other's due colour.
    assertThat(LimColours.decide(round(3), player(2, 0, ""), player(5, 0, "W")).white())
        .isEqualTo(2);
  }

  @Test
  void colourLimitsMakePlayersIncompatibleExceptEqualScoresInTheLastRound() {
    // Both had White twice running: one would get a third White.
    PlayerState a = player(1, 20, "BWW");
    PlayerState b = player(2, 20, "BWW");
    PlayerState c = player(3, 10, "BWW");
    LimCompatibility notLast = new LimCompatibility(state(4, 9));
    LimCompatibility last = new LimCompatibility(state(4, 4));

    assertThat(notLast.violated(a, b)).isEqualTo("2.1");
    // Article 6: equal scores are paired in the last round whatever the colours.
    assertThat(last.violated(a, b)).isNull();
    assertThat(last.violated(a, c)).isEqualTo("2.1");
    // ... and then the allocation puts the fewest players beyond the limits.
    assertThat(LimColours.decide(state(4, 4), a, player(2, 20, "WBW")).black()).isEqualTo(1);
  }

  @Test
  void aPlayerThreeAheadIsIncompatibleWithEverybodyDueTheSameColour() {
    PlayerState a = player(1, 20, "WBWW");
    assertThat(LimCompatibility.allows(a, Colour.WHITE)).isFalse();
    assertThat(LimCompatibility.allows(player(1, 20, "WWBW"), Colour.WHITE)).isFalse();
    assertThat(LimCompatibility.allows(player(1, 20, "WBW"), Colour.WHITE)).isTrue();
  }

  /** A player with pairing number {@code id}, score in tenths, colours like {@code WBW}. */
  static PlayerState player(int id, int score, String colours) {
    List<Colour> played = new ArrayList<>();
    int diff = 0;
    for (char ch : colours.toCharArray()) {
      Colour c = ch == 'W' ? Colour.WHITE : Colour.BLACK;
      played.add(c);
      diff += c == Colour.WHITE ? 1 : -1;
    }
    return new PlayerState(
        id,
        score,
        score,
        played,
        diff,
        ColourPreference.of(played),
        List.of(),
        Set.of(),
        false,
        0,
        id,
        false);
  }

  /** The state before {@code round} of a tournament of nine rounds (initial colour White). */
  private static RoundState round(int round) {
    return state(round, 9);
  }

  private static RoundState state(int round, int totalRounds) {
    return new RoundState(HandBuilt.tournament(totalRounds, "", "", "", "", "", "", "", ""), round);
  }
}
