package org.swisspair.solver.ratingbased;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.testdouble.HandBuilt;

/**
 * Hand-built brackets for the procedure of C.1-C.14: the order of transpositions and exchanges
 * (D.1, D.2), the order in which criteria are dropped (C.9-C.11), the alternatives of C.9, fewer
 * pairs (C.14), A.7.d, the last-round relief, and the steps into other brackets (C.12, C.13). Each
 * bracket is paired by the engine and by the literal enumeration, which must agree.
 */
class RatingBasedBracketsTest {

  @Test
  void firstTranspositionThatAvoidsAForbiddenPairIsTaken() throws Exception {
    // 1-5 may not meet: 5-6-7-8 ... 5-8-7-6 all pair 1 with 5; 6-5-7-8 is next.
    RoundState s = state(1, List.of(pair(1, 5)), 8);
    assertThat(pairs(s)).isEqualTo(set("1-6", "2-5", "3-7", "4-8"));
  }

  @Test
  void exchangeAComesFirstWhenNoTranspositionWorks() throws Exception {
    RoundState s = state(1, forbid(4, 5, 6, 7, 8), 8);
    assertThat(pairs(s)).isEqualTo(set("1-4", "2-6", "3-7", "5-8"));
    assertThat(explained(s)).contains("4-5");
  }

  @Test
  void exchangeBFollowsWhenExchangeAFails() throws Exception {
    List<ForbiddenPairs> f = new ArrayList<>(forbid(4, 5, 6, 7, 8));
    f.addAll(forbid(5, 6, 7, 8));
    RoundState s = state(1, f, 8);
    assertThat(pairs(s)).isEqualTo(set("1-4", "2-5", "3-7", "6-8"));
    assertThat(explained(s)).contains("4-6");
  }

  @Test
  void downfloatCriteriaAreDroppedB6First() {
    // Every player but 4 floated down last round (B5); 4 floated down two rounds ago (B6).
    RoundState s = state(3, List.of(), 5);
    FloatDirection[][] f = floats(5, 3);
    for (int id : new int[] {1, 2, 3, 5}) {
      f[id][1] = FloatDirection.DOWN;
    }
    f[4][0] = FloatDirection.DOWN;
    BracketProcedure.Outcome o = bracket(s, f, List.of(), List.of(1, 2, 3, 4, 5), false);
    assertThat(pairs(o)).isEqualTo(set("1-3", "2-5"));
    assertThat(o.movedDown()).containsExactly(4);
    assertThat(o.steps()).contains("C.10: B6 dropped for downfloats");
    assertThat(o.steps()).doesNotContain("C.10: B5 dropped for downfloats");
  }

  @Test
  void upfloatCriteriaAreDroppedB6FirstBeforeAnyDownfloatCriterion() {
    // 1 came down; of the residents 2, 4, 5 floated up last round, 3 two rounds ago.
    Tournament t = HandBuilt.tournament(5, "0-F 0-Z", "0-Z 0-Z", "0-Z 0-Z", "0-Z 0-Z", "0-Z 0-Z");
    RoundState s = new RoundState(t, 3);
    FloatDirection[][] f = floats(5, 3);
    for (int id : new int[] {2, 4, 5}) {
      f[id][1] = FloatDirection.UP;
    }
    f[3][0] = FloatDirection.UP;
    f[5][1] = FloatDirection.UP;
    BracketProcedure.Outcome o = bracket(s, f, List.of(1), List.of(2, 3, 4, 5), false);
    assertThat(o.kind()).isEqualTo("heterogeneous");
    assertThat(pairs(o)).isEqualTo(set("1-3", "2-4"));
    assertThat(o.movedDown()).containsExactly(5);
    assertThat(o.steps()).containsExactly("C.9: B6 dropped for upfloats");
  }

  @Test
  void theLowestMovedDownPlayerGetsAnotherOpponentWhenTheRemainderFails() {
    Tournament t = HandBuilt.tournament(5, List.of(pair(3, 4)), "0-F", "0-Z", "0-Z", "0-Z");
    RoundState s = new RoundState(t, 2);
    BracketProcedure.Outcome o = bracket(s, null, List.of(1), List.of(2, 3, 4), false);
    assertThat(pairs(o)).isEqualTo(set("1-3", "2-4"));
    assertThat(o.steps()).containsExactly("C.9: moved-down player 1 given another opponent");
  }

  @Test
  void fewerPairsAreMadeWhenNoCompletePairingExists() {
    // Only 2 can play anybody: one pair, two players moved down.
    RoundState s = state(1, List.of(pair(1, 3), pair(1, 4), pair(3, 4)), 4);
    BracketProcedure.Outcome o = bracket(s, null, List.of(), List.of(1, 2, 3, 4), false);
    assertThat(pairs(o)).isEqualTo(set("1-2"));
    assertThat(o.movedDown()).containsExactly(3, 4);
    assertThat(o.steps()).contains("C.14: p = 1");
  }

