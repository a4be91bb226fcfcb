/**
 * Random but reproducible tournaments, the random tournament generator of FIDE's acceptance
 * checklist: every setting named or drawn from the seed ({@link
 * org.swisspair.solver.generator.GeneratorRequest}), byes, forfeits, unusual results, withdrawals
 * and late entries per round ({@link org.swisspair.solver.generator.RoundCounts}), results from the
 * FIDE rating table ({@link org.swisspair.solver.generator.ExpectedScore}), final ranks by the
 * tie-break list; and the self-test that re-checks generated files at scale, resumable from a state
 * file.
 */
package org.swisspair.solver.generator;
