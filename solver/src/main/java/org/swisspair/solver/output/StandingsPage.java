package org.swisspair.solver.output;

import java.util.List;
import java.util.Locale;
import org.swisspair.model.Player;
import org.swisspair.model.Points;
import org.swisspair.model.Tournament;
import org.swisspair.solver.research.Standings;
import org.swisspair.solver.research.TieBreak;

/** Standings with their C.07 tie-breaks as one self-contained HTML page. */
public final class StandingsPage {
  private StandingsPage() {}

  /** The page of {@code standings} of {@code t} after round {@code round}. */
  public static String html(Tournament t, int round, Standings standings) {
    List<TieBreak> order = standings.order();
    StringBuilder sb = new StringBuilder();
    sb.append("<table id=\"standings\">\n<thead><tr><th class=\"num\">Rank</th>")
        .append("<th class=\"num\">No</th><th>Name</th><th class=\"num\">Rtg</th>")
        .append("<th class=\"num\">Pts</th>");
    for (TieBreak tb : order) {
      sb.append("<th class=\"num\">").append(Html.escape(tb.code())).append("</th>");
    }
    sb.append("</tr></thead>\n<tbody>\n");
    for (Standings.Row row : standings.rows()) {
      Player p = t.player(row.id());
      sb.append("<tr>")
          .append(num((row.shared() ? "=" : "") + row.rank()))
          .append(num(String.valueOf(row.id())))
          .append("<td>")
          .append(Html.escape(p.name()))
          .append("</td>")
          .append(num(p.rating() > 0 ? String.valueOf(p.rating()) : ""))
          .append(num(Points.format(row.points())));
      for (int k = 0; k < order.size(); k++) {
        sb.append(num(value(order.get(k), row.values()[k])));
      }
      sb.append("</tr>\n");
    }
    sb.append("</tbody>\n</table>\n<p class=\"note\">Tie-breaks (C.07): ");
    for (int k = 0; k < order.size(); k++) {
      sb.append(k == 0 ? "" : ", ").append(Html.escape(order.get(k).code()));
    }
    sb.append(".</p>\n");
    String name = t.name().isBlank() ? "Standings" : t.name().strip();
    return Html.page(name, "Standings after round " + round, sb.toString());
  }

  /** A tie-break value as people read it: points with one decimal, SB with two. */
  public static String value(TieBreak tb, long v) {
    if (v == Standings.NOT_APPLICABLE) {
      return "-";
    }
    return switch (tb) {
      case BH, BH_C1, DE -> Points.format((int) v);
      case SB ->
          String.format(
              Locale.ROOT, "%s%d.%02d", v < 0 ? "-" : "", Math.abs(v) / 100, Math.abs(v) % 100);
      default -> Long.toString(v);
    };
  }

  private static String num(String text) {
    return "<td class=\"num\">" + Html.escape(text) + "</td>";
  }
}
