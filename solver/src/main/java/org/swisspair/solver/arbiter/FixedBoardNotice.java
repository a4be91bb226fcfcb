package org.swisspair.solver.arbiter;

import org.swisspair.model.trf.ManualBoard;

/**
 * A fixed board that breaks a criterion the engine would keep: the arbiter's decision, allowed and
 * reported (ARB-2).
 *
 * @param board the fixed board
 * @param criterion the criterion, e.g. {@code C1} or {@code colours}
 * @param absolute true when the criterion is absolute (the engine could never pair it so)
 * @param text what is broken, in words
 */
public record FixedBoardNotice(
    ManualBoard board, String criterion, boolean absolute, String text) {}
