package org.swisspair.solver.cli;

import java.io.PrintStream;

/**
 * Where a run writes: standard output for results, standard error for messages and progress.
 *
 * @param out results (pairings, reports, help)
 * @param err error lines and progress bars
 * @param debug print stack traces of failures
 */
record Io(PrintStream out, PrintStream err, boolean debug) {}
