package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.swisspair.solver.testing.FixtureFiles;

/** {@code swisspair check} on a whole fixture tournament, its disagreed round skipped. */
class CheckFullTournamentTest {

  @Test
  void checksEveryAgreedRoundOfAFullTournament() {
    String file = FixtureFiles.root().resolve("dutch/n024-r09-messy-s5009/full.trf").toString();

    CliRun run = CliRun.of("check", "--system", "dutch", "--skip-rounds", "5", file).succeeds();

    assertThat(run.outLines()).last().asString().startsWith("8 rounds checked, 0 differ");
    assertThat(run.out()).doesNotContain("differs").doesNotContain("breaks");
  }
}
