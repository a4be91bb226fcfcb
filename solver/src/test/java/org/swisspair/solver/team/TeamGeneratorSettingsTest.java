package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.generator.GeneratorRequest;
import org.swisspair.solver.generator.GeneratorSettings;
import org.swisspair.solver.generator.Ratings;
import org.swisspair.solver.generator.RoundCounts;

/**
 * Each setting of the team generator counted in the file written and read back (TRF-2026 240, 330
 * records and the board results), every file re-checked by the Team checker (C.04.6).
 */
class TeamGeneratorSettingsTest {
  private static final int BOARDS = 4;
  private static final TeamPairingSystem SYSTEM = new TeamPairingSystem();

  /** Nothing irregular: each test names the settings it counts. */
  private static GeneratorRequest clean(int teams, int rounds) {
    GeneratorRequest q = new GeneratorRequest();
    q.players = teams;
    q.rounds = rounds;
    q.ratings = Ratings.range(1400, 2400);
    q.scoring = "W=2,D=1,L=0";
    q.initialColour = Colour.WHITE;
    q.tiebreaks = "";
    return q.plain();
  }

  private static TeamGenerator.Competition competition(PreferenceType type, PrimaryScore primary) {
    return new TeamGenerator.Competition(BOARDS, type, primary, false);
  }

  private static String text(GeneratorSettings s, TeamGenerator.Competition c, long seed)
      throws Exception {
    return TrfWriter.toText(
        new TeamGenerator(SYSTEM).generate(s, c, seed), TrfWriter.Flavour.TRF26);
  }

  /** Generated, written, read back and re-checked: every round as the Team system pairs it. */
  private static Tournament generated(GeneratorSettings s, TeamGenerator.Competition c, long seed)
      throws Exception {
    Tournament back = new TrfReader().read("seed-" + seed + ".trf", text(s, c, seed));
    TeamTournament tt = SYSTEM.teams(back);
    assertThat(tt.roundsPaired()).as("seed %d", seed).isEqualTo(s.rounds());
    for (TeamChecker.RoundReport r : new TeamChecker(SYSTEM).check(tt)) {
      assertThat(r.differs())
          .as("seed %d %s round %d: file %s checker %s", seed, c, r.round(), r.file(), r.engine())
          .isFalse();
    }
    return back;
  }

  private static long kinds(TeamTournament tt, int r, MatchKind kind) {
    int n = 0;
    for (int k = 1; k <= tt.size(); k++) {
      n += tt.round(k, r).kind() == kind ? 1 : 0;
    }
    return n;
  }

  private static long records(Tournament t, String prefix, int r) {
    return t.otherLines().stream()
        .filter(l -> l.startsWith(prefix) && Integer.parseInt(l.substring(7, 10).trim()) == r)
        .count();
  }

  /** Boards of round {@code r} whose two results add up to less than a game: 1/2-0, 0-1/2, 0-0. */
  private static int unusualBoards(Tournament t, int r) {
    int n = 0;
    for (Player p : t.players()) {
      RoundEntry e = p.round(r);
      if (e.opponent() > 0 && e.colour() == Colour.WHITE) {
        ResultCode b = t.player(e.opponent()).round(r).result();
        boolean odd =
            e.result() == ResultCode.DRAW && b == ResultCode.LOSS
                || e.result() == ResultCode.LOSS && b != ResultCode.WIN;
        n += odd ? 1 : 0;
      }
    }
    return n;
  }

  @Test
  void givesTheTeamByesAskedForInEachRound() throws Exception {
    GeneratorRequest q = clean(16, 6);
    q.fullByes = RoundCounts.fixed(1);
    q.halfByes = RoundCounts.parse("2:2,4:1");
    q.zeroByes = RoundCounts.parse("3:1");
    for (long seed = 1; seed <= 3; seed++) {
      Tournament t =
          generated(q.resolve(seed), competition(PreferenceType.A, PrimaryScore.MATCH), seed);
      TeamTournament tt = SYSTEM.teams(t);
      for (int r = 1; r <= 6; r++) {
        assertThat(kinds(tt, r, MatchKind.FULL_BYE)).as("seed %d round %d", seed, r).isEqualTo(1);
        assertThat(kinds(tt, r, MatchKind.HALF_BYE)).isEqualTo(r == 2 ? 2 : r == 4 ? 1 : 0);
        String zero = String.format("240 Z %3d", r);
        assertThat(t.otherLines().stream().filter(l -> l.startsWith(zero))).hasSize(r == 3 ? 1 : 0);
        assertThat(kinds(tt, r, MatchKind.ABSENT)).isEqualTo(r == 3 ? 1 : 0);
      }
      // The records name team numbers: a full-point bye is a won match (TEAM-15).
      for (int k = 1; k <= tt.size(); k++) {
        for (TeamRound round : tt.rounds(k)) {
          if (round.kind() == MatchKind.FULL_BYE) {
            assertThat(round.matchPoints()).isEqualTo(20);
            assertThat(round.gamePoints()).isEqualTo(BOARDS * 10);
          }
        }
      }
    }
  }

