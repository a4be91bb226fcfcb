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
      completionCandidates = SystemOption.Names.class,
      description =
          "Pairing system: ${COMPLETION-CANDIDATES} (default: the one the file's TRF-2026 192"
              + " code names, else dutch).")
  String system;

  /** The registry's system names, for the help text and shell completion. */
  static final class Names implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return PairingSystems.ALL.iterator();
    }
  }

  @Option(
      names = "--colour-preferences",
      paramLabel = "A|B|none",
      description = "Team system: Type A (default), Type B or no colour preferences (Team 1.7).")
  String colourPreferences;

  @Option(
      names = "--primary-score",
      paramLabel = "match|game",
      description = "Team system: match points (default) or game points as primary score (1.2).")
  String primaryScore;

  /**
   * {@code p} with the Team settings given on the command line; exit 3 when they are given for
   * another system or are not known.
   */
  PairingSystem withTeamSettings(PairingSystem p) {
    if (colourPreferences == null && primaryScore == null) {
      return p;
    }
    if (!(p instanceof org.swisspair.solver.team.TeamPairingSystem)) {
      throw CliException.invalid(
          "--colour-preferences and --primary-score are settings of the Team system, not "
              + p.name());
    }
    org.swisspair.model.team.PreferenceType type = null;
    if (colourPreferences != null) {
      type =
          switch (colourPreferences.trim().toUpperCase(java.util.Locale.ROOT)) {
            case "A" -> org.swisspair.model.team.PreferenceType.A;
            case "B" -> org.swisspair.model.team.PreferenceType.B;
            case "NONE" -> org.swisspair.model.team.PreferenceType.NONE;
            default ->
                throw CliException.invalid(
                    "--colour-preferences: A, B or none, was '" + colourPreferences + "'");
          };
    }
    org.swisspair.model.team.PrimaryScore score = null;
    if (primaryScore != null) {
      score =
          switch (primaryScore.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "match" -> org.swisspair.model.team.PrimaryScore.MATCH;
            case "game" -> org.swisspair.model.team.PrimaryScore.GAME;
            default ->
                throw CliException.invalid(
                    "--primary-score: match or game, was '" + primaryScore + "'");
          };
    }
    return new org.swisspair.solver.team.TeamPairingSystem(type, score);
  }

  /** The system named on the command line, or null when the file is to decide. */
  PairingSystem named() {
    return system == null ? null : withTeamSettings(Systems.resolve(system));
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
      return withTeamSettings(Systems.resolve(system));
    }
    return withTeamSettings(
        PairingSystems.byTrfCode(t.systemCode())
            .map(e -> Systems.resolve(e.name()))
            .orElseGet(() -> Systems.resolve("dutch")));
  }
}
