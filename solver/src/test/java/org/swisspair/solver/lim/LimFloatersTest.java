package org.swisspair.solver.lim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * Floater selection in the Lim system (Article 3, 4.4): the type of 3.9, the colours of 3.2.2, the
 * previous floater of 3.10, the Maxi limits of 3.2.3, 3.8 and 5.7, and the worked example of 4.3
 * and 4.4 with an even group (4.4.2) and an odd one (4.4.1), and an odd group whose parity floater
 * can come back only if an earlier pair changes (4.3 with 4.4.1).
 */
class LimFloatersTest {
  @Test
  void parityFloaterIsTheLowestNumberedDueTheColourInExcess() throws Exception {
    // 1, 2 are due Black, 3 White: 3.2.2 floats a player due Black, the lowest numbered: 2.
    RoundState s = colourExcess().next(5);

    LimGroup top = run(s, LimSettings.STANDARD).groups().get(0);

    assertThat(top.floated()).extracting(LimGroup.Floated::player).containsExactly(2);
    assertThat(top.floated().get(0).reason()).contains("due White 1, due Black 2", "3.2.2");
    assertThat(top.pairs()).hasSize(1);
  }

  @Test
  void maxiFloatsTheLowestNumberedWhenTheChosenOneIsTooFarInRating() throws Exception {
    // 3.2.3: 2 (2300) is 150 points from the lowest numbered player 3 (2150), so 3 floats.
    Tournament far = LimFields.withRatings(colourExcess().build(5), 2400, 2300, 2150);
    Tournament near = LimFields.withRatings(colourExcess().build(5), 2400, 2300, 2250);

    assertThat(topFloaters(far, LimSettings.MAXI)).containsExactly(3);
    assertThat(topFloaters(near, LimSettings.MAXI)).containsExactly(2);
    assertThat(topFloaters(far, LimSettings.STANDARD)).containsExactly(2);
    // The file's LIM MAXI record makes the default system Maxi, for the engine and the checker.
    Tournament declared = LimFields.withLine(far, "LIM MAXI");
    assertThat(topFloaters(declared, LimSettings.STANDARD)).containsExactly(3);
    RoundState state = new RoundState(declared, 2);
    assertThat(new LimPairingSystem().settings(state).maxi()).isTrue();
    assertThat(((LimRules) new LimPairingSystem().rules(state)).settings().maxi()).isTrue();
  }

  @Test
  void typeDFloaterIsPreferredToAPlayerWithoutOpponentBelow() throws Exception {
    // Without restrictions 3 (lowest numbered due Black) floats; with 3 unable to meet the median
    // group's 4 and 8 he is of type c, and 1 (type d, also due Black) floats instead (3.9.2).
    assertThat(topFloaters(typeScenario(false).build(5), LimSettings.STANDARD)).containsExactly(3);
    LimRound.Outcome o = run(typeScenario(true).next(5), LimSettings.STANDARD);
    LimGroup top = o.groups().get(0);
    assertThat(top.floated()).extracting(LimGroup.Floated::player).containsExactly(1);
    assertThat(top.floated().get(0).type()).isEqualTo('d');
    assertThat(LimRoundTest.pairs(o)).contains("2-3");
  }

  @Test
  void floaterTakesTheHighestNumberedResidentDueTheOtherColour() throws Exception {
    // 3.8: downfloater 1 (due Black) skips 4 (due Black) for 8 (due White) in the median.
    LimRound.Outcome o = run(typeScenario(true).next(5), LimSettings.STANDARD);

    assertThat(LimRoundTest.pairs(o)).contains("1-8", "4-5");
    assertThat(o.groups().get(2).notes().get("3.6 floaters first"))
        .contains("1: 4 both due Black: exchanged (5.2) -> 8");
  }

  @Test
  void maxiKeepsTheOpponentWhenTheColourExchangeIsTooFarInRating() throws Exception {
    // 3.8 and 5.7: 4 (1970) for 8 (1800) is a 170-point exchange: not allowed in a Maxi-tournament.
    Tournament t =
        LimFields.withRatings(
            typeScenario(true).build(5), 2000, 1990, 1980, 1970, 1960, 1950, 1940, 1800);
    LimRound.Outcome maxi = run(new RoundState(t, 2), LimSettings.MAXI);
    LimRound.Outcome standard = run(new RoundState(t, 2), LimSettings.STANDARD);

    assertThat(LimRoundTest.pairs(maxi)).contains("1-4", "5-8");
    assertThat(LimRoundTest.pairs(standard)).contains("1-8", "4-5");
  }

