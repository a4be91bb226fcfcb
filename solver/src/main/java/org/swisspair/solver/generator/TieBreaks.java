package org.swisspair.solver.generator;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.Tournament;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakStandings;

/**
 * The tie-break list of a generated tournament: checked when given, and the final order it gives
 * (C.07: score, then each tie-break in turn, then TPN for those still tied).
 */
final class TieBreaks {
  private TieBreaks() {}

  /**
   * Checks a list and writes it as the TRF-2026 {@code 202} record does, e.g. {@code BH/C1,BH,SB}.
   *
   * @throws IllegalArgumentException naming the code that is not known
   */
  static String check(String text) {
    return TieBreakList.parse(text).trfText();
  }

  /** Pairing numbers from first place to last after every round of {@code t}. */
  static List<Integer> order(Tournament t, String tiebreaks) {
    int rounds = 0;
    for (var p : t.players()) {
      rounds = Math.max(rounds, p.rounds().size());
    }
    List<Integer> out = new ArrayList<>();
    TieBreakList list = TieBreakList.parse(tiebreaks);
    for (TieBreakStandings.Row row :
        TieBreakStandings.compute(t, rounds, list, TieBreakOptions.forTournament(t)).rows()) {
      out.add(row.id());
    }
    return out;
  }
}
