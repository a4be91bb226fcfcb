package org.swisspair.api;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfFormatException;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfReading;
import org.swisspair.model.trf.TrfWarning;

/**
 * Where an operation's tournament comes from: a file (TRF, or the JSON model for a {@code .json}
 * name) or a stream's bytes (standard input, a request body: JSON when the text opens with a
 * brace), with the name its messages give.
 */
public final class TournamentSource {
  /** The name messages give a stream, as the command line names standard input. */
  public static final String STREAM = "-";

  /** The name messages give a tournament already in memory. */
  static final String MEMORY = "<tournament>";

  private final Path file;
  private final byte[] bytes;
  private final Tournament tournament;
  private final Consumer<String> readerWarnings;

  private TournamentSource(
      Path file, byte[] bytes, Tournament tournament, Consumer<String> readerWarnings) {
    this.file = file;
    this.bytes = bytes;
    this.tournament = tournament;
    this.readerWarnings = readerWarnings;
  }

  /**
   * This source giving the reader's warnings to {@code listener} as the file is read, instead of
   * with the result (the command line prints them at once, as it always has).
   */
  public TournamentSource withReaderWarnings(Consumer<String> listener) {
    return new TournamentSource(file, bytes, tournament, listener);
  }

  /** The tournament in {@code file}, read when the operation runs. */
  public static TournamentSource file(Path file) {
    return new TournamentSource(file, null, null, null);
  }

  /** The tournament in a stream's bytes, such as standard input or a request body. */
  public static TournamentSource stream(byte[] bytes) {
    return new TournamentSource(null, bytes.clone(), null, null);
  }

  /** A tournament already read, named {@code <tournament>} in messages. */
  public static TournamentSource of(Tournament tournament) {
    return new TournamentSource(null, new byte[0], tournament, null);
  }

  /** True for a stream's bytes, false for a file. */
  public boolean isStream() {
    return file == null;
  }

  /** The name messages give the tournament: the file's path, or {@code -} for a stream. */
  public String label() {
    return tournament != null ? MEMORY : file == null ? STREAM : file.toString();
  }

  /** The name the reader's messages give: the file's path, or {@code <stdin>} for a stream. */
  String readerName() {
    return tournament != null ? MEMORY : file == null ? "<stdin>" : file.toString();
  }

  /** The path messages give, {@code -} for a stream. */
  Path path() {
    return file == null ? Path.of(STREAM) : file;
  }

  /**
   * True when the tournament is the JSON model: a {@code .json} file, a stream opening with a
   * brace.
   */
  boolean isJson(String text) {
    return tournament != null
        ? false
        : file == null ? text.stripLeading().startsWith("{") : isJsonName(file);
  }

  /** True for a file name ending in {@code .json}. */
  static boolean isJsonName(Path file) {
    return file.getFileName() != null
        && file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
  }

