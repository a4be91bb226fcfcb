package org.swisspair.model.trf;

/**
 * A TRF file that cannot be read without guessing. It is checked, because bad input is an expected
 * outcome of reading a user's file and callers must report it, not crash on it.
 *
 * <p>The message reads {@code file:line:column: field: problem; hint: ...}, in the style of
 * compiler diagnostics, so editors can jump to the spot.
 */
public final class TrfFormatException extends Exception {
  private static final long serialVersionUID = 1L;

  private final String file;
  private final int line;
  private final int column;
  private final String field;
  private final String problem;
  private final String hint;

  /** Creates the exception; line and column are 1-based. */
  public TrfFormatException(
      String file, int line, int column, String field, String problem, String hint) {
    super(format(file, line, column, field, problem, hint));
    this.file = file;
    this.line = line;
    this.column = column;
    this.field = field;
    this.problem = problem;
    this.hint = hint == null ? "" : hint;
  }

  private static String format(
      String file, int line, int column, String field, String problem, String hint) {
    String text = file + ":" + line + ":" + column + ": " + field + ": " + problem;
    return hint == null || hint.isEmpty() ? text : text + "; hint: " + hint;
  }

  /** The file name as given to the reader. */
  public String file() {
    return file;
  }

  /** The 1-based line number. */
  public int line() {
    return line;
  }

  /** The 1-based column where the offending field starts. */
  public int column() {
    return column;
  }

  /** The field, such as {@code rating} or {@code round 3 result}. */
  public String field() {
    return field;
  }

  /** What is wrong, without the position. */
  public String problem() {
    return problem;
  }

  /** How to fix it, may be empty. */
  public String hint() {
    return hint;
  }
}
