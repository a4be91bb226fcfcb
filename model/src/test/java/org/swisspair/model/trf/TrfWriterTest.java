package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.ResultCode;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfWriter.Flavour;

class TrfWriterTest {

  private static Tournament base() throws TrfFormatException {
    return new TrfReader().read("t.trf", TrfReaderTest.text(TrfReaderTest.base()));
  }

  private static Tournament reread(Tournament t, Flavour f) throws TrfFormatException {
    return new TrfReader().read("out.trf", TrfWriter.toText(t, f));
  }

  private static Tournament rich() throws TrfFormatException {
    Tournament t = base();
    return new Tournament(
        Map.of("012", "Rich Open", "112", "First Deputy\nSecond Deputy"),
        t.players(),
        3,
        t.initialColour(),
        ScoringSystem.STANDARD,
        "FIDE_DUTCH_2025_BAKU",
        Map.of(1, List.of(10, 5), 2, List.of(10, 5), 4, List.of(0, 5)),
        List.of(
            new ForbiddenPairs(List.of(1, 2), 1, Integer.MAX_VALUE),
            new ForbiddenPairs(List.of(3, 4), 2, 3),
            new ForbiddenPairs(List.of(1, 4), 2, Integer.MAX_VALUE)),
        List.of(
            new ByeRequest(4, 3, ResultCode.ZERO_BYE),
            new ByeRequest(1, 3, ResultCode.HALF_BYE),
            new ByeRequest(2, 3, ResultCode.FULL_BYE)),
        List.of(),
        List.of("### kept"),
        true);
  }

  @Test
  void writesEngineReadablePlayerLinesWithXxrAndXxc() throws Exception {
    String text = TrfWriter.toText(base(), Flavour.TRF16);
    assertThat(text).contains("\nXXR 3\n").contains("\nXXC white1\n").doesNotContain("\r");
    String line = text.lines().filter(l -> l.startsWith("001    1")).findFirst().orElseThrow();
    assertThat(line.substring(14, 24)).isEqualTo("Alpha, Ann");
    assertThat(line.substring(48, 52)).isEqualTo("2000");
    assertThat(line.substring(80, 84)).isEqualTo(" 2.0");
    assertThat(line.substring(91)).isEqualTo("   3 w 1     2 b 1");
  }

  @Test
  void writesTrf26HeaderRecords() throws Exception {
    String text = TrfWriter.toText(base(), Flavour.TRF26);
    assertThat(text).contains("\n142 3\n").contains("\n152 W\n").doesNotContain("XXR");
  }

  @Test
  void roundTripsEveryExtensionInBothFlavours() throws Exception {
    Tournament t = rich();
    for (Flavour f : Flavour.values()) {
      assertThat(reread(t, f)).as("%s", f).isEqualTo(t);
    }
    String trf16 = TrfWriter.toText(t, Flavour.TRF16);
    assertThat(trf16).contains("XXC rank white1").contains("XXZ 4").contains("XXP 1 2");
    assertThat(trf16).contains("XXA    1  1.0  0.5").contains("260   2   3    3    4");
    String trf26 = TrfWriter.toText(t, Flavour.TRF26);
    assertThat(trf26).contains("240 Z   3    4").contains("250").doesNotContain("XXA");
  }

  @Test
  void writesScoringAs162WhenItCanAndXxsOtherwise() throws Exception {
    Tournament w3d1 = base().withPlayers(base().players());
    w3d1 =
        new Tournament(
            w3d1.header(),
            reread(base(), Flavour.TRF16).players().stream()
                .map(p -> p.withPointsAndRank(null, p.rank()))
                .toList(),
            3,
            w3d1.initialColour(),
            ScoringSystem.of(30, 10, 0),
            "",
            Map.of(),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            false);
    String trf26 = TrfWriter.toText(w3d1, Flavour.TRF26);
    assertThat(trf26).contains("162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0");
    assertThat(trf26).contains("001    1").contains(" 6.0    1");
    String trf16 = TrfWriter.toText(w3d1, Flavour.TRF16);
    assertThat(trf16).contains("XXS WW=3.0 BW=3.0").contains("BBW  3.0").contains("BBU  3.0");
    Tournament colourDependent = w3d1.withPlayers(w3d1.players());
    ScoringSystem odd = new ScoringSystem(10, 12, 5, 6, 0, 0, 10, 0, 10, 5, 0, 10);
    Tournament t =
        new Tournament(
            colourDependent.header(),
            colourDependent.players(),
            3,
            colourDependent.initialColour(),
            odd,
            "",
            Map.of(),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            false);
    assertThat(TrfWriter.toText(t, Flavour.TRF26))
        .contains("XXS WW=1.0 BW=1.2")
        .doesNotContain("162");
    assertThat(TrfWriter.toText(t, Flavour.TRF16)).doesNotContain("BBW");
    for (Flavour f : Flavour.values()) {
      Tournament back = reread(t, f);
      assertThat(back.scoring()).isEqualTo(odd);
    }
  }

