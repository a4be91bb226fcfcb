package org.swisspair.solver.dutch;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.dutch.rules.DutchRules;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * Explains a Dutch round-pairing bracket by bracket (C.04.3 Articles 1.3, 2.3-2.4 and 3): the
 * brackets are rebuilt from the final pairing and measured by the same {@link DutchRules} the
 * checker uses, with residents, MDPs, pairs, the values of C5-C21 and the reason each downfloater
 * left its bracket.
 */
public final class DutchExplainer {
  private DutchExplainer() {}

  /** The explanation of {@code pairing} for {@code state}'s round, with the engine's colours. */
  public static Explanation explain(
      RoundState state, RoundPairing pairing, List<Explanation.ColourDecision> colours) {
    return explain(state, new DutchRules(state), pairing, colours);
  }

  /** As above, with the round's rules already built. */
  static Explanation explain(
      RoundState state,
      DutchRules rules,
      RoundPairing pairing,
      List<Explanation.ColourDecision> colours) {
    List<BracketEvaluation> evaluations = rules.evaluate(pairing.boards());
    int pab = pairing.pab();
    List<Explanation.Bracket> brackets = new ArrayList<>();
    for (int i = 0; i < evaluations.size(); i++) {
      BracketEvaluation b = evaluations.get(i);
      boolean last = i == evaluations.size() - 1;
      List<Explanation.Downfloater> downfloaters = new ArrayList<>();
      for (int id : b.downfloaters()) {
        downfloaters.add(
            new Explanation.Downfloater(id, reason(state, rules, b, id, last && id == pab)));
      }
      brackets.add(
          new Explanation.Bracket(
              b.score(), b.residents(), b.mdps(), b.pairs(), rules.text(b), downfloaters));
    }
    return new Explanation("dutch", brackets, colours);
  }

  /** Why {@code id} leaves bracket {@code b} unpaired. */
  static String reason(
      RoundState state, DutchRules rules, BracketEvaluation b, int id, boolean pabReceiver) {
    if (pabReceiver) {
      return "PAB receiver (C5: lowest score; C9)";
    }
    boolean mdp = b.mdps().contains(id);
    List<Integer> present = new ArrayList<>(b.mdps());
    present.addAll(b.residents());
    if (present.size() == 1) {
      return "alone in the bracket: no one to pair with (C6)";
    }
    boolean compatible = false;
    for (int other : present) {
      if (other != id && rules.forbids(state.player(id), state.player(other)) == null) {
        compatible = true;
        break;
      }
    }
    if (!compatible) {
      return (mdp ? "MDP not paired: limbo (Dutch 3.2.4); " : "")
          + "could not be paired in the bracket without breaking C1/C3 (no compatible opponent"
          + " left)";
    }
    if (mdp) {
      return "MDP not paired: limbo (Dutch 3.2.4)";
    }
    if (present.size() % 2 == 1 && b.downfloaters().size() == 1) {
      return "resident downfloater: bracket has an odd number of players (C6)";
    }
    return "resident downfloater: chosen by the best candidate so that the remaining players can"
        + " be paired (C4), then C6-C21 (Dutch 3.8)";
  }
}
