package org.swisspair.solver.dutch.rules;

import java.util.List;
import org.swisspair.solver.criteria.FinishedBracket;

/** The MDP-pairs of a finished bracket (C.04.3 3.3.3): an MDP and the resident it meets. */
final class MdpPairs {
  private MdpPairs() {}

  /** The MDP of {@code pair} (the higher-ranked one when both are), null when it has none. */
  static Integer mdp(FinishedBracket bracket, List<Integer> pair) {
    if (bracket.incoming().contains(pair.get(0))) {
      return pair.get(0);
    }
    return bracket.incoming().contains(pair.get(1)) ? pair.get(1) : null;
  }

  /** The opponent of the MDP of {@code pair}, null when it has no MDP. */
  static Integer opponent(FinishedBracket bracket, List<Integer> pair) {
    Integer mdp = mdp(bracket, pair);
    if (mdp == null) {
      return null;
    }
    return mdp.equals(pair.get(0)) ? pair.get(1) : pair.get(0);
  }
}
