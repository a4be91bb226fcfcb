package org.swisspair.solver.checker;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One bracket of a round-pairing as Dutch Article 1.3 and 3 define it, with the values of the
 * quality criteria C5-C21 (Article 2.3-2.4) for the pairs made in it. All criteria are minimised;
 * lists compare element by element, a missing element counting as zero.
 *
 * @param index 0 for the top scoregroup
 * @param score the residents' pairing score, in tenths
 * @param residents resident players in ranking order (Article 1.2)
 * @param mdps moved-down players in ranking order
 * @param pairs the pairs made in the bracket as (higher-ranked, lower-ranked), in ranking order
 * @param downfloaters players who leave the bracket unpaired, in ranking order
 * @param criteria criterion id (C5-C21, in priority order) to its value
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
    for (String id : DutchBracketEvaluator.CRITERIA) {
      copy.put(id, List.copyOf(criteria.getOrDefault(id, List.of())));
    }
    criteria = Collections.unmodifiableMap(copy);
  }

  /** Negative when this candidate is better (Article 3.8.1: higher-priority criterion first). */
  @Override
  public int compareTo(BracketEvaluation other) {
    for (String id : DutchBracketEvaluator.CRITERIA) {
      int c = compareValues(criteria.get(id), other.criteria.get(id));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  /** The first criterion, in priority order, whose values differ; empty when all are equal. */
  public Optional<String> firstDifference(BracketEvaluation other) {
    for (String id : DutchBracketEvaluator.CRITERIA) {
      if (compareValues(criteria.get(id), other.criteria.get(id)) != 0) {
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
          "no criterion " + criterion + "; known: " + DutchBracketEvaluator.CRITERIA);
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

  static int compareValues(List<Long> a, List<Long> b) {
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
