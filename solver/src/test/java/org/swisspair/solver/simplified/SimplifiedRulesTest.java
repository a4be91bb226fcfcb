package org.swisspair.solver.simplified;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.testdouble.HandBuilt;

/**
 * The simplified Swiss rules (swiss-simplified-vincze.txt) on their worked example and on small
 * hand-built rounds: the opponent order, the re-split after each pair, groups of three and of one,
 * backtracking, the bye as the outer loop, the rule of three colours in a row and the colour rules.
 */
class SimplifiedRulesTest {

  @Test
  void theFirstPlayerOfAGroupOfEightTriesFiveSixSevenEightFourThreeTwo() {
    // The text's example (line 41).
    RoundState s = round1(8, List.of());
    assertThat(new SimplifiedSearch(s, SimplifiedSearch.Mode.AUTO).firstOpponents())
        .containsExactly(5, 6, 7, 8, 4, 3, 2);
  }

  @Test
  void nineNewPlayersPairTopHalfAgainstBottomHalfAndTheLastGetsTheBye() throws Exception {
    RoundPairing p = pair(round1(9, List.of()));
    assertThat(p.boards())
        .containsExactly(
            new Pair(1, 5), new Pair(6, 2), new Pair(3, 7), new Pair(8, 4), new Pair(9, 0));
  }

  @Test
  void theGroupIsSplitAgainAfterEveryPair() throws Exception {
    // 1 may not meet 5: it takes 6; {2,3,4,5,7,8} splits into {2,3,4} and {5,7,8}.
    RoundPairing p = pair(round1(8, List.of(List.of(1, 5))));
    assertThat(pairs(p)).containsExactly("1-6", "2-5", "3-7", "4-8");
  }

  @Test
  void theFirstPlayerOfAGroupOfThreeTriesTheOtherTwoThenTheLowerGroups() throws Exception {
    // 1, 2, 3 won round 1; 1 may meet neither 2 nor 3, and already played 4: the next player of
    // the group below, 5.
    Tournament t =
        HandBuilt.tournament(
            5,
            List.of(
                new ForbiddenPairs(List.of(1, 2), 1, 9), new ForbiddenPairs(List.of(1, 3), 1, 9)),
            "4w1",
            "5w1",
            "6w1",
            "1b0",
            "2b0",
            "3b0");
    assertThat(pairs(pair(new RoundState(t, 2)))).containsExactly("1-5", "2-3", "4-6");
  }

  @Test
  void aLoneLeaderIsPairedWithTheFirstPlayerOfTheNextGroup() throws Exception {
    // SIM-9: 1 alone on 1 point.
    Tournament t = HandBuilt.tournament(5, "4w1", "3w=", "2b=", "1b0");
    assertThat(pairs(pair(new RoundState(t, 2)))).containsExactly("1-2", "3-4");
  }

  @Test
  void aDeadEndCancelsTheLastPairAndTriesTheNextOpponent() throws Exception {
    // 1-3 leaves 2-4, which may not meet: 1 takes 4 instead.
    RoundState s = round1(4, List.of(List.of(2, 4)));
    SimplifiedSearch.Result r = new SimplifiedSearch(s, SimplifiedSearch.Mode.PLAIN).run();
    assertThat(r.cancelled()).isEqualTo(1);
    assertThat(pairs(pair(s))).containsExactly("1-4", "2-3");
  }

  @Test
  void theByeMovesUpWhenTheLastPlayersHadItAlready() throws Exception {
    // Before round 3: 1 has 2 points, 2-5 have 1; 5 and 4, the last two of the lowest group, had
    // the bye: 3 gets it. Then 1 (alone) takes the first permissible player below, 4, and 2-5.
    Tournament t = HandBuilt.tournament(5, "2w1 5w1", "1b0 3b1", "4w1 2w0", "3b0 0-U", "0-U 1b0");
    RoundPairing p = pair(new RoundState(t, 3));
    assertThat(p.pab()).isEqualTo(3);
    assertThat(pairs(p)).containsExactly("1-4", "2-5");
  }

