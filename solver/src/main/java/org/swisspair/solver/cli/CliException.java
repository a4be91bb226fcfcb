package org.swisspair.solver.cli;

/**
 * A failure the command line reports as one line on standard error and an exit code; the message
 * already names the file, position and field where they are known.
 */
final class CliException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int exitCode;

  /** A failure with the given exit code and one-line message. */
  CliException(int exitCode, String message) {
    super(message);
    this.exitCode = exitCode;
  }

  /** A failure with the given exit code, message and cause (shown only with {@code --debug}). */
  CliException(int exitCode, String message, Throwable cause) {
    super(message, cause);
    this.exitCode = exitCode;
  }

  /** The process exit code, one of {@link ExitCode}. */
  int exitCode() {
    return exitCode;
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
