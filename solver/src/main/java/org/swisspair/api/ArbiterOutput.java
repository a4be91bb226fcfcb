package org.swisspair.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.model.trf.ManualRounds;
import org.swisspair.solver.arbiter.FideModeCause;
import org.swisspair.solver.arbiter.FideModeVerdict;
import org.swisspair.solver.arbiter.FixedBoardNotice;
import org.swisspair.solver.arbiter.ManualPairing;
import org.swisspair.solver.avoidance.AvoidanceGroups;
import org.swisspair.solver.pairing.Pair;

/**
 * The arbiter's hand, soft avoidance and the FIDE-mode verdict in the outputs of {@code pair} and
 * {@code check} (checklist Q40-46, Q64-69): text lines and JSON fields added after the existing
 * ones, so that the engine format and every field before them keep their bytes.
 */
final class ArbiterOutput {
  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private ArbiterOutput() {}

  /**
   * The soft avoidance a round was paired with (not FIDE; ARB-10): the groups, where they came from
   * ({@code comment}, {@code federation} or both) and the avoided pairs the round still makes.
   */
  record Avoided(AvoidanceGroups groups, String sources, List<Pair> made) {
    /** The avoided pairs among {@code boards}. */
    static Avoided of(AvoidanceGroups groups, String sources, List<Pair> boards) {
      List<Pair> made = new ArrayList<>();
      for (Pair p : boards) {
        if (!p.isBye() && groups.avoids(p.white(), p.black())) {
          made.add(p);
        }
      }
      return new Avoided(groups, sources, made);
    }

    /**
     * {@code Soft avoidance (not FIDE): 3 groups (federation); 1 avoided pair made: 3-17
     * (federation FRA)}, or {@code ...; no avoided pair made}.
     */
    String line() {
      return groupsLine()
          + "; "
          + (made.isEmpty()
              ? "no avoided pair made"
              : made.size()
                  + (made.size() == 1 ? " avoided pair made: " : " avoided pairs made: ")
                  + pairsText());
    }

    /** {@code Soft avoidance (not FIDE): 3 groups (federation)}. */
    String groupsLine() {
      int n = groups.groups().size();
      StringBuilder sb =
          new StringBuilder("Soft avoidance (not FIDE): ")
              .append(n)
              .append(n == 1 ? " group (" : " groups (")
              .append(sources.equals("comment") ? "### AVOID comments" : sources)
              .append(")");
      return sb.toString();
    }

    private String pairsText() {
      List<String> pairs = new ArrayList<>();
      for (Pair p : made) {
        pairs.add(p.white() + "-" + p.black() + " (" + String.join(", ", shared(p)) + ")");
      }
      return String.join(", ", pairs);
    }

    private List<String> shared(Pair p) {
      List<String> out = new ArrayList<>(groups.groupsOf(p.white()));
      out.retainAll(groups.groupsOf(p.black()));
      return out;
    }

