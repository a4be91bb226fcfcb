package org.swisspair.solver.lim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.testdouble.HandBuilt;

/**
 * The exchange order of Lim Article 4: the tables of 4.2 and 4.3 (the second one garbled in the
 * text and reconstructed, LIM-19), the proposed pairing of 2.4, the mirror for upward pairing, and
 * the engine reaching the same pairings as the text's worked example.
 */
class LimExchangeOrderTest {
  /** 4.2: the proposed pairing and the exchanges to find a compatible opponent for #1. */
  static final List<String> TABLE_4_2 =
      List.of("1-4 2-5 3-6", "1-5 2-4 3-6", "1-6 2-4 3-5", "1-3 2-5 4-6", "1-2 3-5 4-6");

  /** 4.3, reconstructed (LIM-19): the exchanges for #2 once #1 has found #6. */
  static final List<String> TABLE_4_3 =
      List.of("1-6 2-4 3-5", "1-6 2-5 3-4", "1-6 2-3 4-5", "1-3 2-6 4-5", "1-2 3-5 4-6");

  @Test
  void proposedPairingIsTopHalfAgainstBottomHalf() {
    // 2.4: 1 v (n/2 + 1), 2 v (n/2 + 2), ..., n/2 v n.
    assertThat(text(LimExchangeOrder.proposal(List.of(1, 2, 3, 4, 5, 6, 7, 8))))
        .isEqualTo("1-5 2-6 3-7 4-8");
    assertThat(text(LimExchangeOrder.proposal(List.of(3, 9, 12, 20)))).isEqualTo("3-12 9-20");
  }

  @Test
  void firstPlayerTriesTheOpponentsOfTable42() {
    List<Integer> six = List.of(1, 2, 3, 4, 5, 6);
    assertThat(LimExchangeOrder.candidates(six)).containsExactly(4, 5, 6, 3, 2);
    List<String> columns = new ArrayList<>();
    for (int c : LimExchangeOrder.candidates(six)) {
      List<Integer> rest = new ArrayList<>(six);
      rest.remove(Integer.valueOf(1));
      rest.remove(Integer.valueOf(c));
      List<int[]> column = new ArrayList<>();
      column.add(new int[] {1, c});
      column.addAll(LimExchangeOrder.proposal(rest));
      columns.add(text(column));
    }
    assertThat(columns).isEqualTo(TABLE_4_2);
  }

  @Test
  void secondPlayerTriesTheOpponentsOfTable43() {
    // #1 has met 4 and 5; #2 has met 3, 4, 5 and 6: every exchange of 4.3 is needed.
    LimLiteralScrutiny literal = new LimLiteralScrutiny(scenario(true)::allows, (a, b) -> true);
    List<int[]> pairing = literal.pair(List.of(1, 2, 3, 4, 5, 6));

    assertThat(literal.trace().subList(0, 3)).isEqualTo(TABLE_4_2.subList(0, 3));
    assertThat(literal.trace().subList(2, literal.trace().size())).isEqualTo(TABLE_4_3);
    assertThat(text(pairing)).isEqualTo("1-2 3-5 4-6");
  }

  @Test
  void engineReachesTheExchangesOfTable43() throws Exception {
    // Without 2-6 blocked the fourth column is the first compatible one; with it, the fifth.
    assertThat(engine(scenario(false))).isEqualTo(TABLE_4_3.get(3));
    assertThat(engine(scenario(true))).isEqualTo(TABLE_4_3.get(4));
  }

  @Test
  void upwardPairingMirrorsTheOrder() {
    // 4.1.2: the lowest numbered player (6) is scrutinised first and the mirror of 4, 5, 6, 3, 2.
    List<Integer> upward = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6));
    upward.sort(LimExchangeOrder.Direction.UPWARD.scrutiny());
    assertThat(upward).containsExactly(6, 5, 4, 3, 2, 1);
    assertThat(LimExchangeOrder.candidates(upward)).containsExactly(3, 2, 1, 4, 5);
    // The proposed pairs are those of 2.4 all the same.
    assertThat(text(LimExchangeOrder.proposal(upward))).isEqualTo("1-4 2-5 3-6");
  }

  /** Six players in round 1, with the 4.3 incompatibilities as forbidden pairs. */
  private static Scenario scenario(boolean twoMetSix) {
    List<ForbiddenPairs> forbidden = new ArrayList<>();
    for (int[] p : new int[][] {{1, 4}, {1, 5}, {2, 3}, {2, 4}, {2, 5}}) {
      forbidden.add(new ForbiddenPairs(List.of(p[0], p[1]), 1, 1));
    }
    if (twoMetSix) {
      forbidden.add(new ForbiddenPairs(List.of(2, 6), 1, 1));
    }
    return new Scenario(HandBuilt.tournament(1, forbidden, "", "", "", "", "", ""));
  }

  private static String engine(Scenario s) throws Exception {
    RoundPairing p =
        VerifyingPairingSystem.of(new LimPairingSystem()).pair(new RoundState(s.t(), 1), false);
    List<int[]> pairs = new ArrayList<>();
    p.games().forEach(g -> pairs.add(new int[] {g.white(), g.black()}));
    return text(pairs);
  }

  /** Pairs as sorted {@code low-high} text. */
  static String text(List<int[]> pairs) {
    List<String> parts = new ArrayList<>();
    for (int[] p : pairs) {
      parts.add(Math.min(p[0], p[1]) + "-" + Math.max(p[0], p[1]));
    }
    parts.sort(null);
    return String.join(" ", parts);
  }

  private record Scenario(Tournament t) {
    boolean allows(int a, int b) {
      return new LimCompatibility(new RoundState(t, 1)).compatible(a, b);
    }
  }
}