  @Test
  void refusesMoreThan9999Players() throws Exception {
    Tournament big = JsonScale.tournamentOf(10_000);
    assertThatThrownBy(() -> TrfWriter.toText(big, Flavour.TRF16))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("TournamentJson");
  }

  @Test
  void refusesNamesLongerThanTheirColumns() throws Exception {
    Tournament t = base();
    var p = t.player(1);
    var longName =
        new org.swisspair.model.Player(
            1, "", "", "X".repeat(40), 0, "", "", "", null, 0, p.rounds());
    List<org.swisspair.model.Player> ps = new java.util.ArrayList<>(t.players());
    ps.set(0, longName);
    assertThatThrownBy(() -> TrfWriter.toText(t.withPlayers(ps), Flavour.TRF16))
        .hasMessageContaining("name");
  }

  // ------------------------------------------------------------------ engine column layouts

  /** The 1-based, inclusive columns {@code from..to} of {@code line}. */
  private static String cols(String line, int from, int to) {
    return line.substring(from - 1, Math.min(to, line.length()));
  }

  private static String record(String text, String code) {
    return text.lines().filter(l -> l.startsWith(code)).findFirst().orElseThrow();
  }

  private static Tournament scored(ScoringSystem s) throws TrfFormatException {
    Tournament t = rich();
    return new Tournament(
        t.header(),
        t.players().stream().map(p -> p.withPointsAndRank(null, p.rank())).toList(),
        t.totalRounds(),
        t.initialColour(),
        s,
        t.systemCode(),
        t.acceleration(),
        t.forbidden(),
        t.byeRequests(),
        t.teams(),
        t.otherLines(),
        t.pairByRankOrder());
  }

  @Test
  void writesEachBbpScoringRecordWithItsPointsRightAlignedInColumns5To8() throws Exception {
    // bbpPairings reads columns 5-8 of a line at least 8 long: "BBW 3.0" is an invalid line.
    String text = TrfWriter.toText(scored(ScoringSystem.of(30, 10, 0)), Flavour.TRF16);
    String[][] expected = {
      {"BBW", " 3.0"},
      {"BBD", " 1.0"},
      {"BBL", " 0.0"},
      {"BBZ", " 0.0"},
      {"BBF", " 0.0"},
      {"BBU", " 3.0"}
    };
    for (String[] e : expected) {
      String line = record(text, e[0]);
      assertThat(line).as(e[0]).hasSize(8);
      assertThat(cols(line, 4, 4)).as(e[0]).isEqualTo(" ");
      assertThat(cols(line, 5, 8)).as(e[0]).isEqualTo(e[1]);
    }
    String wide = TrfWriter.toText(scored(ScoringSystem.of(120, 60, 0)), Flavour.TRF16);
    assertThat(record(wide, "BBW")).isEqualTo("BBW 12.0");
  }

  @Test
  void writesXxrAsTheCodeAndOneNumber() throws Exception {
    String line = record(TrfWriter.toText(rich(), Flavour.TRF16), "XXR");
    assertThat(line).isEqualTo("XXR 3");
  }

  @Test
  void writesXxcAsSpaceSeparatedOptions() throws Exception {
    String line = record(TrfWriter.toText(rich(), Flavour.TRF16), "XXC");
    assertThat(line.substring(3).trim().split(" +")).containsExactly("rank", "white1");
    assertThat(cols(line, 4, 4)).isEqualTo(" ");
  }

  @Test
  void writesXxsAsCodeEqualsValueTokens() throws Exception {
    String line =
        record(TrfWriter.toText(scored(ScoringSystem.of(30, 10, 0)), Flavour.TRF16), "XXS");
    String[] tokens = line.substring(4).split(" ");
    assertThat(tokens)
        .hasSize(12)
        .allMatch(tok -> tok.matches("(WW|BW|WD|BD|WL|BL|ZPB|HPB|FPB|PAB|FW|FL)=[0-9]+\\.[0-9]"));
  }

  @Test
  void writesXxaWithTheIdInColumns5To8AndFiveColumnFieldsFromColumn10() throws Exception {
    String line = record(TrfWriter.toText(rich(), Flavour.TRF16), "XXA    4");
    assertThat(cols(line, 5, 8)).isEqualTo("   4");
    // Round r's value ends at column 13 + 5(r-1), one blank before each field.
    assertThat(cols(line, 9, 13)).isEqualTo("  0.0");
    assertThat(cols(line, 14, 18)).isEqualTo("  0.5");
    assertThat(line).hasSize(18);
  }

  @Test
  void writes162WithSymbolsAtColumn6AndValuesAt7To10EveryNineColumns() throws Exception {
    String line =
        record(TrfWriter.toText(scored(ScoringSystem.of(30, 10, 0)), Flavour.TRF26), "162");
    String[] symbols = {"W", "D", "L", "A", "P"};
    String[] values = {" 3.0", " 1.0", " 0.0", " 0.0", " 3.0"};
    for (int k = 0; k < symbols.length; k++) {
      assertThat(cols(line, 6 + 9 * k, 6 + 9 * k)).isEqualTo(symbols[k]);
      assertThat(cols(line, 7 + 9 * k, 10 + 9 * k)).isEqualTo(values[k]);
    }
    assertThat(line).hasSize(10 + 9 * 4);
  }

