package org.swisspair.solver.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The contract package sits below the systems: no class of {@code solver.pairing} refers to a
 * system package, in its source (imports or qualified names) or in its compiled class.
 */
class ContractPackageTest {
  private static final String PAIRING = "org/swisspair/solver/pairing/";

  /** The packages of the registered systems and of their providers, as paths. */
  private static TreeSet<String> systemPackages() {
    TreeSet<String> out = new TreeSet<>();
    for (PairingSystems.Entry e : PairingSystems.REGISTRY) {
      if (e.built()) {
        out.add(e.factory().get().getClass().getPackageName().replace('.', '/') + "/");
      }
    }
    java.util.ServiceLoader.load(PairingSystemProvider.class)
        .forEach(p -> out.add(p.getClass().getPackageName().replace('.', '/') + "/"));
    return out;
  }

  /** The files of {@code dir} (not below it) whose names end with {@code suffix}. */
  private static List<Path> files(Path dir, String suffix) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(suffix)).sorted().toList();
    }
  }

  @Test
  void systemPackagesAreFound() {
    assertThat(systemPackages())
        .contains("org/swisspair/solver/dutch/", "org/swisspair/solver/team/")
        .doesNotContain(PAIRING);
  }

  @Test
  void noContractSourceNamesASystemPackage() throws IOException {
    List<Path> sources = files(Path.of("src/main/java").resolve(PAIRING), ".java");
    assertThat(sources).isNotEmpty();
    List<String> found = new ArrayList<>();
    for (Path f : sources) {
      String text = Files.readString(f);
      for (String pkg : systemPackages()) {
        if (text.contains(pkg.replace('/', '.'))) {
          found.add(f.getFileName() + " names " + pkg);
        }
      }
    }
    assertThat(found).isEmpty();
  }

  @Test
  void noContractClassRefersToASystemPackage() throws IOException, URISyntaxException {
    Path root =
        Path.of(PairingSystem.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<Path> classes = files(root.resolve(PAIRING), ".class");
    assertThat(classes).isNotEmpty();
    List<String> found = new ArrayList<>();
    for (Path f : classes) {
      // Internal names stand in the constant pool as plain ASCII.
      String pool = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
      for (String pkg : systemPackages()) {
        if (pool.contains(pkg)) {
          found.add(f.getFileName() + " refers to " + pkg);
        }
      }
    }
    assertThat(found).isEmpty();
  }
}
