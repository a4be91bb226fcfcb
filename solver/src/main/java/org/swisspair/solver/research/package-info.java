/**
 * The research toolkit: one field of players simulated under every pairing system of the registry
 * with the same random draws, final standings with the FIDE tie-breaks (C.07), per-tournament
 * metrics of ranking quality, colour fairness and pairing fairness, and the CSV and HTML reports
 * that compare the systems; other file formats (Parquet) plug in as a {@link
 * org.swisspair.solver.research.TableWriter}.
 */
package org.swisspair.solver.research;
