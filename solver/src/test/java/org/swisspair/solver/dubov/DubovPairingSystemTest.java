package org.swisspair.solver.dubov;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.PlayerState;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.AbsoluteCriteriaCheck;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.BakuAcceleration;
import org.swisspair.solver.swiss.Compatibility;
import org.swisspair.solver.swiss.PabChooser;
import org.swisspair.solver.testdouble.HandBuilt;

class DubovPairingSystemTest {
  private static final PairingSystem DUBOV = VerifyingPairingSystem.of(new DubovPairingSystem());

  /** Round 2 of 4: 1, 2, 4 won; 3 and 7 drew (3 with Black); 5, 6, 8 lost. */
  static final String[] ROUND_TWO = {"5w1", "6b1", "7b=", "8b1", "1b0", "2w0", "3w=", "4w0"};

  /** Round 3 of 5 after two rounds; 2 upfloated in round 2. */
  static final String[] ROUND_THREE = {
    "2w1 3b1", "1b0 6b=", "4w1 1w0", "3b0 7w=", "6w= 8b1", "5b= 2w=", "8w0 4b=", "7b1 5w0"
  };

  /**
   * Round 3 of 4: 4 upfloated in rounds 1 (against 1, one virtual point ahead) and 2, so he is a
   * maximum upfloater (MaxT 2); 5 and 6 upfloated in round 2.
   */
  static final String[] MAXIMUM_UPFLOATER = {
    "4w= 7w=", "5w1 4b1", "6w1 5b=", "1b= 2w0", "2b0 3w=", "3b0 8b=", "8w= 1b=", "7b= 6w="
  };

  @Test
  void firstRoundPairsTheFirstHalfByTpnAgainstTheSecondWithColoursByTpnParity() throws Exception {
    Tournament t = HandBuilt.tournament(5, "", "", "", "", "", "", "", "");

    RoundPairing p = DUBOV.pair(new RoundState(t, 1), false);

    // 3.2.3: G1 = 1-4, S1 by ARO (all 0) then TPN; T2 = 5-8; 5.2.1: odd TPN takes White (XXC W).
    assertThat(p.boards())
        .containsExactly(new Pair(1, 5), new Pair(6, 2), new Pair(3, 7), new Pair(8, 4));
  }

  @Test
  void thePabGoesFirstToTheLargestTpnAmongTheLowestScores() throws Exception {
    Tournament t = HandBuilt.tournament(5, "", "", "", "", "", "", "", "", "");

    RoundPairing p = DUBOV.pair(new RoundState(t, 1), false);

    // 3.1.3-3.1.5: everybody has 0 points and no game: the largest TPN; then 1-5 ... 4-8.
    assertThat(p.pab()).isEqualTo(9);
    assertThat(p.games())
        .containsExactlyInAnyOrder(new Pair(1, 5), new Pair(6, 2), new Pair(3, 7), new Pair(8, 4));
  }

  @Test
  void thePabSkipsPlayersWhoHadOneOrAWinWithoutPlayingAndGoesToTheLargestTpn() throws Exception {
    // Round 2: 1 and 4 won, 2 and 3 lost; 5 had the PAB; 6 won by forfeit against 7.
    Tournament t = HandBuilt.tournament(5, "2w1", "1b0", "4w0", "3b1", "0-U", "7w+", "6b-");

    RoundPairing p = DUBOV.pair(new RoundState(t, 2), false);

    // 3.1.1: 5 and 6 may not have it (C2). 3.1.3: 0 points: 2, 3 and 7; 3.1.4: 7 has played no
    // game; 3.1.5: of 2 and 3, the largest TPN.
    assertThat(p.pab()).isEqualTo(3);
  }

  @Test
  void thePabPrefersThePlayerWithMoreGamesPlayed() throws Exception {
    // Round 2: 4 and 5 drew, 3 was absent (zero-point bye), 1 beat 2.
    Tournament t = HandBuilt.tournament(5, "2w1", "1b0", "0-Z", "5w0", "4b1");

    RoundPairing p = DUBOV.pair(new RoundState(t, 2), false);

    // 3.1.4: 2, 3 and 4 have 0 points; 3 has played no game, so 4 (largest TPN of 2, 4).
    assertThat(p.pab()).isEqualTo(4);
  }

