package org.swisspair.solver.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Points;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;

/** Renders a round's pairing and its explanation as text or JSON. */
final class PairingOutput {
  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private PairingOutput() {}

  /** The explanation bracket by bracket: players, MDPs, criteria, downfloaters, colours. */
  static String explanationText(RoundPairing pairing) {
    Explanation e = pairing.explanation();
    StringBuilder sb = new StringBuilder();
    if (e == null) {
      return "round " + pairing.round() + ": the pairing system gave no explanation\n";
    }
    sb.append("Round ")
        .append(pairing.round())
        .append(", ")
        .append(Systems.displayName(e.system()))
        .append(" system\n");
    int index = 0;
    for (Explanation.Bracket b : e.brackets()) {
      sb.append("\nBracket ").append(++index).append(", score ").append(Points.format(b.score()));
      sb.append("\n  residents: ").append(ids(b.residents()));
      sb.append("\n  MDPs:      ").append(b.mdps().isEmpty() ? "none" : ids(b.mdps()));
      sb.append("\n  pairs:     ");
      List<String> pairs = new ArrayList<>();
      for (List<Integer> p : b.pairs()) {
        pairs.add(p.size() == 2 ? p.get(0) + "-" + p.get(1) : p.toString());
      }
      sb.append(pairs.isEmpty() ? "none" : String.join("  ", pairs));
      if (!b.criteria().isEmpty()) {
        sb.append("\n  criteria:  ");
        List<String> values = new ArrayList<>();
        // In the order of the system's criteria list, as the explanation holds them.
        b.criteria().forEach((k, v) -> values.add(k + "=" + (v.isBlank() ? "-" : v)));
        sb.append(String.join(" ", values));
      }
      for (Explanation.Downfloater d : b.downfloaters()) {
        sb.append("\n  downfloater ").append(d.player()).append(": ").append(d.reason());
      }
      sb.append('\n');
    }
    if (!e.colours().isEmpty()) {
      sb.append("\nColours\n");
      for (Explanation.ColourDecision c : e.colours()) {
        sb.append("  ")
            .append(c.white())
            .append(" - ")
            .append(c.black())
            .append(": ")
            .append(c.rule())
            .append(' ')
            .append(c.reason())
            .append('\n');
      }
    }
    return sb.toString();
  }

  /** The pairing (and explanation, when made) as a JSON document. */
  static String json(RoundPairing pairing, String file) {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("file", file);
    root.put("round", pairing.round());
    List<Map<String, Object>> boards = new ArrayList<>();
    int board = 0;
    for (Pair p : pairing.games()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("board", ++board);
      m.put("white", p.white());
      m.put("black", p.black());
      boards.add(m);
    }
    root.put("boards", boards);
    root.put("pab", pairing.pab());
    root.put("engineFormat", pairing.toEngineFormat());
    if (pairing.explanation() != null) {
      Explanation e = pairing.explanation();
      Map<String, Object> ex = new LinkedHashMap<>();
      ex.put("system", e.system());
      List<Map<String, Object>> brackets = new ArrayList<>();
      for (Explanation.Bracket b : e.brackets()) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("score", Points.format(b.score()));
        m.put("residents", b.residents());
        m.put("mdps", b.mdps());
        m.put("pairs", b.pairs());
        m.put("criteria", b.criteria());
        m.put("downfloaters", b.downfloaters());
        brackets.add(m);
      }
      ex.put("brackets", brackets);
      ex.put("colours", e.colours());
      root.put("explanation", ex);
    }
    try {
      return JSON.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write the pairing as JSON", e);
    }
  }

  private static String ids(List<Integer> ids) {
    List<String> s = new ArrayList<>();
    ids.forEach(i -> s.add(String.valueOf(i)));
    return String.join(" ", s);
  }
}
