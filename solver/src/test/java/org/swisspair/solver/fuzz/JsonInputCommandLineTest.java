package org.swisspair.solver.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.testing.FixtureFiles;

/** A JSON tournament that names a player who is not there is invalid input, not a crash. */
class JsonInputCommandLineTest {

  @TempDir Path dir;

  @Test
  void pairRefusesAnOpponentOutsideTheTournament() throws Exception {
    Path trf = FixtureFiles.root().resolve("dutch/n012-r07-messy-s5004/round04.trf");
    String json = TournamentJson.toJson(new TrfReader().read(trf));
    Path in = dir.resolve("bad.json");
    Files.writeString(in, json.replaceFirst("\"opponent\" : \\d+", "\"opponent\" : 99"));
    Path out = dir.resolve("out.txt");
    CommandRun run = CommandRun.of("pair", in.toString(), "-o", out.toString());
    assertThat(run.exit()).as("stderr: %s", run.err()).isEqualTo(3);
    assertThat(run.err().lines())
        .singleElement()
        .asString()
        .startsWith("swisspair: " + in + ": players[0].rounds[0].opponent: 99 is outside");
    assertThat(out).doesNotExist();
  }
}
