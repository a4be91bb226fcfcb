package org.swisspair.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Headless Chromium for the tests that read a page's DOM or take its screenshot. */
public final class HeadlessChromium {
  private HeadlessChromium() {}

  /**
   * Runs Chromium with {@code args} and a fresh profile under {@code dir}, and returns its standard
   * output; the flags keep it off the network this machine does not have.
   */
  public static String run(Path dir, String... args) throws Exception {
    Path profile = Files.createTempDirectory(dir, "profile");
    List<String> command =
        new ArrayList<>(
            List.of(
                binary(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--user-data-dir=" + profile));
    command.addAll(List.of(args));
    Path log = dir.resolve("chromium.log");
    Process p =
        new ProcessBuilder(command)
            .redirectError(log.toFile())
            .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
            .start();
    byte[] out = p.getInputStream().readAllBytes();
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("chromium finished").isTrue();
    assertThat(p.exitValue()).as("chromium exit; log:%n%s", Files.readString(log)).isZero();
    return new String(out, StandardCharsets.UTF_8);
  }

  /** Chromium from $CHROMIUM, else on the PATH, else the system package; absence fails the test. */
  public static String binary() {
    List<String> candidates = new ArrayList<>();
    candidates.add(System.getenv("CHROMIUM"));
    String path = System.getenv("PATH");
    for (String d : path == null ? new String[0] : path.split(File.pathSeparator)) {
      candidates.add(d + "/chromium");
      candidates.add(d + "/chromium-browser");
    }
    candidates.addAll(List.of("/usr/bin/chromium", "/usr/bin/chromium-browser"));
    for (String candidate : candidates) {
      if (candidate != null && !candidate.isBlank() && Files.isExecutable(Path.of(candidate))) {
        return candidate;
      }
    }
    throw new AssertionError(
        "Chromium not found: run ./swisspair-test (it installs the Debian package 'chromium')"
            + " or set CHROMIUM to a Chromium executable");
  }
}
