package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code swisspair} launcher finds its checkout through symbolic links, so a link to it on the
 * PATH runs the jar beside the script, not one beside the link. The launcher is copied into a
 * stand-in checkout whose jar is a marker file, and {@code java} is a stub that prints what it was
 * asked to run, so no build and no JVM are involved.
 */
@EnabledOnOs({OS.LINUX, OS.MAC})
class LauncherTest {
  @TempDir Path dir;

  @Test
  void runsTheJarOfTheCheckoutThroughChainedSymlinks() throws Exception {
    Path checkout = dir.resolve("checkout");
    Files.createDirectories(checkout.resolve("solver/target"));
    Files.copy(Path.of("..", "swisspair"), checkout.resolve("swisspair"));
    executable(checkout.resolve("swisspair"));
    Files.writeString(checkout.resolve("solver/target/swisspair.jar"), "marker");
    Path stubs = dir.resolve("stubs");
    Files.createDirectories(stubs);
    stub(stubs.resolve("java"), "echo \"java $*\"");
    // Building would mean the launcher looked for the jar in the wrong place.
    stub(stubs.resolve("mvn"), "echo 'mvn called' >&2; exit 7");
    // A link on the PATH to a relative link to the script.
    Path other = dir.resolve("other");
    Files.createDirectories(other);
    Files.createSymbolicLink(other.resolve("sp"), checkout.resolve("swisspair"));
    Path bin = dir.resolve("bin");
    Files.createDirectories(bin);
    Files.createSymbolicLink(bin.resolve("swisspair"), Path.of("..", "other", "sp"));

    // A shell finds the command on the PATH given here, as a user's shell would.
    ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", "exec swisspair --dutch in.trf -p");
    pb.environment().put("PATH", bin + ":" + stubs + ":/usr/bin:/bin");
    pb.directory(dir.toFile());
    pb.redirectErrorStream(true);
    Process p = pb.start();
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

    assertThat(p.exitValue()).as(out).isZero();
    Path jar = checkout.toRealPath().resolve("solver/target/swisspair.jar");
    assertThat(out.strip())
        .isEqualTo("java -Xss16m -XX:+UseSerialGC -jar " + jar + " --dutch in.trf -p");
  }

  private static void stub(Path file, String body) throws IOException {
    Files.writeString(file, "#!/bin/sh\n" + body + "\n");
    executable(file);
  }

  private static void executable(Path file) throws IOException {
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
  }
}
