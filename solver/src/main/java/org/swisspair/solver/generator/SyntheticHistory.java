package org.swisspair.solver.generator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.swisspair.model.Colour;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.Pair;

/**
 * Plausible Swiss histories for large fields, built without exact pairing so that thousands of
 * players take milliseconds: inputs for benchmarks, not reference pairings.
 *
 * <p>Players are ordered by rating (C.04.2 2.2). Each round the players are sorted by score, then
 * TPN; the lowest-ranked player without a PAB gets the PAB when the count is odd; each scoregroup,
 * with the downfloaters from above on top, pairs its top half against its bottom half, each player
 * taking the first later opponent not met before and without the same absolute colour preference;
 * who is left floats down. Colours follow the Dutch preferences (stronger preference first), with a
 * small random share of equal preferences settled against the higher-ranked player. Results come
 * from the logistic Elo expectancy with draws (not the FIDE table of {@link TournamentGenerator}:
 * the benchmark inputs stay as they were). The same arguments always give an equal {@link
 * Tournament}.
 */
public final class SyntheticHistory {
  /** Share of equal colour preferences settled in favour of the lower-ranked player. */
  private static final double COLOUR_NOISE = 0.1;

  private SyntheticHistory() {}

  /**
   * A tournament of {@code players} players with {@code roundsPlayed} rounds played out of {@code
   * totalRounds}, ready to pair round {@code roundsPlayed + 1}.
   *
   * @throws IllegalArgumentException when the sizes are out of range
   * @throws IllegalStateException when a round cannot be paired without a rematch (a field too
   *     small for the number of rounds)
   */
  public static Tournament generate(int players, int roundsPlayed, int totalRounds, long seed) {
    if (players < 2) {
      throw new IllegalArgumentException("players must be at least 2, was " + players);
    }
    if (totalRounds < 1 || roundsPlayed < 0 || roundsPlayed > totalRounds) {
      throw new IllegalArgumentException(
          "need 0 <= roundsPlayed <= totalRounds and totalRounds >= 1, was roundsPlayed="
              + roundsPlayed
              + ", totalRounds="
              + totalRounds);
    }
    if (roundsPlayed >= players) {
      throw new IllegalArgumentException(
          "roundsPlayed ("
              + roundsPlayed
              + ") must be below the number of players ("
              + players
              + ") to avoid rematches");
    }
    SplittableRandom master = new SplittableRandom(seed);
    SplittableRandom setup = new SplittableRandom(master.nextLong());
    int[] ratings = TournamentGenerator.ratings(setup, players, 0);
    Colour initial = setup.nextBoolean() ? Colour.WHITE : Colour.BLACK;
    ScoringSystem scoring = ScoringSystem.STANDARD;
    List<List<RoundEntry>> history = new ArrayList<>();
    history.add(List.of());
    for (int id = 1; id <= players; id++) {
      history.add(new ArrayList<>());
    }
    for (int r = 1; r <= roundsPlayed; r++) {
      SplittableRandom rnd = new SplittableRandom(master.nextLong());
      for (Pair p : new RoundBuilder(players, r, history, scoring, initial, rnd).pair()) {
        if (p.isBye()) {
          history.get(p.white()).add(RoundEntry.pab());
        } else {
          eloGame(rnd, ratings, p, history);
        }
      }
    }
    Tournament t =
        new Tournament(
            Map.of("012", "Synthetic history, " + players + " players, seed " + seed),
            TournamentGenerator.players(ratings, history),
            totalRounds,
            initial,
            scoring,
            TournamentGenerator.systemCode("dutch", false),
            Map.of(),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            false);
    return TournamentGenerator.withStandings(t, scoring);
  }

  /** One game from the logistic Elo expectancy, stronger fields drawing more often. */
  private static void eloGame(
      SplittableRandom rnd, int[] ratings, Pair p, List<List<RoundEntry>> history) {
    rnd.nextDouble();
    double v = rnd.nextDouble();
    rnd.nextDouble();
    double rw = ratings[p.white()];
    double rb = ratings[p.black()];
    double expected = 1 / (1 + Math.pow(10, (rb - rw) / 400));
    double draw = 0.15 + 0.25 * Math.max(0, Math.min(1, ((rw + rb) / 2 - 1200) / 1400));
    double win = Math.max(0, Math.min(1 - draw, expected - draw / 2));
    ResultCode white =
        v < win ? ResultCode.WIN : v < win + draw ? ResultCode.DRAW : ResultCode.LOSS;
    ResultCode black =
        white == ResultCode.WIN
            ? ResultCode.LOSS
            : white == ResultCode.DRAW ? ResultCode.DRAW : ResultCode.WIN;
    history.get(p.white()).add(new RoundEntry(p.black(), Colour.WHITE, white));
    history.get(p.black()).add(new RoundEntry(p.white(), Colour.BLACK, black));
  }

