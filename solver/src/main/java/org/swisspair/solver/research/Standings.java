package org.swisspair.solver.research;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.Player;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.AbnormalPoints;

/**
 * Final standings after a number of rounds: score, then an ordered list of FIDE tie-breaks (C.07).
 * Values are exact integers: points and Buchholz in tenths, Sonneborn-Berger in hundredths. The
 * readings of C.07 for unplayed rounds are TIE-1 to TIE-7 in {@code INTERPRETATIONS.md}.
 */
public final class Standings {
  /** The value of a tie-break that does not apply (direct encounter when not everybody met). */
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

  private final Tournament tournament;
  private final int rounds;
  private final List<TieBreak> order;
  private final int[] points;
  private final long[][] values;
  private final List<List<Integer>> groups;

  private Standings(Tournament t, int rounds, List<TieBreak> order) {
    this.tournament = t;
    this.rounds = rounds;
    this.order = List.copyOf(order);
    int n = t.size();
    ScoringSystem scoring = t.scoring();
    points = new int[n + 1];
    // The 299 records' points count in the score (TEAM-22), so also in the opponents' scores the
    // Buchholz family adds; the tie-breaks that read a game (direct encounter, wins, Sonneborn-
    // Berger) read its result.
    int[][] abnormal = AbnormalPoints.of(t);
    for (Player p : t.players()) {
      for (int r = 1; r <= rounds; r++) {
        points[p.id()] += scoring.points(p.round(r)) + AbnormalPoints.delta(abnormal, p.id(), r);
      }
    }
    values = new long[order.size()][n + 1];
    for (int k = 0; k < order.size(); k++) {
      TieBreak tb = order.get(k);
      if (tb == TieBreak.DE) {
        Arrays.fill(values[k], NOT_APPLICABLE);
        continue;
      }
      for (int id = 1; id <= n; id++) {
        values[k][id] = compute(tb, id);
      }
    }
    groups = rank();
  }

  /** The standings of {@code t} after its first {@code rounds} rounds, by {@code order}. */
  public static Standings compute(Tournament t, int rounds, List<TieBreak> order) {
    if (rounds < 0) {
      throw new IllegalArgumentException("rounds must be at least 0, was " + rounds);
    }
    return new Standings(t, rounds, order);
  }

  /** The tie-breaks in the order they are applied. */
  public List<TieBreak> order() {
    return order;
  }

  /** The score of {@code id} in tenths. */
  public int points(int id) {
    return points[id];
  }

  /** The value of tie-break {@code tb} for {@code id}; {@link #NOT_APPLICABLE} when none. */
  public long value(TieBreak tb, int id) {
    int k = order.indexOf(tb);
    return k >= 0 ? values[k][id] : compute(tb, id);
  }

  /** The rows in rank order; participants still tied after every tie-break follow TPN. */
  public List<Row> rows() {
    List<Row> out = new ArrayList<>();
    int position = 1;
    for (List<Integer> g : groups) {
      for (int id : g) {
        long[] v = new long[order.size()];
        for (int k = 0; k < v.length; k++) {
          v[k] = values[k][id];
        }
        out.add(new Row(id, points[id], v, position, g.size() > 1));
      }
      position += g.size();
    }
    return out;
  }

  /**
   * A strict ranking (pairing numbers, first place first): participants still tied after every
   * tie-break are ordered by {@code lot} ascending (index = pairing number), the drawing of lots of
   * C.07 (TIE-7).
   */
  public int[] ranking(double[] lot) {
    int[] out = new int[tournament.size()];
    int i = 0;
    for (List<Integer> g : groups) {
      List<Integer> sorted = new ArrayList<>(g);
      sorted.sort(Comparator.comparingDouble((Integer id) -> lot[id]).thenComparing(id -> id));
      for (int id : sorted) {
        out[i++] = id;
      }
    }
    return out;
  }

  /** The groups of participants equal on score and every tie-break, best first. */
  private List<List<Integer>> rank() {
    int n = tournament.size();
    List<Integer> all = new ArrayList<>();
    for (int id = 1; id <= n; id++) {
      all.add(id);
    }
    List<List<Integer>> current = split(List.of(all), id -> points[id]);
    for (int k = 0; k < order.size(); k++) {
      int col = k;
      if (order.get(k) == TieBreak.DE) {
        List<List<Integer>> next = new ArrayList<>();
        for (List<Integer> g : current) {
          next.addAll(directEncounter(g, col));
        }
        current = next;
      } else {
        current = split(current, id -> values[col][id]);
      }
    }
    return current;
  }