  @Test
  void previousFloaterIsNotFloatedForParityWhileAnotherTypeDCanBe() throws Exception {
    // 5 floated down in round 2; 2 and 5 are due White (3.2.2) and 5 is the lowest numbered, but
    // 3.10 floats 2 instead; 1 (due Black) and 5 (due White) then meet.
    LimFields f = new LimFields(10);
    f.wins(1, 1, 6).wins(1, 2, 7).wins(1, 3, 8).game(1, 4, 9, "0-1").wins(1, 5, 10);
    f.wins(2, 1, 3).game(2, 9, 2, "0-1").game(2, 4, 5, "0-1").game(2, 6, 7, "=");
    f.game(2, 8, 10, "=");
    RoundState s = f.next(7);

    LimRound.Outcome o = run(s, LimSettings.STANDARD);

    LimGroup top = o.groups().get(0);
    assertThat(top.residents()).containsExactly(1, 2, 5);
    assertThat(top.floated()).extracting(LimGroup.Floated::player).containsExactly(2);
    assertThat(top.floated().get(0).reason()).contains("3.10: not 5, who floated last round");
    assertThat(LimRoundTest.pairs(o)).contains("1-5");
  }

  @Test
  void evenGroupFloatsTheUnpairableSecondPlayerWithTheLowestNumbered() throws Exception {
    // 4.3-4.4: #1 and #2 have met each other and everybody but #6: 1-6 stays, #2 floats, and the
    // lowest numbered player remaining, #5, goes with him (4.4.2).
    LimFields f = topWinsRoundOne(6);
    forbidWorkedExample(f, false);

    LimGroup top = run(f.next(5), LimSettings.STANDARD).groups().get(0);

    assertThat(top.floated()).extracting(LimGroup.Floated::player).containsExactly(2, 5);
    assertThat(top.floated().get(0).reason()).startsWith("4.4");
    assertThat(top.floated().get(1).reason()).startsWith("4.4.2");
    assertThat(pairsOf(top)).containsExactly("1-6", "3-4");
  }

  @Test
  void oddGroupExchangesTheUnpairableSecondPlayerWithTheParityFloater() throws Exception {
    // 4.4.1: seven players, #7 floated for parity; #2 cannot be paired and takes his place.
    LimFields f = topWinsRoundOne(7);
    forbidWorkedExample(f, true);

    LimGroup top = run(f.next(5), LimSettings.STANDARD).groups().get(0);

    assertThat(top.floated()).extracting(LimGroup.Floated::player).containsExactly(2);
    assertThat(top.notes().get("2.3 transfers").get(0)).startsWith("7 (2.3.4 parity floater");
    assertThat(top.notes().get("4.4 floated"))
        .contains("4.4.1: 2 exchanged with the parity floater 7");
    assertThat(pairsOf(top)).contains("1-6").hasSize(3);
    assertThat(String.join(" ", pairsOf(top))).contains("7");
  }

