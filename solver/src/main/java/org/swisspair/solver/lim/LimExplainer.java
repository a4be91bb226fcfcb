package org.swisspair.solver.lim;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Explanation;

/**
 * Explains a Lim round step by step as the procedure ran it: the PAB (Article 1), then each group
 * in pairing order (2.2) with its transfers and parity floater (2.3, Article 3, each floater's type
 * of 3.9), the proposed pairing (2.4), the floaters paired first (3.6-3.8), the exchanges tried
 * (Article 4, 5.2), the players floated (4.4) and the pairs cracked for the median (2.6); then each
 * board's colour decision (Article 5, 7.2).
 */
final class LimExplainer {
  private LimExplainer() {}

  static Explanation explain(
      RoundState state,
      LimSettings settings,
      LimRound.Outcome outcome,
      List<Explanation.ColourDecision> colours) {
    List<Explanation.Bracket> brackets = new ArrayList<>();
    if (outcome.pab() != 0) {
      PlayerState p = state.player(outcome.pab());
      brackets.add(
          new Explanation.Bracket(
              p.pairingScore(),
              List.of(p.id()),
              List.of(),
              List.of(),
              Map.of("1.1 PAB", outcome.pabReason()),
              List.of(new Explanation.Downfloater(p.id(), "PAB: " + outcome.pabReason()))));
    }
    Set<String> cracked = new HashSet<>();
    for (LimRound.Crack c : outcome.cracks()) {
      cracked.add(key(c.a(), c.b()));
    }
    int index = 0;
    for (LimGroup g : outcome.groups()) {
      index++;
      Map<String, String> steps = new LinkedHashMap<>();
      steps.put(
          "2.2 group",
          index
              + " of "
              + outcome.groups().size()
              + ", "
              + g.describe()
              + ", median score "
              + LimMedian.text(state)
              + (settings.maxi() ? ", Maxi-tournament" : ""));
      g.notes().forEach((k, v) -> steps.put(k, String.join("; ", v)));
      List<String> crackedHere = new ArrayList<>();
      List<String> crackedForMedian = new ArrayList<>();
      for (LimRound.Crack c : outcome.cracks()) {
        String text = c.a() + "-" + c.b() + " (" + c.why() + ")";
        if (c.group() == g) {
          crackedHere.add(text + " to the median group");
        }
        crackedForMedian.add(text + " from score " + Points.format(c.group().score()));
      }
      if (!crackedHere.isEmpty()) {
        steps.put("2.6 cracked", String.join("; ", crackedHere));
      }
      if (g.kind() == LimGroup.Kind.MEDIAN && !crackedForMedian.isEmpty()) {
        steps.put("2.6 blocked median", String.join("; ", crackedForMedian));
      }
      List<List<Integer>> pairs = new ArrayList<>();
      for (int[] p : g.pairs()) {
        if (!cracked.contains(key(p[0], p[1]))) {
          PlayerState h = LimColours.higher(state.player(p[0]), state.player(p[1]));
          int other = h.id() == p[0] ? p[1] : p[0];
          pairs.add(List.of(h.id(), other));
        }
      }
      List<Explanation.Downfloater> floaters = new ArrayList<>();
      for (LimGroup.Floated f : g.floated()) {
        floaters.add(
            new Explanation.Downfloater(
                f.player(),
                (g.direction() == LimExchangeOrder.Direction.DOWNWARD ? "floats down" : "floats up")
                    + ", type "
                    + f.type()
                    + " ("
                    + g.typeText(f.type())
                    + "): "
                    + f.reason()));
      }
      List<Integer> residents = new ArrayList<>(g.residents());
      residents.sort(null);
      List<Integer> incoming = new ArrayList<>();
      for (LimGroup.Incoming i : g.incoming()) {
        incoming.add(i.player());
      }
      brackets.add(new Explanation.Bracket(g.score(), residents, incoming, pairs, steps, floaters));
    }
    return new Explanation("lim", brackets, colours);
  }

  private static String key(int a, int b) {
    return Math.min(a, b) + "-" + Math.max(a, b);
  }
}
