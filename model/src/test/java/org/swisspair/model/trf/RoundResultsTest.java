package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;

class RoundResultsTest {
  /**
   * Five players after round 1 (1-4 won by White, 2-5 drawn, 3 the PAB); player 4 asked for a
   * zero-point bye in round 2 (XXZ); player 5 has a half-point bye entered for round 3, which the
   * points field does not count yet.
   */
  private static Tournament fivePlayers() throws TrfFormatException {
    String[][] players = {
      {"1.0", "   4 w 1"},
      {"0.5", "   5 w ="},
      {"1.0", "0000 - U"},
      {"0.0", "   1 b 0"},
      {"0.5", "   2 b =            0000 - H"},
    };
    StringBuilder sb = new StringBuilder("012 Small open\nXXR 3\nXXC white1\nXXZ 4\n");
    for (int i = 0; i < players.length; i++) {
      sb.append(
              String.format(
                  Locale.ROOT,
                  "001 %4d      %-33s %4d %26s %4s %4d  %s",
                  i + 1,
                  "Player" + (i + 1),
                  2100 - i,
                  "",
                  players[i][0],
                  i + 1,
                  players[i][1]))
          .append('\n');
    }
    return new TrfReader().read("small.trf", sb.toString());
  }

  private static RoundResults results(String json) {
    return RoundResults.fromJson("results.json", json, Set.of());
  }

  @Test
  void recordsEachGameAndByeWithItsTrfCodes() throws Exception {
    Tournament t = fivePlayers();
    assertThat(RoundResults.nextRound(t)).isEqualTo(2);

    Tournament r =
        results(
                "{\"games\": [{\"white\": 3, \"black\": 1, \"result\": \"1/2-1/2\"},"
                    + " {\"white\": 5, \"black\": 2, \"result\": \"-/+\"}]}")
            .recordIn(t);

    assertThat(r.player(3).round(2)).isEqualTo(new RoundEntry(1, Colour.WHITE, ResultCode.DRAW));
    assertThat(r.player(1).round(2)).isEqualTo(new RoundEntry(3, Colour.BLACK, ResultCode.DRAW));
    assertThat(r.player(5).round(2))
        .isEqualTo(new RoundEntry(2, Colour.WHITE, ResultCode.FORFEIT_LOSS));
    assertThat(r.player(2).round(2))
        .isEqualTo(new RoundEntry(5, Colour.BLACK, ResultCode.FORFEIT_WIN));
    // Player 4 named nowhere: the zero-point bye asked for; the request is now the round's.
    assertThat(r.player(4).round(2)).isEqualTo(RoundEntry.bye(ResultCode.ZERO_BYE));
    assertThat(r.byeRequests()).isEmpty();
    // The bye entered for round 3 stays.
    assertThat(r.player(5).round(3)).isEqualTo(RoundEntry.bye(ResultCode.HALF_BYE));
    assertThat(RoundResults.nextRound(r)).isEqualTo(3);

    // Written and read back, the points fields say the new scores, in the file's convention:
    // player 5's field went on leaving out the bye of round 3.
    Tournament back =
        new TrfReader().read("back.trf", TrfWriter.toText(r, TrfWriter.Flavour.TRF16));
    assertThat(back.players()).isEqualTo(r.players());
    assertThat(back.player(3).declaredPoints()).isEqualTo(15);
    assertThat(back.player(2).declaredPoints()).isEqualTo(15);
    assertThat(back.player(5).declaredPoints()).isEqualTo(5);
  }

  @Test
  void namedByesOverrideAndAnAbsentPlayerGetsABlankRound() throws Exception {
    Tournament r =
        results(
                "{\"round\": 2, \"games\": [{\"white\": 1, \"black\": 2, \"result\": \"0-1\"}],"
                    + " \"byes\": [{\"player\": 3, \"result\": \"U\"}, {\"player\": 4, \"result\":"
                    + " \"H\"}, {\"player\": 5, \"result\": \"\"}]}")
            .recordIn(fivePlayers());

    assertThat(r.player(3).round(2)).isEqualTo(RoundEntry.pab());
    assertThat(r.player(4).round(2)).isEqualTo(RoundEntry.bye(ResultCode.HALF_BYE));
    assertThat(r.player(5).round(2)).isEqualTo(RoundEntry.EMPTY);
    assertThat(r.player(5).round(3)).isEqualTo(RoundEntry.bye(ResultCode.HALF_BYE));
  }

