package org.swisspair.model.trf;

import java.util.List;
import java.util.Objects;

/**
 * What the arbiter decided by hand in one round: boards fixed before pairing the rest, and the
 * player (or team) given the pairing-allocated bye (C.04.2 4.4; checklist Q64-69).
 *
 * @param round the round, 1-based
 * @param boards the fixed boards, in the order given
 * @param pab the pairing number given the PAB by the arbiter, 0 when the engine chooses
 * @param otherText the text of a {@code ### MPA} comment that does not list boards in this
 *     convention's form (another program's description of its manual pairing), "" when none
 */
public record ManualRound(int round, List<ManualBoard> boards, int pab, String otherText) {
  /** Checks the round and copies the boards. */
  public ManualRound {
    if (round < 1) {
      throw new IllegalArgumentException("round must be >= 1, was " + round);
    }
    if (pab < 0) {
      throw new IllegalArgumentException("PAB pairing number must be >= 0, was " + pab);
    }
    boards = List.copyOf(boards);
    otherText = Objects.requireNonNullElse(otherText, "");
  }

  /** Boards fixed in {@code round}, and the arbiter's PAB (0: the engine chooses). */
  public ManualRound(int round, List<ManualBoard> boards, int pab) {
    this(round, boards, pab, "");
  }

  /** True when the arbiter decided nothing in this round. */
  public boolean isEmpty() {
    return boards.isEmpty() && pab == 0 && otherText.isEmpty();
  }

  /** True when the round holds manual boards (listed, or described by another program). */
  public boolean hasBoards() {
    return !boards.isEmpty() || !otherText.isEmpty();
  }
}
