package org.swisspair.api;

import org.swisspair.model.Tournament;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.team.TeamPairingSystem;

/**
 * The pairing system an operation uses: one named (e.g. {@code dutch}), one given, or the one the
 * file's TRF-2026 {@code 192} code names (else Dutch); with the Team system's settings (C.04.6 1.2,
 * 1.7) when given.
 *
 * @param name the system's name, or null
 * @param system the system itself, or null
 * @param colourPreferences the Team system's colour preferences, or null for its default (Type A)
 * @param primaryScore the Team system's primary score, or null for its default (match points)
 */
public record SystemChoice(
    String name,
    PairingSystem system,
    PreferenceType colourPreferences,
    PrimaryScore primaryScore) {
  /** The system the file's {@code 192} code names, else Dutch. */
  public static SystemChoice fromFile() {
    return new SystemChoice(null, null, null, null);
  }

  /** The system named {@code name} (case-insensitive); null for the file's. */
  public static SystemChoice named(String name) {
    return new SystemChoice(name, null, null, null);
  }

  /** The given system. */
  public static SystemChoice of(PairingSystem system) {
    return new SystemChoice(null, system, null, null);
  }

  /** This choice with the Team system's settings; null leaves one at its default. */
  public SystemChoice withTeamSettings(
      PreferenceType colourPreferences, PrimaryScore primaryScore) {
    return new SystemChoice(name, system, colourPreferences, primaryScore);
  }

  /**
   * The system named or given, before a file is read; null when the file is to decide.
   *
   * @throws OperationException invalid input for an unknown name, not built for a system not built
   *     yet, invalid input for Team settings given to another system
   */
  PairingSystem named() {
    if (system != null) {
      return withSettings(system);
    }
    return name == null ? null : withSettings(resolve(name));
  }

  /** The system named or given, else the one {@code t}'s {@code 192} code names, else Dutch. */
  PairingSystem resolve(Tournament t) {
    PairingSystem p = named();
    if (p != null) {
      return p;
    }
    return withSettings(
        PairingSystems.byTrfCode(t.systemCode())
            .map(e -> resolve(e.name()))
            .orElseGet(() -> resolve("dutch")));
  }

  /** The system named {@code name} in the registry. */
  static PairingSystem resolve(String name) {
    PairingSystems.Entry entry;
    try {
      entry = PairingSystems.entry(name);
    } catch (IllegalArgumentException e) {
      throw OperationException.invalid(e.getMessage());
    }
    if (!entry.built()) {
      throw new OperationException(
          OperationException.Kind.NOT_BUILT,
          "the "
              + entry.displayName()
              + " system is not built yet; built: "
              + String.join(", ", PairingSystems.built()));
    }
    return entry.factory().get();
  }

  private PairingSystem withSettings(PairingSystem p) {
    if (colourPreferences == null && primaryScore == null) {
      return p;
    }
    if (!(p instanceof TeamPairingSystem)) {
      throw OperationException.invalid(
          "--colour-preferences and --primary-score are settings of the Team system, not "
              + p.name());
    }
    return new TeamPairingSystem(colourPreferences, primaryScore);
  }
}
