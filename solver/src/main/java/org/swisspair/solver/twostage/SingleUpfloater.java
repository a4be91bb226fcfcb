package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.swisspair.solver.pairing.Cancellation;

/** Article 3.5 when one upfloater is enough: the set found without a weighted matching. */
final class SingleUpfloater {
  private SingleUpfloater() {}

  /**
   * Article 3.5 without a weighted matching when one upfloater is the minimum (C4: an odd
   * top-scoregroup): the highest score level with a unit that can go up (C5, C3), then in that
   * level the unit with the best system's counts (C7) whose C6 reaches its lower bound, the first
   * by TPN among equals (3.5.4). Null when the level's best C6 is above the bound, or when more
   * than one upfloater is needed: the weighted matching decides.
   *
   * <p>Why this is the matching's answer: with one upfloater x, C6 counts the pairs of the
   * following scoregroup (less x) with lower units in the best completion, at least the parity of
   * that group's size (0 when the group is x alone); a level's units share that bound, so a unit
   * that reaches it beats every unit that does not, whatever their C7, and among those that reach
   * it C7 and then the TPN decide.
   */
  static List<Unit> find(
      TwoStageRound round,
      List<Unit> rest,
      int t,
      Map<String, List<Long>> criteria,
      boolean[] legal) {
    if (t % 2 == 0) {
      return null;
    }
    List<Unit> residents = rest.subList(0, t);
    int next = rest.get(t).score();
    List<Unit> group = new ArrayList<>();
    List<Unit> lower = new ArrayList<>();
    for (Unit u : rest.subList(t, rest.size())) {
      (u.score() == next ? group : lower).add(u);
    }
    List<UpfloaterCriterion> own = round.upfloaterCriteria();
    int from = t;
    while (from < rest.size()) {
      Cancellation.checkpoint();
      int score = rest.get(from).score();
      int to = from;
      while (to < rest.size() && rest.get(to).score() == score) {
        to++;
      }
      // The level's units by their counts (C7 first), then by TPN (3.5.4); stable sort.
      List<Unit> level = new ArrayList<>(rest.subList(from, to));
      level.sort(
          (a, b) -> {
            for (UpfloaterCriterion k : own) {
              int c = Boolean.compare(k.counts().test(a), k.counts().test(b));
              if (c != 0) {
                return c;
              }
            }
            return 0;
          });
      boolean anyFeasible = false;
      for (Unit c : level) {
        List<Unit> bracket = new ArrayList<>(residents);
        bracket.add(c);
        if (!Units.pairable(round, bracket)) {
          continue;
        }
        List<Unit> left = new ArrayList<>(group);
        left.remove(c);
        List<Unit> below = new ArrayList<>(lower);
        below.remove(c);
        int bound = left.size() % 2;
        if (reachesBound(round, left, below)) {
          criteria.put("C4", List.of(1L));
          criteria.put("C5", List.of((long) c.score()));
          criteria.put("C6", List.of((long) bound));
          for (UpfloaterCriterion k : own) {
            criteria.put(k.id(), List.of(k.counts().test(c) ? 1L : 0L));
          }
          return List.of(c);
        }
        if (!anyFeasible) {
          List<Unit> all = new ArrayList<>(left);
          all.addAll(below);
          anyFeasible = Units.pairable(round, all);
        }
      }
      if (anyFeasible) {
        // A unit of this level can go up, but C6 above its bound needs the weighted matching.
        legal[0] = true;
        return null;
      }
      from = to;
    }
    return null;
  }

  /**
   * True when the following scoregroup's units {@code left} and the lower units {@code below} can
   * all be paired with no more pairs between them than the parity of {@code left} (C6 at its
   * bound).
   */
  static boolean reachesBound(TwoStageRound round, List<Unit> left, List<Unit> below) {
    if (left.size() % 2 == 0) {
      return Units.pairable(round, left) && Units.pairable(round, below);
    }
    for (int i = 0; i < below.size(); i++) {
      List<Unit> withOne = new ArrayList<>(left);
      withOne.add(below.get(i));
      List<Unit> rest = new ArrayList<>(below);
      rest.remove(i);
      if (Units.pairable(round, withOne) && Units.pairable(round, rest)) {
        return true;
      }
    }
    return false;
  }
}
