package org.swisspair.solver.tiebreak;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.swisspair.model.Tournament;

/**
 * The standings after a round (C.07 Art. 4.2): participants ranked by score, ties broken by the
 * tie-breaks of a list one after the other; participants still tied share the rank.
 */
public final class TieBreakStandings {
  /**
   * One participant's line.
   *
   * @param id the pairing number
   * @param points the score
   * @param values the values of the list's tie-breaks, in its order; a DE value is the rank the
   *     direct encounter gave inside the group tied before it (1 first), 0 when it split nothing
   * @param rank the rank, 1 for the first; tied participants share the rank of the first of them
   * @param shared true when the rank is shared
   * @param withdrawn true when the file shows the participant withdrawn (TIE-10)
   */
  public record Row(
      int id,
      TieBreakValue points,
      List<TieBreakValue> values,
      int rank,
      boolean shared,
      boolean withdrawn) {
    /** Copies the values. */
    public Row {
      values = List.copyOf(values);
    }
  }

  private final Tournament tournament;
  private final int afterRound;
  private final TieBreakList list;
  private final TieBreakCalculator calc;
  private final TieBreakValue[] points;
  private final TieBreakValue[][] values;
  private final List<List<Integer>> groups;

  private TieBreakStandings(
      Tournament t, int afterRound, TieBreakList list, TieBreakOptions options) {
    this.tournament = t;
    this.afterRound = afterRound;
    this.list = list;
    this.calc = new TieBreakCalculator(t, afterRound, options);
    int n = t.size();
    points = new TieBreakValue[n + 1];
    for (int id = 1; id <= n; id++) {
      points[id] = TieBreakValue.tenths(calc.points(id));
    }
    List<TieBreakSpec> specs = list.specs();
    values = new TieBreakValue[specs.size()][];
    for (int k = 0; k < specs.size(); k++) {
      values[k] = calc.values(specs.get(k));
    }
    groups = rank();
  }

  /**
   * The standings of {@code t} after round {@code afterRound} (0 to the rounds in the file) by the
   * tie-breaks of {@code list}.
   */
  public static TieBreakStandings compute(
      Tournament t, int afterRound, TieBreakList list, TieBreakOptions options) {
    if (afterRound < 0) {
      throw new IllegalArgumentException("afterRound must be at least 0, was " + afterRound);
    }
    return new TieBreakStandings(t, afterRound, list, options);
  }

  /** The tie-break list. */
  public TieBreakList list() {
    return list;
  }

  /** The tournament. */
  public Tournament tournament() {
    return tournament;
  }

  /** The round the standings are after. */
  public int afterRound() {
    return afterRound;
  }

  /** The score of {@code id}. */
  public TieBreakValue points(int id) {
    return points[id];
  }

  /** The value of the list's {@code k}-th tie-break for {@code id}. */
  public TieBreakValue value(int k, int id) {
    return values[k][id];
  }

  /** The rows in rank order; participants tied after every tie-break follow their TPN. */
  public List<Row> rows() {
    List<Row> out = new ArrayList<>();
    int position = 1;
    for (List<Integer> g : groups) {
      for (int id : g) {
        List<TieBreakValue> v = new ArrayList<>();
        for (TieBreakValue[] column : values) {
          v.add(column[id]);
        }
        out.add(new Row(id, points[id], v, position, g.size() > 1, calc.withdrawn(id)));
      }
      position += g.size();
    }
    return out;
  }

  /**
   * The groups of participants tied on score and every tie-break, best first, each in TPN order.
   */
  public List<List<Integer>> tiedGroups() {
    return groups;
  }

  /**
   * The first tie-break (or PTS, the score) that separates {@code idA} and {@code idB}; empty when
   * they are tied on all.
   */
  public Optional<TieBreakSpec> deciding(int idA, int idB) {
    if (points[idA].compareTo(points[idB]) != 0) {
      return Optional.of(TieBreakSpec.of(TieBreakKind.PTS));
    }
    for (int k = 0; k < values.length; k++) {
      if (values[k][idA].compareTo(values[k][idB]) != 0) {
        return Optional.of(list.specs().get(k));
      }
    }
    return Optional.empty();
  }

