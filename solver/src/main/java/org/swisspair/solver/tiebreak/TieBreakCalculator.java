package org.swisspair.solver.tiebreak;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.Colour;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.AbnormalPoints;

/**
 * The values of the C.07 tie-breaks for every participant of one tournament after one round, the
 * unplayed rounds handled by C.07 Article 16 (TIE-1 to TIE-3).
 */
final class TieBreakCalculator {
  private final Tournament t;
  private final int rounds;
  private final TieBreakOptions options;
  private final ScoringSystem scoring;
  private final int[][] abnormal;
  private final int n;
  private final int draw;
  private final int win;
  private final int finalRound;

  /** Each participant's points by round when given (a team's match or game points), else null. */
  private final long[][] given;

  /** The score of each participant, in tenths. */
  private final long[] points;

  /** The score each participant's opponents read (16.3, TIE-2), in tenths. */
  private final long[] adjusted;

  /** The same with the final round's games drawn (Fore Buchholz). */
  private final long[] adjustedFore;

  /** The participant's own score with the final round's game drawn (Fore Buchholz). */
  private final long[] ownFore;

  /** One round's contribution to a Buchholz-like sum (C.07 Art. 14 and 16.5). */
  record Contribution(long score, long value, boolean vur) {}

  TieBreakCalculator(Tournament t, int rounds, TieBreakOptions options) {
    this(t, rounds, options, null, t.scoring().drawWhite(), t.scoring().win());
  }

  /**
   * A calculator reading the points of {@code given} (by participant, then round from 1) instead of
   * the results' points, with {@code draw} and {@code win} the points of a drawn and a won round: a
   * team's match points or game points (C.07 Art. 13).
   */
  TieBreakCalculator(
      Tournament t, int rounds, TieBreakOptions options, long[][] given, int draw, int win) {
    this.t = t;
    this.rounds = rounds;
    this.options = options;
    this.scoring = t.scoring();
    this.given = given;
    this.abnormal = given == null ? AbnormalPoints.of(t) : new int[0][];
    this.n = t.size();
    this.draw = draw;
    this.win = win;
    this.finalRound = Math.max(t.totalRounds(), t.roundsInFile());
    points = new long[n + 1];
    adjusted = new long[n + 1];
    adjustedFore = new long[n + 1];
    ownFore = new long[n + 1];
    for (int id = 1; id <= n; id++) {
      int lastNotVur = 0;
      for (int r = 1; r <= rounds; r++) {
        points[id] += roundPoints(id, r);
        if (!isVur(entry(id, r))) {
          lastNotVur = r;
        }
      }
      // TIE-2: the requested byes and absences after the participant's last round that was not
      // voluntarily unplayed count as draws for the opponents (C.07 16.3.2); a round robin has no
      // such adjustment (TIE-9).
      for (int r = 1; r <= rounds; r++) {
        RoundEntry e = entry(id, r);
        adjusted[id] +=
            r > lastNotVur && !e.paired() && !options.roundRobin() ? draw : roundPoints(id, r);
      }
      if (foreApplies(id)) {
        ownFore[id] = points[id] - roundPoints(id, rounds) + draw;
        adjustedFore[id] = ownFore[id];
      } else {
        ownFore[id] = points[id];
        adjustedFore[id] = adjusted[id];
      }
    }
  }

  /**
   * True when Fore Buchholz draws this participant's final round: the standings are after the
   * tournament's final round and he was paired in it (TIE-12).
   */
  private boolean foreApplies(int id) {
    return rounds == finalRound && rounds > 0 && entry(id, rounds).paired();
  }

  int size() {
    return n;
  }

  RoundEntry entry(int id, int r) {
    return t.player(id).round(r);
  }

  /** The points of round {@code r}, the 299 records' changes included (TEAM-22). */
  long roundPoints(int id, int r) {
    if (given != null) {
      return r < given[id].length ? given[id][r] : 0;
    }
    return scoring.points(entry(id, r)) + AbnormalPoints.delta(abnormal, id, r);
  }

  /** The points of round {@code r} without the 299 records' changes. */
  private long basePoints(int id, int r) {
    if (given != null) {
      return roundPoints(id, r);
    }
    return scoring.points(entry(id, r));
  }

  /** The points of a drawn round. */
  int drawPoints() {
    return draw;
  }

