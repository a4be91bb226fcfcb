package org.swisspair.solver.checker;

import org.swisspair.model.PlayerState;

/**
 * Rules whose absolute criteria bind the colours of a board as paired, not only who may meet whom:
 * the rating-based system's B2 (old C.04.1 B.2, "No player's colour difference will become >+2 or
 * <-2", with the note to B). Rules that implement it are asked about every board.
 */
public interface BoardColourRule {
  /**
   * The absolute criterion that {@code white} playing White against {@code black} breaks, or null.
   */
  Violation breaks(PlayerState white, PlayerState black);
}
