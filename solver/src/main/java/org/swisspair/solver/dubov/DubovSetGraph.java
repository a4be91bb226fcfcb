package org.swisspair.solver.dubov;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;

/**
 * The matching graph on which the Dubov engine chooses a bracket's upfloaters (3.2.1-3.2.2): the
 * remaining residents of a scoregroup as vertices {@code 0..residents-1}, then possible upfloaters
 * (4.2.1). An edge between a resident and a pool player makes that player an upfloater; an edge
 * between two residents is a pair of the bracket; an edge between two pool players (only in a
 * {@link #full} graph) pairs them later, below this bracket. What the criteria read about a vertex
 * lives here.
 *
 * <p>Two shapes: a full graph holds every player below the scoregroup, and all must be paired, so
 * that completion (C4) is part of the matching; a pool graph holds only some of them, who may stay
 * unpaired, and completion is checked afterwards.
 */
final class DubovSetGraph {
  /** Local vertex to player: residents first, then the pool in 4.2.2 order. */
  final PlayerState[] players;

  final int residents;

  /** True when every vertex must be paired and pool players may be paired together. */
  final boolean full;

  /** Vertices the matching must cover (C4). */
  final boolean[] mandatory;

  /** A pool player's score level among the pool's pairing scores, 0 the lowest; -1 residents. */
  final int[] level;

  final int levels;

  /** The colour each player prefers (1.6). */
  final Colour[] prefers;

  /** True when C8-C10 apply: not the last round. */
  final boolean quality;

  /** Maximum upfloaters (1.8.1) among the pool. */
  final boolean[] maximum;

  /** A maximum upfloater's upfloat count as a level among those counts, 0 the highest; else -1. */
  final int[] countLevel;

  final int countLevels;

  /** Pool players who upfloated in the previous round (C10). */
  final boolean[] previous;

  /**
   * The most upfloaters a matching of interest makes: the fields of the per-upfloater criteria are
   * sized for it, and a matching with more upfloaters must be re-solved with a larger bound.
   */
  final int bound;

  DubovSetGraph(
      List<PlayerState> residentPlayers,
      List<PlayerState> pool,
      boolean full,
      boolean[] poolMandatory,
      boolean quality,
      int maxT,
      int bound) {
    List<PlayerState> all = new ArrayList<>(residentPlayers);
    all.addAll(pool);
    this.players = all.toArray(PlayerState[]::new);
    this.residents = residentPlayers.size();
    this.full = full;
    this.quality = quality;
    this.bound = Math.max(1, bound);
    int n = players.length;
    mandatory = new boolean[n];
    level = new int[n];
    prefers = new Colour[n];
    maximum = new boolean[n];
    countLevel = new int[n];
    previous = new boolean[n];
    TreeSet<Integer> scores = new TreeSet<>();
    TreeSet<Integer> counts = new TreeSet<>(Comparator.reverseOrder());
    for (PlayerState p : pool) {
      scores.add(p.pairingScore());
      if (DubovUpfloats.isMaximum(p, maxT)) {
        counts.add(DubovUpfloats.count(p));
      }
    }
    List<Integer> scoreList = new ArrayList<>(scores);
    List<Integer> countList = new ArrayList<>(counts);
    levels = scoreList.size();
    countLevels = countList.size();
    for (int v = 0; v < n; v++) {
      PlayerState p = players[v];
      prefers[v] = DubovColours.prefers(p);
      boolean resident = v < residents;
      mandatory[v] = resident || full || poolMandatory != null && poolMandatory[v - residents];
      level[v] = resident ? -1 : scoreList.indexOf(p.pairingScore());
      maximum[v] = !resident && DubovUpfloats.isMaximum(p, maxT);
      countLevel[v] = maximum[v] ? countList.indexOf(DubovUpfloats.count(p)) : -1;
      previous[v] = !resident && DubovUpfloats.previousRound(p);
    }
  }

  int vertexCount() {
    return players.length;
  }

  boolean resident(int v) {
    return v < residents;
  }

  /** True for a resident-resident edge: a pair of the bracket without upfloater. */
  boolean residentPair(int u, int v) {
    return resident(u) && resident(v);
  }

  /** True for a resident-pool edge: the pool end upfloats. */
  boolean upfloat(int u, int v) {
    return resident(u) != resident(v);
  }

  /** True for an edge of the bracket (at least one resident). */
  boolean inBracket(int u, int v) {
    return resident(u) || resident(v);
  }

  /** The pool end of a resident-pool edge. */
  int upfloater(int u, int v) {
    return resident(u) ? v : u;
  }
}