  @Test
  void colourPreferencesChooseTheUpfloaterBeforeTheOrderOfArticle42() throws Exception {
    Tournament t = HandBuilt.tournament(4, ROUND_TWO);

    RoundPairing p = DUBOV.pair(new RoundState(t, 2), true);

    // Residents 1 (Black), 2, 4 (White): upfloater 7 (Black, C7 = 0) rather than 3 (White).
    // S1 = 4, 2 (ARO 1930 < 1950), T2 = 1, 7. Then 3 takes 6 (Black) over 5 (White).
    assertThat(p.boards())
        .containsExactlyInAnyOrder(new Pair(4, 1), new Pair(2, 7), new Pair(3, 6), new Pair(5, 8));
    Explanation.Bracket top = p.explanation().brackets().get(0);
    assertThat(top.residents()).containsExactly(1, 2, 4);
    assertThat(top.mdps()).containsExactly(7);
    assertThat(top.criteria())
        .containsEntry("C5", "1")
        .containsEntry("C6", "0.5")
        .containsEntry("C7", "0")
        .containsEntry("3.2.5 S1", "4 2")
        .containsEntry("3.2.6 T2", "1 7");
    assertThat(oracle(t, 2)).isEqualTo(p.boards());
  }

  @Test
  void anUpfloaterOfThePreviousRoundIsSparedWhenColoursTie() throws Exception {
    Tournament t = HandBuilt.tournament(5, ROUND_THREE);

    RoundPairing p = DUBOV.pair(new RoundState(t, 3), true);

    // Bracket 1.0 (3, 6, 8 seek Black) needs a White seeker: 2 and 7 tie on C7; 2 upfloated in
    // round 2 (C10), so 7. Step 2 shifts 6 (the middle Black seeker) to G1; S1 7, 6; T2 3, 8.
    assertThat(p.boards())
        .containsExactlyInAnyOrder(new Pair(1, 5), new Pair(2, 4), new Pair(7, 3), new Pair(8, 6));
    Explanation.Bracket second = p.explanation().brackets().get(1);
    assertThat(second.mdps()).containsExactly(7);
    assertThat(second.criteria())
        .containsEntry("C10", "0")
        .containsEntry("3.2.4 shifts", "G2->G1 6");
    assertThat(oracle(t, 3)).isEqualTo(p.boards());
  }

  @Test
  void aMaximumUpfloaterIsSparedAndTheFirstShifterThatCannotBePairedIsPassedOver()
      throws Exception {
    Tournament t =
        HandBuilt.tournament(4, MAXIMUM_UPFLOATER).withAcceleration(Map.of(1, List.of(10)));
    RoundState s = new RoundState(t, 3);
    assertThat(DubovUpfloats.isMaximum(s.player(4), DubovUpfloats.maxT(4))).isTrue();

    RoundPairing p = DUBOV.pair(s, true);

    // Bracket 1.0 (1, 7, 8): 4 and 5 tie on C7; 4 is a maximum upfloater (C8), so 5. Step 2: the
    // middle Black seeker 5 cannot join 7 in G1 (7 met 1 and 8), so 1 shifts; S1 1, 7 (ARO 1955,
    // 1965); T2 5, 8 would pair 7-8 again, so T2 = 8, 5.
    assertThat(p.boards())
        .containsExactlyInAnyOrder(new Pair(2, 3), new Pair(8, 1), new Pair(7, 5), new Pair(6, 4));
    Explanation.Bracket second = p.explanation().brackets().get(1);
    assertThat(second.residents()).containsExactly(1, 7, 8);
    assertThat(second.criteria())
        .containsEntry("C8", "0")
        .containsEntry("3.2.4 shifts", "G2->G1 1")
        .containsEntry("3.2.6 T2", "8 5");
    assertThat(oracle(t, 3)).isEqualTo(p.boards());
  }

  @Test
  void playersWhoMustMeetInTheSmallerSubgroupAreShiftedFromTheMiddle() throws Exception {
    // Round 1 (G1 = 1-3 by TPN): 1 may not meet 4, 5 or 6, so one pair inside G1 is unavoidable.
    List<ForbiddenPairs> forbidden = new ArrayList<>();
    for (int x : new int[] {4, 5, 6}) {
      forbidden.add(new ForbiddenPairs(List.of(1, x), 1, 1));
    }
    Tournament t = HandBuilt.tournament(5, forbidden, "", "", "", "", "", "");

    RoundPairing p = DUBOV.pair(new RoundState(t, 1), true);

    // Step 1 shifts 2 (#1 of 1, 2, 3 from the middle) to G2, step 2 shifts 5 (#1 of 4, 5, 6).
    assertThat(p.boards())
        .containsExactlyInAnyOrder(new Pair(1, 2), new Pair(3, 4), new Pair(5, 6));
    assertThat(p.explanation().brackets().get(0).criteria())
        .containsEntry("3.2.4 shifts", "G1->G2 2; G2->G1 5")
        .containsEntry("3.2.5 S1", "1 3 5")
        .containsEntry("3.2.6 T2", "2 4 6");
    assertThat(oracle(t, 1)).isEqualTo(p.boards());
  }

