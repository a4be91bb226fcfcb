package org.swisspair.solver.generator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.team.TeamSelfTest;

/**
 * Generated tournaments of every system, their settings drawn per tournament (byes of each kind,
 * forfeits, double forfeits, unusual results, withdrawals, late entries, Baku, scoring,
 * tie-breaks), written, read back and re-checked by the checker: a sample in the default run, a
 * larger one with {@code -Pslow}; the endorsement-scale run is {@code
 * tools/crosscheck/endorsement-selftest.sh}.
 */
class EverySystemSelfTestTest {
  private static final List<String> INDIVIDUAL =
      PairingSystems.ALL.stream()
          .filter(s -> !s.equals("team") && PairingSystems.entry(s).built())
          .toList();

  private static void checkEverySystem(int count, long seed, int minPlayers, int maxPlayers) {
    for (String name : INDIVIDUAL) {
      SelfTest.Report r =
          new SelfTest(
                  () -> PairingSystems.entry(name).factory().get(),
                  new GeneratorRequest(),
                  minPlayers,
                  maxPlayers)
              .run(count, seed, 2, null);
      assertThat(r.cases()).hasSize(count);
      assertThat(r.findings()).as("%s, master seed %d: %s", name, seed, r.describe()).isEmpty();
      assertThat(r.roundsChecked()).as(name).isPositive();
    }
    TeamSelfTest.Report team =
        new TeamSelfTest(minPlayers, maxPlayers, 7).run(count, seed, i -> {});
    assertThat(team.findings()).as("team, seed %d", seed).isEmpty();
  }

  @Test
  void everySystemsGeneratedFilesPassTheChecker() {
    checkEverySystem(4, 20261129L, 8, 16);
  }

  @Test
  @Tag("slow")
  void fiveHundredTournamentsOfEverySystemPassTheChecker() {
    checkEverySystem(500, 20261130L, 8, 40);
  }
}
