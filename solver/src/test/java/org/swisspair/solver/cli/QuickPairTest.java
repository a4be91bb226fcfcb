package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * {@code pair} read without picocli: taken only for the plain forms, and then the same output,
 * files and exit code as through picocli.
 */
class QuickPairTest {

  @TempDir Path dir;

  @Test
  void plainFormsAreReadWithoutPicocli() {
    Io io = io();
    assertThat(QuickPair.parse(io, List.of("pair", "in.trf"))).isNotNull();
    PairCommand c =
        QuickPair.parse(
            io,
            List.of(
                "pair",
                "in.trf",
                "--system",
                "burstein",
                "-o",
                "out",
                "--format",
                "Json",
                "--round",
                "3",
                "--explain",
                "--trust-results",
                "--baku"));
    assertThat(c).isNotNull();
    assertThat(c.input).isEqualTo(Path.of("in.trf"));
    assertThat(c.systemOption.system).isEqualTo("burstein");
    assertThat(c.output).isEqualTo(Path.of("out"));
    assertThat(c.format).isEqualTo(PairCommand.OutputFormat.JSON);
    assertThat(c.round).isEqualTo(3);
    assertThat(c.explain && c.trustResults && c.baku).isTrue();
  }

  @Test
  void everythingElseGoesToPicocli() {
    Io io = io();
    for (List<String> args :
        List.of(
            List.of("pair"),
            List.of("check", "in.trf"),
            List.of("pair", "in.trf", "--help"),
            List.of("pair", "in.trf", "-h"),
            List.of("pair", "in.trf", "--version"),
            List.of("pair", "in.trf", "other.trf"),
            List.of("pair", "in.trf", "--system"),
            List.of("pair", "in.trf", "--system=burstein"),
            List.of("pair", "in.trf", "--system", "dutch", "--system", "lim"),
            List.of("pair", "in.trf", "-o", "a", "--output", "b"),
            List.of("pair", "in.trf", "-o", "-"),
            List.of("pair", "in.trf", "--round", "-1"),
            List.of("pair", "in.trf", "--round", "+1"),
            List.of("pair", "in.trf", "--round", "1234567890"),
            List.of("pair", "in.trf", "--format", "yaml"),
            List.of("pair", "in.trf", "--no-such-option"),
            List.of("pair", "@args.txt"),
            List.of("pair", "--", "in.trf"),
            List.of("pair", "in.trf", "-oout"))) {
      assertThat(QuickPair.parse(io, args)).as(String.join(" ", args)).isNull();
    }
  }

  /** The same bytes on both streams, the same exit code and output file, either way. */
  @Test
  void runsAsPicocliDoes() throws Exception {
    Path example = dir.resolve("example.trf");
    Files.copy(FixtureFiles.root().resolve("examples/example.trf"), example);
    String in = example.toString();
    List<List<String>> runs = new ArrayList<>();
    runs.add(List.of("pair", in));
    runs.add(List.of("pair", in, "--system", "burstein"));
    runs.add(List.of("pair", in, "--system", "BURSTEIN", "--format", "text"));
    runs.add(List.of("pair", in, "--format", "json", "--explain"));
    runs.add(List.of("pair", in, "--format", "ENGINE", "--round", "2"));
    runs.add(List.of("pair", in, "--round", "02"));
    runs.add(List.of("pair", in, "--round", "010"));
    runs.add(List.of("pair", in, "--round", "0"));
    runs.add(List.of("pair", in, "--round", "99"));
    runs.add(List.of("pair", in, "--baku", "--trust-results"));
    runs.add(List.of("pair", in, "--system", "no-such-system"));
    runs.add(List.of("pair", in, "--system", "dutch", "--primary-score", "game"));
    runs.add(List.of("pair", in, "--system", "team", "--colour-preferences", "C"));
    runs.add(List.of("pair", dir.resolve("missing.trf").toString()));
    runs.add(List.of("pair", dir.toString()));
    runs.add(List.of("pair", "-", "--system", "lim"));
    for (List<String> args : runs) {
      assertThat(QuickPair.parse(io(), args)).as(String.join(" ", args)).isNotNull();
      assertThat(run(args, true)).as(String.join(" ", args)).isEqualTo(run(args, false));
    }
    List<String> toFile = List.of("pair", in, "-o", "OUT", "--system", "dubov");
    assertThat(run(toFile, true)).isEqualTo(run(toFile, false));
  }

  /**
   * Exit code, both streams and the output file of one run through {@link Main#run} (quick) or
   * picocli, with the example file on standard input.
   */
  private String run(List<String> template, boolean quick) throws Exception {
    Path out = dir.resolve(quick ? "quick.out" : "picocli.out");
    Files.deleteIfExists(out);
    String[] args =
        template.stream().map(a -> a.equals("OUT") ? out.toString() : a).toArray(String[]::new);
    ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    ByteArrayOutputStream stderr = new ByteArrayOutputStream();
    byte[] stdin = Files.readAllBytes(FixtureFiles.root().resolve("examples/example.trf"));
    int code;
    try (PrintStream o = new PrintStream(stdout, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(stderr, true, StandardCharsets.UTF_8)) {
      if (quick) {
        code = Main.run(args, new ByteArrayInputStream(stdin), o, e);
      } else {
        Io io = new Io(new ByteArrayInputStream(stdin), o, e, false);
        code = Main.commandLine(io).execute(args);
      }
    }
    return "exit "
        + code
        + "\n--- out\n"
        + stdout.toString(StandardCharsets.UTF_8)
        + "--- err\n"
        + stderr.toString(StandardCharsets.UTF_8).replace(out.toString(), "OUT")
        + "--- file\n"
        + (Files.exists(out) ? Files.readString(out) : "(none)");
  }

  private static Io io() {
    PrintStream p = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    return new Io(new ByteArrayInputStream(new byte[0]), p, p, false);
  }
}
