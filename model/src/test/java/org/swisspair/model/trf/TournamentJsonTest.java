package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;

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
}
