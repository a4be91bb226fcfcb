package org.swisspair.solver.pairing;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The systems this engine knows, built or not yet. */
public final class PairingSystems {
  private PairingSystems() {}

  /** Every system of the handbook and the older texts, by command-line name. */
  public static final List<String> ALL =
      List.of(
          "dutch",
          "burstein",
          "dubov",
          "lim",
          "double-swiss",
          "team",
          "rating-based",
          "simplified");

  /** The system named {@code name}, or empty when it is known but not built yet. */
  public static Optional<PairingSystem> byName(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    if (!ALL.contains(n)) {
      throw new IllegalArgumentException(
          "unknown pairing system '" + name + "'; known: " + String.join(", ", ALL));
    }
    return switch (n) {
      case "dutch" -> Optional.of(new org.swisspair.solver.dutch.DutchPairingSystem());
      default -> Optional.empty();
    };
  }
}
