package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;

/** Generated team tournaments read back from TRF-2026 and re-checked (C.04.2 1.4). */
class TeamSelfTestTest {

  @Test
  void generatedTournamentsReadBackAndCheckClean() {
    TeamSelfTest.Report r = new TeamSelfTest(4, 16, 7).run(40, 5L, i -> {});
    System.out.println("Team self-test: " + r.summary());
    assertThat(r.findings()).isEmpty();
    assertThat(r.rounds()).isGreaterThan(100);
  }

  @Test
  @Tag("slow")
  void tenThousandTournamentsCheckClean() {
    TeamSelfTest.Report r = new TeamSelfTest(4, 40, 11).run(10_000, 2026L, i -> {});
    System.out.println("Team self-test: " + r.summary());
    assertThat(r.findings()).isEmpty();
  }

  @Test
  void theSameSeedGivesTheSameFile() throws Exception {
    TeamSelfTest.Case c = new TeamSelfTest(6, 12, 7).draw(99L);
    Tournament a =
        new TeamGenerator(new TeamPairingSystem()).generate(c.settings(), c.competition(), 99L);
    Tournament b =
        new TeamGenerator(new TeamPairingSystem()).generate(c.settings(), c.competition(), 99L);
    String text = TrfWriter.toText(a, TrfWriter.Flavour.TRF26);
    assertThat(text).isEqualTo(TrfWriter.toText(b, TrfWriter.Flavour.TRF26));
    // Board results make the match results: the file's teams have as many rounds as generated.
    TeamTournament tt = new TeamPairingSystem().teams(new TrfReader().read("g.trf", text));
    assertThat(tt.roundsPaired()).isEqualTo(c.settings().rounds());
  }

  @Test
  void drawsEveryKindOfIrregularityAcrossTournaments() {
    TeamSelfTest self = new TeamSelfTest(6, 20, 7);
    boolean full = false, half = false, zero = false, forfeits = false, doubles = false;
    boolean unusual = false, counts = false, perRound = false, ranked = false, unranked = false;
    for (long seed = 1; seed <= 60; seed++) {
      var s = self.draw(seed).settings();
      ranked |= !s.tiebreaks().isEmpty();
      unranked |= s.tiebreaks().isEmpty();
      full |= !s.fullByes().isNone();
      half |= !s.halfByes().isNone();
      zero |= !s.zeroByes().isNone();
      forfeits |= !s.forfeits().isNone();
      doubles |= !s.doubleForfeits().isNone();
      unusual |= !s.unusual().isNone();
      counts |= s.forfeits().count() > 0 || s.unusual().count() > 0;
      perRound |= !s.fullByes().perRound().isEmpty() || !s.unusual().perRound().isEmpty();
    }
    assertThat(
            new boolean[] {
              full, half, zero, forfeits, doubles, unusual, counts, perRound, ranked, unranked
            })
        .containsOnly(true);
  }
}
