/**
 * The pairing checker (C.04.2 1.4): re-pairs each round with a system and compares, and checks a
 * round against the Basic Rules (C.04.1) and the system's absolute criteria. It holds no system's
 * code: what a system forbids, how it allocates colours and how it measures a bracket come from its
 * {@link org.swisspair.solver.pairing.PairingRules}, and the checker never calls the system's
 * engine to judge a pairing.
 */
package org.swisspair.solver.checker;
