package org.swisspair.solver.criteria;

import java.util.List;
import org.swisspair.model.RoundState;

/**
 * One bracket of a complete round-pairing as the systems that pair top-down define it (Dutch 1.3,
 * Burstein 1.2.2): the residents of a scoregroup and the players who came down unpaired from above,
 * the pairs made there and the players who leave it unpaired.
 *
 * @param state the round
 * @param index 0 for the top bracket
 * @param score the residents' pairing score, in tenths
 * @param residents resident players in the system's ranking order
 * @param incoming players who came down unpaired (Dutch MDPs, Burstein incoming floaters)
 * @param pairs the pairs made in the bracket as (higher-ranked, lower-ranked)
 * @param floaters players who leave the bracket unpaired (downfloaters, outgoing floaters)
 * @param next the following bracket, null for the last
 * @param pab the PAB receiver of the round, 0 when none
 */
public record FinishedBracket(
    RoundState state,
    int index,
    int score,
    List<Integer> residents,
    List<Integer> incoming,
    List<List<Integer>> pairs,
    List<Integer> floaters,
    FinishedBracket next,
    int pab) {
  public FinishedBracket {
    residents = List.copyOf(residents);
    incoming = List.copyOf(incoming);
    pairs = List.copyOf(pairs);
    floaters = List.copyOf(floaters);
  }

  /** True for the last bracket of the round. */
  public boolean last() {
    return next == null;
  }

  /** The same bracket followed by {@code following}. */
  public FinishedBracket withNext(FinishedBracket following) {
    return new FinishedBracket(
        state, index, score, residents, incoming, pairs, floaters, following, pab);
  }
}
