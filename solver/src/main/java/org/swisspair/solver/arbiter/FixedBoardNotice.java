package org.swisspair.solver.arbiter;

import org.swisspair.model.trf.ManualBoard;

/**
 * What the arbiter's hand breaks that the engine would keep: a fixed board's criterion (ARB-2) or a
 * chosen PAB above the lowest score (checklist Q66, ARB-16); allowed and reported.
 *
 * @param board the fixed board, null for a notice on the chosen PAB
 * @param criterion the criterion, e.g. {@code C1}, {@code colours} or {@code PAB}
 * @param absolute true when the criterion is absolute (the engine could never pair it so)
 * @param text what is broken, in words
 */
public record FixedBoardNotice(ManualBoard board, String criterion, boolean absolute, String text) {

  /** The notice on a chosen PAB, from {@link org.swisspair.solver.checker.LowestScoreBye}. */
  public static FixedBoardNotice pab(String text) {
    return new FixedBoardNotice(null, "PAB", false, text);
  }
}
