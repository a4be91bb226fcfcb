package org.swisspair.solver.cli;

import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import picocli.CommandLine.Option;

/** The {@code --system} option shared by the commands that pair. */
final class SystemOption {
  @Option(
      names = "--system",
      paramLabel = "NAME",
      description =
          "Pairing system: dutch, burstein, ... (default: the one the file's TRF-2026 192 code"
              + " names, else dutch).")
  String system;

  /** The system named on the command line, or null when the file is to decide. */
  PairingSystem named() {
    return system == null ? null : Systems.resolve(system);
  }

  /** The name given on the command line, else {@code dutch}. */
  String nameOrDutch() {
    return system == null ? "dutch" : system;
  }

  /**
   * The system named on the command line; else the one {@code t}'s {@code 192} code selects; else
   * Dutch.
   */
  PairingSystem resolve(Tournament t) {
    if (system != null) {
      return Systems.resolve(system);
    }
    return PairingSystems.byTrfCode(t.systemCode())
        .map(e -> Systems.resolve(e.name()))
        .orElseGet(() -> Systems.resolve("dutch"));
  }
}
