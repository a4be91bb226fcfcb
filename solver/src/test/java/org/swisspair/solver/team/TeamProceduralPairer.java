package org.swisspair.solver.team;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.swisspair.model.Colour;
import org.swisspair.model.team.TeamColourPreference;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamState;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;

/**
 * The Team system read literally, for small fields (Team Articles 2-4): the PAB by the order of
 * 3.4, every set of potential upfloaters enumerated and judged by C4-C7 then the order of 3.5.4,
 * every pairing of the bracket enumerated in identifier order (3.6.3) and judged by C8-C10 counted
 * team by team on the colours of Article 4. It shares nothing with the engine but the team state
 * and the colour allocation; exponential, so keep it under about 14 teams.
 */
public final class TeamProceduralPairer {
  private final TeamRoundState state;
  private final TeamColours colours;

  /** An oracle for the round of {@code state}. */
  public TeamProceduralPairer(TeamRoundState state) {
    this.state = state;
    this.colours = new TeamColours(state);
  }

  /**
   * The boards of the round, each with its Article 4 colours, in pairing order (brackets from the
   * top, each in identifier order), the PAB last as {@code id 0}.
   *
   * @throws NoValidPairingException when no pairing complies with C1-C3 (3.3.3)
   */
  public List<Pair> pair() throws NoValidPairingException {
    List<Integer> rest = new ArrayList<>(state.teamsToPair());
    int pab = 0;
    if (rest.size() % 2 == 1) {
      pab = pab(rest);
      rest.remove(Integer.valueOf(pab));
    } else if (!pairable(rest)) {
      throw new NoValidPairingException("no pairing complies with C1 and C3", rest);
    }
    List<Pair> boards = new ArrayList<>();
    while (!rest.isEmpty()) {
      int top = rest.stream().mapToInt(this::score).max().getAsInt();
      List<Integer> residents = new ArrayList<>();
      List<Integer> potential = new ArrayList<>();
      for (int t : rest) {
        (score(t) == top ? residents : potential).add(t);
      }
      List<Integer> set = upfloaters(residents, potential);
      List<Integer> bracket = new ArrayList<>(residents);
      bracket.addAll(set);
      for (int[] p : bracketPairing(bracket, new HashSet<>(set))) {
        ColourAllocation c = colours.allocate(p[0], p[1]);
        boards.add(new Pair(c.white(), c.black()));
      }
      rest.removeAll(bracket);
    }
    if (pab != 0) {
      boards.add(new Pair(pab, 0));
    }
    return boards;
  }

  private int score(int t) {
    return state.team(t).pairingScore();
  }

  /** 3.4: legal for all (3.4.1), lowest score, most matches played, largest TPN. */
  private int pab(List<Integer> teams) throws NoValidPairingException {
    List<Integer> candidates = new ArrayList<>();
    for (int t : teams) {
      if (!state.team(t).byeIneligible()) {
        candidates.add(t);
      }
    }
    // 3.4.2 lowest score, 3.4.3 most matches played, 3.4.4 largest TPN.
    candidates.sort(
        Comparator.comparingInt(this::score)
            .thenComparing(
                (Integer a, Integer b) ->
                    Integer.compare(state.team(b).matchesPlayed(), state.team(a).matchesPlayed()))
            .thenComparing(Comparator.<Integer>reverseOrder()));
    for (int c : candidates) {
      List<Integer> others = new ArrayList<>(teams);
      others.remove(Integer.valueOf(c));
      if (pairable(others)) {
        return c;
      }
    }
    throw new NoValidPairingException("no team can receive the PAB (C2, C3)", teams);
  }

  /** 3.5: the first of the best sets by C4, C5, C6, C7, then the order of 3.5.4. */
  private List<Integer> upfloaters(List<Integer> residents, List<Integer> potential) {
    for (int k = 0; k <= potential.size(); k++) {
      List<Integer> best = null;
      long[] bestKey = null;
      for (List<Integer> s : subsets(potential, k)) {
        List<Integer> bracket = new ArrayList<>(residents);
        bracket.addAll(s);
        List<Integer> others = new ArrayList<>(potential);
        others.removeAll(s);
        if (!pairable(bracket) || !pairable(others)) {
          continue;
        }
        long[] key = setKey(residents, potential, s);
        if (best == null || compare(key, bestKey) < 0) {
          best = s;
          bestKey = key;
        }
      }
      if (best != null) {
        return best;
      }
    }
    throw new IllegalStateException("no legal set although the teams are pairable");
  }

  /**
   * The judging key of a set, smaller is better: C5 (upfloater scores ascending, negated), C6, C7,
   * then the TPN sequence of 3.5.3-3.5.4.
   */
  private long[] setKey(List<Integer> residents, List<Integer> potential, List<Integer> set) {
    List<Integer> ascending = new ArrayList<>(set);
    ascending.sort(Comparator.comparingInt(this::score));
    List<Integer> sequence = new ArrayList<>(set);
    sequence.sort(Comparator.comparingInt((Integer t) -> -score(t)).thenComparing(t -> t));
    long[] key = new long[2 * set.size() + 2];
    int i = 0;
    for (int t : ascending) {
      key[i++] = -score(t);
    }
    key[i++] = c6(potential, set);
    long c7 = 0;
    for (int t : set) {
      // C7, except in the last two rounds (2.3.4).
      c7 += !state.inLastTwoRounds() && state.team(t).floatedLastRound() ? 1 : 0;
    }
    key[i++] = c7;
    for (int t : sequence) {
      key[i++] = t;
    }
    return key;
  }

