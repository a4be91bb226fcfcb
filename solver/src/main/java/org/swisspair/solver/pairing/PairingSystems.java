package org.swisspair.solver.pairing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The one registry of the systems this engine knows, built or not yet. Each system registers itself
 * with a {@link PairingSystemProvider} in its own package (found by {@link ServiceLoader}), so this
 * contract package imports none of them; the listing order is the providers' positions.
 */
public final class PairingSystems {
  private PairingSystems() {}

  /**
   * One system.
   *
   * @param name the command-line name, e.g. {@code double-swiss}
   * @param displayName the name in messages, e.g. {@code Double-Swiss}
   * @param trfCode the TRF-2026 {@code 192} code (ETT26), "" when the table has none
   * @param article where the rules are, e.g. {@code C.04.3} or {@code old C.04.1}
   * @param status which text the system follows and its standing, e.g. "FIDE, from 1 February 2026"
   * @param factory makes the system, null when it is not built yet
   */
  public record Entry(
      String name,
      String displayName,
      String trfCode,
      String article,
      String status,
      Supplier<PairingSystem> factory) {
    /** True when the system pairs today. */
    public boolean built() {
      return factory != null;
    }

    /** The user documentation page of the system, relative to the repository root. */
    public String docsPage() {
      return "docs/systems/" + name + ".md";
    }
  }

  /** The status of the systems of the 2026 handbook. */
  public static final String FIDE_2026 = "FIDE, applied from 1 February 2026";

  // Loops rather than streams, lambdas and comparators here: every command builds the registry
  // first, and each stream or lambda shape links method handles at its first use (measured in
  // docs/cli.md, "The launcher").
  private static final List<PairingSystemProvider> PROVIDERS = checked(found());

  /** Every system of the handbook and the older texts, in the handbook's order. */
  public static final List<Entry> REGISTRY = entries(PROVIDERS);

  /** Every system's command-line name. */
  public static final List<String> ALL = names(REGISTRY);

  private static List<PairingSystemProvider> found() {
    List<PairingSystemProvider> out = new ArrayList<>();
    for (PairingSystemProvider p :
        ServiceLoader.load(
            PairingSystemProvider.class, PairingSystemProvider.class.getClassLoader())) {
      out.add(p);
    }
    return out;
  }

  private static List<Entry> entries(List<PairingSystemProvider> providers) {
    Entry[] out = new Entry[providers.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = providers.get(i).entry();
    }
    return List.of(out);
  }

  private static List<String> names(List<Entry> entries) {
    String[] out = new String[entries.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = entries.get(i).name();
    }
    return List.of(out);
  }

  /** The entry named {@code name} (case-insensitive). */
  public static Entry entry(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    for (Entry e : REGISTRY) {
      if (e.name().equals(n)) {
        return e;
      }
    }
    throw new IllegalArgumentException(
        "unknown pairing system '" + name + "'; known: " + String.join(", ", ALL));
  }

  /** The system named {@code name}, or empty when it is known but not built yet. */
  public static Optional<PairingSystem> byName(String name) {
    Entry e = entry(name);
    return e.built() ? Optional.of(e.factory().get()) : Optional.empty();
  }

  /**
   * The system a TRF-2026 {@code 192} code selects (its {@code _BAKU} suffix, or a Dutch code of
   * another year, ignored), empty when the code names none of ours.
   */
  public static Optional<Entry> byTrfCode(String code) {
    String c = code.trim().toUpperCase(Locale.ROOT);
    if (c.endsWith("_BAKU")) {
      c = c.substring(0, c.length() - "_BAKU".length());
    }
    List<PairingSystemProvider> claimants = claimants(PROVIDERS, c);
    if (claimants.size() > 1) {
      throw new IllegalStateException(
          "192 code " + c + " is claimed by more than one system: " + providerNames(claimants));
    }
    return claimants.isEmpty() ? Optional.empty() : Optional.of(claimants.get(0).entry());
  }

  /** The providers among {@code providers} that claim the normalised 192 code {@code code}. */
  static List<PairingSystemProvider> claimants(List<PairingSystemProvider> providers, String code) {
    List<PairingSystemProvider> out = new ArrayList<>();
    for (PairingSystemProvider p : providers) {
      if (p.claims(code)) {
        out.add(p);
      }
    }
    return out;
  }

  /**
   * {@code providers} in listing order (position, then name), after checking that names and
   * positions are unique and that each system's own 192 code is claimed by it alone.
   *
   * @throws IllegalStateException naming the systems in conflict
   */
  static List<PairingSystemProvider> checked(List<PairingSystemProvider> providers) {
    List<PairingSystemProvider> sorted = new ArrayList<>(providers.size());
    // Insertion by position, then name: a handful of providers.
    for (PairingSystemProvider p : providers) {
      int at = sorted.size();
      while (at > 0 && before(p, sorted.get(at - 1))) {
        at--;
      }
      sorted.add(at, p);
    }
    Set<String> names = new HashSet<>();
    Set<Integer> positions = new HashSet<>();
    for (PairingSystemProvider p : sorted) {
      if (!names.add(p.entry().name()) || !positions.add(p.position())) {
        throw new IllegalStateException(
            "two systems registered as " + p.entry().name() + " or at " + p.position());
      }
      String own = p.entry().trfCode();
      if (!own.isEmpty() && !claimants(sorted, own).equals(List.of(p))) {
        throw new IllegalStateException(
            "192 code " + own + " is claimed by " + providerNames(claimants(sorted, own)));
      }
    }
    return List.copyOf(sorted);
  }

  private static boolean before(PairingSystemProvider a, PairingSystemProvider b) {
    return a.position() < b.position()
        || a.position() == b.position() && a.entry().name().compareTo(b.entry().name()) < 0;
  }

  private static String providerNames(List<PairingSystemProvider> providers) {
    List<String> out = new ArrayList<>();
    for (PairingSystemProvider p : providers) {
      out.add(p.entry().name());
    }
    return String.join(", ", out);
  }

  /** The command-line names of the systems that pair today. */
  public static List<String> built() {
    List<String> out = new ArrayList<>();
    for (Entry e : REGISTRY) {
      if (e.built()) {
        out.add(e.name());
      }
    }
    return out;
  }
}
