/**
 * The Team Pairing System (C.04.6, 2026): teams paired by the shared two-stage procedure with the
 * Team criteria C7-C10, the colour allocation of Article 4 and a checker of team files (the literal
 * procedural oracle, {@code TeamProceduralPairer}, is in the test tree).
 */
package org.swisspair.solver.team;
