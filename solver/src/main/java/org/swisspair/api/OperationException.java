package org.swisspair.api;

import java.util.List;

/**
 * An operation's failure: its {@link Kind}, one line that names the file, line, column and field
 * where they are known, and the warnings given before it failed.
 */
public final class OperationException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * bbpPairings' sentence that opens a no-valid-pairing message; Lichess, for one, looks for it on
   * standard error to tell a round without a pairing from an engine failure.
   */
  public static final String NO_VALID_PAIRING_SENTENCE = "No valid pairing exists: ";

  /** What failed; each kind has its exit code in the table of docs/cli.md#exit-codes. */
  public enum Kind {
    /** No pairing satisfies the absolute criteria (C.04.1): exit 1. */
    NO_VALID_PAIRING(1),
    /** A known pairing system that is not built yet: exit 2. */
    NOT_BUILT(2),
    /** An error of the engine, not of the input: exit 2. */
    UNEXPECTED(2),
    /** Invalid input: malformed TRF or JSON, a bad option or argument: exit 3. */
    INVALID_INPUT(3),
    /** A size limit, such as more than 9,999 players in a TRF file: exit 4. */
    SIZE_LIMIT(4),
    /** A file that cannot be read or written: exit 5. */
    FILE_ACCESS(5);

    private final int exitCode;

    Kind(int exitCode) {
      this.exitCode = exitCode;
    }

    /** The process exit code of docs/cli.md#exit-codes. */
    public int exitCode() {
      return exitCode;
    }
  }

  private final Kind kind;
  private final transient List<String> warnings;

  /** A failure of {@code kind} with a one-line message. */
  public OperationException(Kind kind, String message) {
    this(kind, message, null, List.of());
  }

  /** A failure of {@code kind} with a one-line message and its cause. */
  public OperationException(Kind kind, String message, Throwable cause) {
    this(kind, message, cause, List.of());
  }

  private OperationException(Kind kind, String message, Throwable cause, List<String> warnings) {
    super(message, cause);
    this.kind = kind;
    this.warnings = List.copyOf(warnings);
  }

  /** Invalid input or option. */
  static OperationException invalid(String message) {
    return new OperationException(Kind.INVALID_INPUT, message);
  }

  /** Invalid input or option, with its cause. */
  static OperationException invalid(String message, Throwable cause) {
    return new OperationException(Kind.INVALID_INPUT, message, cause);
  }

  /** A file that cannot be read or written. */
  static OperationException fileAccess(String message, Throwable cause) {
    return new OperationException(Kind.FILE_ACCESS, message, cause);
  }

  /** This failure with the warnings given before it, which its reader prints first. */
  OperationException after(List<String> earlier) {
    if (earlier.isEmpty()) {
      return this;
    }
    List<String> all = new java.util.ArrayList<>(earlier);
    all.addAll(warnings);
    return new OperationException(kind, getMessage(), getCause(), all);
  }

  /** What failed. */
  public Kind kind() {
    return kind;
  }

  /** The warnings given before the failure, each one line without a prefix. */
  public List<String> warnings() {
    return warnings;
  }

  /**
   * The failure as one line, as the command line prints it after {@code swisspair: } and the
   * service answers it as the problem's detail; a round without a pairing opens with {@link
   * #NO_VALID_PAIRING_SENTENCE}.
   */
  public String detail() {
    String line = oneLine(getMessage());
    return kind == Kind.NO_VALID_PAIRING ? NO_VALID_PAIRING_SENTENCE + line : line;
  }

  /** {@code message} on one line. */
  public static String oneLine(String message) {
    return message == null ? "" : message.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip();
  }
}
