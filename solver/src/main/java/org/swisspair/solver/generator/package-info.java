/**
 * Random but reproducible tournaments: players, pre-set byes, late entries, withdrawals and
 * simulated results around a pairing system, and a self-test that re-checks them.
 */
package org.swisspair.solver.generator;
