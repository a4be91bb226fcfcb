package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * Article 3.6: the pairing of one bracket, the first by identifier among those that comply best
 * with the system's stage-2 criteria. The top members first (3.6.2), each decision kept only when
 * the {@link IdentifierOracle} still finds a perfect (and, with criteria, optimal) matching that
 * complies with it, then each top member's bottom member.
 */
final class BracketIdentifier {
  private static final int TOP = 1;
  private static final int BOTTOM = 2;

  private final TwoStageRound round;
  private final List<Unit> byTpn;
  private final int n;
  private final int[] id;
  private final PairCriterion.BracketView view;
  private final IdentifierOracle oracle;
  private final int[] role;
  private final int[] fixed;
  private final PerfectWitness.EdgeFilter filter;
  private final PerfectWitness.EdgeFilter decisions;

  /** The bracket of {@code bracket}'s units, of score {@code score}, with these upfloaters. */
  BracketIdentifier(
      BlossomMatching matcher,
      int identifierLimit,
      TwoStageRound round,
      List<Unit> bracket,
      int score,
      List<Unit> upfloaters) {
    this.round = round;
    this.byTpn = new ArrayList<>(bracket);
    byTpn.sort(Comparator.comparingInt(Unit::id));
    this.n = byTpn.size();
    this.id = Units.idArray(byTpn);
    Set<Integer> up = new HashSet<>(Units.ids(upfloaters));
    this.view = new PairCriterion.BracketView(score, up);
    this.oracle = oracle(matcher, identifierLimit);
    this.role = new int[n];
    this.fixed = new int[n];
    Arrays.fill(fixed, -1);
    MayMeet mayMeet = round.mayMeet();
    this.decisions =
        (u, v) ->
            role[u] != BOTTOM
                && role[v] != TOP
                && (fixed[u] < 0 || fixed[u] == v)
                && (fixed[v] < 0 || fixed[v] == u);
    this.filter = (u, v) -> decisions.allowed(u, v) && mayMeet.test(id[u], id[v]);
  }

  /**
   * The oracle's answer under the decisions taken so far; a weighted oracle already holds who may
   * meet, so it is not asked again for every edge of every matching.
   */
  private int[] solve(int[] hint) {
    return oracle.solve(oracle instanceof IdentifierOracle.Weighted ? decisions : filter, hint);
  }

  /** The oracle the bracket needs: weighted only when some criterion has a cost that counts. */
  private IdentifierOracle oracle(BlossomMatching matcher, int identifierLimit) {
    List<PairCriterion> own = new ArrayList<>();
    for (PairCriterion c : round.pairCriteria()) {
      if (c.mayCost(view)) {
        own.add(c);
      }
    }
    MayMeet mayMeet = round.mayMeet();
    if (!anyCost(own, mayMeet)) {
      return new IdentifierOracle.Plain(n, null);
    }
    // When the pairs without cost can pair the bracket, the optimum is 0 and the pairings that
    // reach it are exactly those of that graph: no weights (and no n x n tables) needed.
    PerfectWitness.EdgeFilter noCost =
        (u, v) -> {
          for (PairCriterion c : own) {
            if (c.cost(byTpn.get(u), byTpn.get(v), view) != 0) {
              return false;
            }
          }
          return true;
        };
    PerfectWitness.EdgeFilter free = (u, v) -> noCost.allowed(u, v) && mayMeet.test(id[u], id[v]);
    if (PerfectWitness.perfect(n, free, null) != null) {
      return new IdentifierOracle.Plain(n, noCost);
    }
    long[][][] cost = new long[own.size()][n][n];
    boolean[][] meet = new boolean[n][n];
    for (int u = 0; u < n; u++) {
      for (int v = u + 1; v < n; v++) {
        meet[u][v] = mayMeet.test(id[u], id[v]);
        for (int c = 0; c < own.size(); c++) {
          cost[c][u][v] = own.get(c).cost(byTpn.get(u), byTpn.get(v), view);
        }
      }
    }
    return new IdentifierOracle.Weighted(matcher, n, meet, cost, identifierLimit);
  }

