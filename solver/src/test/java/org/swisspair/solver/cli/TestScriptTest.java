package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./swisspair-test}, the README's test command, installs Debian's Chromium when the browser
 * test would not find one and then runs {@code mvn -B verify}; {@code .ci/run} calls exactly it.
 * apt-get, sudo and mvn are stubs that log their arguments, on a PATH without any Chromium.
 */
@EnabledOnOs(OS.LINUX)
class TestScriptTest {
  @TempDir Path dir;

  @Test
  void installsChromiumWhenMissingThenVerifies() throws Exception {
    Result r = run(false);

    assertThat(r.exit()).as(r.out()).isZero();
    assertThat(r.log())
        .containsExactly(
            "apt-get update -qq",
            "apt-get install -y -qq --no-install-recommends chromium",
            "mvn -B verify -Pslow");
    assertThat(r.out()).contains("installing the Debian package 'chromium'");
  }

  @Test
  void leavesAnInstalledChromiumAlone() throws Exception {
    Result r = run(true);

    assertThat(r.exit()).as(r.out()).isZero();
    assertThat(r.log()).containsExactly("mvn -B verify -Pslow");
  }

  @Test
  void ciRunsExactlyTheReadmeTestCommand() throws IOException {
    List<String> commands =
        Files.readAllLines(Path.of("..", ".ci", "run")).stream()
            .map(String::strip)
            .filter(l -> !l.isEmpty() && !l.startsWith("#"))
            .toList();
    assertThat(commands).contains("exec ./swisspair-test");
    assertThat(Files.readString(Path.of("..", "README.md"))).contains("\n./swisspair-test\n");
  }

  private Result run(boolean chromiumPresent) throws Exception {
    Path checkout = dir.resolve("checkout");
    Files.createDirectories(checkout);
    Path script = checkout.resolve("swisspair-test");
    Files.copy(Path.of("..", "swisspair-test"), script);
    executable(script);
    Path log = dir.resolve("log");
    Files.writeString(log, "");
    Path bin = dir.resolve("bin");
    Files.createDirectories(bin);
    for (String tool : new String[] {"apt-get", "mvn"}) {
      stub(bin.resolve(tool), "echo \"" + tool + " $*\" >> " + log);
    }
    stub(bin.resolve("sudo"), "exec \"$@\"");
    if (chromiumPresent) {
      stub(bin.resolve("chromium"), "exit 0");
    }
    // The shell tools the script uses; nothing else, so no Chromium of this machine is found.
    for (String tool : new String[] {"env", "bash", "dirname", "id"}) {
      Path real = Path.of("/usr/bin", tool);
      Files.createSymbolicLink(
          bin.resolve(tool), Files.exists(real) ? real : Path.of("/bin", tool));
    }
    ProcessBuilder pb = new ProcessBuilder(script.toString(), "-Pslow");
    pb.environment().put("PATH", bin.toString());
    pb.environment().remove("CHROMIUM");
    pb.directory(checkout.toFile());
    pb.redirectErrorStream(true);
    Process p = pb.start();
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    // JUnit warns about every link out of the temporary directory it deletes.
    for (String tool : new String[] {"env", "bash", "dirname", "id"}) {
      Files.delete(bin.resolve(tool));
    }
    return new Result(p.exitValue(), out, Files.readAllLines(log));
  }

  private record Result(int exit, String out, List<String> log) {}

  private static void stub(Path file, String body) throws IOException {
    Files.writeString(file, "#!/bin/sh\n" + body + "\n");
    executable(file);
  }

  private static void executable(Path file) throws IOException {
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
  }
}
