package org.swisspair.model.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.MatchGames;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfFormatException;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;

class MatchRoundsTest {
  private static final ResultCode W = ResultCode.WIN;
  private static final ResultCode D = ResultCode.DRAW;
  private static final ResultCode L = ResultCode.LOSS;
  private static final ResultCode FW = ResultCode.FORFEIT_WIN;
  private static final ResultCode FL = ResultCode.FORFEIT_LOSS;

  private static RoundEntry g(int opp, Colour c, ResultCode r) {
    return new RoundEntry(opp, c, r);
  }

  /** Game columns of five players over two match rounds (four game columns). */
  private static List<Player> gameColumns() {
    Colour w = Colour.WHITE;
    Colour b = Colour.BLACK;
    List<List<RoundEntry>> rounds =
        List.of(
            // 1 beats 2 in game 1 and draws game 2: 1.5-0.5. Then against 5: game 1 forfeited by
            // 5, game 2 drawn: a regular match (Preface).
            List.of(g(2, w, W), g(2, b, D), g(5, b, FW), g(5, w, D)),
            List.of(g(1, b, L), g(1, w, D), g(3, w, W), g(3, b, W)),
            // 3 forfeits both games against 4: the match ends by forfeit.
            List.of(g(4, w, FL), g(4, b, FL), g(2, b, L), g(2, w, L)),
            List.of(g(3, b, FW), g(3, w, FW), RoundEntry.bye(ResultCode.HALF_BYE)),
            List.of(RoundEntry.pab(), RoundEntry.pab(), g(1, w, FL), g(1, b, D)));
    List<Player> out = new ArrayList<>();
    for (int i = 0; i < rounds.size(); i++) {
      out.add(
          new Player(
              i + 1, "", "", "Player " + (i + 1), 2000 - i, "", "", "", null, 0, rounds.get(i)));
    }
    return out;
  }

  private static Tournament matches() {
    List<Player> folded = MatchRounds.fold(gameColumns(), ScoringSystem.STANDARD);
    return new Tournament(
        Map.of("012", "Double-Swiss test"),
        folded,
        3,
        Colour.WHITE,
        MatchRounds.matchScoring(ScoringSystem.STANDARD),
        MatchRounds.CODE,
        Map.of(),
        List.of(),
        List.of(),
        List.of(),
        List.of(),
        false);
  }

  @Test
  void foldsTwoGameColumnsIntoOneMatch() {
    Tournament t = matches();
    RoundEntry first = t.player(1).round(1);
    assertThat(first.opponent()).isEqualTo(2);
    assertThat(first.colour()).isEqualTo(Colour.WHITE);
    assertThat(first.result()).isEqualTo(ResultCode.WIN);
    assertThat(first.games()).isEqualTo(new MatchGames(W, D));
    assertThat(t.scoring().points(first)).isEqualTo(15);
    assertThat(t.scoring().points(t.player(2).round(1))).isEqualTo(5);
  }

  @Test
  void endsAMatchByForfeitOnlyWhenAPlayerForfeitsBothGames() {
    Tournament t = matches();
    assertThat(t.player(4).round(1).result()).isEqualTo(ResultCode.FORFEIT_WIN);
    assertThat(t.player(4).round(1).played()).isFalse();
    assertThat(t.scoring().points(t.player(4).round(1))).isEqualTo(20);
    // One forfeited game: the match counts as played, and the forfeit counts as a game won.
    RoundEntry single = t.player(1).round(2);
    assertThat(single.played()).isTrue();
    assertThat(t.scoring().points(single)).isEqualTo(15);
    RoundState before3 = new RoundState(t, 3);
    assertThat(before3.player(4).opponents()).doesNotContain(3);
    assertThat(before3.player(1).opponents()).containsExactlyInAnyOrder(2, 5);
    // C2: a match won by forfeit rules out the PAB.
    assertThat(before3.player(4).byeIneligible()).isTrue();
  }

  @Test
  void givesThePabAGameWonAndAGameDrawn() {
    Tournament t = matches();
    assertThat(t.player(5).round(1).result()).isEqualTo(ResultCode.PAIRING_BYE);
    assertThat(t.scoring().points(t.player(5).round(1))).isEqualTo(15);
    assertThat(MatchRounds.matchScoring(ScoringSystem.STANDARD).pab()).isEqualTo(15);
    // A half-point bye of a match is worth two half points.
    assertThat(t.scoring().points(t.player(4).round(2))).isEqualTo(10);
    assertThat(new RoundState(t, 3).player(4).score()).isEqualTo(30);
  }