  /** True when some pair that may meet has a cost under {@code own}. */
  private boolean anyCost(List<PairCriterion> own, MayMeet mayMeet) {
    boolean anyCost = false;
    for (int u = 0; u < n && !anyCost && !own.isEmpty(); u++) {
      for (int v = u + 1; v < n && !anyCost; v++) {
        for (PairCriterion c : own) {
          long x = c.cost(byTpn.get(u), byTpn.get(v), view);
          if (x < 0) {
            throw new IllegalStateException(c.id() + " gave a negative cost " + x);
          }
          anyCost |= x != 0 && mayMeet.test(id[u], id[v]);
        }
      }
    }
    return anyCost;
  }

  /**
   * The pairs as TPNs (top member first) in the order of the top members; puts each stage-2
   * criterion's value into {@code criteria}.
   */
  List<int[]> pair(Map<String, List<Long>> criteria) throws NoValidPairingException {
    int[] witness = firstWitness();
    witness = tops(witness);
    List<int[]> pairs = new ArrayList<>();
    witness = bottoms(witness, pairs);
    for (PairCriterion c : round.pairCriteria()) {
      long sum = 0;
      for (int x = 0; x < n; x++) {
        if (witness[x] > x) {
          sum += c.cost(byTpn.get(x), byTpn.get(witness[x]), view);
        }
      }
      criteria.put(c.id(), List.of(sum));
    }
    return pairs;
  }

  /** The first answer of the oracle, the first half on top when that is possible. */
  private int[] firstWitness() throws NoValidPairingException {
    int[] witness = null;
    boolean plain = oracle instanceof IdentifierOracle.Plain;
    if (plain && !oracle.ordered()) {
      witness = firstHalfOnTop(null);
    }
    if (witness == null) {
      // A weighted oracle's first answer fixes the bracket's optimum, so it must be unrestricted.
      witness = solve(null);
      if (witness == null) {
        throw new NoValidPairingException(
            "the bracket of score " + view.score() + " cannot be paired (C1)", Units.ids(byTpn));
      }
      if (!plain && !oracle.ordered()) {
        int[] halves = firstHalfOnTop(witness);
        witness = halves != null ? halves : witness;
      }
    }
    return witness;
  }

  /** 3.6.2: the top members first, the smallest possible TPNs. */
  private int[] tops(int[] witness) {
    int tops = 0;
    for (int x = 0; x < n; x++) {
      if (witness[x] > x || oracle.ordered()) {
        // An ordered oracle's first answer is already the first identifier.
        role[x] = witness[x] > x ? TOP : BOTTOM;
        tops += witness[x] > x ? 1 : 0;
        continue;
      }
      if (tops == n / 2) {
        role[x] = BOTTOM;
        continue;
      }
      role[x] = TOP;
      int[] tried = solve(witness);
      if (tried != null) {
        witness = tried;
        tops++;
      } else {
        role[x] = BOTTOM;
      }
    }
    return witness;
  }

  /** Then each top member's bottom member, in the order of the top members. */
  private int[] bottoms(int[] witness, List<int[]> pairs) {
    MayMeet mayMeet = round.mayMeet();
    for (int x = 0; x < n; x++) {
      if (role[x] != TOP) {
        continue;
      }
      for (int b = x + 1; b < witness[x] && !oracle.ordered(); b++) {
        if (role[b] != BOTTOM || fixed[b] >= 0 || !mayMeet.test(id[x], id[b])) {
          continue;
        }
        fixed[x] = b;
        fixed[b] = x;
        int[] tried = solve(witness);
        if (tried != null) {
          witness = tried;
          break;
        }
        fixed[x] = -1;
        fixed[b] = -1;
      }
      fixed[x] = witness[x];
      fixed[witness[x]] = x;
      pairs.add(new int[] {id[x], id[witness[x]]});
    }
    return witness;
  }

  /**
   * A pairing whose top members are the first half by TPN, or null: when one exists it has the
   * smallest top members of all (3.6.2-3.6.3), so the scan of the top members keeps every role of
   * this witness without asking the oracle again. The roles are left undecided.
   */
  private int[] firstHalfOnTop(int[] hint) {
    for (int x = 0; x < n; x++) {
      role[x] = x < n / 2 ? TOP : BOTTOM;
    }
    int[] witness = solve(hint);
    Arrays.fill(role, 0);
    return witness;
  }
}