  @Test
  void xIsRaisedUntilTheColourPreferencesThatMustGoUngrantedAreAllowed() {
    // Round 3: 1 and 2 prefer White, 3 and 4 Black (mildly; an odd round, so not flexible): x = 0,
    // but 1 may meet only 2, so two preferences go ungranted.
    Tournament t =
        HandBuilt.tournament(
            5,
            List.of(pair(1, 3), pair(1, 4)),
            "5w= 6b= ",
            "6w= 5b=",
            "7b= 8w=",
            "8b= 7w=",
            "1b= 2w= 0-Z",
            "2b= 1w= 0-Z",
            "3w= 4b= 0-Z",
            "4w= 3b= 0-Z");
    RoundState s = new RoundState(t, 3);
    BracketProcedure.Outcome o = bracket(s, null, List.of(), List.of(1, 2, 3, 4), false);
    assertThat(pairs(o)).isEqualTo(set("1-2", "3-4"));
    assertThat(o.x()).isZero();
    assertThat(o.dropped()).contains("x+2");
  }

  @Test
  void strongPreferencesOfAnOddRoundCountAsAbsolute() {
    // Round 3: 1 and 3 had one game, with Black: strong White (A.7.d); 2 mild Black, 4 mild White.
    // x = 1 would allow 1-3 2-4, but under A.7.d 1 and 3 cannot meet: 1-4 2-3.
    Tournament t =
        HandBuilt.tournament(
            5,
            "0-Z 5b0",
            "6w0 7b0",
            "0-Z 8b0",
            "9b0 10w0",
            "0-Z 1w1 0-Z",
            "2b1 0-Z 0-Z",
            "0-Z 2w1 0-Z",
            "0-Z 3w1 0-Z",
            "4w1 0-Z 0-Z",
            "0-Z 4b1 0-Z");
    RoundState s = new RoundState(t, 3);
    RoundData d = new RoundData(s);
    assertThat(d.x(new int[] {1, 2, 3, 4})).isEqualTo(1);
    BracketProcedure.Outcome o = bracket(s, null, List.of(), List.of(1, 2, 3, 4), false);
    assertThat(pairs(o)).isEqualTo(set("1-4", "2-3"));
  }

  @Test
  void aZeroPointAbsenceCountsAsTheByeOfA7d() throws Exception {
    // RTG-6: players 1 and 3 were absent in round 1 (zero points, no pairing bye) and lost with
    // Black: a strong White preference in round 3, treated as absolute (A.7.d). Read as the
    // pairing bye only, they would be plain strong preferences, x = 1 would allow them to meet,
    // and C.6's first candidate 1-3 2-4 would stand.
    Tournament t =
        HandBuilt.tournament(
            5,
            "0-Z 5b0",
            "7b0 8w0",
            "0-Z 6b0",
            "9w0 10b0",
            "0-Z 1w1",
            "0-Z 3w1",
            "2w1 0-Z",
            "0-Z 2b1",
            "4b1 0-Z",
            "0-Z 4w1");
    RoundState s = new RoundState(t, 3);
    RoundData d = new RoundData(s);
    assertThat(d.preference(1).strongInOddRound()).isTrue();
    assertThat(d.preference(3).strongInOddRound()).isTrue();
    assertThat(d.x(new int[] {1, 2, 3, 4})).isEqualTo(1);
    assertThat(pairs(s)).contains("1-4", "2-3").doesNotContain("1-3", "2-4");
  }

  @Test
  void topPlayersMeetDespiteB2InTheLastRoundOnly() throws Exception {
    String[] rows = {
      "5b1 6b1", "7b1 8b1", "9b0 10w0", "10b0 9w0",
      "1w0 0-Z 0-Z", "0-Z 1w0 0-Z", "2w0 0-Z 0-Z", "0-Z 2w0 0-Z",
      "3w1 4b1 0-Z", "4w1 3b1 0-Z"
    };
    // Both leaders need White (B2a); in the last round they may meet anyway.
    RoundState last = new RoundState(HandBuilt.tournament(3, rows), 3);
    assertThat(pairs(last)).isEqualTo(set("1-2", "3-4"));
    assertThat(explained(last)).contains("50% or more");
    RoundState earlier = new RoundState(HandBuilt.tournament(5, rows), 3);
    assertThat(pairs(earlier)).isEqualTo(set("1-3", "2-4"));
  }

