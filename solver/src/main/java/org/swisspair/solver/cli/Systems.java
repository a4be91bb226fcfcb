package org.swisspair.solver.cli;

import java.util.Locale;
import java.util.Optional;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;

/** Resolves a system name from the command line. */
final class Systems {
  private Systems() {}

  /**
   * The system named {@code name}; exit 3 when the name is unknown, exit 2 when it is known but not
   * built yet.
   */
  static PairingSystem resolve(String name) {
    Optional<PairingSystem> system;
    try {
      system = PairingSystems.byName(name);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(e.getMessage());
    }
    return system.orElseThrow(
        () ->
            new CliException(
                ExitCode.UNEXPECTED,
                "the "
                    + displayName(name)
                    + " system is not built yet; built: "
                    + String.join(", ", built())));
  }

  /** The systems that pair today. */
  static java.util.List<String> built() {
    return PairingSystems.ALL.stream()
        .filter(
            n -> {
              try {
                return PairingSystems.byName(n).isPresent();
              } catch (RuntimeException e) {
                return false;
              }
            })
        .toList();
  }

  /** "Burstein" for {@code burstein}, "Double-Swiss" for {@code double-swiss}. */
  static String displayName(String name) {
    StringBuilder sb = new StringBuilder();
    boolean upper = true;
    for (char c : name.toLowerCase(Locale.ROOT).toCharArray()) {
      sb.append(upper ? Character.toUpperCase(c) : c);
      upper = c == '-';
    }
    return sb.toString();
  }
}
