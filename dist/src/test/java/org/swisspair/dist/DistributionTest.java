package org.swisspair.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.cli.Main;

/**
 * The built {@code swisspair-VERSION.zip} holds the launchers, the jars, the licence and the
 * documents, and, unpacked far from the checkout, pairs the bundled example with nothing but a Java
 * runtime: the same bytes as the command line run in this process.
 */
class DistributionTest {
  @TempDir Path dir;

  private static Path zip() {
    Path zip = Path.of(System.getProperty("swisspair.zip", "target/none.zip"));
    assertThat(zip).as("the distribution is built before this test (mvn package)").exists();
    return zip;
  }

  /**
   * The file the launcher keeps the start's classes in with the Java running this test (the one the
   * launcher finds on the PATH): the ahead-of-time cache from Java 25, else the archive.
   */
  private static String archiveName() {
    return Runtime.version().feature() >= 25 ? "swisspair.aot" : "swisspair.jsa";
  }

  private static String version() {
    String name = zip().getFileName().toString();
    return name.substring("swisspair-".length(), name.length() - ".zip".length());
  }

  @Test
  void holdsLaunchersJarsLicenceAndDocuments() throws IOException {
    String root = "swisspair-" + version() + "/";
    List<String> names = new ArrayList<>();
    try (ZipFile z = new ZipFile(zip().toFile())) {
      for (Enumeration<? extends ZipEntry> e = z.entries(); e.hasMoreElements(); ) {
        names.add(e.nextElement().getName());
      }
    }
    assertThat(names)
        .allMatch(n -> n.startsWith(root))
        .contains(
            root + "bin/swisspair",
            root + "bin/swisspair.cmd",
            root + "lib/swisspair-solver-" + version() + ".jar",
            root + "lib/swisspair-model-" + version() + ".jar",
            root + "LICENSE",
            root + "NOTICE",
            root + "README.md",
            root + "CHANGELOG.md",
            root + "docs/library.md",
            root + "examples/example.trf");
    assertThat(names).anyMatch(n -> n.matches(".*/lib/picocli-[0-9.]+\\.jar"));
    // Neither test code nor the CP-SAT back end (native libraries) is shipped.
    assertThat(names).noneMatch(n -> n.contains("ortools") || n.contains("tests.jar"));
    // Documents for users only: the dated lab notes stay in the checkout.
    assertThat(names)
        .contains(root + "docs/architecture.md", root + "docs/arbiters.md")
        .noneMatch(n -> n.contains("notes/") || n.contains("performance-log"));
    assertThat(unixModes().get(root + "bin/swisspair") & 0777).isEqualTo(0755);
  }

  /** The tests' oracles (the rules read literally, exponential), kept out of what users run. */
  private static boolean isTestOracle(String entry) {
    String name = entry.substring(entry.lastIndexOf('/') + 1);
    return name.contains("ProceduralPairer")
        || name.startsWith("LiteralTwoStagePairer")
        || name.startsWith("LiteralFinder");
  }

  /** The class files of a jar, read from {@code in}. */
  private static List<String> classes(InputStream in) throws IOException {
    List<String> names = new ArrayList<>();
    try (ZipInputStream jar = new ZipInputStream(in)) {
      for (ZipEntry e = jar.getNextEntry(); e != null; e = jar.getNextEntry()) {
        if (e.getName().endsWith(".class")) {
          names.add(e.getName());
        }
      }
    }
    return names;
  }

  @Test
  void theJarsHoldNoTestOracle() throws IOException {
    String entry = "swisspair-" + version() + "/lib/swisspair-solver-" + version() + ".jar";
    List<String> shipped;
    try (ZipFile z = new ZipFile(zip().toFile())) {
      ZipEntry solver = z.getEntry(entry);
      assertThat(solver).as(entry).isNotNull();
      shipped = classes(z.getInputStream(solver));
    }
    assertThat(shipped)
        .contains(
            "org/swisspair/solver/dutch/DutchPairingSystem.class",
            "org/swisspair/solver/team/TeamPairingSystem.class")
        .noneMatch(DistributionTest::isTestOracle);
    // The command-line jar the launcher in the checkout builds.
    Path jar = Path.of(System.getProperty("swisspair.jar", "target/none.jar"));
    assertThat(jar).as("the solver's command-line jar is built before this test").exists();
    try (InputStream in = Files.newInputStream(jar)) {
      assertThat(classes(in))
          .contains("org/swisspair/solver/dubov/DubovPairingSystem.class")
          .noneMatch(DistributionTest::isTestOracle);
    }
  }

