/**
 * The Team Pairing System (C.04.6, 2026): teams paired by the shared two-stage procedure with the
 * Team criteria C7-C10, the colour allocation of Article 4, a literal procedural oracle and a
 * checker of team files.
 */
package org.swisspair.solver.team;
