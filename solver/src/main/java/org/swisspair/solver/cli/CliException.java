package org.swisspair.solver.cli;

/**
 * A failure the command line reports as one line on standard error and an exit code; the message
 * already names the file, position and field where they are known.
 */
final class CliException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * bbpPairings' sentence for exit 1 while pairing; Lichess, for one, looks for it on standard
   * error to tell a round without a pairing from an engine failure.
   */
  static final String NO_VALID_PAIRING_SENTENCE = "No valid pairing exists: ";

  private final int exitCode;

  private final boolean noValidPairing;

  /** A failure with the given exit code and one-line message. */
  CliException(int exitCode, String message) {
    super(message);
    this.exitCode = exitCode;
    this.noValidPairing = false;
  }

  /** A failure with the given exit code, message and cause (shown only with {@code --debug}). */
  CliException(int exitCode, String message, Throwable cause) {
    this(exitCode, message, cause, false);
  }

  private CliException(int exitCode, String message, Throwable cause, boolean noValidPairing) {
    super(message, cause);
    this.exitCode = exitCode;
    this.noValidPairing = noValidPairing;
  }

  /** The process exit code, one of {@link ExitCode}. */
  int exitCode() {
    return exitCode;
  }

  /** The prefix of the error line: bbpPairings' sentence for no valid pairing, else the name. */
  String prefix() {
    return noValidPairing ? NO_VALID_PAIRING_SENTENCE : "swisspair: ";
  }

  /**
   * No pairing of the round satisfies the absolute criteria (exit 1); the line starts with {@link
   * #NO_VALID_PAIRING_SENTENCE} and goes on with {@code explanation}.
   */
  static CliException noValidPairing(String explanation, Throwable cause) {
    return new CliException(ExitCode.NO_VALID_PAIRING, explanation, cause, true);
  }

  /** Invalid input or usage (exit 3). */
  static CliException invalid(String message) {
    return new CliException(ExitCode.INVALID_INPUT, message);
  }

  /** A file access failure (exit 5). */
  static CliException fileAccess(String message, Throwable cause) {
    return new CliException(ExitCode.FILE_ACCESS, message, cause);
  }
}
