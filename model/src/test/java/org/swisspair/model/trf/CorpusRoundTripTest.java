package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.swisspair.model.Colour;
import org.swisspair.model.Fixtures;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfWriter.Flavour;

class CorpusRoundTripTest {
  /** The one real file with a broken player line. */
  private static final String BROKEN = "karl-mala-2005.trf";

  /** The Irish file with a player who withdrew after a round-1 bye and one game (player 32). */
  private static final String WITHDRAWAL = "bunratty-challengers-2011.tab";

  // The Irish Krause files leave the results of their byes blank, and arad2026-a.trf gives two
  // players a U in round 1 (converted from chess-results; one is probably a late entrant's bye):
  // both are read with warnings by default.

  static Stream<Path> realFiles() throws IOException {
    try (Stream<Path> s = Files.list(Fixtures.resolve("real"))) {
      return s
          .filter(p -> p.toString().endsWith(".trf") || p.toString().endsWith(".tab"))
          .filter(p -> !p.getFileName().toString().equals(BROKEN))
          .sorted()
          .toList()
          .stream();
    }
  }

  static Stream<Path> dutchFiles() throws IOException {
    try (Stream<Path> s = Files.walk(Fixtures.resolve("dutch"))) {
      return s.filter(p -> p.toString().endsWith(".trf")).sorted().toList().stream();
    }
  }

  private static void assertRoundTrips(Tournament t, Path file) throws Exception {
    for (Flavour f : Flavour.values()) {
      String text = TrfWriter.toText(t, f);
      Tournament back =
          new TrfReader(TrfReader.Options.DEFAULT.withSeveralPabsPerRound())
              .read(file.getFileName() + "." + f, text);
      assertThat(back).as("%s via %s", file.getFileName(), f).isEqualTo(t);
      assertThat(TrfWriter.toText(back, f)).as("second write of %s", f).isEqualTo(text);
    }
  }

  @ParameterizedTest
  @MethodSource("realFiles")
  void realFileParsesAndRoundTripsInBothFlavours(Path file) throws Exception {
    Tournament t = new TrfReader().read(file);
    assertThat(t.size()).isPositive();
    assertRoundTrips(t, file);
  }

  @ParameterizedTest
  @MethodSource("dutchFiles")
  void dutchFixtureParsesAndRoundTripsInBothFlavours(Path file) throws Exception {
    Tournament t = new TrfReader().read(file);
    assertThat(t.totalRounds()).isPositive();
    assertThat(t.initialColour()).isNotEqualTo(Colour.NONE);
    assertRoundTrips(t, file);
  }

  @ParameterizedTest
  @MethodSource("realFiles")
  void realFileRoundTripsThroughJson(Path file) throws Exception {
    Tournament t = new TrfReader().read(file);
    assertThat(TournamentJson.fromJson(TournamentJson.toJson(t))).isEqualTo(t);
  }

  @Test
  void karlMalaReadsPlayer13sForfeitWithoutColour() throws Exception {
    // `153 - -`: a forfeit has no colour (C.04.2 3.4), so the line is read as written.
    Tournament t = new TrfReader().read(Fixtures.resolve("real/" + BROKEN));
    assertThat(t.player(13).round(1))
        .isEqualTo(new RoundEntry(153, Colour.NONE, ResultCode.FORFEIT_LOSS));
    assertThat(t.player(153).round(1).result()).isEqualTo(ResultCode.FORFEIT_WIN);
    assertRoundTrips(t, Fixtures.resolve("real/" + BROKEN));
  }

  @Test
  void icuFilesAreReadWithTheByesTheirPointsFieldsCount() throws Exception {
    TrfReading r =
        new TrfReader().readWithWarnings(Fixtures.resolve("real/bunratty-masters-2011.tab"));
    assertThat(r.warnings()).hasSize(5);
    assertThat(r.warnings().get(0).toString())
        .startsWith("bunratty-masters-2011.tab:29:129: round 4 result: player 16")
        .contains("read them as half-point byes (H)");
    assertThat(r.tournament().player(16).round(5)).isEqualTo(RoundEntry.bye(ResultCode.HALF_BYE));
    for (Player p : r.tournament().players()) {
      int score = 0;
      for (RoundEntry e : p.rounds()) {
        score += r.tournament().scoring().points(e);
      }
      assertThat(score).as("player %d", p.id()).isEqualTo(p.declaredPoints());
    }
  }