  @Test
  void refusesAnyRoundButTheNextAndPlayersUnknownOrNamedTwice() throws Exception {
    Tournament t = fivePlayers();
    assertThatThrownBy(() -> results("{\"round\": 1, \"games\": []}").recordIn(t))
        .hasMessage(
            "round 1: the results can only be recorded for the next round, 2 (round 1 is in the"
                + " file)");
    assertThatThrownBy(() -> results("{\"round\": 4, \"games\": []}").recordIn(t))
        .hasMessageStartingWith("round 4: the results can only be recorded for the next round, 2");
    assertThatThrownBy(
            () ->
                results("{\"games\": [{\"white\": 1, \"black\": 6, \"result\": \"1-0\"}]}")
                    .recordIn(t))
        .hasMessage("games[0].black: player 6 is not in the tournament (1-5)");
    assertThatThrownBy(
            () ->
                results(
                        "{\"games\": [{\"white\": 1, \"black\": 2, \"result\": \"1-0\"}],"
                            + " \"byes\": [{\"player\": 2, \"result\": \"U\"}]}")
                    .recordIn(t))
        .hasMessage("byes[0].player: player 2 is already in games[0]");
    assertThatThrownBy(
            () ->
                results("{\"games\": [{\"white\": 1, \"black\": 1, \"result\": \"1-0\"}]}")
                    .recordIn(t))
        .hasMessage("games[0]: player 1 cannot play against itself");
  }

  @Test
  void malformedResultsNameTheMemberAtFault() {
    assertThatThrownBy(() -> results("{\"games\": [{\"white\": 1, \"black\": 2}]}"))
        .hasMessage("results.json: games[0]: \"result\" is missing");
    assertThatThrownBy(
            () -> results("{\"games\": [{\"white\": 1, \"black\": 2, \"result\": \"1:0\"}]}"))
        .hasMessage(
            "results.json: games[0].result: '1:0' is not a game result; use 1-0, 1/2-1/2, 0-1,"
                + " +/-, -/+, -/-, 1/2-0, 0-1/2 or 0-0");
    assertThatThrownBy(
            () -> results("{\"games\": [], \"byes\": [{\"player\": \"3\", \"result\": \"U\"}]}"))
        .hasMessage("results.json: byes[0].player: must be a whole number, was \"3\"");
    assertThatThrownBy(
            () -> results("{\"games\": [], \"byes\": [{\"player\": 3, \"result\": \"B\"}]}"))
        .hasMessageContaining("byes[0].result: 'B' is not a bye; use U");
    assertThatThrownBy(() -> results("{\"games\": [], \"colour\": 1}"))
        .hasMessage("results.json: unknown member \"colour\"; known: round, games, byes");
    assertThatThrownBy(() -> results("{\"games\": [}")).hasMessageStartingWith("results.json:1:");
    assertThat(
            RoundResults.fromJson(
                    "r", "{\"games\": [], \"tournament\": \"x\"}", Set.of("tournament"))
                .games())
        .isEmpty();
  }

  @Test
  void theFlavourIsTrf2026OnlyWithARecordOnlyTrf2026Has() {
    assertThat(TrfWriter.flavourOf("012 x\n142 9\n001    1")).isEqualTo(TrfWriter.Flavour.TRF26);
    assertThat(TrfWriter.flavourOf("012 x\r\n152 W\r\n")).isEqualTo(TrfWriter.Flavour.TRF26);
    assertThat(TrfWriter.flavourOf("012 x\nXXR 9\n192 FIDE_DUTCH_2025\n240 H   5    3\n"))
        .isEqualTo(TrfWriter.Flavour.TRF16);
    assertThat(TrfWriter.flavourOf("1420 not a record\n")).isEqualTo(TrfWriter.Flavour.TRF16);
    assertThat(List.of(RoundResults.Outcome.values()))
        .extracting(RoundResults.Outcome::notation)
        .containsExactly("1-0", "1/2-1/2", "0-1", "+/-", "-/+", "-/-", "1/2-0", "0-1/2", "0-0");
  }
}
