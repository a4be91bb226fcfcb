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

  /**
   * The bytes reader reads what the text reader reads: the same tournament, or the same exception
   * with the same message and line and column, on ASCII bytes (the byte parser) and others.
   */
  @Test
  void readsBytesAsItReadsTheirText() throws Exception {
    String good = TournamentJson.toJson(base());
    String named = good.replaceFirst("\"name\" : \"[^\"]*\"", "\"name\" : \"Zoë Ünal\"");
    assertThat(named).isNotEqualTo(good);
    String[] inputs = {
      good,
      named,
      edited("\"opponent\" : 3", "\"opponent\" : 99"),
      good.replaceFirst("\"opponent\" : 3", "\"opponent\" : x3"),
      good.replaceFirst("\"opponent\" : 3", "\"opponnent\" : 3"),
      good.replaceFirst("\"colour\" : \"WHITE\"", "\"colour\" : \"GREEN\""),
      named.replaceFirst("\"opponent\" : 3", "\"opponent\" : x3"),
      good.substring(0, good.length() / 2),
      "\uFEFF" + good,
      ""
    };
    for (String text : inputs) {
      byte[] utf8 = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
      assertThat(outcome(() -> TournamentJson.fromJson(utf8)))
          .as(text.length() > 80 ? text.substring(0, 80) : text)
          .isEqualTo(outcome(() -> TournamentJson.fromJson(text)));
    }
    // Bytes that are not UTF-8 are read as their replacement characters, as the text would be.
    byte[] latin1 = named.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    assertThat(outcome(() -> TournamentJson.fromJson(latin1)))
        .isEqualTo(
            outcome(
                () ->
                    TournamentJson.fromJson(
                        new String(latin1, java.nio.charset.StandardCharsets.UTF_8))));
  }

  @Test
  void asciiIsEveryByteBelow128AcrossSlices() {
    byte[] big = new byte[(1 << 16) * 2 + 5];
    java.util.Arrays.fill(big, (byte) 'a');
    assertThat(TournamentJson.isAscii(big)).isTrue();
    assertThat(TournamentJson.isAscii(new byte[0])).isTrue();
    for (int at : new int[] {0, (1 << 16) - 1, 1 << 16, big.length - 1}) {
      byte[] b = big.clone();
      b[at] = (byte) 0xC3;
      assertThat(TournamentJson.isAscii(b)).as("non-ASCII byte at %d", at).isFalse();
    }
    // A U+FFFD written in the text is not ASCII either (its bytes are EF BF BD).
    assertThat(TournamentJson.isAscii("\uFFFD".getBytes(java.nio.charset.StandardCharsets.UTF_8)))
        .isFalse();
  }

  private interface Read {
    Tournament read() throws Exception;
  }

  /** The tournament read, or the exception's class, message and JSON location. */
  private static Object outcome(Read r) {
    try {
      return r.read();
    } catch (Exception e) {
      String at = "";
      if (e instanceof com.fasterxml.jackson.core.JsonProcessingException j
          && j.getLocation() != null) {
        at = j.getLocation().getLineNr() + ":" + j.getLocation().getColumnNr() + " ";
      }
      String message =
          e instanceof com.fasterxml.jackson.core.JsonProcessingException j
              ? j.getOriginalMessage()
              : e.getMessage();
      return e.getClass().getName() + " " + at + message;
    }
  }
}
