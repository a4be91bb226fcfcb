package org.swisspair.solver.ratingbased;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.Player;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.testdouble.HandBuilt;

/**
 * Every worked example of the old C.04.1 text (fide-swiss-rating-based-legacy.txt) as a test: the
 * order of transpositions (D.1), the exchange matrices and their remark (D.2), the colour history
 * of F.3, x (A.8), the first round (F.4, E.5), the order of A.2 and the boards of F.1.
 */
class RatingBasedTextExamplesTest {

  @Test
  void transpositionsRunThroughTheNumbersOfTheDigitsInAscendingOrder() {
    // D.1: S2 = 5, 6, 7, 8.
    int[] perm = {0, 1, 2, 3};
    List<String> seen = new ArrayList<>();
    do {
      StringBuilder sb = new StringBuilder();
      for (int i : perm) {
        sb.append(sb.length() == 0 ? "" : "-").append(5 + i);
      }
      seen.add(sb.toString());
    } while (Transpositions.next(perm) && seen.size() < 8);
    assertThat(seen)
        .containsExactly(
            "5-6-7-8", "5-6-8-7", "5-7-6-8", "5-7-8-6", "5-8-6-7", "5-8-7-6", "6-5-7-8", "6-5-8-7");
  }

  @Test
  void everyPermutationOfS2IsATransposition() {
    int[] perm = {0, 1, 2, 3, 4};
    int count = 1;
    while (Transpositions.next(perm)) {
      count++;
    }
    assertThat(count).isEqualTo(120);
    assertThat(perm).containsExactly(4, 3, 2, 1, 0);
  }

  @Test
  void oneAndTwoPlayerExchangesFollowTheMatricesOfD2() {
    // S1 = 1..4, S2 = 5..8; the matrices show S1 players 2-4 and S2 players 5-7.
    List<String> order = exchanges(8, 4, Integer.MAX_VALUE);
    List<String> window =
        order.stream()
            .filter(e -> e.split("\\+").length <= 3)
            .filter(e -> inWindow(e, List.of(2, 3, 4), List.of(5, 6, 7)))
            .toList();
    assertThat(window)
        .containsExactly(
            "4-5",
            "4-6",
            "3-5",
            "4-7",
            "3-6",
            "2-5",
            "3-7",
            "2-6",
            "2-7", // a) - i)
            "3+4 / 5+6",
            "3+4 / 5+7",
            "2+4 / 5+6",
            "3+4 / 6+7",
            "2+4 / 5+7",
            "2+3 / 5+6",
            "2+4 / 6+7",
            "2+3 / 5+7",
            "2+3 / 6+7"); // j) - r)
  }

  @Test
  void exchangesOfTheWholeGroupGoBySizeThenDifferenceThenLowestPlayers() {
    List<String> order = exchanges(8, 4, Integer.MAX_VALUE);
    assertThat(order.subList(0, 10))
        .containsExactly("4-5", "4-6", "3-5", "4-7", "3-6", "2-5", "4-8", "3-7", "2-6", "1-5");
    // All 16 one-player exchanges come before the first two-player exchange.
    assertThat(order.get(16)).isEqualTo("3+4 / 5+6");
    // RTG-2: equal sums with the same S1 players: the lowest S2 player first (5+8 before 6+7).
    assertThat(order.indexOf("3+4 / 5+8")).isLessThan(order.indexOf("3+4 / 6+7"));
    // C(8,4) - 1 splits besides the original one.
    assertThat(order).hasSize(69).doesNotHaveDuplicates();
  }

  @Test
  void sevenPlayersUseTheSameMatricesWithEveryNumberLessOne() {
    // D.2 remark: S1 = 1, 2, 3; S2 = 4, 5, 6, 7.
    List<String> order = exchanges(7, 3, Integer.MAX_VALUE);
    List<String> window =
        order.stream().filter(e -> inWindow(e, List.of(1, 2, 3), List.of(4, 5, 6))).toList();
    assertThat(window.subList(0, 9))
        .containsExactly("3-4", "3-5", "2-4", "3-6", "2-5", "1-4", "2-6", "1-5", "1-6");
    assertThat(window.subList(9, 15))
        .containsExactly(
            "2+3 / 4+5", "2+3 / 4+6", "1+3 / 4+5", "2+3 / 5+6", "1+3 / 4+6", "1+2 / 4+5");
  }

  @Test
  void unplayedRoundsMoveToTheFrontForTheAlternationOfE3() {
    // F.3: BWW-B counts as -BWWB, WB-WB as -WBWB: both prefer White mildly, equally strong, so E.3
    // alternates from the latest round in which they differed: the third-last game, W against B.
    Tournament t =
        HandBuilt.tournament(
            9,
            "3b0 4w0 5w0 0-Z 6b0",
            "7w0 8b0 0-Z 9w0 10b0",
            "1w1",
            "1b1",
            "1b1",
            "1w1",
            "2b1",
            "2w1",
            "2b1",
            "2w1");
    RoundState s = new RoundState(t, 6);
    RatingColours.Decision d = RatingColours.decide(s, s.player(1), s.player(2));
    assertThat(d.rule()).isEqualTo("E.3");
    // Player 1 had White there and player 2 Black: now 1 gets Black.
    assertThat(d.white()).isEqualTo(2);
    // And BWW-B-W counts as --BWWBW: one White more, and the last two games differ: a strong
    // preference for Black, not an absolute one.
    Tournament u =
        HandBuilt.tournament(9, "2b0 3w0 4w0 0-Z 5b0 0-Z 6w0", "1w1", "1b1", "1b1", "1w1", "1b1");
    RatingColours.Preference p = RatingColours.preference(new RoundState(u, 8).player(1), 8);
    assertThat(p.strength()).isEqualTo(Strength.STRONG);
    assertThat(p.colour()).isEqualTo(Colour.BLACK);
  }

