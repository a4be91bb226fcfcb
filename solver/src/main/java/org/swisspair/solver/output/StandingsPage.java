package org.swisspair.solver.output;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Player;
import org.swisspair.model.Tournament;
import org.swisspair.solver.tiebreak.TieBreakSpec;
import org.swisspair.solver.tiebreak.TieBreakStandings;
import org.swisspair.solver.tiebreak.TieBreakValue;

/** Standings with their C.07 tie-breaks as one self-contained HTML page or a JSON document. */
public final class StandingsPage {
  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private StandingsPage() {}

  /** The page of {@code standings} of {@code t} (its teams' in a team event). */
  public static String html(Tournament t, TieBreakStandings standings) {
    List<TieBreakSpec> specs = standings.list().specs();
    boolean teams = standings.teams();
    StringBuilder sb = new StringBuilder();
    sb.append("<table id=\"standings\">\n<thead><tr><th class=\"num\">Rank</th>");
    if (teams) {
      sb.append("<th class=\"num\">No</th><th>Team</th><th class=\"num\">MP</th>")
          .append("<th class=\"num\">GP</th>");
    } else {
      sb.append("<th class=\"num\">No</th><th>Name</th><th class=\"num\">Rtg</th>")
          .append("<th class=\"num\">Pts</th>");
    }
    for (TieBreakSpec s : specs) {
      sb.append("<th class=\"num\">").append(Html.escape(s.code())).append("</th>");
    }
    sb.append("</tr></thead>\n<tbody>\n");
    boolean anyWithdrawn = false;
    for (TieBreakStandings.Row row : standings.rows()) {
      Player p = (teams ? standings.tournament() : t).player(row.id());
      anyWithdrawn |= row.withdrawn();
      sb.append("<tr>")
          .append(num((row.shared() ? "=" : "") + row.rank()))
          .append(num(String.valueOf(row.id())))
          .append("<td>")
          .append(Html.escape(p.name() + (row.withdrawn() ? " (w)" : "")))
          .append("</td>");
      if (teams) {
        sb.append(num(standings.matchPoints(row.id()).toString()))
            .append(num(standings.gamePoints(row.id()).toString()));
      } else {
        sb.append(num(p.rating() > 0 ? String.valueOf(p.rating()) : ""))
            .append(num(row.points().toString()));
      }
      for (TieBreakValue v : row.values()) {
        sb.append(num(v.toString()));
      }
      sb.append("</tr>\n");
    }
    sb.append("</tbody>\n</table>\n<p class=\"note\">Tie-breaks (C.07): ");
    for (int k = 0; k < specs.size(); k++) {
      sb.append(k == 0 ? "" : ", ")
          .append(Html.escape(specs.get(k).code()))
          .append(" (")
          .append(Html.escape(specs.get(k).kind().title()))
          .append(')');
    }
    sb.append(".");
    if (anyWithdrawn) {
      sb.append(" (w): withdrawn.");
    }
    sb.append("</p>\n");
    String name = t.name().isBlank() ? "Standings" : t.name().strip();
    return Html.page(name, "Standings after round " + standings.afterRound(), sb.toString());
  }

  /** The standings as a JSON document ending in a newline; values are exact decimals. */
  public static String json(Tournament t, TieBreakStandings standings, String file) {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("file", file);
    root.put("tournament", t.name());
    root.put("round", standings.afterRound());
    root.put("tiebreaks", standings.list().specs().stream().map(TieBreakSpec::code).toList());
    boolean teams = standings.teams();
    if (teams) {
      root.put("participants", "teams");
    }
    List<Map<String, Object>> rows = new ArrayList<>();
    for (TieBreakStandings.Row row : standings.rows()) {
      Player p = (teams ? standings.tournament() : t).player(row.id());
      Map<String, Object> r = new LinkedHashMap<>();
      r.put("rank", row.rank());
      r.put("shared", row.shared());
      if (teams) {
        r.put("team", row.id());
        r.put("name", p.name());
        r.put("matchPoints", decimal(standings.matchPoints(row.id())));
        r.put("gamePoints", decimal(standings.gamePoints(row.id())));
      } else {
        r.put("tpn", row.id());
        r.put("name", p.name());
        r.put("rating", p.rating());
      }
      r.put("points", decimal(row.points()));
      Map<String, Object> values = new LinkedHashMap<>();
      List<TieBreakSpec> specs = standings.list().specs();
      for (int k = 0; k < specs.size(); k++) {
        values.put(specs.get(k).code(), decimal(row.values().get(k)));
      }
      r.put("tiebreaks", values);
      r.put("withdrawn", row.withdrawn());
      rows.add(r);
    }
    root.put("standings", rows);
    try {
      return JSON.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static BigDecimal decimal(TieBreakValue v) {
    return v.isNone() ? null : BigDecimal.valueOf(v.scaled(), v.decimals());
  }

  private static String num(String text) {
    return "<td class=\"num\">" + Html.escape(text) + "</td>";
  }
}
