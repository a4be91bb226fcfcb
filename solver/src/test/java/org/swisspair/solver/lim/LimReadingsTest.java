package org.swisspair.solver.lim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;

/**
 * Each reading of C.04.4.3 that the second, literal reading of the text questioned, on a small
 * state where the two readings pair differently; each test asserts the reading INTERPRETATIONS.md
 * documents (LIM-15 for 3.8, LIM-10 for 5.2, LIM-12 for the parity floater, LIM-13 for the adjacent
 * scoregroup of 3.3, 3.4, 3.9.1 and the exclusion of 3.3).
 */
class LimReadingsTest {

  @Test
  void aFloaterTakesTheHighestNumberedAvailablePlayerEvenAnotherFloater() throws Exception {
    // Round 2 of 10: 1, 3, 7 won with White (1 point, all due Black); 4 drew 9 and 10 drew 8,
    // each with White (8 and 9 due White, 4 and 10 Black); 2, 5, 6 lost with Black (0 points,
    // due White). 7 floats down and 2 floats up into the median group {4, 8, 9, 10}. 3.8:
    // downfloater 7 (due Black) takes "the highest numbered player available who is due the
    // alternate colour": 2, an upfloater. Residents first would give 7-8 2-4.
    LimFields f = new LimFields(10);
    f.wins(1, 1, 2).wins(1, 3, 5).wins(1, 7, 6).game(1, 4, 9, "=").game(1, 10, 8, "=");
    RoundState s = f.next(5);
    assertThat(LimColours.due(s.player(7))).isEqualTo(Colour.BLACK);
    assertThat(LimColours.due(s.player(2))).isEqualTo(Colour.WHITE);
    assertThat(LimColours.due(s.player(8))).isEqualTo(Colour.WHITE);

    LimRound.Outcome o = new LimRound(s, LimSettings.STANDARD, true).run();

    LimGroup median = o.groups().get(o.groups().size() - 1);
    assertThat(median.incoming()).extracting(LimGroup.Incoming::player).containsExactly(7, 2);
    assertThat(LimRoundTest.pairs(o)).contains("2-7", "4-8", "9-10").doesNotContain("7-8", "2-4");
  }

  @Test
  void theSecondScrutinyGivesColoursPairByPairInTurn() throws Exception {
    // Round 2 of 8: 1, 3, 4 had Black and 2 White, all four won: due White, Black, White, White.
    // One colour must go ungranted whatever the pairs. 5.2 pair by pair (LIM-10): #1, proposed
    // 1-3 (both due White), is exchanged to 1-2, and 3-4 is left with the same colour. The whole
    // group's fewest same-colour pairs (one) would keep the first such candidate, 1-3 2-4.
    LimFields f = new LimFields(8);
    f.game(1, 5, 1, "0-1").wins(1, 2, 6).game(1, 7, 3, "0-1").game(1, 8, 4, "0-1");
    RoundState s = f.next(5);
    assertThat(List.of(1, 2, 3, 4).stream().map(i -> LimColours.due(s.player(i))))
        .containsExactly(Colour.WHITE, Colour.BLACK, Colour.WHITE, Colour.WHITE);

    LimRound.Outcome o = new LimRound(s, LimSettings.STANDARD, true).run();

    assertThat(LimRoundTest.pairs(o)).contains("1-2", "3-4").doesNotContain("1-3", "2-4");
  }

  @Test
  void aPreviousFloaterIsSparedEvenForAPlayerDueTheOtherColour() throws Exception {
    // Round 3 of 10: 1, 2, 5 have 2 points; 2 and 5 floated down in round 2 and are due White, 1
    // (White twice) is due Black. 3.2.2 names 5 (the lowest numbered player due White); 3.10
    // "shall not" float him, and no other player due White is free of a float last round: 1
    // floats (3.10 above 3.2.2, LIM-12). 3.10 only among players due White would float 5.
    LimFields f = new LimFields(10);
    f.wins(1, 1, 6).wins(1, 2, 7).wins(1, 3, 8).game(1, 4, 9, "0-1").wins(1, 5, 10);
    f.wins(2, 1, 3).game(2, 4, 2, "0-1").game(2, 6, 5, "0-1").game(2, 9, 7, "=");
    f.game(2, 8, 10, "=");
    RoundState s = f.next(7);
    assertThat(List.of(1, 2, 5).stream().map(i -> LimColours.due(s.player(i))))
        .containsExactly(Colour.BLACK, Colour.WHITE, Colour.WHITE);

    LimGroup top = new LimRound(s, LimSettings.STANDARD, true).run().groups().get(0);

    assertThat(top.residents()).containsExactly(1, 2, 5);
    assertThat(top.floated()).extracting(LimGroup.Floated::player).containsExactly(1);
    assertThat(top.floated().get(0).reason()).contains("3.10: not 5, who floated last round");
    assertThat(top.pairs()).hasSize(1);
  }