  long points(int id) {
    return points[id];
  }

  /**
   * A voluntarily unplayed round (C.07 16.1, TIE-1): every unplayed round but a PAB, a forfeit win
   * and a full-point bye.
   */
  static boolean isVur(RoundEntry e) {
    if (e.played()) {
      return false;
    }
    ResultCode c = e.result();
    return c != ResultCode.PAIRING_BYE && c != ResultCode.FORFEIT_WIN && c != ResultCode.FULL_BYE;
  }

  /** True when the round counts as a game against the scheduled opponent. */
  private boolean asGame(RoundEntry e, boolean forfeitsAsPlayed) {
    return e.played() || (e.paired() && (forfeitsAsPlayed || options.roundRobin()));
  }

  /** Every value of {@code spec} by pairing number (index 0 unused); DE is ranked elsewhere. */
  TieBreakValue[] values(TieBreakSpec spec) {
    TieBreakValue[] out = new TieBreakValue[n + 1];
    out[0] = TieBreakValue.NONE;
    if (spec.kind() == TieBreakKind.APRO || spec.kind() == TieBreakKind.APPO) {
      TieBreakValue[] perf =
          values(
              TieBreakSpec.of(
                  spec.kind() == TieBreakKind.APRO ? TieBreakKind.TPR : TieBreakKind.PTP));
      for (int id = 1; id <= n; id++) {
        out[id] = averageOverOpponents(id, perf, 0);
      }
      return out;
    }
    if (spec.kind() == TieBreakKind.AOB) {
      // TIE-12: the opponents' Buchholz with the same cut, averaged over the games played.
      TieBreakKind base = spec.fore() ? TieBreakKind.FB : TieBreakKind.BH;
      TieBreakSpec bh = new TieBreakSpec(base, spec.cut(), spec.median(), false, 0, "");
      TieBreakValue[] bhs = values(bh);
      for (int id = 1; id <= n; id++) {
        out[id] = averageOverOpponents(id, bhs, 2);
      }
      return out;
    }
    for (int id = 1; id <= n; id++) {
      out[id] = value(spec, id);
    }
    return out;
  }

  private TieBreakValue value(TieBreakSpec spec, int id) {
    return switch (spec.kind()) {
      case PTS -> TieBreakValue.tenths(points[id]);
      case DE -> TieBreakValue.of(0);
      case WIN -> TieBreakValue.of(countRounds(id, r -> isWin(entry(id, r), id, r)));
      case WON -> TieBreakValue.of(count(id, e -> ownGame(e) && wonGame(e)));
      case BPG -> TieBreakValue.of(count(id, e -> ownGame(e) && e.colour() == Colour.BLACK));
      case BWG ->
          TieBreakValue.of(count(id, e -> ownGame(e) && e.colour() == Colour.BLACK && wonGame(e)));
      case REP -> TieBreakValue.of(count(id, e -> !isVur(e)));
      case PS -> TieBreakValue.tenths(progressive(id, spec.cut()));
      case KS -> TieBreakValue.tenths(koya(id, spec));
      case BH, FB -> TieBreakValue.tenths(cutSum(buchholz(id, spec, null), spec));
      case SB -> new TieBreakValue(cutSum(buchholz(id, spec, r -> roundPoints(id, r)), spec), 2);
      case ARO -> ratingsApply() ? aro(id, spec) : TieBreakValue.NONE;
      case TPR -> ratingsApply() ? tpr(id) : TieBreakValue.NONE;
      case PTP -> ratingsApply() ? ptp(id) : TieBreakValue.NONE;
      case STD -> TieBreakValue.tenths(standardPoints(id));
      case TPN -> TieBreakValue.of(id);
      case RTNG ->
          ratingsApply() ? TieBreakValue.of(Math.max(0, ratingOf(id))) : TieBreakValue.NONE;
      case AOB, APRO, APPO -> throw new IllegalStateException("computed over the opponents");
      default ->
          throw new IllegalArgumentException(
              spec.kind().code()
                  + " is a team tie-break (C.07 Art. 12, 13): the file has no teams");
    };
  }

  private long count(int id, java.util.function.Predicate<RoundEntry> what) {
    long c = 0;
    for (int r = 1; r <= rounds; r++) {
      if (what.test(entry(id, r))) {
        c++;
      }
    }
    return c;
  }

