package org.swisspair.solver.burstein;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.testdouble.HandBuilt;

/**
 * The literal Burstein rules (C.04.4.2 Articles 2-5) on tournaments worked by hand. Rows are {@link
 * HandBuilt} rows (opponent, colour, result per round); the initial colour is White.
 */
class BursteinProceduralPairerTest {

  private static List<Pair> pair(int totalRounds, int round, String... rows) throws Exception {
    return new BursteinProceduralPairer(
            new RoundState(HandBuilt.tournament(totalRounds, rows), round))
        .pair();
  }

  private static BursteinProceduralPairer pairer(int totalRounds, int round, String... rows) {
    return new BursteinProceduralPairer(
        new RoundState(HandBuilt.tournament(totalRounds, rows), round));
  }

  // ---------------------------------------------------------------- brackets (3.2, Article 4)

  @Test
  void pairsAnEqualBracketByTheFold() throws Exception {
    // Article 4.3: round 2 of 3, all drawn in round 1 (1-2, 3-4, 5-6, 7-8, first named White),
    // so all have 0.5, equal Index and BSN = TPN. The first candidate 1-8, 2-7, 3-6, 4-5 grants
    // every colour preference.
    List<Pair> p = pair(3, 2, "2w=", "1b=", "4w=", "3b=", "6w=", "5b=", "8w=", "7b=");

    assertThat(p)
        .containsExactlyInAnyOrder(new Pair(8, 1), new Pair(2, 7), new Pair(6, 3), new Pair(4, 5));
  }

  @Test
  void oddBracketFloatsItsMiddlePlayer() throws Exception {
    // Article 4.3, round 2 of 3. Round 1: 1-5 1-0, 6-2 0-1, 7-3 0-1, 8-4 =.
    // Bracket {1,2,3} (1 point, BSN = TPN): 1-3 with 2 floating comes first and ties the others
    // on C6-C8 (1 wants Black, 3 White). Bracket {2,4,8}: BSN 4, 8, 2; the first candidate 4-2
    // (both want White) loses on C8 to 8-2 with 4 floating. Bracket {4,5,6,7}: BSN 5, 6, 7, 4;
    // the fold 5-4, 6-7 denies two preferences, 5-7, 6-4 none (C8).
    List<Pair> p = pair(3, 2, "5w1", "6b1", "7b1", "8b=", "1b0", "2w0", "3w0", "4w=");

    assertThat(p)
        .containsExactlyInAnyOrder(new Pair(3, 1), new Pair(2, 8), new Pair(5, 7), new Pair(4, 6));
  }

  @Test
  void rematchMovesToTheNextCandidateInArticleFourOrder() throws Exception {
    // C1 and Article 4.3: round 1 1-6, 2-4, 3-5 drawn; six equal players, BSN = TPN. Every
    // candidate with 1-6 is a rematch; the next one is 1-5, 2-6, 3-4 (not the Dutch 1-4, 2-5,
    // 3-6, which grants every preference too).
    List<Pair> p = pair(3, 2, "6w=", "4w=", "5w=", "2b=", "3b=", "1b=");

    assertThat(p).containsExactlyInAnyOrder(new Pair(5, 1), new Pair(6, 2), new Pair(4, 3));
  }

  @Test
  void colourPreferencesOverrideTheArticleFourOrder() throws Exception {
    // C8 before Article 4: round 1 1-2, 4-3 drawn; 1 and 4 want Black, 2 and 3 White. The fold
    // 1-4, 2-3 denies two preferences, 1-3, 2-4 none.
    List<Pair> p = pair(3, 2, "2w=", "1b=", "4b=", "3w=");

    assertThat(p).containsExactlyInAnyOrder(new Pair(3, 1), new Pair(2, 4));
  }

  // ---------------------------------------------------------------- PAB (3.1)

  @Test
  void byeGoesToTheLowestRankedOfTheLowestScoreWithMostGames() throws Exception {
    // 3.1, round 3 of 4. Round 1: 1-6 1-0, 2-5 1-0, 3-7 1-0, 4 PAB; round 2: 4-1 0-1, 2-3 =,
    // 5-6 =, 7 H. Lowest score 0.5: 5 and 6 (two games) and 7 (one). 5 has Buchholz 2 (2 and 6),
    // 6 has 2.5; 7 also has 2 and the same SB, so without 3.1.4 the larger TPN, 7, would get it.
    List<Pair> p =
        pair(4, 3, "6w1 4b1", "5w1 3w=", "7w1 2b=", "0-U 1w0", "2b0 6w=", "1b0 5b=", "3b0 0-H");

    assertThat(p).hasSize(4).contains(new Pair(5, 0));
    List<Integer> seen = new ArrayList<>();
    for (Pair q : p) {
      seen.add(q.white());
      if (!q.isBye()) {
        seen.add(q.black());
      }
    }
    Collections.sort(seen);
    assertThat(seen).containsExactly(1, 2, 3, 4, 5, 6, 7);
  }

  @Test
  void completionCriterionMovesTheBye() throws Exception {
    // 3.1.2 (C4), round 2 of 3. Round 1: 1-2 1-0, 3-4 1-0, 5 PAB; 2-3 and 2-5 are forbidden.
    // 2 and 4 have 0 points and the same Index, so 4 (larger TPN) comes first, but without 4
    // player 2 has no partner: the PAB goes to 2. Bracket {1,3,5}: BSN 5 (Buchholz 1 from the
    // PAB), 1, 3; 5-3 with 1 floating (5 has no preference) beats 1-3 (both want Black) on C8;
    // 3-4 already met, so 5-1 with 3 floating fails C4.
    List<Pair> p =
        new BursteinProceduralPairer(
                new RoundState(
                    HandBuilt.tournament(
                        3,
                        List.of(
                            new ForbiddenPairs(List.of(2, 3), 1, Integer.MAX_VALUE),
                            new ForbiddenPairs(List.of(2, 5), 1, Integer.MAX_VALUE)),
                        "2w1",
                        "1b0",
                        "4w1",
                        "3b0",
                        "0-U"),
                    2))
            .pair();

    assertThat(p).containsExactlyInAnyOrder(new Pair(2, 0), new Pair(5, 3), new Pair(4, 1));
  }

