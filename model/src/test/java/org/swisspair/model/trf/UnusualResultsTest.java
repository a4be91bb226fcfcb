package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.swisspair.model.trf.TrfReaderTest.player;
import static org.swisspair.model.trf.TrfReaderTest.rejected;
import static org.swisspair.model.trf.TrfReaderTest.text;
import static org.swisspair.model.trf.TrfReaderTest.withLines;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfWriter.Flavour;

/**
 * Unusual results (1/2-0, 0-1/2, 0-0: a played game whose points are not complementary) and the
 * double forfeit, each player's line carrying his own result (GEN-4), through TRF-16, TRF-2026 and
 * JSON; and the scoring rules (GEN-5 to GEN-8) as the readers apply them.
 */
class UnusualResultsTest {

  /**
   * Round 1: 1-3 ends 1/2-0, 4-2 ends 0-0. Round 2: 2-1 is a double forfeit, 3-4 ends 0-1/2.
   * Players are lines 3-6.
   */
  private static List<String> lines() {
    List<String> l = new ArrayList<>();
    l.add("012 Unusual results");
    l.add("XXR 3");
    l.add(player(1, "Alpha, Ann", 2000, "0.5", "   3 w =", "   2 b -"));
    l.add(player(2, "Beta, Bob", 1900, "0.0", "   4 b 0", "   1 w -"));
    l.add(player(3, "Gamma, Cy", 1800, "0.0", "   1 b 0", "   4 w 0"));
    l.add(player(4, "Delta, Di", 1700, "0.5", "   2 w 0", "   3 b ="));
    return l;
  }

  private static Tournament read(String text) throws TrfFormatException {
    return new TrfReader().read("t.trf", text);
  }

  @Test
  void readsEachSideOfAnUnusualResultWithItsOwnPoints() throws Exception {
    Tournament t = read(text(lines()));
    ScoringSystem s = t.scoring();
    assertThat(t.player(1).round(1).result()).isEqualTo(ResultCode.DRAW);
    assertThat(t.player(3).round(1).result()).isEqualTo(ResultCode.LOSS);
    assertThat(s.points(t.player(1).round(1))).isEqualTo(5);
    assertThat(s.points(t.player(3).round(1))).isZero();
    assertThat(s.points(t.player(2).round(1))).isZero();
    assertThat(s.points(t.player(4).round(1))).isZero();
    RoundState r3 = new RoundState(t, 3);
    assertThat(List.of(1, 2, 3, 4))
        .extracting(id -> r3.player(id).score())
        .containsExactly(5, 0, 0, 5);
    // Played: the pair has met (C1), colours count (C.04.2 3.4) and floats follow the scores.
    PlayerState p1 = r3.player(1);
    PlayerState p2 = r3.player(2);
    assertThat(p1.opponents()).containsExactly(3);
    assertThat(p2.opponents()).containsExactly(4);
    assertThat(p1.playedColours()).containsExactly(Colour.WHITE);
    assertThat(p2.playedColours()).containsExactly(Colour.BLACK);
    assertThat(r3.player(3).opponents()).containsExactlyInAnyOrder(1, 4);
    // The double forfeit: paired, not played; 1 and 2 may meet again (C.04.2 3.5).
    assertThat(t.player(1).round(2).paired()).isTrue();
    assertThat(t.player(1).round(2).played()).isFalse();
    assertThat(p1.opponents()).doesNotContain(2);
    assertThat(p1.unplayedRounds()).isEqualTo(1);
    assertThat(p1.floats()).hasSize(2);
    assertThat(p1.floats().get(0)).isEqualTo(FloatDirection.NONE);
  }

  @Test
  void readsTheUnusualResultsOfGamesOfLessThanOneMove() throws Exception {
    List<String> l = lines();
    l.set(2, player(1, "Alpha, Ann", 2000, "0.5", "   3 w D", "   2 b -"));
    l.set(4, player(3, "Gamma, Cy", 1800, "0.0", "   1 b L", "   4 w L"));
    l.set(5, player(4, "Delta, Di", 1700, "0.0", "   2 w 0", "   3 b L"));
    Tournament t = read(text(l));
    assertThat(t.player(1).round(1).result()).isEqualTo(ResultCode.UNRATED_DRAW);
    assertThat(t.player(3).round(2).played()).isTrue();
    assertThat(t.scoring().points(t.player(4).round(2))).isZero();
  }

  @Test
  void roundTripsThroughTrf16Trf2026AndJson() throws Exception {
    Tournament t = read(text(lines()));
    for (Flavour f : Flavour.values()) {
      String written = TrfWriter.toText(t, f);
      assertThat(written)
          .as(f.name())
          .contains("   3 w =     2 b -")
          .contains("   4 b 0     1 w -")
          .contains("   1 b 0     4 w 0")
          .contains("   2 w 0     3 b =");
      Tournament back = read(written);
      assertThat(back.players()).as(f.name()).isEqualTo(t.players());
    }
    Tournament json = TournamentJson.fromJson(TournamentJson.toJson(t));
    assertThat(json.players()).isEqualTo(t.players());
  }

  @Test
  void refusesResultsThatDoNotAnswerEachOther() {
    for (String[] pair :
        new String[][] {{"1", "="}, {"=", "1"}, {"+", "+"}, {"+", "0"}, {"=", "L"}, {"1", "1"}}) {
      List<String> l = lines();
      l.set(2, player(1, "Alpha, Ann", 2000, "0.0", "   3 w " + pair[0], "   2 b -"));
      l.set(4, player(3, "Gamma, Cy", 1800, "0.0", "   1 b " + pair[1], "   4 w 0"));
      TrfFormatException e =
          rejected(
              new TrfReader(TrfReader.Options.trustingResults()), text(l), 3, 99, "round 1 result");
      assertThat(e.problem())
          .as(pair[0] + "/" + pair[1])
          .contains("has '" + pair[0] + "' against 3");
      assertThat(e.hint()).contains("=/0, 0/= or 0/0");
    }
  }

