package org.swisspair.solver.tiebreak;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.Tournament;
import org.swisspair.solver.tiebreak.TieBreakOptions.Edition;

class TieBreakOptionsTest {
  private static Tournament startingOn(String date, String systemCode) {
    Tournament t = Tournament.of(List.<Player>of(), 5, Colour.WHITE);
    Map<String, String> header = new LinkedHashMap<>(t.header());
    if (date != null) {
      header.put("042", date);
    }
    return new Tournament(
        header,
        t.players(),
        t.totalRounds(),
        t.initialColour(),
        t.scoring(),
        systemCode,
        t.acceleration(),
        t.forbidden(),
        t.byeRequests(),
        t.teams(),
        t.otherLines(),
        t.pairByRankOrder());
  }

  @Test
  void anEventTakesTheTextInForceOnItsStartDate() {
    assertThat(TieBreakOptions.forTournament(startingOn("2026/02/28", "")).edition())
        .isEqualTo(Edition.C07_2024);
    assertThat(TieBreakOptions.forTournament(startingOn("2026-03-01", "")).edition())
        .isEqualTo(Edition.C07_2026);
    assertThat(TieBreakOptions.forTournament(startingOn("2024.05.17", "")).edition())
        .isEqualTo(Edition.C07_2024);
  }

  @Test
  void aFileWithoutAReadableStartDateIsAnEventOfToday() {
    assertThat(TieBreakOptions.forTournament(startingOn(null, "")).edition())
        .isEqualTo(Edition.C07_2026);
    assertThat(TieBreakOptions.forTournament(startingOn("spring 2025", "")).edition())
        .isEqualTo(Edition.C07_2026);
    assertThat(TieBreakOptions.forTournament(startingOn("2025/13/40", "")).edition())
        .isEqualTo(Edition.C07_2026);
  }

  @Test
  void aRoundRobinIsReadFromTheSystemCode() {
    assertThat(TieBreakOptions.forTournament(startingOn(null, "FIDE_DUTCH_2026")).roundRobin())
        .isFalse();
    assertThat(TieBreakOptions.forTournament(startingOn(null, "RR")).roundRobin()).isTrue();
    assertThat(TieBreakOptions.forTournament(startingOn(null, "BERGER")).roundRobin()).isTrue();
  }
}
