package org.swisspair.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ScoringRulesTest {

  /** A colour-blind system of win, draw, loss and PAB, byes and forfeits following them. */
  private static ScoringSystem wdlu(int win, int draw, int loss, int pab) {
    ScoringSystem s = ScoringSystem.of(win, draw, loss);
    return new ScoringSystem(
        win,
        win,
        draw,
        draw,
        loss,
        loss,
        s.forfeitWin(),
        s.forfeitLoss(),
        s.fullBye(),
        s.halfBye(),
        s.zeroBye(),
        pab);
  }

  private static String rule(ScoringSystem s) {
    ScoringRules.Violation v = ScoringRules.violation(s, false);
    return v == null ? null : v.rule();
  }

  @Test
  void acceptsTheUsualSystems() {
    for (ScoringSystem s :
        new ScoringSystem[] {
          ScoringSystem.STANDARD,
          wdlu(10, 5, 0, 5),
          wdlu(10, 5, 0, 0),
          ScoringSystem.of(30, 10, 0),
          wdlu(30, 10, 0, 10),
          // GEN-8: two draws' points, a score 3-1-0 reaches.
          wdlu(30, 10, 0, 20),
          ScoringSystem.of(20, 10, 0),
          // Two draws worth exactly a win and a loss.
          ScoringSystem.of(10, 5, 0),
          ScoringSystem.of(10, 4, 0)
        }) {
      assertThat(ScoringRules.violation(s, false)).as(s.toString()).isNull();
      assertThatCode(() -> ScoringRules.check(s, false)).doesNotThrowAnyException();
    }
  }

  @Test
  void refusesTwoDrawsWorthMoreThanAWinAndALoss() {
    ScoringSystem s = ScoringSystem.of(10, 6, 0);
    assertThat(rule(s)).isEqualTo("GEN-6");
    assertThatThrownBy(() -> ScoringRules.check(s, false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("two draws (2 x 0.6 = 1.2) are worth more than a win and a loss")
        .hasMessageContaining("(1.0 + 0.0 = 1.0)")
        .hasMessageContaining("Q74");
    assertThat(ScoringRules.violation(s, false).values())
        .contains(ScoringRules.Value.DRAW_WHITE, ScoringRules.Value.WIN_WHITE);
  }

  @Test
  void checksTwoDrawsForEachColour() {
    // A black draw worth 0.6 against a black win of 1.0: refused, naming Black.
    ScoringSystem s = new ScoringSystem(10, 10, 5, 6, 0, 0, 10, 0, 10, 5, 0, 10);
    assertThat(ScoringRules.violation(s, false).message()).contains("two draws with Black");
    // A colour-dependent system that keeps the rule with each colour passes.
    ScoringSystem ok = new ScoringSystem(10, 12, 5, 6, 0, 0, 10, 0, 10, 5, 0, 10);
    assertThat(ScoringRules.violation(ok, false)).isNull();
  }

  @Test
  void refusesAPabWorthMoreThanAWin() {
    ScoringSystem s = wdlu(10, 5, 0, 15);
    assertThat(rule(s)).isEqualTo("GEN-7");
    assertThat(ScoringRules.violation(s, false).message())
        .contains("a PAB (1.5) is worth more than a win (1.0)")
        .contains("Q81");
  }

  @Test
  void refusesUnderStandardScoringAPabOtherThanOneHalfOrZero() {
    for (int pab : new int[] {7, 3, 9}) {
      ScoringSystem s = wdlu(10, 5, 0, pab);
      assertThat(rule(s)).as("PAB %d", pab).isEqualTo("GEN-8");
      assertThat(ScoringRules.violation(s, false).message())
          .contains("under the standard scoring (1, 1/2, 0) a PAB is worth 1, 1/2 or 0, not ")
          .contains("Q83");
    }
  }

  @Test
  void refusesInACustomSystemAPabNoResultsCanMake() {
    // 3-1-0 reaches 0, 1, 2 and 3; 1.5 is out of reach.
    ScoringSystem s = wdlu(30, 10, 0, 15);
    assertThat(rule(s)).isEqualTo("GEN-8");
    assertThat(ScoringRules.violation(s, false).message())
        .contains("a PAB (1.5) must be a score that wins, draws and losses (3.0, 1.0, 0.0)");
  }

  @Test
  void refusesALossWorthAsMuchAsAWinOrMoreThanADraw() {
    assertThat(rule(ScoringSystem.of(0, 0, 0))).isEqualTo("GEN-5");
    assertThat(ScoringRules.violation(ScoringSystem.of(10, 0, 5), false).message())
        .contains("a draw (0.0) must be worth at least a loss (0.5)");
  }

  @Test
  void aDoubleSwissPabIsBoundedByAMatchWon() {
    // DSW-4: the default PAB is a game won and a game drawn, 1.5; a written 1.5 is the whole bye.
    assertThat(ScoringRules.violation(ScoringSystem.STANDARD, true)).isNull();
    assertThat(ScoringRules.violation(wdlu(10, 5, 0, 15), true)).isNull();
    assertThat(ScoringRules.violation(wdlu(10, 5, 0, 20), true)).isNull();
    ScoringRules.Violation tooMuch = ScoringRules.violation(wdlu(10, 5, 0, 25), true);
    assertThat(tooMuch.rule()).isEqualTo("GEN-7");
    assertThat(tooMuch.message()).contains("a match won (2.0)");
    assertThat(ScoringRules.violation(wdlu(10, 5, 0, 7), true).message())
        .contains("2, 1.5, 1, 0.5 or 0 in a match");
  }

  @Test
  void standardGamesIgnoreByesAndForfeits() {
    assertThat(ScoringRules.standardGames(wdlu(10, 5, 0, 0))).isTrue();
    assertThat(ScoringRules.standardGames(ScoringSystem.of(30, 10, 0))).isFalse();
  }

  /** The team rule {@code s} breaks: match points 2-1-0 family, PAB values, 4 boards of 1-1/2-0. */
  private static String teamRule(int win, int draw, int loss, int pabMatch, int pabGame) {
    ScoringRules.TeamViolation v =
        ScoringRules.teamViolation(win, draw, loss, pabMatch, pabGame, 4, ScoringSystem.STANDARD);
    return v == null ? null : v.rule();
  }

  @Test
  void acceptsTheUsualTeamScorings() {
    // 2-1-0 with a drawn match's PAB (C.04.6 1.4), a won match's, none; 3-1-0 with two draws' 2.
    assertThat(teamRule(20, 10, 0, 10, 20)).isNull();
    assertThat(teamRule(20, 10, 0, 20, 40)).isNull();
    assertThat(teamRule(20, 10, 0, 0, 0)).isNull();
    assertThat(teamRule(30, 10, 0, 20, 25)).isNull();
    assertThat(teamRule(20, 10, 10, 10, 20)).isNull();
  }

  @Test
  void refusesADrawnMatchWorthAsMuchAsAWonOne() {
    ScoringRules.TeamViolation v =
        ScoringRules.teamViolation(20, 20, 0, 10, 20, 4, ScoringSystem.STANDARD);
    assertThat(v.rule()).isEqualTo("TEAM-26");
    assertThat(v.message())
        .contains("a won match (2.0) must be worth more match points than a drawn one (2.0)");
    assertThat(v.values().get(0)).isEqualTo(ScoringRules.TeamValue.MATCH_DRAW);
    assertThat(teamRule(20, 5, 10, 10, 20)).isEqualTo("TEAM-26");
  }

  @Test
  void refusesTwoDrawnMatchesWorthMoreThanAWonAndALostOne() {
    ScoringRules.TeamViolation v =
        ScoringRules.teamViolation(20, 15, 0, 15, 20, 4, ScoringSystem.STANDARD);
    assertThat(v.rule()).isEqualTo("TEAM-27");
    assertThat(v.message())
        .contains("two drawn matches (2 x 1.5 = 3.0) are worth more match points")
        .contains("(2.0 + 0.0 = 2.0)")
        .contains("Q74");
  }

  @Test
  void refusesAPabWorthMoreMatchPointsThanAWonMatchOrNoSumOfResults() {
    ScoringRules.TeamViolation v =
        ScoringRules.teamViolation(20, 10, 0, 30, 20, 4, ScoringSystem.STANDARD);
    assertThat(v.rule()).isEqualTo("TEAM-28");
    assertThat(v.message()).contains("the PAB's match points (3.0) are more than a won match's");
    assertThat(teamRule(20, 10, 0, 5, 20)).isEqualTo("TEAM-28");
  }

  @Test
  void refusesPabGamePointsTheBoardsCannotMake() {
    ScoringRules.TeamViolation v =
        ScoringRules.teamViolation(20, 10, 0, 10, 45, 4, ScoringSystem.STANDARD);
    assertThat(v.rule()).isEqualTo("TEAM-29");
    assertThat(v.message()).contains("(4.5)").contains("4 boards").contains("at most 4.0");
    // 2.3 is no sum of four results of 1, 1/2 and 0; 2.5 is.
    assertThat(teamRule(20, 10, 0, 10, 23)).isEqualTo("TEAM-29");
    assertThat(teamRule(20, 10, 0, 10, 25)).isNull();
    // Under 3-1-0 games four boards make 11 only with a fifth result.
    assertThat(
            ScoringRules.teamViolation(20, 10, 0, 10, 110, 4, ScoringSystem.of(30, 10, 0)).rule())
        .isEqualTo("TEAM-29");
    assertThat(ScoringRules.teamViolation(20, 10, 0, 10, 100, 4, ScoringSystem.of(30, 10, 0)))
        .isNull();
  }
}
