package org.swisspair.solver.checker;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.IntFunction;
import org.swisspair.model.Tournament;
import org.swisspair.solver.tiebreak.TieBreakKind;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakSpec;
import org.swisspair.solver.tiebreak.TieBreakStandings;
import org.swisspair.solver.tiebreak.TieBreakValue;

/**
 * Checks the ranks a file gives (TRF {@code 001} rank field, a team's {@code 310} rank) against the
 * standings its tie-break list makes (C.07; TRF-2026 {@code 202}): the tie-break half of the free
 * pairing and tie-break checker. Participants the list leaves tied may be in any order among
 * themselves (CHK-1).
 */
public final class StandingsCheck {
  private StandingsCheck() {}

  /**
   * The ranks in {@code fileRanks} (participant to rank, rank 0 left out) compared with the
   * standings of {@code t} after round {@code round} by {@code list}.
   *
   * @param source where the list comes from, e.g. {@code 202} or {@code --tiebreaks}
   * @param options how the tie-breaks read unrated players and predetermined pairings
   * @param names the name of a participant by pairing number
   */
  public static CheckReport.StandingsReport check(
      Tournament t,
      int round,
      TieBreakList list,
      String source,
      TieBreakOptions options,
      Map<Integer, Integer> fileRanks,
      IntFunction<String> names) {
    TieBreakStandings standings = TieBreakStandings.compute(t, round, list, options);
    return check(standings, source, fileRanks, names, "player");
  }

  /**
   * The ranks in {@code fileRanks} (participant to rank, rank 0 left out) compared with {@code
   * standings}, the participants named {@code unit} ({@code player} or {@code team}) in messages.
   */
  public static CheckReport.StandingsReport check(
      TieBreakStandings standings,
      String source,
      Map<Integer, Integer> fileRanks,
      IntFunction<String> names,
      String unit) {
    int round = standings.afterRound();
    TieBreakList list = standings.list();
    List<TieBreakStandings.Row> rows = standings.rows();
    // The places a participant may hold: its rank to the last place of the rank it shares (CHK-1).
    Map<Integer, TieBreakStandings.Row> byId = new HashMap<>();
    Map<Integer, Integer> last = new HashMap<>();
    TreeMap<Integer, TieBreakStandings.Row> firstAt = new TreeMap<>();
    for (int i = 0; i < rows.size(); ) {
      int j = i;
      while (j + 1 < rows.size() && rows.get(j + 1).rank() == rows.get(i).rank()) {
        j++;
      }
      for (int k = i; k <= j; k++) {
        byId.put(rows.get(k).id(), rows.get(k));
        last.put(rows.get(k).id(), rows.get(i).rank() + j - i);
      }
      firstAt.put(rows.get(i).rank(), rows.get(i));
      i = j + 1;
    }
    List<String> codes = new ArrayList<>();
    list.specs().forEach(s -> codes.add(s.code()));
    List<CheckReport.RankDifference> out = new ArrayList<>();
    int ranked = 0;
    for (Map.Entry<Integer, Integer> e : new TreeMap<>(fileRanks).entrySet()) {
      int id = e.getKey();
      int fileRank = e.getValue();
      TieBreakStandings.Row row = byId.get(id);
      if (fileRank <= 0 || row == null) {
        continue;
      }
      ranked++;
      int lastRank = last.get(id);
      if (fileRank >= row.rank() && fileRank <= lastRank) {
        continue;
      }
      // The other: who holds the file's rank by the list (the first of a shared rank).
      Map.Entry<Integer, TieBreakStandings.Row> at = firstAt.floorEntry(fileRank);
      TieBreakStandings.Row other =
          at != null && fileRank <= last.get(at.getValue().id()) ? at.getValue() : null;
      // CHK-3: the first item of the list, score first, that separates the two.
      String deciding = "";
      String why = "";
      if (other != null) {
        Optional<TieBreakSpec> d = standings.deciding(id, other.id());
        if (d.isPresent()) {
          deciding = d.get().code();
          int k = d.get().kind() == TieBreakKind.PTS ? -1 : list.specs().indexOf(d.get());
          TieBreakValue mine = k < 0 ? row.points() : row.values().get(k);
          TieBreakValue theirs = k < 0 ? other.points() : other.values().get(k);
          why =
              deciding
                  + " decides against "
                  + unit
                  + " "
                  + other.id()
                  + " ("
                  + places(other.rank(), last.get(other.id()))
                  + "): "
                  + mine
                  + " to "
                  + theirs;
        } else {
          why = "tied with " + unit + " " + other.id() + " on every item of the list";
        }
      }
      String name = names.apply(id);
      String message =
          unit
              + " "
              + id
              + (name == null || name.isBlank() ? "" : " (" + name.strip() + ")")
              + ": rank "
              + fileRank
              + " in the file, "
              + places(row.rank(), lastRank)
              + " by "
              + String.join(",", codes)
              + (why.isEmpty()
                  ? other == null ? "; no participant holds rank " + fileRank : ""
                  : "; " + why);
      out.add(
          new CheckReport.RankDifference(
              id,
              name == null ? "" : name.strip(),
              fileRank,
              row.rank(),
              lastRank,
              other == null ? 0 : other.id(),
              deciding,
              message));
    }
    out.sort(
        (a, b) -> a.fileRank() != b.fileRank() ? a.fileRank() - b.fileRank() : a.id() - b.id());
    return new CheckReport.StandingsReport(round, codes, source, ranked, out, null);
  }

  private static String places(int rank, int lastRank) {
    return lastRank == rank ? "rank " + rank : "rank " + rank + "-" + lastRank + " (shared)";
  }
}
