package org.swisspair.solver.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Locates the repository's {@code fixtures/} folder from tests. */
public final class FixtureFiles {
  private FixtureFiles() {}

  /** The fixtures folder: system property {@code swisspair.fixtures}, else found upwards. */
  public static Path root() {
    String prop = System.getProperty("swisspair.fixtures");
    if (prop != null && Files.isDirectory(Paths.get(prop))) {
      return Paths.get(prop).toAbsolutePath().normalize();
    }
    Path dir = Paths.get("").toAbsolutePath();
    while (dir != null) {
      if (Files.isDirectory(dir.resolve("fixtures").resolve("dutch"))) {
        return dir.resolve("fixtures");
      }
      dir = dir.getParent();
    }
    throw new IllegalStateException("fixtures/ folder not found above " + Paths.get("").toAbsolutePath());
  }
}