  @Test
  void theParityFloaterIsChosenFirstAndRepairedByTheExchangeOf441() throws Exception {
    // Round 2 of 10: 1-5 won (1 point; 1, 3, 5 due Black, 2, 4 due White); 1 may not meet 2, 3,
    // 4. 3.2.2 floats the lowest numbered player due Black, 5; then #1 has no opponent, floats
    // (4.4), and 5 comes back in his place (4.4.1). Choosing the parity floater so that the rest
    // stays pairable would float 3 and pair 1-5.
    LimFields f = new LimFields(10);
    for (int i = 1; i <= 5; i++) {
      if (i % 2 == 1) {
        f.wins(1, i, i + 5);
      } else {
        f.game(1, i + 5, i, "0-1");
      }
    }
    f.forbid(2, 1, 2).forbid(2, 1, 3).forbid(2, 1, 4);

    LimGroup top = new LimRound(f.next(5), LimSettings.STANDARD, true).run().groups().get(0);

    assertThat(top.notes().get("2.3 transfers").get(0)).startsWith("5 (2.3.4 parity floater");
    assertThat(top.notes().get("4.4 floated"))
        .anyMatch(n -> n.contains("4.4.1: 1 exchanged with the parity floater 5"));
    assertThat(top.floated()).extracting(LimGroup.Floated::player).containsExactly(1);
    assertThat(top.pairs()).hasSize(2);
  }

  @Test
  void theAdjacentGroupIsTheMediansResidentsForTheLastGroupAbove() throws Exception {
    // Round 2 of 10: 1, 2, 3 have 1 point (1, 3 due Black, 2 due White); the median {4, 5, 9, 10}
    // and below it {6, 7, 8}, who send 6 up. 3 may meet none of the median's residents, so 3 has
    // no compatible opponent in the adjacent group (type c), and 3.2.2 floats 1, the other player
    // due Black, who is type d (LIM-13). Counting the median's incoming floaters, or any lower
    // group, as "adjacent" would make 3 (who may meet 6, 7) type d: 3 would float, and 1-2 pair.
    LimFields f = new LimFields(10);
    f.wins(1, 1, 6).game(1, 7, 2, "0-1").wins(1, 3, 8).game(1, 4, 9, "=").game(1, 5, 10, "=");
    for (int r : new int[] {4, 5, 9, 10}) {
      f.forbid(2, 3, r);
    }
    RoundState s = f.next(5);
    assertThat(List.of(1, 2, 3).stream().map(i -> LimColours.due(s.player(i))))
        .containsExactly(Colour.BLACK, Colour.WHITE, Colour.BLACK);

    LimRound.Outcome o = new LimRound(s, LimSettings.STANDARD, true).run();

    LimGroup top = o.groups().get(0);
    assertThat(top.residents()).containsExactly(1, 2, 3);
    assertThat(top.floated()).extracting(LimGroup.Floated::player).containsExactly(1);
    assertThat(top.floated().get(0).type()).isEqualTo('d');
    assertThat(LimRoundTest.pairs(o)).contains("2-3").doesNotContain("1-2");
  }

  @Test
  void aPrecedingFloatersOpponentIsExcludedByAMatchingNotBy38() throws Exception {
    // Round 2 of 10: 1-4 have 1 point; 1 may meet none of 2, 3, 4 and is transferred (2.3.2), so
    // the median residents {5, 10} (5 due Black, 10 due White) get his opponent first. 4 may not
    // meet 5. 1 may meet 5 or 10, so a matching gives 1-5 and 4-10: 4 keeps an opponent (type d)
    // and, the lowest numbered of 2, 4 due White (3.2.2), floats (LIM-13). Excluding the opponent
    // 3.8 would give 1 (10, the highest numbered due White) would leave 4 none (type c): 2 would
    // float, and 3-4 pair.
    LimFields f = new LimFields(10);
    f.wins(1, 1, 6).game(1, 7, 2, "0-1").wins(1, 3, 8).game(1, 9, 4, "0-1").game(1, 5, 10, "=");
    f.forbid(2, 1, 2).forbid(2, 1, 3).forbid(2, 1, 4).forbid(2, 4, 5);
    RoundState s = f.next(5);
    assertThat(List.of(1, 2, 3, 4, 5, 10).stream().map(i -> LimColours.due(s.player(i))))
        .containsExactly(
            Colour.BLACK, Colour.WHITE, Colour.BLACK, Colour.WHITE, Colour.BLACK, Colour.WHITE);

    LimRound.Outcome o = new LimRound(s, LimSettings.STANDARD, true).run();

    LimGroup top = o.groups().get(0);
    assertThat(top.residents()).containsExactly(1, 2, 3, 4);
    assertThat(top.floated()).extracting(LimGroup.Floated::player).containsExactly(1, 4);
    assertThat(top.floated()).extracting(LimGroup.Floated::type).containsExactly('d', 'd');
    assertThat(LimRoundTest.pairs(o)).contains("2-3").doesNotContain("3-4");
  }
}
