package org.swisspair.solver.dutch;

import java.util.ArrayList;
import java.util.List;

/**
 * What the relaxed bracket graphs of one pass assumed of the brackets below them, to be confirmed
 * as the round goes on: the C8 values of the next bracket (its pairs, then the scores of its paired
 * players) and, at the end, the C4 and C5 values of the round.
 */
final class Relaxation {
  private final boolean trace;
  private boolean used;
  private List<Integer> expectedNext;

  /** A relaxed graph's assumption was not confirmed: the round is paired again, more exactly. */
  static final class Failed extends RuntimeException {
    private Failed(boolean trace) {
      super("a relaxed pass assumed what later brackets did not confirm", null, false, trace);
    }
  }

  /** The assumptions of one pass; with {@code trace}, each failure keeps its stack trace. */
  Relaxation(boolean trace) {
    this.trace = trace;
  }

  /** The failure of this pass's assumptions, to be thrown. */
  Failed failure() {
    return new Failed(trace);
  }

  /** Notes that a bracket was solved on a relaxed graph. */
  void markUsed() {
    used = true;
  }

  /** True when some bracket of this pass was solved on a relaxed graph. */
  boolean used() {
    return used;
  }

  /**
   * Checks the C8 values the previous bracket assumed of this one against {@code pairs}, the pairs
   * it made (ranks).
   *
   * @throws Failed when they differ
   */
  void confirm(List<int[]> pairs, RankedPlayers players) {
    if (expectedNext != null && !expectedNext.equals(pairedScores(pairs, players))) {
      throw failure();
    }
    expectedNext = null;
  }

  /** Expects the next bracket to make {@code nextPairs}' C8 values. */
  void expect(List<int[]> nextPairs, RankedPlayers players) {
    expectedNext = pairedScores(nextPairs, players);
  }

  /**
   * Expects the next bracket, made of {@code downfloaters} and the {@code next} scoregroup, to
   * reach the best C6/C7 values it could have: all paired but one of the lowest.
   */
  void expectIdeal(List<Integer> downfloaters, List<Integer> next, RankedPlayers players) {
    List<Integer> scores = new ArrayList<>();
    for (int d : downfloaters) {
      scores.add(players.score(d));
    }
    for (int x : next) {
      scores.add(players.score(x));
    }
    scores.sort(null);
    if (scores.size() % 2 == 1) {
      scores.remove(0);
    }
    scores.add(0, scores.size() / 2);
    expectedNext = scores;
  }

  /** Number of pairs, then the sorted scores of the paired players (C6 and C7 values). */
  private static List<Integer> pairedScores(List<int[]> pairs, RankedPlayers players) {
    List<Integer> scores = new ArrayList<>();
    for (int[] p : pairs) {
      scores.add(players.score(p[0]));
      scores.add(players.score(p[1]));
    }
    scores.sort(null);
    scores.add(0, pairs.size());
    return scores;
  }
}
