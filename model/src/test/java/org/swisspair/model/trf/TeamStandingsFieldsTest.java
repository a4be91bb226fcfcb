package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.swisspair.model.Fixtures;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfWriter.Flavour;

/** The standings fields of the TRF-2026 {@code 310} record: match points, game points, rank. */
class TeamStandingsFieldsTest {

  /**
   * Two teams of two boards after one round, their 310 records {@code first} and {@code second}.
   */
  private static String file(String first, String second) {
    List<String> l = new ArrayList<>();
    l.add("012 Teams");
    l.add("192 FIDE_TEAM_TYPEA_MP_GP");
    l.add(TrfReaderTest.player(1, "Alpha, Ann", 2000, "1.0", "   3 w 1"));
    l.add(TrfReaderTest.player(2, "Beta, Bob", 1900, "0.5", "   4 b ="));
    l.add(TrfReaderTest.player(3, "Gamma, Cy", 1800, "0.0", "   1 b 0"));
    l.add(TrfReaderTest.player(4, "Delta, Di", 1700, "0.5", "   2 w ="));
    l.add(first);
    l.add(second);
    return TrfReaderTest.text(l);
  }

  /** A 310 record with the given text in columns 55-71 and members {@code a} and {@code b}. */
  private static String team(int number, String name, String standings, int a, int b) {
    String head = String.format("310 %3d %-32s %-5s %6s ", number, name, "", "");
    return head + String.format("%-17s", standings) + String.format("  %4d %4d", a, b);
  }

  @Test
  void readsMatchPointsGamePointsAndRankFromTheirColumns() throws Exception {
    Tournament t =
        TrfReaderTest.read(
            file(
                team(1, "Alpha", "   2.0    1.5   1", 1, 2),
                team(2, "Beta", "     0    0.5   2", 3, 4)));
    assertThat(t.teams().get(0))
        .extracting(Team::matchPoints, Team::gamePoints, Team::rank)
        .containsExactly(20, 15, 1);
    assertThat(t.teams().get(1))
        .extracting(Team::matchPoints, Team::gamePoints, Team::rank)
        .containsExactly(0, 5, 2);
  }

  @Test
  void blankFieldsAreNullPointsAndRankZero() throws Exception {
    Tournament t = TrfReaderTest.read(file(team(1, "Alpha", "", 1, 2), team(2, "Beta", "", 3, 4)));
    assertThat(t.teams().get(0))
        .extracting(Team::matchPoints, Team::gamePoints, Team::rank)
        .containsExactly(null, null, 0);
  }

  @Test
  void writesTheFieldsInTheirColumnsAndReadsThemBack() throws Exception {
    Tournament t = TrfReaderTest.read(file(team(1, "Alpha", "", 1, 2), team(2, "Beta", "", 3, 4)));
    List<Team> ranked =
        List.of(t.teams().get(0).withStandings(20, 15, 1), t.teams().get(1).withStandings(0, 5, 2));
    Tournament withRanks = t.withTeams(ranked);
    for (Flavour f : Flavour.values()) {
      String text = TrfWriter.toText(withRanks, f);
      String line = text.lines().filter(l -> l.startsWith("310   1")).findFirst().orElseThrow();
      assertThat(line.substring(54, 60)).isEqualTo("   2.0");
      assertThat(line.substring(61, 67)).isEqualTo("   1.5");
      assertThat(line.substring(68, 71)).isEqualTo("  1");
      assertThat(line.substring(73)).isEqualTo("   1    2");
      Tournament back = new TrfReader().read("back.trf", text);
      assertThat(back).as("%s", f).isEqualTo(withRanks);
      assertThat(TrfWriter.toText(back, f)).isEqualTo(text);
    }
  }

  @Test
  void aRankAloneLeavesThePointsBlank() throws Exception {
    Tournament t = TrfReaderTest.read(file(team(1, "Alpha", "", 1, 2), team(2, "Beta", "", 3, 4)));
    Tournament ranked =
        t.withTeams(
            List.of(
                t.teams().get(0).withStandings(null, null, 2),
                t.teams().get(1).withStandings(null, null, 1)));
    String line =
        TrfWriter.toText(ranked, Flavour.TRF26)
            .lines()
            .filter(l -> l.startsWith("310   1"))
            .findFirst()
            .orElseThrow();
    assertThat(line.substring(53, 68)).isBlank();
    assertThat(line.substring(68, 71)).isEqualTo("  2");
  }

