/**
 * The Dubov system (C.04.4.1, applied from 1 February 2026): the PAB first, then each scoregroup
 * paired completely with the fewest and best upfloaters (criteria C1-C10 in {@link
 * org.swisspair.solver.dubov.DubovCriteria}), the bracket split into White seekers and Black
 * seekers, re-composed by middle-out shifters, and paired S1 (by ARO) against the first legal
 * transposition of G2 (by TPN); with a literal procedural oracle for small fields. Soft avoidance
 * (not FIDE, ARB-12) is an optional last criterion after C10.
 */
package org.swisspair.solver.dubov;
