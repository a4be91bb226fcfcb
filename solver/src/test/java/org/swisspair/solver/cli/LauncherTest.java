package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
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
 * asked to run, so no build and no JVM are involved. It rebuilds a jar older than a source file or
 * POM, with {@code mvn} a stub that writes the jar.
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
        .isEqualTo(
            "java -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp "
                + jar
                + " org.swisspair.solver.cli.Main --dutch in.trf -p");
  }

  @Test
  void putsTheParquetModuleOnTheClassPathWhenItIsBuilt() throws Exception {
    Path checkout = checkout();
    Files.writeString(checkout.resolve("solver/target/swisspair.jar"), "marker");
    Files.createDirectories(checkout.resolve("parquet/target/lib"));

    String out = run(checkout, "exec ./swisspair simulate -o x.parquet");

    Path root = checkout.toRealPath();
    assertThat(out.strip())
        .isEqualTo(
            "java -Xss16m -XX:+UseSerialGC -cp "
                + root.resolve("solver/target/swisspair.jar")
                + ":"
                + root.resolve("parquet/target/lib")
                + "/* org.swisspair.solver.cli.Main simulate -o x.parquet");
  }

  @Test
  void longRunningCommandsKeepTheFullJitAndOthersStopAtC1() throws Exception {
    Path checkout = checkout();
    Files.writeString(checkout.resolve("solver/target/swisspair.jar"), "marker");
    String jar = checkout.toRealPath().resolve("solver/target/swisspair.jar").toString();

    assertThat(run(checkout, "exec ./swisspair serve --port 0").strip())
        .isEqualTo(
            "java -Xss16m -XX:+UseSerialGC -cp "
                + jar
                + " org.swisspair.solver.cli.Main serve --port 0");
    assertThat(run(checkout, "exec ./swisspair selftest --tournaments 9").strip())
        .isEqualTo(
            "java -Xss16m -XX:+UseSerialGC -cp "
                + jar
                + " org.swisspair.solver.cli.Main selftest --tournaments 9");
    assertThat(run(checkout, "exec ./swisspair pair in.trf").strip())
        .isEqualTo(
            "java -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp "
                + jar
                + " org.swisspair.solver.cli.Main pair in.trf");
    // The user's options replace the defaults.
    assertThat(run(checkout, "SWISSPAIR_JAVA_OPTS=-Xmx1g exec ./swisspair pair in.trf").strip())
        .isEqualTo("java -Xmx1g -cp " + jar + " org.swisspair.solver.cli.Main pair in.trf");
  }

  @Test
  void firstRunBuildsQuietlyWithoutEscapeCodes() throws Exception {
    Path checkout = checkout();
    // Maven 3.8 prints colour resets even with -B -q; the launcher must not pass them on.
    stub(
        dir.resolve("stubs/mvn"),
        "printf '\\033[0m\\033[0m'; printf '\\033[0m' >&2; touch solver/target/swisspair.jar");

    String out = run(checkout, "exec ./swisspair --version");

    assertThat(out).doesNotContain("\u001b");
    assertThat(out.lines().toList())
        .hasSize(2)
        .first()
        .asString()
        .startsWith("swisspair: building ")
        .endsWith("(first run only)...");
    assertThat(Files.exists(checkout.resolve("solver/target/swisspair.jar"))).isTrue();
  }

  @Test
  void showsMavenOutputAndExitsTwoWhenTheBuildFails() throws Exception {
    Path checkout = checkout();
    stub(dir.resolve("stubs/mvn"), "echo '[ERROR] COMPILATION ERROR'; exit 1");

    ProcessResult r = runForExit(checkout, "exec ./swisspair --version");

    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.out()).contains("[ERROR] COMPILATION ERROR", "the build failed");
    assertThat(r.out()).doesNotContain("java ");
  }

  @Test
  void rebuildsTheJarWhenASourceFileIsNewerAndThenRunsWithoutRebuilding() throws Exception {
    Path checkout = checkout();
    Path jar = checkout.resolve("solver/target/swisspair.jar");
    Files.writeString(jar, "old");
    Path source = checkout.resolve("solver/src/main/java/org/swisspair/Changed.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, "class Changed {}");
    Files.setLastModifiedTime(jar, FileTime.fromMillis(System.currentTimeMillis() - 60_000));
    stub(dir.resolve("stubs/mvn"), "echo new > solver/target/swisspair.jar");

    String out = run(checkout, "exec ./swisspair --version");

    assertThat(out.lines().toList())
        .first()
        .asString()
        .startsWith("swisspair: rebuilding " + jar.toRealPath())
        .contains("Changed.java changed");
    assertThat(Files.readString(jar)).isEqualTo("new\n");
    assertThat(out).contains("java -Xss16m");

    // Now up to date: Maven would fail the run if it were called again.
    stub(dir.resolve("stubs/mvn"), "echo 'mvn called' >&2; exit 7");
    assertThat(run(checkout, "exec ./swisspair --version").strip())
        .startsWith("java ")
        .doesNotContain("building");
  }

  @Test
  void rebuildsWhenAPomIsNewerThanTheJar() throws Exception {
    Path checkout = checkout();
    Path jar = checkout.resolve("solver/target/swisspair.jar");
    Files.writeString(jar, "old");
    Files.writeString(checkout.resolve("pom.xml"), "<project/>");
    Files.setLastModifiedTime(jar, FileTime.fromMillis(System.currentTimeMillis() - 60_000));
    stub(dir.resolve("stubs/mvn"), "echo new > solver/target/swisspair.jar");

    String out = run(checkout, "exec ./swisspair --version");

    assertThat(out).contains("rebuilding", "pom.xml changed");
    assertThat(Files.readString(jar)).isEqualTo("new\n");
  }

  @Test
  void refusesAStaleJarNamingItWhenMavenIsMissing() throws Exception {
    Path checkout = checkout();
    Path jar = checkout.resolve("solver/target/swisspair.jar");
    Files.writeString(jar, "old");
    Path source = checkout.resolve("model/src/main/java/Changed.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, "class Changed {}");
    Files.setLastModifiedTime(jar, FileTime.fromMillis(System.currentTimeMillis() - 60_000));
    Files.delete(dir.resolve("stubs/mvn"));
    // A PATH with the shell tools the launcher uses and java, but no Maven.
    Path tools = dir.resolve("tools");
    Files.createDirectories(tools);
    for (String tool :
        new String[] {
          "env", "bash", "sh", "find", "head", "dirname", "readlink", "mktemp", "cat", "rm", "touch"
        }) {
      Path real = Path.of("/usr/bin", tool);
      if (!Files.exists(real)) {
        real = Path.of("/bin", tool);
      }
      Files.createSymbolicLink(tools.resolve(tool), real);
    }

    ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", "exec ./swisspair --version");
    pb.environment().put("PATH", dir.resolve("stubs") + ":" + tools);
    pb.directory(checkout.toFile());
    pb.redirectErrorStream(true);
    Process p = pb.start();
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    // JUnit warns about every link out of the temporary directory it deletes.
    try (var links = Files.list(tools)) {
      for (Path link : links.toList()) {
        Files.delete(link);
      }
    }

    assertThat(p.exitValue()).as(out).isEqualTo(2);
    assertThat(out.strip())
        .isEqualTo(
            "swisspair: "
                + jar.toRealPath()
                + " is older than "
                + source.toRealPath()
                + " and Maven (mvn) is not on the PATH to rebuild it");
  }

  @Test
  void windowsLauncherRunsTheSameMainClassWithTheSameClassPath() throws IOException {
    String cmd = Files.readString(Path.of("..", "swisspair.cmd"));
    String sh = Files.readString(Path.of("..", "swisspair"));

    // cmd.exe reads batch files line by line and needs CRLF line ends.
    assertThat(cmd.replace("\r\n", "")).doesNotContain("\n");
    for (String shared :
        new String[] {
          "org.swisspair.solver.cli.Main",
          "-Xss16m -XX:+UseSerialGC",
          "-Dmaven.test.skip=true -pl solver -am package",
          "SWISSPAIR_JAVA_OPTS",
          "model",
          "rebuilding"
        }) {
      assertThat(sh).contains(shared);
      assertThat(cmd).contains(shared);
    }
    assertThat(cmd).contains("solver\\target\\swisspair.jar", "parquet\\target\\lib\\*");
    assertThat(sh).contains("solver/target/swisspair.jar", "parquet/target/lib/*");
  }

  /**
   * No Windows here to run them: both batch files are read instead. They choose the cache from the
   * release file's JAVA_VERSION as the Unix launchers do, with the same options, and every block
   * they open they close (a stray parenthesis breaks a whole batch file at its first line).
   */
  @Test
  void windowsLaunchersChooseTheCacheLikeTheUnixOnesAndCloseEveryBlock() throws IOException {
    // The shell quotes the -Xlog option's asterisks.
    String sh = Files.readString(Path.of("..", "swisspair")).replace("'", "");
    for (Path file :
        new Path[] {Path.of("..", "swisspair.cmd"), Path.of("..", "dist/src/bin/swisspair.cmd")}) {
      String cmd = Files.readString(file);
      for (String shared :
          new String[] {
            "-XX:AOTCacheOutput",
            "-XX:AOTCache",
            "-XX:ArchiveClassesAtExit",
            "-XX:SharedArchiveFile",
            "-Xlog:aot*=off,cds*=off",
            "-Xlog:cds*=off",
            "SWISSPAIR_AOT_CACHE",
            "SWISSPAIR_CDS_ARCHIVE",
            "JAVA_VERSION",
            "-XX:TieredStopAtLevel=1",
            "org.swisspair.solver.cli.CdsTraining",
            "example.trf"
          }) {
        assertThat(cmd).as("%s has %s", file, shared).contains(shared);
        assertThat(sh).contains(shared);
      }
      assertThat(cmd).as(file.toString()).contains("GEQ 25", "%%~$PATH:J", "\\release");
      int depth = 0;
      int line = 0;
      for (String text : cmd.split("\r?\n")) {
        line++;
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
          char c = text.charAt(i);
          if (c == '"') {
            quoted = !quoted;
          } else if (c == '^') {
            i++;
          } else if (!quoted && c == '(') {
            depth++;
          } else if (!quoted && c == ')') {
            depth--;
            assertThat(depth)
                .as("%s line %d closes a block never opened", file, line)
                .isNotNegative();
          }
        }
        assertThat(quoted).as("%s line %d leaves a quote open", file, line).isFalse();
      }
      assertThat(depth).as("%s blocks left open", file).isZero();
    }
  }

  @Test
  void makesTheClassDataArchiveOnceFromTheExampleAndRunsWithIt() throws Exception {
    Path checkout = trainingCheckout("echo archive > \"${a#*=}\"");
    Path root = checkout.toRealPath();
    Path archive = root.resolve("solver/target/swisspair.jsa");
    String withArchive =
        "java -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:SharedArchiveFile="
            + archive
            + " -Xlog:cds*=off -cp "
            + root.resolve("solver/target/swisspair.jar")
            + " org.swisspair.solver.cli.Main --dutch in.trf -p";

    assertThat(run(checkout, "exec ./swisspair --dutch in.trf -p").strip()).isEqualTo(withArchive);
    assertThat(Files.readString(archive)).isEqualTo("archive\n");
    assertThat(Files.readAllLines(dir.resolve("training.log")))
        .singleElement()
        .asString()
        .contains("-XX:ArchiveClassesAtExit=" + archive + ".")
        .endsWith(
            " org.swisspair.solver.cli.CdsTraining "
                + root.resolve("fixtures/examples/example.trf"));
    try (var left = Files.list(archive.getParent())) {
      assertThat(left.map(f -> f.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
    }

    // Reused: no second training run.
    assertThat(run(checkout, "exec ./swisspair --dutch in.trf -p").strip()).isEqualTo(withArchive);
    assertThat(Files.readAllLines(dir.resolve("training.log"))).hasSize(1);

    // A newer jar (a rebuild) makes it again.
    Files.setLastModifiedTime(archive, FileTime.fromMillis(System.currentTimeMillis() - 60_000));
    assertThat(run(checkout, "exec ./swisspair --dutch in.trf -p").strip()).isEqualTo(withArchive);
    assertThat(Files.readAllLines(dir.resolve("training.log"))).hasSize(2);
  }

  @Test
  void runsWithoutArchiveAndDoesNotRetryWhenTheJvmCannotMakeOne() throws Exception {
    Path checkout = trainingCheckout("exit 1");
    String plain =
        "java -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp "
            + checkout.toRealPath().resolve("solver/target/swisspair.jar")
            + " org.swisspair.solver.cli.Main --dutch in.trf -p";

    assertThat(run(checkout, "exec ./swisspair --dutch in.trf -p").strip()).isEqualTo(plain);
    assertThat(run(checkout, "exec ./swisspair --dutch in.trf -p").strip()).isEqualTo(plain);
    // One try per jar: the empty archive left says it failed.
    assertThat(Files.readAllLines(dir.resolve("training.log"))).hasSize(1);
    assertThat(checkout.resolve("solver/target/swisspair.jsa")).isEmptyFile();
  }

  @Test
  void runsWithoutArchiveWhereNoneCanBeWrittenOrWhenTurnedOff() throws Exception {
    Path checkout = trainingCheckout("echo archive > \"${a#*=}\"");
    String plain =
        "java -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp "
            + checkout.toRealPath().resolve("solver/target/swisspair.jar")
            + " org.swisspair.solver.cli.Main --dutch in.trf -p";
    // Under a regular file nothing can be created, whoever runs the test (even root).
    Path file = dir.resolve("a-file");
    Files.writeString(file, "");

    assertThat(
            run(
                    checkout,
                    "SWISSPAIR_CDS_ARCHIVE="
                        + file.resolve("swisspair.jsa")
                        + " exec ./swisspair --dutch in.trf -p")
                .strip())
        .isEqualTo(plain);
    assertThat(
            run(checkout, "SWISSPAIR_CDS_ARCHIVE=off exec ./swisspair --dutch in.trf -p").strip())
        .isEqualTo(plain);
    assertThat(dir.resolve("training.log")).doesNotExist();
  }

  @Test
  void aJava25OrLaterMakesAndUsesTheAheadOfTimeCacheInstead() throws Exception {
    Path checkout = trainingCheckout("echo cache > \"${a#*=}\"");
    jdk("JAVA_VERSION=\"25.0.3\"");
    Path root = checkout.toRealPath();
    Path cache = root.resolve("solver/target/swisspair.aot");
    String withCache =
        "java -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:AOTCache="
            + cache
            + " -Xlog:aot*=off,cds*=off -cp "
            + root.resolve("solver/target/swisspair.jar")
            + " org.swisspair.solver.cli.Main --dutch in.trf -p";

    assertThat(run(checkout, "exec ./swisspair --dutch in.trf -p").strip()).isEqualTo(withCache);
    assertThat(Files.readString(cache)).isEqualTo("cache\n");
    assertThat(Files.readAllLines(dir.resolve("training.log")))
        .singleElement()
        .asString()
        .contains("-XX:AOTCacheOutput=" + cache + ".", " -Xlog:aot*=off,cds*=off ")
        .endsWith(
            " org.swisspair.solver.cli.CdsTraining "
                + root.resolve("fixtures/examples/example.trf"));
    assertThat(root.resolve("solver/target/swisspair.jsa")).doesNotExist();
    try (var left = Files.list(cache.getParent())) {
      assertThat(left.map(f -> f.getFileName().toString())).noneMatch(n -> n.contains(".tmp"));
    }
    // Reused: no second training run.
    assertThat(run(checkout, "exec ./swisspair --dutch in.trf -p").strip()).isEqualTo(withCache);
    assertThat(Files.readAllLines(dir.resolve("training.log"))).hasSize(1);
  }

  @Test
  void aJavaBefore25KeepsTheClassDataArchiveAndTheCacheCanBeTurnedOff() throws Exception {
    Path checkout = trainingCheckout("echo archive > \"${a#*=}\"");
    Path root = checkout.toRealPath();
    String withArchive =
        "java -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:SharedArchiveFile="
            + root.resolve("solver/target/swisspair.jsa")
            + " -Xlog:cds*=off -cp "
            + root.resolve("solver/target/swisspair.jar")
            + " org.swisspair.solver.cli.Main --dutch in.trf -p";

    // Debian's 17 and a release file without the version line: the archive, no cache.
    for (String release :
        new String[] {
          "IMPLEMENTOR=\"Debian\"\nJAVA_VERSION=\"17.0.15\"", "JAVA_VERSION=\"24\"", ""
        }) {
      jdk(release);
      assertThat(run(checkout, "exec ./swisspair --dutch in.trf -p").strip())
          .as(release)
          .isEqualTo(withArchive);
    }
    assertThat(root.resolve("solver/target/swisspair.aot")).doesNotExist();

    jdk("JAVA_VERSION=\"26\"");
    assertThat(run(checkout, "SWISSPAIR_AOT_CACHE=off exec ./swisspair --dutch in.trf -p").strip())
        .isEqualTo(withArchive);
    assertThat(
            run(checkout, "SWISSPAIR_CDS_ARCHIVE=off exec ./swisspair --dutch in.trf -p").strip())
        .doesNotContain("-XX:AOTCache", "-XX:SharedArchiveFile");
    assertThat(root.resolve("solver/target/swisspair.aot")).doesNotExist();
  }

  @Test
  void findsTheVersionOfTheJavaALinkOnThePathLeadsTo() throws Exception {
    Path checkout = trainingCheckout("echo cache > \"${a#*=}\"");
    // /usr/bin/java -> /etc/alternatives/java -> the JDK's bin/java, as Debian installs it.
    Path jdkBin = jdk("JAVA_VERSION=\"25\"");
    Path alternatives = dir.resolve("alternatives");
    Files.createDirectories(alternatives);
    Files.createSymbolicLink(alternatives.resolve("java"), jdkBin.resolve("java"));
    Path stubs = dir.resolve("stubs");
    Files.delete(stubs.resolve("java"));
    Files.createSymbolicLink(stubs.resolve("java"), Path.of("..", "alternatives", "java"));

    assertThat(run(checkout, "exec ./swisspair --dutch in.trf -p"))
        .contains("-XX:AOTCache=" + checkout.toRealPath().resolve("solver/target/swisspair.aot"));
  }

  @Test
  void theDistributionLauncherChoosesTheSameWayThroughJavaHome() throws Exception {
    // A stand-in distribution: bin/swisspair, a jar in lib/, the example.
    Path home = dir.resolve("dist");
    Files.createDirectories(home.resolve("bin"));
    Files.createDirectories(home.resolve("lib"));
    Files.createDirectories(home.resolve("examples"));
    Files.copy(Path.of("..", "dist/src/bin/swisspair"), home.resolve("bin/swisspair"));
    executable(home.resolve("bin/swisspair"));
    Files.writeString(home.resolve("lib/swisspair-solver-1.jar"), "marker");
    Files.writeString(home.resolve("examples/example.trf"), "012 example\n");
    Files.setLastModifiedTime(
        home.resolve("lib/swisspair-solver-1.jar"),
        FileTime.fromMillis(System.currentTimeMillis() - 60_000));
    trainingCheckout("echo cache > \"${a#*=}\"");
    Path jdkBin = jdk("JAVA_VERSION=\"25.0.1\"");
    Path root = home.toRealPath();
    String javaHome = "JAVA_HOME=" + jdkBin.getParent() + " ";

    String out = run(home, javaHome + "exec bin/swisspair --dutch in.trf -p").strip();
    assertThat(out)
        .isEqualTo(
            "java -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:AOTCache="
                + root.resolve("lib/swisspair.aot")
                + " -Xlog:aot*=off,cds*=off -cp "
                + root.resolve("lib")
                + "/* org.swisspair.solver.cli.Main --dutch in.trf -p");
    assertThat(Files.readString(root.resolve("lib/swisspair.aot"))).isEqualTo("cache\n");

    jdk("JAVA_VERSION=\"21.0.2\"");
    assertThat(run(home, javaHome + "exec bin/swisspair --dutch in.trf -p"))
        .contains(
            "-XX:SharedArchiveFile=" + root.resolve("lib/swisspair.jsa") + " -Xlog:cds*=off ");
    assertThat(Files.readAllLines(dir.resolve("training.log")))
        .hasSize(2)
        .anyMatch(l -> l.contains(" -XX:AOTCacheOutput=" + root.resolve("lib/swisspair.aot") + "."))
        .anyMatch(
            l ->
                l.contains(" -XX:ArchiveClassesAtExit=" + root.resolve("lib/swisspair.jsa") + "."));
  }

  /**
   * Makes the stub java the {@code bin/java} of a stand-in JDK whose release file holds {@code
   * release}; returns that {@code bin}.
   */
  private Path jdk(String release) throws IOException {
    Path home = dir.resolve("jdk");
    Path bin = home.resolve("bin");
    Files.createDirectories(bin);
    Files.writeString(home.resolve("release"), release.isEmpty() ? "" : release + "\n");
    Path stub = dir.resolve("stubs/java");
    if (!Files.isSymbolicLink(stub) && !Files.exists(bin.resolve("java"))) {
      Files.move(stub, bin.resolve("java"));
      Files.createSymbolicLink(stub, bin.resolve("java"));
    }
    return bin;
  }

  /**
   * A stand-in checkout with the example tournament, whose stub java runs {@code training} (with
   * {@code $a} the -XX:ArchiveClassesAtExit or -XX:AOTCacheOutput option) on a training run,
   * logging it.
   */
  private Path trainingCheckout(String training) throws IOException {
    Path checkout = checkout();
    Files.writeString(checkout.resolve("solver/target/swisspair.jar"), "marker");
    Path example = checkout.resolve("fixtures/examples/example.trf");
    Files.createDirectories(example.getParent());
    Files.writeString(example, "012 example\n");
    stub(
        dir.resolve("stubs/java"),
        "for a in \"$@\"; do case \"$a\" in -XX:ArchiveClassesAtExit=* | -XX:AOTCacheOutput=*)\n"
            + "  echo \"java $*\" >> '"
            + dir.resolve("training.log")
            + "'\n  "
            + training
            + "\n  exit 0;; esac; done\necho \"java $*\"");
    return checkout;
  }

  /** A stand-in checkout with the launcher, and stubs for java and mvn on {@code dir/stubs}. */
  private Path checkout() throws IOException {
    Path checkout = dir.resolve("checkout");
    Files.createDirectories(checkout.resolve("solver/target"));
    Files.copy(Path.of("..", "swisspair"), checkout.resolve("swisspair"));
    executable(checkout.resolve("swisspair"));
    Path stubs = dir.resolve("stubs");
    Files.createDirectories(stubs);
    stub(stubs.resolve("java"), "echo \"java $*\"");
    stub(stubs.resolve("mvn"), "echo 'mvn called' >&2; exit 7");
    return checkout;
  }

  private String run(Path checkout, String command) throws Exception {
    ProcessResult r = runForExit(checkout, command);
    assertThat(r.exit()).as(r.out()).isZero();
    return r.out();
  }

  private ProcessResult runForExit(Path checkout, String command) throws Exception {
    ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", command);
    pb.environment().put("PATH", dir.resolve("stubs") + ":/usr/bin:/bin");
    pb.environment().remove("SWISSPAIR_JAVA_OPTS");
    pb.environment().remove("SWISSPAIR_CDS_ARCHIVE");
    pb.environment().remove("SWISSPAIR_AOT_CACHE");
    pb.directory(checkout.toFile());
    pb.redirectErrorStream(true);
    Process p = pb.start();
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    return new ProcessResult(
        p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
  }

  private record ProcessResult(int exit, String out) {}

  private static void stub(Path file, String body) throws IOException {
    Files.writeString(file, "#!/bin/sh\n" + body + "\n");
    executable(file);
  }

  private static void executable(Path file) throws IOException {
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
  }
}