  /** The bytes of the tournament; for a file, a file-access failure (exit 5) naming it. */
  byte[] bytes() {
    if (file == null) {
      return bytes;
    }
    if (Files.isDirectory(file)) {
      throw OperationException.fileAccess(file + ": is a directory, not a tournament file", null);
    }
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw OperationException.fileAccess(file + ": no such file", e);
    } catch (AccessDeniedException e) {
      throw OperationException.fileAccess(file + ": permission denied", e);
    } catch (IOException e) {
      throw OperationException.fileAccess(file + ": cannot read: " + e.getMessage(), e);
    }
  }

  /**
   * A tournament read with the reader's warnings.
   *
   * @param tournament the tournament
   * @param warnings the reader's warnings, each one line without a prefix
   */
  public record Read(Tournament tournament, List<String> warnings) {}

  /**
   * Reads the tournament; with {@code trustResults} points that disagree with the results are
   * replaced.
   *
   * @throws OperationException invalid input naming file, line, column and field; file access
   */
  public Read read(boolean trustResults) {
    return read(bytes(), trustResults);
  }

  /**
   * Reads the tournament from {@code data}, its bytes. With {@code trustResults} points that
   * disagree with the results are replaced; a file also reads several PABs in a round as PABs and
   * gives the reader's warnings (a stream is read as the engines' standard input always was).
   */
  Read read(byte[] data, boolean trustResults) {
    if (tournament != null) {
      return new Read(tournament, List.of());
    }
    String name = readerName();
    try {
      if (file == null) {
        String text = new String(data, StandardCharsets.UTF_8);
        if (text.stripLeading().startsWith("{")) {
          return new Read(TournamentJson.fromJson(text), List.of());
        }
        TrfReader.Options options =
            trustResults ? TrfReader.Options.DEFAULT.withTrustResults() : TrfReader.Options.DEFAULT;
        return new Read(new TrfReader(options).read(name, data), List.of());
      }
      if (isJsonName(file)) {
        return new Read(TournamentJson.fromJson(data), List.of());
      }
      TrfReader.Options options =
          trustResults
              ? TrfReader.Options.DEFAULT.withTrustResults().withSeveralPabsPerRound()
              : TrfReader.Options.DEFAULT;
      TrfReading reading = new TrfReader(options).readWithWarnings(name, data);
      List<String> warnings = new ArrayList<>();
      for (TrfWarning w : reading.warnings()) {
        warnings.add(OperationException.oneLine(w.toString()));
      }
      if (readerWarnings != null) {
        warnings.forEach(readerWarnings);
        return new Read(reading.tournament(), List.of());
      }
      return new Read(reading.tournament(), warnings);
    } catch (TrfFormatException e) {
      throw OperationException.invalid(describe(e), e);
    } catch (JsonProcessingException e) {
      throw OperationException.invalid(
          file == null
              ? name + ": " + OperationException.oneLine(e.getMessage())
              : describe(name, e),
          e);
    } catch (IOException | IllegalArgumentException e) {
      throw OperationException.invalid(
          name
              + ": "
              + (file == null ? OperationException.oneLine(e.getMessage()) : e.getMessage()),
          e);
    }
  }

  /** The reader's message with the library hint put in command-line words. */
  public static String describe(TrfFormatException e) {
    String hint = e.hint();
    if (hint.contains("trustingResults") || hint.contains("trustResults")) {
      hint =
          hint.substring(0, hint.indexOf("correct the points"))
              + "correct the points or the results, or pass --trust-results to take the score"
              + " from the results";
    } else if (hint.contains("withSeveralPabsPerRound")) {
      hint =
          hint.substring(0, hint.indexOf("read with Options.withSeveralPabsPerRound()"))
              + "pass --trust-results to read every U as a pairing-allocated bye";
    }
    String text =
        e.file() + ":" + e.line() + ":" + e.column() + ": " + e.field() + ": " + e.problem();
    return hint.isEmpty() ? text : text + "; hint: " + hint;
  }

  /** A JSON model's failure with its position and the path of the field at fault. */
  public static String describe(String name, JsonProcessingException e) {
    JsonLocation at = e.getLocation();
    StringBuilder sb = new StringBuilder(name);
    if (at != null && at.getLineNr() > 0) {
      sb.append(':').append(at.getLineNr()).append(':').append(at.getColumnNr());
    }
    if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
      StringBuilder path = new StringBuilder();
      for (JsonMappingException.Reference r : m.getPath()) {
        if (r.getFieldName() != null) {
          path.append(path.length() == 0 ? "" : ".").append(r.getFieldName());
        } else if (r.getIndex() >= 0) {
          path.append('[').append(r.getIndex()).append(']');
        }
      }
      sb.append(": ").append(path);
    }
    Throwable cause = e.getCause();
    String problem =
        cause != null && cause.getMessage() != null ? cause.getMessage() : e.getOriginalMessage();
    return sb.append(": ").append(problem).toString();
  }
}
