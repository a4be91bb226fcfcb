package org.swisspair.model.match;

/** Two game columns that do not make one Double-Swiss match; names the player and the column. */
public final class MatchFormatException extends IllegalArgumentException {
  private final int player;
  private final int gameColumn;

  /** A problem of {@code player}'s game column {@code gameColumn} (1-based). */
  public MatchFormatException(int player, int gameColumn, String problem) {
    super("player " + player + ", game column " + gameColumn + ": " + problem);
    this.player = player;
    this.gameColumn = gameColumn;
  }

  /** The player's pairing number. */
  public int player() {
    return player;
  }

  /** The game column, 1-based (match round r holds columns 2r-1 and 2r). */
  public int gameColumn() {
    return gameColumn;
  }
}
