package org.swisspair.solver.burstein;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.testdouble.HandBuilt;

class BursteinPairingSystemTest {
  private static final PairingSystem BURSTEIN =
      VerifyingPairingSystem.of(new BursteinPairingSystem());

  /** The 45 pairings of the note to Article 4 (6 players, two floaters), in Article 4 order. */
  static final String[] ARTICLE_4_TABLE = {
    "1-6,2-5", "1-6,2-4", "1-6,2-3", "1-6,3-5", "1-6,3-4", "1-6,4-5", "1-5,2-6", "1-5,2-4",
    "1-5,2-3", "1-5,3-6", "1-5,3-4", "1-5,4-6", "1-4,2-6", "1-4,2-5", "1-4,2-3", "1-4,3-6",
    "1-4,3-5", "1-4,5-6", "1-3,2-6", "1-3,2-5", "1-3,2-4", "1-3,4-6", "1-3,4-5", "1-3,5-6",
    "1-2,3-6", "1-2,3-5", "1-2,3-4", "1-2,4-6", "1-2,4-5", "1-2,5-6", "2-6,3-5", "2-6,3-4",
    "2-6,4-5", "2-5,3-6", "2-5,3-4", "2-5,4-6", "2-4,3-6", "2-4,3-5", "2-4,5-6", "2-3,4-6",
    "2-3,4-5", "2-3,5-6", "3-6,4-5", "3-5,4-6", "3-4,5-6"
  };

  @Test
  void pairsTheSeedingRoundsByTheDutchSystem() throws Exception {
    Tournament t = generated(16, 9, 11);
    // 1.6.2: nine rounds give four seeding rounds.
    for (int r = 1; r <= 4; r++) {
      RoundState s = new RoundState(RoundSetup.stateBefore(t, r), r);
      assertThat(BURSTEIN.pair(s, false).boards())
          .as("round %d", r)
          .isEqualTo(new DutchPairingSystem().pair(s, false).boards());
    }
  }

  @Test
  void firstCandidateFoldsTheBracketAndColoursFollowTpnParity() throws Exception {
    // One round: no seeding round (1.6.2), everybody level, Index 0, so BSN = TPN.
    Tournament t = HandBuilt.tournament(1, "", "", "", "", "", "", "", "");

    RoundPairing p = BURSTEIN.pair(new RoundState(t, 1), false);

    // 4.3: 1-8, 2-7, 3-6, 4-5; 5.2.1: odd TPN of the higher-ranked player takes White (XXC white).
    assertThat(p.boards())
        .containsExactly(new Pair(1, 8), new Pair(7, 2), new Pair(3, 6), new Pair(5, 4));
  }

  @Test
  void oddBracketFloatsItsMiddlePlayerAndThePabGoesToTheLowestRanking() throws Exception {
    // Players 1-7 one virtual point ahead of 8 and 9: 9 players, so a PAB first (3.1).
    Tournament t = accelerated(HandBuilt.tournament(1, "", "", "", "", "", "", "", "", ""), 7);

    RoundPairing p = BURSTEIN.pair(new RoundState(t, 1), false);

    // 3.1.5: 8 and 9 tie on score and games; 9 ranks lowest. Then 1-7, 2-6, 3-5 and 4 floats.
    assertThat(p.pab()).isEqualTo(9);
    assertThat(unordered(p)).containsExactlyInAnyOrder("1-7", "2-6", "3-5", "4-8");
  }

