package org.swisspair.model.trf;

/**
 * Something a TRF file says inconsistently that the reader could still read without changing a
 * pairing, and how it read it.
 *
 * @param file the file name as given to the reader
 * @param line the 1-based line
 * @param column the 1-based column where the field starts
 * @param field the field, such as {@code round 1 result} or {@code points}
 * @param message what is inconsistent and how it was read
 */
public record TrfWarning(String file, int line, int column, String field, String message) {

  /** {@code file:line:column: field: message}, like {@link TrfFormatException}'s message. */
  @Override
  public String toString() {
    return file + ":" + line + ":" + column + ": " + field + ": " + message;
  }
}
