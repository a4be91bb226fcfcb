package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * The generator writes a team's PAB and byes on its boards as other team programs do ({@code 0000 -
 * U}, {@code H}, {@code Z}; C.04.6 1.4, TEAM-15, TEAM-19), and without a reserve writes no line-up.
 */
class TeamGeneratorBoardsTest {
  private static final int BOARDS = 4;

  private static Tournament generate(int reserves, long seed) throws Exception {
    TeamGenerator.Options o =
        new TeamGenerator.Options(
            9,
            BOARDS,
            6,
            seed,
            PreferenceType.A,
            PrimaryScore.GAME,
            false,
            0.05,
            0.15,
            0.03,
            1,
            false);
    Tournament t = new TeamGenerator(new TeamPairingSystem(), reserves).generate(o);
    // Written and read back, as the cross-check's files are.
    return new TrfReader().read("g.trf", TrfWriter.toText(t, TrfWriter.Flavour.TRF26));
  }

  @Test
  void byesAndThePabAreOnTheBoardsAsTheRecordsGiveThem() throws Exception {
    int seen = 0;
    for (int reserves = 0; reserves <= 1; reserves++) {
      int files = 0;
      for (long seed = 1; seed <= 40 && files < 6; seed++) {
        Tournament t;
        try {
          t = generate(reserves, seed);
        } catch (NoValidPairingException e) {
          continue; // a generator dead end (3.3.3): no file to look at
        }
        files++;
        TeamTournament teams = new TeamPairingSystem().teams(t);
        for (int r = 1; r <= teams.roundsPaired(); r++) {
          for (int k = 1; k <= teams.size(); k++) {
            MatchKind kind = teams.round(k, r).kind();
            ResultCode expected =
                switch (kind) {
                  case PAB -> ResultCode.PAIRING_BYE;
                  case HALF_BYE -> ResultCode.HALF_BYE;
                  case ABSENT -> ResultCode.ZERO_BYE;
                  default -> null;
                };
            if (expected == null) {
              continue;
            }
            seen++;
            List<Integer> members = teams.members(k);
            for (int b = 0; b < BOARDS; b++) {
              RoundEntry e = t.player(members.get(b)).round(r);
              assertThat(e.result())
                  .as("seed %d reserves %d round %d team %d board %d", seed, reserves, r, k, b + 1)
                  .isEqualTo(expected);
              assertThat(e.opponent()).isZero();
            }
          }
        }
        boolean lineUps = t.otherLines().stream().anyMatch(l -> l.startsWith("300"));
        assertThat(lineUps).as("seed %d reserves %d", seed, reserves).isEqualTo(reserves == 1);
      }
      assertThat(files).as("files with %d reserves", reserves).isEqualTo(6);
    }
    assertThat(seen).as("byes and PABs met").isGreaterThan(20);
  }
}
