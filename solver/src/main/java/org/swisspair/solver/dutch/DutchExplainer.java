package org.swisspair.solver.dutch;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.solver.checker.DutchBracketEvaluator;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * Explains a Dutch round-pairing bracket by bracket (C.04.3 Articles 1.3, 2.3-2.4 and 3): the
 * brackets are rebuilt from the final pairing by the checker's independent {@link
 * DutchBracketEvaluator}, with residents, MDPs, pairs, the values of C5-C21 and the reason each
 * downfloater left its bracket.
 */
public final class DutchExplainer {
  private DutchExplainer() {}

  /** The explanation of {@code pairing} for {@code state}'s round, with the engine's colours. */
  public static Explanation explain(
      RoundState state, RoundPairing pairing, List<Explanation.ColourDecision> colours) {
    List<BracketEvaluation> evaluations = DutchBracketEvaluator.evaluate(state, pairing.boards());
    int pab = pairing.pab();
    List<Explanation.Bracket> brackets = new ArrayList<>();
    for (int i = 0; i < evaluations.size(); i++) {
      BracketEvaluation b = evaluations.get(i);
      boolean last = i == evaluations.size() - 1;
      List<Explanation.Downfloater> downfloaters = new ArrayList<>();
      for (int id : b.downfloaters()) {
        downfloaters.add(new Explanation.Downfloater(id, reason(state, b, id, last && id == pab)));
      }
      brackets.add(
          new Explanation.Bracket(
              b.score(), b.residents(), b.mdps(), b.pairs(), criteriaText(b), downfloaters));
    }
    return new Explanation("dutch", brackets, colours);
  }

  /** Why {@code id} leaves bracket {@code b} unpaired. */
  static String reason(RoundState state, BracketEvaluation b, int id, boolean pabReceiver) {
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
      if (other != id && compatible(state, id, other)) {
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

  /** C1, C3 and forbidden pairs: whether {@code a} and {@code b} may meet this round. */
  static boolean compatible(RoundState state, int a, int b) {
    PlayerState x = state.player(a);
    PlayerState y = state.player(b);
    if (x.opponents().contains(b) || state.forbidden(a, b)) {
      return false;
    }
    // C3: non-topscorers with the same absolute colour preference do not meet.
    return !(x.preference().strength() == Strength.ABSOLUTE
        && y.preference().strength() == Strength.ABSOLUTE
        && x.preference().colour() == y.preference().colour()
        && !x.topscorer()
        && !y.topscorer());
  }

  /** C5-C21 as text: scores and score differences in points, counts as numbers. */
  static Map<String, String> criteriaText(BracketEvaluation b) {
    Map<String, String> out = new LinkedHashMap<>();
    Set<String> scoreValued = new HashSet<>(List.of("C5", "C7", "C18", "C19", "C20", "C21"));
    for (String id : DutchBracketEvaluator.CRITERIA) {
      List<Long> v = b.value(id);
      String text;
      if (id.equals("C8")) {
        text = v.isEmpty() ? "" : v.get(0) + points(v.subList(1, v.size()), " (", ")");
      } else if (scoreValued.contains(id)) {
        text = points(v, "", "");
      } else {
        text = v.isEmpty() ? "" : Long.toString(v.get(0));
      }
      out.put(id, text);
    }
    return out;
  }

  private static String points(List<Long> values, String open, String close) {
    if (values.isEmpty()) {
      return "";
    }
    List<String> parts = new ArrayList<>();
    for (long x : values) {
      parts.add(Points.format((int) x));
    }
    return open + String.join(" ", parts) + close;
  }
}
