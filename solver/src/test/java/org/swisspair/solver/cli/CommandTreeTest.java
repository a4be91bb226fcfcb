package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.testing.FixtureFiles;
import picocli.CommandLine;

/**
 * The command line builds only the subcommand its arguments name: every run through that smaller
 * tree prints and exits exactly as through the whole tree.
 */
class CommandTreeTest {

  @TempDir Path dir;

  /** The names Main dispatches on are the whole tree's commands, in its order. */
  @Test
  void commandNamesAreTheTreesCommands() {
    CommandLine full = Main.commandLine(io(new ByteArrayOutputStream()));
    assertThat(List.copyOf(full.getSubcommands().keySet())).isEqualTo(Main.COMMANDS);
  }

  /** A named subcommand is the only one built; a bare --version builds none; else all. */
  @Test
  void onlyTheNamedSubcommandIsBuilt() {
    Io io = io(new ByteArrayOutputStream());
    assertThat(Main.commandLine(io, List.of("pair", "x.trf")).getSubcommands().keySet())
        .containsExactly("pair");
    assertThat(Main.commandLine(io, List.of("--version")).getSubcommands()).isEmpty();
    assertThat(Main.commandLine(io, List.of("completion")).getSubcommands().keySet())
        .containsExactlyElementsOf(Main.COMMANDS);
    assertThat(Main.commandLine(io, List.of("--help")).getSubcommands().keySet())
        .containsExactlyElementsOf(Main.COMMANDS);
    assertThat(Main.commandLine(io, List.of("--version", "pair")).getSubcommands().keySet())
        .containsExactlyElementsOf(Main.COMMANDS);
  }

  /** Help, usage errors, failures and a pairing: the same bytes and exit code either way. */
  @Test
  void theSmallerTreeRunsAsTheWholeTree() throws Exception {
    Path example = dir.resolve("example.trf");
    Files.copy(FixtureFiles.root().resolve("examples/example.trf"), example);
    String in = example.toString();
    List<List<String>> runs = new ArrayList<>();
    for (String c : Main.COMMANDS) {
      if (!c.equals("completion")) {
        runs.add(List.of(c, "--help"));
        runs.add(List.of(c, "-h"));
        runs.add(List.of(c, "--no-such-option"));
        runs.add(List.of(c, "--version"));
      }
    }
    runs.add(List.of("--version"));
    runs.add(List.of("-V"));
    runs.add(List.of("pair"));
    runs.add(List.of("pair", dir.resolve("missing.trf").toString()));
    runs.add(List.of("pair", in));
    runs.add(List.of("pair", in, "--system", "burstein", "--format", "TEXT"));
    runs.add(List.of("pair", in, "--system", "no-such-system"));
    runs.add(List.of("pair", in, "--format", "nonsense"));
    runs.add(List.of("pair", in, "--round", "0"));
    runs.add(List.of("pair", in, "extra"));
    runs.add(List.of("check", in));
    runs.add(List.of("check"));
    runs.add(List.of("convert", in, "-"));
    runs.add(List.of("generate", "--players", "x"));
    runs.add(List.of("standings", in));
    for (List<String> args : runs) {
      String[] a = args.toArray(String[]::new);
      String whole = run(a, true);
      String smaller = run(a, false);
      assertThat(smaller).as("swisspair %s", String.join(" ", args)).isEqualTo(whole);
    }
  }

  /** {@code --version} and {@code -V} alone print what picocli prints, without it. */
  @Test
  void versionAlonePrintsWhatPicocliPrints() {
    for (String v : new String[] {"--version", "-V"}) {
      CliRun direct = CliRun.of(v);
      assertThat(
              "exit " + direct.exit() + "\n--- out\n" + direct.out() + "--- err\n" + direct.err())
          .isEqualTo(run(new String[] {v}, true));
      assertThat(direct.out()).startsWith("swisspair ").contains("burstein");
    }
  }

  /** Exit code, standard output and standard error of one run through the chosen tree. */
  private static String run(String[] args, boolean wholeTree) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      Io io = new Io(new ByteArrayInputStream(new byte[0]), o, e, false);
      CommandLine cl = wholeTree ? Main.commandLine(io) : Main.commandLine(io, Arrays.asList(args));
      int code;
      try {
        code = cl.execute(args);
      } catch (RuntimeException x) {
        code = Main.report(io, x);
      }
      o.flush();
      e.flush();
      return "exit "
          + code
          + "\n--- out\n"
          + out.toString(StandardCharsets.UTF_8)
          + "--- err\n"
          + err.toString(StandardCharsets.UTF_8);
    }
  }

  private static Io io(ByteArrayOutputStream sink) {
    PrintStream p = new PrintStream(sink, true, StandardCharsets.UTF_8);
    return new Io(new ByteArrayInputStream(new byte[0]), p, p, false);
  }
}
