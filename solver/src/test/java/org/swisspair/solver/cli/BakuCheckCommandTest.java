package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code check --baku} on the individual systems (C.04.7): a tournament played with Baku
 * acceleration, stripped of its 192 code and its virtual points, is reproduced only when the check
 * is told to accelerate.
 */
class BakuCheckCommandTest {
  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "dubov", "lim"})
  void checkWithBakuReproducesAnAcceleratedTournamentWithoutItsCode(String system)
      throws IOException {
    Path played = dir.resolve(system + ".trf");
    CliRun.of(
            "generate",
            "--system",
            system,
            "--players",
            "16",
            "--rounds",
            "6",
            "--seed",
            "31",
            "--baku",
            "-o",
            played.toString())
        .succeeds();
    Path plain = dir.resolve(system + "-plain.trf");
    String stripped =
        Files.readString(played)
            .lines()
            .filter(l -> !l.startsWith("192") && !l.startsWith("XXA"))
            .collect(Collectors.joining("\n", "", "\n"));
    Files.writeString(plain, stripped);

    CliRun without = CliRun.of("check", plain.toString(), "--system", system);
    assertThat(without.exit())
        .as("without Baku some round differs: %s", without.out())
        .isEqualTo(1);

    CliRun with = CliRun.of("check", plain.toString(), "--system", system, "--baku");
    assertThat(with.exit()).as("stdout: %s stderr: %s", with.out(), with.err()).isZero();
    assertThat(with.out()).contains("6 rounds checked, 0 differ");
  }
}