  /** The pairing of one round, from the history of the rounds before it. */
  private static final class RoundBuilder {
    private final int n;
    private final int round;
    private final List<List<RoundEntry>> history;
    private final Colour initial;
    private final SplittableRandom rnd;
    private final int[] score;
    private final int[] colourDiff;
    private final Colour[] lastColour;
    private final boolean[] lastTwoSame;
    private final List<int[]> boards = new ArrayList<>();

    RoundBuilder(
        int n,
        int round,
        List<List<RoundEntry>> history,
        ScoringSystem scoring,
        Colour initial,
        SplittableRandom rnd) {
      this.n = n;
      this.round = round;
      this.history = history;
      this.initial = initial;
      this.rnd = rnd;
      score = new int[n + 1];
      colourDiff = new int[n + 1];
      lastColour = new Colour[n + 1];
      lastTwoSame = new boolean[n + 1];
      for (int id = 1; id <= n; id++) {
        Colour last = Colour.NONE;
        Colour beforeLast = Colour.NONE;
        for (RoundEntry e : history.get(id)) {
          score[id] += scoring.points(e);
          if (e.played()) {
            colourDiff[id] += e.colour() == Colour.WHITE ? 1 : -1;
            beforeLast = last;
            last = e.colour();
          }
        }
        lastColour[id] = last;
        lastTwoSame[id] = last != Colour.NONE && last == beforeLast;
      }
    }

    List<Pair> pair() {
      Integer[] sorted = new Integer[n];
      for (int i = 0; i < n; i++) {
        sorted[i] = i + 1;
      }
      Arrays.sort(sorted, (a, b) -> score[a] != score[b] ? score[b] - score[a] : a - b);
      List<Integer> order = new ArrayList<>(Arrays.asList(sorted));
      List<Pair> out = new ArrayList<>();
      if (n % 2 == 1) {
        // C2: the PAB goes to the lowest-ranked player who has not had one.
        int k = order.size() - 1;
        while (k >= 0 && hadPab(order.get(k))) {
          k--;
        }
        if (k < 0) {
          throw new IllegalStateException("round " + round + ": every player already had a PAB");
        }
        out.add(new Pair(order.remove(k), 0));
      }
      List<Integer> carry = new ArrayList<>();
      int i = 0;
      while (i < order.size()) {
        int j = i;
        while (j < order.size() && score[order.get(j)] == score[order.get(i)]) {
          j++;
        }
        List<Integer> bracket = new ArrayList<>(carry);
        bracket.addAll(order.subList(i, j));
        carry = pairBracket(bracket);
        i = j;
      }
      pairLeftovers(carry);
      for (int b = 0; b < boards.size(); b++) {
        out.add(colours(boards.get(b)[0], boards.get(b)[1], b));
      }
      return out;
    }

    /** Pairs S1 against S2 greedily and returns the unpaired players, in bracket order. */
    private List<Integer> pairBracket(List<Integer> bracket) {
      int half = bracket.size() / 2;
      boolean[] used = new boolean[bracket.size()];
      int firstFree = half;
      for (int a = 0; a < half; a++) {
        while (firstFree < bracket.size() && used[firstFree]) {
          firstFree++;
        }
        for (int b = firstFree; b < bracket.size(); b++) {
          if (!used[b] && compatible(bracket.get(a), bracket.get(b), true)) {
            used[a] = true;
            used[b] = true;
            boards.add(new int[] {bracket.get(a), bracket.get(b)});
            break;
          }
        }
      }
      List<Integer> left = new ArrayList<>();
      for (int k = 0; k < bracket.size(); k++) {
        if (!used[k]) {
          left.add(bracket.get(k));
        }
      }
      return left;
    }

    /** Pairs the players left below the last scoregroup, repairing earlier boards if needed. */
    private void pairLeftovers(List<Integer> left) {
      for (boolean strictColours : new boolean[] {true, false}) {
        left = greedy(left, strictColours);
        left = swapIntoBoards(left, strictColours);
        if (left.isEmpty()) {
          return;
        }
      }
      throw new IllegalStateException(
          "round "
              + round
              + ": cannot pair players "
              + left
              + " without a rematch; use more players or fewer rounds");
    }

