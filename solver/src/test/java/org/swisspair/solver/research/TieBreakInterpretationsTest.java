package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The tie-break readings (TIE-n) of {@code INTERPRETATIONS.md} and the code name the same ones:
 * every documented id is cited where the code applies it, and the code cites no other.
 */
class TieBreakInterpretationsTest {
  private static final Pattern ID = Pattern.compile("\\bTIE-\\d+\\b");
  private static final Path ROOT = Path.of("..");

  @Test
  void everyTieBreakReadingIsCitedInTheCodeAndNoOther() throws IOException {
    Set<String> documented = new TreeSet<>();
    for (String line : Files.readAllLines(ROOT.resolve("INTERPRETATIONS.md"))) {
      Matcher m = ID.matcher(line);
      if (line.startsWith("| ") && m.find() && line.indexOf(m.group()) < 12) {
        documented.add(m.group());
      }
    }
    Set<String> cited = new TreeSet<>();
    try (Stream<Path> files = Files.walk(ROOT.resolve("solver/src/main/java"))) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        Matcher m = ID.matcher(Files.readString(f));
        while (m.find()) {
          cited.add(m.group());
        }
      }
    }
    assertThat(documented).hasSize(17);
    assertThat(cited).as("cited but not documented").isSubsetOf(documented);
    assertThat(documented).as("documented but not cited").isSubsetOf(cited);
  }
}
