package org.swisspair.solver.cli;

/**
 * The process exit codes, those of bbpPairings (and JaVaFo where it has them); an operation's
 * failure carries its code on its kind ({@link org.swisspair.api.OperationException.Kind}).
 */
public final class ExitCode {
  /** Success (for {@code check} and {@code selftest}: nothing differs). */
  public static final int OK = 0;

  /** No pairing satisfies the absolute criteria; {@code check}/{@code selftest}: rounds differ. */
  public static final int NO_VALID_PAIRING = 1;

  /** An unexpected error, or a known pairing system that is not built yet. */
  public static final int UNEXPECTED = 2;

  /** Invalid input: malformed TRF or JSON, bad option or argument. */
  public static final int INVALID_INPUT = 3;

  /** A size limit is exceeded, such as more than 9,999 players in a TRF file. */
  public static final int SIZE_LIMIT = 4;

  /** A file cannot be read or written. */
  public static final int FILE_ACCESS = 5;

  private ExitCode() {}

  /** The exit code of an operation's failure of {@code kind} (docs/cli.md#exit-codes). */
  static int of(org.swisspair.api.OperationException.Kind kind) {
    return kind.exitCode();
  }
}