  @Test
  void jsonRefusesResultsThatDoNotAnswerEachOther() throws Exception {
    Tournament t = read(text(lines()));
    List<RoundEntry> rounds = new ArrayList<>(t.player(3).rounds());
    rounds.set(0, new RoundEntry(1, Colour.BLACK, ResultCode.WIN));
    List<org.swisspair.model.Player> players = new ArrayList<>(t.players());
    players.set(2, t.player(3).withRounds(rounds));
    String json = TournamentJson.toJson(t.withPlayers(players));
    assertThatThrownBy(() -> TournamentJson.fromJson(json))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("players[0].rounds[0]: player 1 against 3");
  }

  @Test
  void recordsUnusualResultsAndADoubleForfeitFromTheResultsJson() throws Exception {
    Tournament t = read(text(lines()));
    RoundResults results =
        RoundResults.fromJson(
            "results.json",
            "{\"round\": 3, \"games\": [{\"white\": 1, \"black\": 4, \"result\": \"0-1/2\"},"
                + " {\"white\": 2, \"black\": 3, \"result\": \"-/-\"}]}",
            Set.of());
    Tournament after = results.recordIn(t);
    assertThat(after.player(1).round(3))
        .isEqualTo(new RoundEntry(4, Colour.WHITE, ResultCode.LOSS));
    assertThat(after.player(4).round(3))
        .isEqualTo(new RoundEntry(1, Colour.BLACK, ResultCode.DRAW));
    assertThat(after.player(2).round(3).result()).isEqualTo(ResultCode.FORFEIT_LOSS);
    assertThat(after.player(3).round(3).result()).isEqualTo(ResultCode.FORFEIT_LOSS);
    assertThat(after.player(4).declaredPoints()).isEqualTo(10);
    assertThat(after.player(1).declaredPoints()).isEqualTo(5);
    for (Flavour f : Flavour.values()) {
      assertThat(read(TrfWriter.toText(after, f)).players()).isEqualTo(after.players());
    }
    for (String[] o : new String[][] {{"1/2-0", "=", "0"}, {"0-0", "0", "0"}}) {
      RoundResults.Outcome outcome = RoundResults.Outcome.of(o[0]);
      assertThat(outcome.white().code()).isEqualTo(o[1].charAt(0));
      assertThat(outcome.black().code()).isEqualTo(o[2].charAt(0));
    }
  }

  // ------------------------------------------------------------------ the scoring rules

  @Test
  void refusesA162WhereTwoDrawsOutweighAWinAndALoss() {
    TrfFormatException e = rejected(withLines("162  W 1.0    D 0.6    L 0.0"), 8, 15, "162");
    assertThat(e.problem())
        .contains("two draws (2 x 0.6 = 1.2) are worth more than a win and a loss")
        .contains("GEN-6")
        .contains("Q74");
  }

  @Test
  void refusesAnXxsPabWorthMoreThanAWin() {
    TrfFormatException e = rejected(withLines("XXS PAB=1.5"), 8, 5, "XXS");
    assertThat(e.problem()).contains("a PAB (1.5) is worth more than a win (1.0)").contains("Q81");
  }

  @Test
  void refusesUnderStandardScoringABbuOtherThanOneHalfOrZero() {
    TrfFormatException e = rejected(withLines("BBU  0.7"), 8, 5, "BBU");
    assertThat(e.problem()).contains("a PAB is worth 1, 1/2 or 0, not 0.7").contains("Q83");
    rejected(withLines("162  W 1.0    P 0.7"), 8, 15, "162");
  }

  @Test
  void namesTheLaterRecordThatBrokeTheRule() {
    // The draw is set first and legal; the win lowered later breaks GEN-6 and is named.
    rejected(withLines("XXS D=0.5", "BBW  0.8"), 9, 5, "BBW");
  }

  @Test
  void acceptsTheUsualScoringRecords() throws Exception {
    TrfReader trusting = new TrfReader(TrfReader.Options.trustingResults());
    for (String[] records :
        new String[][] {
          {"162  W 3.0    D 1.0    L 0.0"},
          {"162  W 2.0    D 1.0    L 0.0    P 1.0"},
          {"162  W 1.0    D 0.5    L 0.0    P 0.5"},
          {"162  W 1.0    D 0.5    L 0.0    P 0.0"},
          {"XXS W=3 D=1 PAB=1"},
          {"BBW  3.0", "BBD  1.0", "BBU  0.0"}
        }) {
      Tournament t = trusting.read("t.trf", withLines(records));
      assertThat(t.scoring().pab())
          .as(String.join(" ", records))
          .isLessThanOrEqualTo(t.scoring().win());
    }
  }

  @Test
  void jsonRefusesAScoringThatBreaksARule() throws Exception {
    Tournament t = read(text(lines()));
    ScoringSystem bad = new ScoringSystem(10, 10, 5, 5, 0, 0, 10, 0, 10, 5, 0, 7);
    String json =
        TournamentJson.toJson(
            new Tournament(
                t.header(),
                t.players(),
                t.totalRounds(),
                t.initialColour(),
                bad,
                t.systemCode(),
                t.acceleration(),
                t.forbidden(),
                t.byeRequests(),
                t.teams(),
                t.otherLines(),
                t.pairByRankOrder()));
    assertThatThrownBy(() -> TournamentJson.fromJson(json))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("scoring: under the standard scoring (1, 1/2, 0) a PAB is worth")
        .hasMessageContaining("not 0.7");
  }
}
