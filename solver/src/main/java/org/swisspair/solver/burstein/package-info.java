/**
 * The Burstein system (C.04.4.2, applied from 1 February 2026): seeding rounds by the Dutch system,
 * then brackets ranked by the opposition Index (Buchholz, Sonneborn-Berger, TPN), the PAB first,
 * criteria C1-C8 and the Article 4 order of pairings, each bracket solved by one exact
 * maximum-weight matching built from {@link org.swisspair.solver.burstein.BursteinCriteria}.
 */
package org.swisspair.solver.burstein;
