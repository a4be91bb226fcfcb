/**
 * The Swiss machinery every system shares (C.04.1, C.04.2, C.04.7): compatibility of two players,
 * scoregroups and brackets, the PAB-first chooser, colour-history primitives, board order,
 * acceleration as a pairing-score transform, and the setup of the round to pair.
 */
package org.swisspair.solver.swiss;