  @Test
  void aMovedDownPlayerWithoutOpponentMakesTheBracketAboveMoveDownAnother() throws Exception {
    // C.12: 3 comes down from {1, 2, 3} but may meet none of 4, 5, 6. The bracket above is paired
    // again so that another player comes down: 1-3 would leave a preference for Black ungranted
    // with x = 0 (1 and 3 both had White), so exchange 1-2 (C.8) comes first: 2-3, and 1 comes
    // down.
    Tournament t =
        HandBuilt.tournament(
            5,
            List.of(pair(3, 4), pair(3, 5), pair(3, 6)),
            "7w1",
            "8b1",
            "9w1",
            "0-Z",
            "0-Z",
            "0-Z",
            "1b0 0-Z",
            "2w0 0-Z",
            "3b0 0-Z");
    RoundState s = new RoundState(t, 2);
    assertThat(pairs(s)).isEqualTo(set("1-4", "2-3", "5-6"));
    assertThat(explained(s)).contains("paired again by C.12", "exchange=1-2");
  }

  @Test
  void theLowestBracketThatCannotBePairedIsJoinedToThePenultimate() throws Exception {
    // C.13: 3 and 4 may not meet; {1, 2} can pair only with p = 0, so the two are joined.
    Tournament t =
        HandBuilt.tournament(
            5, List.of(pair(3, 4)), "5w1", "6b1", "0-Z", "0-Z", "1b0 0-Z", "2w0 0-Z");
    RoundState s = new RoundState(t, 2);
    assertThat(pairs(s)).isEqualTo(set("1-3", "2-4"));
    assertThat(explained(s)).contains("C.13: merged");
  }

  @Test
  void noValidPairingWhenNoneExists() {
    RoundState s = state(1, List.of(pair(1, 2), pair(1, 3), pair(1, 4)), 4);
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> new RatingBasedPairingSystem().pair(s, false))
        .isInstanceOf(org.swisspair.solver.pairing.NoValidPairingException.class)
        .hasMessageContaining("B1 and B2");
  }

  // ------------------------------------------------------------------ helpers

  private static RoundState state(int round, List<ForbiddenPairs> forbidden, int players) {
    String[] rows = new String[players];
    Arrays.fill(rows, "0-Z ".repeat(round - 1).trim());
    return new RoundState(HandBuilt.tournament(9, forbidden, rows), round);
  }

  private static ForbiddenPairs pair(int a, int b) {
    return new ForbiddenPairs(List.of(a, b), 1, Integer.MAX_VALUE);
  }

  private static List<ForbiddenPairs> forbid(int a, int... others) {
    List<ForbiddenPairs> out = new ArrayList<>();
    for (int o : others) {
      out.add(pair(a, o));
    }
    return out;
  }

  private static FloatDirection[][] floats(int players, int round) {
    FloatDirection[][] f = new FloatDirection[players + 1][round - 1];
    for (FloatDirection[] row : f) {
      Arrays.fill(row, FloatDirection.NONE);
    }
    return f;
  }

  /** Runs one bracket with both finders; they must agree. */
  private static BracketProcedure.Outcome bracket(
      RoundState s,
      FloatDirection[][] floats,
      List<Integer> mdps,
      List<Integer> residents,
      boolean lowest) {
    RoundData d = new RoundData(s, floats);
    BracketProcedure.Options o = new BracketProcedure.Options(lowest, false, false, false, null);
    BracketProcedure.Outcome pruned =
        new BracketProcedure(d, new PrunedFinder(), mdps, residents, o).run();
    BracketProcedure.Outcome literal =
        new BracketProcedure(d, new LiteralFinder(), mdps, residents, o).run();
    assertThat(pairs(pruned)).as("engine against the literal order").isEqualTo(pairs(literal));
    assertThat(pruned.movedDown()).isEqualTo(literal.movedDown());
    return pruned;
  }

  private static Set<String> pairs(BracketProcedure.Outcome o) {
    Set<String> out = new TreeSet<>();
    for (int[] p : o.pairs()) {
      out.add(Math.min(p[0], p[1]) + "-" + Math.max(p[0], p[1]));
    }
    return out;
  }

  private static Set<String> pairs(RoundState s) throws Exception {
    RoundPairing engine = new RatingBasedPairingSystem().pair(s, false);
    RoundPairing literal = new RatingBasedPairingSystem(LiteralFinder::new).pair(s, false);
    assertThat(engine.boards().toString()).isEqualTo(literal.boards().toString());
    Set<String> out = new TreeSet<>();
    for (Pair p : engine.games()) {
      out.add(Math.min(p.white(), p.black()) + "-" + Math.max(p.white(), p.black()));
    }
    return out;
  }

  private static String explained(RoundState s) throws Exception {
    Explanation e = new RatingBasedPairingSystem().pair(s, true).explanation();
    return e.brackets().toString();
  }

  private static Set<String> set(String... pairs) {
    return new TreeSet<>(List.of(pairs));
  }
}