  @Test
  void anEarlierPairChangesWhenTheParityFloaterCannotOtherwiseComeBack() throws Exception {
    // Round 2 of 5, the 1-point group 5, 6, 7, 9, 16, 17, 18: 5, 6, 7, 9 won with White (due
    // Black), 16, 17, 18 with Black (due White); 16 and 18 may meet only 6, 17 only 5, 6, 7, 9
    // only 5, 6, and 7 only 6, 17. 3.2.2 floats 9 (the lowest numbered due Black); 5-17 and 6-16
    // are made and 7 has no opponent. 4.4.1 brings 9 back, and 4.3 lets 5 change opponent so that
    // the rest is paired: 5-9, 6-16, 7-17, and only 18 floats. Keeping 5-17 while 9 comes back
    // leaves 9 without opponent and floats a second player (4.4.2) from a group that was odd.
    LimFields f = new LimFields(24);
    f.wins(1, 5, 10).wins(1, 6, 11).wins(1, 7, 12).wins(1, 9, 13);
    f.game(1, 1, 16, "0-1").game(1, 2, 17, "0-1").game(1, 3, 18, "0-1");
    f.game(1, 4, 19, "=").game(1, 8, 20, "=").game(1, 14, 21, "=").game(1, 15, 22, "=");
    f.game(1, 23, 24, "=");
    int[] group = {5, 6, 7, 9, 16, 17, 18};
    Set<String> allowed = Set.of("6-16", "6-18", "6-17", "5-17", "7-17", "5-9", "6-9", "6-7");
    for (int a : group) {
      for (int b : group) {
        if (a < b && !allowed.contains(a + "-" + b)) {
          f.forbid(2, a, b);
        }
      }
    }
    // The state as a file holds it: written as TRF and read back.
    Tournament t =
        new TrfReader().read("group.trf", TrfWriter.toText(f.build(5), TrfWriter.Flavour.TRF16));
    RoundState s = new RoundState(t, 2);

    List<String> boards = new ArrayList<>();
    for (Pair p : new LimPairingSystem().pair(s, false).boards()) {
      boards.add(Math.min(p.white(), p.black()) + "-" + Math.max(p.white(), p.black()));
    }
    LimGroup top = run(s, LimSettings.STANDARD).groups().get(0);

    assertThat(top.residents()).containsExactly(5, 6, 7, 9, 16, 17, 18);
    assertThat(pairsOf(top)).containsExactly("5-9", "6-16", "7-17");
    assertThat(top.floated()).extracting(LimGroup.Floated::player).containsExactly(18);
    assertThat(boards).contains("5-9", "6-16", "7-17").hasSize(12);
  }

  /** Round two of six: 1, 2, 3 won (1 and 2 with White, 3 with Black): due Black, Black, White. */
  private static LimFields colourExcess() {
    return new LimFields(6).wins(1, 1, 4).wins(1, 2, 5).game(1, 6, 3, "0-1");
  }

  /**
   * Round two of eight: 1, 2, 3 won, 4 (White) and 8 drew, 5, 6, 7 lost; optionally 3 may not meet
   * 4 or 8.
   */
  private static LimFields typeScenario(boolean threeBlocked) {
    LimFields f = new LimFields(8);
    f.wins(1, 1, 5).game(1, 6, 2, "0-1").wins(1, 3, 7).game(1, 4, 8, "=");
    if (threeBlocked) {
      f.forbid(2, 3, 4).forbid(2, 3, 8);
    }
    return f;
  }

  /** Round one of {@code 2k} players: #i beats #(i + k), odd i with White. */
  private static LimFields topWinsRoundOne(int k) {
    LimFields f = new LimFields(2 * k);
    for (int i = 1; i <= k; i++) {
      if (i % 2 == 1) {
        f.wins(1, i, i + k);
      } else {
        f.game(1, i + k, i, "0-1");
      }
    }
    return f;
  }

  /** 4.4: #1 and #2 have met each other and every other player of the group but #6. */
  private static void forbidWorkedExample(LimFields f, boolean withSeven) {
    for (int a : new int[] {1, 2}) {
      for (int b = a + 1; b <= (withSeven ? 7 : 6); b++) {
        if (b != 6) {
          f.forbid(2, a, b);
        }
      }
    }
  }

  private static LimRound.Outcome run(RoundState s, LimSettings settings) throws Exception {
    return new LimRound(s, settings, true).run();
  }

  private static List<Integer> topFloaters(Tournament t, LimSettings settings) throws Exception {
    RoundState s = new RoundState(t, 2);
    LimSettings effective = LimSettings.of(t, settings);
    // The engine as the registry builds it reads the same settings.
    RoundPairing p = new LimPairingSystem(settings).pair(s, false);
    assertThat(p.boards()).isNotEmpty();
    List<Integer> out = new ArrayList<>();
    run(s, effective).groups().get(0).floated().forEach(x -> out.add(x.player()));
    return out;
  }

  private static List<String> pairsOf(LimGroup g) {
    List<String> out = new ArrayList<>();
    for (int[] p : g.pairs()) {
      out.add(Math.min(p[0], p[1]) + "-" + Math.max(p[0], p[1]));
    }
    out.sort(null);
    return out;
  }
}
