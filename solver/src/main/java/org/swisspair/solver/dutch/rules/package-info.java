/**
 * The rules of the FIDE (Dutch) system (C.04.3) that the engine, the checker, the explanation and
 * the procedural oracle share: the ranking order (1.2), the criteria C1-C21 (Article 2) as one
 * ordered list whose members each weigh a bracket-graph edge and measure a finished bracket, and
 * the colour allocation (Article 5).
 */
package org.swisspair.solver.dutch.rules;
