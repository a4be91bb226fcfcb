package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * Golden test: every case of {@code fixtures/cases.tsv}, a state and the pairing on which two
 * FIDE-endorsed engines agree, is reproduced exactly: same pairs, same colours, same PAB, same
 * board order.
 */
class DutchFixturesTest {

  static Stream<Arguments> cases() throws IOException {
    Path root = FixtureFiles.root();
    List<Arguments> out = new ArrayList<>();
    List<String> lines = Files.readAllLines(root.resolve("cases.tsv"));
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t");
      out.add(Arguments.of(f[0], Integer.parseInt(f[2]), f[10]));
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void reproducesTheEndorsedEnginesPairing(String trf, int round, String boardOrder)
      throws Exception {
    Path root = FixtureFiles.root();
    Tournament t = new TrfReader().read(root.resolve(trf));
    RoundPairing pairing =
        VerifyingPairingSystem.of(TestSystems.fast()).pair(new RoundState(t, round), false);
    List<Pair> expected = readPairs(root.resolve(trf.replace(".trf", ".pairs")));
    assertThat(new HashSet<>(pairing.boards()))
        .as("pairs of %s", trf)
        .isEqualTo(new HashSet<>(expected));
    if (boardOrder.equals("same")) {
      assertThat(pairing.boards()).as("board order of %s", trf).isEqualTo(expected);
    }
  }

  static List<Pair> readPairs(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file);
    int count = Integer.parseInt(lines.get(0).trim());
    List<Pair> pairs = new ArrayList<>();
    for (int i = 1; i <= count; i++) {
      String[] f = lines.get(i).trim().split("\\s+");
      pairs.add(new Pair(Integer.parseInt(f[0]), Integer.parseInt(f[1])));
    }
    return pairs;
  }
}