  @Test
  void forfeitsAndDoubleForfeitsTheMatchesAskedFor() throws Exception {
    GeneratorRequest q = clean(14, 5);
    q.forfeits = RoundCounts.fixed(1);
    q.doubleForfeits = RoundCounts.parse("2:1,4:2");
    for (long seed = 1; seed <= 3; seed++) {
      Tournament t =
          generated(q.resolve(seed), competition(PreferenceType.B, PrimaryScore.MATCH), seed);
      TeamTournament tt = SYSTEM.teams(t);
      for (int r = 1; r <= 5; r++) {
        int doubles = r == 2 ? 1 : r == 4 ? 2 : 0;
        assertThat(records(t, "330 +-", r) + records(t, "330 -+", r))
            .as("seed %d round %d", seed, r)
            .isEqualTo(1);
        assertThat(records(t, "330 --", r)).isEqualTo(doubles);
        assertThat(kinds(tt, r, MatchKind.FORFEIT_WIN)).isEqualTo(1);
        assertThat(kinds(tt, r, MatchKind.FORFEIT_LOSS)).isEqualTo(1);
        assertThat(kinds(tt, r, MatchKind.DOUBLE_FORFEIT)).isEqualTo(2L * doubles);
      }
    }
  }

  @Test
  void endsTheBoardsAskedForWithUnusualResultsAndScoresTheMatchByGamePoints() throws Exception {
    GeneratorRequest q = clean(12, 5);
    q.unusual = RoundCounts.parse("1:3,3:1,5:2");
    for (long seed = 1; seed <= 3; seed++) {
      Tournament t =
          generated(q.resolve(seed), competition(PreferenceType.NONE, PrimaryScore.GAME), seed);
      TeamTournament tt = SYSTEM.teams(t);
      for (int r = 1; r <= 5; r++) {
        int asked = r == 1 ? 3 : r == 3 ? 1 : r == 5 ? 2 : 0;
        assertThat(unusualBoards(t, r)).as("seed %d round %d", seed, r).isEqualTo(asked);
        int lost = 0;
        for (int k = 1; k <= tt.size(); k++) {
          TeamRound mine = tt.round(k, r);
          if (mine.kind() != MatchKind.PLAYED) {
            continue;
          }
          TeamRound theirs = tt.round(mine.opponent(), r);
          lost += BOARDS * 10 - mine.gamePoints() - theirs.gamePoints();
          // The match result follows the game points, lost points and all (TEAM-11).
          int expected =
              Integer.compare(mine.gamePoints(), theirs.gamePoints()) > 0
                  ? 20
                  : mine.gamePoints() == theirs.gamePoints() ? 10 : 0;
          assertThat(mine.matchPoints()).isEqualTo(expected);
        }
        // Each unusual board loses half a point (1/2-0, 0-1/2) or a whole one (0-0), counted
        // from both teams' side.
        assertThat(lost > 0).as("seed %d round %d lost %d", seed, r, lost).isEqualTo(asked > 0);
      }
    }
  }

  @Test
  void aRateForfeitsAboutItsShareOfMatches() throws Exception {
    GeneratorRequest q = clean(40, 5);
    q.forfeits = RoundCounts.parse("20%");
    q.unusual = RoundCounts.parse("10%");
    long matches = 0;
    long forfeited = 0;
    long boards = 0;
    long unusual = 0;
    for (long seed = 1; seed <= 4; seed++) {
      Tournament t =
          generated(q.resolve(seed), competition(PreferenceType.A, PrimaryScore.MATCH), seed);
      TeamTournament tt = SYSTEM.teams(t);
      for (int r = 1; r <= 5; r++) {
        matches += tt.size() / 2;
        forfeited += kinds(tt, r, MatchKind.FORFEIT_WIN);
        boards += BOARDS * kinds(tt, r, MatchKind.PLAYED) / 2;
        unusual += unusualBoards(t, r);
      }
    }
    assertThat(forfeited).isBetween(matches * 12 / 100, matches * 28 / 100);
    assertThat(unusual).isBetween(boards * 6 / 100, boards * 14 / 100);
  }

