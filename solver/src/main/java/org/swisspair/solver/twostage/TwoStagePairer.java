package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.WeightedGraph;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * The two-stage procedure of the Double-Swiss and Team systems (Articles 3.3-3.6): the PAB first
 * (3.4), then, until everybody is paired, the top-scoregroup with the first set of upfloaters that
 * complies best with C4, C5, C6 and the system's stage-1 criteria (3.5), paired by the first
 * identifier that complies best with the system's stage-2 criteria (3.6).
 *
 * <p>Each stage is exact. Stage 1 is one maximum-weight perfect matching of all the units still to
 * pair, whose lexicographic weight counts the crossing pairs (C4), their upfloaters by score level
 * from the lowest (C5), the pairs between the following scoregroup and lower ones (C6: the
 * upfloaters the next bracket needs, DSW-1) and the system's criteria; then the set order (3.5.4),
 * as exact bits when there are few potential upfloaters, otherwise by a greedy scan in TPN-sequence
 * order that keeps each upfloater only when an optimal matching still contains it. Stage 2 is the
 * same greedy over the identifier (3.6.3): top members first, then bottom members, each decision
 * kept only when a perfect (and, with criteria, optimal) matching still complies with it.
 *
 * <p>When one upfloater or a few are enough, stage 1 finds the matching's set by a search over
 * score profiles, C7 and the set order with cardinality matchings only (C6 at its lower bound
 * proves the answer); otherwise it first solves a window of the top score levels with stand-ins for
 * the lower units, kept only when proven to be the whole round's answer. {@link #reference()} keeps
 * the matching-only path, which tests compare with both.
 */
public final class TwoStagePairer {
  private final int setOrderLimit;
  private final int identifierLimit;
  private final boolean shortcuts;
  private final boolean window;
  private final boolean forceWindow;
  private final BlossomMatching matcher = new BlossomMatching();

  /** A pairer with the default limits for the exact weight-encoded orders. */
  public TwoStagePairer() {
    this(120, 40);
  }

  /**
   * A pairer that encodes the set order in the weight up to {@code setOrderLimit} potential
   * upfloaters and the identifier up to {@code identifierLimit} bracket members, and searches
   * greedily above; both ways give the same pairing, so tests can force either.
   */
  public TwoStagePairer(int setOrderLimit, int identifierLimit) {
    this(setOrderLimit, identifierLimit, true);
  }

  /**
   * A pairer as {@link #TwoStagePairer(int, int)}; with {@code shortcuts} false every set of
   * upfloaters (Article 3.5) comes from the weighted matching of everybody still to pair, the
   * reference that the single-upfloater search must equal (tests compare the two).
   */
  public TwoStagePairer(int setOrderLimit, int identifierLimit, boolean shortcuts) {
    this(setOrderLimit, identifierLimit, shortcuts, shortcuts, false);
  }

  private TwoStagePairer(
      int setOrderLimit,
      int identifierLimit,
      boolean searches,
      boolean window,
      boolean forceWindow) {
    this.setOrderLimit = setOrderLimit;
    this.identifierLimit = identifierLimit;
    this.shortcuts = searches;
    this.window = window;
    this.forceWindow = forceWindow;
  }

  /**
   * For tests: no searches of one or a few upfloaters, and the window (Article 3.5 on the top score
   * levels with stand-ins for the rest) tried on every general set choice, however large.
   */
  static TwoStagePairer windowOnly() {
    return new TwoStagePairer(120, 40, false, true, true);
  }

  /** The reference pairer: default limits, no single-upfloater search (Article 3.5 by matching). */
  public static TwoStagePairer reference() {
    return new TwoStagePairer(120, 40, false);
  }

