/**
 * The arbiter's hand on the engine (C.04.2 4.4; FIDE's acceptance checklist Q40-46, Q64-69, Q196):
 * a round paired around boards the arbiter fixed or a PAB the arbiter chose, by the system's own
 * rules for everyone else ({@link org.swisspair.solver.arbiter.ManualPairer}), and the verdict on
 * whether a tournament is still in FIDE mode ({@link org.swisspair.solver.arbiter.FideMode}). The
 * {@code ###} comments that record both in a file are {@code model.trf.ManualRounds} and {@code
 * model.trf.FideModeComment}.
 */
package org.swisspair.solver.arbiter;
