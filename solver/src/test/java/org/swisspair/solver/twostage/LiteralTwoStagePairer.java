package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * Articles 3.3-3.6 of the Double-Swiss and Team systems read literally, for small fields: every set
 * of potential upfloaters and every pairing of a bracket is enumerated, the sets sorted by 3.5.4
 * and the pairings by 3.6.3, and the first that complies best is taken. It is the oracle that
 * {@link TwoStagePairer} is tested against; exponential, so keep it under about 16 units.
 */
public final class LiteralTwoStagePairer {
  private final TwoStageRound round;
  private final Map<Integer, Unit> byId = new HashMap<>();

  /** An oracle for {@code round}. */
  public LiteralTwoStagePairer(TwoStageRound round) {
    this.round = round;
    for (Unit u : round.units()) {
      byId.put(u.id(), u);
    }
  }

  /**
   * Pairs the round as the text says.
   *
   * @throws NoValidPairingException when no pairing complies with C1-C3
   */
  public TwoStagePairing pair() throws NoValidPairingException {
    List<Unit> rest = new ArrayList<>(round.units());
    rest.sort(SetOrder.IN_SET);
    int pab = 0;
    if (rest.size() % 2 == 1) {
      // 3.4: the eligible players by lowest score, most matches, largest TPN; the first that
      // leaves the others pairable.
      List<Unit> candidates = new ArrayList<>(rest);
      candidates.removeIf(u -> !u.byeEligible());
      candidates.sort(
          Comparator.comparingInt(Unit::score)
              .thenComparing(Comparator.comparingInt(Unit::matchesPlayed).reversed())
              .thenComparing(Comparator.comparingInt(Unit::id).reversed()));
      for (Unit c : candidates) {
        List<Unit> others = new ArrayList<>(rest);
        others.remove(c);
        if (pairable(others)) {
          pab = c.id();
          break;
        }
      }
      if (pab == 0) {
        throw new NoValidPairingException("no PAB", List.of());
      }
      final int bye = pab;
      rest.removeIf(u -> u.id() == bye);
    }
    if (!pairable(rest)) {
      throw new NoValidPairingException("not pairable", List.of());
    }
    List<TwoStageBracket> out = new ArrayList<>();
    while (!rest.isEmpty()) {
      Cancellation.checkpoint();
      int top = rest.get(0).score();
      List<Unit> residents = new ArrayList<>();
      List<Unit> potential = new ArrayList<>();
      for (Unit u : rest) {
        (u.score() == top ? residents : potential).add(u);
      }
      Map<String, List<Long>> criteria = new LinkedHashMap<>();
      List<Unit> set = chooseSet(residents, potential, criteria);
      List<Unit> bracket = new ArrayList<>(residents);
      bracket.addAll(set);
      List<int[]> pairs = chooseBracketPairing(bracket, top, set, criteria);
      List<Integer> residentIds = new ArrayList<>();
      for (Unit u : residents) {
        residentIds.add(u.id());
      }
      residentIds.sort(null);
      out.add(new TwoStageBracket(top, residentIds, SetOrder.sequence(set), pairs, criteria));
      rest.removeAll(bracket);
    }
    return new TwoStagePairing(pab, out);
  }

  /** Article 3.5 by enumeration. */
  private List<Unit> chooseSet(
      List<Unit> residents, List<Unit> potential, Map<String, List<Long>> criteria) {
    for (int k = 0; k <= potential.size(); k++) {
      // 3.5.2: the legal sets of the smallest size (C4) ...
      List<List<Unit>> legal = new ArrayList<>();
      for (List<Unit> s : subsets(potential, k)) {
        List<Unit> bracket = new ArrayList<>(residents);
        bracket.addAll(s);
        List<Unit> others = new ArrayList<>(potential);
        others.removeAll(s);
        if (pairable(bracket) && pairable(others)) {
          legal.add(s);
        }
      }
      if (legal.isEmpty()) {
        continue;
      }
      // ... with the best scores (C5), then 3.5.5: the best C6, the best system criteria, and the
      // first in the order of 3.5.4.
      legal.sort(
          Comparator.comparing((List<Unit> s) -> ascendingScores(s), LiteralTwoStagePairer::desc)
              .thenComparing(s -> c6(residents, potential, s), Long::compare)
              .thenComparing(this::ownValues, LiteralTwoStagePairer::asc)
              .thenComparing(SetOrder::compare));
      List<Unit> best = legal.get(0);
      criteria.put("C4", List.of((long) k));
      if (k > 0) {
        criteria.put("C5", ascendingScores(best));
        criteria.put("C6", List.of(c6(residents, potential, best)));
        List<Long> own = ownValues(best);
        for (int c = 0; c < own.size(); c++) {
          criteria.put(round.upfloaterCriteria().get(c).id(), List.of(own.get(c)));
        }
      }
      return best;
    }
    throw new IllegalStateException("no legal set although the units are pairable");
  }

  private static List<Long> ascendingScores(List<Unit> s) {
    List<Long> out = new ArrayList<>();
    for (Unit u : s) {
      out.add((long) u.score());
    }
    out.sort(null);
    return out;
  }

