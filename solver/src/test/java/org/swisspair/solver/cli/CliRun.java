package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One in-process run of the command line: exit code, standard output and standard error.
 *
 * @param exit the exit code
 * @param out what went to standard output
 * @param err what went to standard error
 */
record CliRun(int exit, String out, String err) {

  /** Runs {@code swisspair args...} in this process. */
  static CliRun of(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = Main.run(args, o, e);
    }
    return new CliRun(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** The lines of standard output. */
  List<String> outLines() {
    return out.lines().toList();
  }

  /** Asserts exit {@code code} and one error line (no stack trace) containing every fragment. */
  CliRun failsWith(int code, String... fragments) {
    assertThat(exit).as("exit code; stderr: %s", err).isEqualTo(code);
    List<String> lines = err.lines().toList();
    assertThat(lines).as("stderr is one line").hasSize(1);
    assertThat(lines.get(0)).startsWith("swisspair: ").doesNotContain("\tat ");
    assertThat(err).doesNotContain("Exception:").doesNotContain("\n\tat ");
    for (String f : fragments) {
      assertThat(lines.get(0)).contains(f);
    }
    return this;
  }

  /**
   * Asserts exit 1 and one error line that starts with bbpPairings' sentence, as Lichess looks for
   * it, and contains every fragment of swisspair's explanation.
   */
  CliRun failsWithNoValidPairing(String... fragments) {
    assertThat(exit).as("exit code; stderr: %s", err).isEqualTo(ExitCode.NO_VALID_PAIRING);
    List<String> lines = err.lines().toList();
    assertThat(lines).as("stderr is one line").hasSize(1);
    assertThat(lines.get(0)).startsWith("No valid pairing exists: ").doesNotContain("\tat ");
    for (String f : fragments) {
      assertThat(lines.get(0)).contains(f);
    }
    return this;
  }

  /** Asserts exit 0 and nothing on standard error. */
  CliRun succeeds() {
    assertThat(exit).as("exit code; stderr: %s", err).isZero();
    assertThat(err).isEmpty();
    return this;
  }
}