  /**
   * C6: the upfloaters the bracket of the following scoregroup needs (C1, C3, C4 there), 0 when
   * that scoregroup became empty (TEAM-9).
   */
  private long c6(List<Integer> potential, List<Integer> set) {
    List<Integer> rest = new ArrayList<>(potential);
    rest.removeAll(set);
    if (rest.isEmpty()) {
      return 0;
    }
    int next = potential.stream().mapToInt(this::score).max().getAsInt();
    List<Integer> group = new ArrayList<>();
    List<Integer> lower = new ArrayList<>();
    for (int t : rest) {
      if (score(t) == next) {
        group.add(t);
      } else {
        lower.add(t);
      }
    }
    if (group.isEmpty()) {
      return 0;
    }
    for (int k = 0; k <= lower.size(); k++) {
      for (List<Integer> s : subsets(lower, k)) {
        List<Integer> bracket = new ArrayList<>(group);
        bracket.addAll(s);
        List<Integer> others = new ArrayList<>(lower);
        others.removeAll(s);
        if (pairable(bracket) && pairable(others)) {
          return k;
        }
      }
    }
    throw new IllegalStateException("the rest is not pairable");
  }

  /** 3.6: every pairing in identifier order; the first with the least C8, C9, C10. */
  private List<int[]> bracketPairing(List<Integer> bracket, Set<Integer> upfloaters) {
    List<List<int[]>> all = new ArrayList<>();
    List<Integer> sorted = new ArrayList<>(bracket);
    sorted.sort(null);
    enumerate(sorted, new ArrayList<>(), all);
    all.sort((a, b) -> compareLists(identifier(a), identifier(b)));
    List<int[]> best = null;
    long[] bestCost = null;
    for (List<int[]> p : all) {
      long[] cost = quality(p, upfloaters);
      if (best == null || compare(cost, bestCost) < 0) {
        best = p;
        bestCost = cost;
      }
    }
    return best;
  }

  /** C8, C9 and C10 of a bracket pairing, counted team by team. */
  private long[] quality(List<int[]> pairing, Set<Integer> upfloaters) {
    long c8 = 0;
    long c9 = 0;
    long c10 = 0;
    for (int[] p : pairing) {
      ColourAllocation c = colours.allocate(p[0], p[1]);
      for (int t : p) {
        TeamColourPreference pref = state.team(t).preference();
        Colour got = t == c.white() ? Colour.WHITE : Colour.BLACK;
        if (pref.any() && pref.colour() != got) {
          c8++;
          if (pref.strength() == TeamColourPreference.Strength.STRONG) {
            c9++;
          }
        }
      }
      for (int i = 0; i < 2; i++) {
        int up = p[i];
        TeamState opponent = state.team(p[1 - i]);
        if (upfloaters.contains(up) && !state.inLastTwoRounds() && opponent.floatedLastRound()) {
          c10++;
        }
      }
    }
    return new long[] {c8, c9, c10};
  }

  private static List<Integer> identifier(List<int[]> pairs) {
    List<int[]> sorted = new ArrayList<>(pairs);
    sorted.sort(Comparator.comparingInt(p -> Math.min(p[0], p[1])));
    List<Integer> id = new ArrayList<>();
    for (int[] p : sorted) {
      id.add(Math.min(p[0], p[1]));
    }
    for (int[] p : sorted) {
      id.add(Math.max(p[0], p[1]));
    }
    return id;
  }

  private void enumerate(List<Integer> left, List<int[]> made, List<List<int[]>> out) {
    if (left.isEmpty()) {
      out.add(new ArrayList<>(made));
      return;
    }
    int a = left.get(0);
    for (int i = 1; i < left.size(); i++) {
      int b = left.get(i);
      if (!state.compatible(a, b)) {
        continue;
      }
      List<Integer> rest = new ArrayList<>(left);
      rest.remove(Integer.valueOf(a));
      rest.remove(Integer.valueOf(b));
      made.add(new int[] {a, b});
      enumerate(rest, made, out);
      made.remove(made.size() - 1);
    }
  }

  private boolean pairable(List<Integer> teams) {
    if (teams.size() % 2 == 1) {
      return false;
    }
    if (teams.isEmpty()) {
      return true;
    }
    int a = teams.get(0);
    for (int i = 1; i < teams.size(); i++) {
      int b = teams.get(i);
      if (state.compatible(a, b)) {
        List<Integer> rest = new ArrayList<>(teams);
        rest.remove(Integer.valueOf(a));
        rest.remove(Integer.valueOf(b));
        if (pairable(rest)) {
          return true;
        }
      }
    }
    return false;
  }

  private static List<List<Integer>> subsets(List<Integer> from, int k) {
    List<List<Integer>> out = new ArrayList<>();
    collect(from, k, 0, new ArrayList<>(), out);
    return out;
  }

  private static void collect(
      List<Integer> from, int k, int start, List<Integer> chosen, List<List<Integer>> out) {
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

  private static int compare(long[] a, long[] b) {
    for (int i = 0; i < Math.min(a.length, b.length); i++) {
      int c = Long.compare(a[i], b[i]);
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.length, b.length);
  }

  private static int compareLists(List<Integer> a, List<Integer> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int c = Integer.compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }
}
