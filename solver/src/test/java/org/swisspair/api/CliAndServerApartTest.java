package org.swisspair.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The command line and the service are two adapters over the operations layer: neither names the
 * other's package, in an import or a qualified name, in code or comment.
 */
class CliAndServerApartTest {
  private static final Path SOURCES =
      Path.of("src/main/java/org/swisspair/solver").toAbsolutePath();

  private static List<String> naming(String folder, String other) throws IOException {
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(SOURCES.resolve(folder))) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
        List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
          if (lines.get(i).contains("org.swisspair.solver." + other)) {
            found.add(SOURCES.relativize(f) + ":" + (i + 1) + ": " + lines.get(i).strip());
          }
        }
      }
    }
    return found;
  }

  @Test
  void theServiceNamesNothingOfTheCommandLine() throws IOException {
    assertThat(Files.isDirectory(SOURCES.resolve("server"))).isTrue();
    assertThat(naming("server", "cli")).isEmpty();
  }

  @Test
  void theCommandLineNamesNothingOfTheService() throws IOException {
    assertThat(Files.isDirectory(SOURCES.resolve("cli"))).isTrue();
    assertThat(naming("cli", "server")).isEmpty();
  }

  @Test
  void theScanFindsAReferenceWhereThereIsOne() throws IOException {
    // The scan itself: the service does name the operations layer it answers with.
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(SOURCES.resolve("server"))) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        if (Files.readString(f).contains("org.swisspair.api.Operations")) {
          found.add(f.toString());
        }
      }
    }
    assertThat(found).isNotEmpty();
    assertThat(FixtureFiles.root()).exists();
  }
}
