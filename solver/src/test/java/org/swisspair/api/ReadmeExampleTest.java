package org.swisspair.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.Tournament;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The README's "Use as a library" example is compiled against the library jars' classes and run, so
 * it cannot go stale: a change to the API that breaks the snippet fails this test.
 */
class ReadmeExampleTest {
  private static final String MARKER = "<!-- README example: PairNextRound.java -->";

  @TempDir Path dir;

  @Test
  void readmeLibraryExampleCompilesAndPairsTheNextRound() throws Exception {
    String readme = Files.readString(FixtureFiles.root().getParent().resolve("README.md"));
    int at = readme.indexOf(MARKER);
    assertThat(at).as("README holds the marker %s", MARKER).isNotNegative();
    Matcher block =
        Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme.substring(at));
    assertThat(block.find()).as("a java block after the marker").isTrue();
    Path source = dir.resolve("PairNextRound.java");
    Files.writeString(source, block.group(1));

    // Only the two library jars' classes: the snippet needs nothing else.
    String classPath =
        location(Swisspair.class) + java.io.File.pathSeparator + location(Tournament.class);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int compiled =
        javac.run(
            null,
            diagnostics,
            diagnostics,
            "-cp",
            classPath,
            "-d",
            dir.toString(),
            "-Xlint:all",
            "-Werror",
            source.toString());
    assertThat(compiled).as(diagnostics.toString(StandardCharsets.UTF_8)).isZero();

    String out = runMain(FixtureFiles.root().resolve("examples/example.trf"));
    assertThat(out).contains("Round 4 pairings, Dutch system", "Criteria of the Dutch system");
    assertThat(out).contains("rounds checked");
  }

  private String runMain(Path trf) throws Exception {
    PrintStream saved = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
      Method main = loader.loadClass("PairNextRound").getMethod("main", String[].class);
      System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
      main.invoke(null, (Object) new String[] {trf.toString()});
    } finally {
      System.setOut(saved);
    }
    return captured.toString(StandardCharsets.UTF_8);
  }

  private static String location(Class<?> c) throws Exception {
    return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }
}
