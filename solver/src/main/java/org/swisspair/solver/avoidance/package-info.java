/**
 * Soft avoidance (issue 34; not FIDE, ARB-10): groups of players who should not meet "if possible"
 * (club, federation, family), read from a tournament ({@link AvoidanceReader}) and honoured by a
 * pairing system as its lowest-priority criterion ({@link SoftAvoidance}).
 */
package org.swisspair.solver.avoidance;