    private List<Integer> greedy(List<Integer> left, boolean strictColours) {
      boolean[] used = new boolean[left.size()];
      for (int a = 0; a < left.size(); a++) {
        for (int b = a + 1; b < left.size() && !used[a]; b++) {
          if (!used[b] && compatible(left.get(a), left.get(b), strictColours)) {
            used[a] = true;
            used[b] = true;
            boards.add(new int[] {left.get(a), left.get(b)});
          }
        }
      }
      List<Integer> rest = new ArrayList<>();
      for (int k = 0; k < left.size(); k++) {
        if (!used[k]) {
          rest.add(left.get(k));
        }
      }
      return rest;
    }

    /** Replaces a board {a, b} by {a, x} and {b, y} for unpaired x and y, lowest boards first. */
    private List<Integer> swapIntoBoards(List<Integer> left, boolean strictColours) {
      List<Integer> rest = new ArrayList<>(left);
      boolean progress = true;
      while (rest.size() >= 2 && progress) {
        progress = false;
        search:
        for (int xi = 0; xi < rest.size(); xi++) {
          for (int yi = xi + 1; yi < rest.size(); yi++) {
            int x = rest.get(xi);
            int y = rest.get(yi);
            for (int b = boards.size() - 1; b >= 0; b--) {
              int p = boards.get(b)[0];
              int q = boards.get(b)[1];
              for (int swap = 0; swap < 2; swap++) {
                int u = swap == 0 ? p : q;
                int v = swap == 0 ? q : p;
                if (compatible(u, x, strictColours) && compatible(v, y, strictColours)) {
                  boards.set(b, new int[] {u, x});
                  boards.add(new int[] {v, y});
                  rest.remove(yi);
                  rest.remove(xi);
                  progress = true;
                  break search;
                }
              }
            }
          }
        }
      }
      return rest;
    }

    /** C1: no rematch; C3 (when strict): not both with the same absolute colour preference. */
    private boolean compatible(int a, int b, boolean strictColours) {
      for (RoundEntry e : history.get(a)) {
        if (e.opponent() == b) {
          return false;
        }
      }
      if (!strictColours) {
        return true;
      }
      return !(strength(a) == 3 && strength(b) == 3 && preference(a) == preference(b));
    }

    private boolean hadPab(int id) {
      for (RoundEntry e : history.get(id)) {
        if (e.result() == ResultCode.PAIRING_BYE) {
          return true;
        }
      }
      return false;
    }

    /** The colour {@code id} prefers (Dutch 1.7): the one that evens out, then alternation. */
    private Colour preference(int id) {
      if (colourDiff[id] != 0) {
        return colourDiff[id] < 0 ? Colour.WHITE : Colour.BLACK;
      }
      return lastColour[id].opposite();
    }

    /** 3 absolute, 2 strong, 1 mild, 0 none (Dutch 1.7.1-1.7.3). */
    private int strength(int id) {
      if (lastColour[id] == Colour.NONE) {
        return 0;
      }
      if (Math.abs(colourDiff[id]) > 1 || lastTwoSame[id]) {
        return 3;
      }
      return Math.abs(colourDiff[id]) == 1 ? 2 : 1;
    }

    /** The board with colours: preferences honoured, the stronger one first, else by rank. */
    private Pair colours(int higher, int lower, int board) {
      Colour ph = preference(higher);
      Colour pl = preference(lower);
      int sh = strength(higher);
      int sl = strength(lower);
      Colour forHigher;
      if (sh == 0 && sl == 0) {
        // Dutch 5.1: the initial colour alternates down the boards.
        forHigher = board % 2 == 0 ? initial : initial.opposite();
      } else if (sl == 0 || sh != 0 && ph != pl) {
        forHigher = ph;
      } else if (sh == 0) {
        forHigher = pl.opposite();
      } else if (sh != sl) {
        forHigher = sh > sl ? ph : pl.opposite();
      } else {
        // Equal preferences of equal strength: usually the higher-ranked player's.
        forHigher = rnd.nextDouble() < COLOUR_NOISE ? ph.opposite() : ph;
      }
      return forHigher == Colour.WHITE ? new Pair(higher, lower) : new Pair(lower, higher);
    }
  }
}