    /** The {@code avoidance} object: sources, groups, pairs made. */
    Map<String, Object> json() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("sources", sources);
      List<Map<String, Object>> list = new ArrayList<>();
      groups
          .groups()
          .forEach(
              (name, players) -> {
                Map<String, Object> g = new LinkedHashMap<>();
                g.put("name", name);
                g.put("players", List.copyOf(players));
                list.add(g);
              });
      m.put("groups", list);
      List<Map<String, Object>> pairs = new ArrayList<>();
      for (Pair p : made) {
        Map<String, Object> pair = new LinkedHashMap<>();
        pair.put("white", p.white());
        pair.put("black", p.black());
        pair.put("groups", shared(p));
        pairs.add(pair);
      }
      m.put("pairsMade", pairs);
      return m;
    }
  }

  /**
   * The text lines: the manual round when there is one, the soft avoidance when the round has it,
   * then the FIDE-mode line.
   */
  static String textLines(ManualPairing manual, Avoided avoided, FideModeVerdict fideMode) {
    StringBuilder sb = new StringBuilder("\n");
    if (manual != null) {
      sb.append(manualLine(manual.manual())).append('\n');
      for (FixedBoardNotice n : manual.notices()) {
        sb.append("  ").append(n.text()).append(n.absolute() ? " (absolute)" : "").append('\n');
      }
    }
    if (avoided != null) {
      sb.append(avoided.line()).append('\n');
    }
    return sb.append(fideModeLine(fideMode)).append('\n').toString();
  }

  /** {@code Manual round 5: fixed boards 12-7, 3-25 board 4; PAB 17 chosen by the arbiter}. */
  static String manualLine(ManualRound m) {
    List<String> parts = new ArrayList<>();
    if (!m.boards().isEmpty()) {
      List<String> boards = new ArrayList<>();
      m.boards().forEach(b -> boards.add(b.toString()));
      parts.add("fixed boards " + String.join(", ", boards));
    }
    if (m.pab() != 0) {
      parts.add("PAB " + m.pab() + " chosen by the arbiter");
    }
    return "Manual round " + m.round() + ": " + String.join("; ", parts);
  }

  /** {@code FIDE mode: yes}, or {@code FIDE mode: left at round N: } and the causes. */
  static String fideModeLine(FideModeVerdict v) {
    if (v.inFideMode()) {
      return "FIDE mode: yes";
    }
    List<String> causes = new ArrayList<>();
    for (FideModeCause c : v.causes()) {
      causes.add(
          (c.round() == v.sinceRound() ? "" : "from round " + c.round() + ": ")
              + c.kind().words()
              + (c.detail().isEmpty() ? "" : " (" + c.detail() + ")"));
    }
    return "FIDE mode: left at round " + v.sinceRound() + ": " + String.join("; ", causes);
  }

  /** The {@code fideMode} object: {@code inFideMode}, {@code sinceRound}, {@code causes}. */
  static Map<String, Object> fideMode(FideModeVerdict v) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("inFideMode", v.inFideMode());
    m.put("sinceRound", v.inFideMode() ? null : v.sinceRound());
    List<Map<String, Object>> causes = new ArrayList<>();
    for (FideModeCause c : v.causes()) {
      Map<String, Object> cause = new LinkedHashMap<>();
      cause.put("kind", c.kind().name());
      cause.put("round", c.round());
      cause.put("words", c.kind().words());
      cause.put("detail", c.detail());
      causes.add(cause);
    }
    m.put("causes", causes);
    return m;
  }

  /** The {@code manual} object: round, fixed boards, PAB (null when the engine chose), notices. */
  static Map<String, Object> manual(ManualPairing manual) {
    ManualRound r = manual.manual();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("round", r.round());
    List<Map<String, Object>> boards = new ArrayList<>();
    for (ManualBoard b : r.boards()) {
      boards.add(board(b));
    }
    m.put("boards", boards);
    m.put("pab", r.pab() == 0 ? null : r.pab());
    List<Map<String, Object>> notices = new ArrayList<>();
    for (FixedBoardNotice n : manual.notices()) {
      Map<String, Object> notice = new LinkedHashMap<>();
      notice.put("board", n.board() == null ? null : board(n.board()));
      notice.put("criterion", n.criterion());
      notice.put("absolute", n.absolute());
      notice.put("text", n.text());
      notices.add(notice);
    }
    m.put("notices", notices);
    return m;
  }

  private static Map<String, Object> board(ManualBoard b) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("white", b.white());
    m.put("black", b.black());
    m.put("board", b.board() == 0 ? null : b.board());
    return m;
  }

  /**
   * {@code document} (an indented JSON object) with {@code manual}, {@code avoidance} and {@code
   * fideMode} last.
   */
  static String withFields(
      String document, ManualPairing manual, Avoided avoided, FideModeVerdict fideMode) {
    Map<String, Object> fields = new LinkedHashMap<>();
    if (manual != null) {
      fields.put("manual", manual(manual));
    }
    if (avoided != null) {
      fields.put("avoidance", avoided.json());
    }
    fields.put("fideMode", fideMode(fideMode));
    return withFields(document, fields);
  }

  /** {@code document} (an indented JSON object ending in a newline) with {@code fields} last. */
  static String withFields(String document, Map<String, Object> fields) {
    int end = document.lastIndexOf('}');
    String head = document.substring(0, end).stripTrailing();
    StringBuilder sb = new StringBuilder(head);
    for (Map.Entry<String, Object> f : fields.entrySet()) {
      String value;
      try {
        value = JSON.writeValueAsString(f.getValue()).replace("\n", "\n  ");
      } catch (JsonProcessingException e) {
        throw new IllegalStateException(e);
      }
      sb.append(",\n  ").append('"').append(f.getKey()).append("\" : ").append(value);
    }
    return sb.append("\n}").append(document.substring(end + 1)).toString();
  }

  /**
   * {@code page} (the pairing list as one page) with the manual round and the FIDE-mode verdict as
   * paragraphs before its footer; the manual paragraph's {@code data-comments} holds the round's
   * {@code ###} comments for the page to keep in the tournament it records.
   */
  static String htmlWith(
      String page, ManualPairing manual, Avoided avoided, FideModeVerdict fideMode) {
    StringBuilder sb = new StringBuilder();
    if (manual != null) {
      sb.append("<p id=\"manual\" data-comments=\"")
          .append(escape(String.join("\n", ManualRounds.lines(manual.manual()))))
          .append("\">")
          .append(escape(manualLine(manual.manual())))
          .append("</p>\n");
      if (!manual.notices().isEmpty()) {
        sb.append("<ul id=\"manual-notices\">\n");
        for (FixedBoardNotice n : manual.notices()) {
          sb.append("<li>")
              .append(escape(n.text() + (n.absolute() ? " (absolute)" : "")))
              .append("</li>\n");
        }
        sb.append("</ul>\n");
      }
    }
    if (avoided != null) {
      sb.append("<p id=\"avoidance\">").append(escape(avoided.line())).append("</p>\n");
    }
    sb.append("<p id=\"fide-mode\" class=\"")
        .append(fideMode.inFideMode() ? "in" : "left")
        .append("\">")
        .append(escape(fideModeLine(fideMode)))
        .append("</p>\n");
    int at = page.lastIndexOf("<footer>");
    if (at < 0) {
      at = page.lastIndexOf("</body>");
    }
    return at < 0 ? page + sb : page.substring(0, at) + sb + page.substring(at);
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;")
        .replace("\n", "&#10;");
  }
}
