package org.swisspair.solver.research;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.AbnormalPoints;

/** The {@link Metric}s of one played tournament, and the formulas behind them. */
public final class TournamentMetrics {
  private TournamentMetrics() {}

  /**
   * Every metric of a played tournament.
   *
   * @param played the tournament as played
   * @param field its field (true strengths)
   * @param ranking the final ranking, pairing numbers first place first
   * @param topK the k of the top-k metrics (capped at the number of players)
   */
  public static double[] measure(Simulator.Played played, Field field, int[] ranking, int topK) {
    Tournament t = played.tournament();
    int n = t.size();
    int rounds = t.totalRounds();
    int k = Math.min(topK, n);
    int[] truth = trueOrder(field.strengths());
    double[] v = new double[Metric.values().length];
    v[Metric.KENDALL_TAU.ordinal()] = kendallTau(positions(ranking), positions(truth));
    v[Metric.SPEARMAN.ordinal()] = spearman(positions(ranking), positions(truth));
    v[Metric.STRONGEST_WINS.ordinal()] = ranking[0] == truth[0] ? 1 : 0;
    v[Metric.TOP_K.ordinal()] = topKAccuracy(ranking, truth, k);
    int[] diffShares = new int[4];
    int withGames = 0;
    int threeInARow = 0;
    for (Player p : t.players()) {
      List<Colour> colours =
          p.rounds().stream().filter(RoundEntry::played).map(RoundEntry::colour).toList();
      if (colours.isEmpty()) {
        continue;
      }
      withGames++;
      int d = Math.abs(colourDifference(colours));
      diffShares[Math.min(d, 3)]++;
      threeInARow += hasThreeInARow(colours) ? 1 : 0;
    }
    v[Metric.COLOUR_DIFF_0.ordinal()] = share(diffShares[0], withGames);
    v[Metric.COLOUR_DIFF_1.ordinal()] = share(diffShares[1], withGames);
    v[Metric.COLOUR_DIFF_2.ordinal()] = share(diffShares[2], withGames);
    v[Metric.COLOUR_DIFF_3PLUS.ordinal()] = share(diffShares[3], withGames);
    v[Metric.SAME_COLOUR_THREE.ordinal()] = threeInARow;
    v[Metric.TOP_WHITE_SHARE.ordinal()] = whiteShare(t, Arrays.copyOf(truth, k));
    int[][] before = scoresBefore(t, rounds);
    v[Metric.PAIR_SCORE_DIFF.ordinal()] = meanPairScoreDifference(t, before);
    int[] floats = floats(t, before);
    v[Metric.FLOATS_PER_PLAYER.ordinal()] = Arrays.stream(floats).sum() / (double) n;
    v[Metric.MAX_FLOATS.ordinal()] = Arrays.stream(floats).max().orElse(0);
    v[Metric.ARO_SPREAD.ordinal()] = aroSpread(t, before[rounds + 1]);
    long total = Arrays.stream(played.pairingNanos()).sum();
    long max = Arrays.stream(played.pairingNanos()).max().orElse(0);
    v[Metric.PAIRING_MS.ordinal()] = total / 1e6;
    v[Metric.MAX_ROUND_MS.ordinal()] = max / 1e6;
    return v;
  }

