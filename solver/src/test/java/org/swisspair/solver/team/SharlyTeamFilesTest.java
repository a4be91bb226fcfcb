package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfReading;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * Team files paired by the Sharly-Chess fork of bbpPairings (fixtures/team-files/README.md): read
 * without refusal, and where the pairings part, the rule that decides (C.04.6 1.6.1, 4.3.1; C.04.2
 * 3.5).
 */
class SharlyTeamFilesTest {
  private static final Path RECORDS =
      FixtureFiles.root().resolve("team-files/sharly-paired-absent-team-records.trf");
  private static final Path STUCK =
      FixtureFiles.root().resolve("team-files/sharly-stuck-rematch-after-forfeit.trf");
  private static final Path PAB_PENALTY =
      FixtureFiles.root().resolve("team-files/sharly-pab-after-299-penalty.trf");
  private static final Path STUCK_GAME_POINTS =
      FixtureFiles.root().resolve("team-files/sharly-stuck-game-points-primary.trf");
  private static final Path TYPE_B_LAST =
      FixtureFiles.root().resolve("team-files/sharly-type-b-last-round.trf");

  private static TeamTournament read(Path file) throws Exception {
    TrfReading r = new TrfReader().readWithWarnings(file);
    assertThat(r.warnings()).isEmpty();
    return new TeamPairingSystem().teams(r.tournament());
  }

  @Test
  void itsRecordsAreReadAsTheTeamRecordsSay() throws Exception {
    TeamTournament t = read(RECORDS);
    // 240 F: a won match's points (TEAM-15); 330 +-: team 2 beats team 6 by forfeit, and 299
    // takes 0.5 match points from team 2 in round 1 (TEAM-22).
    assertThat(t.round(1, 1).kind()).isEqualTo(MatchKind.FULL_BYE);
    assertThat(t.round(2, 1))
        .isEqualTo(new TeamRound(6, Colour.WHITE, MatchKind.FORFEIT_WIN, 15, 40));
    assertThat(t.round(6, 1).kind()).isEqualTo(MatchKind.FORFEIT_LOSS);
    // 299 +1.0 for team 9 in round 2, a match it lost 1-3: 0 + 1.0 match points.
    assertThat(t.round(9, 2)).isEqualTo(new TeamRound(6, Colour.BLACK, MatchKind.PLAYED, 10, 10));
    // U on every board of team 3 in round 4 is its PAB.
    assertThat(t.round(3, 4).kind()).isEqualTo(MatchKind.PAB);
    // Round 2, team 3 against team 8: board 1 forfeited, the other three played: a played match
    // won 3-1 on game points (1.6.1, TEAM-4, TEAM-11), not a forfeit decided by board 1.
    assertThat(t.round(3, 2).kind()).isEqualTo(MatchKind.PLAYED);
    assertThat(t.round(3, 2).matchPoints()).isEqualTo(20);
    assertThat(t.round(8, 2).kind()).isEqualTo(MatchKind.PLAYED);
    assertThat(t.round(8, 2).matchPoints()).isZero();
    assertThat(new TeamRoundState(t, 4).team(8).byeIneligible()).isFalse();
  }

  @Test
  void roundOneGivesTheInitialColourByTpnParityWithATeamAbsent() throws Exception {
    // 4.3.1: "if the first-team's TPN is odd" - the TPN, not its place among the teams paired
    // (team 1 has a 240 F bye); the fork gives the opposite colours.
    TeamTournament t = read(RECORDS);
    TeamChecker.RoundReport r1 = new TeamChecker(new TeamPairingSystem()).checkRound(t, 1);
    assertThat(unordered(r1.engine())).isEqualTo(unordered(r1.file()));
    for (Pair p : r1.engine()) {
      if (p.black() == 0) {
        continue;
      }
      int first = Math.min(p.white(), p.black());
      assertThat(p.white())
          .as("%s", p)
          .isEqualTo(first % 2 == 1 ? first : Math.max(p.white(), p.black()));
      assertThat(r1.file()).doesNotContain(p);
    }
  }

  @Test
  void teamsWhoseOnlyMatchWasForfeitedArePairedAgainWhereTheForkFindsNoPairing() throws Exception {
    TeamTournament t = read(STUCK);
    TeamChecker checker = new TeamChecker(new TeamPairingSystem());
    for (int r = 1; r <= 3; r++) {
      assertThat(checker.checkRound(t, r).differs()).as("round %d", r).isFalse();
    }
    assertThat(t.round(1, 3).kind()).isEqualTo(MatchKind.FORFEIT_LOSS);
    assertThat(t.round(1, 3).opponent()).isEqualTo(5);
    // C.04.2 3.5 (TEAM-4): 1 and 5 may meet again, and round 4 needs it.
    List<Pair> ours = new TeamPairingSystem().pair(new TeamRoundState(t, 4), false).boards();
    assertThat(unordered(ours)).contains(List.of(1, 5));
  }

  @Test
  void thePabGoesToTheTeamAPenaltyRecordLeftLowest() throws Exception {
    // 3.4.2: team 4 lost round 1 and a blank-typed 299 takes 1 match point from it (TEAM-22):
    // -1 against team 5's 0. The fork sets a negative total to 0 and gives team 5 the PAB.
    TeamTournament t = read(PAB_PENALTY);
    TeamRoundState s = new TeamRoundState(t, 2);
    assertThat(s.team(4).primary()).isEqualTo(-10);
    assertThat(s.team(5).primary()).isZero();
    TeamChecker.RoundReport r2 = new TeamChecker(new TeamPairingSystem()).checkRound(t, 2);
    assertThat(r2.file()).contains(new Pair(5, 0));
    assertThat(r2.engine()).contains(new Pair(4, 0));
  }

  @Test
  void aRoundTheForkCannotPairWithGamePointsPrimaryHasALegalPairing() throws Exception {
    // 3.3.1: 14 teams after one round always have a pairing that complies with C1 and C2; the
    // fork finds none with game points primary (it pairs the file with match points primary).
    TeamTournament t = read(STUCK_GAME_POINTS);
    assertThat(t.roundsPaired()).isEqualTo(1);
    TeamRoundState s = new TeamRoundState(t, 2);
    List<Pair> ours = new TeamPairingSystem().pair(s, false).boards();
    assertThat(ours).hasSize(7);
    for (Pair p : ours) {
      assertThat(p.black()).isNotZero();
      assertThat(t.round(p.white(), 1).opponent()).as("%s", p).isNotEqualTo(p.black());
    }
  }

  @Test
  void inTheLastRoundAStrongTypeBPreferenceWithColourDifferenceZeroIsGranted() throws Exception {
    // TEAM-17, 4.3.4: team 1 had Black in its last two matches (CD 0), team 4 has a mild
    // preference for White; swisspair gives team 1 White, the fork (1.7.2.5) team 4.
    TeamTournament t = read(TYPE_B_LAST);
    TeamChecker.RoundReport r5 = new TeamChecker(new TeamPairingSystem()).checkRound(t, 5);
    assertThat(r5.engine()).contains(new Pair(1, 4));
    assertThat(r5.file()).contains(new Pair(4, 1));
  }

  private static HashSet<List<Integer>> unordered(List<Pair> boards) {
    HashSet<List<Integer>> out = new HashSet<>();
    for (Pair p : boards) {
      List<Integer> pair = new ArrayList<>(List.of(p.white(), p.black()));
      pair.sort(null);
      out.add(pair);
    }
    return out;
  }
}
