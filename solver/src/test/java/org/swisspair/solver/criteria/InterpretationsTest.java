package org.swisspair.solver.criteria;

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
 * The interpretations document and the code name the same readings: every id in {@code
 * INTERPRETATIONS.md} is cited where the code applies it, and the code cites no other.
 */
class InterpretationsTest {
  private static final Pattern ID =
      Pattern.compile("\\b(GEN|DUT|BUR|DUB|DSW|TEA|TEAM|LIM|RTG|SIM|ARB)-\\d+\\b");
  private static final Path ROOT = Path.of("..");

  @Test
  void everyDocumentedReadingIsCitedInTheCodeAndNoOther() throws IOException {
    Set<String> documented = new TreeSet<>();
    for (String line : Files.readAllLines(ROOT.resolve("INTERPRETATIONS.md"))) {
      if (line.startsWith("| ")) {
        Matcher m = ID.matcher(line.substring(0, Math.min(line.length(), 12)));
        if (m.find()) {
          documented.add(m.group());
        }
      }
    }
    Set<String> cited = new TreeSet<>();
    for (String module : new String[] {"model", "solver"}) {
      for (String tree : new String[] {"src/main/java", "src/test/java"}) {
        try (Stream<Path> files = Files.walk(ROOT.resolve(module).resolve(tree))) {
          for (Path f : files.filter(p -> isCode(tree, p.getFileName().toString())).toList()) {
            Matcher m = ID.matcher(Files.readString(f));
            while (m.find()) {
              cited.add(m.group());
            }
          }
        }
      }
    }

    assertThat(documented).as("ids in INTERPRETATIONS.md").isNotEmpty();
    assertThat(cited).as("ids cited in the code but not documented").isSubsetOf(documented);
    assertThat(documented).as("documented ids that no code cites").isSubsetOf(cited);
  }

  /** Production code, and the tests' literal oracles, which read the rules as the text does. */
  private static boolean isCode(String tree, String name) {
    return name.endsWith(".java")
        && (tree.equals("src/main/java")
            || name.endsWith("ProceduralPairer.java")
            || name.startsWith("Literal"));
  }
}
