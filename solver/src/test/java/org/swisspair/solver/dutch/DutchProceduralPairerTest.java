package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.dutch.DutchProceduralPairer.Exchange;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;

class DutchProceduralPairerTest {

  private static List<Integer> range(int from, int to) {
    List<Integer> r = new ArrayList<>();
    for (int i = from; i <= to; i++) {
      r.add(i);
    }
    return r;
  }

  private static Exchange ex(List<Integer> fromS1, List<Integer> fromS2) {
    return new Exchange(fromS1, fromS2);
  }

  @Test
  void transposesAnElevenPlayerHomogeneousBracketInHandbookOrder() {
    List<List<Integer>> t = DutchProceduralPairer.transpositions(range(6, 11), 5);

    assertThat(t).hasSize(720);
    // The handbook text prints 6-7-8-10-11 third; lexicographic order (and the count of 720,
    // which includes 6-7-8-10-9) puts 6-7-8-10-9 there, as the 2017 text of the rules did.
    assertThat(t.subList(0, 4))
        .containsExactly(
            List.of(6, 7, 8, 9, 10),
            List.of(6, 7, 8, 9, 11),
            List.of(6, 7, 8, 10, 9),
            List.of(6, 7, 8, 10, 11));
    int last6 = t.indexOf(List.of(6, 11, 10, 9, 8));
    assertThat(t.get(last6 + 1)).isEqualTo(List.of(7, 6, 8, 9, 10));
    assertThat(t.get(719)).isEqualTo(List.of(11, 10, 9, 8, 7));
  }

  @Test
  void transposesAnElevenPlayerBracketWithTwoMdpsInHandbookOrder() {
    List<List<Integer>> t = DutchProceduralPairer.transpositions(range(3, 11), 2);

    assertThat(t).hasSize(72);
    assertThat(t.subList(0, 3)).containsExactly(List.of(3, 4), List.of(3, 5), List.of(3, 6));
    int i = t.indexOf(List.of(3, 11));
    assertThat(t.subList(i, i + 3)).containsExactly(List.of(3, 11), List.of(4, 3), List.of(4, 5));
    assertThat(t.get(71)).isEqualTo(List.of(11, 10));
  }

  @Test
  void sortsResidentExchangesByTheFourComparisonRules() {
    List<Exchange> e = DutchProceduralPairer.exchanges(range(1, 5), range(6, 11));

    assertThat(e.subList(0, 6))
        .containsExactly(
            ex(List.of(5), List.of(6)),
            ex(List.of(5), List.of(7)),
            ex(List.of(4), List.of(6)),
            ex(List.of(5), List.of(8)),
            ex(List.of(4), List.of(7)),
            ex(List.of(3), List.of(6)));
    // Rule 1: one BSN before two.
    assertThat(e.indexOf(ex(List.of(1), List.of(11))))
        .isLessThan(e.indexOf(ex(List.of(4, 5), List.of(6, 7))));
    // Rule 2: 6 with 4 before 8 with 5; 8+6 with 4+3 before 9+8 with 5+4.
    assertThat(e.indexOf(ex(List.of(4), List.of(6))))
        .isLessThan(e.indexOf(ex(List.of(5), List.of(8))));
    assertThat(e.indexOf(ex(List.of(3, 4), List.of(6, 8))))
        .isLessThan(e.indexOf(ex(List.of(4, 5), List.of(8, 9))));
    // Rule 3: moving 5 before 4; 5-2 before 4-3; 5-4-1 before 5-3-2.
    assertThat(e.indexOf(ex(List.of(5), List.of(7))))
        .isLessThan(e.indexOf(ex(List.of(4), List.of(6))));
    assertThat(e.indexOf(ex(List.of(2, 5), List.of(6, 7))))
        .isLessThan(e.indexOf(ex(List.of(3, 4), List.of(6, 7))));
    assertThat(e.indexOf(ex(List.of(1, 4, 5), List.of(6, 7, 8))))
        .isLessThan(e.indexOf(ex(List.of(2, 3, 5), List.of(6, 7, 8))));
    // Rule 4: 6-9 before 7-8; 6-7-10 before 6-8-9.
    assertThat(e.indexOf(ex(List.of(4, 5), List.of(6, 9))))
        .isLessThan(e.indexOf(ex(List.of(4, 5), List.of(7, 8))));
    assertThat(e.indexOf(ex(List.of(3, 4, 5), List.of(6, 7, 10))))
        .isLessThan(e.indexOf(ex(List.of(3, 4, 5), List.of(6, 8, 9))));
    int total = 0;
    for (int k = 1; k <= 5; k++) {
      total += binomial(5, k) * binomial(6, k);
    }
    assertThat(e).hasSize(total);
  }

  private static int binomial(int n, int k) {
    int r = 1;
    for (int i = 1; i <= k; i++) {
      r = r * (n - k + i) / i;
    }
    return r;
  }

  @Test
  void ordersSetsOfPairableMdpsBySmallestDifferingBsn() {
    assertThat(DutchProceduralPairer.mdpSets(4, 2))
        .containsExactly(
            List.of(1, 2),
            List.of(1, 3),
            List.of(1, 4),
            List.of(2, 3),
            List.of(2, 4),
            List.of(3, 4));
  }

  private static Tournament players(int n) {
    List<Player> ps = new ArrayList<>();
    for (int id = 1; id <= n; id++) {
      ps.add(new Player(id, "", "", "P" + id, 2500 - 10 * id, "", "", "", null, 0, List.of()));
    }
    return Tournament.of(ps, 5, Colour.WHITE);
  }

  @Test
  void pairsTheFirstRoundTopHalfAgainstBottomHalf() throws Exception {
    RoundPairing r = new DutchProceduralPairer().pair(new RoundState(players(7), 1), false);

    assertThat(r.boards())
        .containsExactlyInAnyOrder(new Pair(1, 4), new Pair(5, 2), new Pair(3, 6), new Pair(7, 0));
  }

  @Test
  void exchangesWhenNoTranspositionGrantsTheColourPreferences() throws Exception {
    // Round 1 all drawn: 1(W)-3(B), 4(W)-2(B). Round 2: 1-3 already met; 1-4 and 2-3 would deny
    // two preferences (C12), the exchange 2<->3 gives 1-2 and 3-4 with every preference granted.
    List<Player> ps = new ArrayList<>();
    int[] opp = {0, 3, 4, 1, 2};
    Colour[] col = {null, Colour.WHITE, Colour.BLACK, Colour.BLACK, Colour.WHITE};
    for (Player p : players(4).players()) {
      ps.add(p.withRounds(List.of(new RoundEntry(opp[p.id()], col[p.id()], ResultCode.DRAW))));
    }
    RoundPairing r =
        new DutchProceduralPairer().pair(new RoundState(players(4).withPlayers(ps), 2), false);

    assertThat(r.boards()).containsExactlyInAnyOrder(new Pair(2, 1), new Pair(3, 4));
  }
}
