package org.swisspair.solver.burstein;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.testdouble.HandBuilt;

/** The orders of the Burstein system: ranking (1.8), pairings (Article 4), seeding rounds (1.6). */
class BursteinOrderTest {

  /**
   * The note of Article 4.3 (six players, two floaters), de-duplicated, in the handbook's order.
   */
  private static final String[] HANDBOOK_NOTE = {
    "1-6,2-5,3-0,4-0", "1-6,2-4,3-0,5-0", "1-6,2-3,4-0,5-0", "1-6,2-0,3-5,4-0", "1-6,2-0,3-4,5-0",
    "1-6,2-0,3-0,4-5", "1-5,2-6,3-0,4-0", "1-5,2-4,3-0,6-0", "1-5,2-3,4-0,6-0", "1-5,2-0,3-6,4-0",
    "1-5,2-0,3-4,6-0", "1-5,2-0,3-0,4-6", "1-4,2-6,3-0,5-0", "1-4,2-5,3-0,6-0", "1-4,2-3,5-0,6-0",
    "1-4,2-0,3-6,5-0", "1-4,2-0,3-5,6-0", "1-4,2-0,3-0,5-6", "1-3,2-6,4-0,5-0", "1-3,2-5,4-0,6-0",
    "1-3,2-4,5-0,6-0", "1-3,2-0,4-6,5-0", "1-3,2-0,4-5,6-0", "1-3,2-0,4-0,5-6", "1-2,3-6,4-0,5-0",
    "1-2,3-5,4-0,6-0", "1-2,3-4,5-0,6-0", "1-2,3-0,4-6,5-0", "1-2,3-0,4-5,6-0", "1-2,3-0,4-0,5-6",
    "1-0,2-6,3-5,4-0", "1-0,2-6,3-4,5-0", "1-0,2-6,3-0,4-5", "1-0,2-5,3-6,4-0", "1-0,2-5,3-4,6-0",
    "1-0,2-5,3-0,4-6", "1-0,2-4,3-6,5-0", "1-0,2-4,3-5,6-0", "1-0,2-4,3-0,5-6", "1-0,2-3,4-6,5-0",
    "1-0,2-3,4-5,6-0", "1-0,2-3,4-0,5-6", "1-0,2-0,3-6,4-5", "1-0,2-0,3-5,4-6", "1-0,2-0,3-4,5-6"
  };

  /** Parses "1-6,2-5,3-0,4-0" into an opponent vector of {@code n} BSNs. */
  private static int[] parse(String pairing, int n) {
    int[] opponent = new int[n + 1];
    for (String pair : pairing.split(",")) {
      String[] ends = pair.split("-");
      int a = Integer.parseInt(ends[0]);
      int b = Integer.parseInt(ends[1]);
      opponent[a] = b;
      if (b > 0) {
        opponent[b] = a;
      }
    }
    return opponent;
  }

  /** Writes an opponent vector back in the handbook's notation. */
  private static String format(int[] opponent) {
    List<String> parts = new ArrayList<>();
    for (int i = 1; i < opponent.length; i++) {
      if (opponent[i] == 0 || opponent[i] > i) {
        parts.add(i + "-" + opponent[i]);
      }
    }
    return String.join(",", parts);
  }

  @Test
  void comparatorSortsTheHandbookNoteIntoItsOrder() {
    // Article 4.3 note: shuffled with a fixed seed, sorting restores the handbook's list.
    List<int[]> pairings = new ArrayList<>();
    for (String p : HANDBOOK_NOTE) {
      pairings.add(parse(p, 6));
    }
    long seed = 20260201L;
    Collections.shuffle(pairings, new Random(seed));
    assertThat(format(pairings.get(0))).as("seed %d shuffles", seed).isNotEqualTo(HANDBOOK_NOTE[0]);

    pairings.sort(BursteinOrder.pairingOrder());

    assertThat(pairings.stream().map(BursteinOrderTest::format).toList())
        .as("seed %d", seed)
        .containsExactly(HANDBOOK_NOTE);
  }

