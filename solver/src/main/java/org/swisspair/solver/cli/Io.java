package org.swisspair.solver.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfFormatException;
import org.swisspair.model.trf.TrfReader;

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
    byte[] bytes;
    try {
      bytes = in.readAllBytes();
    } catch (IOException e) {
      throw CliException.fileAccess("standard input: cannot read: " + e.getMessage(), e);
    }
    String name = "<stdin>";
    try {
      String text = new String(bytes, StandardCharsets.UTF_8);
      if (text.stripLeading().startsWith("{")) {
        // A JSON model on standard input: a file name cannot say so, its first character does.
        return TournamentJson.fromJson(text);
      }
      TrfReader.Options options =
          trustResults ? TrfReader.Options.DEFAULT.withTrustResults() : TrfReader.Options.DEFAULT;
      return new TrfReader(options).read(name, bytes);
    } catch (TrfFormatException e) {
      throw new CliException(ExitCode.INVALID_INPUT, TournamentFiles.describe(e), e);
    } catch (IOException | IllegalArgumentException e) {
      throw new CliException(ExitCode.INVALID_INPUT, name + ": " + Main.oneLine(e.getMessage()), e);
    }
  }
}
