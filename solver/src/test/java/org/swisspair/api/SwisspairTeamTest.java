package org.swisspair.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.team.TeamChecker;
import org.swisspair.solver.team.TeamGenerator;
import org.swisspair.solver.team.TeamPairingSystem;
import org.swisspair.solver.testing.FixtureFiles;

/** The library API on team files (Team system, C.04.6): pairing numbers are team TPNs. */
class SwisspairTeamTest {
  private static final Path SAMPLE =
      FixtureFiles.root().resolve("real/tec-trf26-grandmommys-cup-team.trf");

  @Test
  void checkUsesTheTeamCheckerOnTheSample() throws Exception {
    Tournament t = Swisspair.read(SAMPLE);
    PairingSystem system = Swisspair.systemOf(t);
    assertThat(system).isInstanceOf(TeamPairingSystem.class);
    CheckReport report = Swisspair.check(t, system);
    // As `swisspair check` on the sample: 14 team rounds, 9 differ (README, Team); the file's 310
    // ranks follow neither its 202 list nor Gacrux's reading of it (docs/conformance.md).
    assertThat(report.summary())
        .isEqualTo(
            "14 rounds checked, 9 differ; standings after round 14 by 202"
                + " EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP: 31 of 50 ranks differ");
    assertThat(report.rounds()).hasSize(9);
    CheckReport.RoundReport r2 =
        report.rounds().stream().filter(r -> r.round() == 2).findFirst().orElseThrow();
    // Teams 8 and 19 (4.3.8): the file gives White to 19, the engine to 8.
    assertThat(r2.filePairs()).contains(new Pair(19, 8));
    assertThat(r2.enginePairs()).contains(new Pair(8, 19));
    assertThat(r2.difference()).isNotNull();
  }

  @Test
  void pairsTheNextRoundOfTheTruncatedSampleAsTheChecker() throws Exception {
    Tournament full = Swisspair.read(SAMPLE);
    TeamPairingSystem system = new TeamPairingSystem();
    TeamTournament teams = system.teams(full);
    for (int played : new int[] {0, 4, 9}) {
      Tournament cut = full.truncatedTo(played);
      PairedRound next = Swisspair.pairNextRound(cut, Swisspair.systemOf(cut));
      assertThat(next.round()).isEqualTo(played + 1);
      // The cut file does not know the next round's absences (members' 0000 - -), so the
      // team engine is asked on the same cut file.
      List<Pair> expected =
          sorted(system.pair(new TeamRoundState(system.teams(cut), played + 1), false).boards());
      assertThat(sorted(next.pairing().boards())).as("round %d", played + 1).isEqualTo(expected);
      // Team TPNs (50 teams), not the players' pairing numbers (250).
      assertThat(next.games()).allMatch(p -> p.white() <= 50 && p.black() <= 50);
      assertThat(next.name(next.games().get(0).white())).doesNotStartWith("Player");
    }
    // An earlier round re-paired from the state before it.
    PairedRound third = Swisspair.pairRound(full.truncatedTo(6), system, 3);
    assertThat(sorted(third.pairing().boards()))
        .isEqualTo(sorted(system.pair(new TeamRoundState(teams, 3), false).boards()));
  }

  @Test
  void aGeneratedTeamFileChecksCleanAndItsRoundsArePairedAgain() throws Exception {
    TeamPairingSystem system = new TeamPairingSystem();
    TeamGenerator.Options o =
        new TeamGenerator.Options(
            12,
            4,
            6,
            11L,
            org.swisspair.model.team.PreferenceType.A,
            org.swisspair.model.team.PrimaryScore.MATCH,
            false,
            0.05,
            0.05,
            0,
            1,
            true);
    String text = TrfWriter.toText(new TeamGenerator(system).generate(o), TrfWriter.Flavour.TRF26);
    Tournament t = new TrfReader().read("g.trf", text);
    PairingSystem bySystem = Swisspair.systemOf(t);
    assertThat(bySystem).isInstanceOf(TeamPairingSystem.class);
    CheckReport report = Swisspair.check(t, bySystem);
    assertThat(report.summary()).isEqualTo("6 rounds checked, 0 differ");
    TeamTournament teams = system.teams(t);
    for (int played = 0; played < 6; played++) {
      PairedRound next = Swisspair.pairNextRound(t.truncatedTo(played), bySystem);
      assertThat(sorted(next.pairing().boards()))
          .as("round %d", played + 1)
          .isEqualTo(TeamChecker.filePairs(teams, played + 1));
    }
  }

  private static List<Pair> sorted(List<Pair> boards) {
    List<Pair> s = new ArrayList<>(boards);
    s.sort((a, b) -> a.white() != b.white() ? a.white() - b.white() : a.black() - b.black());
    return s;
  }
}