  @Test
  void enumeratesExactlyTheFortyFiveHandbookPairingsInOrder() {
    // Article 4.3 note: 15 pairs of floaters times 3 ways to pair the other four.
    List<String> generated =
        BursteinOrder.pairings(6, 2).stream().map(BursteinOrderTest::format).toList();
    assertThat(generated).containsExactly(HANDBOOK_NOTE);
  }

  @Test
  void oddBracketStartsWithTheFoldAndTheMiddlePlayerFloating() {
    // Article 4.3: seven players, one floater: 1-7, 2-6, 3-5, 4 floats comes first.
    List<int[]> p = BursteinOrder.pairings(7, 1);
    assertThat(format(p.get(0))).isEqualTo("1-7,2-6,3-5,4-0");
    assertThat(format(p.get(1))).isEqualTo("1-7,2-6,3-4,5-0");
    assertThat(format(p.get(p.size() - 1))).isEqualTo("1-0,2-3,4-5,6-7");
    // 7 choices of floater times 15 ways to pair the other six.
    assertThat(p).hasSize(7 * 15);
    for (int i = 1; i < p.size(); i++) {
      assertThat(BursteinOrder.pairingOrder().compare(p.get(i - 1), p.get(i))).isNegative();
    }
  }

  @Test
  void enumerationSkipsRefusedPairsAndStopsWhenAsked() {
    // Article 4.3 with 1-6 refused: the first pairing of six players without floaters is
    // 1-5, 2-6, 3-4.
    List<String> seen = new ArrayList<>();
    boolean stopped =
        BursteinOrder.forEachPairing(
            6,
            0,
            (a, b) -> !(a == 1 && b == 6),
            p -> {
              seen.add(format(p));
              return seen.size() == 2;
            });
    assertThat(stopped).isTrue();
    assertThat(seen).containsExactly("1-5,2-6,3-4", "1-5,2-4,3-6");
  }

  @Test
  void noPairingsWhenTheFloatersDoNotMatchTheParity() {
    assertThat(BursteinOrder.pairings(6, 1)).isEmpty();
    assertThat(BursteinOrder.pairings(0, 0)).hasSize(1);
  }

  @Test
  void rankingIsBuchholzThenSonnebornBergerThenTpnIgnoringScores() {
    // Article 1.8, round 2 of 3. Round 1: 1-2 1-0, 3-4 =, 5 H, 6 Z, 7 forfeit loss to 8,
    // 9 PAB. Buchholz / SB: 1 0/0, 2 1/0, 3 4 5 0.5/0.25, 6 0/0, 7 0/0, 8 1/1, 9 1/1.
    RoundState s =
        new RoundState(
            HandBuilt.tournament(3, "2w1", "1b0", "4w=", "3b=", "0-H", "0-Z", "8w-", "7b+", "0-U"),
            2);
    List<Integer> ids = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9));
    Collections.shuffle(ids, new Random(7));

    ids.sort(BursteinOrder.ranking(s));

    // 8 and 9 lead on Sonneborn-Berger although 2 has the same Buchholz and a lower TPN; 1 (with
    // the top score) ranks with the zero-Buchholz players.
    assertThat(ids).containsExactly(8, 9, 2, 3, 4, 5, 1, 6, 7);
  }

  @Test
  void seedingRoundsAreHalfTheRoundsAtMostFour() {
    // Article 1.6.2.
    assertThat(BursteinOrder.seedingRounds(3)).isEqualTo(1);
    assertThat(BursteinOrder.seedingRounds(5)).isEqualTo(2);
    assertThat(BursteinOrder.seedingRounds(7)).isEqualTo(3);
    assertThat(BursteinOrder.seedingRounds(9)).isEqualTo(4);
    assertThat(BursteinOrder.seedingRounds(11)).isEqualTo(4);
  }
}
