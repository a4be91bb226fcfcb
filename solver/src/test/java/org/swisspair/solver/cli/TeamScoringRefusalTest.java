package org.swisspair.solver.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * A team file whose match points or PAB break TEAM-26 to TEAM-29 is refused by every command that
 * reads it, with exit 3 and one line naming the file, line, column, record and rule.
 */
class TeamScoringRefusalTest {
  @TempDir Path dir;

  private Path teamFile(String from, String to) throws Exception {
    Path sample = FixtureFiles.root().resolve("real/tec-trf26-grandmommys-cup-team.trf");
    String text = Files.readString(sample, StandardCharsets.UTF_8);
    String changed = text.replace(from, to);
    if (changed.equals(text)) {
      throw new AssertionError("the sample holds no '" + from + "'");
    }
    Path f = dir.resolve("team.trf");
    Files.writeString(f, changed, StandardCharsets.UTF_8);
    return f;
  }

  @Test
  void pairAndCheckRefuseTwoDrawnMatchesWorthMoreThanAWonAndALostOne() throws Exception {
    Path f = teamFile("362 TW 2     TD 1     TL 0", "362 TW 2     TD 1.5   TL 0");
    for (String command : new String[] {"pair", "check"}) {
      CliRun.of(command, f.toString())
          .failsWith(ExitCode.INVALID_INPUT, "team.trf:22:17: 362 TD", "TEAM-27", "Q74");
    }
  }

  @Test
  void pairRefusesAPabWorthMoreThanAWonMatch() throws Exception {
    Path f = teamFile("320  1    2.0", "320  3    2.0");
    CliRun.of("pair", f.toString())
        .failsWith(ExitCode.INVALID_INPUT, "team.trf:521:5: 320 match points", "TEAM-28");
  }

  @Test
  void aJsonTeamFileIsRefusedWithTheProperty() throws Exception {
    // The TRF reader refuses such a file itself: the JSON is converted from the valid sample.
    Path sample = FixtureFiles.root().resolve("real/tec-trf26-grandmommys-cup-team.trf");
    Path json = dir.resolve("team.json");
    CliRun.of("convert", sample.toString(), "-o", json.toString()).succeeds();
    String text = Files.readString(json, StandardCharsets.UTF_8);
    Files.writeString(json, text.replace("320  1    2.0", "320  1    4.5"), StandardCharsets.UTF_8);
    CliRun.of("pair", json.toString())
        .failsWith(ExitCode.INVALID_INPUT, "team.json", "(320 game points, column 10)", "TEAM-29");
  }
}
