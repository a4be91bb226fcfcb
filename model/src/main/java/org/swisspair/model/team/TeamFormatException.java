package org.swisspair.model.team;

/**
 * A team record that cannot be read or that contradicts the board results; the message names the
 * record, its column and field, the problem and a hint (TRF-2026 team records).
 */
public final class TeamFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** An error in {@code record} at {@code column} of {@code field}. */
  public TeamFormatException(String record, int column, String field, String problem, String hint) {
    super(
        "team record '"
            + record.strip()
            + "' column "
            + column
            + " ("
            + field
            + "): "
            + problem
            + (hint == null ? "" : "; " + hint));
  }

  /** An error that no single record holds, e.g. a team that meets two teams in one round. */
  public TeamFormatException(String message) {
    super(message);
  }
}