  @Test
  void refusesARankThatIsNotANumberNamingItsColumn() {
    String text = file(team(1, "Alpha", "   2.0    1.5  1x", 1, 2), team(2, "Beta", "", 3, 4));
    TrfFormatException e = TrfReaderTest.rejected(text, 7, 69, "310 team rank");
    assertThat(e.getMessage()).contains("'1x' is not a rank");
  }

  @Test
  void refusesMatchPointsThatAreNotANumberNamingTheirColumn() {
    String text = file(team(1, "Alpha", "  2,0", 1, 2), team(2, "Beta", "", 3, 4));
    TrfFormatException e = TrfReaderTest.rejected(text, 7, 55, "310 match points");
    assertThat(e.getMessage()).contains("'2,0' is not a number");
  }

  @Test
  void theTeamSampleCarriesItsStandings() throws Exception {
    Tournament t =
        new TrfReader().read(Fixtures.resolve("real/tec-trf26-grandmommys-cup-team.trf"));
    // 310   1 India ... IND  2486   15     28.0  11
    assertThat(t.teams().get(0))
        .extracting(Team::matchPoints, Team::gamePoints, Team::rank)
        .containsExactly(150, 280, 11);
    // Its 50 teams ranked 1 to 50; its 013 records (the same teams) have no such fields.
    assertThat(t.teams().stream().filter(Team::fromRecord310).mapToInt(Team::rank).sorted())
        .containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, 50).boxed().toList());
    assertThat(t.teams().stream().filter(k -> !k.fromRecord310()))
        .allMatch(k -> k.rank() == 0 && k.matchPoints() == null);
  }

  static Stream<Path> teamFiles() throws Exception {
    try (Stream<Path> s = Files.list(Fixtures.resolve("team-files"))) {
      return s.filter(p -> p.toString().endsWith(".trf")).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("teamFiles")
  void aTeamFileWithoutStandingsWritesItsTeamRecordsAsBefore(Path file) throws Exception {
    // No standings in these files: the 310 lines come back byte for byte.
    Tournament t = new TrfReader().read(file);
    assertThat(t.teams()).allMatch(k -> k.matchPoints() == null && k.rank() == 0);
    List<String> given =
        Files.readAllLines(file).stream().filter(l -> l.startsWith("310")).toList();
    List<String> written =
        TrfWriter.toText(t, Flavour.TRF26).lines().filter(l -> l.startsWith("310")).toList();
    assertThat(written).isEqualTo(given.stream().map(String::stripTrailing).toList());
    String json = TournamentJson.toJson(t);
    assertThat(json.substring(json.indexOf("\"teams\" :")))
        .doesNotContain("\"matchPoints\"", "\"gamePoints\"", "\"rank\"");
  }

  @Test
  void jsonCarriesTheStandingsOnlyWhenKnown() throws Exception {
    Tournament t = TrfReaderTest.read(file(team(1, "Alpha", "", 1, 2), team(2, "Beta", "", 3, 4)));
    String plain = TournamentJson.toJson(t);
    assertThat(plain).doesNotContain("\"matchPoints\"").doesNotContain("\"gamePoints\"");
    Tournament ranked =
        t.withTeams(
            List.of(
                t.teams().get(0).withStandings(20, 15, 1),
                t.teams().get(1).withStandings(0, 5, 2)));
    String json = TournamentJson.toJson(ranked);
    assertThat(json).contains("\"matchPoints\" : 20", "\"gamePoints\" : 15", "\"matchPoints\" : 0");
    assertThat(TournamentJson.fromJson(json)).isEqualTo(ranked);
    assertThat(TournamentJson.fromJson(plain)).isEqualTo(t);
  }

  @Test
  void aRankAboveThreeDigitsIsRefusedWhenWriting() throws Exception {
    Tournament t = TrfReaderTest.read(file(team(1, "Alpha", "", 1, 2), team(2, "Beta", "", 3, 4)));
    Tournament ranked =
        t.withTeams(List.of(t.teams().get(0).withStandings(null, null, 1000), t.teams().get(1)));
    assertThatThrownBy(() -> TrfWriter.toText(ranked, Flavour.TRF26))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("columns 69-71");
  }
}
