package org.swisspair.solver.dutch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.solver.dutch.rules.DutchBracketGraph;

/**
 * The vertices of one bracket's matching graph (C.04.3 Article 3): the bracket's players first,
 * then every player below it, so that C4 (completion) and C8 (the next bracket) are seen; a relaxed
 * graph holds only the next scoregroup and one sink per player who could float further. After the
 * players come the PAB vertex (exact graph, odd count) and the sinks.
 */
final class BracketGraph {
  private final RankedPlayers players;

  /** Local vertex to rank; bracket players first, in bracket order. */
  private final int[] ranks;

  private final int[] localOf;
  private final int bracketSize;
  private final int mdpCount;
  private final int nextSize;
  private final boolean hasPab;

  /** In a relaxed graph: whether the player has a possible opponent below the next group. */
  private final boolean[] canSink;

  private final int sinks;

  /** The players at the local vertices, and each one's place: 0 bracket, 1 next group, 2 below. */
  private final PlayerState[] vertexPlayers;

  private final int[] part;

  /**
   * The graph of {@code bracket} (ranks: its {@code mdpCount} MDPs first) above the players from
   * rank {@code lowerStart}, the next scoregroup {@code next}; relaxed or exact.
   */
  BracketGraph(
      RankedPlayers players,
      List<Integer> bracket,
      int mdpCount,
      int lowerStart,
      List<Integer> next,
      boolean relaxedGraph) {
    this.players = players;
    this.mdpCount = mdpCount;
    this.nextSize = next.size();
    int n = players.size();
    int lowerCount = relaxedGraph ? next.size() : n - lowerStart;
    bracketSize = bracket.size();
    ranks = new int[bracketSize + lowerCount];
    localOf = new int[n];
    Arrays.fill(localOf, -1);
    int k = 0;
    for (int b : bracket) {
      ranks[k] = b;
      localOf[b] = k++;
    }
    for (int i = lowerStart; i < lowerStart + lowerCount; i++) {
      ranks[k] = i;
      localOf[i] = k++;
    }
    // A relaxed graph leaves the PAB to the players below the next scoregroup.
    hasPab = !relaxedGraph && ranks.length % 2 == 1;
    canSink = new boolean[ranks.length];
    if (relaxedGraph) {
      for (int v = 0; v < ranks.length; v++) {
        for (int j = lowerStart + lowerCount; j < n && !canSink[v]; j++) {
          canSink[v] = players.compatible(ranks[v], j);
        }
      }
    }
    // One private sink per player who could float below the next scoregroup: any number of them
    // may float, so the relaxation never binds.
    int count = 0;
    for (boolean c : canSink) {
      count += c ? 1 : 0;
    }
    sinks = count;
    vertexPlayers = new PlayerState[ranks.length];
    part = new int[ranks.length];
    for (int v = 0; v < ranks.length; v++) {
      vertexPlayers[v] = players.get(ranks[v]);
      part[v] = v < bracketSize ? 0 : v < bracketSize + next.size() ? 1 : 2;
    }
  }

  /** The vertices as the criteria read them, C9 included (DUT-3 may drop it later). */
  DutchBracketGraph criteria() {
    return new DutchBracketGraph(
        vertexPlayers,
        bracketSize,
        mdpCount,
        nextSize,
        hasPab,
        ranks.length,
        players.state().initialColour());
  }

  RankedPlayers players() {
    return players;
  }

  /** Player vertices: local vertices {@code 0..size()-1}; the PAB vertex is {@code size()}. */
  int size() {
    return ranks.length;
  }

  /** Players in the bracket: local vertices {@code 0..bracketSize-1}. */
  int bracketSize() {
    return bracketSize;
  }

  int mdpCount() {
    return mdpCount;
  }

  /** The local vertex of the player of rank {@code rank}. */
  int local(int rank) {
    return localOf[rank];
  }

  /** The rank of the player at local vertex {@code local}. */
  int rank(int local) {
    return ranks[local];
  }

  /** The player at local vertex {@code v}. */
  PlayerState player(int v) {
    return vertexPlayers[v];
  }

  /** Whether players {@code u} and {@code v} (local) may meet (C1-C3). */
  boolean compatible(int u, int v) {
    return players.compatible(ranks[u], ranks[v]);
  }

  /** Whether the graph has a PAB vertex (exact graph, odd number of players). */
  boolean hasPab() {
    return hasPab;
  }

  /** Whether player {@code v} has a sink (relaxed graph: it could float below the next group). */
  boolean canSink(int v) {
    return canSink[v];
  }

  /** The number of sinks. */
  int sinks() {
    return sinks;
  }

  /** Every vertex: players, the PAB, the sinks. */
  int vertexCount() {
    return ranks.length + (hasPab ? 1 : 0) + sinks;
  }

  /** Each player's sink vertex, -1 for none. */
  int[] sinkOf() {
    int nv = ranks.length;
    int[] sinkOf = new int[nv];
    for (int v = 0, next = nv + (hasPab ? 1 : 0); v < nv; v++) {
      sinkOf[v] = canSink[v] ? next++ : -1;
    }
    return sinkOf;
  }

  /** The players' places (0 bracket, 1 next scoregroup, 2 below), for {@link PlayerClasses}. */
  PlayerState[] vertexPlayers() {
    return vertexPlayers;
  }

  int[] part() {
    return part;
  }

  /**
   * The groups whose folds start a priced solve: the bracket, then each scoregroup below it; their
   * ends, in vertex order.
   */
  int[] foldGroups() {
    int[] ends = new int[ranks.length + 1];
    int count = 0;
    ends[count++] = bracketSize;
    for (int v = bracketSize + 1; v <= ranks.length; v++) {
      if (v == ranks.length
          || vertexPlayers[v].pairingScore() != vertexPlayers[v - 1].pairingScore()) {
        ends[count++] = v;
      }
    }
    return Arrays.copyOf(ends, count);
  }

  /** Pairs of the matching in the next bracket: at least one player below this bracket. */
  List<int[]> nextPairs(int[] mate) {
    List<int[]> pairs = new ArrayList<>();
    for (int v = 0; v < ranks.length; v++) {
      int w = mate[v];
      if (w > v && w < ranks.length && (v >= bracketSize || w >= bracketSize)) {
        pairs.add(new int[] {ranks[v], ranks[w]});
      }
    }
    return pairs;
  }
}