  @Test
  void boundsADoubleSwissPabByAMatchWon() throws Exception {
    // DSW-4, GEN-7: a written PAB is the whole bye's, so 1.5 is read and 2.5 refused.
    String text = TrfWriter.toText(matches(), TrfWriter.Flavour.TRF26);
    String ok = text.replaceFirst("\n", "\n162  W 1.0    P 1.5\n");
    assertThat(new TrfReader().read("ds.trf", ok).scoring().pab()).isEqualTo(15);
    String tooMuch = text.replaceFirst("\n", "\n162  W 1.0    P 2.5\n");
    assertThatThrownBy(() -> new TrfReader().read("ds.trf", tooMuch))
        .isInstanceOf(TrfFormatException.class)
        .hasMessageStartingWith(
            "ds.trf:2:15: 162: a PAB (2.5) is worth more than a match won (2.0)");
  }

  @Test
  void writesTwoGameColumnsPerMatchAndReadsThemBack() throws Exception {
    Tournament t = matches();
    for (TrfWriter.Flavour f : TrfWriter.Flavour.values()) {
      String text = TrfWriter.toText(t, f);
      String line1 = text.lines().filter(l -> l.startsWith("001    1")).findFirst().orElseThrow();
      // Four game columns: 92-99, 102-109, 112-119, 122-129.
      assertThat(line1.substring(91)).isEqualTo("   2 w 1     2 b =     5 b +     5 w =");
      Tournament back = new TrfReader().read("ds.trf", text);
      assertThat(back.players()).isEqualTo(withPoints(t).players());
      assertThat(back.scoring()).isEqualTo(t.scoring());
    }
    Tournament json = TournamentJson.fromJson(TournamentJson.toJson(t));
    assertThat(json.players()).isEqualTo(t.players());
  }

  @Test
  void keepsAGameEndingHalfToZeroInJsonAndTrf() throws Exception {
    // Preface: a game can end 1/2-0. Player 1 draws game 1 while player 2 loses it (= and 0),
    // then 1 wins game 2: the match ends 1 1/2-0 (DSW-11).
    Colour w = Colour.WHITE;
    Colour b = Colour.BLACK;
    List<List<RoundEntry>> rounds =
        List.of(
            List.of(g(2, w, D), g(2, b, W)),
            List.of(g(1, b, L), g(1, w, L)),
            List.of(g(4, w, D), g(4, b, L)),
            List.of(g(3, b, L), g(3, w, D)));
    List<Player> players = new ArrayList<>();
    for (int i = 0; i < rounds.size(); i++) {
      players.add(
          new Player(
              i + 1, "", "", "Player " + (i + 1), 2000 - i, "", "", "", null, 0, rounds.get(i)));
    }
    Tournament t =
        new Tournament(
            Map.of("012", "Double-Swiss half-zero"),
            MatchRounds.fold(players, ScoringSystem.STANDARD),
            3,
            Colour.WHITE,
            MatchRounds.matchScoring(ScoringSystem.STANDARD),
            MatchRounds.CODE,
            Map.of(),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            false);
    assertThat(t.scoring().points(t.player(1).round(1))).isEqualTo(15);
    assertThat(t.scoring().points(t.player(2).round(1))).isZero();
    assertThat(t.player(1).round(1).result()).isEqualTo(ResultCode.WIN);
    // 1/2-0 and 0-1/2: a match of 1/2-1/2 in game points that nobody drew.
    assertThat(t.scoring().points(t.player(3).round(1))).isEqualTo(5);
    assertThat(t.scoring().points(t.player(4).round(1))).isEqualTo(5);
    assertThat(t.player(3).round(1).result()).isEqualTo(ResultCode.DRAW);
    // Each player's column holds his own result of the game (= against 0): TRF-2026 and TRF-16
    // write it and read it back as the same matches (DSW-11, GEN-4).
    for (TrfWriter.Flavour f : TrfWriter.Flavour.values()) {
      String text = TrfWriter.toText(withPoints(t), f);
      assertThat(text.lines().filter(l -> l.startsWith("001    1")).findFirst().orElseThrow())
          .contains("   2 w =     2 b 1");
      Tournament back = new TrfReader().read("half.trf", text);
      assertThat(back.players()).isEqualTo(withPoints(t).players());
    }
    Tournament json = TournamentJson.fromJson(TournamentJson.toJson(t));
    assertThat(json.players()).isEqualTo(t.players());
  }

