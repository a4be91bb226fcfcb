package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.testing.FixtureFiles;

/** The TEC TRF-2026 team sample read and every round re-paired (Team system, 2026 rules). */
class TeamRealFileTest {
  private static final Path SAMPLE =
      FixtureFiles.root().resolve("real/tec-trf26-grandmommys-cup-team.trf");

  @Test
  void everyRoundOfTheSampleIsPairedLegally() throws Exception {
    TeamPairingSystem system = new TeamPairingSystem();
    TeamTournament t = system.teams(new TrfReader().read(SAMPLE));
    List<TeamChecker.RoundReport> reports = new TeamChecker(system).check(t);
    assertThat(reports).hasSize(14);
    int differ = 0;
    for (TeamChecker.RoundReport r : reports) {
      assertThat(r.error()).as("round " + r.round()).isNull();
      TeamRoundState s = new TeamRoundState(t, r.round());
      // The same teams are paired as in the file, each once, no rematch (C1), forbidden pairs
      // respected (260), the PAB to an eligible team (C2).
      assertThat(teams(r.engine())).isEqualTo(teams(r.file()));
      for (Pair p : r.engine()) {
        if (p.isBye()) {
          assertThat(s.team(p.white()).byeIneligible()).isFalse();
        } else {
          assertThat(s.compatible(p.white(), p.black())).as("round %d %s", r.round(), p).isTrue();
        }
      }
      differ += r.differs() ? 1 : 0;
      if (r.differs()) {
        Set<Pair> f = new HashSet<>(r.file());
        Set<Pair> e = new HashSet<>(r.engine());
        Set<Pair> onlyFile = new HashSet<>(f);
        onlyFile.removeAll(e);
        Set<Pair> onlyEngine = new HashSet<>(e);
        onlyEngine.removeAll(f);
        System.out.println(
            "round " + r.round() + ": file only " + onlyFile + ", engine only " + onlyEngine);
      }
    }
    System.out.println("Team sample: 14 rounds checked, " + differ + " differ from the file");
  }

  private static Set<Integer> teams(List<Pair> boards) {
    Set<Integer> out = new HashSet<>();
    for (Pair p : boards) {
      out.add(p.white());
      if (!p.isBye()) {
        out.add(p.black());
      }
    }
    return out;
  }
}
