package org.swisspair.solver.twostage;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One bracket as the two-stage procedure paired it (Articles 3.5-3.6).
 *
 * @param score the residents' score
 * @param residents TPNs of the top-scoregroup, ascending
 * @param upfloaters TPNs of the chosen upfloaters in set order (3.5.3: score descending, then TPN)
 * @param pairs the pairs as (top member, bottom member) in identifier order (3.6.1-3.6.2)
 * @param criteria criterion id to its value: C4 count, C5 upfloater scores ascending, C6 upfloaters
 *     the next bracket needs, then the system's criteria
 */
public record TwoStageBracket(
    int score,
    List<Integer> residents,
    List<Integer> upfloaters,
    List<int[]> pairs,
    Map<String, List<Long>> criteria) {
  public TwoStageBracket {
    residents = List.copyOf(residents);
    upfloaters = List.copyOf(upfloaters);
    pairs = List.copyOf(pairs);
    criteria = Collections.unmodifiableMap(new LinkedHashMap<>(criteria));
  }

  /** The identifier of the bracket's pairing (3.6.2). */
  public List<Integer> identifier() {
    return PairingIdentifier.of(pairs);
  }
}
