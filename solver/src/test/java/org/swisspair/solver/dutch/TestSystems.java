package org.swisspair.solver.dutch;

import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.pairing.PairingSystem;

/**
 * The Dutch systems the tests compare, each on the test thresholds ({@link DutchTuning#TESTS}), so
 * that small fields go through the priced, staged and tight-rest solves the largest fields take.
 */
final class TestSystems {
  private TestSystems() {}

  /** Every path, on the test thresholds. */
  static DutchPairingSystem fast() {
    return new DutchPairingSystem(DutchTuning.TESTS);
  }

  /** The matching path alone: every path but the bounded candidates, which decide most brackets. */
  static DutchPairingSystem matchingOnly() {
    return new DutchPairingSystem(DutchTuning.TESTS.withBoundedCandidates(false));
  }

  /** The exact graphs without shortcuts, in assertion mode. */
  static PairingSystem reference() {
    return VerifyingPairingSystem.of(
        new DutchPairingSystem(DutchTuning.REFERENCE.withTestThresholds()));
  }

  /** Every pricing round visiting every pair, nothing decided by classes, in assertion mode. */
  static PairingSystem classless() {
    return VerifyingPairingSystem.of(
        new DutchPairingSystem(DutchTuning.CLASSLESS.withTestThresholds()));
  }
}
