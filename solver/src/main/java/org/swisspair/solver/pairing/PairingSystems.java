package org.swisspair.solver.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import org.swisspair.solver.burstein.BursteinPairingSystem;
import org.swisspair.solver.dutch.DutchPairingSystem;

/**
 * The one registry of the systems this engine knows, built or not yet: a new system is a package of
 * its own and one line here.
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

  private static final String FIDE_2026 = "FIDE, applied from 1 February 2026";

  /** Every system of the handbook and the older texts, in the handbook's order. */
  public static final List<Entry> REGISTRY =
      List.of(
          new Entry(
              "dutch", "Dutch", "FIDE_DUTCH_2026", "C.04.3", FIDE_2026, DutchPairingSystem::new),
          new Entry(
              "burstein",
              "Burstein",
              "FIDE_BURSTEIN",
              "C.04.4.2",
              FIDE_2026,
              BursteinPairingSystem::new),
          new Entry(
              "dubov",
              "Dubov",
              "FIDE_DUBOV",
              "C.04.4.1",
              FIDE_2026,
              org.swisspair.solver.dubov.DubovPairingSystem::new),
          new Entry(
              "lim",
              "Lim",
              "",
              "C.04.4.3",
              FIDE_2026,
              org.swisspair.solver.lim.LimPairingSystem::new),
          new Entry(
              "double-swiss",
              "Double-Swiss",
              "FIDE_DOUBLESWISS",
              "Double-Swiss System",
              FIDE_2026,
              org.swisspair.solver.doubleswiss.DoubleSwissPairingSystem::new),
          new Entry(
              "team",
              "Team",
              "FIDE_TEAM_TYPEA_MP_GP",
              "C.04.6",
              FIDE_2026,
              org.swisspair.solver.team.TeamPairingSystem::new),
          new Entry(
              "rating-based",
              "Rating-Based",
              "",
              "old C.04.1",
              "former FIDE rules, 1992-2009",
              org.swisspair.solver.ratingbased.RatingBasedPairingSystem::new),
          new Entry(
              "simplified",
              "Simplified",
              "",
              "Vincze",
              "simplified rules after the 1986 FIDE book, not FIDE's",
              org.swisspair.solver.simplified.SimplifiedPairingSystem::new));

  /** Every system's command-line name. */
  public static final List<String> ALL = REGISTRY.stream().map(Entry::name).toList();

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
    if (c.startsWith("FIDE_DUTCH")) {
      return Optional.of(entry("dutch"));
    }
    if (c.startsWith("FIDE_TEAM")) {
      return Optional.of(entry("team"));
    }
    for (Entry e : REGISTRY) {
      if (!e.trfCode().isEmpty() && e.trfCode().equals(c)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
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