  @Test
  void t2IsTheFirstTranspositionOfG2InTheOrderOfArticle44ThatIsLegal() throws Exception {
    // The note to 4.4.2: A, B, C (4, 5, 6 here) give ABC, ACB, BAC, BCA, CAB, CBA in that order.
    String[] transpositions = {"456", "465", "546", "564", "645", "654"};
    SplittableRandom rnd = new SplittableRandom(20261205L);
    int checked = 0;
    for (int trial = 0; trial < 80; trial++) {
      List<ForbiddenPairs> forbidden = new ArrayList<>();
      List<String> banned = new ArrayList<>();
      for (int s1 = 1; s1 <= 3; s1++) {
        for (int g2 = 4; g2 <= 6; g2++) {
          if (rnd.nextInt(4) == 0) {
            forbidden.add(new ForbiddenPairs(List.of(s1, g2), 1, 1));
            banned.add(s1 + "-" + g2);
          }
        }
      }
      String expected = null;
      for (String t2 : transpositions) {
        boolean legal = true;
        for (int i = 0; i < 3; i++) {
          legal &= !banned.contains((i + 1) + "-" + t2.charAt(i));
        }
        if (legal) {
          expected = t2;
          break;
        }
      }
      if (expected == null) {
        continue;
      }
      Tournament t = HandBuilt.tournament(5, forbidden, "", "", "", "", "", "");

      RoundPairing p = DUBOV.pair(new RoundState(t, 1), true);

      assertThat(p.explanation().brackets().get(0).criteria().get("3.2.6 T2").replace(" ", ""))
          .as("trial %d, banned %s", trial, banned)
          .isEqualTo(expected);
      checked++;
    }
    assertThat(checked).isGreaterThan(40);
  }

  @Test
  void theLastRoundHasNoTopscorerReliefFromC3() {
    // 1 and 2 had Black twice, 3 and 4 White twice; 1 and 2 met 3 and 4: no legal pairing left.
    Tournament t = HandBuilt.tournament(3, "3b= 4b=", "4b= 3b=", "1w= 2w=", "2w= 1w=");
    RoundState s = new RoundState(t, 3);

    assertThatThrownBy(() -> DUBOV.pair(s, false))
        .isInstanceOf(NoValidPairingException.class)
        .hasMessageContaining("1.9.3");
    assertThatThrownBy(() -> new DubovProceduralPairer(s).pair())
        .isInstanceOf(NoValidPairingException.class);
  }

  @Test
  void forbiddenPairsAreNeverPaired() throws Exception {
    List<ForbiddenPairs> forbidden =
        List.of(new ForbiddenPairs(List.of(1, 5), 1, 1), new ForbiddenPairs(List.of(2, 6), 1, 1));
    Tournament t = HandBuilt.tournament(5, forbidden, "", "", "", "", "", "", "", "");

    RoundPairing p = DUBOV.pair(new RoundState(t, 1), false);

    // T2 = 6, 5, 7, 8: the first transposition of 5-8 with 1-5 and 2-6 left out.
    assertThat(p.boards())
        .containsExactly(new Pair(1, 6), new Pair(5, 2), new Pair(3, 7), new Pair(8, 4));
  }

  @Test
  void bakuAccelerationPairsGroupAAmongThemselvesInTheFirstRound() throws Exception {
    Tournament t = HandBuilt.tournament(5, "", "", "", "", "", "", "", "");

    RoundPairing p = DUBOV.pair(new RoundState(BakuAcceleration.withRound(t, 1), 1), true);

    // C.04.7: group A = 1-4 with one virtual point: brackets 1-4 and 5-8 (pairing scores).
    assertThat(p.boards())
        .containsExactly(new Pair(1, 3), new Pair(4, 2), new Pair(5, 7), new Pair(8, 6));
    assertThat(p.explanation().brackets().get(0).score()).isEqualTo(10);
  }