  @Test
  void takesTheFirstPairingOfArticle4AmongTheBest() throws Exception {
    Random rnd = new Random(20261123);
    int checked = 0;
    for (int trial = 0; trial < 60; trial++) {
      // Players 1-6 form the bracket; 7 and 8, who may not meet, need two floaters from it.
      List<ForbiddenPairs> forbidden = new ArrayList<>();
      forbidden.add(new ForbiddenPairs(List.of(7, 8), 1, 1));
      Set<String> banned = new HashSet<>();
      int bans = rnd.nextInt(8);
      for (int k = 0; k < bans; k++) {
        int a = 1 + rnd.nextInt(6);
        int b = 1 + rnd.nextInt(6);
        if (a != b) {
          banned.add(Math.min(a, b) + "-" + Math.max(a, b));
          forbidden.add(new ForbiddenPairs(List.of(a, b), 1, 1));
        }
      }
      String expected = null;
      for (String candidate : ARTICLE_4_TABLE) {
        if (!banned.contains(candidate.split(",")[0])
            && !banned.contains(candidate.split(",")[1])) {
          expected = candidate;
          break;
        }
      }
      if (expected == null) {
        continue;
      }
      Tournament t =
          accelerated(HandBuilt.tournament(1, forbidden, "", "", "", "", "", "", "", ""), 6);

      RoundPairing p = BURSTEIN.pair(new RoundState(t, 1), false);

      List<String> inBracket = new ArrayList<>();
      for (String pair : unordered(p)) {
        if (!pair.endsWith("-7") && !pair.endsWith("-8")) {
          inBracket.add(pair);
        }
      }
      assertThat(String.join(",", inBracket))
          .as("trial %d, banned %s", trial, banned)
          .isEqualTo(expected);
      checked++;
    }
    assertThat(checked).isGreaterThan(40);
  }

  @Test
  void bakuVirtualPointsShapeTheBracketsButNotTheIndex() throws Exception {
    GeneratorOptions o =
        new GeneratorOptions(
            24, 9, 5, 0, 0, 0, 0, 0, true, ScoringSystem.STANDARD, Colour.WHITE, 0);
    Tournament t = new TournamentGenerator(BURSTEIN).generate(o);
    RoundState s = new RoundState(RoundSetup.stateBefore(t, 5), 5);
    // C.04.7 1.4: round 5 of 9 is accelerated with half a point for group A (players 1-12).
    assertThat(s.player(1).pairingScore()).isEqualTo(s.player(1).score() + 5);
    assertThat(s.player(13).pairingScore()).isEqualTo(s.player(13).score());
    // 1.7.2.2: the Index of player 1's opponents counts their real scores only.
    Tournament noVirtualPoints = RoundSetup.stateBefore(t, 5).withAcceleration(Map.of());
    assertThat(s.sortingValues(1)).isEqualTo(new RoundState(noVirtualPoints, 5).sortingValues(1));
    var report = new org.swisspair.solver.checker.TournamentChecker(BURSTEIN).check(t);
    assertThat(report.roundsDiffering()).as(report.describe()).isZero();
  }

  @Test
  void refusesWithoutTheNumberOfRounds() {
    Tournament t = HandBuilt.tournament(0, "", "", "", "");

    assertThatThrownBy(() -> BURSTEIN.pair(new RoundState(t, 1), false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("number of rounds");
  }

  @Test
  void generatesAndChecksWholeTournamentsWithoutDifferences() throws Exception {
    for (long seed = 1; seed <= 6; seed++) {
      Tournament t = generated(10 + (int) seed * 3, 7 + (int) (seed % 3) * 2, seed);
      var report = new org.swisspair.solver.checker.TournamentChecker(BURSTEIN).check(t);
      assertThat(report.roundsDiffering()).as("seed %d: %s", seed, report.describe()).isZero();
      assertThat(t.systemCode()).isEqualTo("FIDE_BURSTEIN");
    }
  }

  /** The pairs as "low-high" ids, ordered. */
  static List<String> unordered(RoundPairing p) {
    List<String> out = new ArrayList<>();
    for (Pair g : p.games()) {
      out.add(Math.min(g.white(), g.black()) + "-" + Math.max(g.white(), g.black()));
    }
    out.sort(null);
    return out;
  }

  /** {@code t} with one virtual point in round 1 for players 1..{@code top}. */
  static Tournament accelerated(Tournament t, int top) {
    Map<Integer, List<Integer>> acc = new java.util.TreeMap<>();
    for (int id = 1; id <= top; id++) {
      acc.put(id, List.of(10));
    }
    return t.withAcceleration(acc);
  }

  static Tournament generated(int players, int rounds, long seed) throws Exception {
    GeneratorOptions o =
        new GeneratorOptions(
            players,
            rounds,
            seed,
            0.03,
            0.03,
            0.02,
            0.01,
            0,
            false,
            ScoringSystem.STANDARD,
            Colour.WHITE,
            0.05);
    return new TournamentGenerator(BURSTEIN).generate(o);
  }
}