  @Test
  void icuFileReadsTheBlanksAfterAPlayersLastGameAsAWithdrawal() throws Exception {
    // Player 32: rounds 1 and 3-6 blank, one game (round 2), 0.5 more than its result. Spread
    // over all five blanks the half point has five places; after his last game he had withdrawn,
    // so it is round 1's bye, as for 62, whom the event paired with him in round 2.
    TrfReading r = new TrfReader().readWithWarnings(Fixtures.resolve("real/" + WITHDRAWAL));
    Tournament t = r.tournament();
    assertThat(t.player(32).round(1)).isEqualTo(RoundEntry.bye(ResultCode.HALF_BYE));
    for (int round = 3; round <= 6; round++) {
      assertThat(t.player(32).round(round)).as("round %d", round).isEqualTo(RoundEntry.EMPTY);
    }
    assertThat(t.player(62).round(1)).isEqualTo(RoundEntry.bye(ResultCode.HALF_BYE));
    assertThat(t.player(32).round(2).opponent()).isEqualTo(62);
    assertThat(r.warnings())
        .anySatisfy(
            w ->
                assertThat(w.toString())
                    .startsWith(WITHDRAWAL + ":45:99: round 1 result: player 32")
                    .contains("rounds 3, 4, 5 and 6, after the last pairing"));
    for (Player p : t.players()) {
      int score = 0;
      for (RoundEntry e : p.rounds()) {
        score += t.scoring().points(e);
      }
      assertThat(score).as("player %d", p.id()).isEqualTo(p.declaredPoints());
    }
  }

  @Test
  void aradReadsTwoPabsInRoundOneWithAWarning() throws Exception {
    TrfReading r = new TrfReader().readWithWarnings(Fixtures.resolve("real/arad2026-a.trf"));
    assertThat(r.warnings()).singleElement().asString().startsWith("arad2026-a.trf:219:99: ");
    assertThat(r.tournament().player(209).round(1)).isEqualTo(RoundEntry.pab());
  }

  @Test
  void latin1KrauseFileKeepsItsAccents() throws Exception {
    Tournament t =
        new TrfReader(TrfReader.Options.trustingResults())
            .read(Fixtures.resolve("real/irish-junior-champs-2011.tab"));
    assertThat(t.players()).anyMatch(p -> p.name().chars().anyMatch(c -> c > 127));
  }

  @Test
  void capoDorsoKeepsSevenRoundsOfAcceleration() throws Exception {
    Tournament t = new TrfReader().read(Fixtures.resolve("real/capo-dorso-2012-accel.trf"));
    assertThat(t.acceleration(1, 1)).isEqualTo(10);
    assertThat(t.header().get("112")).isEqualTo("Roberto Ricca\nCostantino Biello");
  }

  @Test
  void teamSampleReadsTeamsAndKeepsTeamRecordsVerbatim() throws Exception {
    Tournament t =
        new TrfReader().read(Fixtures.resolve("real/tec-trf26-grandmommys-cup-team.trf"));
    assertThat(t.totalRounds()).isEqualTo(14);
    assertThat(t.initialColour()).isEqualTo(Colour.BLACK);
    assertThat(t.systemCode()).isEqualTo("FIDE_TEAM_BAKU");
    assertThat(t.teams()).hasSize(100);
    assertThat(t.teams().get(0).members()).containsExactly(1, 5, 15, 28, 44);
    assertThat(t.teams().get(0).name()).isEqualTo("India");
    assertThat(t.otherLines()).anyMatch(l -> l.startsWith("240 "));
    assertThat(t.byeRequests()).isEmpty();
  }

  @Test
  void lichessAbsencesAreForfeitLossesWithoutOpponent() throws Exception {
    Tournament t =
        new TrfReader().read(Fixtures.resolve("real/lichess-2020-05-zulfikar-bullet.trf"));
    assertThat(t.pairByRankOrder()).isTrue();
    assertThat(t.initialColour()).isEqualTo(Colour.WHITE);
    assertThat(t.player(8).round(9))
        .isEqualTo(new RoundEntry(0, Colour.NONE, ResultCode.FORFEIT_LOSS));
  }

  @Test
  void british2026KeepsRound9AbsenteesAsPresetByes() throws Exception {
    Tournament t = new TrfReader().read(Fixtures.resolve("real/british2026-champ-r1-8.trf"));
    assertThat(t.roundsPaired()).isEqualTo(8);
    assertThat(t.players().stream().filter(p -> p.round(9).result() == ResultCode.ZERO_BYE))
        .hasSize(8);
  }
}
