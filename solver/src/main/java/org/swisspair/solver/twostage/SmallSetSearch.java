package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Article 3.5 without a weighted matching for a few upfloaters (C4 up to {@link #MAX_SIZE}): the
 * sizes from the smallest, for each the score profiles from the best (C5: fewest upfloaters of the
 * lowest score first) within the top score levels that could hold them alone and two more, and for
 * the first profile that some legal set has, the sets in the order of their system's counts (C7)
 * and then of 3.5.4, the first whose C6 reaches its lower bound wins. Null (the weighted matching
 * decides) when the profile's legal sets all have C6 above the bound, when no set within those
 * levels is legal, when more than one system criterion applies, or when the search grows beyond
 * {@link #BUDGET} sets. A profile with a unit of a lower level is worse (C5) than every profile
 * within them.
 *
 * <p>Why this is the matching's answer: all sets of one profile take the same number of units from
 * the following scoregroup, so they share C6's lower bound (the parity of what is left of that
 * scoregroup); a set that reaches it beats every set that does not whatever its C7, and among those
 * that reach it C7 and then the set order decide, which is the order of the search.
 */
final class SmallSetSearch {
  static final int MAX_SIZE = 8;
  static final int BUDGET = 400;
  static final long WORK = 5_000_000L;
  private long work;
  private int[] available;
  private final TwoStageRound round;
  private final List<Unit> residents;
  private final List<Unit> lower;
  private final int[] levelOf;
  private final int[] levelScore;
  private final boolean[] counts;
  private final int next;
  private int spent;

  SmallSetSearch(TwoStageRound round, List<Unit> rest, int t) {
    this.round = round;
    this.residents = rest.subList(0, t);
    this.lower = rest.subList(t, rest.size());
    this.next = lower.isEmpty() ? 0 : lower.get(0).score();
    levelOf = new int[lower.size()];
    List<Integer> scores = new ArrayList<>();
    for (int i = 0; i < lower.size(); i++) {
      int sc = lower.get(i).score();
      if (scores.isEmpty() || scores.get(scores.size() - 1) != sc) {
        scores.add(sc);
      }
      levelOf[i] = scores.size() - 1;
    }
    levelScore = scores.stream().mapToInt(Integer::intValue).toArray();
    available = new int[levelScore.length];
    for (int i = 0; i < lower.size(); i++) {
      available[levelOf[i]]++;
    }
    counts = new boolean[lower.size()];
    if (round.upfloaterCriteria().size() == 1) {
      for (int i = 0; i < lower.size(); i++) {
        counts[i] = round.upfloaterCriteria().get(0).counts().test(lower.get(i));
      }
    }
  }

  List<Unit> search(Map<String, List<Long>> criteria) {
    if (round.upfloaterCriteria().size() > 1 || lower.isEmpty()) {
      return null;
    }
    int t = residents.size();
    // One upfloater was ruled out by the single-upfloater search (none is legal there, or C6
    // needs the matching), so an odd top-scoregroup needs three.
    // C4 is at least what the top-scoregroup cannot pair among itself.
    int[] id = Units.idArray(residents);
    int least = t % 2;
    while (least < t
        && PerfectWitness.perfect(
                t + least, (a, b) -> b >= t ? a < t : round.mayMeet().test(id[a], id[b]), null)
            == null) {
      least += 2;
    }
    for (int size = Math.max(least, t % 2 == 1 ? 3 : 2); size <= Math.min(MAX_SIZE, t); size += 2) {
      for (int[] profile : profiles(size)) {
        Outcome o = searchProfile(profile, size);
        if (o == Outcome.GIVE_UP) {
          return null;
        }
        if (o == Outcome.FOUND) {
          return report(criteria);
        }
        if (o == Outcome.ABOVE_BOUND) {
          return null;
        }
      }
      if (!allLevels) {
        // No legal set in the levels searched; a lower level's set may be legal: not proven.
        return null;
      }
    }
    return null;
  }

  private boolean allLevels;
  private int considered;

  private enum Outcome {
    FOUND,
    ABOVE_BOUND,
    NONE_LEGAL,
    GIVE_UP
  }

  private int[] chosen;
  private long chosenCount;

  /** Profiles of {@code size} upfloaters (units per score level, highest first), best first. */
  private List<int[]> profiles(int size) {
    List<int[]> out = new ArrayList<>();
    int levels = levelScore.length;
    // A profile with a unit of a level below those that could fill it alone, and two more, is
    // worse (C5) than any profile within them: search those first, and only those.
    int cumulative = 0;
    considered = 0;
    while (considered < levels && cumulative < size) {
      cumulative += available[considered++];
    }
    considered = Math.min(levels, considered + 2);
    allLevels = considered == levels;
    int[] quota = new int[levels];
    fill(out, quota, 0, size);
    // C5: fewer upfloaters of the lowest level first, then of the next lowest, and so on.
    out.sort(
        (a, b) -> {
          for (int l = levels - 1; l >= 0; l--) {
            if (a[l] != b[l]) {
              return Integer.compare(a[l], b[l]);
            }
          }
          return 0;
        });
    return out;
  }

  private void fill(List<int[]> out, int[] quota, int level, int left) {
    if (level == considered) {
      if (left == 0) {
        out.add(quota.clone());
      }
      return;
    }
    for (int k = Math.min(left, available[level]); k >= 0; k--) {
      quota[level] = k;
      fill(out, quota, level + 1, left - k);
    }
    quota[level] = 0;
  }

  private boolean anyLegal;

  private Outcome searchProfile(int[] quota, int size) {
    anyLegal = false;
    for (int c = 0; c <= size; c++) {
      if (c > 0 && round.upfloaterCriteria().isEmpty()) {
        break;
      }
      int[] pick = new int[size];
      Outcome o = dfs(quota.clone(), pick, 0, 0, c, round.upfloaterCriteria().isEmpty());
      if (o == Outcome.FOUND || o == Outcome.GIVE_UP) {
        return o;
      }
    }
    return anyLegal ? Outcome.ABOVE_BOUND : Outcome.NONE_LEGAL;
  }

  /** The sets of the profile with exactly {@code c} counted units, in the order of 3.5.4. */
  private Outcome dfs(int[] quota, int[] pick, int depth, int from, int c, boolean anyCount) {
    if (depth == pick.length) {
      if (!anyCount && c != 0) {
        return Outcome.NONE_LEGAL;
      }
      if (++spent > BUDGET) {
        return Outcome.GIVE_UP;
      }
      return test(pick) ? Outcome.FOUND : Outcome.NONE_LEGAL;
    }
    for (int i = from; i < lower.size(); i++) {
      if (++work > WORK) {
        return Outcome.GIVE_UP;
      }
      int l = levelOf[i];
      if (quota[l] == 0) {
        continue;
      }
      if (!anyCount && counts[i]) {
        if (c == 0) {
          continue;
        }
      }
      int cNext = anyCount ? c : c - (counts[i] ? 1 : 0);
      if (cNext < 0 || cNext > pick.length - depth - 1) {
        continue;
      }
      quota[l]--;
      pick[depth] = i;
      Outcome o = dfs(quota, pick, depth + 1, i + 1, cNext, anyCount);
      quota[l]++;
      if (o == Outcome.FOUND || o == Outcome.GIVE_UP) {
        return o;
      }
    }
    return Outcome.NONE_LEGAL;
  }

  /** True when the set reaches C6's bound; notes whether it is legal at all otherwise. */
  private boolean test(int[] pick) {
    boolean[] up = new boolean[lower.size()];
    List<Unit> bracket = new ArrayList<>(residents);
    for (int i : pick) {
      up[i] = true;
      bracket.add(lower.get(i));
    }
    int t = residents.size();
    int[] id = Units.idArray(bracket);
    // The upfloaters meet residents only: a pair of two of them would not float them (C4).
    boolean topLegal =
        PerfectWitness.perfect(
                id.length, (a, b) -> (a < t || b < t) && round.mayMeet().test(id[a], id[b]), null)
            != null;
    if (!topLegal) {
      return false;
    }
    List<Unit> left = new ArrayList<>();
    List<Unit> below = new ArrayList<>();
    for (int i = 0; i < lower.size(); i++) {
      if (!up[i]) {
        (lower.get(i).score() == next ? left : below).add(lower.get(i));
      }
    }
    if (SingleUpfloater.reachesBound(round, left, below)) {
      chosen = pick.clone();
      chosenCount = 0;
      for (int i : pick) {
        chosenCount += counts[i] ? 1 : 0;
      }
      return true;
    }
    if (!anyLegal) {
      List<Unit> all = new ArrayList<>(left);
      all.addAll(below);
      anyLegal = Units.pairable(round, all);
    }
    return false;
  }

  private List<Unit> report(Map<String, List<Long>> criteria) {
    List<Unit> set = new ArrayList<>();
    for (int i : chosen) {
      set.add(lower.get(i));
    }
    set.sort(SetOrder.IN_SET);
    List<Long> c5 = new ArrayList<>();
    for (int i = set.size() - 1; i >= 0; i--) {
      c5.add((long) set.get(i).score());
    }
    int fromNext = 0;
    int nextSize = 0;
    for (int i = 0; i < lower.size(); i++) {
      if (lower.get(i).score() == next) {
        nextSize++;
      }
    }
    for (Unit u : set) {
      fromNext += u.score() == next ? 1 : 0;
    }
    criteria.put("C4", List.of((long) set.size()));
    criteria.put("C5", c5);
    criteria.put("C6", List.of((long) ((nextSize - fromNext) % 2)));
    for (UpfloaterCriterion k : round.upfloaterCriteria()) {
      criteria.put(k.id(), List.of(chosenCount));
    }
    return set;
  }
}