  /**
   * A game for the tie-breaks of the participant's own record: played over the board, or in a round
   * robin a forfeit win too (C.07 15.2: forfeit losses stay unplayed there, TIE-9).
   */
  private boolean ownGame(RoundEntry e) {
    return e.played()
        || (options.roundRobin() && e.paired() && e.result() == ResultCode.FORFEIT_WIN);
  }

  private static boolean wonGame(RoundEntry e) {
    return e.result() == ResultCode.WIN
        || e.result() == ResultCode.UNRATED_WIN
        || e.result() == ResultCode.FORFEIT_WIN;
  }

  /** C.07 WIN: a game won, or an unplayed round that gave a win's points (TIE-6). */
  private boolean isWin(RoundEntry e, int id, int r) {
    if (e.played()) {
      return wonGame(e);
    }
    return basePoints(id, r) >= win && win > draw;
  }

  private long countRounds(int id, java.util.function.IntPredicate what) {
    long c = 0;
    for (int r = 1; r <= rounds; r++) {
      if (what.test(r)) {
        c++;
      }
    }
    return c;
  }

  private long progressive(int id, int cut) {
    long running = 0;
    long sum = 0;
    for (int r = 1; r <= rounds; r++) {
      running += roundPoints(id, r);
      if (r > cut) {
        sum += running;
      }
    }
    return sum;
  }

  /**
   * C.07 KS: the points scored against the opponents with at least the limit: a share of the
   * maximum score, moved by half-points (TIE-9, TIE-13).
   */
  private long koya(int id, TieBreakSpec spec) {
    long maxGames = rounds;
    if (options.roundRobin() && n > 0 && rounds % n == 0) {
      maxGames -= rounds / n;
    }
    int percent = spec.limitPercent() == 0 ? 50 : spec.limitPercent();
    // In tenths times 100; a half-point is half a win's points.
    long bar = (long) percent * win * maxGames + 50L * spec.limitHalfPoints() * win;
    long sum = 0;
    for (int r = 1; r <= rounds; r++) {
      RoundEntry e = entry(id, r);
      if (e.paired() && points[e.opponent()] * 100 >= bar) {
        sum += roundPoints(id, r);
      }
    }
    return sum;
  }

  private long standardPoints(int id) {
    long sum = 0;
    for (int r = 1; r <= rounds; r++) {
      long p = roundPoints(id, r);
      sum += p > draw ? 10 : p == draw ? 5 : 0;
    }
    return sum;
  }

  /**
   * The per-round contributions of BH, FB or SB: the opponent's score (16.3) for a game, the
   * participant's own score for an unplayed round (16.4, TIE-1); for SB and ESB times {@code times}
   * of the round (the points scored), null for none.
   */
  List<Contribution> buchholz(
      int id, TieBreakSpec spec, java.util.function.IntToLongFunction times) {
    boolean fore = spec.kind() == TieBreakKind.FB;
    List<Contribution> out = new ArrayList<>();
    for (int r = 1; r <= rounds; r++) {
      RoundEntry e = entry(id, r);
      if (options.roundRobin() && !e.paired()) {
        continue; // TIE-9: a round robin's bye adds nothing
      }
      boolean game = asGame(e, spec.forfeitsAsPlayed()) || (fore && r == rounds && foreApplies(id));
      long score;
      boolean vur;
      if (game) {
        score = fore ? adjustedFore[e.opponent()] : adjusted[e.opponent()];
        vur = false;
      } else {
        score = fore ? ownFore[id] : points[id];
        if (options.edition() == TieBreakOptions.Edition.C07_2026) {
          // TIE-14: the 2026 text caps the dummy at the scheduled opponent's score for a forfeit
          // (16.4.1), else at a draw's points times the rounds (16.4.2).
          long cap =
              e.paired()
                  ? (fore ? adjustedFore[e.opponent()] : adjusted[e.opponent()])
                  : (long) draw * rounds;
          score = Math.min(score, cap);
        }
        vur = isVur(e);
      }
      long value = times != null ? score * times.applyAsLong(r) : score;
      out.add(new Contribution(score, value, vur));
    }
    return out;
  }

