package org.swisspair.solver.generator;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.Tournament;
import org.swisspair.solver.research.Standings;
import org.swisspair.solver.research.TieBreak;

/**
 * The tie-break list of a generated tournament: checked when given, and the final order it gives
 * (C.07: score, then each tie-break in turn, then TPN for those still tied).
 */
final class TieBreaks {
  private TieBreaks() {}

  /**
   * Checks a list written as the TRF-2026 {@code 202} record, e.g. {@code BH/C1,BH,SB}.
   *
   * @throws IllegalArgumentException naming the code that is not known
   */
  static String check(String text) {
    parse(text);
    return text.strip();
  }

  private static List<TieBreak> parse(String text) {
    // TRF-2026 writes a modifier after a slash (BH/C1); the standings name it BH-C1.
    return TieBreak.parseList(text.replace('/', '-'));
  }

  /** Pairing numbers from first place to last after every round of {@code t}. */
  static List<Integer> order(Tournament t, String tiebreaks) {
    int rounds = 0;
    for (var p : t.players()) {
      rounds = Math.max(rounds, p.rounds().size());
    }
    List<Integer> out = new ArrayList<>();
    for (Standings.Row row : Standings.compute(t, rounds, parse(tiebreaks)).rows()) {
      out.add(row.id());
    }
    return out;
  }
}
