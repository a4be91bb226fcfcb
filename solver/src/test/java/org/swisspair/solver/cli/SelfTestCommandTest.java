package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfTestCommandTest {
  @TempDir Path dir;

  private static CliRun run(String threads, Path state, String tournaments) {
    return state == null
        ? CliRun.of(
            "selftest",
            "--tournaments",
            tournaments,
            "--seed",
            "21",
            "--players",
            "8..14",
            "--threads",
            threads,
            "--slice",
            "3")
        : CliRun.of(
            "selftest",
            "--tournaments",
            tournaments,
            "--seed",
            "21",
            "--players",
            "8..14",
            "--threads",
            threads,
            "--slice",
            "3",
            "--state",
            state.toString());
  }

  @Test
  void givesTheSameReportWhateverTheThreadCount() {
    assertThat(run("2", null, "7").succeeds().out())
        .isEqualTo(run("1", null, "7").succeeds().out());
  }

  @Test
  void aRestartedRunGoesOnWhereTheStateFileStopped() throws Exception {
    String whole = run("1", null, "7").succeeds().out();
    Path state = dir.resolve("run.state");
    // A first run stopped after two slices: the state holds 6 tournaments.
    assertThat(run("1", state, "7").exit()).isZero();
    String text = Files.readString(state);
    Files.writeString(state, text.substring(0, text.lastIndexOf("slice 6 ")));
    CliRun resumed = run("2", state, "7");
    assertThat(resumed.exit()).isZero();
    assertThat(resumed.err()).contains("resuming at tournament 6 of 7", "7 tournaments in ");
    assertThat(resumed.out()).isEqualTo(whole);
    assertThat(Files.readString(state))
        .contains("slice 6 1 ")
        .hasLineCount(text.split("\n").length);
  }

  @Test
  void aLongerRunGoesOnFromTheStateOfAShorterOne() throws Exception {
    String whole = run("1", null, "7").succeeds().out();
    Path state = dir.resolve("run.state");
    assertThat(run("1", state, "3").exit()).isZero();
    CliRun longer = run("1", state, "7");
    assertThat(longer.err()).contains("resuming at tournament 3 of 7");
    assertThat(longer.out()).isEqualTo(whole);
  }

  @Test
  void refusesTheStateOfAnotherRun() throws Exception {
    Path state = dir.resolve("run.state");
    assertThat(run("1", state, "3").exit()).isZero();
    Files.writeString(state, Files.readString(state).replace("seed=21", "seed=22"));
    run("1", state, "4").failsWith(ExitCode.INVALID_INPUT, "another run");
  }
}
