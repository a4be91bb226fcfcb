package org.swisspair.model.team;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Fixtures;
import org.swisspair.model.trf.TeamRecordReader;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfReading;

/**
 * Team files written the way other team programs write them (C.04.6 1.4, 1.6.1; C.04.2 3.4-3.5;
 * TRF-2026 records 299, 320, 330 and 162): the PAB as {@code U} on every board, forfeits without
 * colour, abnormal points.
 */
class TeamFilesTest {
  private static final Path PAB = Fixtures.resolve("team-files/pab-on-boards-forfeit-dash.trf");
  private static final Path ABNORMAL = Fixtures.resolve("team-files/abnormal-299.trf");
  private static final Path FORFEIT = Fixtures.resolve("team-files/whole-team-forfeit-330.trf");

  private static TeamTournament read(Path file) throws Exception {
    TrfReading r = new TrfReader().readWithWarnings(file);
    assertThat(r.warnings()).as("warnings of %s", file.getFileName()).isEmpty();
    return TeamRecordReader.read(r.tournament());
  }

  @Test
  void aPabOnEveryBoardIsOneTeamPabScoredAsADraw() throws Exception {
    TeamTournament t = read(PAB);
    // 1.4: a draw's match points (TD 1.0) and game points (2 boards x 0.5).
    assertThat(t.round(3, 1)).isEqualTo(new TeamRound(0, Colour.NONE, MatchKind.PAB, 10, 10));
    assertThat(t.round(2, 2)).isEqualTo(new TeamRound(0, Colour.NONE, MatchKind.PAB, 10, 10));
    assertThat(t.round(1, 1)).isEqualTo(new TeamRound(2, Colour.WHITE, MatchKind.PLAYED, 20, 15));
  }

  @Test
  void aMatchForfeitedOnEveryBoardWithoutColourIsNoMeetingAndNoColour() throws Exception {
    TeamTournament t = read(PAB);
    assertThat(t.round(1, 2))
        .isEqualTo(new TeamRound(3, Colour.NONE, MatchKind.FORFEIT_WIN, 20, 20));
    assertThat(t.round(3, 2).kind()).isEqualTo(MatchKind.FORFEIT_LOSS);
    TeamRoundState s = new TeamRoundState(t, 3);
    // C.04.2 3.4-3.5: only the played match of round 1 gives a colour and a meeting.
    assertThat(s.team(1).playedColours()).containsExactly(Colour.WHITE);
    assertThat(s.team(1).opponents()).containsExactly(2);
    assertThat(s.compatible(1, 3)).isTrue();
    // C2: the forfeit win and the two PABs leave no team to take the PAB of round 3.
    assertThat(s.team(1).byeIneligible()).isTrue();
    assertThat(s.team(2).byeIneligible()).isTrue();
    assertThat(s.team(3).byeIneligible()).isTrue();
  }

  @Test
  void twoTeamsWithAPabInOneRoundAreRefusedWithTheRound() throws Exception {
    String text = Files.readString(PAB, StandardCharsets.UTF_8);
    // Round 2: Charlie's boards get U instead of the forfeit, beside Bravo's PAB.
    String broken =
        text.replace("     5 - +", "  0000 - +")
            .replace("     6 - +", "  0000 - +")
            .replace("     1 - -", "  0000 - U")
            .replace("     2 - -", "  0000 - U");
    String lines = broken;
    assertThat(lines).isNotEqualTo(text);
    assertThatThrownBy(
            () ->
                TeamRecordReader.read(
                    new TrfReader(TrfReader.Options.trustingResults()).read("b.trf", lines)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("round 2: teams 2 and 3 both have the pairing-allocated bye");
  }

  @Test
  void abnormalPointsReplaceOrAddToTheRoundsTheyName() throws Exception {
    TeamTournament t = read(ABNORMAL);
    // 299 -  0.5  0.0 for team 2 beats 299 - -1.0 for all teams (the record naming teams).
    assertThat(t.round(2, 1))
        .isEqualTo(new TeamRound(1, Colour.NONE, MatchKind.FORFEIT_LOSS, 5, 0));
    // 299 - -1.0 for all teams and rounds: team 4's forfeit loss of round 2.
    assertThat(t.round(4, 2).matchPoints()).isEqualTo(-10);
    // A blank type adds: 1.5 match points to team 3 in round 1, -0.5 game points to team 1 in 2.
    assertThat(t.round(3, 1).matchPoints()).isEqualTo(35);
    assertThat(t.round(3, 1).gamePoints()).isEqualTo(10);
    assertThat(t.round(1, 2).matchPoints()).isEqualTo(20);
    assertThat(t.round(1, 2).gamePoints()).isEqualTo(5);
    // Rounds no record names keep the points of the results.
    assertThat(t.round(1, 1))
        .isEqualTo(new TeamRound(2, Colour.NONE, MatchKind.FORFEIT_WIN, 20, 10));
    assertThat(t.round(5, 2).matchPoints()).isEqualTo(20);
    TeamRoundState s = new TeamRoundState(t, 3);
    assertThat(s.team(1).primary()).isEqualTo(40);
    assertThat(s.team(2).primary()).isEqualTo(15);
    assertThat(s.team(3).primary()).isEqualTo(35);
    assertThat(s.team(4).primary()).isEqualTo(-10);
    assertThat(s.team(5).primary()).isEqualTo(30);
  }

  @Test
  void aMalformedAbnormalRecordNamesItsField() throws Exception {
    String text = Files.readString(ABNORMAL, StandardCharsets.UTF_8);
    String broken = text.replace("299 -  -1.0", "299 Q  -1.0");
    assertThatThrownBy(() -> TeamRecordReader.read(new TrfReader().read("b.trf", broken)))
        .isInstanceOf(TeamFormatException.class)
        .hasMessageContaining("299 type");
    String noTeam = text.replace("  2    1", "  2   99");
    assertThatThrownBy(() -> TeamRecordReader.read(new TrfReader().read("b.trf", noTeam)))
        .isInstanceOf(TeamFormatException.class)
        .hasMessageContaining("no team 99");
  }

  @Test
  void teamsThatOnlyMetInAWholeTeamForfeitMayMeetAgain() throws Exception {
    TeamTournament t = read(FORFEIT);
    assertThat(t.round(1, 1))
        .isEqualTo(new TeamRound(2, Colour.WHITE, MatchKind.FORFEIT_WIN, 20, 20));
    assertThat(t.round(2, 1))
        .isEqualTo(new TeamRound(1, Colour.BLACK, MatchKind.FORFEIT_LOSS, 0, 0));
    TeamRoundState s = new TeamRoundState(t, 2);
    // C.04.2 3.5 (TEAM-4): the only legal pairing of round 2 is the same two teams.
    assertThat(s.compatible(1, 2)).isTrue();
    assertThat(s.team(1).hasPlayed()).isFalse();
  }
}