  @Test
  void theRuleOfThreeColoursInARowHoldsWhenSomePairingKeepsIt() throws Exception {
    // Round 3: 1 and 3 had White twice, 2 and 4 Black twice; the natural 1-3 would give one of
    // them a third White: 1-4? No: the lower half first: 1-3 is not permissible, 1-4 is.
    Tournament t =
        HandBuilt.tournament(
            5,
            "5w= 6w=",
            "6b= 5b=",
            "7w= 8w=",
            "8b= 7b=",
            "1b= 2w= 0-Z",
            "2w= 1b= 0-Z",
            "3b= 4w= 0-Z",
            "4w= 3b= 0-Z");
    RoundPairing p = pair(new RoundState(t, 3));
    assertThat(pairs(p)).containsExactly("1-4", "2-3");
    assertThat(p.boards()).contains(new Pair(4, 1), new Pair(2, 3));
  }

  @Test
  void theRuleOfThreeColoursInARowGivesWayWhenNoPairingKeepsIt() throws Exception {
    // 1 and 2 both had White twice and may meet only each other.
    Tournament t =
        HandBuilt.tournament(
            5,
            List.of(
                new ForbiddenPairs(List.of(1, 3), 1, 9),
                new ForbiddenPairs(List.of(1, 4), 1, 9),
                new ForbiddenPairs(List.of(2, 3), 1, 9),
                new ForbiddenPairs(List.of(2, 4), 1, 9)),
            "5w= 6w=",
            "7w= 8w=",
            "6b= 5b=",
            "8b= 7b=",
            "1b= 3w= 0-Z",
            "3w= 1b= 0-Z",
            "2b= 4w= 0-Z",
            "4w= 2b= 0-Z");
    SimplifiedSearch.Result r =
        new SimplifiedSearch(new RoundState(t, 3), SimplifiedSearch.Mode.AUTO).run();
    assertThat(r.colourRuleKept()).isFalse();
    assertThat(pairs(pair(new RoundState(t, 3)))).containsExactly("1-2", "3-4");
  }

  @Test
  void firstRoundColoursAlternateByStartingNumberInTheUpperHalf() throws Exception {
    // Player 1 drew White (XXC white1 in HandBuilt): odd numbers of the upper half White.
    RoundPairing p = pair(round1(8, List.of()));
    assertThat(p.boards())
        .containsExactly(new Pair(1, 5), new Pair(6, 2), new Pair(3, 7), new Pair(8, 4));
    assertThat(p.explanation().colours().get(0).rule()).isEqualTo("first round");
  }

  @Test
  void colourRulesApplyInTheirOrder() {
    Tournament t =
        HandBuilt.tournament(
            9,
            "2w1 3w1", // 1: White twice: must get Black (rule 1)
            "1b1 3w1", // 2: difference 0, last White
            "1w1 2b= 4w1", // 3: difference +1
            "5b1 6b= 3w1", // 4: difference -1
            "4w1", // 5: difference +1
            "4b1 5w1"); // 6: difference 0, last White
    RoundState s = new RoundState(t, 4);
    // Rule 1: 1 must get Black.
    assertThat(SimplifiedColours.decide(s, s.player(1), s.player(2)).rule()).isEqualTo("colour 1");
    assertThat(SimplifiedColours.decide(s, s.player(1), s.player(2)).black()).isEqualTo(1);
    // Rule 2: the larger difference (3: +1) against 2 (0) is compensated: 3 Black.
    SimplifiedColours.Decision d = SimplifiedColours.decide(s, s.player(2), s.player(3));
    assertThat(d.rule()).isEqualTo("colour 2");
    assertThat(d.black()).isEqualTo(3);
    // Rule 3: equal differences (+1 and -1): the lower starting number compensates: 3 Black.
    d = SimplifiedColours.decide(s, s.player(3), s.player(4));
    assertThat(d.rule()).isEqualTo("colour 3");
    assertThat(d.black()).isEqualTo(3);
    // Rule 3 again for +1 and +1: 3 (lower) gets Black, 5 White.
    d = SimplifiedColours.decide(s, s.player(3), s.player(5));
    assertThat(d.rule()).isEqualTo("colour 3");
    assertThat(d.white()).isEqualTo(5);
    // Rule 5: both 0: the lower starting number changes colour: 2 had White, now Black.
    d = SimplifiedColours.decide(s, s.player(2), s.player(6));
    assertThat(d.rule()).isEqualTo("colour 5");
    assertThat(d.black()).isEqualTo(2);
  }