  @Test
  void withdrawsTeamsForGoodAndLetsLateEntriesJoinInTheirRounds() throws Exception {
    GeneratorRequest q = clean(12, 6);
    q.withdrawals = RoundCounts.parse("3:1");
    q.lateEntries = RoundCounts.parse("2:1,4:1");
    long seed = 5;
    Tournament t =
        generated(q.resolve(seed), competition(PreferenceType.A, PrimaryScore.MATCH), seed);
    TeamTournament tt = SYSTEM.teams(t);
    assertThat(kinds(tt, 1, MatchKind.ABSENT)).isEqualTo(2);
    assertThat(kinds(tt, 2, MatchKind.ABSENT)).isEqualTo(1);
    assertThat(kinds(tt, 3, MatchKind.ABSENT)).isEqualTo(2);
    assertThat(kinds(tt, 4, MatchKind.ABSENT)).isEqualTo(1);
    assertThat(kinds(tt, 6, MatchKind.ABSENT)).isEqualTo(1);
  }

  @Test
  void drawsTheMembersRatingsFromTheRangeOrAroundEachTeamsRating() throws Exception {
    GeneratorRequest q = clean(10, 3);
    q.ratings = Ratings.range(1600, 1900);
    Tournament t = generated(q.resolve(3), competition(PreferenceType.A, PrimaryScore.MATCH), 3);
    assertThat(t.players()).allSatisfy(p -> assertThat(p.rating()).isBetween(1600, 1900));
    List<Integer> given = List.of(2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700);
    q.ratings = Ratings.of(given, "teams.txt");
    q.players = given.size();
    t = generated(q.resolve(3), competition(PreferenceType.A, PrimaryScore.MATCH), 3);
    for (int k = 1; k <= given.size(); k++) {
      for (int m : SYSTEM.teams(t).members(k)) {
        // Teams by strength: team k's members within the spread of the k-th rating.
        assertThat(t.player(m).rating())
            .isBetween(
                given.get(k - 1) - TeamGenerator.SPREAD, given.get(k - 1) + TeamGenerator.SPREAD);
      }
    }
  }

  @Test
  void theSameSeedGivesTheSameBytesAndTheCommentNamesEverySetting() throws Exception {
    GeneratorRequest q = new GeneratorRequest();
    q.players = 10;
    q.tiebreaks = "";
    q.scoring = "W=2,D=1,L=0";
    GeneratorSettings s = q.resolve(42);
    TeamGenerator.Competition c = competition(PreferenceType.B, PrimaryScore.MATCH);
    String a = text(s, c, 42);
    assertThat(text(s, c, 42)).isEqualTo(a);
    assertThat(text(s, c, 43)).isNotEqualTo(a);
    assertThat(a)
        .contains(
            "### swisspair generate --system team --seed 42 --colour-preferences B"
                + " --primary-score match --players 10 --rounds ",
            "--full-byes ",
            "--double-forfeits ",
            "--unusual ",
            "--draws ");
  }

  @Test
  void everySettingOnChecksCleanForEveryTypeAndPrimaryScoreAndBaku() throws Exception {
    int files = 0;
    for (PreferenceType type : PreferenceType.values()) {
      for (PrimaryScore primary : PrimaryScore.values()) {
        for (boolean baku : new boolean[] {false, true}) {
          if (baku && primary == PrimaryScore.GAME) {
            continue;
          }
          GeneratorRequest q = new GeneratorRequest();
          q.players = 16;
          q.rounds = 7;
          q.tiebreaks = "";
          q.scoring = baku ? "W=2,D=1,L=0" : "W=3,D=1,L=0";
          q.baku = baku;
          q.fullByes = RoundCounts.parse("5%");
          q.halfByes = RoundCounts.parse("2:1,5:1");
          q.zeroByes = RoundCounts.fixed(1);
          q.forfeits = RoundCounts.parse("8%");
          q.doubleForfeits = RoundCounts.parse("3:1");
          q.unusual = RoundCounts.fixed(2);
          q.withdrawals = RoundCounts.parse("4:1");
          q.lateEntries = RoundCounts.fixed(1);
          q.unratedBasisPoints = 1000;
          for (long seed = 1; seed <= 2; seed++) {
            long s = seed * 31 + files;
            generated(
                q.resolve(s), new TeamGenerator.Competition(BOARDS, type, primary, s % 2 == 0), s);
            files++;
          }
        }
      }
    }
    assertThat(files).isEqualTo(18);
  }

  @Test
  void refusesByeScoringForTeams() {
    GeneratorRequest h = clean(8, 3);
    h.scoring = "W=2,D=1,L=0,H=0";
    assertThatThrownBy(
            () ->
                new TeamGenerator(SYSTEM)
                    .generate(h.resolve(1), competition(PreferenceType.A, PrimaryScore.MATCH), 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("match points (362)");
  }
}
