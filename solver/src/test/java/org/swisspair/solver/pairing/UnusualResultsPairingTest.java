package org.swisspair.solver.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;

/**
 * Every system counts a game that ended 0-0 over the board as played (its players have met, C1; its
 * colours count, C.04.2 3.4), and a double forfeit as paired but not played (C.04.2 3.5), as each
 * reads results through the model (GEN-4).
 */
class UnusualResultsPairingTest {

  /** A 001 line with round blocks from column 92 and a blank points field (not checked). */
  private static String player(int id, String... rounds) {
    StringBuilder sb =
        new StringBuilder(
            String.format(
                "001 %4d  %3s %-33s %4d %-3s %11s %-10s %4s %4d",
                id, "", "Player " + id, 2400 - 100 * id, "ENG", "", "", "", id));
    for (String r : rounds) {
      sb.append("  ").append(r);
    }
    return sb.toString();
  }

  /**
   * Four players after round 1, boards 1-3 and 4-2, both games ending with the codes {@code a} and
   * {@code b}; every score is 0, so a system that ignored the games would pair 1-3 and 2-4 again
   * (S1 {1, 2} against S2 {3, 4}).
   */
  private static Tournament afterRoundOne(String system, char a, char b) throws Exception {
    boolean doubleSwiss = system.equals("double-swiss");
    String header =
        "012 Unusual results\nXXR 3\nXXC white1\n" + (doubleSwiss ? "192 FIDE_DOUBLESWISS\n" : "");
    // Double-Swiss: match round 1 is two game columns, the second with the other colours.
    String[] p1 =
        doubleSwiss ? new String[] {"   3 w " + a, "   3 b " + a} : new String[] {"   3 w " + a};
    String[] p2 =
        doubleSwiss ? new String[] {"   4 b " + b, "   4 w " + b} : new String[] {"   4 b " + b};
    String[] p3 =
        doubleSwiss ? new String[] {"   1 b " + b, "   1 w " + b} : new String[] {"   1 b " + b};
    String[] p4 =
        doubleSwiss ? new String[] {"   2 w " + a, "   2 b " + a} : new String[] {"   2 w " + a};
    String text =
        header
            + String.join("\n", player(1, p1), player(2, p2), player(3, p3), player(4, p4))
            + "\n";
    return new TrfReader().read("t.trf", text);
  }

  private static Set<Set<Integer>> pairs(RoundPairing p) {
    Set<Set<Integer>> out = new HashSet<>();
    for (Pair g : p.games()) {
      out.add(Set.of(g.white(), g.black()));
    }
    return out;
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"dutch", "burstein", "dubov", "lim", "double-swiss", "rating-based", "simplified"})
  void playersWhoScoredZeroZeroOverTheBoardAreNotPairedAgain(String name) throws Exception {
    Tournament t = afterRoundOne(name, '0', '0');
    PairingSystem system = PairingSystems.byName(name).orElseThrow();
    RoundState state = new RoundState(t, 2);
    assertThat(state.player(1).opponents()).containsExactly(3);
    assertThat(state.player(1).playedColours()).first().isEqualTo(Colour.WHITE);
    PairingRules rules = system.rules(state);
    assertThat(rules.forbids(state.player(1), state.player(3))).isNotNull();
    assertThat(rules.forbids(state.player(2), state.player(4))).isNotNull();
    assertThat(rules.forbids(state.player(1), state.player(2))).isNull();
    RoundPairing round2 = system.pair(state, false);
    assertThat(round2.games()).hasSize(2);
    assertThat(pairs(round2)).doesNotContain(Set.of(1, 3), Set.of(2, 4));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"dutch", "burstein", "dubov", "lim", "double-swiss", "rating-based", "simplified"})
  void aHalfToZeroIsPlayedAndScoresEachSideItsOwnPoints(String name) throws Exception {
    Tournament t = afterRoundOne(name, '=', '0');
    RoundState state = new RoundState(t, 2);
    PairingRules rules = PairingSystems.byName(name).orElseThrow().rules(state);
    assertThat(rules.forbids(state.player(1), state.player(3))).isNotNull();
    // 1 and 4 wrote '=', 2 and 3 '0': half a game's points (a match's in Double-Swiss) and none.
    int half = name.equals("double-swiss") ? 10 : 5;
    assertThat(List.of(1, 2, 3, 4))
        .extracting(id -> state.player(id).score())
        .containsExactly(half, 0, 0, half);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"dutch", "burstein", "dubov", "lim", "double-swiss", "rating-based", "simplified"})
  void aDoubleForfeitIsNotPlayedAndItsPlayersMayMeetAgain(String name) throws Exception {
    Tournament t = afterRoundOne(name, '-', '-');
    PairingSystem system = PairingSystems.byName(name).orElseThrow();
    RoundState state = new RoundState(t, 2);
    assertThat(t.player(1).round(1).paired()).isTrue();
    assertThat(state.player(1).opponents()).isEmpty();
    assertThat(state.player(1).playedColours()).isEmpty();
    PairingRules rules = system.rules(state);
    assertThat(rules.forbids(state.player(1), state.player(3))).isNull();
    assertThat(rules.forbids(state.player(2), state.player(4))).isNull();
    assertThat(system.pair(state, false).games()).hasSize(2);
  }

  @Test
  void theDutchSystemRepeatsADoubleForfeitedPairing() throws Exception {
    // With no game played every player is as in round 1: the same pairs come out (C.04.2 3.5).
    Tournament t = afterRoundOne("dutch", '-', '-');
    RoundPairing round2 =
        PairingSystems.byName("dutch").orElseThrow().pair(new RoundState(t, 2), false);
    assertThat(pairs(round2)).containsExactlyInAnyOrder(Set.of(1, 3), Set.of(2, 4));
  }
}
