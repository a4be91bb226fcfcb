package org.swisspair.solver.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakStandings;

/** Each generator setting, counted in the file written and read back. */
class GeneratorSettingsTest {
  private static PairingSystem dutch() {
    return PairingSystems.entry("dutch").factory().get();
  }

  /** Nothing irregular: each test names the one setting it counts. */
  private static GeneratorRequest clean(int players, int rounds) {
    GeneratorRequest q = new GeneratorRequest();
    q.players = players;
    q.rounds = rounds;
    q.ratings = Ratings.range(1400, 2400);
    q.unratedBasisPoints = 0;
    q.fullByes = RoundCounts.NONE;
    q.halfByes = RoundCounts.NONE;
    q.zeroByes = RoundCounts.NONE;
    q.forfeits = RoundCounts.NONE;
    q.doubleForfeits = RoundCounts.NONE;
    q.unusual = RoundCounts.NONE;
    q.withdrawals = RoundCounts.NONE;
    q.lateEntries = RoundCounts.NONE;
    q.baku = false;
    q.scoring = "W=1,D=0.5,L=0";
    q.drawPercent = 30;
    q.initialColour = Colour.WHITE;
    q.tiebreaks = "";
    return q;
  }

  private static Tournament generated(GeneratorRequest q, long seed) throws Exception {
    Tournament t = new TournamentGenerator(dutch()).generate(q.resolve(seed), seed);
    Tournament back = SelfTest.readBack(t, "seed-" + seed);
    CheckReport report = new TournamentChecker(dutch()).check(back);
    assertThat(report.roundsDiffering()).as("seed %d: %s", seed, report.describe()).isZero();
    return back;
  }

  private static long count(Tournament t, int round, ResultCode code) {
    return t.players().stream().filter(p -> p.round(round).result() == code).count();
  }

  @Test
  void givesTheByesAskedForInEachRound() throws Exception {
    GeneratorRequest q = clean(30, 6);
    q.fullByes = RoundCounts.fixed(2);
    q.halfByes = RoundCounts.parse("3:2,5:1");
    q.zeroByes = RoundCounts.fixed(1);
    long seed = 11;
    Tournament t = generated(q, seed);
    for (int r = 1; r <= 6; r++) {
      assertThat(count(t, r, ResultCode.FULL_BYE)).as("seed %d round %d", seed, r).isEqualTo(2);
      assertThat(count(t, r, ResultCode.HALF_BYE)).isEqualTo(r == 3 ? 2 : r == 5 ? 1 : 0);
      assertThat(count(t, r, ResultCode.ZERO_BYE)).isEqualTo(1);
    }
  }

  @Test
  void forfeitsTheGamesAskedForInEachRound() throws Exception {
    GeneratorRequest q = clean(24, 5);
    q.forfeits = RoundCounts.fixed(2);
    q.doubleForfeits = RoundCounts.parse("2:1,4:3");
    long seed = 12;
    Tournament t = generated(q, seed);
    for (int r = 1; r <= 5; r++) {
      int round = r;
      assertThat(count(t, r, ResultCode.FORFEIT_WIN)).as("seed %d round %d", seed, r).isEqualTo(2);
      long doubles =
          t.players().stream()
                  .filter(
                      p ->
                          p.round(round).result() == ResultCode.FORFEIT_LOSS
                              && t.player(p.round(round).opponent()).round(round).result()
                                  == ResultCode.FORFEIT_LOSS)
                  .count()
              / 2;
      assertThat(doubles).isEqualTo(r == 2 ? 1 : r == 4 ? 3 : 0);
      assertThat(count(t, r, ResultCode.FORFEIT_LOSS)).isEqualTo(2 + 2 * doubles);
    }
  }

  @Test
  void endsTheGamesAskedForWithUnusualResults() throws Exception {
    GeneratorRequest q = clean(24, 6);
    q.unusual = RoundCounts.parse("1:2,3:1,6:4");
    long seed = 19;
    Tournament t = generated(q, seed);
    int[] expected = {0, 2, 0, 1, 0, 0, 4};
    int[] kinds = new int[3];
    for (int r = 1; r <= 6; r++) {
      int unusual = 0;
      for (Player p : t.players()) {
        RoundEntry e = p.round(r);
        if (e.opponent() > p.id()) {
          ResultCode mine = e.result();
          ResultCode theirs = t.player(e.opponent()).round(r).result();
          // 1/2-0, 0-1/2 or 0-0: a played game whose points do not add up to a game's.
          boolean odd =
              mine == ResultCode.DRAW && theirs == ResultCode.LOSS
                  || mine == ResultCode.LOSS
                      && (theirs == ResultCode.DRAW || theirs == ResultCode.LOSS);
          if (odd) {
            unusual++;
            kinds[mine == ResultCode.DRAW ? 0 : theirs == ResultCode.DRAW ? 1 : 2]++;
          }
        }
      }
      assertThat(unusual).as("seed %d round %d", seed, r).isEqualTo(expected[r]);
    }
    // 1/2-0, 0-1/2 and 0-0 all occur.
    assertThat(kinds[0] > 0 && kinds[1] > 0 && kinds[2] > 0)
        .as("kinds %s", Arrays.toString(kinds))
        .isTrue();
  }

