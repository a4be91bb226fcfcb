package org.swisspair.solver.checker;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.solver.pairing.Pair;

/**
 * A {@link CheckReport} as JSON (C.04.2 1.4 and C.07): the rounds that differ with both pairings
 * and the deciding criterion, the file's violations, and the ranks that do not follow the tie-break
 * list. {@code swisspair check --format json} and {@code POST /v1/check} answer it.
 */
public final class CheckReportJson {
  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private CheckReportJson() {}

  /**
   * The document for {@code report}, ending in a newline.
   *
   * @param exitCode the exit code of {@code swisspair check}
   * @param text the report as {@code swisspair check} prints it
   */
  public static String json(CheckReport report, int exitCode, String text) {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("agrees", report.agrees());
    root.put("exitCode", exitCode);
    root.put("summary", report.summary());
    root.put("roundsChecked", report.roundsChecked());
    root.put("roundsDiffering", report.roundsDiffering());
    root.put("roundsSkipped", report.roundsSkipped());
    List<Map<String, Object>> rounds = new ArrayList<>();
    for (CheckReport.RoundReport r : report.rounds()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("round", r.round());
      m.put("differs", r.differs());
      m.put("filePairs", pairs(r.filePairs()));
      m.put("enginePairs", pairs(r.enginePairs()));
      m.put("difference", r.difference());
      m.put("engineError", r.engineError());
      m.put("fileViolations", violations(r.fileViolations()));
      m.put("fileColourNotes", violations(r.fileColourNotes()));
      m.put("engineViolations", violations(r.engineViolations()));
      rounds.add(m);
    }
    root.put("rounds", rounds);
    root.put("standings", standings(report.standings()));
    root.put("manualRounds", manualRounds(report.manualRounds()));
    root.put("report", text);
    try {
      return JSON.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Map<String, Object> standings(CheckReport.StandingsReport s) {
    if (s == null) {
      return null;
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("checked", s.checked());
    m.put("note", s.note());
    m.put("round", s.round());
    m.put("tieBreaks", s.tieBreaks());
    m.put("source", s.source());
    m.put("ranked", s.ranked());
    List<Map<String, Object>> out = new ArrayList<>();
    for (CheckReport.RankDifference d : s.differences()) {
      Map<String, Object> x = new LinkedHashMap<>();
      x.put("id", d.id());
      x.put("name", d.name());
      x.put("fileRank", d.fileRank());
      x.put("rank", d.rank());
      x.put("lastRank", d.lastRank());
      x.put("other", d.other() == 0 ? null : d.other());
      x.put("deciding", d.deciding().isEmpty() ? null : d.deciding());
      x.put("message", d.message());
      out.add(x);
    }
    m.put("differences", out);
    return m;
  }

  /** The rounds paired by the arbiter's hand (ARB-8). */
  private static List<Map<String, Object>> manualRounds(List<CheckReport.ManualRoundReport> rs) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (CheckReport.ManualRoundReport r : rs) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("round", r.round());
      List<Map<String, Object>> boards = new ArrayList<>();
      r.boards()
          .forEach(
              b -> {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("white", b.white());
                x.put("black", b.black());
                x.put("board", b.board() == 0 ? null : b.board());
                boards.add(x);
              });
      m.put("fixedBoards", boards);
      m.put("otherText", r.otherText().isEmpty() ? null : r.otherText());
      m.put("pab", r.pab() == 0 ? null : r.pab());
      m.put("engineDiffers", r.engineDiffers());
      m.put("filePairs", pairs(r.filePairs()));
      m.put("enginePairs", pairs(r.enginePairs()));
      m.put("restPairs", pairs(r.restPairs()));
      m.put("differs", r.differs());
      m.put("restDifference", r.restDifference());
      m.put("error", r.error());
      m.put("notices", r.notices());
      out.add(m);
    }
    return out;
  }

  /** Pairs as {@code {"white": 3, "black": 7}}, the PAB with {@code "black": 0}. */
  private static List<Map<String, Object>> pairs(List<Pair> pairs) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Pair p : pairs) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("white", p.white());
      m.put("black", p.black());
      out.add(m);
    }
    return out;
  }

  private static List<Map<String, Object>> violations(List<Violation> vs) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Violation v : vs) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("criterion", v.criterion());
      m.put("players", v.players());
      m.put("message", v.message());
      out.add(m);
    }
    return out;
  }
}
