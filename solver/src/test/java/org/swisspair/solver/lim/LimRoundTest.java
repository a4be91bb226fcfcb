package org.swisspair.solver.lim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The median procedure of Lim 2.2 and 2.6 on hand-built fields: the order of the groups (8.3), the
 * floaters going towards the median, the blocked median cracked on either side (2.6.1, 2.6.2), the
 * PAB (Article 1, 7.1) and round one (7.2).
 */
class LimRoundTest {
  @Test
  void roundTwoPairsTheTopGroupThenTheBottomGroupThenTheMedian() throws Exception {
    // 8.3: 1 point, then 0 points, then the median 0.5; 3 and 8 drew, so the median is blocked.
    RoundState s = roundTwoOfTen();

    LimRound.Outcome o = new LimRound(s, LimSettings.STANDARD, true).run();

    assertThat(groups(o)).containsExactly("1.0 ABOVE", "0.0 BELOW", "0.5 MEDIAN");
    // 2.6.2: no more floaters from above than from below: the higher group's last pair cracks.
    assertThat(o.cracks()).hasSize(1);
    assertThat(List.of(o.cracks().get(0).a(), o.cracks().get(0).b())).containsExactly(2, 5);
    assertThat(o.cracks().get(0).fromAbove()).isTrue();
    assertThat(o.cracks().get(0).why()).startsWith("2.6.2");
    // 1 (due Black) v 4 (due White) stays; 2 and 5 take the median's residents by 3.6 and 3.8.
    assertThat(pairs(o)).containsExactlyInAnyOrder("1-4", "7-10", "6-9", "2-3", "5-8");
  }

  @Test
  void blockedMedianWithMoreFloatersFromAboveCracksBelow() throws Exception {
    RoundState s = blockedByTwoDownfloaters();

    LimRound.Outcome o = new LimRound(s, LimSettings.STANDARD, true).run();

    LimGroup top = o.groups().get(0);
    // 2.3: 4 has no compatible opponent in its group; 2.3.4: 3 (due Black, like 1) floats.
    assertThat(top.floated()).extracting(LimGroup.Floated::player).containsExactly(4, 3);
    assertThat(top.floated().get(0).reason()).startsWith("2.3.2-2.3.3");
    assertThat(top.floated().get(1).reason()).startsWith("2.3.4");
    // 2.6.1: two floaters from above, none from below: the lower group's last pair (7-6) cracks.
    assertThat(o.cracks()).hasSize(1);
    LimRound.Crack c = o.cracks().get(0);
    assertThat(List.of(c.a(), c.b())).containsExactly(7, 6);
    assertThat(c.fromAbove()).isFalse();
    assertThat(c.why()).startsWith("2.6.1: 2 floaters from above, 0 from below");
    // The median pairs its downfloaters first (3.6), each with the first player available, the
    // other floaters included, due the other colour who leaves the rest pairable (3.8, LIM-15),
    // then the upfloaters.
    assertThat(pairs(o)).containsExactlyInAnyOrder("1-2", "5-8", "3-10", "4-6", "7-9");
    assertThat(o.groups().get(2).notes().get("3.6 floaters first"))
        .containsExactly(
            "3: 4 forbidden pair, 6 leaves others unpaired, 7 met before, 9 both due Black:"
                + " exchanged (5.2) -> 10",
            "4: -> 6",
            "7: -> 9");
  }

  @Test
  void pabGoesToTheLowestRankedEligiblePlayerOfTheLowestScoregroup() throws Exception {
    // Round 1: 5 had the PAB; round 2: 4 had it. Before round 3 the lowest group is {2, 3, 4, 5}.
    LimFields f = new LimFields(5).wins(1, 1, 3).game(1, 4, 2, "0-1").pab(1, 5);
    f.wins(2, 1, 2).game(2, 5, 3, "0-1").pab(2, 4);
    RoundState s = f.next(5);

    LimRound.Outcome o = new LimRound(s, LimSettings.STANDARD, true).run();

    // Article 1 with C.04.1 4: 5 and 4 may not receive it again.
    assertThat(o.pab()).isEqualTo(3);
    assertThat(o.pabReason()).contains("5 (had a PAB", "4 (had a PAB");
  }

