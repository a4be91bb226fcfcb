package org.swisspair.solver.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.testdouble.HandBuilt;

class AbsoluteCriteriaCheckTest {
  // Round 1: 1-3 won by 1 (White), 4-2 won by 2 (Black). Scores 1, 1, 0, 0.
  private static final String[] FOUR = {"3w1", "4b1", "1b0", "2w0"};

  private static RoundState round2(Tournament t) {
    return new RoundState(t, 2);
  }

  private static List<String> ids(AbsoluteCriteriaCheck.Result r) {
    return r.violations().stream().map(Violation::criterion).toList();
  }

  @Test
  void acceptsALegalPairingWithDutchColours() {
    RoundState s = round2(HandBuilt.tournament(5, FOUR));

    AbsoluteCriteriaCheck.Result r = check(s, List.of(new Pair(2, 1), new Pair(3, 4)));

    assertThat(r.legal()).isTrue();
    assertThat(r.colourNotes()).isEmpty();
  }

  @Test
  void detectsARematchAsC1() {
    RoundState s = round2(HandBuilt.tournament(5, FOUR));

    AbsoluteCriteriaCheck.Result r = check(s, List.of(new Pair(3, 1), new Pair(2, 4)));

    assertThat(ids(r)).containsExactly("C1", "C1");
    assertThat(r.violations().get(0).players()).containsExactly(3, 1);
  }

  @Test
  void allowsReplayingAForfeitedGame() {
    // C.04.2 3.5: 1-3 was forfeited, so they may meet again.
    RoundState s = round2(HandBuilt.tournament(5, "3w+", "4b1", "1b-", "2w0"));

    AbsoluteCriteriaCheck.Result r = check(s, List.of(new Pair(3, 1), new Pair(2, 4)));

    assertThat(ids(r)).containsExactly("C1");
    assertThat(r.violations().get(0).players()).containsExactly(2, 4);
  }

  @Test
  void detectsAPabToAPlayerWhoHadOneAsC2() {
    RoundState s = round2(HandBuilt.tournament(5, "3w1", "4b1", "1b0", "2w0", "0-U"));

    AbsoluteCriteriaCheck.Result r =
        check(s, List.of(new Pair(2, 1), new Pair(3, 4), new Pair(5, 0)));

    assertThat(ids(r)).containsExactly("C2");
    assertThat(r.violations().get(0).players()).containsExactly(5);
  }

  @Test
  void detectsNonTopscorersWithTheSameAbsolutePreferenceAsC3() {
    // 1 and 2 had Black twice, 3 and 4 White twice; round 3 of 5 has no topscorers.
    Tournament t = HandBuilt.tournament(5, "3b1 4b1", "4b1 3b1", "1w0 2w0", "2w0 1w0");

    AbsoluteCriteriaCheck.Result r =
        check(new RoundState(t, 3), List.of(new Pair(1, 2), new Pair(3, 4)));

    assertThat(ids(r)).containsExactly("C3", "C3");
    assertThat(r.violations().get(0).players()).containsExactly(1, 2);
  }

  @Test
  void detectsAPlayerPairedTwice() {
    RoundState s = round2(HandBuilt.tournament(5, FOUR));

    AbsoluteCriteriaCheck.Result r =
        check(s, List.of(new Pair(2, 1), new Pair(4, 1), new Pair(3, 0)));

    assertThat(r.violations())
        .anySatisfy(v -> assertThat(v.message()).contains("1 appears 2 times"));
  }

  @Test
  void detectsAMissingPlayer() {
    RoundState s = round2(HandBuilt.tournament(5, FOUR));

    AbsoluteCriteriaCheck.Result r = check(s, List.of(new Pair(2, 1)));

    assertThat(r.violations())
        .extracting(Violation::message)
        .containsExactly("player 3 is not paired", "player 4 is not paired");
  }

  @Test
  void detectsAPabWhenTheCountIsEven() {
    RoundState s = round2(HandBuilt.tournament(5, FOUR));

    AbsoluteCriteriaCheck.Result r =
        check(s, List.of(new Pair(2, 1), new Pair(3, 0), new Pair(4, 0)));

    assertThat(r.violations())
        .extracting(Violation::message)
        .contains(
            "2 pairing-allocated byes: [3, 4]",
            "PAB given although the 4 players to pair are even");
  }

  @Test
  void detectsAPlayerWhoIsNotToBePaired() {
    // Player 5 has a half-point bye in round 2.
    Tournament t = HandBuilt.tournament(5, "3w1", "4b1", "1b0", "2w0", "0-Z 0-H");

    AbsoluteCriteriaCheck.Result r =
        check(round2(t), List.of(new Pair(2, 1), new Pair(3, 4), new Pair(5, 0)));

    assertThat(r.violations())
        .extracting(Violation::message)
        .containsExactly(
            "player 5 is paired but is not to be paired in round 2",
            "PAB given although the 4 players to pair are even");
  }

  @Test
  void detectsAForbiddenPair() {
    Tournament t =
        HandBuilt.tournament(
            5, List.of(new ForbiddenPairs(List.of(1, 2), 1, Integer.MAX_VALUE)), FOUR);

    AbsoluteCriteriaCheck.Result r = check(round2(t), List.of(new Pair(2, 1), new Pair(3, 4)));

    assertThat(ids(r)).containsExactly("forbidden");
  }

  @Test
  void notesColoursThatDifferFromArticle52WithoutCallingThemViolations() {
    RoundState s = round2(HandBuilt.tournament(5, FOUR));

    AbsoluteCriteriaCheck.Result r = check(s, List.of(new Pair(1, 2), new Pair(3, 4)));

    assertThat(r.legal()).isTrue();
    assertThat(r.colourNotes()).extracting(Violation::criterion).containsExactly("5.2.1");
    assertThat(r.colourNotes().get(0).message()).contains("gives White to 2");
  }

  /** The check under the Dutch rules, which these cases are written for. */
  private static AbsoluteCriteriaCheck.Result check(RoundState s, List<Pair> boards) {
    return AbsoluteCriteriaCheck.check(
        new org.swisspair.solver.dutch.DutchPairingSystem().rules(s), s, boards);
  }
}
