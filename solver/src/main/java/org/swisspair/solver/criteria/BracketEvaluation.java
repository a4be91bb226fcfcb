package org.swisspair.solver.criteria;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One bracket of a round-pairing with the values of the system's quality criteria for the pairs
 * made in it, in the order of the system's {@link CriteriaList}. All criteria are minimised; lists
 * compare element by element, a missing element counting as zero.
 *
 * @param index 0 for the top scoregroup
 * @param score the residents' pairing score, in tenths
 * @param residents resident players in ranking order
 * @param mdps players who came down unpaired (Dutch MDPs, Burstein incoming floaters)
 * @param pairs the pairs made in the bracket as (higher-ranked, lower-ranked), in ranking order
 * @param downfloaters players who leave the bracket unpaired, in ranking order
 * @param criteria criterion id, in priority order, to its value
 */
public record BracketEvaluation(
    int index,
    int score,
    List<Integer> residents,
    List<Integer> mdps,
    List<List<Integer>> pairs,
    List<Integer> downfloaters,
    Map<String, List<Long>> criteria)
    implements Comparable<BracketEvaluation> {

  public BracketEvaluation {
    residents = List.copyOf(residents);
    mdps = List.copyOf(mdps);
    pairs = List.copyOf(pairs);
    downfloaters = List.copyOf(downfloaters);
    Map<String, List<Long>> copy = new LinkedHashMap<>();
    criteria.forEach((id, v) -> copy.put(id, List.copyOf(v)));
    criteria = Collections.unmodifiableMap(copy);
  }

  /** Negative when this candidate is better: the higher-priority criterion decides first. */
  @Override
  public int compareTo(BracketEvaluation other) {
    for (String id : criteria.keySet()) {
      int c = compareValues(criteria.get(id), other.criteria.getOrDefault(id, List.of()));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  /** The first criterion, in priority order, whose values differ; empty when all are equal. */
  public Optional<String> firstDifference(BracketEvaluation other) {
    for (String id : criteria.keySet()) {
      if (compareValues(criteria.get(id), other.criteria.getOrDefault(id, List.of())) != 0) {
        return Optional.of(id);
      }
    }
    return Optional.empty();
  }

  /** True when both make the same pairs and the same downfloaters (colours aside). */
  public boolean samePairing(BracketEvaluation other) {
    return pairs.equals(other.pairs) && downfloaters.equals(other.downfloaters);
  }

  /** The values of one criterion, e.g. {@code value("C7")}. */
  public List<Long> value(String criterion) {
    List<Long> v = criteria.get(criterion);
    if (v == null) {
      throw new IllegalArgumentException(
          "no criterion " + criterion + "; known: " + criteria.keySet());
    }
    return v;
  }

  /** The criteria as text, e.g. {@code C6=1 C7=[2.0]}, empty values left out. */
  public String criteriaText() {
    List<String> parts = new ArrayList<>();
    criteria.forEach(
        (id, v) -> {
          if (!v.isEmpty() && !v.stream().allMatch(x -> x == 0)) {
            parts.add(id + "=" + (v.size() == 1 ? v.get(0).toString() : v.toString()));
          }
        });
    return String.join(" ", parts);
  }

  /** Compares two values element by element, a missing element counting as zero. */
  public static int compareValues(List<Long> a, List<Long> b) {
    int n = Math.max(a.size(), b.size());
    for (int i = 0; i < n; i++) {
      long x = i < a.size() ? a.get(i) : 0;
      long y = i < b.size() ? b.get(i) : 0;
      if (x != y) {
        return Long.compare(x, y);
      }
    }
    return 0;
  }
}
