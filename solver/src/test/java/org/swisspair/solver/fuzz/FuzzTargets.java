package org.swisspair.solver.fuzz;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.swisspair.model.trf.TrfFormatException;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfReading;

/**
 * The properties the fuzz tests check on arbitrary bytes. Each method returns normally or throws an
 * {@link AssertionError} naming the broken property; any other exception is a crash.
 */
final class FuzzTargets {
  private FuzzTargets() {}

  /** What an output file must hold when a run fails: it was there before and must stay. */
  static final String UNTOUCHED = "previous output\n";

  /** The reader returns a tournament or throws a {@link TrfFormatException}, nothing else. */
  static void reader(byte[] input) {
    for (TrfReader.Options options :
        List.of(
            TrfReader.Options.DEFAULT,
            TrfReader.Options.DEFAULT.withTrustResults().withSeveralPabsPerRound())) {
      try {
        TrfReading r = new TrfReader(options).readWithWarnings("fuzz.trf", input);
        if (r.tournament() == null) {
          throw new AssertionError("no tournament and no exception");
        }
        r.warnings()
            .forEach(
                w -> {
                  if (w.line() < 1 || w.column() < 1 || w.field().isEmpty()) {
                    throw new AssertionError("warning without a position or field: " + w);
                  }
                });
      } catch (TrfFormatException e) {
        if (e.line() < 1 || e.column() < 1 || e.field().isEmpty()) {
          throw new AssertionError("refusal without a position or field: " + e.getMessage(), e);
        }
      }
    }
  }

  /**
   * {@code swisspair pair IN -o OUT} in this process exits 0, 1, 3 or 4 with at most one error line
   * and no stack trace (warnings aside), and leaves OUT either as it was or complete.
   */
  static void pair(byte[] input) {
    Path dir;
    try {
      dir = Files.createTempDirectory("swisspair-fuzz");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    try {
      Path in = dir.resolve("in.trf");
      Path out = dir.resolve("out.txt");
      Files.write(in, input);
      Files.writeString(out, UNTOUCHED);
      CommandRun run = CommandRun.of("pair", in.toString(), "-o", out.toString());
      String context = "exit " + run.exit() + ", stderr: " + run.err() + run.systemErr();
      if (run.exit() != 0 && run.exit() != 1 && run.exit() != 3 && run.exit() != 4) {
        throw new AssertionError("unexpected " + context);
      }
      // A completed pairing may say what it assumed (a warning); a refusal says one thing.
      List<String> errors =
          run.err().lines().filter(l -> !l.startsWith("swisspair: warning: ")).toList();
      if (run.exit() == 0 ? !errors.isEmpty() : errors.size() != 1) {
        throw new AssertionError("not one error line: " + context);
      }
      // One line cannot hold a stack trace; the message may quote the input, tabs included.
      for (String line : errors) {
        if (!line.startsWith("swisspair: ")) {
          throw new AssertionError("not a swisspair message: " + context);
        }
      }
      for (String warning : run.systemErr().lines().toList()) {
        if (warning.startsWith("INFO: ")) {
          // Jazzer's agent logs the classes it instruments on the same stream.
          continue;
        }
        if (!warning.startsWith("swisspair: warning: ")) {
          throw new AssertionError("not a warning line: " + context);
        }
      }
      String written = Files.readString(out, StandardCharsets.UTF_8);
      if (run.exit() == 0) {
        checkPairingFile(written, context);
      } else if (!written.equals(UNTOUCHED)) {
        throw new AssertionError("a failed run changed the output file: " + context);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      deleteTree(dir);
    }
  }

  /** The engine format: a count line, then that many {@code white black} lines. */
  private static void checkPairingFile(String text, String context) {
    List<String> lines = text.lines().toList();
    if (lines.isEmpty() || !lines.get(0).matches("[0-9]+")) {
      throw new AssertionError("no pair count in the output: " + context + "\n" + text);
    }
    int pairs = Integer.parseInt(lines.get(0));
    if (lines.size() != pairs + 1 || !text.endsWith("\n")) {
      throw new AssertionError("incomplete output: " + context + "\n" + text);
    }
    for (String pair : lines.subList(1, lines.size())) {
      if (!pair.matches("[1-9][0-9]* (0|[1-9][0-9]*)")) {
        throw new AssertionError("bad pair line '" + pair + "': " + context);
      }
    }
  }

  /** Runs {@code action} with {@link System#err} captured. */
  static String capturingSystemErr(Runnable action) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream previous = System.err;
    try (PrintStream s = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      System.setErr(s);
      action.run();
    } finally {
      System.setErr(previous);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static void deleteTree(Path dir) {
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