  /**
   * Pairs the round (Article 3.3.2 steps 1-3; colours are the system's).
   *
   * @throws NoValidPairingException when no pairing complies with C1-C3 (3.3.3)
   */
  public TwoStagePairing pair(TwoStageRound round) throws NoValidPairingException {
    List<Unit> rest = new ArrayList<>(round.units());
    rest.sort(SetOrder.IN_SET);
    int pab = 0;
    if (rest.size() % 2 == 1) {
      pab = choosePab(round, rest);
      final int bye = pab;
      rest.removeIf(u -> u.id() == bye);
    } else if (!pairable(round, rest)) {
      throw new NoValidPairingException(
          "no pairing complies with the absolute criteria (C1, C3)", ids(rest));
    }
    List<TwoStageBracket> brackets = new ArrayList<>();
    while (!rest.isEmpty()) {
      Cancellation.checkpoint();
      TwoStageBracket b = nextBracket(round, rest);
      brackets.add(b);
      Set<Integer> done = new HashSet<>(b.residents());
      done.addAll(b.upfloaters());
      rest.removeIf(u -> done.contains(u.id()));
    }
    return new TwoStagePairing(pab, brackets);
  }

  /**
   * The PAB (3.4): the eligible unit (C2) that leaves a legal pairing for all others (3.4.1), with
   * the lowest score (3.4.2), the most matches played (3.4.3), the largest TPN (3.4.4).
   */
  static int choosePab(TwoStageRound round, List<Unit> units) throws NoValidPairingException {
    List<Unit> candidates = new ArrayList<>();
    for (Unit u : units) {
      if (u.byeEligible()) {
        candidates.add(u);
      }
    }
    candidates.sort(
        Comparator.comparingInt(Unit::score)
            .thenComparing(Comparator.comparingInt(Unit::matchesPlayed).reversed())
            .thenComparing(Comparator.comparingInt(Unit::id).reversed()));
    for (Unit c : candidates) {
      List<Unit> others = new ArrayList<>(units);
      others.remove(c);
      if (pairable(round, others)) {
        return c.id();
      }
    }
    throw new NoValidPairingException(
        "no unit can receive the PAB and leave the others pairable (C2, C3)", ids(units));
  }

  private static boolean pairable(TwoStageRound round, List<Unit> units) {
    int[] id = idArray(units);
    return PerfectWitness.perfect(id.length, (u, v) -> round.mayMeet().test(id[u], id[v]), null)
        != null;
  }

