package org.swisspair.solver.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.swisspair.api.OperationException;
import org.swisspair.api.TournamentSource;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.AtomicFiles;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfFormatException;
import org.swisspair.model.trf.TrfWriter;

/**
 * Reads and writes tournament files for the command line, turning every failure into a {@link
 * CliException} with one line that names the file, line, column and field.
 */
final class TournamentFiles {
  private TournamentFiles() {}

  /**
   * Reads a TRF file, or JSON when the name ends in {@code .json}, printing the reader's warnings
   * on standard error.
   */
  static Tournament read(Path file, boolean trustResults) {
    return read(file, trustResults, System.err);
  }

  /**
   * Reads a TRF file, or JSON when the name ends in {@code .json}, printing the reader's warnings
   * to {@code warnings} as {@code swisspair: warning: file:line:column: field: message}. With
   * {@code trustResults} the file is read as its results say: points that disagree are replaced and
   * several PABs in a round are PABs.
   */
  static Tournament read(Path file, boolean trustResults, PrintStream warnings) {
    TournamentSource.Read read;
    try {
      read = TournamentSource.file(file).read(trustResults);
    } catch (OperationException e) {
      throw new CliException(ExitCode.of(e.kind()), e.getMessage(), e);
    }
    for (String w : read.warnings()) {
      warnings.println("swisspair: warning: " + w);
    }
    warnings.flush();
    return read.tournament();
  }

  /** The bytes of {@code file}, or a file-access failure (exit 5) naming it. */
  static byte[] readBytes(Path file) {
    if (Files.isDirectory(file)) {
      throw CliException.fileAccess(file + ": is a directory, not a tournament file", null);
    }
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw CliException.fileAccess(file + ": no such file", e);
    } catch (AccessDeniedException e) {
      throw CliException.fileAccess(file + ": permission denied", e);
    } catch (IOException e) {
      throw CliException.fileAccess(file + ": cannot read: " + e.getMessage(), e);
    }
  }

  /** Fails with exit 5 unless {@code target} could be created or replaced. */
  static void checkWritable(Path target) {
    Path absolute = target.toAbsolutePath();
    Path dir = absolute.getParent();
    if (Files.isDirectory(absolute)) {
      throw CliException.fileAccess(target + ": is a directory; give a file name", null);
    }
    if (dir == null || !Files.isDirectory(dir)) {
      throw CliException.fileAccess(
          target + ": cannot write: directory " + dir + " does not exist", null);
    }
    if (!Files.isWritable(dir)) {
      throw CliException.fileAccess(
          target + ": cannot write: directory " + dir + " is not writable", null);
    }
  }

  /** Fails with exit 4 when a tournament of {@code players} players cannot be written as TRF. */
  static void checkSize(int players, TournamentFormat format, Path target) {
    if (format != TournamentFormat.JSON && players > TournamentFormat.TRF_MAX_PLAYERS) {
      throw new CliException(
          ExitCode.SIZE_LIMIT,
          target
              + ": "
              + players
              + " players do not fit TRF's four-digit pairing numbers (at most "
              + TournamentFormat.TRF_MAX_PLAYERS
              + "); use --format json or a .json file");
    }
  }

  /** Writes the tournament atomically: a failed run leaves an existing file untouched. */
  static void write(Tournament t, TournamentFormat format, Path target) {
    checkSize(t.size(), format, target);
    checkWritable(target);
    String text;
    try {
      text =
          switch (format) {
            case TRF16 -> TrfWriter.toText(t, TrfWriter.Flavour.TRF16);
            case TRF26 -> TrfWriter.toText(t, TrfWriter.Flavour.TRF26);
            case JSON -> TournamentJson.toJson(t);
          };
    } catch (IllegalArgumentException e) {
      // A value wider than its TRF columns, such as a score above 99.9.
      throw new CliException(
          ExitCode.SIZE_LIMIT, target + ": " + e.getMessage() + "; use a .json file", e);
    }
    writeText(target, text);
  }

  /** Writes text atomically, or fails with exit 5 naming the file. */
  static void writeText(Path target, String text) {
    checkWritable(target);
    try {
      AtomicFiles.write(target, text);
    } catch (IOException e) {
      throw CliException.fileAccess(target + ": cannot write: " + e.getMessage(), e);
    }
  }

  /** The reader's message with the library hint put in command-line words. */
  static String describe(TrfFormatException e) {
    return TournamentSource.describe(e);
  }
}
