package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Fixtures;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamFormatException;

/**
 * The team records' reader: every team file of the fixtures reads, and a team scoring that breaks
 * TEAM-26 to TEAM-29 is refused wherever it enters (TRF 362 and 320 records with line and column,
 * JSON with the property, a tournament built in code with the record).
 */
class TeamRecordReaderTest {
  private static final Path SAMPLE = Fixtures.resolve("real/tec-trf26-grandmommys-cup-team.trf");

  /** The sample's 362 record (line 22) and 320 record (line 521). */
  private static final String MATCH_POINTS = "362 TW 2     TD 1     TL 0";

  private static final String PAB = "320  1    2.0";

  private static String sample() throws IOException {
    String text = Files.readString(SAMPLE, StandardCharsets.UTF_8);
    assertThat(text).contains(MATCH_POINTS, PAB);
    return text;
  }

  @Test
  void everyTeamFileOfTheFixturesStillReads() throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.walk(Fixtures.root())) {
      files = s.filter(p -> p.toString().endsWith(".trf")).sorted().toList();
    }
    List<String> failures = new ArrayList<>();
    int teamFiles = 0;
    for (Path f : files) {
      String text = Files.readString(f, StandardCharsets.ISO_8859_1);
      if (!text.lines().anyMatch(l -> l.matches("^(310|013|320|362).*"))) {
        continue;
      }
      teamFiles++;
      try {
        TeamRecordReader.read(new TrfReader().read(f));
      } catch (TrfFormatException | RuntimeException e) {
        failures.add(f + ": " + e.getMessage());
      }
    }
    assertThat(teamFiles).isGreaterThanOrEqualTo(10);
    assertThat(failures).isEmpty();
  }

  @Test
  void aDrawnMatchWorthAWonOneIsRefusedAtThe362ValueColumn() throws IOException {
    String text = sample().replace(MATCH_POINTS, "362 TW 2     TD 2     TL 0");
    assertThatThrownBy(() -> new TrfReader().read("t.trf", text))
        .isInstanceOf(TrfFormatException.class)
        .hasMessageStartingWith(
            "t.trf:22:17: 362 TD: a won match (2.0) must be worth more match points than a drawn"
                + " one (2.0) (TEAM-26")
        .hasMessageContaining("hint: correct the team scoring records");
  }

  @Test
  void twoDrawnMatchesWorthMoreThanAWonAndALostOneAreRefused() throws IOException {
    String text = sample().replace(MATCH_POINTS, "362 TW 2     TD 1.5   TL 0");
    assertThatThrownBy(() -> new TrfReader().read("t.trf", text))
        .isInstanceOf(TrfFormatException.class)
        .hasMessageStartingWith("t.trf:22:17: 362 TD: two drawn matches (2 x 1.5 = 3.0)")
        .hasMessageContaining("TEAM-27")
        .hasMessageContaining("Q74");
  }

  @Test
  void aLostMatchWorthMoreThanADrawnOneNamesTheLossColumn() throws IOException {
    String text = sample().replace(MATCH_POINTS, "362 TW 2     TD 1     TL 1.5");
    assertThatThrownBy(() -> new TrfReader().read("t.trf", text))
        .isInstanceOf(TrfFormatException.class)
        .hasMessageStartingWith("t.trf:22:26: 362 TL: a drawn match (1.0) must be worth at least")
        .hasMessageContaining("TEAM-26");
  }

  @Test
  void aPabWorthMoreMatchPointsThanAWonMatchIsRefusedAtThe320Record() throws IOException {
    String text = sample().replace(PAB, "320  3    2.0");
    assertThatThrownBy(() -> new TrfReader().read("t.trf", text))
        .isInstanceOf(TrfFormatException.class)
        .hasMessageStartingWith(
            "t.trf:521:5: 320 match points: the PAB's match points (3.0) are more than a won"
                + " match's (2.0) (TEAM-28");
  }

  @Test
  void pabGamePointsAboveTheBoardsAreRefusedAtThe320Record() throws IOException {
    String text = sample().replace(PAB, "320  1    4.5");
    assertThatThrownBy(() -> new TrfReader().read("t.trf", text))
        .isInstanceOf(TrfFormatException.class)
        .hasMessageStartingWith("t.trf:521:10: 320 game points: the PAB's game points (4.5)")
        .hasMessageContaining("4 boards")
        .hasMessageContaining("TEAM-29");
  }

  @Test
  void aMalformed362IsStillNamedByTheTeamReaderAsBefore() throws Exception {
    // A record the scoring check cannot read is left to the team reader's own message.
    String text = sample().replace(MATCH_POINTS, "362 TW x     TD 1     TL 0");
    Tournament t = new TrfReader().read("t.trf", text);
    assertThatThrownBy(() -> TeamRecordReader.read(t))
        .isInstanceOf(TeamFormatException.class)
        .hasMessage(
            "team record '362 TW x     TD 1     TL 0' column 5 (362 TW): 'x' is not a number;"
                + " e.g. TW 2");
  }

  @Test
  void jsonNamesTheHeaderPropertyAndTheOtherLine() throws Exception {
    Tournament good = new TrfReader().read(SAMPLE);
    String json = TournamentJson.toJson(good);
    assertThatCode(() -> TournamentJson.fromJson(json)).doesNotThrowAnyException();

    Map<String, String> header = new LinkedHashMap<>(good.header());
    header.put("362", "TW 2     TD 2     TL 0");
    String badHeader = TournamentJson.toJson(good.withHeader(header));
    assertThatThrownBy(() -> TournamentJson.fromJson(badHeader))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("header.362 (362 TD, column 17): a won match (2.0)")
        .hasMessageContaining("TEAM-26");

    int index =
        good.otherLines()
            .indexOf(
                good.otherLines().stream()
                    .filter(l -> l.startsWith("320"))
                    .findFirst()
                    .orElseThrow());
    String badPab = json.replace(PAB, "320  3    2.0");
    assertThatThrownBy(() -> TournamentJson.fromJson(badPab))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            "otherLines[" + index + "] (320 match points, column 5): the PAB's match points (3.0)")
        .hasMessageContaining("TEAM-28");
  }

  @Test
  void aTournamentBuiltInCodeIsRefusedByTheTeamReaderWithTheRecord() throws Exception {
    Tournament good = new TrfReader().read(SAMPLE);
    Map<String, String> header = new LinkedHashMap<>(good.header());
    header.put("362", "TW 2     TD 1.5   TL 0");
    assertThatThrownBy(() -> TeamRecordReader.read(good.withHeader(header)))
        .isInstanceOf(TeamFormatException.class)
        .hasMessageStartingWith(
            "team record '362 TW 2     TD 1.5   TL 0' column 17 (362 TD): two drawn matches")
        .hasMessageContaining("TEAM-27");
  }
}
