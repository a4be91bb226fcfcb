package org.swisspair.solver.lim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.lim.LimExchangeOrder.Direction;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * The engine's scrutiny of a group (one pass, the matching as a feasibility oracle) against the
 * literal backtracking of Article 4 ({@link LimLiteralScrutiny}), on groups drawn from random
 * tournaments: the same pairs, downward and upward (LIM-9, LIM-10). A group that cannot pair all
 * its players pairs as many as it can, and so does an odd group after floating its parity floater
 * (4.4.1 with 4.3, LIM-11).
 */
class LimDifferentialTest {
  @Test
  void oneScrutinyWithTheOracleEqualsTheLiteralBacktracking() {
    assertThat(run(20261207L, 12)).isGreaterThan(400);
  }

  @Test
  @Tag("slow")
  void oneScrutinyWithTheOracleEqualsTheLiteralBacktrackingOnManyGroups() {
    assertThat(run(20261208L, 600)).isGreaterThan(20000);
  }

  @Test
  void anOddGroupPairsAsManyAsItCanAfterFloatingForParity() {
    assertThat(run(20261129L, 12, true)).isGreaterThan(300);
  }

  @Test
  @Tag("slow")
  void anOddGroupPairsAsManyAsItCanAfterFloatingForParityOnManyGroups() {
    assertThat(run(20261130L, 600, true)).isGreaterThan(15000);
  }

  private static int run(long masterSeed, int tournaments) {
    return run(masterSeed, tournaments, false);
  }

  /**
   * Compares groups drawn from {@code tournaments} tournaments, of odd size when {@code odd};
   * returns the groups compared.
   */
  private static int run(long masterSeed, int tournaments, boolean odd) {
    SplittableRandom master = new SplittableRandom(masterSeed);
    int compared = 0;
    for (int k = 0; k < tournaments; k++) {
      long seed = master.nextLong();
      int players = 8 + master.nextInt(14);
      GeneratorOptions o =
          new GeneratorOptions(
              players,
              Math.min(9, players - 1),
              seed,
              0.03,
              0.03,
              0.02,
              0,
              0,
              false,
              ScoringSystem.STANDARD,
              Colour.WHITE,
              0);
      Tournament t;
      try {
        t = new TournamentGenerator(new LimPairingSystem()).generate(o);
      } catch (NoValidPairingException e) {
        continue;
      }
      for (int r = 2; r <= t.roundsPaired(); r++) {
        RoundState s = new RoundState(RoundSetup.stateBefore(t, r), r);
        LimCompatibility compat = new LimCompatibility(s);
        for (int draw = 0; draw < 8; draw++) {
          List<Integer> group = subset(master, s.playersToPair(), odd);
          if (group.size() < (odd ? 3 : 2)) {
            continue;
          }
          for (Direction dir : Direction.values()) {
            compared += compare(s, compat, group, dir, seed, r) ? 1 : 0;
          }
        }
      }
    }
    return compared;
  }

  private static boolean compare(
      RoundState s, LimCompatibility compat, List<Integer> group, Direction dir, long seed, int r) {
    List<Integer> ordered = new ArrayList<>(group);
    ordered.sort(dir.scrutiny());
    boolean[][] edge = new boolean[s.tournament().size() + 1][s.tournament().size() + 1];
    for (int a : group) {
      for (int b : group) {
        edge[a][b] = a != b && compat.compatible(a, b);
      }
    }
    int max = LimFeasibilityTest.bruteMax(group, edge);
    String what = "seed " + seed + ", round " + r + ", " + dir + ", group " + ordered;
    if (group.size() % 2 == 0 && 2 * max == group.size()) {
      LimLiteralScrutiny literal =
          new LimLiteralScrutiny(
              compat::compatible, (a, b) -> LimColours.bothGranted(s.player(a), s.player(b)));
      List<int[]> expected = literal.pair(ordered);
      LimGroup g =
          group(
              s,
              compat,
              dir == Direction.DOWNWARD ? LimGroup.Kind.MEDIAN : LimGroup.Kind.BELOW,
              group);
      g.pair();
      assertThat(text(g.pairs())).as(what).isEqualTo(text(expected));
      return true;
    }
    // Not all can be paired, or the group is odd: with no transfer, as many pairs as possible; an
    // odd group floats one player for parity first, and 4.4.1 with 4.3 brings him back when the
    // rest cannot otherwise be paired as fully (LIM-11).
    for (int a : group) {
      boolean any = false;
      for (int b : group) {
        any |= edge[a][b];
      }
      if (!any) {
        return false;
      }
    }
    LimGroup g =
        group(
            s,
            compat,
            dir == Direction.DOWNWARD ? LimGroup.Kind.ABOVE : LimGroup.Kind.BELOW,
            group);
    g.pair();
    assertThat(g.pairs()).as(what).hasSize(max);
    assertThat(g.floated()).as(what).hasSize(group.size() - 2 * max);
    return true;
  }

  private static LimGroup group(
      RoundState s, LimCompatibility compat, LimGroup.Kind kind, List<Integer> players) {
    return new LimGroup(
        compat, LimSettings.STANDARD, kind, 0, players, List.of(), List.of(), "none", false);
  }

  /** A random subset of 2 to 10 players, or when {@code odd} of 3 to 11. */
  private static List<Integer> subset(SplittableRandom rnd, List<Integer> all, boolean odd) {
    List<Integer> pool = new ArrayList<>(all);
    int size = Math.min(pool.size() - pool.size() % 2, 2 + 2 * rnd.nextInt(5));
    if (odd) {
      size = Math.min(pool.size() - 1 + pool.size() % 2, size + 1);
    }
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      out.add(pool.remove(rnd.nextInt(pool.size())));
    }
    return out;
  }

  private static String text(List<int[]> pairs) {
    return LimExchangeOrderTest.text(pairs);
  }
}