  @Test
  void roundOneGivesThePabToTheLowestRatedAndFoldsTheList() throws Exception {
    // 7.1 and 2.4: 7 players, the lowest rated (7) gets the PAB; 1-4, 2-5, 3-6.
    RoundState s = new LimFields(7).next(5);

    RoundPairing p = VerifyingPairingSystem.of(new LimPairingSystem()).pair(s, false);

    assertThat(p.pab()).isEqualTo(7);
    assertThat(p.games()).containsExactly(new Pair(1, 4), new Pair(5, 2), new Pair(3, 6));
  }

  @Test
  void roundOneOfFortyPlayersIsTheExampleOf72() throws Exception {
    // "1 v 21, 22 v 2, 3 v 23, 24 v 4, ... 40 v 20; or 21 v 1, 2 v 22, 23 v 3, 4 v 24 ... 20 v 40"
    Tournament t = new LimFields(40).build(9);
    for (Colour lot : List.of(Colour.WHITE, Colour.BLACK)) {
      RoundState s = new RoundState(LimFields.withInitialColour(t, lot), 1);

      RoundPairing p = VerifyingPairingSystem.of(new LimPairingSystem()).pair(s, false);

      List<Pair> expected = new ArrayList<>();
      for (int k = 1; k <= 20; k++) {
        boolean firstWhite = (k % 2 == 1) == (lot == Colour.WHITE);
        expected.add(firstWhite ? new Pair(k, 20 + k) : new Pair(20 + k, k));
      }
      assertThat(p.boards()).as("lot %s", lot).containsExactlyElementsOf(expected);
    }
  }

  @Test
  void floatersTravelDownToTheMedianAndUpToIt() throws Exception {
    LimFields f = new LimFields(8);
    f.wins(1, 1, 5).game(1, 6, 2, "0-1").wins(1, 3, 7).game(1, 8, 4, "0-1");
    f.game(2, 6, 1, "0-1").wins(2, 2, 7).game(2, 4, 3, "0-1").game(2, 5, 8, "=");
    // Round 3, median 1.0: 2.0 {1, 2, 3}, 1.0 {4}, 0.5 {5, 8} (who just met), 0 {6, 7}.
    RoundState s = f.next(5);

    LimRound.Outcome o = new LimRound(s, LimSettings.STANDARD, true).run();

    assertThat(groups(o)).containsExactly("2.0 ABOVE", "0.0 BELOW", "0.5 BELOW", "1.0 MEDIAN");
    // The odd top group floats one player down; 5 and 8 have met, so both go up (2.3.1).
    assertThat(o.groups().get(0).floated()).hasSize(1);
    assertThat(o.groups().get(1).floated()).isEmpty();
    assertThat(o.groups().get(2).floated())
        .extracting(LimGroup.Floated::player)
        .containsExactlyInAnyOrder(5, 8);
    assertThat(o.groups().get(2).floated().get(0).reason()).startsWith("2.3.1");
    List<LimGroup.Incoming> median = o.groups().get(3).incoming();
    assertThat(median).extracting(LimGroup.Incoming::fromAbove).containsExactly(true, false, false);
    assertThat(pairs(o)).hasSize(4).contains("6-7");
  }

  /** Round two of ten players: 1, 2, 4, 5 won, 3 and 8 drew, 6, 7, 9, 10 lost. */
  static RoundState roundTwoOfTen() {
    LimFields f = new LimFields(10);
    f.wins(1, 1, 6).game(1, 7, 2, "0-1").game(1, 3, 8, "=").game(1, 9, 4, "0-1").wins(1, 5, 10);
    return f.next(5);
  }

  /** Round two where two downfloaters block the median: one has no opponent there. */
  static RoundState blockedByTwoDownfloaters() {
    LimFields f = new LimFields(10);
    f.wins(1, 1, 5).game(1, 6, 2, "0-1").wins(1, 3, 7).game(1, 8, 4, "0-1").game(1, 9, 10, "=");
    for (int other : new int[] {1, 2, 3, 9, 10}) {
      f.forbid(2, 4, other);
    }
    return f.next(5);
  }

  /** The groups as {@code score kind}, in pairing order. */
  static List<String> groups(LimRound.Outcome o) {
    List<String> out = new ArrayList<>();
    for (LimGroup g : o.groups()) {
      out.add(org.swisspair.model.Points.format(g.score()) + " " + g.kind());
    }
    return out;
  }

  /** The final pairs as {@code low-high}. */
  static List<String> pairs(LimRound.Outcome o) {
    List<String> out = new ArrayList<>();
    for (int[] p : o.pairs()) {
      out.add(Math.min(p[0], p[1]) + "-" + Math.max(p[0], p[1]));
    }
    return out;
  }
}
