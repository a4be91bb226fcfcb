package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;

class ManualRoundsTest {
  /** Four players, round 1 played: 1-3 and 2-4, both won by White. */
  private static Tournament four() {
    List<Player> players = new ArrayList<>();
    int[] opponent = {3, 4, 1, 2};
    for (int id = 1; id <= 4; id++) {
      boolean white = id <= 2;
      players.add(
          new Player(
              id,
              "",
              "",
              "Player " + id,
              2000 - id,
              "",
              "",
              "",
              null,
              0,
              List.of(
                  new RoundEntry(
                      opponent[id - 1],
                      white ? Colour.WHITE : Colour.BLACK,
                      white ? ResultCode.WIN : ResultCode.LOSS))));
    }
    return Tournament.of(players, 3, Colour.WHITE);
  }

  @Test
  void readsFixedBoardsWithAndWithoutBoardNumbers() {
    ManualRound m = ManualRounds.parse("### MPA @ Round 5: 12-7, 3-25 board 4").orElseThrow();
    assertThat(m.round()).isEqualTo(5);
    assertThat(m.boards()).containsExactly(new ManualBoard(12, 7, 0), new ManualBoard(3, 25, 4));
    assertThat(m.pab()).isZero();
    assertThat(ManualRounds.lines(m)).containsExactly("### MPA @ Round 5: 12-7, 3-25 board 4");
  }

  @Test
  void readsAChosenPab() {
    ManualRound m = ManualRounds.parse("###PAB @ round 2: 17").orElseThrow();
    assertThat(m).isEqualTo(new ManualRound(2, List.of(), 17));
    assertThat(ManualRounds.lines(m)).containsExactly("### PAB @ Round 2: 17");
  }

  @Test
  void keepsAnotherProgramsWordsAsAManualRoundWithoutBoards() {
    ManualRound m =
        ManualRounds.parse("### MPA @ Round 3: board 2 changed from 4-9 to 4-11").orElseThrow();
    assertThat(m.boards()).isEmpty();
    assertThat(m.hasBoards()).isTrue();
    assertThat(m.otherText()).isEqualTo("board 2 changed from 4-9 to 4-11");
    assertThat(ManualRounds.lines(m))
        .containsExactly("### MPA @ Round 3: board 2 changed from 4-9 to 4-11");
  }

  @Test
  void ignoresOtherComments() {
    assertThat(ManualRounds.parse("### swisspair generate --seed 3")).isEmpty();
    assertThat(ManualRounds.parse("### PAB @ Round 2: the lowest")).isEmpty();
    assertThat(ManualRounds.parse("### RR1 RRL PPP1 PPP2")).isEmpty();
  }

  @Test
  void replacesTheCommentsOfItsRoundOnly() {
    Tournament t = four();
    t = ManualRounds.with(t, new ManualRound(2, List.of(new ManualBoard(1, 2, 0)), 0));
    t = ManualRounds.with(t, new ManualRound(3, List.of(), 4));
    t = ManualRounds.with(t, new ManualRound(2, List.of(new ManualBoard(4, 1, 1)), 0));
    assertThat(ManualRounds.of(t))
        .containsOnlyKeys(2, 3)
        .containsEntry(2, new ManualRound(2, List.of(new ManualBoard(4, 1, 1)), 0))
        .containsEntry(3, new ManualRound(3, List.of(), 4));
    assertThat(ManualRounds.of(t, 1).isEmpty()).isTrue();
  }

  @Test
  void mergesTheBoardsAndPabOfOneRound() {
    Tournament t = four();
    t = ManualRounds.with(t, new ManualRound(2, List.of(new ManualBoard(1, 2, 0)), 3));
    assertThat(t.otherLines()).containsExactly("### MPA @ Round 2: 1-2", "### PAB @ Round 2: 3");
    assertThat(ManualRounds.of(t, 2))
        .isEqualTo(new ManualRound(2, List.of(new ManualBoard(1, 2, 0)), 3));
  }

  @Test
  void survivesATrfAndAJsonRoundTrip() throws Exception {
    Tournament t = four();
    t = ManualRounds.with(t, new ManualRound(2, List.of(new ManualBoard(3, 1, 0)), 0));
    t = ManualRounds.with(t, new ManualRound(3, List.of(new ManualBoard(2, 1, 2)), 4));
    t = new FideModeComment(2, "manual boards").addTo(t);
    for (TrfWriter.Flavour f : TrfWriter.Flavour.values()) {
      Tournament back = new TrfReader().read("t.trf", TrfWriter.toText(t, f));
      assertThat(ManualRounds.of(back)).as(f.toString()).isEqualTo(ManualRounds.of(t));
      assertThat(FideModeComment.of(back)).contains(new FideModeComment(2, "manual boards"));
    }
    Tournament json = TournamentJson.fromJson(TournamentJson.toJson(t));
    assertThat(ManualRounds.of(json)).isEqualTo(ManualRounds.of(t));
    assertThat(FideModeComment.of(json)).contains(new FideModeComment(2, "manual boards"));
  }

  @Test
  void keepsTheEarliestRoundFideModeWasLeft() {
    Tournament t = new FideModeComment(4, "manual boards").addTo(four());
    assertThat(new FideModeComment(6, "other").addTo(t)).isSameAs(t);
    Tournament earlier = new FideModeComment(2, "prohibited pairings").addTo(t);
    assertThat(FideModeComment.of(earlier)).contains(new FideModeComment(2, "prohibited pairings"));
    assertThat(earlier.otherLines())
        .containsExactly("### FIDE mode left @ Round 2: prohibited pairings");
  }
}
