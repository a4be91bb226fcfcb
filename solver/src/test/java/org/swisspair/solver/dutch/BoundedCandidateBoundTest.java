package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.solver.generator.SyntheticHistory;

/**
 * The bound of {@link BoundedCandidate} on small random brackets (MDPs from the scoregroup above),
 * against enumeration of every pairing of the bracket (MDPs with residents, {@code n mod 2}
 * residents downfloating, exchanges included): never above the least cost, and often equal to it.
 */
class BoundedCandidateBoundTest {

  @Test
  void boundIsNeverAboveTheBestPairing() {
    long seed = 20261129L;
    SplittableRandom random = new SplittableRandom(seed);
    int brackets = 0;
    int reached = 0;
    for (int t = 0; t < 300; t++) {
      int n = 12 + random.nextInt(20);
      int round = 2 + random.nextInt(7);
      long stateSeed = seed + t;
      RoundState state =
          new RoundState(SyntheticHistory.generate(n, round - 1, 9, stateSeed), round);
      RankedPlayers players = new RankedPlayers(state);
      int start = 0;
      int previous = -1;
      while (start < players.size()) {
        int end = start;
        while (end < players.size() && players.score(end) == players.score(start)) {
          end++;
        }
        int mdpCount = previous < 0 ? 0 : Math.min(random.nextInt(3), start - previous);
        List<Integer> mdps = new ArrayList<>();
        for (int i = start - mdpCount; i < start; i++) {
          mdps.add(i);
        }
        List<Integer> residents = new ArrayList<>();
        for (int i = start; i < end && mdps.size() + residents.size() < 10; i++) {
          residents.add(i);
        }
        if (mdps.size() <= residents.size()) {
          boolean last = random.nextBoolean();
          BoundedCandidate search = BoundedCandidate.of(players, mdps, residents, last);
          long[] best = best(players, search, mdps, residents);
          if (best != null) {
            brackets++;
            long[] bound = search.doubledBound();
            long[] twice = Arrays.stream(best).map(x -> 2 * x).toArray();
            String where =
                String.format(
                    "seed %d, state %d, round %d, bracket %s + %s",
                    seed, t, round, mdps, residents);
            assertThat(bound).as(where).isNotNull();
            assertThat(Arrays.compare(bound, twice))
                .as(where + ": bound %s, best %s", Arrays.toString(bound), Arrays.toString(twice))
                .isLessThanOrEqualTo(0);
            if (Arrays.equals(bound, twice)) {
              reached++;
            }
          }
        }
        previous = start;
        start = end;
      }
    }
    assertThat(brackets).isGreaterThan(500);
    assertThat(reached).isGreaterThan(brackets / 2);
  }

  /** The least cost of a pairing of the bracket, by enumeration; null when there is none. */
  private static long[] best(
      RankedPlayers players, BoundedCandidate search, List<Integer> mdps, List<Integer> residents) {
    long[][] best = new long[1][];
    int floats = (mdps.size() + residents.size()) % 2;
    enumerate(
        players,
        search,
        mdps,
        residents,
        0,
        new boolean[residents.size()],
        new ArrayList<>(),
        new ArrayList<>(),
        floats,
        best);
    return best[0];
  }

  private static void enumerate(
      RankedPlayers players,
      BoundedCandidate search,
      List<Integer> mdps,
      List<Integer> residents,
      int mdp,
      boolean[] used,
      List<int[]> pairs,
      List<Integer> floaters,
      int floats,
      long[][] best) {
    if (mdp < mdps.size()) {
      for (int j = 0; j < residents.size(); j++) {
        if (!used[j] && players.compatible(mdps.get(mdp), residents.get(j))) {
          used[j] = true;
          pairs.add(new int[] {mdps.get(mdp), residents.get(j)});
          enumerate(players, search, mdps, residents, mdp + 1, used, pairs, floaters, floats, best);
          pairs.remove(pairs.size() - 1);
          used[j] = false;
        }
      }
      return;
    }
    int i = 0;
    while (i < residents.size() && used[i]) {
      i++;
    }
    if (i == residents.size()) {
      long[] cost = search.cost(pairs, floaters);
      if (cost != null && (best[0] == null || Arrays.compare(cost, best[0]) < 0)) {
        best[0] = cost;
      }
      return;
    }
    used[i] = true;
    if (floats > 0) {
      floaters.add(residents.get(i));
      enumerate(players, search, mdps, residents, mdp, used, pairs, floaters, floats - 1, best);
      floaters.remove(floaters.size() - 1);
    }
    for (int j = i + 1; j < residents.size(); j++) {
      if (!used[j] && players.compatible(residents.get(i), residents.get(j))) {
        used[j] = true;
        pairs.add(new int[] {residents.get(i), residents.get(j)});
        enumerate(players, search, mdps, residents, mdp, used, pairs, floaters, floats, best);
        pairs.remove(pairs.size() - 1);
        used[j] = false;
      }
    }
    used[i] = false;
  }
}