  private List<List<Integer>> rank() {
    List<Integer> all = new ArrayList<>();
    for (int id = 1; id <= tournament.size(); id++) {
      all.add(id);
    }
    List<List<Integer>> current = split(List.of(all), points, true);
    List<TieBreakSpec> specs = list.specs();
    for (int k = 0; k < specs.size(); k++) {
      TieBreakSpec spec = specs.get(k);
      if (spec.kind() == TieBreakKind.DE) {
        List<List<Integer>> next = new ArrayList<>();
        for (List<Integer> g : current) {
          List<List<Integer>> parts = directEncounter(g, spec.forfeitsAsPlayed());
          int position = 1;
          for (List<Integer> p : parts) {
            for (int id : p) {
              values[k][id] = TieBreakValue.of(parts.size() > 1 ? position : 0);
            }
            position += p.size();
          }
          next.addAll(parts);
        }
        current = next;
      } else {
        current = split(current, values[k], spec.higherFirst());
      }
    }
    return current;
  }

  /** Each group split by {@code key}, better first; {@link TieBreakValue#NONE} last. */
  private static List<List<Integer>> split(
      List<List<Integer>> groups, TieBreakValue[] key, boolean higherFirst) {
    Comparator<Integer> better =
        (a, b) -> {
          TieBreakValue x = key[a];
          TieBreakValue y = key[b];
          if (x.isNone() || y.isNone()) {
            return Boolean.compare(x.isNone(), y.isNone());
          }
          return higherFirst ? y.compareTo(x) : x.compareTo(y);
        };
    List<List<Integer>> out = new ArrayList<>();
    for (List<Integer> g : groups) {
      if (g.size() == 1) {
        out.add(g);
        continue;
      }
      List<Integer> sorted = new ArrayList<>(g);
      sorted.sort(better.thenComparing(Comparator.naturalOrder()));
      List<Integer> run = new ArrayList<>();
      for (int id : sorted) {
        if (!run.isEmpty() && better.compare(run.get(0), id) != 0) {
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
   * Direct encounter on one tied group (C.07 Art. 6, TIE-5): when every two members have met, the
   * points each scored against the others rank them; otherwise a member ranks above the rest only
   * when his points exceed what each of them could reach by winning the games not played. Every
   * smaller group still tied is ranked again the same way.
   */
  private List<List<Integer>> directEncounter(List<Integer> group, boolean forfeitsAsPlayed) {
    if (group.size() == 1) {
      return List.of(group);
    }
    long scale = lcmUpTo(calc.mostMeetings(group));
    int[] met = new int[tournament.size() + 1];
    long[] score = calc.encounterScores(group, forfeitsAsPlayed, scale, met);
    int others = group.size() - 1;
    boolean allMet = calc.roundRobin() || group.stream().allMatch(id -> met[id] == others);
    List<List<Integer>> parts;
    if (allMet) {
      TieBreakValue[] key = new TieBreakValue[tournament.size() + 1];
      for (int id : group) {
        key[id] = TieBreakValue.of(score[id]);
      }
      parts = split(List.of(group), key, true);
    } else {
      List<Integer> sorted = new ArrayList<>(group);
      sorted.sort(
          Comparator.comparingLong((Integer id) -> -score[id])
              .thenComparing(Comparator.naturalOrder()));
      long win = (long) calc.winPoints() * scale;
      parts = new ArrayList<>();
      int i = 0;
      while (i < sorted.size() - 1) {
        long best = score[sorted.get(i)];
        long reach = Long.MIN_VALUE;
        for (int j = i + 1; j < sorted.size(); j++) {
          int id = sorted.get(j);
          reach = Math.max(reach, score[id] + (others - met[id]) * win);
        }
        if (best <= reach) {
          break;
        }
        parts.add(List.of(sorted.get(i)));
        i++;
      }
      List<Integer> rest = new ArrayList<>(sorted.subList(i, sorted.size()));
      rest.sort(null);
      parts.add(rest);
    }
    if (parts.size() == 1) {
      return parts;
    }
    List<List<Integer>> out = new ArrayList<>();
    for (List<Integer> p : parts) {
      out.addAll(directEncounter(p, forfeitsAsPlayed));
    }
    return out;
  }

  private static long lcmUpTo(int k) {
    long l = 1;
    for (int i = 2; i <= k; i++) {
      l = l / gcd(l, i) * i;
    }
    return l;
  }

  private static long gcd(long a, long b) {
    return b == 0 ? a : gcd(b, a % b);
  }
}
