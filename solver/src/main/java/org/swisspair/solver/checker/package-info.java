/**
 * An independent pairing checker: re-derives the FIDE criteria (C.04.1, Dutch Articles 1-5) from
 * the round state alone, without calling any pairing system's code.
 */
package org.swisspair.solver.checker;
