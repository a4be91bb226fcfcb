package org.swisspair.model.trf;

/**
 * A board the arbiter fixed by hand in a round (C.04.2 4.4; FIDE's acceptance checklist Q64-69).
 *
 * @param white pairing number of the player (or team) with White
 * @param black pairing number of the player (or team) with Black
 * @param board the board number the arbiter gave it, 0 when the board order places it
 */
public record ManualBoard(int white, int black, int board) {
  /** Checks the numbers. */
  public ManualBoard {
    if (white < 1 || black < 1 || board < 0) {
      throw new IllegalArgumentException(
          "a fixed board needs two pairing numbers of 1 or more and a board number of 0 or more, was "
              + white
              + "-"
              + black
              + " board "
              + board);
    }
  }

  /** The board as the {@code ### MPA} comment writes it: {@code 12-7} or {@code 12-7 board 3}. */
  @Override
  public String toString() {
    return white + "-" + black + (board > 0 ? " board " + board : "");
  }
}
