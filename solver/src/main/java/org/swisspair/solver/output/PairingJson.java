package org.swisspair.solver.output;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.Pair;

/**
 * A round's pairing (and explanation) as the JSON document {@code docs/schema/pairing.schema.json}
 * describes: points as decimal numbers, names beside pairing numbers, {@code null} for no PAB.
 */
public final class PairingJson {
  /** The {@code $id} of the schema the documents follow. */
  public static final String SCHEMA = "https://swisspair.org/schema/pairing-1.schema.json";

  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private PairingJson() {}

  /** The document for {@code view}, read from {@code file}, ending in a newline. */
  public static String json(RoundView view, String file) {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("$schema", SCHEMA);
    root.put("file", file);
    root.put("tournament", view.tournament().name());
    root.put("system", view.system());
    root.put("round", view.round());
    List<Map<String, Object>> boards = new ArrayList<>();
    int board = 0;
    for (Pair p : view.games()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("board", ++board);
      m.put("white", p.white());
      m.put("black", p.black());
      m.put("whiteName", view.entrant(p.white()).name());
      m.put("blackName", view.entrant(p.black()).name());
      m.put("whiteRating", rating(view.entrant(p.white())));
      m.put("blackRating", rating(view.entrant(p.black())));
      m.put("whitePoints", points(view.points(p.white())));
      m.put("blackPoints", points(view.points(p.black())));
      boards.add(m);
    }
    root.put("boards", boards);
    List<Integer> pabs = view.pabs();
    root.put("pab", pabs.isEmpty() ? null : player(view, pabs.get(0)));
    if (pabs.size() > 1) {
      // Pre-set PABs assigned by the organiser come after the engine's.
      List<Map<String, Object>> all = new ArrayList<>();
      pabs.forEach(id -> all.add(player(view, id)));
      root.put("pabs", all);
    }
    List<Map<String, Object>> absent = new ArrayList<>();
    for (RoundView.Absence a : view.absent()) {
      Map<String, Object> m = player(view, a.player());
      m.put("reason", a.reason());
      absent.add(m);
    }
    root.put("notPaired", absent);
    root.put("engineFormat", view.pairing().toEngineFormat());
    Explanation e = view.pairing().explanation();
    if (e != null) {
      root.put("explanation", explanation(view, e));
    }
    try {
      return JSON.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException ex) {
      throw new IllegalStateException("cannot write the pairing as JSON", ex);
    }
  }

  private static Map<String, Object> explanation(RoundView view, Explanation e) {
    Map<String, Object> ex = new LinkedHashMap<>();
    ex.put("system", e.system());
    List<Map<String, Object>> legend = new ArrayList<>();
    for (Criterion c : view.criteria()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("id", c.id());
      m.put("kind", c.kind().name().toLowerCase(Locale.ROOT));
      m.put("article", c.article());
      m.put("rule", c.rule());
      m.put("measure", c.measure());
      legend.add(m);
    }
    ex.put("criteria", legend);
    List<Map<String, Object>> brackets = new ArrayList<>();
    for (Explanation.Bracket b : e.brackets()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("score", points(b.score()));
      m.put("residents", b.residents());
      m.put("mdps", b.mdps());
      m.put("pairs", b.pairs());
      // Keyed by criterion id, in the system's order of priority.
      Map<String, Object> values = new LinkedHashMap<>();
      b.criteria()
          .forEach(
              (id, text) -> {
                Map<String, Object> v = new LinkedHashMap<>();
                v.put("values", numbers(text));
                v.put("text", text.isBlank() ? "-" : text);
                values.put(id, v);
              });
      m.put("criteria", values);
      List<Map<String, Object>> down = new ArrayList<>();
      for (Explanation.Downfloater d : b.downfloaters()) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("player", d.player());
        f.put("reason", d.reason());
        down.add(f);
      }
      m.put("downfloaters", down);
      brackets.add(m);
    }
    ex.put("brackets", brackets);
    List<Map<String, Object>> colours = new ArrayList<>();
    for (Explanation.ColourDecision c : e.colours()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("white", c.white());
      m.put("black", c.black());
      m.put("rule", c.rule());
      m.put("reason", c.reason());
      colours.add(m);
    }
    ex.put("colours", colours);
    return ex;
  }

  /**
   * The numbers in a criterion's value text ({@code "2 (2.0 2.0)"} gives 2, 2.0, 2.0), empty when
   * the criterion was not measured ({@code "-"}).
   */
  static List<BigDecimal> numbers(String text) {
    List<BigDecimal> out = new ArrayList<>();
    for (String token : text.split("[\\s(),;]+")) {
      if (token.matches("-?\\d+(\\.\\d+)?")) {
        out.add(new BigDecimal(token));
      }
    }
    return out;
  }

  private static Map<String, Object> player(RoundView view, int id) {
    RoundView.Entrant p = view.entrant(id);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("player", id);
    m.put("name", p.name());
    m.put("rating", rating(p));
    m.put("points", points(view.points(id)));
    return m;
  }

  private static Integer rating(RoundView.Entrant p) {
    return p.rating() > 0 ? p.rating() : null;
  }

  /** Tenths of a point as a decimal number: 25 is 2.5. */
  static BigDecimal points(int tenths) {
    return BigDecimal.valueOf(tenths, 1);
  }
}