  @Test
  void xIsTheSurplusOfTheLargerColourOverHalfTheBracket() {
    // A.8: 8 players, 6 prefer Black, 2 White: q = 4, x = 2; 4 and 4: x = 0.
    assertThat(RatingColours.x(2, 6, 0, 8)).isEqualTo(2);
    assertThat(RatingColours.x(4, 4, 0, 8)).isZero();
    assertThat(RatingColours.x(6, 2, 0, 8)).isEqualTo(2);
    // RTG-1: never below zero; A.7.e: flexible preferences go where they reduce x.
    assertThat(RatingColours.x(1, 1, 0, 8)).isZero();
    assertThat(RatingColours.x(1, 5, 2, 8)).isEqualTo(1);
    assertThat(RatingColours.x(1, 3, 4, 8)).isZero();
    // q rounds upwards: 5 players, 4 White preferences: q = 3, x = 1.
    assertThat(RatingColours.x(4, 0, 0, 5)).isEqualTo(1);
  }

  @Test
  void firstRoundPairsTopHalfAgainstBottomHalfAndTheLowestGetsTheBye() throws Exception {
    // F.4 and E.5: 7 players, the colour of player 1 drawn as White.
    Tournament t = HandBuilt.tournament(5, "", "", "", "", "", "", "");
    RoundPairing p = new RatingBasedPairingSystem().pair(new RoundState(t, 1), false);
    assertThat(p.boards())
        .containsExactly(new Pair(1, 4), new Pair(5, 2), new Pair(3, 6), new Pair(7, 0));
  }

  @Test
  void playersRankByScoreThenRatingThenTitleThenName() {
    List<Player> players =
        List.of(
            player(1, "", "Zeta", 2100),
            player(2, "m", "Alpha", 2100),
            player(3, "wg", "Beta", 2100),
            player(4, "c", "Alpha", 2100),
            player(5, "", "Alpha", 2100),
            player(6, "g", "Omega", 2000),
            player(7, "", "Early", 2300));
    Tournament t = Tournament.of(players, 5, Colour.WHITE);
    List<Integer> ids = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7));
    ids.sort(RatingOrder.byId(new RoundState(t, 1)));
    // Rating first; then IM before WGM (A.2.c); CM is not in the old list: no title (RTG-3).
    assertThat(ids).containsExactly(7, 2, 3, 4, 5, 1, 6);
    assertThat(RatingOrder.titleRank("GM")).isZero();
    assertThat(RatingOrder.titleRank("wm")).isEqualTo(3);
  }

  @Test
  void boardsGoByHigherScoreThenSumThenRankOfTheHigherPlayer() {
    // F.1, with player 2 ranked above player 1 by rating although its number is higher.
    List<Player> players =
        List.of(
            player(1, "", "A", 1900, "3w1"),
            player(2, "", "B", 2000, "4w1"),
            player(3, "", "C", 1800, "1b0"),
            player(4, "", "D", 1700, "2b0"),
            player(5, "", "E", 1600, "6w="),
            player(6, "", "F", 1500, "5b="));
    Tournament t = Tournament.of(players, 5, Colour.WHITE);
    RoundState s = new RoundState(t, 2);
    List<Pair> boards =
        RatingOrder.boards(
            s, List.of(new Pair(3, 4), new Pair(1, 5), new Pair(6, 2), new Pair(9, 0)));
    assertThat(boards)
        .containsExactly(new Pair(6, 2), new Pair(1, 5), new Pair(3, 4), new Pair(9, 0));
  }

  @Test
  void preferencesAreAbsoluteStrongOrMild() {
    Tournament t =
        HandBuilt.tournament(
            9, "2w1 3w1", "1b0 4w1 5b1", "0-Z 4b1", "3w0", "2w0", "7b= 8w=", "6w=", "6b=");
    RoundState s = new RoundState(t, 4);
    // A.7.a: the same colour twice: the other one, absolute.
    assertThat(RatingColours.preference(s.player(1), 4))
        .isEqualTo(new RatingColours.Preference(Colour.BLACK, Strength.ABSOLUTE, false, false));
    // A.7.b: colour difference +1: Black, strong; round 4 is even, so no A.7.d.
    assertThat(RatingColours.preference(s.player(2), 4).strength()).isEqualTo(Strength.STRONG);
    // A.7.c: difference 0: alternate, mild, and in an even round flexible (A.7.e).
    RatingColours.Preference mild = RatingColours.preference(s.player(6), 4);
    assertThat(mild.colour()).isEqualTo(Colour.BLACK);
    assertThat(mild.flexible()).isTrue();
    // A.7.d: a strong preference in an odd round.
    assertThat(RatingColours.preference(s.player(3), 3).strongInOddRound()).isTrue();
  }

  private static Player player(int id, String title, String name, int rating, String... rounds) {
    Tournament one = HandBuilt.tournament(5, String.join(" ", rounds));
    return new Player(id, "", title, name, rating, "", "", "", null, 0, one.player(1).rounds());
  }

  private static boolean inWindow(String label, List<Integer> s1, List<Integer> s2) {
    String[] sides = label.contains(" / ") ? label.split(" / ") : label.split("-");
    return Arrays.stream(sides[0].split("\\+")).allMatch(x -> s1.contains(Integer.parseInt(x)))
        && Arrays.stream(sides[1].split("\\+")).allMatch(x -> s2.contains(Integer.parseInt(x)));
  }

  private static List<String> exchanges(int n, int p, int limit) {
    List<String> out = new ArrayList<>();
    Exchanges.forEach(
        n,
        p,
        e -> {
          out.add(e.label());
          return out.size() >= limit;
        });
    return out;
  }
}
