package org.swisspair.model;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates the repository's {@code fixtures/} folder for tests. */
public final class Fixtures {
  private Fixtures() {}

  /**
   * The fixtures folder: system property {@code swisspair.fixtures}, else the first {@code
   * fixtures/} found walking up from the working directory.
   */
  public static Path root() {
    String property = System.getProperty("swisspair.fixtures");
    if (property != null && !property.isBlank()) {
      return Path.of(property).toAbsolutePath();
    }
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      Path candidate = dir.resolve("fixtures");
      if (Files.isDirectory(candidate.resolve("real"))
          || Files.isDirectory(candidate.resolve("dutch"))) {
        return candidate;
      }
    }
    throw new IllegalStateException(
        "no fixtures/ folder above "
            + Path.of("").toAbsolutePath()
            + "; set -Dswisspair.fixtures=/path/to/fixtures");
  }

  /** A file or folder below the fixtures root. */
  public static Path resolve(String relative) {
    return root().resolve(relative);
  }
}