  @Test
  @EnabledOnOs({OS.LINUX, OS.MAC})
  void unpackedAnywherePairsTheExampleWithOnlyAJavaRuntime() throws Exception {
    Path home = unpack();
    Path work = dir.resolve("elsewhere");
    Files.createDirectories(work);
    Path example = work.resolve("example.trf");
    Files.copy(home.resolve("examples/example.trf"), example);

    Run pair = launch(home, work, "pair", "example.trf");
    assertThat(pair.exit()).as(pair.err()).isZero();
    assertThat(pair.out()).isEqualTo(inProcess("pair", example.toString())).isNotBlank();

    Run version = launch(home, work, "--version");
    assertThat(version.exit()).as(version.err()).isZero();
    assertThat(version.out().lines().findFirst()).contains("swisspair " + version());
    assertThat(version.out()).contains("dutch", "burstein", "team");
  }

  @Test
  @EnabledOnOs({OS.LINUX, OS.MAC})
  void aLinkNamedBbpPairingsOnThePathRunsTheDistribution() throws Exception {
    // Programs that run the engine as bbpPairings find it through such a link (docs/drop-in.md).
    Path home = unpack();
    Path bin = dir.resolve("bin");
    Files.createDirectories(bin);
    Files.createSymbolicLink(bin.resolve("bbpPairings"), home.resolve("bin/swisspair"));
    Path work = dir.resolve("elsewhere");
    Files.createDirectories(work);
    Path example = work.resolve("example.trf");
    Files.copy(home.resolve("examples/example.trf"), example);

    Run pair = byName(bin, work, "exec bbpPairings --dutch example.trf -p");
    assertThat(pair.exit()).as(pair.err()).isZero();
    assertThat(pair.out()).isEqualTo(inProcess("--dutch", example.toString(), "-p")).isNotBlank();

    Run check = byName(bin, work, "exec bbpPairings --dutch example.trf -c");
    assertThat(check.exit()).as(check.err()).isZero();
    assertThat(check.out()).startsWith("example: Round #1");
  }

