package org.swisspair.solver.testdouble;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.RoundState;
import org.swisspair.solver.dutch.rules.DutchColourRules;
import org.swisspair.solver.dutch.rules.DutchRules;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * A TEST DOUBLE, not the Dutch system: pairs players in ranking order, each with the nearest (or,
 * with {@code farthestFirst}, the farthest) legal opponent found by backtracking, the PAB to the
 * lowest-ranked eligible player. Deterministic and small, so checker and generator tests need no
 * real pairing system.
 */
public final class RankingOrderTestPairing implements PairingSystem {
  private final boolean farthestFirst;
  private long steps;

  /** Nearest legal opponent first. */
  public RankingOrderTestPairing() {
    this(false);
  }

  /** {@code farthestFirst}: try the lowest-ranked legal opponent first (a different "system"). */
  public RankingOrderTestPairing(boolean farthestFirst) {
    this.farthestFirst = farthestFirst;
  }

  @Override
  public String name() {
    return farthestFirst ? "test-double-farthest" : "test-double";
  }

  @Override
  public org.swisspair.solver.pairing.PairingRules rules(RoundState s) {
    return new DutchRules(s);
  }

  @Override
  public RoundPairing pair(RoundState s, boolean explain) throws NoValidPairingException {
    List<Integer> order = new ArrayList<>(s.playersToPair());
    order.sort(
        Comparator.<Integer>comparingInt(id -> -s.player(id).pairingScore())
            .thenComparingInt(id -> id));
    steps = 0;
    List<Pair> boards = new ArrayList<>();
    if (order.size() % 2 == 1) {
      for (int i = order.size() - 1; i >= 0; i--) {
        int bye = order.get(i);
        if (s.player(bye).byeIneligible()) {
          continue;
        }
        List<Integer> rest = new ArrayList<>(order);
        rest.remove(i);
        List<int[]> pairs = new ArrayList<>();
        if (search(s, rest, new boolean[rest.size()], pairs)) {
          boards.addAll(colour(s, pairs));
          boards.add(new Pair(bye, 0));
          return new RoundPairing(s.round(), boards, null);
        }
      }
      throw new NoValidPairingException("test double: no legal pairing", order);
    }
    List<int[]> pairs = new ArrayList<>();
    if (!search(s, order, new boolean[order.size()], pairs)) {
      throw new NoValidPairingException("test double: no legal pairing", order);
    }
    boards.addAll(colour(s, pairs));
    return new RoundPairing(s.round(), boards, null);
  }

  private boolean search(RoundState s, List<Integer> order, boolean[] used, List<int[]> pairs) {
    if (++steps > 2_000_000) {
      return false;
    }
    int first = -1;
    for (int i = 0; i < order.size(); i++) {
      if (!used[i]) {
        first = i;
        break;
      }
    }
    if (first < 0) {
      return true;
    }
    used[first] = true;
    int n = order.size();
    for (int k = first + 1; k < n; k++) {
      int j = farthestFirst ? n - (k - first) : k;
      if (used[j] || !legal(s, order.get(first), order.get(j))) {
        continue;
      }
      used[j] = true;
      pairs.add(new int[] {order.get(first), order.get(j)});
      if (search(s, order, used, pairs)) {
        return true;
      }
      pairs.remove(pairs.size() - 1);
      used[j] = false;
    }
    used[first] = false;
    return false;
  }

  private static boolean legal(RoundState s, int a, int b) {
    return DutchRules.compatibility(s).compatible(a, b);
  }

  private static List<Pair> colour(RoundState s, List<int[]> pairs) {
    List<Pair> out = new ArrayList<>();
    for (int[] p : pairs) {
      ColourAllocation c = DutchColourRules.allocate(s.player(p[0]), s.player(p[1]), s);
      out.add(new Pair(c.white(), c.black()));
    }
    return out;
  }
}
