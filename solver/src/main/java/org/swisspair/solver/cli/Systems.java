package org.swisspair.solver.cli;

import java.util.List;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;

/** Resolves a system name from the command line through the registry. */
final class Systems {
  private Systems() {}

  /**
   * The system named {@code name}; exit 3 when the name is unknown, exit 2 when it is known but not
   * built yet.
   */
  static PairingSystem resolve(String name) {
    PairingSystems.Entry entry;
    try {
      entry = PairingSystems.entry(name);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(e.getMessage());
    }
    if (!entry.built()) {
      throw new CliException(
          ExitCode.UNEXPECTED,
          "the "
              + entry.displayName()
              + " system is not built yet; built: "
              + String.join(", ", built()));
    }
    return entry.factory().get();
  }

  /** The systems that pair today. */
  static List<String> built() {
    return PairingSystems.built();
  }

  /** "Burstein" for {@code burstein}, "Double-Swiss" for {@code double-swiss}. */
  static String displayName(String name) {
    return PairingSystems.entry(name).displayName();
  }
}