  @Test
  @EnabledOnOs({OS.LINUX, OS.MAC})
  void theUnpackedDistributionServesHttp() throws Exception {
    // serve needs Jetty in lib/: an optional dependency of the solver that the zip must list.
    Path home = unpack();
    ProcessBuilder pb =
        new ProcessBuilder(
            home.resolve("bin/swisspair").toString(), "serve", "--port", "0", "--threads", "1");
    pb.environment()
        .put("PATH", Path.of(System.getProperty("java.home"), "bin") + ":/usr/bin:/bin");
    pb.environment().remove("JAVA_HOME");
    pb.environment().remove("SWISSPAIR_JAVA_OPTS");
    pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    Process p = pb.start();
    try {
      java.io.BufferedReader err =
          new java.io.BufferedReader(
              new java.io.InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
      String line = err.readLine();
      assertThat(line).as("the first line on standard error").contains("serving on http://");
      java.util.regex.Matcher m = java.util.regex.Pattern.compile(":(\\d+)/").matcher(line);
      assertThat(m.find()).as(line).isTrue();
      java.net.http.HttpResponse<String> health =
          java.net.http.HttpClient.newHttpClient()
              .send(
                  java.net.http.HttpRequest.newBuilder(
                          java.net.URI.create("http://127.0.0.1:" + m.group(1) + "/health"))
                      .build(),
                  java.net.http.HttpResponse.BodyHandlers.ofString());
      assertThat(health.statusCode()).isEqualTo(200);
    } finally {
      p.destroy();
      assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    }
  }

  @Test
  @EnabledOnOs({OS.LINUX, OS.MAC})
  void firstRunMakesAClassDataArchiveThatLaterRunsReuse() throws Exception {
    Path home = unpack();
    Path work = dir.resolve("elsewhere");
    Files.createDirectories(work);
    Path example = work.resolve("example.trf");
    Files.copy(home.resolve("examples/example.trf"), example);
    String expected = inProcess("--dutch", example.toString(), "-p");
    Path archive = home.resolve("lib/" + archiveName());

    Run first = launch(home, work, Map.of(), "--dutch", "example.trf", "-p");
    assertThat(first.exit()).as(first.err()).isZero();
    assertThat(first.out()).isEqualTo(expected);
    assertThat(first.err()).isEmpty();
    assertThat(archive).isNotEmptyFile();
    FileTime made = Files.getLastModifiedTime(archive);
    byte[] bytes = Files.readAllBytes(archive);

    Run second = launch(home, work, Map.of(), "--dutch", "example.trf", "-p");
    assertThat(second.exit()).as(second.err()).isZero();
    assertThat(second.out()).isEqualTo(expected);
    assertThat(second.err()).isEmpty();
    assertThat(Files.getLastModifiedTime(archive)).isEqualTo(made);
    assertThat(Files.readAllBytes(archive)).isEqualTo(bytes);

    // A jar newer than the archive (an upgrade in place) makes it again.
    FileTime old = FileTime.fromMillis(System.currentTimeMillis() - 3_600_000);
    Files.setLastModifiedTime(archive, old);
    Run upgraded = launch(home, work, Map.of(), "--dutch", "example.trf", "-p");
    assertThat(upgraded.exit()).as(upgraded.err()).isZero();
    assertThat(upgraded.out()).isEqualTo(expected);
    assertThat(archive).isNotEmptyFile();
    Path jar = home.resolve("lib/swisspair-solver-" + version() + ".jar");
    assertThat(Files.getLastModifiedTime(archive)).isGreaterThan(Files.getLastModifiedTime(jar));
  }

  /**
   * The archive is trained on more than one command: a JSON file paired with Burstein after a TRF
   * conversion finds Jackson's classes and Burstein's in it.
   */
  @Test
  @EnabledOnOs({OS.LINUX, OS.MAC})
  void theArchiveHoldsTheClassesOfPairingFromJson() throws Exception {
    Path home = unpack();
    Path work = dir.resolve("elsewhere");
    Files.createDirectories(work);
    Files.copy(home.resolve("examples/example.trf"), work.resolve("example.trf"));
    Run convert = launch(home, work, "convert", "example.trf", "-o", "example.json");
    assertThat(convert.exit()).as(convert.err()).isZero();
    assertThat(home.resolve("lib/" + archiveName())).isNotEmptyFile();
    Path log = work.resolve("classes.log");
    Run pair =
        launch(
            home,
            work,
            Map.of(
                "SWISSPAIR_JAVA_OPTS",
                "-Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xlog:class+load=info:file="
                    + log),
            "--burstein",
            "example.json",
            "-p");
    assertThat(pair.exit()).as(pair.err()).isZero();
    assertThat(pair.out())
        .isEqualTo(inProcess("--burstein", work.resolve("example.json").toString(), "-p"));
    String classes = Files.readString(log);
    for (String name :
        new String[] {
          "com.fasterxml.jackson.databind.ObjectMapper",
          "org.swisspair.model.trf.TournamentJson",
          "org.swisspair.solver.burstein.BursteinPairingSystem"
        }) {
      assertThat(classes).contains(name + " source: shared objects file");
    }
  }

  @Test
  @EnabledOnOs({OS.LINUX, OS.MAC})
  void pairsWhenTheArchiveCannotBeWrittenOrTheJvmRefusesIt() throws Exception {
    Path home = unpack();
    Path work = dir.resolve("elsewhere");
    Files.createDirectories(work);
    Path example = work.resolve("example.trf");
    Files.copy(home.resolve("examples/example.trf"), example);
    String expected = inProcess("--dutch", example.toString(), "-p");

    // Under a regular file no archive can be made, whoever runs the test (even root).
    Path file = dir.resolve("a-file");
    Files.writeString(file, "not a directory");
    Run unwritable =
        launch(
            home,
            work,
            Map.of(
                "SWISSPAIR_CDS_ARCHIVE",
                file.resolve("swisspair.jsa").toString(),
                "SWISSPAIR_AOT_CACHE",
                file.resolve("swisspair.aot").toString()),
            "--dutch",
            "example.trf",
            "-p");
    assertThat(unwritable.exit()).as(unwritable.err()).isZero();
    assertThat(unwritable.out()).isEqualTo(expected);
    assertThat(unwritable.err()).isEmpty();

    // A read-only lib directory (for a user other than root).
    Path lib = home.resolve("lib");
    Files.setPosixFilePermissions(lib, PosixFilePermissions.fromString("r-xr-xr-x"));
    try {
      Run readOnly = launch(home, work, Map.of(), "--dutch", "example.trf", "-p");
      assertThat(readOnly.exit()).as(readOnly.err()).isZero();
      assertThat(readOnly.out()).isEqualTo(expected);
      assertThat(readOnly.err()).isEmpty();
    } finally {
      Files.setPosixFilePermissions(lib, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    // An archive the JVM refuses (not an archive at all): the JVM says nothing and runs without.
    Path archive = lib.resolve(archiveName());
    Files.writeString(archive, "not a class-data archive");
    Run refused = launch(home, work, Map.of(), "--dutch", "example.trf", "-p");
    assertThat(refused.exit()).as(refused.err()).isZero();
    assertThat(refused.out()).isEqualTo(expected);
    assertThat(refused.err()).isEmpty();
  }

  /** Runs {@code command} in a shell whose PATH holds {@code bin}, Java and the base system. */
  private static Run byName(Path bin, Path work, String command) throws Exception {
    ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", command);
    pb.environment()
        .put(
            "PATH", bin + ":" + Path.of(System.getProperty("java.home"), "bin") + ":/usr/bin:/bin");
    pb.environment().remove("JAVA_HOME");
    pb.environment().remove("SWISSPAIR_JAVA_OPTS");
    pb.directory(work.toFile());
    Path err = work.resolve("stderr.txt");
    pb.redirectError(err.toFile());
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    return new Run(p.exitValue(), out, Files.readString(err));
  }

  private Path unpack() throws IOException {
    Map<String, Integer> modes = unixModes();
    Path out = dir.resolve("install");
    try (ZipFile z = new ZipFile(zip().toFile())) {
      for (Enumeration<? extends ZipEntry> e = z.entries(); e.hasMoreElements(); ) {
        ZipEntry entry = e.nextElement();
        Path target = out.resolve(entry.getName()).normalize();
        assertThat(target.startsWith(out)).as("%s stays inside the install", entry).isTrue();
        if (entry.isDirectory()) {
          Files.createDirectories(target);
          continue;
        }
        Files.createDirectories(target.getParent());
        try (InputStream in = z.getInputStream(entry)) {
          Files.copy(in, target);
        }
        // java.util.zip does not restore modes; apply the one the archive stores, as unzip does.
        if ((modes.getOrDefault(entry.getName(), 0) & 0100) != 0) {
          Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
      }
    }
    return out.resolve("swisspair-" + version());
  }

  /** Runs bin/swisspair from {@code work} with a PATH holding only Java and the base system. */
  private static Run launch(Path home, Path work, String... args) throws Exception {
    return launch(home, work, Map.of(), args);
  }

  /** Runs bin/swisspair as {@link #launch(Path, Path, String...)} with {@code env} added. */
  private static Run launch(Path home, Path work, Map<String, String> env, String... args)
      throws Exception {
    List<String> command = new ArrayList<>();
    command.add(home.resolve("bin/swisspair").toString());
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment()
        .put("PATH", Path.of(System.getProperty("java.home"), "bin") + ":/usr/bin:/bin");
    pb.environment().remove("JAVA_HOME");
    pb.environment().remove("SWISSPAIR_JAVA_OPTS");
    pb.environment().remove("SWISSPAIR_CDS_ARCHIVE");
    pb.environment().remove("SWISSPAIR_AOT_CACHE");
    pb.environment().putAll(env);
    pb.directory(work.toFile());
    Path err = work.resolve("stderr.txt");
    pb.redirectError(err.toFile());
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    return new Run(p.exitValue(), out, Files.readString(err));
  }

  private static String inProcess(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Main.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
    return out.toString(StandardCharsets.UTF_8);
  }

  /** The Unix mode of each entry, from the high half of the central directory's attributes. */
  private static Map<String, Integer> unixModes() throws IOException {
    ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(zip())).order(ByteOrder.LITTLE_ENDIAN);
    int end = b.limit() - 22;
    while (end >= 0 && b.getInt(end) != 0x06054b50) {
      end--;
    }
    assertThat(end).as("end of central directory").isNotNegative();
    int entries = Short.toUnsignedInt(b.getShort(end + 10));
    int at = b.getInt(end + 16);
    Map<String, Integer> modes = new HashMap<>();
    for (int i = 0; i < entries; i++) {
      assertThat(b.getInt(at)).isEqualTo(0x02014b50);
      int nameLength = Short.toUnsignedInt(b.getShort(at + 28));
      int extra = Short.toUnsignedInt(b.getShort(at + 30));
      int comment = Short.toUnsignedInt(b.getShort(at + 32));
      int external = b.getInt(at + 38);
      byte[] name = new byte[nameLength];
      b.get(at + 46, name);
      modes.put(new String(name, StandardCharsets.UTF_8), external >>> 16);
      at += 46 + nameLength + extra + comment;
    }
    return modes;
  }

  private record Run(int exit, String out, String err) {}
}
