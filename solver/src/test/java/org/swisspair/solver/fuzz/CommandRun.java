package org.swisspair.solver.fuzz;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.swisspair.solver.cli.Main;

/**
 * One in-process run of the command line: exit code, standard output, standard error, and what went
 * to the process's {@link System#err} meanwhile (where the reader's warnings go).
 *
 * @param exit the exit code
 * @param out what went to standard output
 * @param err what went to the standard error stream given to {@link Main#run}
 * @param systemErr what went to {@link System#err} during the run
 */
record CommandRun(int exit, String out, String err, String systemErr) {

  /** Runs {@code swisspair args...} in this process. */
  static synchronized CommandRun of(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    ByteArrayOutputStream systemErr = new ByteArrayOutputStream();
    PrintStream previous = System.err;
    int code;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        PrintStream s = new PrintStream(systemErr, true, StandardCharsets.UTF_8)) {
      System.setErr(s);
      try {
        code = Main.run(args, o, e);
      } finally {
        System.setErr(previous);
      }
    }
    return new CommandRun(
        code,
        out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8),
        systemErr.toString(StandardCharsets.UTF_8));
  }

  /** Every line written to either error stream, warnings first. */
  List<String> errorLines() {
    return (systemErr + err).lines().toList();
  }
}