  /**
   * The sum once Cut-n or Median-n has dropped its values (C.07 Art. 14): the least significant
   * value is the lowest opponent's score (then the lowest value), and against it stands the lowest
   * voluntarily unplayed round, which goes instead unless it is worth less (16.5, TIE-3).
   */
  static long cutSum(List<Contribution> all, TieBreakSpec spec) {
    List<Contribution> kept = new ArrayList<>(all);
    int low = Math.min(spec.cut() + spec.median(), kept.size());
    int high = Math.min(spec.median(), kept.size() - low);
    Comparator<Contribution> least =
        Comparator.comparingLong(Contribution::score).thenComparingLong(Contribution::value);
    for (int i = 0; i < low; i++) {
      Contribution l = kept.stream().min(least).orElseThrow();
      Contribution v = kept.stream().filter(Contribution::vur).min(least).orElse(null);
      kept.remove(v != null && v.value() >= l.value() ? v : l);
    }
    for (int i = 0; i < high; i++) {
      kept.remove(kept.stream().max(least).orElseThrow());
    }
    long sum = 0;
    for (Contribution c : kept) {
      sum += c.value();
    }
    return sum;
  }

  /** The rating a participant counts with, or -1 when unrated and left out (TIE-8). */
  private int ratingOf(int id) {
    int r = t.player(id).rating();
    if (r > 0) {
      return r;
    }
    return options.unrated() == TieBreakOptions.Unrated.RATED_AS ? options.unratedRating() : -1;
  }

  /**
   * False when C.07's default withholds the rating-based tie-breaks: somebody is unrated (TIE-8).
   */
  private boolean ratingsApply() {
    return options.unrated() != TieBreakOptions.Unrated.NOT_APPLIED
        || t.players().stream().allMatch(p -> p.rating() > 0);
  }

  /** The ratings of the opponents met over the board that count (TIE-4, TIE-8). */
  private List<int[]> ratedGames(int id) {
    List<int[]> out = new ArrayList<>();
    for (int r = 1; r <= rounds; r++) {
      RoundEntry e = entry(id, r);
      if (e.played()) {
        int rating = ratingOf(e.opponent());
        if (rating >= 0) {
          out.add(new int[] {rating, ratingScore(e)});
        }
      }
    }
    return out;
  }

  /** The game's result in hundredths as the rating regulations count it: 100, 50 or 0. */
  private static int ratingScore(RoundEntry e) {
    return switch (e.result()) {
      case WIN, UNRATED_WIN -> 100;
      case DRAW, UNRATED_DRAW -> 50;
      default -> 0;
    };
  }

  /** Half up: {@code num / den} rounded to the nearest integer, .5 up, for num >= 0 (TIE-4). */
  static long halfUp(long num, long den) {
    return Math.floorDiv(2 * num + den, 2 * den);
  }

  private TieBreakValue aro(int id, TieBreakSpec spec) {
    List<Integer> ratings = new ArrayList<>();
    for (int[] g : ratedGames(id)) {
      ratings.add(g[0]);
    }
    ratings.sort(null);
    int low = Math.min(spec.cut() + spec.median(), ratings.size());
    int high = Math.min(spec.median(), ratings.size() - low);
    List<Integer> kept = ratings.subList(low, ratings.size() - high);
    if (kept.isEmpty()) {
      return TieBreakValue.NONE;
    }
    long sum = 0;
    for (int r : kept) {
      sum += r;
    }
    return TieBreakValue.of(halfUp(sum, kept.size()));
  }

  /** C.07 TPR: ARO plus the dp of the fractional score, the fraction rounded to 0.01 (TIE-11). */
  private TieBreakValue tpr(int id) {
    List<int[]> games = ratedGames(id);
    if (games.isEmpty()) {
      return TieBreakValue.NONE;
    }
    long sum = 0;
    long score = 0;
    for (int[] g : games) {
      sum += g[0];
      score += g[1];
    }
    long aro = halfUp(sum, games.size());
    int p = (int) halfUp(score, games.size());
    return TieBreakValue.of(aro + RatingTables.dp(p));
  }