  /** Pairing numbers from strongest to weakest (equal strengths by TPN). */
  static int[] trueOrder(double[] strengths) {
    Integer[] ids = new Integer[strengths.length];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = i + 1;
    }
    Arrays.sort(
        ids,
        (a, b) ->
            strengths[a - 1] != strengths[b - 1]
                ? Double.compare(strengths[b - 1], strengths[a - 1])
                : Integer.compare(a, b));
    return Arrays.stream(ids).mapToInt(Integer::intValue).toArray();
  }

  /** The position (0 = first) of each pairing number in {@code order}; index = pairing number. */
  static int[] positions(int[] order) {
    int[] pos = new int[order.length + 1];
    for (int i = 0; i < order.length; i++) {
      pos[order[i]] = i;
    }
    return pos;
  }

  /**
   * Kendall's tau between two strict rankings given as positions (index = pairing number, 1..n):
   * (concordant - discordant pairs) / (n (n - 1) / 2); 1 for the same order, -1 for the reverse.
   */
  static double kendallTau(int[] a, int[] b) {
    int n = a.length - 1;
    if (n < 2) {
      return 1;
    }
    long concordant = 0;
    long discordant = 0;
    for (int i = 1; i <= n; i++) {
      for (int j = i + 1; j <= n; j++) {
        long s = (long) Integer.signum(a[i] - a[j]) * Integer.signum(b[i] - b[j]);
        if (s > 0) {
          concordant++;
        } else if (s < 0) {
          discordant++;
        }
      }
    }
    return (concordant - discordant) / (n * (n - 1) / 2.0);
  }

  /** Spearman's rho between two strict rankings given as positions: 1 - 6 sum d^2 / (n(n^2-1)). */
  static double spearman(int[] a, int[] b) {
    int n = a.length - 1;
    if (n < 2) {
      return 1;
    }
    double d2 = 0;
    for (int i = 1; i <= n; i++) {
      double d = a[i] - b[i];
      d2 += d * d;
    }
    return 1 - 6 * d2 / ((double) n * ((double) n * n - 1));
  }

  /**
   * The share of the first {@code k} of {@code truth} found among the first {@code k} of {@code
   * ranking}.
   */
  static double topKAccuracy(int[] ranking, int[] truth, int k) {
    boolean[] top = new boolean[ranking.length + 1];
    for (int i = 0; i < k; i++) {
      top[truth[i]] = true;
    }
    int hits = 0;
    for (int i = 0; i < k; i++) {
      hits += top[ranking[i]] ? 1 : 0;
    }
    return hits / (double) k;
  }

  /** White games minus Black games. */
  static int colourDifference(List<Colour> colours) {
    int d = 0;
    for (Colour c : colours) {
      d += c == Colour.WHITE ? 1 : -1;
    }
    return d;
  }

  /** True when three consecutive played games have the same colour. */
  static boolean hasThreeInARow(List<Colour> colours) {
    for (int i = 2; i < colours.size(); i++) {
      if (colours.get(i) == colours.get(i - 1) && colours.get(i) == colours.get(i - 2)) {
        return true;
      }
    }
    return false;
  }

  /** The share of White among the played games of {@code players}; NaN when they played none. */
  static double whiteShare(Tournament t, int[] players) {
    int white = 0;
    int games = 0;
    for (int id : players) {
      for (RoundEntry e : t.player(id).rounds()) {
        if (e.played()) {
          games++;
          white += e.colour() == Colour.WHITE ? 1 : 0;
        }
      }
    }
    return games == 0 ? Double.NaN : white / (double) games;
  }

  /** Scores before each round in tenths: {@code [r][id]}, r = 1..rounds + 1 (final scores last). */
  static int[][] scoresBefore(Tournament t, int rounds) {
    int n = t.size();
    int[][] s = new int[rounds + 2][n + 1];
    int[][] abnormal = AbnormalPoints.of(t);
    for (int r = 2; r <= rounds + 1; r++) {
      for (int id = 1; id <= n; id++) {
        s[r][id] =
            s[r - 1][id]
                + t.scoring().points(t.player(id).round(r - 1))
                + AbnormalPoints.delta(abnormal, id, r - 1);
      }
    }
    return s;
  }

  /**
   * The mean absolute difference, in points, between the scores before the round of the two players
   * of every pairing (played or forfeited); NaN without pairings.
   */
  static double meanPairScoreDifference(Tournament t, int[][] before) {
    long sum = 0;
    int pairs = 0;
    for (Player p : t.players()) {
      for (int r = 1; r < before.length - 1; r++) {
        RoundEntry e = p.round(r);
        if (e.paired() && e.colour() == Colour.WHITE) {
          sum += Math.abs(before[r][p.id()] - before[r][e.opponent()]);
          pairs++;
        }
      }
    }
    return pairs == 0 ? Double.NaN : sum / (10.0 * pairs);
  }

  /**
   * Floats per player: a paired game against an opponent with another score before the round, or a
   * pairing-allocated bye (a downfloat, as Dutch 1.4.3 counts it).
   */
  static int[] floats(Tournament t, int[][] before) {
    int n = t.size();
    int[] f = new int[n];
    for (Player p : t.players()) {
      for (int r = 1; r < before.length - 1; r++) {
        RoundEntry e = p.round(r);
        if (e.paired() && before[r][p.id()] != before[r][e.opponent()]
            || e.result() == ResultCode.PAIRING_BYE) {
          f[p.id() - 1]++;
        }
      }
    }
    return f;
  }

  /**
   * The pooled standard deviation of the average opponent rating (played games) within each final
   * score group: sqrt(sum over groups of the squared deviations from the group mean / sum over
   * groups of (size - 1)); players without a game are left out; NaN when no group has two players.
   */
  static double aroSpread(Tournament t, int[] finalScores) {
    Map<Integer, double[]> groups = new HashMap<>();
    Map<Integer, Integer> sizes = new HashMap<>();
    double[] aro = new double[t.size() + 1];
    for (Player p : t.players()) {
      long sum = 0;
      int games = 0;
      for (RoundEntry e : p.rounds()) {
        if (e.played()) {
          sum += t.player(e.opponent()).rating();
          games++;
        }
      }
      if (games == 0) {
        aro[p.id()] = Double.NaN;
        continue;
      }
      aro[p.id()] = sum / (double) games;
      double[] g = groups.computeIfAbsent(finalScores[p.id()], s -> new double[2]);
      g[0] += aro[p.id()];
      sizes.merge(finalScores[p.id()], 1, Integer::sum);
    }
    double squares = 0;
    int dof = 0;
    for (Player p : t.players()) {
      if (Double.isNaN(aro[p.id()])) {
        continue;
      }
      int s = finalScores[p.id()];
      double mean = groups.get(s)[0] / sizes.get(s);
      squares += (aro[p.id()] - mean) * (aro[p.id()] - mean);
    }
    for (int size : sizes.values()) {
      dof += size - 1;
    }
    return dof == 0 ? Double.NaN : Math.sqrt(squares / dof);
  }

  private static double share(int count, int total) {
    return total == 0 ? Double.NaN : count / (double) total;
  }
}