  /** Each group split by {@code key} descending, the order of the groups kept. */
  private static List<List<Integer>> split(
      List<List<Integer>> groups, java.util.function.ToLongFunction<Integer> key) {
    List<List<Integer>> out = new ArrayList<>();
    for (List<Integer> g : groups) {
      if (g.size() == 1) {
        out.add(g);
        continue;
      }
      List<Integer> sorted = new ArrayList<>(g);
      sorted.sort(
          Comparator.comparingLong((Integer id) -> key.applyAsLong(id))
              .reversed()
              .thenComparing(id -> id));
      List<Integer> run = new ArrayList<>();
      for (int id : sorted) {
        if (!run.isEmpty() && key.applyAsLong(run.get(0)) != key.applyAsLong(id)) {
          out.add(run);
          run = new ArrayList<>();
        }
        run.add(id);
      }
      out.add(run);
    }
    return out;
  }

  /**
   * Direct encounter on one tie group: when every two of its members have met, the points each
   * scored against the others split it, and the split is applied again to every smaller group still
   * tied; otherwise the group stays tied (TIE-5).
   */
  private List<List<Integer>> directEncounter(List<Integer> group, int col) {
    if (group.size() == 1) {
      return List.of(group);
    }
    long[] against = new long[tournament.size() + 1];
    for (int a : group) {
      for (int b : group) {
        if (a != b) {
          RoundEntry e = met(a, b);
          if (e == null) {
            return List.of(group);
          }
          against[a] += tournament.scoring().points(e);
        }
      }
    }
    for (int a : group) {
      values[col][a] = against[a];
    }
    List<List<Integer>> parts = split(List.of(group), id -> against[id]);
    if (parts.size() == 1) {
      return parts;
    }
    List<List<Integer>> out = new ArrayList<>();
    for (List<Integer> p : parts) {
      out.addAll(directEncounter(p, col));
    }
    return out;
  }

  /**
   * The entry of {@code a}'s game against {@code b} (played or forfeited), null if they never met.
   */
  private RoundEntry met(int a, int b) {
    Player p = tournament.player(a);
    for (int r = 1; r <= rounds; r++) {
      RoundEntry e = p.round(r);
      if (e.paired() && e.opponent() == b) {
        return e;
      }
    }
    return null;
  }

  /** One numeric tie-break of {@code id}. */
  private long compute(TieBreak tb, int id) {
    return switch (tb) {
      case BH -> sum(contributions(id));
      case BH_C1 -> {
        // TIE-3: the smallest contribution goes, a dummy one included.
        long[] c = contributions(id);
        yield c.length == 0 ? 0 : sum(c) - Arrays.stream(c).min().getAsLong();
      }
      case SB -> sonnebornBerger(id);
      case ARO -> aro(id);
      case WIN -> wins(id);
      case DE -> NOT_APPLICABLE;
    };
  }

  /**
   * The Buchholz contribution of each round: the opponent's score for a played game; for an
   * unplayed round (bye, forfeit, absence) the participant's own score (TIE-1, TIE-2).
   */
  private long[] contributions(int id) {
    Player p = tournament.player(id);
    long[] c = new long[rounds];
    for (int r = 1; r <= rounds; r++) {
      RoundEntry e = p.round(r);
      c[r - 1] = e.played() ? points[e.opponent()] : points[id];
    }
    return c;
  }

  private long sonnebornBerger(int id) {
    Player p = tournament.player(id);
    long[] c = contributions(id);
    long sb = 0;
    for (int r = 1; r <= rounds; r++) {
      sb += (long) tournament.scoring().points(p.round(r)) * c[r - 1];
    }
    return sb;
  }

  /** The average rating of the opponents met over the board, rated ones only, .5 up (TIE-4). */
  private long aro(int id) {
    Player p = tournament.player(id);
    long sum = 0;
    int games = 0;
    for (int r = 1; r <= rounds; r++) {
      RoundEntry e = p.round(r);
      if (e.played() && tournament.player(e.opponent()).rating() > 0) {
        sum += tournament.player(e.opponent()).rating();
        games++;
      }
    }
    return games == 0 ? 0 : (2 * sum + games) / (2L * games);
  }

  /** Rounds in which the participant scored a win's points, with or without playing (TIE-6). */
  private long wins(int id) {
    Player p = tournament.player(id);
    long w = 0;
    for (int r = 1; r <= rounds; r++) {
      RoundEntry e = p.round(r);
      if (tournament.scoring().points(e) == tournament.scoring().win()) {
        w++;
      }
    }
    return w;
  }

  private static long sum(long[] a) {
    long s = 0;
    for (long x : a) {
      s += x;
    }
    return s;
  }
}
