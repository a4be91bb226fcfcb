package org.swisspair.solver.output;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.swisspair.model.Points;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.pairing.Explanation;

/**
 * A round's explanation as a person reads it: the legend of the system's criteria, then bracket by
 * bracket one line per decision (who is in it, each pair, the criteria values, each downfloater),
 * then one line per colour decision; every player with name and score beside the number.
 */
public final class ExplanationText {
  private ExplanationText() {}

  /** The explanation of {@code view}'s pairing, or a line saying the system gave none. */
  public static String text(RoundView view) {
    Explanation e = view.pairing().explanation();
    if (e == null) {
      return "Round " + view.round() + ": the pairing system gave no explanation\n";
    }
    StringBuilder sb = new StringBuilder();
    sb.append("Round ")
        .append(view.round())
        .append(", ")
        .append(view.systemName())
        .append(" system\n");
    legend(view, sb);
    int index = 0;
    for (Explanation.Bracket b : e.brackets()) {
      sb.append("\nBracket ").append(++index).append(", score ").append(Points.format(b.score()));
      sb.append('\n');
      line(sb, "residents", players(view, b.residents()));
      line(sb, "MDPs", b.mdps().isEmpty() ? "none" : players(view, b.mdps()));
      if (b.pairs().isEmpty()) {
        line(sb, "pairs", "none");
      }
      for (List<Integer> p : b.pairs()) {
        line(
            sb, "pair", p.size() == 2 ? who(view, p.get(0)) + " - " + who(view, p.get(1)) : "" + p);
      }
      if (!b.criteria().isEmpty()) {
        List<String> values = new ArrayList<>();
        // In the order of the system's criteria list, as the explanation holds them.
        b.criteria().forEach((k, v) -> values.add(k + "=" + (v.isBlank() ? "-" : v)));
        line(sb, "criteria", String.join("  ", values));
      }
      for (Explanation.Downfloater d : b.downfloaters()) {
        line(sb, "downfloater", who(view, d.player()) + ": " + d.reason());
      }
    }
    if (!e.colours().isEmpty()) {
      sb.append("\nColours (White - Black: the rule that decided)\n");
      for (Explanation.ColourDecision c : e.colours()) {
        sb.append("  ")
            .append(who(view, c.white()))
            .append(" - ")
            .append(who(view, c.black()))
            .append(": ")
            .append(c.rule())
            .append(' ')
            .append(c.reason())
            .append('\n');
      }
    }
    return sb.toString();
  }

  /** The system's criteria, one line each: id, kind, article and rule. */
  private static void legend(RoundView view, StringBuilder sb) {
    if (view.criteria().isEmpty()) {
      return;
    }
    sb.append("\nCriteria of the ")
        .append(view.systemName())
        .append(" system, highest priority first (values below: smaller is better, '-' = not")
        .append(" measured in the bracket)\n");
    for (Criterion c : view.criteria()) {
      sb.append(
          String.format(
              Locale.ROOT,
              "  %-9s %-10s %-8s %s%n",
              c.id(),
              c.kind().name().toLowerCase(Locale.ROOT),
              c.article(),
              c.rule()));
    }
  }

  private static void line(StringBuilder sb, String what, String text) {
    sb.append(String.format(Locale.ROOT, "  %-12s %s%n", what + ":", text));
  }

  /** "5 Smith, Anna (2.5)": pairing number, name and score before the round. */
  static String who(RoundView view, int id) {
    RoundView.Entrant e;
    try {
      e = view.entrant(id);
    } catch (IllegalArgumentException unknown) {
      return String.valueOf(id);
    }
    String name = e.name();
    return id + (name.isBlank() ? "" : " " + name) + " (" + Points.format(view.points(id)) + ")";
  }

  private static String players(RoundView view, List<Integer> ids) {
    List<String> out = new ArrayList<>();
    ids.forEach(id -> out.add(who(view, id)));
    return String.join(", ", out);
  }
}
