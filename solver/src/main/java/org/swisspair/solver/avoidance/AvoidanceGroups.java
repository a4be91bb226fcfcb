package org.swisspair.solver.avoidance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.swisspair.solver.criteria.Avoidance;

/**
 * Groups of players who should not meet if possible (issue 34, not FIDE: ARB-10): each group has a
 * name, and a player may be in several; two players are avoided when they share a group.
 */
public final class AvoidanceGroups implements Avoidance {
  private static final AvoidanceGroups NONE = new AvoidanceGroups(Map.of());

  /** Group name to its players (pairing numbers), by name: the same order on every machine. */
  private final Map<String, Set<Integer>> groups;

  /** Player to the sorted ids (index in {@link #groups}) of its groups. */
  private final Map<Integer, int[]> groupsOf;

  private AvoidanceGroups(Map<String, Set<Integer>> groups) {
    Map<String, Set<Integer>> copy = new TreeMap<>();
    groups.forEach(
        (name, players) -> copy.put(name, Collections.unmodifiableSet(new TreeSet<>(players))));
    this.groups = Collections.unmodifiableMap(copy);
    Map<Integer, List<Integer>> of = new TreeMap<>();
    int id = 0;
    for (Set<Integer> players : copy.values()) {
      for (int p : players) {
        of.computeIfAbsent(p, k -> new ArrayList<>()).add(id);
      }
      id++;
    }
    Map<Integer, int[]> sorted = new TreeMap<>();
    of.forEach((p, ids) -> sorted.put(p, ids.stream().mapToInt(Integer::intValue).toArray()));
    this.groupsOf = Collections.unmodifiableMap(sorted);
  }

  /** No group: a system paired with it pairs as without avoidance. */
  public static AvoidanceGroups none() {
    return NONE;
  }

  /**
   * The groups {@code groups} (name to pairing numbers); a group of fewer than two players avoids
   * nothing and is dropped.
   */
  public static AvoidanceGroups of(Map<String, ? extends Set<Integer>> groups) {
    Map<String, Set<Integer>> kept = new LinkedHashMap<>();
    groups.forEach(
        (name, players) -> {
          if (players.size() >= 2) {
            kept.put(name, players);
          }
        });
    return kept.isEmpty() ? NONE : new AvoidanceGroups(kept);
  }

  /** These groups and {@code other}'s; a name in both joins its players. */
  public AvoidanceGroups and(AvoidanceGroups other) {
    Map<String, Set<Integer>> all = new LinkedHashMap<>();
    groups.forEach((n, p) -> all.put(n, new TreeSet<>(p)));
    other.groups.forEach((n, p) -> all.computeIfAbsent(n, k -> new TreeSet<>()).addAll(p));
    return of(all);
  }

  /** True when no two players are avoided. */
  public boolean isEmpty() {
    return groups.isEmpty();
  }

  /** Group name to its players, by name. */
  public Map<String, Set<Integer>> groups() {
    return groups;
  }

  /** The names of the groups of player {@code player}, empty when none. */
  public List<String> groupsOf(int player) {
    int[] ids = groupsOf.get(player);
    if (ids == null) {
      return List.of();
    }
    List<String> names = new ArrayList<>(groups.keySet());
    return Arrays.stream(ids).mapToObj(names::get).toList();
  }

  @Override
  public boolean avoids(int a, int b) {
    if (a == b) {
      return false;
    }
    int[] x = groupsOf.get(a);
    int[] y = groupsOf.get(b);
    if (x == null || y == null) {
      return false;
    }
    // both sorted: a common id is a shared group
    for (int i = 0, j = 0; i < x.length && j < y.length; ) {
      if (x[i] == y[j]) {
        return true;
      }
      if (x[i] < y[j]) {
        i++;
      } else {
        j++;
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return groups.toString();
  }
}
