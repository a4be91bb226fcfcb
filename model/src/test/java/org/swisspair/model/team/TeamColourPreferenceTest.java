package org.swisspair.model.team;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.model.Colour.BLACK;
import static org.swisspair.model.Colour.WHITE;
import static org.swisspair.model.team.TeamColourPreference.Strength.MILD;
import static org.swisspair.model.team.TeamColourPreference.Strength.SIMPLE;
import static org.swisspair.model.team.TeamColourPreference.Strength.STRONG;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;

/** Type A and Type B colour preferences from the colours of played matches (Team 1.7). */
class TeamColourPreferenceTest {

  private static TeamColourPreference a(Colour... played) {
    return TeamColourPreference.of(List.of(played), PreferenceType.A, false);
  }

  private static TeamColourPreference b(boolean lastRound, Colour... played) {
    return TeamColourPreference.of(List.of(played), PreferenceType.B, lastRound);
  }

  @Test
  void typeAPreferencesFollowTheColourDifferenceAndTheLastTwoMatches() {
    // 1.7.1.1: CD below -1, or CD 0 / -1 with Black in the last two played matches.
    assertThat(a(BLACK, BLACK)).isEqualTo(new TeamColourPreference(WHITE, SIMPLE));
    assertThat(a(WHITE, BLACK, BLACK)).isEqualTo(new TeamColourPreference(WHITE, SIMPLE));
    assertThat(a(WHITE, WHITE, BLACK, BLACK)).isEqualTo(new TeamColourPreference(WHITE, SIMPLE));
    // 1.7.1.2 mirrored.
    assertThat(a(WHITE, WHITE)).isEqualTo(new TeamColourPreference(BLACK, SIMPLE));
    assertThat(a(BLACK, WHITE, WHITE)).isEqualTo(new TeamColourPreference(BLACK, SIMPLE));
    // 1.7.1.3: CD +1 with Black twice, one alternation, or nothing played: no preference.
    assertThat(a(WHITE, WHITE, WHITE, BLACK, BLACK)).isEqualTo(TeamColourPreference.NONE);
    assertThat(a(WHITE, BLACK)).isEqualTo(TeamColourPreference.NONE);
    assertThat(a(BLACK)).isEqualTo(TeamColourPreference.NONE);
    assertThat(a()).isEqualTo(TeamColourPreference.NONE);
  }

  @Test
  void typeBAddsMildPreferencesWithTheMinusSignRestored() {
    // 1.7.2.1-2: strong as Type A.
    assertThat(b(false, WHITE, BLACK, BLACK)).isEqualTo(new TeamColourPreference(WHITE, STRONG));
    assertThat(b(false, BLACK, WHITE, WHITE)).isEqualTo(new TeamColourPreference(BLACK, STRONG));
    // 1.7.2.3: "CD is 1" read as -1 (TEAM-6); 1.7.2.4: CD +1.
    assertThat(b(false, BLACK)).isEqualTo(new TeamColourPreference(WHITE, MILD));
    assertThat(b(false, WHITE)).isEqualTo(new TeamColourPreference(BLACK, MILD));
    // CD 0, not the last round: the opposite of the last match.
    assertThat(b(false, WHITE, BLACK)).isEqualTo(new TeamColourPreference(WHITE, MILD));
    // 1.7.2.5: CD 0 in the last round, or nothing played: none.
    assertThat(b(true, WHITE, BLACK)).isEqualTo(TeamColourPreference.NONE);
    assertThat(b(false)).isEqualTo(TeamColourPreference.NONE);
    // The last round keeps mild preferences from CD +-1 and strong ones.
    assertThat(b(true, WHITE)).isEqualTo(new TeamColourPreference(BLACK, MILD));
    assertThat(b(true, BLACK, BLACK)).isEqualTo(new TeamColourPreference(WHITE, STRONG));
  }

  @Test
  void noPreferencesWhenTheCompetitionDoesNotUseThem() {
    assertThat(TeamColourPreference.of(List.of(BLACK, BLACK), PreferenceType.NONE, false))
        .isEqualTo(TeamColourPreference.NONE);
  }

  @Test
  void the192CodeGivesTheSettings() {
    assertThat(TeamSettings.from192("FIDE_TEAM_BAKU")).isEqualTo(TeamSettings.DEFAULT);
    assertThat(TeamSettings.from192("FIDE_TEAM_TYPEA_MP_GP")).isEqualTo(TeamSettings.DEFAULT);
    assertThat(TeamSettings.from192("FIDE_TEAM_TYPEB_GP_MP"))
        .isEqualTo(new TeamSettings(PrimaryScore.GAME, true, PreferenceType.B));
    assertThat(TeamSettings.from192("FIDE_TEAM_TYPEB_MP"))
        .isEqualTo(new TeamSettings(PrimaryScore.MATCH, false, PreferenceType.B));
    // TEAM-23: ETT26 codes naming a score and no colour type have no colour preferences.
    assertThat(TeamSettings.from192("FIDE_TEAM_MP_GP"))
        .isEqualTo(new TeamSettings(PrimaryScore.MATCH, true, PreferenceType.NONE));
    assertThat(TeamSettings.from192("FIDE_TEAM_GP"))
        .isEqualTo(new TeamSettings(PrimaryScore.GAME, false, PreferenceType.NONE));
    assertThat(TeamSettings.from192("FIDE_TEAM_MP_BAKU").preferences())
        .isEqualTo(PreferenceType.NONE);
    assertThat(TeamSettings.from192("FIDE_TEAM").preferences()).isEqualTo(PreferenceType.A);
    assertThat(TeamSettings.from192("FIDE_TEAM_TYPEN_MP_GP").preferences())
        .isEqualTo(PreferenceType.NONE);
  }
}