  /**
   * C.07 PTP: the lowest rating whose expected score against the opponents reaches the score; the
   * lowest opponent minus 800 for no points (TIE-11).
   */
  private TieBreakValue ptp(int id) {
    List<int[]> games = ratedGames(id);
    if (games.isEmpty()) {
      return TieBreakValue.NONE;
    }
    long score = 0;
    int min = Integer.MAX_VALUE;
    int max = Integer.MIN_VALUE;
    for (int[] g : games) {
      score += g[1];
      min = Math.min(min, g[0]);
      max = Math.max(max, g[0]);
    }
    if (score == 0) {
      return TieBreakValue.of(min - 800L);
    }
    int lo = min - 800;
    int hi = max + 800;
    while (lo < hi) {
      int mid = Math.floorDiv(lo + hi, 2);
      if (expectedSum(mid, games) >= score) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return TieBreakValue.of(lo);
  }

  private static long expectedSum(int rating, List<int[]> games) {
    long s = 0;
    for (int[] g : games) {
      s += RatingTables.expected(Math.max(-800, Math.min(800, rating - g[0])));
    }
    return s;
  }

  /**
   * The average of {@code perOpponent} over the opponents met over the board that have a value,
   * rounded half up to {@code decimals} more digits than the values have.
   */
  private TieBreakValue averageOverOpponents(int id, TieBreakValue[] perOpponent, int decimals) {
    long sum = 0;
    int k = 0;
    int d = 0;
    for (int r = 1; r <= rounds; r++) {
      RoundEntry e = entry(id, r);
      if (e.played() && !perOpponent[e.opponent()].isNone()) {
        sum += perOpponent[e.opponent()].scaled();
        d = perOpponent[e.opponent()].decimals();
        k++;
      }
    }
    if (k == 0) {
      return TieBreakValue.NONE;
    }
    long scale = decimals == 2 && d == 1 ? 10 : 1;
    return new TieBreakValue(halfUp(sum * scale, k), decimals == 2 ? 2 : d);
  }

  /**
   * The points {@code a} scored against each member of {@code group} over the board (forfeits too
   * with /P or in a round robin), averaged per opponent met more than once, scaled by {@code
   * scale}; {@code met[a]} counts the members he met (C.07 Art. 6).
   */
  long[] encounterScores(List<Integer> group, boolean forfeitsAsPlayed, long scale, int[] met) {
    long[] out = new long[n + 1];
    for (int a : group) {
      for (int b : group) {
        if (a == b) {
          continue;
        }
        long sum = 0;
        int games = 0;
        for (int r = 1; r <= rounds; r++) {
          RoundEntry e = entry(a, r);
          if (e.paired() && e.opponent() == b && asGame(e, forfeitsAsPlayed)) {
            sum += roundPoints(a, r);
            games++;
          }
        }
        if (games > 0) {
          out[a] += sum * scale / games;
          met[a]++;
        }
      }
    }
    return out;
  }

  /** The most games any two members of {@code group} played against each other. */
  int mostMeetings(List<Integer> group) {
    int most = 1;
    for (int a : group) {
      for (int b : group) {
        int games = 0;
        for (int r = 1; r <= rounds; r++) {
          RoundEntry e = entry(a, r);
          if (e.paired() && e.opponent() == b) {
            games++;
          }
        }
        most = Math.max(most, games);
      }
    }
    return most;
  }

  int winPoints() {
    return win;
  }

  boolean roundRobin() {
    return options.roundRobin();
  }

  /**
   * TIE-10: withdrawn when the file gives a known absence (a {@code Z} result, or a 240 / XXZ
   * zero-point bye) in every round from some round after his last one played or paired up to the
   * tournament's last round, and the standings reach that round or end before it.
   */
  boolean withdrawn(int id) {
    int last = Math.max(finalRound, rounds);
    if (last == 0) {
      return false;
    }
    int from = last + 1;
    for (int r = last; r >= 1; r--) {
      if (!knownAbsent(id, r)) {
        break;
      }
      from = r;
    }
    return from <= last && from <= rounds + 1;
  }

  private boolean knownAbsent(int id, int r) {
    RoundEntry e = entry(id, r);
    if (r <= t.player(id).rounds().size() && e.result() == ResultCode.ZERO_BYE && !e.paired()) {
      return true;
    }
    return t.byeRequests().stream()
        .anyMatch(
            b ->
                b.player() == id
                    && b.round() == r
                    && (b.kind() == ResultCode.ZERO_BYE || b.kind() == ResultCode.ABSENT));
  }
}
