package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;

class TournamentJsonTest {

  @Test
  void roundTripsTournamentsTooLargeForTrf() throws Exception {
    Tournament big = JsonScale.tournamentOf(12_345);
    assertThat(TournamentJson.fromJson(TournamentJson.toJson(big))).isEqualTo(big);
  }

  @Test
  void writesOnlyRecordComponents() throws Exception {
    String json = TournamentJson.toJson(JsonScale.tournamentOf(3));
    assertThat(json).contains("\"declaredPoints\"").doesNotContain("\"standard\"");
    assertThat(json).doesNotContain("\"roundsPaired\"");
  }

  private static Tournament base() throws TrfFormatException {
    return new TrfReader().read("t.trf", TrfReaderTest.text(TrfReaderTest.base()));
  }

  /** The base tournament as JSON with {@code from} replaced once by {@code to}. */
  private static String edited(String from, String to) throws TrfFormatException {
    String json = TournamentJson.toJson(base());
    assertThat(json).contains(from);
    return json.replaceFirst(java.util.regex.Pattern.quote(from), to);
  }

  @Test
  void refusesAnOpponentWhoIsNotInTheTournament() {
    assertThatThrownBy(
            () -> TournamentJson.fromJson(edited("\"opponent\" : 3", "\"opponent\" : 99")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("players[0].rounds[0].opponent: 99 is outside 0..4");
  }

  @Test
  void refusesAPairingTheOpponentDoesNotNameBack() {
    assertThatThrownBy(
            () -> TournamentJson.fromJson(edited("\"opponent\" : 3", "\"opponent\" : 4")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("players[0].rounds[0]: player 1 against 4");
  }

  @Test
  void refusesNegativeOrOversizedPoints() throws Exception {
    Tournament t = base().withAcceleration(java.util.Map.of(1, java.util.List.of(-10)));
    assertThatThrownBy(() -> TournamentJson.fromJson(TournamentJson.toJson(t)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("acceleration.1[0]: -10 is outside 0..999");
    assertThatThrownBy(
            () -> TournamentJson.fromJson(edited("\"winWhite\" : 10", "\"winWhite\" : 1000")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("scoring: 1000");
  }
}
