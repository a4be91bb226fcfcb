package org.swisspair.model.team;

import java.util.Locale;
import java.util.Objects;

/**
 * The tournament settings the Team system leaves to the competition's rules (Team 1.2.1, 1.7): the
 * primary score, whether the secondary score decides the first-team for colours (4.2.2), and the
 * kind of colour preferences.
 *
 * @param primary the primary score
 * @param secondaryForColours true when the secondary score is used for colour allocation (4.2.2)
 * @param preferences Type A, Type B or none
 */
public record TeamSettings(
    PrimaryScore primary, boolean secondaryForColours, PreferenceType preferences) {

  /** Match points primary, game points for colours, Type A preferences (Team 1.2.2, 1.7). */
  public static final TeamSettings DEFAULT =
      new TeamSettings(PrimaryScore.MATCH, true, PreferenceType.A);

  public TeamSettings {
    Objects.requireNonNull(primary, "primary");
    Objects.requireNonNull(preferences, "preferences");
  }

  /**
   * The settings a TRF-2026 {@code 192} team code gives ({@code FIDE_TEAM_TYPEA_MP_GP}, {@code
   * FIDE_TEAM_BAKU}, ...): {@code TYPEA}, {@code TYPEB} or {@code TYPEN} for the preferences (a
   * code naming a score without them has none), the first of {@code MP}/{@code GP} for the primary
   * score, a second one for the secondary score used for colours; a code naming nothing keeps the
   * default (Team 1.2.2, 1.7).
   */
  public static TeamSettings from192(String code) {
    // TEAM-1: a code naming one score only (FIDE_TEAM_TYPEB_MP) does not use the secondary one.
    PrimaryScore primary = null;
    boolean secondary = false;
    PreferenceType type = null;
    for (String token : code.trim().toUpperCase(Locale.ROOT).split("_")) {
      switch (token) {
        case "TYPEA" -> type = PreferenceType.A;
        case "TYPEB" -> type = PreferenceType.B;
        case "TYPEN", "NOCOL", "NOCOLOUR", "NOCOLOR" -> type = PreferenceType.NONE;
        case "MP", "GP" -> {
          PrimaryScore p = token.equals("MP") ? PrimaryScore.MATCH : PrimaryScore.GAME;
          if (primary == null) {
            primary = p;
          } else if (p != primary) {
            secondary = true;
          }
        }
        default -> {}
      }
    }
    if (type == null) {
      // TEAM-23: the ETT26 codes that name a score but no TYPEA/TYPEB (FIDE_TEAM_MP_GP) are the
      // competitions without colour preferences (1.7); FIDE_TEAM and FIDE_TEAM_BAKU keep Type A.
      type = primary == null ? PreferenceType.A : PreferenceType.NONE;
    }
    return primary == null
        ? new TeamSettings(DEFAULT.primary(), DEFAULT.secondaryForColours(), type)
        : new TeamSettings(primary, secondary, type);
  }

  /** A copy with other preferences. */
  public TeamSettings withPreferences(PreferenceType type) {
    return new TeamSettings(primary, secondaryForColours, type);
  }

  /** A copy with another primary score (the other one is then the secondary). */
  public TeamSettings withPrimary(PrimaryScore score) {
    return new TeamSettings(score, secondaryForColours, preferences);
  }
}
