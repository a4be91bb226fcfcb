package org.swisspair.solver.dubov;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * Explains a Dubov round bracket by bracket (Articles 1.9, 2, 3 and 5): the PAB and why, each
 * bracket's residents and upfloaters (in the explanation's moved-players slot, as the shared format
 * names it), the pairs, the values of C5-C10 (and AVOID) from {@link DubovCriteria}, the procedure
 * of 3.2.3-3.2.6 (G1, G2, the shifts, S1 and T2), and each colour decision.
 */
final class DubovExplainer {
  private DubovExplainer() {}

  static Explanation explain(
      DubovRules rules,
      RoundState state,
      RoundPairing pairing,
      List<DubovBracketPairer.Trace> traces,
      List<Explanation.ColourDecision> colours) {
    List<BracketEvaluation> evaluations = rules.evaluate(pairing.boards());
    List<Explanation.Bracket> brackets = new ArrayList<>();
    for (int i = 0; i < evaluations.size(); i++) {
      BracketEvaluation b = evaluations.get(i);
      Map<String, String> criteria = new LinkedHashMap<>(rules.criteriaList().text(b));
      if (i < traces.size()) {
        DubovBracketPairer.Trace t = traces.get(i);
        // Keyed by article, so the shared output lists them after C10, in procedure order.
        criteria.put(
            "3.2.3 groups",
            (t.byTpn() ? "by TPN, nobody has played: " : "by colour preference: ")
                + "G1 "
                + text(t.g1())
                + ", G2 "
                + text(t.g2()));
        if (!t.firstShift().isEmpty() || !t.secondShift().isEmpty()) {
          String small = t.firstFromG1() ? "G1" : "G2";
          String large = t.firstFromG1() ? "G2" : "G1";
          criteria.put(
              "3.2.4 shifts",
              (t.firstShift().isEmpty()
                      ? ""
                      : small + "->" + large + " " + text(t.firstShift()) + "; ")
                  + large
                  + "->"
                  + small
                  + " "
                  + text(t.secondShift()));
        }
        criteria.put("3.2.5 S1", text(t.s1()));
        criteria.put("3.2.6 T2", text(t.t2()));
      }
      List<Explanation.Downfloater> notes = new ArrayList<>();
      for (int id : b.downfloaters()) {
        notes.add(new Explanation.Downfloater(id, "left unpaired: not a valid Dubov pairing"));
      }
      brackets.add(
          new Explanation.Bracket(b.score(), b.residents(), b.mdps(), b.pairs(), criteria, notes));
    }
    if (pairing.pab() != 0) {
      PlayerState p = state.player(pairing.pab());
      brackets.add(
          new Explanation.Bracket(
              p.pairingScore(),
              List.of(p.id()),
              List.of(),
              List.of(),
              Map.of(),
              List.of(
                  new Explanation.Downfloater(
                      p.id(),
                      "PAB assigned first (3.1): eligible (C2), leaves the others pairable (C4),"
                          + " lowest score "
                          + Points.format(p.pairingScore())
                          + ", most games played ("
                          + p.playedColours().size()
                          + "), largest TPN among equals"))));
    }
    return new Explanation("dubov", brackets, colours);
  }

  private static String text(List<Integer> ids) {
    List<String> out = new ArrayList<>();
    for (int id : ids) {
      out.add(String.valueOf(id));
    }
    return out.isEmpty() ? "none" : String.join(" ", out);
  }
}
