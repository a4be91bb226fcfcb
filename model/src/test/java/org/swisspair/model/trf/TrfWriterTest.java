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
    assertThat(trf16).contains("XXS WW=3.0 BW=3.0").contains("BBW 3.0").contains("BBU 3.0");
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
}
