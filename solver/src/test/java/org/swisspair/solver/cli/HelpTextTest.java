package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.pairing.PairingSystems;
import picocli.CommandLine;

/**
 * The help and version texts name every system of the registry and never call one "not built":
 * {@code --help}, {@code --version} and {@code COMMAND --help} for every command of the tree.
 */
class HelpTextTest {

  @Test
  void topHelpListsEverySystemWithItsArticleAndDropInFlag() {
    String help = CliRun.of("--help").succeeds().out();
    for (PairingSystems.Entry e : PairingSystems.REGISTRY) {
      assertThat(help)
          .as("--help names %s", e.name())
          .containsPattern(
              "(?m)^  " + Pattern.quote(e.name()) + " +" + Pattern.quote(e.displayName()))
          .contains(e.article());
      if (!e.name().equals("dutch")) {
        assertThat(help).contains("--" + e.name());
      }
    }
    assertNoUnbuiltSystem(help);
    assertThat(help).doesNotContain("Dutch system C.04.3)");
  }

  @Test
  void everyCommandHasHelpAndNoneCallsASystemUnbuilt() {
    List<String> commands = commandNames();
    assertThat(commands).contains("pair", "check", "generate", "selftest", "convert", "simulate");
    for (String c : commands) {
      String help = CliRun.of(c, "--help").succeeds().out();
      assertThat(help).as("%s --help", c).contains("Usage: swisspair " + c);
      assertNoUnbuiltSystem(help);
      if (help.contains("--system ")) {
        for (String name : PairingSystems.ALL) {
          assertThat(help).as("%s --help lists the system %s", c, name).contains(name);
        }
      }
    }
  }

  @Test
  void versionShowsThePomVersionAndEverySystem() throws Exception {
    String version = CliRun.of("--version").succeeds().out();
    List<String> lines = version.lines().toList();
    assertThat(lines.get(0)).isEqualTo("swisspair " + pomVersion());
    assertThat(lines.get(0)).matches("swisspair \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
    for (PairingSystems.Entry e : PairingSystems.REGISTRY) {
      assertThat(version)
          .containsPattern(
              "(?m)^  "
                  + Pattern.quote(e.name())
                  + " +"
                  + Pattern.quote(e.displayName())
                  + " +"
                  + Pattern.quote(e.article()));
    }
    assertNoUnbuiltSystem(version);
    assertThat(CliRun.of("pair", "--version").succeeds().out()).isEqualTo(version);
  }

  /** Every system of the registry pairs today, so no text may say otherwise. */
  private static void assertNoUnbuiltSystem(String text) {
    assertThat(PairingSystems.built()).isEqualTo(PairingSystems.ALL);
    assertThat(text.toLowerCase(Locale.ROOT)).doesNotContain("not built");
  }

  /** The commands of the tree the program runs, hidden ones included. */
  private static List<String> commandNames() {
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(sink, true, StandardCharsets.UTF_8);
    Io io = new Io(new ByteArrayInputStream(new byte[0]), out, out, false);
    CommandLine cl = Main.commandLine(io);
    return List.copyOf(cl.getSubcommands().keySet());
  }

  /** The version of the parent POM, the one every module inherits. */
  private static String pomVersion() throws Exception {
    String pom = Files.readString(Path.of("..", "pom.xml"));
    Matcher m =
        Pattern.compile("<artifactId>swisspair-parent</artifactId>\\s*<version>([^<]+)</version>")
            .matcher(pom);
    assertThat(m.find()).as("the parent POM's version").isTrue();
    return m.group(1);
  }
}
