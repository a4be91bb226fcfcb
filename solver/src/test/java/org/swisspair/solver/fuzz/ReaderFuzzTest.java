package org.swisspair.solver.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of {@link org.swisspair.model.trf.TrfReader} on arbitrary bytes: it must
 * return a tournament or throw a {@code TrfFormatException} with a position and a field.
 *
 * <p>The default build replays the kept inputs in {@code ReaderFuzzTestInputs/} (seeds and every
 * crash found so far); {@code mvn verify -Pslow} fuzzes for {@code maxDuration}.
 */
@Tag("fuzz")
class ReaderFuzzTest {

  @FuzzTest(maxDuration = "10m")
  void readerReturnsATournamentOrAFormatError(byte[] input) {
    FuzzTargets.reader(input);
  }
}
