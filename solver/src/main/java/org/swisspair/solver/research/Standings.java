package org.swisspair.solver.research;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.Tournament;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakStandings;
import org.swisspair.solver.tiebreak.TieBreakValue;

/**
 * The research simulation's standings: {@link TieBreakStandings} by a list of {@link TieBreak}s,
 * with its values as scaled longs (points and Buchholz in tenths, Sonneborn-Berger in hundredths)
 * and the remaining ties ordered by lot (TIE-7).
 */
public final class Standings {
  /** The value of a tie-break that has nothing to measure. */
  public static final long NOT_APPLICABLE = Long.MIN_VALUE;

  /**
   * One participant's line.
   *
   * @param id the pairing number
   * @param points the score in tenths
   * @param values the tie-break values in the order of {@link #order()}
   * @param rank the rank, 1 for the first; tied participants share the rank of the first of them
   * @param shared true when the rank is shared with another participant
   */
  public record Row(int id, int points, long[] values, int rank, boolean shared) {}

  /** Unrated opponents left out of ARO, as the simulation always ranked them (TIE-8). */
  private static final TieBreakOptions OPTIONS = TieBreakOptions.defaults().withUnratedLeftOut();

  private final List<TieBreak> order;
  private final TieBreakStandings standings;

  private Standings(TieBreakStandings standings, List<TieBreak> order) {
    this.standings = standings;
    this.order = List.copyOf(order);
  }

  /** The standings of {@code t} after its first {@code rounds} rounds, by {@code order}. */
  public static Standings compute(Tournament t, int rounds, List<TieBreak> order) {
    TieBreakList list = TieBreakList.of(order.stream().map(TieBreak::spec).toList());
    return new Standings(TieBreakStandings.compute(t, rounds, list, OPTIONS), order);
  }

  /** The tie-breaks in the order they are applied. */
  public List<TieBreak> order() {
    return order;
  }

  /** The score of {@code id} in tenths. */
  public int points(int id) {
    return (int) standings.points(id).scaled();
  }

  /**
   * The value of tie-break {@code tb} for {@code id}, scaled; {@link #NOT_APPLICABLE} when none.
   */
  public long value(TieBreak tb, int id) {
    int k = order.indexOf(tb);
    TieBreakValue v =
        k >= 0
            ? standings.value(k, id)
            : TieBreakStandings.compute(
                    standings.tournament(),
                    standings.afterRound(),
                    TieBreakList.of(List.of(tb.spec())),
                    OPTIONS)
                .value(0, id);
    return v.isNone() ? NOT_APPLICABLE : v.scaled();
  }

  /** The rows in rank order; participants still tied after every tie-break follow TPN. */
  public List<Row> rows() {
    List<Row> out = new ArrayList<>();
    for (TieBreakStandings.Row r : standings.rows()) {
      long[] v = new long[r.values().size()];
      for (int k = 0; k < v.length; k++) {
        TieBreakValue x = r.values().get(k);
        v[k] = x.isNone() ? NOT_APPLICABLE : x.scaled();
      }
      out.add(new Row(r.id(), (int) r.points().scaled(), v, r.rank(), r.shared()));
    }
    return out;
  }

  /**
   * A strict ranking (pairing numbers, first place first): participants still tied after every
   * tie-break are ordered by {@code lot} ascending (index = pairing number), the drawing of lots of
   * C.07 (TIE-7).
   */
  public int[] ranking(double[] lot) {
    List<Integer> out = new ArrayList<>();
    for (List<Integer> g : standings.tiedGroups()) {
      List<Integer> sorted = new ArrayList<>(g);
      sorted.sort(Comparator.comparingDouble((Integer id) -> lot[id]).thenComparing(id -> id));
      out.addAll(sorted);
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }
}
