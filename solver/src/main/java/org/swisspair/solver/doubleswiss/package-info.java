/**
 * The Double-Swiss system (2026 handbook, applied from 1 February 2026): two-game matches paired by
 * the shared two-stage procedure ({@link org.swisspair.solver.twostage}) with the Double-Swiss
 * criteria C1-C8 and the colour rules of Article 4.
 */
package org.swisspair.solver.doubleswiss;
