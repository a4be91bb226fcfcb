package org.swisspair.solver.ratingbased;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.AbsoluteCriteriaCheck;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.Violation;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.testdouble.HandBuilt;

/**
 * B.2 is absolute ("No player's colour difference will become >+2 or <-2"); the note to B lets only
 * players at 50% or more ignore it in the last round. A 12-player, 5-round event before its last
 * round (a generated tournament, seed 8855): player 8 has 1 point of 4 with B B W B (difference
 * -2), player 9 has 2 of 4 with W W B B; both are absolutely due White and they meet. Player 9,
 * covered by the note, takes Black; player 8, not covered, keeps White.
 */
class RatingBasedLastRoundB2Test {
  private static final String[] ROWS = {
    "7b1 6w= 3b= 9w1",
    "8w1 9b1 4w0 11b1",
    "9b0 8w1 1w= 10b=",
    "10w1 11b1 2b1 6w0",
    "11b0 10w1 6b0 7w1",
    "12w1 1b= 5w1 4b1",
    "1w0 12b1 9w0 5b0",
    "2b0 3b0 11w0 12b1",
    "3w1 2w0 7b1 1b0",
    "4b0 5b0 12w1 3w=",
    "5w1 4w0 8b1 2w0",
    "6b0 7w0 10b0 8w0",
  };

  private static RoundState lastRound() {
    Tournament t = HandBuilt.tournament(5, ROWS);
    return new RoundState(t, 5);
  }

  @Test
  void theStateIsTheOneOfTheReport() {
    RoundState s = lastRound();
    assertThat(s.player(8).playedColours())
        .containsExactly(Colour.BLACK, Colour.BLACK, Colour.WHITE, Colour.BLACK);
    assertThat(s.player(8).score()).isEqualTo(10);
    assertThat(s.player(9).playedColours())
        .containsExactly(Colour.WHITE, Colour.WHITE, Colour.BLACK, Colour.BLACK);
    assertThat(s.player(9).score()).isEqualTo(20);
    assertThat(RatingColours.reliefEligible(s, s.player(8))).isFalse();
    assertThat(RatingColours.reliefEligible(s, s.player(9))).isTrue();
  }

  @Test
  void thePlayerBelowHalfKeepsTheColourB2LeavesHim() throws Exception {
    RoundState s = lastRound();
    RoundPairing rp = new RatingBasedPairingSystem().pair(s, true);
    assertThat(rp.boards()).contains(new Pair(8, 9));
    Explanation.ColourDecision d =
        rp.explanation().colours().stream().filter(c -> c.white() == 8).findFirst().orElseThrow();
    assertThat(d.black()).isEqualTo(9);
    assertThat(d.rule()).isEqualTo("B.2");
    assertThat(d.reason()).contains("note to B");
    assertThat(AbsoluteCriteriaCheck.check(new RatingRules(s), s, rp.boards()).violations())
        .isEmpty();
    assertThat(RatingBasedAbsoluteCriteriaTest.violations(played(s, rp.boards()))).isEmpty();
  }

  @Test
  void theCheckerRefusesTheColoursThatBreakB2() throws Exception {
    RoundState s = lastRound();
    List<Pair> boards = new ArrayList<>();
    for (Pair p : new RatingBasedPairingSystem().pair(s, false).boards()) {
      boards.add(p.white() == 8 ? new Pair(9, 8) : p);
    }
    List<Violation> v = AbsoluteCriteriaCheck.check(new RatingRules(s), s, boards).violations();
    assertThat(v).hasSize(1);
    assertThat(v.get(0).criterion()).isEqualTo("B2");
    assertThat(v.get(0).players()).containsExactly(9, 8);
    assertThat(v.get(0).message()).contains("player 8 gets BLACK: colour difference -3");
  }

  @Test
  void checkReportsTheFileThatBreaksB2() throws Exception {
    RoundState s = lastRound();
    List<Pair> boards = new ArrayList<>();
    for (Pair p : new RatingBasedPairingSystem().pair(s, false).boards()) {
      boards.add(p.white() == 8 ? new Pair(9, 8) : p);
    }
    Tournament file = played(s, boards);
    assertThat(RatingBasedAbsoluteCriteriaTest.violations(file))
        .containsExactly("round 5: B2, player 8 colours [BLACK, BLACK, WHITE, BLACK, BLACK]");

    CheckReport.RoundReport r =
        new TournamentChecker(new RatingBasedPairingSystem()).checkRound(file, 5);

    assertThat(r.fileViolations()).extracting(Violation::criterion).containsExactly("B2");
    assertThat(r.engineViolations()).isEmpty();
    assertThat(r.difference()).isNotNull();
  }

  @Test
  void theNoteDoesNotCoverAnEarlierRound() {
    // The same histories a round earlier than the last (6 rounds declared): neither is covered,
    // and the two may not meet at all.
    RoundState s = new RoundState(HandBuilt.tournament(6, ROWS), 5);
    assertThat(RatingColours.reliefEligible(s, s.player(9))).isFalse();
    assertThat(new RatingRules(s).forbids(s.player(8), s.player(9))).isEqualTo("B2");
  }

  /** The tournament of {@code s} with round 5 entered as {@code boards}, every game a draw. */
  private static Tournament played(RoundState s, List<Pair> boards) {
    String[] rows = ROWS.clone();
    for (Pair p : boards) {
      if (p.isBye()) {
        rows[p.white() - 1] += " 0-U";
      } else {
        rows[p.white() - 1] += " " + p.black() + "w=";
        rows[p.black() - 1] += " " + p.white() + "b=";
      }
    }
    return HandBuilt.tournament(5, rows);
  }
}
