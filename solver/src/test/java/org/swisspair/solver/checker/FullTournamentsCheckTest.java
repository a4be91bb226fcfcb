package org.swisspair.solver.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * Checker conformance: every {@code fixtures/dutch/*}{@code /full.trf}, re-paired round by round
 * with the Dutch system (C.04.2 1.4), equals the file in every round on which the two endorsed
 * engines agreed ({@code rounds_not_included} of {@code tournaments.tsv} skipped), and no round
 * breaks an absolute criterion.
 */
class FullTournamentsCheckTest {

  static Stream<Arguments> tournaments() throws IOException {
    List<Arguments> out = new ArrayList<>();
    for (String[] row : rows()) {
      out.add(Arguments.of(row[0], skipList(row[14])));
    }
    return out.stream();
  }

  /** The rows of {@code tournaments.tsv}, without the header. */
  static List<String[]> rows() throws IOException {
    List<String> lines = Files.readAllLines(FixtureFiles.root().resolve("tournaments.tsv"));
    List<String[]> rows = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      rows.add(line.split("\t"));
    }
    return rows;
  }

  /** The rounds of a {@code rounds_not_included} cell, e.g. {@code 5,9}; {@code -} for none. */
  static Set<Integer> skipList(String cell) {
    Set<Integer> rounds = new TreeSet<>();
    if (!cell.equals("-")) {
      for (String r : cell.split(",")) {
        rounds.add(Integer.parseInt(r.trim()));
      }
    }
    return rounds;
  }

  @ParameterizedTest(name = "{0} skipping {1}")
  @MethodSource("tournaments")
  void everyAgreedRoundIsReproducedWithoutAbsoluteViolations(String name, Set<Integer> skip)
      throws Exception {
    Path file = FixtureFiles.root().resolve("dutch").resolve(name).resolve("full.trf");
    Tournament t = new TrfReader().read(file);

    CheckReport report =
        new TournamentChecker(VerifyingPairingSystem.of(new DutchPairingSystem())).check(t, skip);

    assertThat(report.roundsChecked())
        .as("rounds checked of %s", name)
        .isEqualTo(t.roundsPaired() - skip.size());
    assertThat(report.roundsDiffering()).as("%s: %s", name, report.describe()).isZero();
    assertThat(report.rounds())
        .as("%s: %s", name, report.describe())
        .allSatisfy(
            r -> {
              assertThat(r.fileViolations()).isEmpty();
              assertThat(r.engineViolations()).isEmpty();
            });
  }

  @Test
  void checksRound9OfN064AsBbpPairingsPairsIt() throws Exception {
    // The endorsed engines part in round 9 (rounds_not_included); the file holds bbpPairings'
    // pairing: bracket 2.5 downfloats two players, one ends with the PAB, and C9 does not apply
    // there (Note to Dutch 2.4.4, DUT-3). The case is fixtures/crosscheck/pab-c16-n64-r9-of-9.
    Path file = FixtureFiles.root().resolve("dutch/n064-r09-messy-s5016/full.trf");
    Tournament t = new TrfReader().read(file);

    CheckReport report =
        new TournamentChecker(VerifyingPairingSystem.of(new DutchPairingSystem()))
            .check(t, Set.of(1, 2, 3, 4, 5, 6, 7, 8));

    assertThat(report.roundsChecked()).isEqualTo(1);
    assertThat(report.roundsDiffering()).as(report.describe()).isZero();
  }
}