  private List<Long> ownValues(List<Unit> s) {
    List<Long> out = new ArrayList<>();
    for (UpfloaterCriterion c : round.upfloaterCriteria()) {
      long n = 0;
      for (Unit u : s) {
        n += c.counts().test(u) ? 1 : 0;
      }
      out.add(n);
    }
    return out;
  }

  /** C6: the number of upfloaters the bracket of the following scoregroup needs (DSW-1). */
  private long c6(List<Unit> residents, List<Unit> potential, List<Unit> set) {
    List<Unit> rest = new ArrayList<>(potential);
    rest.removeAll(set);
    if (rest.isEmpty()) {
      return 0;
    }
    int next = potential.get(0).score();
    List<Unit> group = new ArrayList<>();
    List<Unit> lower = new ArrayList<>();
    for (Unit u : rest) {
      if (u.score() == next) {
        group.add(u);
      } else if (u.score() < next) {
        lower.add(u);
      }
    }
    if (group.isEmpty()) {
      return 0;
    }
    for (int k = 0; k <= lower.size(); k++) {
      for (List<Unit> s : subsets(lower, k)) {
        List<Unit> bracket = new ArrayList<>(group);
        bracket.addAll(s);
        List<Unit> others = new ArrayList<>(lower);
        others.removeAll(s);
        if (pairable(bracket) && pairable(others)) {
          return k;
        }
      }
    }
    throw new IllegalStateException("the rest is not pairable");
  }

  /** Article 3.6 by enumeration: all pairings in identifier order, the first that is best. */
  private List<int[]> chooseBracketPairing(
      List<Unit> bracket, int score, List<Unit> set, Map<String, List<Long>> criteria) {
    Set<Integer> up = new HashSet<>();
    for (Unit u : set) {
      up.add(u.id());
    }
    PairCriterion.BracketView view = new PairCriterion.BracketView(score, up);
    List<List<int[]>> all = new ArrayList<>();
    List<Unit> sorted = new ArrayList<>(bracket);
    sorted.sort(Comparator.comparingInt(Unit::id));
    enumerate(sorted, new ArrayList<>(), all);
    List<int[]> best = null;
    List<Long> bestCost = null;
    all.sort((a, b) -> PairingIdentifier.compare(PairingIdentifier.of(a), PairingIdentifier.of(b)));
    for (List<int[]> p : all) {
      List<Long> cost = new ArrayList<>();
      for (PairCriterion c : round.pairCriteria()) {
        long sum = 0;
        for (int[] pair : p) {
          sum += c.cost(byId.get(pair[0]), byId.get(pair[1]), view);
        }
        cost.add(sum);
      }
      if (best == null || asc(cost, bestCost) < 0) {
        best = p;
        bestCost = cost;
      }
    }
    for (int c = 0; c < round.pairCriteria().size(); c++) {
      criteria.put(round.pairCriteria().get(c).id(), List.of(bestCost.get(c)));
    }
    return best;
  }

  private void enumerate(List<Unit> left, List<int[]> made, List<List<int[]>> out) {
    if (left.isEmpty()) {
      out.add(new ArrayList<>(made));
      return;
    }
    Unit a = left.get(0);
    for (int i = 1; i < left.size(); i++) {
      Unit b = left.get(i);
      if (!round.mayMeet().test(a.id(), b.id())) {
        continue;
      }
      List<Unit> rest = new ArrayList<>(left);
      rest.remove(b);
      rest.remove(a);
      made.add(new int[] {a.id(), b.id()});
      enumerate(rest, made, out);
      made.remove(made.size() - 1);
    }
  }

  private boolean pairable(List<Unit> units) {
    if (units.size() % 2 == 1) {
      return false;
    }
    if (units.isEmpty()) {
      return true;
    }
    Unit a = units.get(0);
    for (int i = 1; i < units.size(); i++) {
      Unit b = units.get(i);
      if (round.mayMeet().test(a.id(), b.id())) {
        List<Unit> rest = new ArrayList<>(units);
        rest.remove(b);
        rest.remove(a);
        if (pairable(rest)) {
          return true;
        }
      }
    }
    return false;
  }

  private static List<List<Unit>> subsets(List<Unit> from, int k) {
    List<List<Unit>> out = new ArrayList<>();
    collect(from, k, 0, new ArrayList<>(), out);
    return out;
  }

  private static void collect(
      List<Unit> from, int k, int start, List<Unit> chosen, List<List<Unit>> out) {
    if (chosen.size() == k) {
      out.add(new ArrayList<>(chosen));
      return;
    }
    for (int i = start; i < from.size(); i++) {
      chosen.add(from.get(i));
      collect(from, k, i + 1, chosen, out);
      chosen.remove(chosen.size() - 1);
    }
  }

  /** Ascending lexicographic comparison (smaller is better). */
  private static int asc(List<Long> a, List<Long> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int c = Long.compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  /** Descending: the larger list of scores first (C5). */
  private static int desc(List<Long> a, List<Long> b) {
    return -asc(a, b);
  }
}
