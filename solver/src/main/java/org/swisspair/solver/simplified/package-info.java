/**
 * The simplified rules of the Swiss system by Roman Vincze (based on "The Rules of Chess", 1986):
 * score groups split with the larger lower half, a greedy opponent search re-split after every pair
 * with chronological backtracking, the bye as the outer loop, and five colour rules applied after
 * the pairing.
 */
package org.swisspair.solver.simplified;