  // ---------------------------------------------------------------- scope (1.6)

  @Test
  void refusesSeedingRoundsAndLargeFields() {
    // 1.6.2: 3 rounds have 1 seeding round, 5 rounds have 2.
    assertThatThrownBy(() -> pairer(3, 1, "", ""))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seeding round");
    assertThatThrownBy(() -> pairer(5, 2, "2w=", "1b="))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seeding round");
    assertThat(pairer(5, 3, "2w= 0-H", "1b= 0-H")).isNotNull();
    String[] seventeen = new String[17];
    Arrays.fill(seventeen, "");
    assertThatThrownBy(() -> pairer(3, 2, seventeen))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at most 16");
  }

  // ---------------------------------------------------------------- colours (Article 5)

  @Test
  void firstGameGivesTheHigherRankedTheInitialColourWhenItsTpnIsOdd() {
    // 5.2.1: 1 had a zero-point bye (Buchholz 0), 3 a half-point bye (Buchholz 0.5): 3 ranks
    // higher, odd TPN, initial colour White.
    BursteinProceduralPairer odd = pairer(3, 2, "0-Z", "4w1", "0-H", "2b0");
    assertThat(odd.colours(1, 3)).isEqualTo(new Pair(3, 1));
    assertThat(odd.colours(3, 1)).isEqualTo(new Pair(3, 1));
    // 2 (half-point bye) ranks above 3 (zero-point bye) and has an even TPN: Black.
    BursteinProceduralPairer even = pairer(3, 2, "4w1", "0-H", "0-Z", "1b0");
    assertThat(even.colours(2, 3)).isEqualTo(new Pair(3, 2));
  }

  @Test
  void grantsBothPreferencesOrTheOnlyOne() {
    // 5.2.2 and 1.5.4: 1 has not played (no preference) and 2 wants White; 3 wants Black and
    // 5 White.
    BursteinProceduralPairer p = pairer(3, 2, "0-H", "3b1", "2w0", "5w=", "4b=");
    assertThat(p.colours(1, 2)).isEqualTo(new Pair(2, 1));
    assertThat(p.colours(2, 1)).isEqualTo(new Pair(2, 1));
    assertThat(p.colours(3, 5)).isEqualTo(new Pair(5, 3));
  }

  @Test
  void grantsTheStrongerPreference() {
    // 5.2.3, round 3 of 4. 1 (W, B: mild White, Buchholz 4) ranks above 6 (B, B: absolute
    // White, Buchholz 0) and above 8 (B then Z: strong White); 3 (B, W: mild Black) ranks above
    // 4 (W, W: absolute Black) on TPN. The stronger preference wins each time.
    BursteinProceduralPairer p =
        pairer(
            4, 3, "3w0 4b0", "6w0 3b0", "1b1 2w1", "5w1 1w1", "4b0 6w0", "2b1 5b1", "8w1 0-H",
            "7b0 0-Z");
    assertThat(p.colours(1, 6)).isEqualTo(new Pair(6, 1));
    assertThat(p.colours(3, 4)).isEqualTo(new Pair(3, 4));
    assertThat(p.colours(1, 8)).isEqualTo(new Pair(8, 1));
  }

  @Test
  void alternatesFromTheMostRecentDifferentColoursOfPlayedGames() {
    // 5.2.4 with C.04.2 3.4, round 6 of 10. Played colours: 1 B W W B (then a half-point bye),
    // 2 W B W B (a half-point bye in round 3); both mild White. Right-aligned over played games
    // the first difference is the third last: 1 had White, 2 Black, so 2 gets White. By rounds
    // (round 4: 1 Black, 2 White) or by rank (1 ranks higher) 1 would get White.
    BursteinProceduralPairer p =
        pairer(
            10,
            6,
            "3b= 4w= 5w= 6b= 0-H",
            "7w= 8b= 0-H 9w= 10b=",
            "1w= 0-Z 0-Z 0-Z 0-Z",
            "0-Z 1b= 0-Z 0-Z 0-Z",
            "0-Z 0-Z 1b= 0-Z 0-Z",
            "0-Z 0-Z 0-Z 1w= 0-Z",
            "2b= 0-Z 0-Z 0-Z 0-Z",
            "0-Z 2w= 0-Z 0-Z 0-Z",
            "0-Z 0-Z 0-Z 2b= 0-Z",
            "0-Z 0-Z 0-Z 0-Z 2w=");
    assertThat(p.colours(1, 2)).isEqualTo(new Pair(2, 1));
  }

  @Test
  void otherwiseGrantsTheHigherRankedPreference() {
    // 5.2.5 by the ranking of 1.8, scores ignored: both played White once (mild Black); 1 beat 3
    // (Buchholz 0), 2 drew 4 (Buchholz 0.5), so 2 ranks higher and gets Black.
    BursteinProceduralPairer p = pairer(3, 2, "3w1", "4w=", "1b0", "2b=");
    assertThat(p.colours(1, 2)).isEqualTo(new Pair(1, 2));
  }
}
