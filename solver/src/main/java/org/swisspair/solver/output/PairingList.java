package org.swisspair.solver.output;

import java.util.List;
import java.util.Locale;
import org.swisspair.model.Points;
import org.swisspair.solver.pairing.Pair;

/**
 * The pairing list of a round as arbiters publish it (C.04.2 3.6): board, pairing number, name,
 * rating and score of White and Black, then the PAB and the players not paired.
 */
public final class PairingList {
  private static final int NAME_WIDTH = 28;

  private PairingList() {}

  /** The list as plain text in fixed-width columns. */
  public static String text(RoundView view) {
    StringBuilder sb = new StringBuilder();
    sb.append(title(view)).append('\n').append(subtitle(view)).append("\n\n");
    String row = "%3s %4s  %-" + NAME_WIDTH + "s %4s %5s  -  %-5s %4s  %-" + NAME_WIDTH + "s %4s%n";
    sb.append(
        String.format(
            Locale.ROOT, row, "Bd", "No", "White", "Rtg", "Pts", "Pts", "No", "Black", "Rtg"));
    int board = 0;
    for (Pair p : view.games()) {
      RoundView.Entrant w = view.entrant(p.white());
      RoundView.Entrant b = view.entrant(p.black());
      sb.append(
          String.format(
              Locale.ROOT,
              row,
              ++board,
              w.id(),
              fit(w.name()),
              rating(w),
              Points.format(view.points(w.id())),
              Points.format(view.points(b.id())),
              b.id(),
              fit(b.name()),
              rating(b)));
    }
    for (int id : view.pabs()) {
      RoundView.Entrant p = view.entrant(id);
      sb.append(
          String.format(
              Locale.ROOT,
              "%3s %4d  %-" + NAME_WIDTH + "s %4s %5s  bye (pairing-allocated)%n",
              "",
              id,
              fit(p.name()),
              rating(p),
              Points.format(view.points(id))));
    }
    List<RoundView.Absence> absent = view.absent();
    if (!absent.isEmpty()) {
      sb.append("\nNot paired:\n");
      for (RoundView.Absence a : absent) {
        RoundView.Entrant p = view.entrant(a.player());
        sb.append(
            String.format(
                Locale.ROOT,
                "    %4d  %-" + NAME_WIDTH + "s %4s %5s  %s%n",
                p.id(),
                fit(p.name()),
                rating(p),
                Points.format(view.points(p.id())),
                a.reason()));
      }
    }
    return sb.toString();
  }

  /** The list as one self-contained HTML page (inline style, no scripts, no external files). */
  public static String html(RoundView view) {
    return html(view, "");
  }

  /**
   * The list as one self-contained HTML page, followed by {@code explanation} (plain text, may be
   * empty) as a preformatted section.
   */
  public static String html(RoundView view, String explanation) {
    StringBuilder sb = new StringBuilder();
    sb.append("<table id=\"pairings\">\n<thead><tr>")
        .append("<th class=\"num\">Bd</th><th class=\"num\">No</th><th>White</th>")
        .append("<th class=\"num\">Rtg</th><th class=\"num\">Pts</th><th>Result</th>")
        .append("<th class=\"num\">Pts</th><th class=\"num\">No</th><th>Black</th>")
        .append("<th class=\"num\">Rtg</th></tr></thead>\n<tbody>\n");
    int board = 0;
    for (Pair p : view.games()) {
      RoundView.Entrant w = view.entrant(p.white());
      RoundView.Entrant b = view.entrant(p.black());
      sb.append("<tr class=\"game\">")
          .append(num(String.valueOf(++board)))
          .append(num(String.valueOf(w.id())))
          .append(cell(w.name()))
          .append(num(rating(w)))
          .append(num(Points.format(view.points(w.id()))))
          .append(cell("-"))
          .append(num(Points.format(view.points(b.id()))))
          .append(num(String.valueOf(b.id())))
          .append(cell(b.name()))
          .append(num(rating(b)))
          .append("</tr>\n");
    }
    for (int id : view.pabs()) {
      RoundView.Entrant p = view.entrant(id);
      sb.append("<tr class=\"pab\">")
          .append(num(""))
          .append(num(String.valueOf(id)))
          .append(cell(p.name()))
          .append(num(rating(p)))
          .append(num(Points.format(view.points(id))))
          .append("<td colspan=\"5\">bye (pairing-allocated)</td></tr>\n");
    }
    sb.append("</tbody>\n</table>\n");
    List<RoundView.Absence> absent = view.absent();
    if (!absent.isEmpty()) {
      sb.append("<h2>Not paired</h2>\n<table id=\"not-paired\">\n<tbody>\n");
      for (RoundView.Absence a : absent) {
        RoundView.Entrant p = view.entrant(a.player());
        sb.append("<tr>")
            .append(num(String.valueOf(p.id())))
            .append(cell(p.name()))
            .append(num(rating(p)))
            .append(num(Points.format(view.points(p.id()))))
            .append(cell(a.reason()))
            .append("</tr>\n");
      }
      sb.append("</tbody>\n</table>\n");
    }
    if (!explanation.isEmpty()) {
      sb.append("<h2>Explanation</h2>\n<pre id=\"explanation\">")
          .append(Html.escape(explanation))
          .append("</pre>\n");
    }
    return Html.page(title(view), subtitle(view), sb.toString());
  }

  /** The tournament's name, or a plain title when the file gives none. */
  static String title(RoundView view) {
    String name = view.tournament().name();
    return name == null || name.isBlank() ? "Pairings" : name.strip();
  }

  private static String subtitle(RoundView view) {
    return "Round " + view.round() + " pairings, " + view.systemName() + " system";
  }

  private static String rating(RoundView.Entrant p) {
    return p.rating() > 0 ? String.valueOf(p.rating()) : "";
  }

  private static String fit(String name) {
    return name.length() <= NAME_WIDTH ? name : name.substring(0, NAME_WIDTH - 1) + "~";
  }

  private static String cell(String text) {
    return "<td>" + Html.escape(text) + "</td>";
  }

  private static String num(String text) {
    return "<td class=\"num\">" + Html.escape(text) + "</td>";
  }
}
