package org.swisspair.solver.lim;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * The exchanges of Lim Article 4 by the letter, for small groups: the scrutinised player tries his
 * opponents in the order of 4.2-4.3 (those due the other colour first, 5.2), and when the rest
 * cannot be paired the search goes back to the player before (4.3: "must at the same time leave
 * Player #1 with a compatible opponent"). No matching: plain backtracking, written apart from the
 * engine so the two can be compared. It also records the proposed pairings an arbiter would write
 * down on the way, skipping those that hold a pair already found incompatible, as the table of 4.3
 * does.
 */
final class LimLiteralScrutiny {
  private final BiPredicate<Integer, Integer> compatible;
  private final BiPredicate<Integer, Integer> granted;
  private final Set<String> known = new HashSet<>();
  private final List<String> trace = new ArrayList<>();

  /**
   * @param compatible Lim 2.1
   * @param granted both players can get their due colours (5.2)
   */
  LimLiteralScrutiny(
      BiPredicate<Integer, Integer> compatible, BiPredicate<Integer, Integer> granted) {
    this.compatible = compatible;
    this.granted = granted;
  }

  /** The first complete pairing of {@code ordered} (scrutiny order) in the order, or null. */
  List<int[]> pair(List<Integer> ordered) {
    List<int[]> fixed = new ArrayList<>();
    return search(fixed, new ArrayList<>(ordered)) ? fixed : null;
  }

  /** The proposed pairings written down on the way, e.g. {@code 1-6 2-4 3-5}. */
  List<String> trace() {
    return trace;
  }

  private boolean search(List<int[]> fixed, List<Integer> rest) {
    if (rest.isEmpty()) {
      return true;
    }
    int p = rest.get(0);
    List<Integer> candidates = LimExchangeOrder.candidates(rest);
    List<Integer> order = new ArrayList<>();
    for (int c : candidates) {
      if (granted.test(p, c)) {
        order.add(c);
      }
    }
    for (int c : candidates) {
      if (!granted.test(p, c)) {
        order.add(c);
      }
    }
    for (int c : order) {
      List<Integer> after = new ArrayList<>(rest);
      after.remove(Integer.valueOf(p));
      after.remove(Integer.valueOf(c));
      record(fixed, p, c, after);
      boolean ok = compatible.test(p, c);
      known.add(key(p, c) + (ok ? "+" : "-"));
      if (!ok) {
        continue;
      }
      fixed.add(new int[] {p, c});
      if (search(fixed, after)) {
        return true;
      }
      fixed.remove(fixed.size() - 1);
    }
    return false;
  }

  private void record(List<int[]> fixed, int p, int c, List<Integer> after) {
    List<int[]> all = new ArrayList<>(fixed);
    all.add(new int[] {p, c});
    all.addAll(LimExchangeOrder.proposal(after));
    List<String> parts = new ArrayList<>();
    for (int[] pr : all) {
      if (known.contains(key(pr[0], pr[1]) + "-")) {
        return;
      }
      parts.add(Math.min(pr[0], pr[1]) + "-" + Math.max(pr[0], pr[1]));
    }
    parts.sort(null);
    String text = String.join(" ", parts);
    if (trace.isEmpty() || !trace.get(trace.size() - 1).equals(text)) {
      trace.add(text);
    }
  }

  private static String key(int a, int b) {
    return Math.min(a, b) + "-" + Math.max(a, b);
  }
}