  @Test
  void bakuVirtualPointsShapeTheScoregroupsInLaterRoundsToo() throws Exception {
    GeneratorOptions o =
        new GeneratorOptions(
            12, 5, 77, 0, 0, 0, 0, 0, true, ScoringSystem.STANDARD, Colour.WHITE, 0);
    Tournament t = new TournamentGenerator(DUBOV).generate(o);
    RoundState s = new RoundState(org.swisspair.solver.swiss.RoundSetup.stateBefore(t, 2), 2);

    RoundPairing p = DUBOV.pair(s, true);

    // Every bracket is a scoregroup of pairing scores (real score plus virtual points).
    for (Explanation.Bracket b : p.explanation().brackets()) {
      for (int id : b.residents()) {
        assertThat(s.player(id).pairingScore()).isEqualTo(b.score());
      }
    }
    assertThat(s.player(1).pairingScore()).isGreaterThan(s.player(1).score());
    assertThat(oracle(org.swisspair.solver.swiss.RoundSetup.stateBefore(t, 2), 2))
        .isEqualTo(p.boards());
  }

  @Test
  void byeRequestsWithdrawalsAndLateEntriesAreNotPairedAndTheRestIs() throws Exception {
    // Round 3: 7 had the PAB in round 1 and withdrew; 8 joined in round 2 (and had the PAB); 3
    // asked in advance for a half-point bye in round 3.
    Tournament t =
        HandBuilt.tournament(
                5, "2w1 4b=", "1b0 5w1", "4w= 6b1", "3b= 1w=", "6w1 2b0", "5b0 3w0", "0-U",
                "0-Z 0-U")
            .withByeRequests(
                List.of(
                    new ByeRequest(3, 3, ResultCode.HALF_BYE),
                    new ByeRequest(7, 3, ResultCode.ZERO_BYE)));
    RoundState s = new RoundState(t, 3);

    RoundPairing p = DUBOV.pair(s, false);

    assertThat(s.playersToPair()).containsExactly(1, 2, 4, 5, 6, 8);
    assertThat(AbsoluteCriteriaCheck.check(DUBOV.rules(s), s, p.boards()).legal()).isTrue();
    assertThat(p.boards()).hasSize(3);
    assertThat(oracle(t, 3)).isEqualTo(p.boards());
  }

  @Test
  void refusesATournamentWithoutItsNumberOfRounds() {
    Tournament t = HandBuilt.tournament(0, "", "", "", "");

    assertThatThrownBy(() -> DUBOV.pair(new RoundState(t, 1), false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("number of rounds");
  }

  @Test
  void choosesThePabExactlyAsTheSharedChooserDoes() throws Exception {
    SplittableRandom rnd = new SplittableRandom(20261206L);
    int odd = 0;
    for (int k = 0; k < 400; k++) {
      RoundState s = RandomStates.next(rnd, 16);
      if (s.playersToPair().size() % 2 == 0) {
        continue;
      }
      String shared;
      try {
        shared =
            ""
                + PabChooser.choose(
                    new Compatibility(s, Compatibility.AbsoluteColour.NEVER_SAME_ABSOLUTE),
                    java.util.Comparator.comparingInt(PlayerState::id).reversed());
      } catch (NoValidPairingException e) {
        shared = "none";
      }
      String engine;
      try {
        engine = "" + DUBOV.pair(s, false).pab();
      } catch (NoValidPairingException e) {
        engine = e.getMessage().contains("PAB") ? "none" : "failed: " + e.getMessage();
      }
      assertThat(engine).as("state %d", k).isEqualTo(shared);
      odd++;
    }
    assertThat(odd).isGreaterThan(100);
  }

  @Test
  @Tag("slow")
  void pairsLateRoundsOfAThousandPlayersInSeconds() throws Exception {
    GeneratorOptions o =
        new GeneratorOptions(
            1000,
            9,
            20261201L,
            0.02,
            0.02,
            0.01,
            0.005,
            0,
            false,
            ScoringSystem.STANDARD,
            Colour.WHITE,
            0.05);
    Tournament t = new TournamentGenerator(new DubovPairingSystem()).generate(o);
    for (int round : new int[] {8, 9}) {
      RoundState s =
          new RoundState(org.swisspair.solver.swiss.RoundSetup.stateBefore(t, round), round);

      long start = System.nanoTime();
      RoundPairing p = new DubovPairingSystem().pair(s, false);
      long millis = (System.nanoTime() - start) / 1_000_000;

      System.out.printf(
          "Dubov, %d players to pair, round %d of 9: %d ms%n",
          s.playersToPair().size(), round, millis);
      assertThat(p.games().size()).isGreaterThan(450);
      assertThat(millis).isLessThan(20_000);
    }
  }

  /** The procedural oracle's pairing of round {@code r} of {@code t} (rounds after dropped). */
  private static List<Pair> oracle(Tournament t, int r) throws NoValidPairingException {
    RoundState s = new RoundState(t, r);
    List<Pair> boards = new DubovProceduralPairer(s).pair();
    return org.swisspair.solver.swiss.BoardOrder.sort(s, boards);
  }
}