  @Test
  void aRateForfeitsAboutItsShareOfGames() throws Exception {
    GeneratorRequest q = clean(40, 9);
    q.forfeits = RoundCounts.parse("10%");
    long seed = 13;
    Tournament t = generated(q, seed);
    long forfeits = 0;
    for (int r = 1; r <= 9; r++) {
      forfeits += count(t, r, ResultCode.FORFEIT_WIN);
    }
    // 180 games, 18 expected.
    assertThat(forfeits).as("seed %d", seed).isBetween(6L, 34L);
  }

  @Test
  void drawsRatingsFromTheRangeOrTakesTheList() throws Exception {
    GeneratorRequest q = clean(20, 3);
    q.ratings = Ratings.range(1600, 1700);
    Tournament t = generated(q, 14);
    assertThat(t.players()).extracting(Player::rating).allMatch(r -> r >= 1600 && r <= 1700);
    assertThat(t.players()).extracting(Player::rating).isSortedAccordingTo((a, b) -> b - a);

    List<Integer> list = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      list.add(1000 + 37 * i);
    }
    q.ratings = Ratings.of(list, "ratings.txt");
    Tournament given = generated(q, 14);
    List<Integer> expected = new ArrayList<>(list);
    expected.sort((a, b) -> b - a);
    assertThat(given.players()).extracting(Player::rating).containsExactlyElementsOf(expected);
  }

  @Test
  void withdrawsThePlayersAskedForForGood() throws Exception {
    GeneratorRequest q = clean(24, 6);
    q.withdrawals = RoundCounts.parse("3:2,5:1");
    long seed = 15;
    Tournament t = generated(q, seed);
    int[] leftIn = new int[7];
    for (Player p : t.players()) {
      int first = 0;
      for (int r = 1; r <= 6; r++) {
        if (p.round(r).result() == ResultCode.ZERO_BYE) {
          first = first == 0 ? r : first;
        } else {
          assertThat(first).as("seed %d player %d plays after leaving", seed, p.id()).isZero();
        }
      }
      leftIn[first]++;
    }
    assertThat(leftIn[3]).isEqualTo(2);
    assertThat(leftIn[5]).isEqualTo(1);
    assertThat(leftIn[1] + leftIn[2] + leftIn[4] + leftIn[6]).isZero();
  }

  @Test
  void letsTheLateEntriesJoinInTheirRounds() throws Exception {
    GeneratorRequest q = clean(24, 6);
    q.lateEntries = RoundCounts.parse("2:1,4:2");
    long seed = 16;
    Tournament t = generated(q, seed);
    int[] joined = new int[7];
    for (Player p : t.players()) {
      int r = 1;
      while (p.round(r).result() == ResultCode.ZERO_BYE) {
        r++;
      }
      joined[r]++;
    }
    assertThat(joined[2]).as("seed %d", seed).isEqualTo(1);
    assertThat(joined[4]).isEqualTo(2);
    assertThat(joined[1]).isEqualTo(21);
  }

  @Test
  void ranksByTheTieBreakListAndWritesIt() throws Exception {
    GeneratorRequest q = clean(20, 5);
    q.tiebreaks = "SB,BH/C1";
    Tournament t = generated(q, 17);
    assertThat(t.header()).containsEntry("202", "SB,BH/C1");
    List<TieBreakStandings.Row> rows =
        TieBreakStandings.compute(t, 5, TieBreakList.parse("SB,BH/C1"), TieBreakOptions.defaults())
            .rows();
    for (int i = 0; i < rows.size(); i++) {
      assertThat(t.player(rows.get(i).id()).rank()).isEqualTo(i + 1);
    }
    q.tiebreaks = "BH/C1,XYZ";
    assertThatThrownBy(() -> q.resolve(1)).hasMessageContaining("XYZ");
  }

  @Test
  void writesEverySettingAsTheCommentThatRepeatsTheRun() throws Exception {
    GeneratorSettings s = new GeneratorRequest().resolve(18);
    Tournament t = new TournamentGenerator(dutch()).generate(s, 18);
    assertThat(t.header().get("###"))
        .startsWith("swisspair generate --system dutch --seed 18 --players " + s.players())
        .contains(" --rounds " + s.rounds(), " --ratings ", " --half-byes ", " --tiebreaks ");
  }

  @Test
  void drawsSettingsNotGivenFromTheSeed() {
    GeneratorSettings a = new GeneratorRequest().resolve(1);
    assertThat(new GeneratorRequest().resolve(1)).isEqualTo(a);
    List<GeneratorSettings> drawn = new ArrayList<>();
    for (long seed = 1; seed <= 40; seed++) {
      drawn.add(new GeneratorRequest().resolve(seed));
    }
    assertThat(drawn.stream().map(GeneratorSettings::players).distinct().count()).isGreaterThan(20);
    assertThat(drawn.stream().map(GeneratorSettings::rounds).distinct().count()).isGreaterThan(3);
    assertThat(drawn).anyMatch(s -> !s.halfByes().isNone()).anyMatch(s -> s.halfByes().isNone());
    assertThat(drawn).anyMatch(GeneratorSettings::baku).anyMatch(s -> !s.baku());
    GeneratorRequest named = new GeneratorRequest();
    named.players = 33;
    named.forfeits = RoundCounts.fixed(1);
    assertThat(named.resolve(5).players()).isEqualTo(33);
    assertThat(named.resolve(5).forfeits()).isEqualTo(RoundCounts.fixed(1));
  }
}
