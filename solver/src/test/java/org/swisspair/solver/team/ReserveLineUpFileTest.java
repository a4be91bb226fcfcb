package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ResultCode;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfReading;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * A team whose first-listed member sat a match out (a reserve's {@code 0000 - -}) played that match
 * on the boards its {@code 300} line-up gives (C.04.6 1.6.1 "the player on the first board";
 * TEAM-10). The Sharly-Chess fork of bbpPairings takes the first member of the {@code 310} record
 * as board 1 whoever played, reads such a match as forfeited, and so gives the PAB of round 3 of
 * this file to team 3 (3.4.3) where 3.4.2 gives it to team 5 (fixtures/crosscheck-team/README.md).
 */
class ReserveLineUpFileTest {
  private static final Path FILE =
      FixtureFiles.root().resolve("team-files/swisspair-reserve-first-member-out.trf");

  @Test
  void aMatchPlayedWithoutTheFirstListedMemberIsPlayedOnTheLineUpsBoards() throws Exception {
    TrfReading r = new TrfReader().readWithWarnings(FILE);
    assertThat(r.warnings()).isEmpty();
    TeamTournament t = new TeamPairingSystem().teams(r.tournament());
    // Round 2, team 3 (members 11-15) against team 4: member 11 sat out; boards 12, 13, 14, 15.
    assertThat(r.tournament().player(11).round(2).result()).isEqualTo(ResultCode.FORFEIT_LOSS);
    assertThat(r.tournament().player(11).round(2).opponent()).isZero();
    assertThat(t.round(3, 2).kind()).isEqualTo(MatchKind.PLAYED);
    assertThat(t.round(3, 2).opponent()).isEqualTo(4);
    // 12 won with White on board 1, 13 lost, 14 and 15 drew: 2-2, a drawn match (TD = 1).
    assertThat(t.round(3, 2).colour()).isEqualTo(Colour.WHITE);
    assertThat(t.round(3, 2).matchPoints()).isEqualTo(10);
    // Round 3: team 3 has 1 match point, team 5 (absent in rounds 1 and 2) none: 3.4.2.
    TeamRoundState s = new TeamRoundState(t, 3);
    assertThat(s.team(3).primary()).isEqualTo(10);
    assertThat(s.team(5).primary()).isZero();
    assertThat(new TeamPairingSystem().pair(s, false).boards()).contains(new Pair(5, 0));
    assertThat(new TeamChecker(new TeamPairingSystem()).checkRound(t, 3).differs()).isFalse();
  }
}
