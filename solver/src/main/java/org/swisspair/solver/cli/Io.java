package org.swisspair.solver.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.swisspair.api.OperationException;
import org.swisspair.api.TournamentSource;
import org.swisspair.model.Tournament;

/**
 * Where a run reads and writes: standard input for a tournament named {@code -}, standard output
 * for results, standard error for messages and progress.
 *
 * @param in the tournament when the input is named {@code -}
 * @param out results (pairings, reports, help)
 * @param err error lines and progress bars
 * @param debug print stack traces of failures
 */
record Io(InputStream in, PrintStream out, PrintStream err, boolean debug) {
  /** The name that stands for standard input or standard output, as in most Unix tools. */
  static final String STANDARD = "-";

  /** Streams reading the process's standard input. */
  Io(PrintStream out, PrintStream err, boolean debug) {
    this(System.in, out, err, debug);
  }

  /** True when {@code file} is {@code -}: standard input or standard output. */
  static boolean isStandard(Path file) {
    return file != null && file.toString().equals(STANDARD);
  }

  /** Reads a tournament from {@code file}, or from standard input when it is {@code -}. */
  Tournament read(Path file, boolean trustResults) {
    if (!isStandard(file)) {
      return TournamentFiles.read(file, trustResults);
    }
    try {
      return source(file).read(trustResults).tournament();
    } catch (OperationException e) {
      throw failure(e);
    }
  }

  /**
   * Where an operation reads {@code file}: the file, or standard input's bytes for {@code -}. A
   * file's reader warnings go to the process's standard error as it is read, as {@link
   * TournamentFiles#read} prints them.
   */
  TournamentSource source(Path file) {
    if (!isStandard(file)) {
      return TournamentSource.file(file)
          .withReaderWarnings(
              w -> {
                System.err.println("swisspair: warning: " + w);
                System.err.flush();
              });
    }
    try {
      return TournamentSource.stream(in.readAllBytes());
    } catch (IOException e) {
      throw CliException.fileAccess("standard input: cannot read: " + e.getMessage(), e);
    }
  }

  /** Prints each warning on standard error as {@code swisspair: warning: ...}. */
  void warn(List<String> warnings) {
    for (String w : warnings) {
      err.println("swisspair: warning: " + w);
    }
    err.flush();
  }

  /**
   * An operation's failure as the command line reports it: its warnings printed first, then one
   * line and the exit code of its kind.
   */
  CliException failure(OperationException e) {
    warn(e.warnings());
    if (e.kind() == OperationException.Kind.NO_VALID_PAIRING) {
      return CliException.noValidPairing(e.getMessage(), e);
    }
    return new CliException(ExitCode.of(e.kind()), e.getMessage(), e);
  }
}
