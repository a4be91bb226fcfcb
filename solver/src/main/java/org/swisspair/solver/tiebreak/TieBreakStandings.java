package org.swisspair.solver.tiebreak;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamTournament;

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
  private final TeamTieBreaks team;
  private final TieBreakValue[] points;
  private final TieBreakValue[][] values;
  private final List<List<Integer>> groups;

  private TieBreakStandings(
      Tournament t,
      int afterRound,
      TieBreakList list,
      TeamTieBreaks team,
      TieBreakCalculator calc) {
    this.tournament = t;
    this.afterRound = afterRound;
    this.list = list;
    this.team = team;
    this.calc = calc;
    int n = t.size();
    points = new TieBreakValue[n + 1];
    for (int id = 1; id <= n; id++) {
      points[id] = TieBreakValue.tenths(calc.points(id));
    }
    List<TieBreakSpec> specs = list.specs();
    values = new TieBreakValue[specs.size()][];
    for (int k = 0; k < specs.size(); k++) {
      values[k] = team != null ? team.values(specs.get(k)) : calc.values(specs.get(k));
    }
    groups = rank();
  }

  /**
   * The standings of {@code t} after round {@code afterRound} (0 to the rounds in the file) by the
   * tie-breaks of {@code list}; a team tie-break (C.07 Art. 12, 13) is refused.
   */
  public static TieBreakStandings compute(
      Tournament t, int afterRound, TieBreakList list, TieBreakOptions options) {
    if (afterRound < 0) {
      throw new IllegalArgumentException("afterRound must be at least 0, was " + afterRound);
    }
    for (TieBreakSpec s : list.specs()) {
      if (s.kind().teamOnly()) {
        throw new IllegalArgumentException(
            s.code() + " is a team tie-break (C.07 Art. 12, 13) and the event has no teams");
      }
    }
    return new TieBreakStandings(
        t, afterRound, list, null, new TieBreakCalculator(t, afterRound, options));
  }

  /**
   * The standings of the teams of {@code teams} (built from {@code games}, whose players hold the
   * board results) after round {@code afterRound}: ranked by the primary score (C.04.6 1.2, match
   * points unless the {@code 192} code says game points), ties broken by {@code list}, whose
   * tie-breaks read the primary score unless they name {@code :MP} or {@code :GP} (C.07 Art. 13).
   */
  public static TieBreakStandings computeTeams(
      TeamTournament teams,
      Tournament games,
      int afterRound,
      TieBreakList list,
      TieBreakOptions options) {
    if (afterRound < 0) {
      throw new IllegalArgumentException("afterRound must be at least 0, was " + afterRound);
    }
    TeamTieBreaks team = new TeamTieBreaks(teams, games, afterRound, options);
    return new TieBreakStandings(team.asPlayers(), afterRound, list, team, team.primary());
  }

  /**
   * True when {@code t} is a team event: its {@code 192} code names a team system ({@code
   * FIDE_TEAM...}) or it has TRF-2026 {@code 310} team records.
   */
  public static boolean isTeamEvent(Tournament t) {
    String code = t.systemCode().toUpperCase(Locale.ROOT);
    return t.teams().stream().anyMatch(Team::fromRecord310)
        || Arrays.asList(code.split("[^A-Z0-9]+")).contains("TEAM");
  }

  /** True for the standings of a team event. */
  public boolean teams() {
    return team != null;
  }

  /** A team's match points; its score in an individual event. */
  public TieBreakValue matchPoints(int id) {
    return team == null ? points[id] : TieBreakValue.tenths(team.matchPoints().points(id));
  }

  /** A team's game points; its score in an individual event. */
  public TieBreakValue gamePoints(int id) {
    return team == null ? points[id] : TieBreakValue.tenths(team.gamePoints().points(id));
  }

  /** The tie-break list. */
  public TieBreakList list() {
    return list;
  }

  /** The tournament; for teams, the teams as its participants (names, rounds). */
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
      TieBreakKind kind = spec.kind();
      if (kind.ranksWithinGroup()) {
        List<List<Integer>> next = new ArrayList<>();
        for (List<Integer> g : current) {
          List<List<Integer>> parts =
              switch (kind) {
                case DE ->
                    directEncounter(
                        g,
                        spec.forfeitsAsPlayed(),
                        team == null ? calc : team.of(spec.pointType()));
                case TBR, BBE -> boardSplit(g, kind == TieBreakKind.TBR);
                default -> extendedDirectEncounter(g, spec.forfeitsAsPlayed(), kind);
              };
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
  private List<List<Integer>> directEncounter(
      List<Integer> group, boolean forfeitsAsPlayed, TieBreakCalculator calc) {
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
      out.addAll(directEncounter(p, forfeitsAsPlayed, calc));
    }
    return out;
  }

  /**
   * C.07 13.3: the direct encounter by the primary score; when it separates nobody, by the
   * secondary score; every smaller group still tied is ranked again the same way.
   */
  private List<List<Integer>> extendedDirectEncounter(
      List<Integer> group, boolean forfeitsAsPlayed, TieBreakKind kind) {
    if (group.size() == 1) {
      return List.of(group);
    }
    List<List<Integer>> parts = directEncounter(group, forfeitsAsPlayed, team.primary());
    if (parts.size() == 1) {
      parts = directEncounter(group, forfeitsAsPlayed, team.secondary());
    }
    if (parts.size() == 1) {
      return group.size() == 2 ? encounterBoards(group, forfeitsAsPlayed, kind) : parts;
    }
    List<List<Integer>> out = new ArrayList<>();
    for (List<Integer> p : parts) {
      out.addAll(extendedDirectEncounter(p, forfeitsAsPlayed, kind));
    }
    return out;
  }

  /**
   * C.07 13.3.2 (TIE-17): two teams still tied after EDE are separated by their encounter's board
   * count (EDEBT, EDEBB; the lower first, as 12.1), then its top board result (EDET, EDEBT: the
   * game points on board 1, then board 2, ...) or bottom board elimination (EDEB, EDEBB: the game
   * points without the last board, then without the last two, ...).
   */
  private List<List<Integer>> encounterBoards(
      List<Integer> pair, boolean forfeitsAsPlayed, TieBreakKind kind) {
    int a = pair.get(0);
    int b = pair.get(1);
    long[] pa = team.encounterBoards(a, b, forfeitsAsPlayed);
    long[] pb = team.encounterBoards(b, a, forfeitsAsPlayed);
    int boards = team.boards();
    List<long[]> steps = new ArrayList<>();
    if (kind == TieBreakKind.EDEBT || kind == TieBreakKind.EDEBB) {
      long ca = 0;
      long cb = 0;
      for (int k = 1; k <= boards; k++) {
        ca += k * pa[k];
        cb += k * pb[k];
      }
      steps.add(new long[] {-ca, -cb});
    }
    if (kind == TieBreakKind.EDET || kind == TieBreakKind.EDEBT) {
      for (int k = 1; k <= boards; k++) {
        steps.add(new long[] {pa[k], pb[k]});
      }
    } else if (kind != TieBreakKind.EDE) {
      for (int drop = 1; drop < boards; drop++) {
        long sa = 0;
        long sb = 0;
        for (int k = 1; k <= boards - drop; k++) {
          sa += pa[k];
          sb += pb[k];
        }
        steps.add(new long[] {sa, sb});
      }
    }
    for (long[] s : steps) {
      if (s[0] != s[1]) {
        return s[0] > s[1] ? List.of(List.of(a), List.of(b)) : List.of(List.of(b), List.of(a));
      }
    }
    return List.of(pair);
  }

  /**
   * C.07 12.2 (top board result: the game points on board 1, then on board 2, ...) or 12.3 (bottom
   * board elimination: the game points on every board but the last, then without the last two,
   * ...), each applied in turn to the teams still tied.
   */
  private List<List<Integer>> boardSplit(List<Integer> group, boolean top) {
    List<List<Integer>> current = List.of(group);
    int boards = team.boards();
    for (int step = 1; step <= (top ? boards : boards - 1); step++) {
      TieBreakValue[] key = new TieBreakValue[tournament.size() + 1];
      for (int id : group) {
        long v = 0;
        if (top) {
          v = team.boardPoints(id, step);
        } else {
          for (int b = 1; b <= boards - step; b++) {
            v += team.boardPoints(id, b);
          }
        }
        key[id] = TieBreakValue.tenths(v);
      }
      current = split(current, key, true);
    }
    return current;
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
