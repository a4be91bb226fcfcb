package org.swisspair.model.team;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Fixtures;
import org.swisspair.model.Points;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TeamRecordReader;
import org.swisspair.model.trf.TrfReader;

/** Team matches derived from the TEC TRF-2026 team sample (Team 1.2, 1.4, 1.6; TRF-2026). */
class TeamTournamentTest {
  private static final Path SAMPLE = Fixtures.resolve("real/tec-trf26-grandmommys-cup-team.trf");

  private static TeamTournament sample() throws Exception {
    return TeamRecordReader.read(new TrfReader().read(SAMPLE));
  }

  @Test
  void readsTheFiftyTeamsOf310AndNotThe013Duplicates() throws Exception {
    TeamTournament t = sample();
    assertThat(t.size()).isEqualTo(50);
    assertThat(t.members(1)).containsExactly(1, 5, 15, 28, 44);
    assertThat(t.scoring().boards()).isEqualTo(4);
    assertThat(t.scoring().win()).isEqualTo(20);
    // 320 header: the PAB gives 1 MP and 2.0 GP (Team 1.4, a draw).
    assertThat(t.scoring().pabMatchPoints()).isEqualTo(10);
    assertThat(t.scoring().pabGamePoints()).isEqualTo(20);
    assertThat(t.totalRounds()).isEqualTo(14);
    assertThat(t.initialColour()).isEqualTo(Colour.BLACK);
  }

  @Test
  void derivedTotalsEqualThe310MatchAndGamePointsOfEveryTeam() throws Exception {
    TeamTournament t = sample();
    List<String> mismatches = new ArrayList<>();
    for (String line : Files.readAllLines(SAMPLE, StandardCharsets.UTF_8)) {
      if (!line.startsWith("310")) {
        continue;
      }
      int team = Integer.parseInt(line.substring(4, 7).trim());
      int mp = Points.parse(line.substring(54, 60));
      int gp = Points.parse(line.substring(61, 67));
      int myMp = 0;
      int myGp = 0;
      for (TeamRound r : t.rounds(team)) {
        myMp += r.matchPoints();
        myGp += r.gamePoints();
      }
      if (myMp != mp || myGp != gp) {
        mismatches.add(team + ": file " + mp + "/" + gp + ", derived " + myMp + "/" + myGp);
      }
    }
    assertThat(mismatches).isEmpty();
  }

  @Test
  void theFirstBoardColourIsTheMatchColour() throws Exception {
    TeamTournament t = sample();
    // 801: India (1) had Black against Cuba (14) in round 1, a 2-2 draw.
    TeamRound r1 = t.round(1, 1);
    assertThat(r1.opponent()).isEqualTo(14);
    assertThat(r1.colour()).isEqualTo(Colour.BLACK);
    assertThat(r1.kind()).isEqualTo(MatchKind.PLAYED);
    assertThat(r1.matchPoints()).isEqualTo(10);
    assertThat(t.round(14, 1).colour()).isEqualTo(Colour.WHITE);
    // Georgia (3), round 7: board 1 won by forfeit without a colour; 300 puts player 3 on board 1,
    // so the colour comes from board 2 by the 352 sequence WBWB (801: "10 b +010 1254").
    assertThat(t.round(3, 7).colour()).isEqualTo(Colour.BLACK);
    assertThat(t.round(3, 7).played()).isTrue();
  }

  @Test
  void recordsGiveByesForfeitsAndThePab() throws Exception {
    TeamTournament t = sample();
    assertThat(t.round(3, 1).kind()).isEqualTo(MatchKind.FULL_BYE);
    assertThat(t.round(39, 1).kind()).isEqualTo(MatchKind.HALF_BYE);
    assertThat(t.round(50, 3).kind()).isEqualTo(MatchKind.PAB);
    assertThat(t.round(23, 4))
        .isEqualTo(new TeamRound(33, Colour.WHITE, MatchKind.FORFEIT_WIN, 20, 40));
    assertThat(t.round(33, 4).kind()).isEqualTo(MatchKind.FORFEIT_LOSS);
    assertThat(t.round(24, 6).kind()).isEqualTo(MatchKind.DOUBLE_FORFEIT);
    assertThat(t.round(7, 9).kind()).isEqualTo(MatchKind.ABSENT);
    assertThat(t.acceleration(1, 1)).isEqualTo(20);
    assertThat(t.acceleration(3, 1)).isZero();
    assertThat(t.acceleration(25, 5)).isEqualTo(10);
    assertThat(t.acceleration(26, 2)).isZero();
  }

