package org.swisspair.solver.pairing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The registry the systems fill: every system built in the solver is registered and its factory
 * makes it, no TRF-2026 {@code 192} code selects two systems, the listing order is the handbook's
 * whatever order the providers are found in.
 */
class PairingSystemsTest {
  /** A system, by the project's naming: a concrete class {@code *PairingSystem} in the solver. */
  private static List<Class<?>> builtSystems() throws IOException, URISyntaxException {
    Path classes =
        Path.of(PairingSystem.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<Class<?>> out = new ArrayList<>();
    try (Stream<Path> files = Files.walk(classes)) {
      for (Path f : files.sorted().toList()) {
        String name =
            classes.relativize(f).toString().replace(f.getFileSystem().getSeparator(), ".");
        if (!name.endsWith("PairingSystem.class")) {
          continue;
        }
        Class<?> c = load(name.substring(0, name.length() - ".class".length()));
        if (PairingSystem.class.isAssignableFrom(c)
            && !c.isInterface()
            && !Modifier.isAbstract(c.getModifiers())
            && hasPublicNoArgConstructor(c)) {
          out.add(c);
        }
      }
    }
    return out;
  }

  private static Class<?> load(String name) {
    try {
      return Class.forName(name, false, PairingSystemsTest.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new AssertionError(name, e);
    }
  }

  private static boolean hasPublicNoArgConstructor(Class<?> c) {
    try {
      return Modifier.isPublic(c.getConstructor().getModifiers());
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  @Test
  void everyBuiltSystemIsRegisteredAndItsFactoryMakesIt() throws Exception {
    List<Class<?>> built = builtSystems();
    assertThat(built).hasSizeGreaterThanOrEqualTo(8);
    List<Class<?>> registered = new ArrayList<>();
    for (PairingSystems.Entry e : PairingSystems.REGISTRY) {
      if (e.built()) {
        PairingSystem s = e.factory().get();
        assertThat(s.name()).as("system made by entry %s", e.name()).isEqualTo(e.name());
        registered.add(s.getClass());
      }
    }
    assertThat(registered).as("systems built but not registered").containsAll(built);
    assertThat(PairingSystems.built()).isEqualTo(PairingSystems.ALL);
  }

  @Test
  void listsTheSystemsInTheHandbooksOrder() {
    assertThat(PairingSystems.ALL)
        .containsExactly(
            "dutch",
            "burstein",
            "dubov",
            "lim",
            "double-swiss",
            "team",
            "rating-based",
            "simplified");
  }

  @Test
  void listingOrderDoesNotDependOnTheOrderProvidersAreFound() {
    List<PairingSystemProvider> providers = new ArrayList<>(providers());
    List<String> expected = PairingSystems.ALL;
    Random random = new Random(27);
    for (int i = 0; i < 20; i++) {
      Collections.shuffle(providers, random);
      assertThat(PairingSystems.checked(providers).stream().map(p -> p.entry().name()))
          .as("shuffle %d with seed 27", i)
          .containsExactlyElementsOf(expected);
    }
  }

  /** The providers as the service loader finds them, in its order. */
  private static List<PairingSystemProvider> providers() {
    List<PairingSystemProvider> out = new ArrayList<>();
    java.util.ServiceLoader.load(PairingSystemProvider.class).forEach(out::add);
    return out;
  }

  @Test
  void noTrfCodeSelectsTwoSystems() {
    TreeSet<String> codes = new TreeSet<>();
    for (PairingSystems.Entry e : PairingSystems.REGISTRY) {
      if (!e.trfCode().isEmpty()) {
        codes.add(e.trfCode());
      }
    }
    // ETT26 codes of other forms: another year's Dutch, the Team system's types and scores.
    codes.addAll(
        List.of(
            "FIDE_DUTCH_2025",
            "FIDE_TEAM_TYPEB_GP_MP",
            "FIDE_TEAM_TYPEN_MP_GP",
            "FIDE_TEAM_MP_GP",
            "FIDE_TEAM_GP",
            "FIDE_LIM"));
    for (String code : codes) {
      assertThat(PairingSystems.claimants(providers(), code))
          .as("systems claiming 192 code %s", code)
          .hasSizeLessThanOrEqualTo(1);
    }
    for (PairingSystems.Entry e : PairingSystems.REGISTRY) {
      if (!e.trfCode().isEmpty()) {
        assertThat(PairingSystems.byTrfCode(e.trfCode())).contains(e);
        assertThat(PairingSystems.byTrfCode(e.trfCode().toLowerCase() + "_baku")).contains(e);
      }
    }
    assertThat(PairingSystems.byTrfCode("FIDE_DUTCH_2025_BAKU").map(PairingSystems.Entry::name))
        .contains("dutch");
    assertThat(PairingSystems.byTrfCode("FIDE_TEAM_TYPEB_GP_MP").map(PairingSystems.Entry::name))
        .contains("team");
    assertThat(PairingSystems.byTrfCode("FIDE_LIM")).isEmpty();
  }

  /** A registration for the conflict tests. */
  private static final class Fake extends PairingSystemProvider {
    Fake(int position, String name, String code) {
      this(position, name, code, "");
    }

    Fake(int position, String name, String code, String prefix) {
      super(position, new PairingSystems.Entry(name, name, code, "", "", null), prefix);
    }
  }

  @Test
  void refusesACodeClaimedTwiceNamingBothSystems() {
    List<PairingSystemProvider> twice =
        List.of(new Fake(1, "one", "FIDE_SAME"), new Fake(2, "two", "FIDE_SAME"));
    assertThatThrownBy(() -> PairingSystems.checked(twice))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("192 code FIDE_SAME is claimed by one, two");
  }

  @Test
  void refusesAPrefixThatTakesAnotherSystemsCode() {
    List<PairingSystemProvider> overlap =
        List.of(new Fake(1, "wide", "FIDE_X", "FIDE_"), new Fake(2, "narrow", "FIDE_Y"));
    assertThatThrownBy(() -> PairingSystems.checked(overlap))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("192 code FIDE_Y is claimed by wide, narrow");
  }

  @Test
  void refusesANameOrPositionRegisteredTwice() {
    assertThatThrownBy(
            () -> PairingSystems.checked(List.of(new Fake(1, "one", ""), new Fake(2, "one", ""))))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("one");
    assertThatThrownBy(
            () -> PairingSystems.checked(List.of(new Fake(1, "one", ""), new Fake(1, "two", ""))))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("at 1");
  }
}
