package org.swisspair.solver.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of the whole {@code swisspair pair IN -o OUT} path in this process: exit
 * 0, 1, 3 or 4, one error line without a stack trace, and an output file that is either complete or
 * untouched.
 *
 * <p>The default build replays the kept inputs in {@code PairFuzzTestInputs/} (seeds and every
 * crash found so far); {@code mvn verify -Pslow} fuzzes for {@code maxDuration}.
 */
@Tag("fuzz")
class PairFuzzTest {

  @FuzzTest(maxDuration = "10m")
  void pairExitsCleanlyAndWritesAllOrNothing(byte[] input) {
    FuzzTargets.pair(input);
  }
}