  @Test
  void theTournamentEndsWhenNoPermissiblePairingExists() {
    RoundState s = round1(4, List.of(List.of(1, 2), List.of(1, 3), List.of(1, 4)));
    assertThatThrownBy(() -> pair(s))
        .isInstanceOf(NoValidPairingException.class)
        .hasMessageContaining("the tournament ends");
  }

  @Test
  void aPlayerWhoWonByForfeitMayStillGetTheBye() throws Exception {
    // SIM-8, line 24: "A player can get it only once": "it" is the bye. 3 won round 1 by forfeit
    // and is the last of the lowest group in round 3; 1 and 2 had the bye.
    Tournament t = HandBuilt.tournament(3, "0-U 3w1", "3-- 0-U", "2-+ 1b0");
    RoundPairing p = pair(new RoundState(t, 3));
    assertThat(pairs(p)).containsExactly("1-2");
    assertThat(p.pab()).isEqualTo(3);
    SimplifiedRules rules = new SimplifiedRules(new RoundState(t, 3));
    RoundState s = new RoundState(t, 3);
    assertThat(rules.byeIneligible(s.player(3))).isFalse();
    assertThat(rules.byeIneligible(s.player(2))).isTrue();
  }

  @Test
  void pairingNumbersOutOfRatingOrderArePairedAsTheyStandWithAWarning() throws Exception {
    // SIM-1: lines 14-16 number by rating, highest first, unrated last; the file's numbers stand.
    Tournament t = HandBuilt.tournament(5, "", "", "", "");
    assertThat(SimplifiedPairingSystem.startingNumberWarning(t)).isEmpty();
    List<org.swisspair.model.Player> ps = new ArrayList<>(t.players());
    org.swisspair.model.Player third = ps.get(2);
    ps.set(
        2,
        new org.swisspair.model.Player(
            3, "", "", third.name(), 2500, "", "", "", null, 0, third.rounds()));
    Tournament swapped = t.withPlayers(ps);
    assertThat(SimplifiedPairingSystem.startingNumberWarning(swapped))
        .hasValueSatisfying(
            w -> assertThat(w).startsWith("pairing number 2 (rating 1990) comes before 3"));
    RoundPairing p = pair(new RoundState(swapped, 1));
    assertThat(pairs(p)).containsExactly("1-3", "2-4");
    assertThat(p.explanation().toString()).contains("SIM-1");
    ps.set(0, new org.swisspair.model.Player(1, "", "", "A", 0, "", "", "", null, 0, List.of()));
    assertThat(SimplifiedPairingSystem.startingNumberWarning(t.withPlayers(ps)))
        .hasValueSatisfying(w -> assertThat(w).startsWith("pairing number 1 (unrated)"));
  }

  // ------------------------------------------------------------------ helpers

  private static RoundState round1(int players, List<List<Integer>> forbidden) {
    String[] rows = new String[players];
    Arrays.fill(rows, "");
    List<ForbiddenPairs> f = new ArrayList<>();
    for (List<Integer> p : forbidden) {
      f.add(new ForbiddenPairs(p, 1, Integer.MAX_VALUE));
    }
    return new RoundState(HandBuilt.tournament(5, f, rows), 1);
  }

  private static RoundPairing pair(RoundState s) throws NoValidPairingException {
    RoundPairing auto = new SimplifiedPairingSystem().pair(s, true);
    // The literal search and the oracle-guided one give the same pairing (SIM-6).
    for (SimplifiedSearch.Mode m : SimplifiedSearch.Mode.values()) {
      RoundPairing other = new SimplifiedPairingSystem(m).pair(s, false);
      assertThat(other.boards()).as(m.toString()).isEqualTo(auto.boards());
    }
    return auto;
  }

  private static List<String> pairs(RoundPairing p) {
    List<String> out = new ArrayList<>();
    for (Pair b : p.games()) {
      out.add(Math.min(b.white(), b.black()) + "-" + Math.max(b.white(), b.black()));
    }
    out.sort(null);
    return out;
  }
}