  private static Tournament withPoints(Tournament t) {
    List<Player> out = new ArrayList<>();
    for (Player p : t.players()) {
      int s = 0;
      for (RoundEntry e : p.rounds()) {
        s += t.scoring().points(e);
      }
      out.add(p.withPointsAndRank(s, 0));
    }
    return t.withPlayers(out);
  }

  @Test
  void refusesABreakInsideAMatch() {
    List<Player> games = gameColumns();
    Player p5 = games.get(4);
    List<RoundEntry> r = new ArrayList<>(p5.rounds());
    r.set(1, RoundEntry.bye(ResultCode.ZERO_BYE));
    games.set(4, p5.withRounds(r));
    assertThatThrownBy(() -> MatchRounds.fold(games, ScoringSystem.STANDARD))
        .isInstanceOf(MatchFormatException.class)
        .hasMessageContaining("player 5, game column 2")
        .hasMessageContaining("byes apply to whole matches");
  }

  @Test
  void namesTheLineOfAMatchWithTwoOpponents() throws Exception {
    String text = TrfWriter.toText(matches(), TrfWriter.Flavour.TRF26);
    // Player 1's second game of round 1 against 3 instead of 2.
    String broken = text.replace("   2 w 1     2 b =", "   2 w 1     3 b =");
    assertThatThrownBy(() -> new TrfReader().read("ds.trf", broken))
        .isInstanceOf(TrfFormatException.class);
  }

  @Test
  void readsForfeitedGamesWrittenWithoutColour() throws Exception {
    // DSW-12: a forfeited game may be written '-' for its colour, as other programs write it and
    // as the individual reader accepts it (C.04.2 3.4: a forfeit has no colour).
    Tournament t = matches();
    String text = TrfWriter.toText(t, TrfWriter.Flavour.TRF26);
    String bare =
        text
            // 3 forfeits both games against 4: no colour at all.
            .replace("   4 w -     4 b -", "   4 - -     4 - -")
            .replace("   3 b +     3 w +", "   3 - +     3 - +")
            // 5 forfeits game 1 against 1, game 2 drawn with colours.
            .replace("   5 b +     5 w =", "   5 - +     5 w =")
            .replace("   1 w -     1 b =", "   1 - -     1 b =");
    assertThat(bare).isNotEqualTo(text);
    Tournament back = new TrfReader().read("ds.trf", bare);
    // The match colour of a forfeit-and-game match is the played game's colour's opposite for game
    // 1 (Article 1.6): the same match as written with colours.
    assertThat(back.player(1).round(2)).isEqualTo(t.player(1).round(2));
    assertThat(back.player(5).round(2)).isEqualTo(t.player(5).round(2));
    RoundEntry three = back.player(3).round(1);
    assertThat(three.opponent()).isEqualTo(4);
    assertThat(three.colour()).isEqualTo(Colour.NONE);
    assertThat(three.result()).isEqualTo(ResultCode.FORFEIT_LOSS);
    assertThat(back.player(4).round(1).result()).isEqualTo(ResultCode.FORFEIT_WIN);
    for (int id = 1; id <= 5; id++) {
      assertThat(new RoundState(back, 3).player(id).score())
          .as("player %d", id)
          .isEqualTo(new RoundState(t, 3).player(id).score());
    }
  }

  @Test
  void refusesAMatchWithoutColourThatNoPlayerForfeitedWhole() {
    // Both games without colour, one forfeited by each player: no match colour to take.
    List<Player> games = gameColumns();
    Player p3 = games.get(2);
    Player p4 = games.get(3);
    List<RoundEntry> r3 = new ArrayList<>(p3.rounds());
    List<RoundEntry> r4 = new ArrayList<>(p4.rounds());
    r3.set(0, g(4, Colour.NONE, FL));
    r3.set(1, g(4, Colour.NONE, FW));
    r4.set(0, g(3, Colour.NONE, FW));
    r4.set(1, g(3, Colour.NONE, FL));
    games.set(2, p3.withRounds(r3));
    games.set(3, p4.withRounds(r4));
    assertThatThrownBy(() -> MatchRounds.fold(games, ScoringSystem.STANDARD))
        .isInstanceOf(MatchFormatException.class)
        .hasMessageContaining("player 3, game column 2")
        .hasMessageContaining("only a forfeited game may be written without colour");
  }
}
