package org.swisspair.solver.dubov;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;

/**
 * The class bounds of a bracket's upfloaters against every set of the pool, valued by C7-C10 as
 * {@link DubovCriteria} reads them and taken first in 4.2 order.
 */
class UpfloaterClassesTest {
  private static final int MAX_T = 4;

  @Test
  void takesTheSeekerOfTheScarcerColour() {
    // Three White and two Black seekers: a Black upfloater grants three pairs, a White one two.
    List<PlayerState> pool =
        List.of(
            player(1, Colour.WHITE, 0, false),
            player(2, Colour.BLACK, 0, false),
            player(3, Colour.BLACK, 0, false));
    assertThat(UpfloaterClasses.firstBest(3, 2, pool, 1, true, MAX_T)).containsExactly(1);
  }

  @Test
  void sparesMaximumUpfloatersThenTheHighestCountThenLastRoundsUpfloaters() {
    List<PlayerState> pool =
        List.of(
            player(1, Colour.BLACK, MAX_T + 1, false),
            player(2, Colour.BLACK, MAX_T, false),
            player(3, Colour.BLACK, 1, true),
            player(4, Colour.BLACK, 1, false));
    assertThat(UpfloaterClasses.firstBest(3, 2, pool, 1, true, MAX_T)).containsExactly(3);
    assertThat(UpfloaterClasses.firstBest(3, 2, pool.subList(0, 3), 1, true, MAX_T))
        .containsExactly(2);
    assertThat(UpfloaterClasses.firstBest(3, 2, pool.subList(0, 2), 1, true, MAX_T))
        .containsExactly(1);
  }

  @Test
  void inTheLastRoundOnlyColoursCount() {
    List<PlayerState> pool =
        List.of(player(1, Colour.BLACK, MAX_T + 1, true), player(2, Colour.BLACK, 0, false));
    assertThat(UpfloaterClasses.firstBest(3, 2, pool, 1, false, MAX_T)).containsExactly(0);
  }

  @Test
  void agreesWithEverySetOfRandomPools() {
    SplittableRandom master = new SplittableRandom(20261129L);
    for (int t = 0; t < 3000; t++) {
      long seed = master.nextLong();
      SplittableRandom rnd = new SplittableRandom(seed);
      int p = 1 + rnd.nextInt(9);
      List<PlayerState> pool = new ArrayList<>();
      for (int i = 0; i < p; i++) {
        pool.add(
            player(
                i + 1,
                rnd.nextBoolean() ? Colour.WHITE : Colour.BLACK,
                rnd.nextInt(MAX_T + 3),
                rnd.nextInt(3) == 0));
      }
      int k = 1 + rnd.nextInt(Math.min(p, 4));
      int white = rnd.nextInt(8);
      int black = rnd.nextInt(8);
      boolean quality = rnd.nextInt(4) != 0;
      assertThat(UpfloaterClasses.firstBest(white, black, pool, k, quality, MAX_T))
          .as("seed %d", seed)
          .isEqualTo(bruteForce(white, black, pool, k, quality));
    }
  }

  /** Every k-set in 4.1.3 order (lexicographic on ascending indices); the first of the best. */
  private static int[] bruteForce(
      int white, int black, List<PlayerState> pool, int k, boolean quality) {
    int[] best = null;
    List<Long> bestValue = null;
    int p = pool.size();
    int[] set = new int[k];
    for (int i = 0; i < k; i++) {
      set[i] = i;
    }
    while (true) {
      List<Long> value = value(white, black, pool, set, quality);
      if (bestValue == null || compare(value, bestValue) > 0) {
        bestValue = value;
        best = set.clone();
      }
      int i = k - 1;
      while (i >= 0 && set[i] == p - k + i) {
        i--;
      }
      if (i < 0) {
        return best;
      }
      set[i]++;
      for (int j = i + 1; j < k; j++) {
        set[j] = set[j - 1] + 1;
      }
    }
  }

  /** C7 pairs granted at most, C8 not maximum, C9 per count highest first, C10 not previous. */
  private static List<Long> value(
      int white, int black, List<PlayerState> pool, int[] set, boolean quality) {
    int w = white;
    int b = black;
    long notMaximum = 0;
    long notPrevious = 0;
    long[] perCount = new long[MAX_T + 3];
    for (int i : set) {
      PlayerState x = pool.get(i);
      if (DubovColours.prefers(x) == Colour.WHITE) {
        w++;
      } else {
        b++;
      }
      if (DubovUpfloats.isMaximum(x, MAX_T)) {
        perCount[perCount.length - 1 - DubovUpfloats.count(x)]--;
      } else {
        notMaximum++;
      }
      notPrevious += DubovUpfloats.previousRound(x) ? 0 : 1;
    }
    List<Long> out = new ArrayList<>();
    out.add((long) Math.min(w, b));
    if (quality) {
      out.add(notMaximum);
      for (long c : perCount) {
        out.add(c);
      }
      out.add(notPrevious);
    }
    return out;
  }

  private static int compare(List<Long> a, List<Long> b) {
    return Arrays.compare(
        a.stream().mapToLong(Long::longValue).toArray(),
        b.stream().mapToLong(Long::longValue).toArray());
  }

  /** A player who prefers {@code colour}, has upfloated {@code ups} times, lastly or not. */
  private static PlayerState player(int id, Colour colour, int ups, boolean previous) {
    List<FloatDirection> floats = new ArrayList<>();
    for (int i = 0; i < ups; i++) {
      floats.add(FloatDirection.UP);
    }
    if (previous && ups == 0) {
      floats.add(FloatDirection.UP);
    }
    if (!previous) {
      floats.add(FloatDirection.NONE);
    }
    Colour last = colour == Colour.WHITE ? Colour.BLACK : Colour.WHITE;
    return new PlayerState(
        id,
        2,
        2,
        List.of(last),
        last == Colour.WHITE ? 1 : -1,
        new ColourPreference(colour, Strength.STRONG),
        floats,
        Set.of(),
        false,
        0,
        0,
        false);
  }
}
