package org.swisspair.solver.pairing;

import org.swisspair.solver.criteria.Avoidance;

/**
 * A pairing system that can honour soft avoidance (not FIDE; issue 34, ARB-10) as its
 * lowest-priority criterion, after every criterion of the system and before its final candidate
 * order.
 */
public interface AvoidingSystem extends PairingSystem {
  /** This system with {@code avoidance} as its last criterion; without an avoided pair, itself. */
  PairingSystem withAvoidance(Avoidance avoidance);
}
