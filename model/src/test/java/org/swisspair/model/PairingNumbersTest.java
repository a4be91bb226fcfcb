package org.swisspair.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.model.trf.TrfWriter.Flavour;

/** TPN reassignment (C.04.2 2.2-2.5). */
class PairingNumbersTest {

  private static Player player(int id, int rating, String title, String name) {
    return new Player(id, "", title, name, rating, "", "", "", null, 0, List.of());
  }

  /** The tournament with each player's rating replaced by {@code 1000 + 10 * id}: reverse order. */
  private static Tournament reversedRatings(Tournament t) {
    List<Player> ps = new ArrayList<>();
    for (Player p : t.players()) {
      ps.add(
          new Player(
              p.id(),
              p.sex(),
              p.title(),
              p.name(),
              1000 + 10 * p.id(),
              p.federation(),
              p.fideId(),
              p.birthDate(),
              p.declaredPoints(),
              p.rank(),
              p.rounds()));
    }
    return t.withPlayers(ps);
  }

  @Test
  void ordersByRatingThenTitleThenName() {
    // C.04.2 2.2.1-2.2.3.
    Tournament t =
        Tournament.of(
            List.of(
                player(1, 2000, "", "Zed, Zoe"),
                player(2, 2100, "", "Bob, Ben"),
                player(3, 2000, "GM", "Yan, Yu"),
                player(4, 2000, "IM", "Abe, Al"),
                player(5, 2000, "", "Adam, Ann"),
                player(6, 2000, "WGM", "Quinn, Qi"),
                player(7, 2000, "f", "Xu, Xi"),
                player(8, 0, "GM", "Unrated, Uma")),
            9,
            Colour.NONE);
    PairingNumbers numbers = PairingNumbers.reassign(t);
    assertThat(numbers.tournament().players())
        .extracting(Player::name)
        .containsExactly(
            "Bob, Ben",
            "Yan, Yu",
            "Abe, Al",
            "Quinn, Qi",
            "Xu, Xi",
            "Adam, Ann",
            "Zed, Zoe",
            "Unrated, Uma");
    assertThat(numbers.newByOld())
        .containsExactly(
            Map.entry(1, 7),
            Map.entry(2, 1),
            Map.entry(3, 2),
            Map.entry(4, 3),
            Map.entry(5, 6),
            Map.entry(6, 4),
            Map.entry(7, 5),
            Map.entry(8, 8));
    assertThat(t.renumbered()).isEqualTo(numbers.tournament());
  }

  @Test
  void titlesFollowTheHandbookOrderInFullOrTrfLetters() {
    // C.04.2 2.2.2: GM-IM-WGM-FM-WIM-CM-WFM-WCM-no title.
    String[] titles = {"", "wc", "WFM", "c", "wm", "FM", "wg", "m", "g"};
    List<Player> ps = new ArrayList<>();
    for (int i = 0; i < titles.length; i++) {
      ps.add(player(i + 1, 2000, titles[i], "Same, Name"));
    }
    Tournament r = Tournament.of(ps, 9, Colour.NONE).renumbered();
    assertThat(r.players())
        .extracting(Player::title)
        .containsExactly("g", "m", "wg", "FM", "wm", "c", "WFM", "wc", "");
    assertThat(PairingNumbers.titleRank("HM")).isEqualTo(PairingNumbers.TITLE_ORDER.size());
  }

  @Test
  void identicalRatingTitleAndNameKeepTheirOldOrder() {
    Tournament t =
        Tournament.of(
            List.of(player(1, 1500, "", "Twin"), player(2, 1500, "", "Twin")), 5, Colour.NONE);
    assertThat(PairingNumbers.reassign(t).newByOld())
        .containsExactly(Map.entry(1, 1), Map.entry(2, 2));
  }

