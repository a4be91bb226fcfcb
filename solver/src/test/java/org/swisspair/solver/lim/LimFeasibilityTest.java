package org.swisspair.solver.lim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The feasibility oracle against brute force on random graphs: the most pairs, whether a pair can
 * be fixed or a player leave without losing a pair, and the same after pairs are fixed and players
 * leave, come back and join.
 */
class LimFeasibilityTest {
  @Test
  void answersAsBruteForceOnRandomGraphs() {
    SplittableRandom master = new SplittableRandom(20261201L);
    int questions = 0;
    for (int trial = 0; trial < 400; trial++) {
      long seed = master.nextLong();
      SplittableRandom rnd = new SplittableRandom(seed);
      int n = 2 + rnd.nextInt(11);
      double density = 0.15 + rnd.nextDouble() * 0.8;
      boolean[][] edge = new boolean[n + 1][n + 1];
      for (int a = 1; a <= n; a++) {
        for (int b = a + 1; b <= n; b++) {
          edge[a][b] = edge[b][a] = rnd.nextDouble() < density;
        }
      }
      List<Integer> players = new ArrayList<>();
      for (int id = 1; id <= n; id++) {
        players.add(id);
      }
      // The last player joins later (2.6), the others are there from the start.
      int late = n;
      players.remove(Integer.valueOf(late));
      LimFeasibility oracle = new LimFeasibility(players, (a, b) -> edge[a][b]);
      List<Integer> present = new ArrayList<>(players);
      List<Integer> left = new ArrayList<>();
      boolean joined = false;
      for (int step = 0; step < 2 * n && !present.isEmpty(); step++) {
        int max = bruteMax(present, edge);
        assertThat(oracle.maxPairs())
            .as("seed %d step %d: max of %s", seed, step, present)
            .isEqualTo(max);
        for (int a : present) {
          List<Integer> without = new ArrayList<>(present);
          without.remove(Integer.valueOf(a));
          assertThat(oracle.canRemove(a))
              .as("seed %d: remove %d from %s", seed, a, present)
              .isEqualTo(bruteMax(without, edge) == max);
          questions++;
          for (int b : present) {
            if (b > a && edge[a][b]) {
              List<Integer> rest = new ArrayList<>(without);
              rest.remove(Integer.valueOf(b));
              assertThat(oracle.canFix(a, b))
                  .as("seed %d: fix %d-%d in %s", seed, a, b, present)
                  .isEqualTo(bruteMax(rest, edge) == max - 1);
              questions++;
            }
          }
        }
        // The questions leave the matching as it was.
        assertThat(oracle.maxPairs()).isEqualTo(max);
        int action = rnd.nextInt(4);
        if (action == 0 && !joined) {
          oracle.add(late);
          present.add(late);
          joined = true;
        } else if (action == 1 && !left.isEmpty()) {
          int back = left.remove(rnd.nextInt(left.size()));
          oracle.restore(back);
          present.add(back);
        } else if (action == 2) {
          int a = present.get(rnd.nextInt(present.size()));
          oracle.remove(a);
          present.remove(Integer.valueOf(a));
          left.add(a);
        } else {
          int[] pair = fixablePair(oracle, present, edge);
          if (pair != null) {
            oracle.fix(pair[0], pair[1]);
            present.remove(Integer.valueOf(pair[0]));
            present.remove(Integer.valueOf(pair[1]));
          }
        }
      }
    }
    assertThat(questions).isGreaterThan(5000);
  }

  @Test
  void keepsTheGreedyPairsOfItsOrderWhenTheyAreMaximum() {
    // 1-2 and 3-4 are the greedy pairs in this order, and a perfect matching.
    LimFeasibility oracle = new LimFeasibility(List.of(1, 2, 3, 4), (a, b) -> true);
    assertThat(oracle.mateOf(1)).isEqualTo(2);
    assertThat(oracle.mateOf(3)).isEqualTo(4);
    assertThat(oracle.perfect()).isTrue();
  }

  private static int[] fixablePair(LimFeasibility oracle, List<Integer> present, boolean[][] e) {
    for (int a : present) {
      for (int b : present) {
        if (b > a && e[a][b] && oracle.canFix(a, b)) {
          return new int[] {a, b};
        }
      }
    }
    return null;
  }

  /** The most pairs among {@code ids}, by exhaustive search. */
  static int bruteMax(List<Integer> ids, boolean[][] edge) {
    return bruteMax(ids, edge, (1 << ids.size()) - 1, new HashMap<>());
  }

  private static int bruteMax(
      List<Integer> ids, boolean[][] e, int mask, Map<Integer, Integer> memo) {
    if (mask == 0) {
      return 0;
    }
    Integer known = memo.get(mask);
    if (known != null) {
      return known;
    }
    int i = Integer.numberOfTrailingZeros(mask);
    int rest = mask & ~(1 << i);
    // The first player either stays unpaired or plays one of the others.
    int best = bruteMax(ids, e, rest, memo);
    for (int j = i + 1; j < ids.size(); j++) {
      if ((rest & (1 << j)) != 0 && e[ids.get(i)][ids.get(j)]) {
        best = Math.max(best, 1 + bruteMax(ids, e, rest & ~(1 << j), memo));
      }
    }
    memo.put(mask, best);
    return best;
  }
}