  @Test
  void stateBeforeARoundGivesScoresColoursAndC2() throws Exception {
    TeamTournament t = sample();
    TeamRoundState s = new TeamRoundState(t, 2);
    TeamState india = s.team(1);
    assertThat(india.primary()).isEqualTo(10);
    assertThat(india.secondary()).isEqualTo(20);
    assertThat(india.playedColours()).containsExactly(Colour.BLACK);
    assertThat(india.pairingScore()).isEqualTo(30);
    // Team 3's full-point bye rules out the PAB (C2).
    assertThat(s.team(3).byeIneligible()).isTrue();
    assertThat(s.team(3).hasPlayed()).isFalse();
    assertThat(s.forbidden(1, 2)).isTrue();
    assertThat(s.compatible(1, 14)).isFalse();
    // 240 F 2 6 and 240 H 2 7 39: not paired in round 2.
    assertThat(s.teamsToPair()).doesNotContain(6, 7, 39).contains(1, 3);
  }

  @Test
  void aTeamMeetingTwoTeamsInOneRoundIsRejectedWithTheRound() throws Exception {
    String text = Files.readString(SAMPLE, StandardCharsets.UTF_8);
    // Boards swapped between India-Cuba and Ukraine-Bulgaria: India now meets Cuba and Bulgaria.
    String broken = round1(text, 5, "  24 w 0");
    broken = round1(broken, 24, "   5 b 1");
    broken = round1(broken, 2, "  60 w =");
    broken = round1(broken, 60, "   2 b =");
    Tournament read = new TrfReader(TrfReader.Options.trustingResults()).read("broken.trf", broken);
    assertThatThrownBy(() -> TeamRecordReader.read(read))
        .isInstanceOf(TeamFormatException.class)
        .hasMessageContaining("round 1")
        .hasMessageContaining("team 1");
  }

  /** The text with player {@code id}'s round-1 columns 92-99 replaced. */
  private static String round1(String text, int id, String entry) {
    StringBuilder out = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      if (line.startsWith("001") && line.substring(4, 8).trim().equals(Integer.toString(id))) {
        line = line.substring(0, 91) + entry + line.substring(99);
      }
      out.append(line).append('\n');
    }
    return out.toString();
  }

  @Test
  void aFileWithoutTeamRecordsIsATournamentOfOneBoardTeams() throws Exception {
    // TEAM-18 and TEAM-19: each player a team of one board; the player's U, H entries are the
    // team's PAB and half-point bye.
    Tournament t = new TrfReader().read(Fixtures.resolve("examples/example.trf"));
    TeamTournament tt = TeamRecordReader.read(t);
    assertThat(tt.size()).isEqualTo(t.size());
    int played = 0;
    for (org.swisspair.model.Player p : t.players()) {
      for (int r = 1; r <= t.roundsPaired(); r++) {
        org.swisspair.model.RoundEntry e = p.round(r);
        TeamRound team = tt.round(p.id(), r);
        if (e.played()) {
          played++;
          assertThat(team.opponent()).isEqualTo(e.opponent());
          assertThat(team.colour()).isEqualTo(e.colour());
          assertThat(team.played()).isTrue();
        }
      }
    }
    assertThat(played).isGreaterThan(20);
    assertThat(tt.round(12, 2).kind()).isEqualTo(MatchKind.PAB);
    assertThat(tt.round(8, 2).kind()).isEqualTo(MatchKind.HALF_BYE);
    assertThat(tt.round(8, 1).kind()).isEqualTo(MatchKind.FORFEIT_LOSS);
  }

  @Test
  void aMalformedForfeitRecordNamesItsField() throws IOException {
    String text = Files.readString(SAMPLE, StandardCharsets.UTF_8);
    String broken = text.replace("330 +-   4  23  33", "330 +x   4  23  33");
    assertThatThrownBy(() -> TeamRecordReader.read(new TrfReader().read("b.trf", broken)))
        .isInstanceOf(TeamFormatException.class)
        .hasMessageContaining("330 result")
        .hasMessageContaining("column 5");
  }
}
