package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateCommandTest {
  @TempDir Path dir;

  private static String comment(Path file) throws Exception {
    return Files.readAllLines(file).stream()
        .filter(l -> l.startsWith("### "))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void twoRunsWithoutSeedOrSettingsDifferAndPrintTheirSeed() throws Exception {
    Path a = dir.resolve("a.trf");
    Path b = dir.resolve("b.trf");
    CliRun ra = CliRun.of("generate", "-o", a.toString());
    CliRun rb = CliRun.of("generate", "-o", b.toString());
    assertThat(ra.exit()).isZero();
    assertThat(rb.exit()).isZero();
    assertThat(ra.err()).startsWith("swisspair: no seed given; using --seed ");
    assertThat(Files.readString(a)).isNotEqualTo(Files.readString(b));
    assertThat(comment(a)).isNotEqualTo(comment(b));
  }

  @Test
  void theSameSeedGivesTheSameBytes() throws Exception {
    Path a = dir.resolve("a.trf");
    Path b = dir.resolve("b.trf");
    CliRun.of("generate", "--seed", "99", "-o", a.toString()).succeeds();
    CliRun.of("generate", "--seed", "99", "-o", b.toString()).succeeds();
    assertThat(Files.readAllBytes(b)).isEqualTo(Files.readAllBytes(a));
  }

  @Test
  void theCommentsSettingsRepeatTheRunByteForByte() throws Exception {
    for (String system : List.of("dutch", "burstein", "double-swiss", "team")) {
      Path a = dir.resolve(system + "-a.trf");
      Path b = dir.resolve(system + "-b.trf");
      CliRun.of("generate", "--system", system, "--seed", "5", "-o", a.toString()).succeeds();
      String settings = comment(a).substring("### swisspair generate ".length());
      List<String> args = new ArrayList<>(List.of("generate"));
      args.addAll(Arrays.asList(settings.split(" ")));
      args.addAll(List.of("-o", b.toString()));
      CliRun.of(args.toArray(String[]::new)).succeeds();
      assertThat(Files.readString(b)).as(settings).isEqualTo(Files.readString(a));
      CliRun.of("check", "--system", system, a.toString()).succeeds();
    }
  }

  @Test
  void takesRatingsFromAFileOnePerPlayer() throws Exception {
    Path ratings = dir.resolve("ratings.txt");
    Files.writeString(ratings, "# one per line\n1500\n2100\n0\n1800\n1750\n1620\n");
    Path out = dir.resolve("r.trf");
    CliRun.of(
            "generate",
            "--seed",
            "3",
            "--ratings",
            ratings.toString(),
            "--rounds",
            "3",
            "-o",
            out.toString())
        .succeeds();
    String text = Files.readString(out);
    assertThat(text).contains("--players 6 ", "--ratings " + ratings);
    CliRun.of(
            "generate",
            "--seed",
            "3",
            "--ratings",
            ratings.toString(),
            "--players",
            "7",
            "-o",
            out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "give 6 ratings for 7 players");
    Files.writeString(ratings, "1500\nabc\n");
    CliRun.of("generate", "--ratings", ratings.toString(), "-o", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "ratings.txt:2:1: rating");
  }

  @Test
  void rejectsBadSettingsNamingTheOption() {
    String out = dir.resolve("x.trf").toString();
    CliRun.of("generate", "--full-byes", "two", "-o", out)
        .failsWith(ExitCode.INVALID_INPUT, "--full-byes", "'two'");
    CliRun.of("generate", "--forfeits", "5%", "--forfeit-rate", "0.1", "-o", out)
        .failsWith(ExitCode.INVALID_INPUT, "--forfeits");
    CliRun.of("generate", "--draws", "33.5%", "-o", out)
        .failsWith(ExitCode.INVALID_INPUT, "--draws");
    CliRun.of("generate", "--tiebreaks", "BH,NOPE", "-o", out)
        .failsWith(ExitCode.INVALID_INPUT, "NOPE");
    CliRun.of("generate", "--seed", "1", "--baku", "--scoring", "W=3,D=1,L=0", "-o", out)
        .failsWith(ExitCode.INVALID_INPUT, "baku");
    assertThat(Files.exists(Path.of(out))).isFalse();
  }

  @Test
  void theDropInConfigurationTakesTheSameSettings() throws Exception {
    Path config = dir.resolve("rtg.cfg");
    Files.writeString(
        config,
        "players=16\nrounds=5\nfull-byes=1\nhalf-byes=2:2\nforfeits=1\ndouble-forfeits=3:1\n"
            + "withdrawals=4:1\nlate-entries=2:1\nratings=1500-1900\ntiebreaks=BH/C1,BH\n"
            + "draws=20%\nseed=8\n");
    Path out = dir.resolve("g.trf");
    CliRun.of("--dutch", "-g", config.toString(), "-o", out.toString()).succeeds();
    assertThat(comment(out))
        .contains(
            "--players 16 --rounds 5 --ratings 1500-1900",
            "--full-byes 1",
            "--half-byes 2:2",
            "--double-forfeits 3:1",
            "--withdrawals 4:1",
            "--late-entries 2:1",
            "--draws 20%",
            "--tiebreaks BH/C1,BH");
    Files.writeString(config, "colour=white\n");
    CliRun.of("--dutch", "-g", config.toString(), "-o", out.toString())
        .failsWith(ExitCode.INVALID_INPUT, "rtg.cfg:1:1: colour: unknown key");
  }

  @Test
  void theDropInGeneratorWithoutSettingsDrawsThem() throws Exception {
    Path a = dir.resolve("a.trf");
    Path b = dir.resolve("b.trf");
    CliRun.of("--dutch", "-g", "-o", a.toString(), "-s", "1").succeeds();
    CliRun.of("--dutch", "-g", "-o", b.toString(), "-s", "2").succeeds();
    assertThat(comment(a)).isNotEqualTo(comment(b).replace("--seed 2", "--seed 1"));
  }

  @Test
  void writesAndChecksTeamTournamentsBeyondTheTeamRecordsColumnsAsJson() throws Exception {
    // 1,001 teams: team numbers beyond the three digits of the 300, 320 and 330 records (TEAM-25).
    Path json = dir.resolve("teams.json");
    CliRun.of(
            "generate",
            "--system",
            "team",
            "--players",
            "1001",
            "--rounds",
            "1",
            "--seed",
            "4",
            "--plain",
            "--forfeits",
            "2%",
            "-o",
            json.toString())
        .succeeds();
    assertThat(Files.readString(json)).containsPattern("\"300 +1 +1\\d{3} ");
    assertThat(CliRun.of("check", "--system", "team", json.toString()).succeeds().out())
        .contains("1 rounds checked, 0 differ");
    Path trf = dir.resolve("teams.trf");
    CliRun.of(
            "generate",
            "--system",
            "team",
            "--players",
            "1001",
            "--rounds",
            "1",
            "--seed",
            "4",
            "-o",
            trf.toString())
        .failsWith(ExitCode.SIZE_LIMIT, "1001 teams", "--format json");
    assertThat(Files.exists(trf)).isFalse();
  }
}