  @Test
  void remapsEveryReference() {
    Tournament before =
        reversedRatings(
            Games.of(4)
                .game(1, 1, 3, "1-0")
                .game(1, 2, 4, "+-")
                .game(2, 4, 1, "=")
                .bye(2, 2, ResultCode.PAIRING_BYE)
                .bye(2, 3, ResultCode.HALF_BYE)
                .acceleration(Map.of(4, List.of(10, 10, 5), 3, List.of(10, 10, 5)))
                .forbid(1, Integer.MAX_VALUE, 1, 4)
                .forbid(3, 5, 2, 3)
                .byeRequest(4, 3, ResultCode.HALF_BYE)
                .tournament(5));
    before =
        new Tournament(
            before.header(),
            before.players(),
            before.totalRounds(),
            before.initialColour(),
            before.scoring(),
            before.systemCode(),
            before.acceleration(),
            before.forbidden(),
            before.byeRequests(),
            List.of(new Team(1, "Odd", "", "", List.of(1, 3), false)),
            before.otherLines(),
            before.pairByRankOrder());
    PairingNumbers numbers = PairingNumbers.reassign(before);
    Tournament after = numbers.tournament();
    assertThat(numbers.newByOld())
        .containsExactly(Map.entry(1, 4), Map.entry(2, 3), Map.entry(3, 2), Map.entry(4, 1));
    for (Player old : before.players()) {
      Player moved = after.player(numbers.newNumber(old.id()));
      assertThat(moved.name()).isEqualTo(old.name());
      for (int r = 1; r <= 2; r++) {
        RoundEntry e = old.round(r);
        RoundEntry f = moved.round(r);
        assertThat(f.colour()).isEqualTo(e.colour());
        assertThat(f.result()).isEqualTo(e.result());
        assertThat(f.opponent()).isEqualTo(e.opponent() == 0 ? 0 : numbers.newNumber(e.opponent()));
      }
      assertThat(after.acceleration(numbers.newNumber(old.id()), 3))
          .isEqualTo(before.acceleration(old.id(), 3));
    }
    assertThat(after.forbidden())
        .containsExactly(
            new ForbiddenPairs(List.of(4, 1), 1, Integer.MAX_VALUE),
            new ForbiddenPairs(List.of(3, 2), 3, 5));
    assertThat(after.byeRequests()).containsExactly(new ByeRequest(1, 3, ResultCode.HALF_BYE));
    assertThat(after.teams().get(0).members()).containsExactly(4, 2);

    // The derived state of round 3 is the same, player by player.
    RoundState old = new RoundState(before, 3);
    RoundState now = new RoundState(after, 3);
    for (int id = 1; id <= 4; id++) {
      PlayerState a = old.player(id);
      PlayerState b = now.player(numbers.newNumber(id));
      assertThat(b.score()).isEqualTo(a.score());
      assertThat(b.pairingScore()).isEqualTo(a.pairingScore());
      assertThat(b.playedColours()).isEqualTo(a.playedColours());
      assertThat(b.floats()).isEqualTo(a.floats());
      assertThat(b.byeIneligible()).isEqualTo(a.byeIneligible());
      assertThat(b.opponents())
          .containsExactlyInAnyOrderElementsOf(
              a.opponents().stream().map(numbers::newNumber).toList());
    }
    assertThat(now.playersNotPaired()).containsExactly(1);
    assertThat(now.forbidden(1, 4)).isTrue();
    assertThat(now.forbidden(2, 3)).isTrue();
  }

  @Test
  void roundTripsThroughTrfWriterAndReader() throws Exception {
    Tournament example =
        new TrfReader().read(Fixtures.resolve("examples/example.trf")).truncatedTo(3);
    Tournament before = reversedRatings(example);
    Tournament after = before.renumbered();
    assertThat(after.player(1).name()).isEqualTo(before.player(before.size()).name());
    for (Flavour flavour : Flavour.values()) {
      Tournament reread = new TrfReader().read("renumbered.trf", TrfWriter.toText(after, flavour));
      assertThat(reread.size()).as("%s", flavour).isEqualTo(after.size());
      for (Player p : after.players()) {
        Player q = reread.player(p.id());
        assertThat(q.name()).as("%s", flavour).isEqualTo(p.name());
        assertThat(q.rating()).isEqualTo(p.rating());
        for (int r = 1; r <= 3; r++) {
          assertThat(q.round(r))
              .as("%s player %d round %d", flavour, p.id(), r)
              .isEqualTo(p.round(r));
        }
      }
      assertThat(reread.initialColour()).isEqualTo(after.initialColour());
    }
  }

  @Test
  void lateEntryAppendedAtTheEndGetsItsProperTpn() {
    // C.04.2 2.4-2.5: a stronger late entry, absent in round 1, takes TPN 1.
    Tournament t = Games.of(5).game(1, 1, 3, "1-0").game(1, 2, 4, "=").tournament(7);
    List<Player> ps = new ArrayList<>(t.players());
    ps.set(
        4,
        new Player(
            5,
            "",
            "",
            "Late, Lou",
            2400,
            "",
            "",
            "",
            null,
            0,
            List.of(RoundEntry.bye(ResultCode.ZERO_BYE))));
    PairingNumbers numbers = PairingNumbers.reassign(t.withPlayers(ps));
    Tournament after = numbers.tournament();
    assertThat(numbers.newByOld())
        .containsExactly(
            Map.entry(1, 2), Map.entry(2, 3), Map.entry(3, 4), Map.entry(4, 5), Map.entry(5, 1));
    assertThat(after.player(1).name()).isEqualTo("Late, Lou");
    assertThat(after.player(1).round(1)).isEqualTo(RoundEntry.bye(ResultCode.ZERO_BYE));
    assertThat(after.player(2).round(1)).isEqualTo(new RoundEntry(4, Colour.WHITE, ResultCode.WIN));
    assertThat(after.player(4).round(1))
        .isEqualTo(new RoundEntry(2, Colour.BLACK, ResultCode.LOSS));
  }

  @Test
  void refusedOnceTheFourthRoundHasBeenPaired() {
    // C.04.2 2.3: no TPN change after the fourth round has been paired.
    Games g =
        Games.of(2)
            .game(1, 1, 2, "=")
            .game(2, 2, 1, "=")
            .game(3, 1, 2, "=")
            .bye(4, 1, ResultCode.PAIRING_BYE);
    Tournament four = g.tournament(7);
    assertThatThrownBy(four::renumbered)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("4 rounds are paired")
        .hasMessageContaining("C.04.2 2.3");
    assertThat(four.truncatedTo(3).renumbered().size()).isEqualTo(2);
  }
}
