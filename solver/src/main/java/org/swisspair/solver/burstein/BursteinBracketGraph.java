package org.swisspair.solver.burstein;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import org.swisspair.model.PlayerState;

/**
 * The matching graph of one Burstein bracket: its players in BSN order (Article 4.1) as vertices
 * {@code 0..bracketSize-1}, then every player of the lower scoregroups, so that completion (C4) and
 * the next bracket (C7) are seen. What the criteria read about a vertex lives here.
 */
final class BursteinBracketGraph {
  /** Local vertex to player: the bracket in BSN order first, then the players below. */
  final PlayerState[] players;

  final int bracketSize;

  /** Vertices of the next scoregroup (the residents of the following bracket). */
  final boolean[] inNextScoregroup;

  /** Index of a bracket player's pairing score among the bracket's scores, highest 0; -1 below. */
  final int[] bracketLevel;

  final int bracketLevels;

  /**
   * Index of the pairing score among the scores of the bracket and the next scoregroup, highest 0;
   * -1 for the players further below.
   */
  final int[] lookAheadLevel;

  final int lookAheadLevels;

  /** Number of players of the next scoregroup. */
  final int nextSize;

  /** Vertices {@code players.length..vertexCount-1} are sinks; {@code sinkOf[v]} or -1. */
  final int[] sinkOf;

  private final int vertexCount;

  /** True for the relaxed graph: the players below the next scoregroup replaced by sinks. */
  final boolean relaxed;

  /**
   * The exact graph of {@code bracket} (in BSN order) with {@code next} and {@code rest} below it,
   * or, when {@code sinks} is given, the relaxed graph: {@code rest} left out and a sink for every
   * bracket or next-scoregroup player with {@code sinks[v]} (has a possible opponent in it).
   */
  BursteinBracketGraph(
      List<PlayerState> bracket, List<PlayerState> next, List<PlayerState> rest, boolean[] sinks) {
    relaxed = sinks != null;
    List<PlayerState> all = new ArrayList<>(bracket);
    all.addAll(next);
    if (sinks == null) {
      all.addAll(rest);
    }
    players = all.toArray(PlayerState[]::new);
    sinkOf = new int[players.length];
    int count = players.length;
    for (int v = 0; v < players.length; v++) {
      sinkOf[v] = sinks != null && sinks[v] ? count++ : -1;
    }
    vertexCount = count;
    bracketSize = bracket.size();
    nextSize = next.size();
    inNextScoregroup = new boolean[vertexCount];
    for (int v = bracketSize; v < bracketSize + nextSize; v++) {
      inNextScoregroup[v] = true;
    }
    List<Integer> scores = distinctDescending(bracket);
    List<PlayerState> lookAhead = new ArrayList<>(bracket);
    lookAhead.addAll(next);
    List<Integer> lookAheadScores = distinctDescending(lookAhead);
    bracketLevels = scores.size();
    lookAheadLevels = lookAheadScores.size();
    bracketLevel = new int[vertexCount];
    lookAheadLevel = new int[vertexCount];
    java.util.Arrays.fill(bracketLevel, -1);
    java.util.Arrays.fill(lookAheadLevel, -1);
    for (int v = 0; v < players.length; v++) {
      int s = players[v].pairingScore();
      bracketLevel[v] = v < bracketSize ? scores.indexOf(s) : -1;
      lookAheadLevel[v] = v < bracketSize + nextSize ? lookAheadScores.indexOf(s) : -1;
    }
  }

  /** True for a sink: the edge to it stands for a pairing below the next scoregroup. */
  boolean isSink(int v) {
    return v >= players.length;
  }

  /** True for a vertex of the bracket itself. */
  boolean inBracket(int v) {
    return v < bracketSize;
  }

  /**
   * True for an edge of the following bracket: within bracket and next scoregroup, not both here.
   */
  boolean inNextBracket(int u, int v) {
    return lookAheadLevel[u] >= 0 && lookAheadLevel[v] >= 0 && !(inBracket(u) && inBracket(v));
  }

  /** Players and sinks. */
  int vertexCount() {
    return vertexCount;
  }

  private static List<Integer> distinctDescending(List<PlayerState> ps) {
    TreeSet<Integer> s = new TreeSet<>(Comparator.reverseOrder());
    for (PlayerState p : ps) {
      s.add(p.pairingScore());
    }
    return new ArrayList<>(s);
  }
}
