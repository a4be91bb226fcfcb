package org.swisspair.solver.burstein;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.model.SortingValues;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.CriteriaList;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * Explains a Burstein round bracket by bracket (Articles 1.9, 2, 3 and 5): the PAB and why, each
 * bracket's residents and incoming floaters in BSN order with their Index, the pairs, the values of
 * C5-C8 from {@link BursteinCriteria} (and AVOID when the round pairs with soft avoidance), each
 * outgoing floater, and each colour decision.
 */
final class BursteinExplainer {
  private BursteinExplainer() {}

  static Explanation explain(
      RoundState state,
      CriteriaList<BursteinBracketGraph> list,
      RoundPairing pairing,
      List<Explanation.ColourDecision> colours) {
    BursteinRules rules = new BursteinRules(state, list);
    List<BracketEvaluation> evaluations = rules.evaluate(pairing.boards());
    List<Explanation.Bracket> brackets = new ArrayList<>();
    for (BracketEvaluation b : evaluations) {
      Map<String, String> criteria = list.text(b);
      List<Explanation.Downfloater> floaters = new ArrayList<>();
      for (int id : b.downfloaters()) {
        floaters.add(
            new Explanation.Downfloater(
                id,
                "outgoing floater ("
                    + index(state, id)
                    + "): the most pairs (C5) leave "
                    + b.downfloaters().size()
                    + " unpaired, chosen by C6-C8 and then the order of Article 4"));
      }
      brackets.add(
          new Explanation.Bracket(
              b.score(), b.residents(), b.mdps(), b.pairs(), criteria, floaters));
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
                          + ", most games ("
                          + p.playedColours().size()
                          + "), lowest ranking ("
                          + index(state, p.id())
                          + ")"))));
    }
    return new Explanation("burstein", brackets, colours);
  }

  /** The Index as text: Buchholz and Sonneborn-Berger in points. */
  static String index(RoundState state, int id) {
    SortingValues v = state.sortingValues(id);
    return "Buchholz "
        + Points.format((int) v.buchholz())
        + ", Sonneborn-Berger "
        + sonnebornBerger(v.sonnebornBerger());
  }

  /** Hundredths of a point squared-unit as points with two decimals. */
  private static String sonnebornBerger(long hundredths) {
    return hundredths / 100
        + "."
        + String.format(java.util.Locale.ROOT, "%02d", Math.abs(hundredths % 100));
  }
}
