package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bbpPairings' {@code --dutch -p [OUT]} and {@code --dutch -c}, without an input file, read the
 * tournament from standard input; swisspair does the same, as with {@code -} for the input.
 */
class DropInStandardInputTest {
  @TempDir Path dir;

  private static final String TRF =
      String.join(
          "\n",
          "XXR 5",
          "XXC white1",
          "001    1      Player0001                        2400                             1.0"
              + "    1     3 w 1",
          "001    2      Player0002                        2300                             1.0"
              + "    2     4 b 1",
          "001    3      Player0003                        2200                             0.0"
              + "    3     1 b 0",
          "001    4      Player0004                        2100                             0.0"
              + "    4     2 w 0",
          "");

  private static CliRun withInput(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), o, e);
    }
    return new CliRun(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void pairAndCheckWithoutAnInputFileReadStandardInput() throws IOException {
    Path file = dir.resolve("in.trf");
    Files.writeString(file, TRF);
    String expected = CliRun.of("--dutch", file.toString(), "-p").succeeds().out();
    assertThat(expected).startsWith("2\n");

    assertThat(withInput(TRF, "--dutch", "-p").succeeds().out()).isEqualTo(expected);
    Path out = dir.resolve("out.txt");
    assertThat(withInput(TRF, "--dutch", "-p", out.toString()).succeeds().out()).isEmpty();
    assertThat(Files.readString(out)).isEqualTo(expected);
    assertThat(withInput(TRF, "--dutch", "-c").succeeds().out()).contains("Round #1");
  }
}
