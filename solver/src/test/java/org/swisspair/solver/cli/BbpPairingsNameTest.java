package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Programs that look up {@code bbpPairings} on the PATH (KDE's Tournament, Sharly-Chess) find the
 * launcher through a link of that name and call it with bbpPairings' flags. The launcher is copied
 * into a stand-in checkout whose jar only names this test's class path in its manifest, so the real
 * launcher runs the real {@code Main} in a real JVM without a build; Maven is a stub that fails.
 */
@EnabledOnOs({OS.LINUX, OS.MAC})
class BbpPairingsNameTest {
  @TempDir Path dir;

  private record Run(int exit, String out, String err) {}

  /** A checkout holding the launcher and a jar whose manifest points at the test class path. */
  private Path checkout() throws IOException {
    Path checkout = dir.resolve("checkout");
    Files.createDirectories(checkout.resolve("solver/target"));
    Files.copy(Path.of("..", "swisspair"), checkout.resolve("swisspair"));
    Files.setPosixFilePermissions(
        checkout.resolve("swisspair"), PosixFilePermissions.fromString("rwxr-xr-x"));
    List<String> urls = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      urls.add(Path.of(entry).toAbsolutePath().toUri().toString());
    }
    Manifest m = new Manifest();
    m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    m.getMainAttributes().put(Attributes.Name.CLASS_PATH, String.join(" ", urls));
    try (OutputStream out = Files.newOutputStream(checkout.resolve("solver/target/swisspair.jar"));
        JarOutputStream jar = new JarOutputStream(out, m)) {
      jar.flush();
    }
    return checkout;
  }

  /** Runs {@code command} in a shell whose PATH has a {@code bbpPairings} link to the launcher. */
  private Run run(Path checkout, Path work, String command) throws Exception {
    Path bin = dir.resolve("bin");
    if (!Files.exists(bin)) {
      Files.createDirectories(bin);
      Files.createSymbolicLink(bin.resolve("bbpPairings"), checkout.resolve("swisspair"));
      Path stubs = dir.resolve("stubs");
      Files.createDirectories(stubs);
      Path mvn = stubs.resolve("mvn");
      Files.writeString(mvn, "#!/bin/sh\necho 'mvn called' >&2\nexit 7\n");
      Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
    ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", command);
    pb.environment()
        .put(
            "PATH",
            bin
                + ":"
                + dir.resolve("stubs")
                + ":"
                + Path.of(System.getProperty("java.home"), "bin")
                + ":/usr/bin:/bin");
    pb.environment().remove("SWISSPAIR_JAVA_OPTS");
    pb.directory(work.toFile());
    Path err = dir.resolve("stderr.txt");
    pb.redirectError(err.toFile());
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    return new Run(p.exitValue(), out, Files.readString(err));
  }

  private static final String TRF =
      String.join(
          "\n",
          "012 Called as bbpPairings",
          "XXR 5",
          "XXC white1",
          "001    1      Player0001                        2400                             1.0"
              + "    1     4 w 1",
          "001    2      Player0002                        2300                             0.0"
              + "    2     5 b 0",
          "001    3      Player0003                        2200                             1.0"
              + "    3     6 w 1",
          "001    4      Player0004                        2100                             0.0"
              + "    4     1 b 0",
          "001    5      Player0005                        2000                             1.0"
              + "    5     2 w 1",
          "001    6      Player0006                        1900                             0.0"
              + "    6     3 b 0",
          "");

  @Test
  void aLinkNamedBbpPairingsPairsChecksAndGeneratesWithItsFlags() throws Exception {
    Path checkout = checkout();
    Path work = dir.resolve("work");
    Files.createDirectories(work);
    Path in = work.resolve("in.trf");
    Files.writeString(in, TRF);

    Run pair = run(checkout, work, "exec bbpPairings --dutch in.trf -p");
    assertThat(pair.exit()).as(pair.err()).isZero();
    assertThat(pair.err()).isEmpty();
    assertThat(pair.out()).isEqualTo(CliRun.of("--dutch", in.toString(), "-p").out());
    assertThat(pair.out().lines().findFirst()).contains("3");

    // An output file named without a directory goes beside the input, as bbpPairings writes it.
    Path sub = work.resolve("sub");
    Files.createDirectories(sub);
    Files.copy(in, sub.resolve("in.trf"));
    Run toFile = run(checkout, work, "exec bbpPairings --burstein sub/in.trf -p out.txt");
    assertThat(toFile.exit()).as(toFile.err()).isZero();
    assertThat(Files.readString(sub.resolve("out.txt")))
        .isEqualTo(CliRun.of("--burstein", in.toString(), "-p").out());

    Run check = run(checkout, work, "exec bbpPairings --dutch in.trf -c");
    assertThat(check.exit()).as(check.err()).isZero();
    assertThat(check.out()).startsWith("in: Round #1");

    // bbpPairings' generator with a configuration file: the output goes beside it.
    Files.writeString(sub.resolve("config.txt"), "PlayersNumber=10\nRoundsNumber=3\n");
    Run generate =
        run(checkout, work, "exec bbpPairings --dutch -g sub/config.txt -o gen.trf -s 28");
    assertThat(generate.exit()).as(generate.err()).isZero();
    Path expected = dir.resolve("expected.trf");
    CliRun.of(
            "--dutch",
            "-g",
            sub.resolve("config.txt").toString(),
            "-o",
            expected.toString(),
            "-s",
            "28")
        .succeeds();
    assertThat(Files.readString(sub.resolve("gen.trf"))).isEqualTo(Files.readString(expected));
  }

  @Test
  void noValidPairingIsExitOneWithBbpPairingsSentenceFirst() throws Exception {
    Path checkout = checkout();
    Path work = dir.resolve("work");
    Files.createDirectories(work);
    // Two players who met in round 1: round 2 has no pairing.
    Files.writeString(
        work.resolve("met.trf"),
        String.join(
            "\n",
            "XXR 3",
            "XXC white1",
            "001    1      Player0001                        2400                             1.0"
                + "    1     2 w 1",
            "001    2      Player0002                        2300                             0.0"
                + "    2     1 b 0",
            ""));

    Run r = run(checkout, work, "exec bbpPairings --dutch met.trf -p");

    assertThat(r.exit()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    assertThat(r.out()).isEmpty();
    assertThat(r.err()).startsWith("No valid pairing exists: met.trf: round 2: ");
    assertThat(r.err().lines().toList()).hasSize(1);
  }
}