  @Test
  void writes152AsTheCodeAndOneLetter() throws Exception {
    // bbpPairings reads a 152 line of exactly five characters.
    assertThat(record(TrfWriter.toText(rich(), Flavour.TRF26), "152")).isEqualTo("152 W");
  }

  @Test
  void writes250InItsColumns() throws Exception {
    String text = TrfWriter.toText(rich(), Flavour.TRF26);
    String line = record(text, "250");
    assertThat(cols(line, 5, 8)).isBlank();
    assertThat(cols(line, 10, 13)).isEqualTo(" 1.0");
    assertThat(cols(line, 15, 17)).isEqualTo("  1");
    assertThat(cols(line, 19, 21)).isEqualTo("  1");
    assertThat(cols(line, 23, 26)).isEqualTo("   1");
    assertThat(cols(line, 28, 31)).isEqualTo("   2");
    assertThat(line).hasSize(31);
  }

  @Test
  void writes260And240InTheirColumns() throws Exception {
    String text = TrfWriter.toText(rich(), Flavour.TRF26);
    String forbidden = record(text, "260");
    assertThat(cols(forbidden, 5, 7)).isEqualTo("  2");
    assertThat(cols(forbidden, 9, 11)).isEqualTo("  3");
    assertThat(cols(forbidden, 13, 16)).isEqualTo("   3");
    assertThat(cols(forbidden, 18, 21)).isEqualTo("   4");
    String bye = record(text, "240 H");
    assertThat(cols(bye, 5, 5)).isEqualTo("H");
    assertThat(cols(bye, 7, 9)).isEqualTo("  3");
    assertThat(cols(bye, 11, 14)).isEqualTo("   1");
  }

  @Test
  void writesXxzAndXxpAsIdLists() throws Exception {
    String text = TrfWriter.toText(rich(), Flavour.TRF16);
    assertThat(record(text, "XXZ")).isEqualTo("XXZ 4");
    assertThat(record(text, "XXP")).isEqualTo("XXP 1 2");
  }

  @Test
  void writesPlayerLinesAtLeast84ColumnsWithRoundBlocksEveryTenColumns() throws Exception {
    // bbpPairings refuses a 001 line shorter than 84 characters (it ends at the points field).
    Tournament t = base();
    List<org.swisspair.model.Player> ps = new java.util.ArrayList<>(t.players());
    ps.set(0, new org.swisspair.model.Player(1, "", "", "A", 0, "", "", "", null, 0, List.of()));
    String text = TrfWriter.toText(t.withPlayers(ps), Flavour.TRF16);
    String bare = record(text, "001    1");
    assertThat(bare).hasSize(84);
    assertThat(cols(bare, 81, 84)).isEqualTo(" 0.0");
    String full = record(TrfWriter.toText(t, Flavour.TRF16), "001    2");
    assertThat(cols(full, 92, 99)).isEqualTo("   4 b 1");
    assertThat(cols(full, 102, 109)).isEqualTo("   1 w 0");
  }

  @Test
  void refusesPointsWiderThanTheirFourColumns() throws Exception {
    Tournament t = scored(ScoringSystem.of(1000, 10, 0));
    assertThatThrownBy(() -> TrfWriter.toText(t, Flavour.TRF16))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("BBW points 100.0");
    Tournament accelerated = rich().withAcceleration(Map.of(1, List.of(1000)));
    assertThatThrownBy(() -> TrfWriter.toText(accelerated, Flavour.TRF16))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("XXA points 100.0");
    assertThatThrownBy(() -> TrfWriter.toText(accelerated, Flavour.TRF26))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("250 points 100.0");
  }

  @Test
  void abnormalPointsRecordsCountInThePointsFieldWritten() throws Exception {
    // A 299 record gives player 3 one point more in round 1: 1 + 1 + 1.0 = 3.0 declared.
    String file =
        """
        012 Abnormal points
        XXR 3
        001    1      Alpha, Ann                        2000                             1.0          2 w 1     3 w 0
        001    2      Beta, Bob                         1900                             0.5          1 b 0     4 w =
        001    3      Gamma, Cy                         1800                             3.0          4 w 1     1 b 1
        001    4      Delta, Di                         1700                             0.5          3 b 0     2 b =
        299           1.0    1    3
        """;
    Tournament t = new TrfReader().read("a.trf", file);
    for (Flavour f : Flavour.values()) {
      String written = TrfWriter.toText(t, f);
      assertThat(written.lines().filter(l -> l.startsWith("001    3")).findFirst().orElseThrow())
          .contains(" 3.0 ");
      // Read back without "declares 2.0 but the results give 3.0".
      assertThat(new TrfReader().read("b.trf", written).player(3).declaredPoints()).isEqualTo(30);
    }
  }
}