  private TwoStageBracket nextBracket(TwoStageRound round, List<Unit> rest)
      throws NoValidPairingException {
    int top = rest.get(0).score();
    int t = 0;
    while (t < rest.size() && rest.get(t).score() == top) {
      t++;
    }
    List<Unit> residents = new ArrayList<>(rest.subList(0, t));
    List<Unit> others = new ArrayList<>(rest.subList(t, rest.size()));
    Map<String, List<Long>> criteria = new LinkedHashMap<>();
    List<Unit> upfloaters;
    if (others.isEmpty() || t % 2 == 0 && pairable(round, residents) && pairable(round, others)) {
      // No upfloater is the only set with the minimum number of upfloaters (C4).
      upfloaters = List.of();
      criteria.put("C4", List.of(0L));
    } else {
      boolean[] singleLegal = new boolean[1];
      upfloaters = shortcuts ? singleUpfloater(round, rest, t, criteria, singleLegal) : null;
      if (upfloaters == null && shortcuts && !singleLegal[0]) {
        upfloaters = new SmallSetSearch(round, rest, t).search(criteria);
      }
      if (upfloaters == null) {
        upfloaters = selectUpfloaters(round, rest, t, criteria);
      }
    }
    List<Unit> bracket = new ArrayList<>(residents);
    bracket.addAll(upfloaters);
    List<int[]> pairs = pairBracket(round, bracket, top, upfloaters, criteria);
    List<Integer> residentIds = ids(residents);
    residentIds.sort(null);
    List<Unit> inOrder = new ArrayList<>(upfloaters);
    inOrder.sort(SetOrder.IN_SET);
    return new TwoStageBracket(top, residentIds, ids(inOrder), pairs, criteria);
  }

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
  private static List<Unit> singleUpfloater(
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
        if (!pairable(round, bracket)) {
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
          anyFeasible = pairable(round, all);
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
  private static boolean reachesBound(TwoStageRound round, List<Unit> left, List<Unit> below) {
    if (left.size() % 2 == 0) {
      return pairable(round, left) && pairable(round, below);
    }
    for (int i = 0; i < below.size(); i++) {
      List<Unit> withOne = new ArrayList<>(left);
      withOne.add(below.get(i));
      List<Unit> rest = new ArrayList<>(below);
      rest.remove(i);
      if (pairable(round, withOne) && pairable(round, rest)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Article 3.5 without a weighted matching for a few upfloaters (C4 up to {@link #MAX_SIZE}): the
   * sizes from the smallest, for each the score profiles from the best (C5: fewest upfloaters of
   * the lowest score first) within the top score levels that could hold them alone and two more,
   * and for the first profile that some legal set has, the sets in the order of their system's
   * counts (C7) and then of 3.5.4, the first whose C6 reaches its lower bound wins. Null (the
   * weighted matching decides) when the profile's legal sets all have C6 above the bound, when no
   * set within those levels is legal, when more than one system criterion applies, or when the
   * search grows beyond {@link #BUDGET} sets. A profile with a unit of a lower level is worse (C5)
   * than every profile within them.
   *
   * <p>Why this is the matching's answer: all sets of one profile take the same number of units
   * from the following scoregroup, so they share C6's lower bound (the parity of what is left of
   * that scoregroup); a set that reaches it beats every set that does not whatever its C7, and
   * among those that reach it C7 and then the set order decide, which is the order of the search.
   */
  private static final class SmallSetSearch {
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
      int[] id = idArray(residents);
      int least = t % 2;
      while (least < t
          && PerfectWitness.perfect(
                  t + least, (a, b) -> b >= t ? a < t : round.mayMeet().test(id[a], id[b]), null)
              == null) {
        least += 2;
      }
      for (int size = Math.max(least, t % 2 == 1 ? 3 : 2);
          size <= Math.min(MAX_SIZE, t);
          size += 2) {
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
      int[] id = idArray(bracket);
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
      if (reachesBound(round, left, below)) {
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
        anyLegal = pairable(round, all);
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

  /**
   * Article 3.5: the first set of upfloaters that complies best with C4-C6 and the system's
   * (DSW-2); C8 plays no part here (DSW-3).
   */
  private List<Unit> selectUpfloaters(
      TwoStageRound round, List<Unit> rest, int t, Map<String, List<Long>> criteria)
      throws NoValidPairingException {
    // A window abandoned because its optimum needs the lower units is retried one level larger.
    int tried = -1;
    for (int levels = 2; window && levels <= 4; levels++) {
      int end = windowEnd(rest, t, levels);
      if (end == tried) {
        continue;
      }
      tried = end;
      Map<String, List<Long>> values = new LinkedHashMap<>();
      List<Unit> set = windowed(round, rest, t, end, values);
      if (set != null) {
        criteria.putAll(values);
        return set;
      }
    }
    return stageOne(round, rest, t, round.mayMeet(), 0, rest.size() - t <= setOrderLimit, criteria);
  }

  /** A windowed solve that cannot prove its answer is the whole round's. */
  private static final class Inconclusive extends Exception {
    private static final long serialVersionUID = 1L;

    Inconclusive() {
      super(null, null, false, false);
    }
  }

  /**
   * Article 3.5 on a window (the first {@code end} units: the top-scoregroup and the next score
   * levels), the lower units replaced by as many interchangeable stand-ins as could ever pair with
   * the window, null when the window is not much smaller than the round or when its answer is not
   * proven.
   *
   * <p>Why the answer is the whole round's: a stand-in may meet every window unit that some lower
   * unit may meet, and its pairs weigh at least as much as any such lower unit's (an upfloater of
   * the highest lower level, never counted by the system's criteria; C6 and the rest as for a lower
   * unit), so no pairing of the whole round does better than the window's optimum. When that
   * optimum (and each answer of the set-order scan that is kept) pairs every window unit inside the
   * window, and the lower units can be paired among themselves (C3), it is a pairing of the whole
   * round: the optima are equal, and a scan answer that misses the optimum in the window misses it
   * in the round as well.
   */
  private List<Unit> windowed(
      TwoStageRound round, List<Unit> rest, int t, int end, Map<String, List<Long>> criteria)
      throws NoValidPairingException {
    int n = rest.size();
    List<Unit> below = rest.subList(end, n);
    if (below.isEmpty() || 2 * end > n / 2 && !forceWindow) {
      return null;
    }
    if (!pairable(round, below)) {
      return null;
    }
    MayMeet real = round.mayMeet();
    boolean[] reachesBelow = new boolean[end];
    for (int x = 0; x < end; x++) {
      for (Unit b : below) {
        if (real.test(rest.get(x).id(), b.id())) {
          reachesBelow[x] = true;
          break;
        }
      }
    }
    int maxId = 0;
    for (Unit u : rest) {
      maxId = Math.max(maxId, u.id());
    }
    int dummies = Math.min(end, below.size());
    List<Unit> window = new ArrayList<>(rest.subList(0, end));
    Map<Integer, Integer> indexOf = new java.util.HashMap<>();
    for (int x = 0; x < end; x++) {
      indexOf.put(rest.get(x).id(), x);
    }
    int firstDummy = maxId + 1;
    for (int k = 0; k < dummies; k++) {
      window.add(new Unit(firstDummy + k, below.get(0).score(), false, 0, false));
    }
    MayMeet meet =
        (a, b) -> {
          boolean da = a >= firstDummy;
          boolean db = b >= firstDummy;
          if (da && db) {
            return true;
          }
          if (da || db) {
            return reachesBelow[indexOf.get(da ? b : a)];
          }
          return real.test(a, b);
        };
    return stageOne(round, window, t, meet, dummies, false, criteria);
  }

  /**
   * The end of the window: the top-scoregroup and at least {@code minLevels} whole score levels
   * below it, at least twice the top-scoregroup plus 16 units, an even number of units.
   */
  private static int windowEnd(List<Unit> rest, int t, int minLevels) {
    int n = rest.size();
    int end = t;
    int levelsTaken = 0;
    while (end < n && (levelsTaken < minLevels || end - t < 2 * t + 16 || end % 2 == 1)) {
      int score = rest.get(end).score();
      while (end < n && rest.get(end).score() == score) {
        end++;
      }
      levelsTaken++;
    }
    return end;
  }

  /**
   * Article 3.5 on {@code rest} (the last {@code dummies} units stand-ins of a window, never
   * counted by the system's criteria), with the set order as bits of the weight or by the scan.
   */
  private List<Unit> stageOne(
      TwoStageRound round,
      List<Unit> rest,
      int t,
      MayMeet meet,
      int dummies,
      boolean exactOrder,
      Map<String, List<Long>> criteria)
      throws NoValidPairingException {
    try {
      return stageOneOrInconclusive(round, rest, t, meet, dummies, exactOrder, criteria);
    } catch (Inconclusive e) {
      if (dummies == 0) {
        throw new IllegalStateException("a solve without stand-ins is always conclusive", e);
      }
      return null;
    }
  }

  private List<Unit> stageOneOrInconclusive(
      TwoStageRound round,
      List<Unit> rest,
      int t,
      MayMeet meet,
      int dummies,
      boolean exactOrder,
      Map<String, List<Long>> criteria)
      throws NoValidPairingException, Inconclusive {
    int n = rest.size();
    int m = n - t;
    int realEnd = n - dummies;
    int[] id = idArray(rest);
    TreeSet<Integer> scores = new TreeSet<>();
    for (int v = t; v < n; v++) {
      scores.add(rest.get(v).score());
    }
    List<Integer> levels = new ArrayList<>(scores);
    int[] level = new int[n];
    for (int v = t; v < n; v++) {
      level[v] = levels.indexOf(rest.get(v).score());
    }
    int next = rest.get(t).score();
    List<UpfloaterCriterion> own = round.upfloaterCriteria();
    boolean[][] counts = new boolean[own.size()][n];
    for (int c = 0; c < own.size(); c++) {
      for (int v = t; v < n; v++) {
        counts[c][v] = v < realEnd && own.get(c).counts().test(rest.get(v));
      }
    }
    WeightLayout layout = new WeightLayout();
    int half = WeightLayout.bitsFor(n / 2 + 1);
    int fPerfect = layout.field("perfect", half);
    int fC4 = layout.field("C4", half);
    int[] fC5 = new int[levels.size()];
    for (int l = 0; l < levels.size(); l++) {
      fC5[l] = layout.field("C5 level " + l, half);
    }
    int fC6 = layout.field("C6", half);
    int[] fOwn = new int[own.size()];
    for (int c = 0; c < own.size(); c++) {
      fOwn[c] = layout.field(own.get(c).id(), half);
    }
    int fOrder = exactOrder ? layout.field("set order", m) : -1;
    layout.freeze();
    List<long[]> weights = new ArrayList<>();
    List<int[]> edges = new ArrayList<>();
    for (int u = 0; u < n; u++) {
      for (int v = u + 1; v < n; v++) {
        if (!meet.test(id[u], id[v])) {
          continue;
        }
        long[] w = layout.newWeight();
        boolean crossing = u < t && v >= t;
        layout.put(w, fPerfect, 1);
        if (!crossing) {
          layout.put(w, fC4, 1);
        }
        for (int l = 0; l < levels.size(); l++) {
          if (!(crossing && level[v] == l)) {
            layout.put(w, fC5[l], 1);
          }
        }
        if (!isNextToLower(rest, t, next, u, v)) {
          layout.put(w, fC6, 1);
        }
        for (int c = 0; c < own.size(); c++) {
          if (!(crossing && counts[c][v])) {
            layout.put(w, fOwn[c], 1);
          }
        }
        if (crossing && exactOrder) {
          int bit = m - 1 - (v - t);
          layout.putBits(w, fOrder, bit, bit + 1);
        }
        weights.add(w);
        edges.add(new int[] {u, v});
      }
    }
    StageOne stage = new StageOne(rest, t, level, levels.size(), next, counts, edges, weights);
    int[] witness = stage.solve(layout.limbs(), new boolean[n], new boolean[n]);
    if (witness == null) {
      if (dummies > 0) {
        throw new Inconclusive();
      }
      throw new NoValidPairingException(
          "the players still to pair cannot all be paired (C3)", ids(rest));
    }
    leavesWindow(witness, realEnd);
    long[] optimum = stage.vector(witness);
    if (!exactOrder) {
      // Article 3.5.4 by a scan in sequence order: each potential upfloater is taken when an
      // optimal matching still has it as an upfloater with those taken before.
      int[] quota = new int[levels.size()];
      for (int v = t; v < n; v++) {
        if (witness[v] < t) {
          quota[level[v]]++;
        }
      }
      boolean[] forceUp = new boolean[n];
      boolean[] forbidUp = new boolean[n];
      for (int v = t; v < n; v++) {
        if (quota[level[v]] == 0) {
          forbidUp[v] = true;
          continue;
        }
        if (witness[v] < t) {
          forceUp[v] = true;
          quota[level[v]]--;
          continue;
        }
        forceUp[v] = true;
        int[] tried = stage.solve(layout.limbs(), forceUp, forbidUp);
        if (tried != null && Arrays.equals(stage.vector(tried), optimum)) {
          leavesWindow(tried, realEnd);
          witness = tried;
          quota[level[v]]--;
        } else {
          forceUp[v] = false;
          forbidUp[v] = true;
        }
      }
    }
    List<Unit> chosen = new ArrayList<>();
    List<Long> c5 = new ArrayList<>();
    for (int v = t; v < n; v++) {
      if (witness[v] < t) {
        chosen.add(rest.get(v));
      }
    }
    chosen.sort(SetOrder.IN_SET);
    for (int i = chosen.size() - 1; i >= 0; i--) {
      c5.add((long) chosen.get(i).score());
    }
    criteria.put("C4", List.of((long) chosen.size()));
    criteria.put("C5", c5);
    criteria.put("C6", List.of(optimum[2 + levels.size()]));
    for (int c = 0; c < own.size(); c++) {
      criteria.put(own.get(c).id(), List.of(optimum[3 + levels.size() + c]));
    }
    return chosen;
  }

  /** Throws when a window unit is paired with a stand-in: the window's answer is not proven. */
  private static void leavesWindow(int[] mate, int realEnd) throws Inconclusive {
    for (int v = 0; v < realEnd; v++) {
      if (mate[v] >= realEnd) {
        throw new Inconclusive();
      }
    }
  }

  /** True for a pair of the following scoregroup with a lower one: an upfloater there (C6). */
  private static boolean isNextToLower(List<Unit> rest, int t, int next, int u, int v) {
    if (u < t || v < t) {
      return false;
    }
    boolean a = rest.get(u).score() == next;
    boolean b = rest.get(v).score() == next;
    return a != b;
  }

  /** The stage-1 matchings of the units still to pair, with their criteria values. */
  private final class StageOne {
    private final List<Unit> rest;
    private final int t;
    private final int[] level;
    private final int levels;
    private final int next;
    private final boolean[][] counts;
    private final List<int[]> edges;
    private final List<long[]> weights;

    StageOne(
        List<Unit> rest,
        int t,
        int[] level,
        int levels,
        int next,
        boolean[][] counts,
        List<int[]> edges,
        List<long[]> weights) {
      this.rest = rest;
      this.t = t;
      this.level = level;
      this.levels = levels;
      this.next = next;
      this.counts = counts;
      this.edges = edges;
      this.weights = weights;
    }

    /** A maximum-weight perfect matching with the given upfloaters forced in or out, or null. */
    int[] solve(int limbs, boolean[] forceUp, boolean[] forbidUp) {
      int n = rest.size();
      WeightedGraph g = new WeightedGraph(n, limbs);
      for (int e = 0; e < edges.size(); e++) {
        int u = edges.get(e)[0];
        int v = edges.get(e)[1];
        boolean allowed = v < t || (u < t ? !forbidUp[v] : !forceUp[u] && !forceUp[v]);
        if (allowed) {
          g.addEdge(u, v, weights.get(e));
        }
      }
      int[] mate = matcher.maximumWeightMatching(g);
      for (int v = 0; v < n; v++) {
        if (mate[v] < 0) {
          return null;
        }
      }
      return mate;
    }

    /** Pairs, C4 crossings, C5 counts by level from the lowest, C6, the system's counts. */
    long[] vector(int[] mate) {
      long[] out = new long[3 + levels + counts.length];
      for (int v = 0; v < rest.size(); v++) {
        int w = mate[v];
        if (w < v) {
          continue;
        }
        out[0]++;
        if (v < t && w >= t) {
          out[1]++;
          out[2 + level[w]]++;
          for (int c = 0; c < counts.length; c++) {
            if (counts[c][w]) {
              out[3 + levels + c]++;
            }
          }
        } else if (isNextToLower(rest, t, next, v, w)) {
          out[2 + levels]++;
        }
      }
      return out;
    }
  }

  /**
   * Article 3.6: the first pairing by identifier among those that comply best with the criteria.
   */
  private List<int[]> pairBracket(
      TwoStageRound round,
      List<Unit> bracket,
      int score,
      List<Unit> upfloaters,
      Map<String, List<Long>> criteria)
      throws NoValidPairingException {
    List<Unit> byTpn = new ArrayList<>(bracket);
    byTpn.sort(Comparator.comparingInt(Unit::id));
    int n = byTpn.size();
    int[] id = idArray(byTpn);
    Set<Integer> up = new HashSet<>(ids(upfloaters));
    PairCriterion.BracketView view = new PairCriterion.BracketView(score, up);
    List<PairCriterion> own = new ArrayList<>();
    for (PairCriterion c : round.pairCriteria()) {
      if (c.mayCost(view)) {
        own.add(c);
      }
    }
    MayMeet mayMeet = round.mayMeet();
    // Only a bracket where some criterion counts needs the weighted oracle.
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
    Oracle oracle = new PlainOracle(n, null);
    if (anyCost) {
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
        oracle = new PlainOracle(n, noCost);
      } else {
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
        oracle = new WeightedOracle(n, meet, cost, identifierLimit);
      }
    }
    int[] role = new int[n];
    int[] fixed = new int[n];
    Arrays.fill(fixed, -1);
    PerfectWitness.EdgeFilter filter =
        (u, v) ->
            role[u] != BOTTOM
                && role[v] != TOP
                && (fixed[u] < 0 || fixed[u] == v)
                && (fixed[v] < 0 || fixed[v] == u)
                && mayMeet.test(id[u], id[v]);
    int[] witness = null;
    boolean plain = oracle instanceof PlainOracle;
    if (plain && !oracle.ordered()) {
      witness = firstHalfOnTop(oracle, filter, role, null);
    }
    if (witness == null) {
      // A weighted oracle's first answer fixes the bracket's optimum, so it must be unrestricted.
      witness = oracle.solve(filter, null);
      if (witness == null) {
        throw new NoValidPairingException(
            "the bracket of score " + score + " cannot be paired (C1)", ids(byTpn));
      }
      if (!plain && !oracle.ordered()) {
        int[] halves = firstHalfOnTop(oracle, filter, role, witness);
        witness = halves != null ? halves : witness;
      }
    }
    // 3.6.2: the top members first, the smallest possible TPNs.
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
      int[] tried = oracle.solve(filter, witness);
      if (tried != null) {
        witness = tried;
        tops++;
      } else {
        role[x] = BOTTOM;
      }
    }
    // Then each top member's bottom member, in the order of the top members.
    List<int[]> pairs = new ArrayList<>();
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
        int[] tried = oracle.solve(filter, witness);
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

  private static final int TOP = 1;
  private static final int BOTTOM = 2;

  /**
   * A pairing whose top members are the first half by TPN, or null: when one exists it has the
   * smallest top members of all (3.6.2-3.6.3), so the scan of the top members below keeps every
   * role of this witness without asking the oracle again. The roles are left undecided.
   */
  private static int[] firstHalfOnTop(
      Oracle oracle, PerfectWitness.EdgeFilter filter, int[] role, int[] hint) {
    int n = role.length;
    for (int x = 0; x < n; x++) {
      role[x] = x < n / 2 ? TOP : BOTTOM;
    }
    int[] witness = oracle.solve(filter, hint);
    Arrays.fill(role, 0);
    return witness;
  }

  /** A perfect matching under a filter that is optimal for the bracket's criteria, or null. */
  private interface Oracle {
    int[] solve(PerfectWitness.EdgeFilter filter, int[] hint);

    /** True when the answers are the first identifier among the optimal pairings. */
    default boolean ordered() {
      return false;
    }
  }

  /**
   * No criterion above the identifier, or its optimum 0: any perfect matching of the allowed pairs
   * ({@code only}, when not null) will do.
   */
  private record PlainOracle(int n, PerfectWitness.EdgeFilter only) implements Oracle {
    @Override
    public int[] solve(PerfectWitness.EdgeFilter filter, int[] hint) {
      PerfectWitness.EdgeFilter both =
          only == null ? filter : (u, v) -> only.allowed(u, v) && filter.allowed(u, v);
      return PerfectWitness.perfect(n, both, hint);
    }
  }

  /**
   * Criteria above the identifier: a maximum-weight perfect matching whose criteria values equal
   * the bracket's optimum; small brackets also carry the identifier order in the weight.
   */
  private final class WeightedOracle implements Oracle {
    private final int n;
    private final boolean[][] meet;
    private final long[][][] cost;
    private final WeightLayout layout = new WeightLayout();
    private final long[][][] weight;
    private final boolean exact;
    private long[] optimum;

    WeightedOracle(int n, boolean[][] meet, long[][][] cost, int identifierLimit) {
      this.n = n;
      this.meet = meet;
      this.cost = cost;
      int fPerfect = layout.field("perfect", WeightLayout.bitsFor(n / 2 + 1));
      long[] max = new long[cost.length];
      int[] fCost = new int[cost.length];
      for (int c = 0; c < cost.length; c++) {
        for (int u = 0; u < n; u++) {
          for (int v = u + 1; v < n; v++) {
            max[c] = Math.max(max[c], cost[c][u][v]);
          }
        }
        fCost[c] = layout.field("cost " + c, WeightLayout.bitsFor(max[c] * (n / 2) + 1));
      }
      exact = n <= identifierLimit;
      int digit = WeightLayout.bitsFor(n);
      int fTops = exact ? layout.field("tops", n) : -1;
      int fBottoms = exact ? layout.field("bottoms", n * digit) : -1;
      layout.freeze();
      weight = new long[n][n][];
      for (int u = 0; u < n; u++) {
        for (int v = u + 1; v < n; v++) {
          if (!meet[u][v]) {
            continue;
          }
          long[] w = layout.newWeight();
          layout.put(w, fPerfect, 1);
          for (int c = 0; c < cost.length; c++) {
            layout.put(w, fCost[c], max[c] - cost[c][u][v]);
          }
          if (exact) {
            // 3.6.3: a smaller top member first, then a smaller bottom member for it.
            layout.putBits(w, fTops, n - 1 - u, n - u);
            long d = n - v;
            int at = (n - 1 - u) * digit;
            for (int b = 0; b < digit; b++) {
              if ((d >>> b & 1) != 0) {
                layout.putBits(w, fBottoms, at + b, at + b + 1);
              }
            }
          }
          weight[u][v] = w;
        }
      }
    }

    @Override
    public boolean ordered() {
      return exact;
    }

    @Override
    public int[] solve(PerfectWitness.EdgeFilter filter, int[] hint) {
      WeightedGraph g = new WeightedGraph(n, layout.limbs());
      for (int u = 0; u < n; u++) {
        for (int v = u + 1; v < n; v++) {
          if (meet[u][v] && filter.allowed(u, v)) {
            g.addEdge(u, v, weight[u][v]);
          }
        }
      }
      int[] mate = matcher.maximumWeightMatching(g);
      for (int v = 0; v < n; v++) {
        if (mate[v] < 0) {
          return null;
        }
      }
      long[] values = new long[cost.length];
      for (int u = 0; u < n; u++) {
        if (mate[u] > u) {
          for (int c = 0; c < cost.length; c++) {
            values[c] += cost[c][u][mate[u]];
          }
        }
      }
      if (optimum == null) {
        optimum = values;
      }
      return Arrays.equals(values, optimum) ? mate : null;
    }
  }

  private static int[] idArray(List<Unit> units) {
    int[] id = new int[units.size()];
    for (int i = 0; i < id.length; i++) {
      id[i] = units.get(i).id();
    }
    return id;
  }

  private static List<Integer> ids(List<Unit> units) {
    List<Integer> out = new ArrayList<>();
    for (Unit u : units) {
      out.add(u.id());
    }
    return out;
  }
}
