package org.swisspair.solver.doubleswiss;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.match.MatchRounds;
import org.swisspair.solver.checker.AbsoluteCriteriaCheck;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.RoundPairing;

class DoubleSwissPairingSystemTest {
  private static final Colour W = Colour.WHITE;
  private static final Colour B = Colour.BLACK;

  /** A Double-Swiss tournament of players with the given game columns (two per match). */
  static Tournament tournament(int rounds, List<List<RoundEntry>> gameColumns) {
    List<Player> players = new ArrayList<>();
    for (int i = 0; i < gameColumns.size(); i++) {
      players.add(
          new Player(
              i + 1, "", "", "P" + (i + 1), 2400 - i, "", "", "", null, 0, gameColumns.get(i)));
    }
    return new Tournament(
        Map.of(),
        MatchRounds.fold(players, ScoringSystem.STANDARD),
        rounds,
        W,
        MatchRounds.matchScoring(ScoringSystem.STANDARD),
        MatchRounds.CODE,
        Map.of(),
        List.of(),
        List.of(),
        List.of(),
        List.of(),
        false);
  }

  private static RoundEntry g(int opp, Colour c, char result) {
    return new RoundEntry(opp, c, ResultCode.fromTrf(result));
  }

  @Test
  void pairsRoundOneBySlideWithColoursByTpnParity() throws Exception {
    List<List<RoundEntry>> none = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      none.add(List.of());
    }
    RoundPairing p =
        new DoubleSwissPairingSystem().pair(new RoundState(tournament(5, none), 1), false);
    // 1-5 2-6 3-7 4-8 (3.6.3); 4.3.1: an odd HRP gets the initial colour (White).
    assertThat(p.boards())
        .containsExactly(new Pair(1, 5), new Pair(6, 2), new Pair(3, 7), new Pair(8, 4));
  }

  /** Four players: 1-3 ends by forfeit (3 forfeits both games), 2-4 has one forfeited game. */
  private static Tournament forfeits() {
    return tournament(
        3,
        List.of(
            List.of(g(3, W, '+'), g(3, B, '+')),
            List.of(g(4, W, '+'), g(4, B, '1')),
            List.of(g(1, B, '-'), g(1, W, '-')),
            List.of(g(2, B, '-'), g(2, W, '0'))));
  }

  @Test
  void letsAPairMeetAgainOnlyAfterAMatchEndedByForfeit() {
    RoundState s = new RoundState(forfeits(), 2);
    PairingRules rules = new DoubleSwissPairingSystem().rules(s);
    assertThat(rules.forbids(s.player(1), s.player(3))).isNull();
    // A single forfeited game: the match counts as played (Preface).
    assertThat(rules.forbids(s.player(2), s.player(4))).isEqualTo("C1");
  }

  @Test
  void scoresForfeitedGamesAsWonAndRulesOutThePabAfterAMatchWonByForfeit() {
    RoundState s = new RoundState(forfeits(), 2);
    assertThat(s.player(1).score()).isEqualTo(20);
    assertThat(s.player(2).score()).isEqualTo(20);
    DoubleSwissState ds = new DoubleSwissState(s);
    assertThat(ds.unit(1).byeEligible()).isFalse();
    assertThat(ds.unit(2).byeEligible()).isTrue();
    assertThat(ds.unit(1).matchesPlayed()).isZero();
    assertThat(ds.unit(2).matchesPlayed()).isEqualTo(1);
    // 1.6: 1 and 3 have no colour from a match ended by forfeit; 2 had White.
    assertThat(ds.colours(1)).isEmpty();
    assertThat(ds.colours(2)).containsExactly(W);
  }

  @Test
  void checkerRulesOutThePabAfterAMatchWonByForfeitByOnePointAsTheEngineDoes() {
    // 3 forfeits both games against 1, who forfeits game 2 as well: a match ended by forfeit that
    // 1 won 1-0, fewer points than a won match (DSW-8). 5 had the PAB in round 1.
    Tournament t =
        tournament(
            3,
            List.of(
                List.of(g(3, W, '+'), g(3, B, '-')),
                List.of(g(4, W, '1'), g(4, B, '1')),
                List.of(g(1, B, '-'), g(1, W, '-')),
                List.of(g(2, B, '0'), g(2, W, '0')),
                List.of(RoundEntry.pab(), RoundEntry.pab())));
    RoundState s = new RoundState(t, 2);
    assertThat(s.player(1).score()).isEqualTo(10);
    assertThat(new DoubleSwissState(s).unit(1).byeEligible()).isFalse();
    PairingRules rules = new DoubleSwissPairingSystem().rules(s);
    List<Pair> fileBoards = List.of(new Pair(2, 3), new Pair(4, 5), new Pair(1, 0));
    assertThat(AbsoluteCriteriaCheck.check(rules, s, fileBoards).violations())
        .extracting(v -> v.criterion())
        .containsExactly("C2");
    // A player who won a played match may have it.
    List<Pair> legal = List.of(new Pair(1, 4), new Pair(5, 3), new Pair(2, 0));
    assertThat(AbsoluteCriteriaCheck.check(rules, s, legal).violations()).isEmpty();
  }

  @Test
  void pairsTheRematchAfterAForfeitAndGivesWhiteToFewerWhites() throws Exception {
    RoundPairing p = new DoubleSwissPairingSystem().pair(new RoundState(forfeits(), 2), true);
    // Scores 2, 2, 0, 0: 1-2 (top scoregroup), then 3-4 again. 4.3.2: 1 has no White, 2 has
    // one: 1 gets White. 3 and 4 have no White; 4.3.3 needs two histories and 4.3.4 the HRP's
    // (3, no colour): 4.3.5 alternates 4's Black, so 4 gets White.
    assertThat(p.boards()).containsExactly(new Pair(1, 2), new Pair(4, 3));
    assertThat(p.explanation().colours())
        .extracting(c -> c.rule())
        .containsExactly("4.3.2", "4.3.5");
  }

  @Test
  void givesThePabWorthAGameWonAndAGameDrawnInGeneratedTournaments() throws Exception {
    Tournament t =
        new TournamentGenerator(new DoubleSwissPairingSystem())
            .generate(GeneratorOptions.defaults(7, 4, 12));
    int pabs = 0;
    for (Player p : t.players()) {
      int sum = 0;
      for (RoundEntry e : p.rounds()) {
        sum += t.scoring().points(e);
        if (e.result() == ResultCode.PAIRING_BYE) {
          pabs++;
          assertThat(t.scoring().points(e)).isEqualTo(15);
        }
        if (e.paired()) {
          assertThat(e.games()).isNotNull();
        }
      }
      assertThat(p.declaredPoints()).isEqualTo(sum);
    }
    assertThat(pabs).isEqualTo(4);
  }

  @Test
  void refusesATournamentOfSingleGames() {
    List<Player> players = new ArrayList<>();
    players.add(new Player(1, "", "", "A", 0, "", "", "", null, 0, List.of(g(2, W, '1'))));
    players.add(new Player(2, "", "", "B", 0, "", "", "", null, 0, List.of(g(1, B, '0'))));
    Tournament t = Tournament.of(players, 2, W);
    assertThatThrownBy(() -> new DoubleSwissPairingSystem().pair(new RoundState(t, 2), false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("single game")
        .hasMessageContaining("FIDE_DOUBLESWISS");
  }
}
