package org.swisspair.solver.dutch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.dutch.rules.ColourCosts;
import org.swisspair.solver.dutch.rules.DutchRanking;
import org.swisspair.solver.dutch.rules.DutchRules;
import org.swisspair.solver.swiss.Compatibility;

/**
 * The players to pair in one round in the Dutch ranking order (C.04.3 Article 1.2); the engine
 * names a player by its rank, an index into this order.
 */
final class RankedPlayers {
  private final RoundState state;
  private final PlayerState[] players;
  private final int[] score;
  private final Compatibility compatibility;

  /** Each rank's opponents (C1) among the players to pair, as ranks (a set probe cost 18%). */
  private final int[][] opponentRanks;

  /** Each rank's class under the absolute colour rule (C3, {@link Compatibility#absoluteClass}). */
  private final int[] absoluteClass;

  private final boolean forbiddenPairs;

  RankedPlayers(RoundState state) {
    this(state, DutchRules.compatibility(state));
  }

  /** As above, with the round's compatibility already built (by the round's {@link DutchRules}). */
  RankedPlayers(RoundState state, Compatibility compatibility) {
    this.state = state;
    List<Integer> toPair = state.playersToPair();
    players = new PlayerState[toPair.size()];
    for (int i = 0; i < players.length; i++) {
      players[i] = state.player(toPair.get(i));
    }
    Arrays.sort(players, DutchRanking.ORDER);
    score = new int[players.length];
    for (int i = 0; i < players.length; i++) {
      score[i] = players[i].pairingScore();
    }
    this.compatibility = compatibility;
    int maxId = 0;
    for (PlayerState p : players) {
      maxId = Math.max(maxId, p.id());
    }
    int[] rankOfId = new int[maxId + 1];
    Arrays.fill(rankOfId, -1);
    for (int i = 0; i < players.length; i++) {
      rankOfId[players[i].id()] = i;
    }
    opponentRanks = new int[players.length][];
    for (int i = 0; i < players.length; i++) {
      int[] ranks = new int[players[i].opponents().size()];
      int count = 0;
      for (int id : players[i].opponents()) {
        if (id >= 0 && id <= maxId && rankOfId[id] >= 0) {
          ranks[count++] = rankOfId[id];
        }
      }
      opponentRanks[i] = Arrays.copyOf(ranks, count);
    }
    absoluteClass = new int[players.length];
    for (int i = 0; i < players.length; i++) {
      absoluteClass[i] = compatibility.absoluteClass(players[i]);
    }
    forbiddenPairs = compatibility.hasForbiddenPairs();
  }

  RoundState state() {
    return state;
  }

  int size() {
    return players.length;
  }

  PlayerState get(int rank) {
    return players[rank];
  }

  /** The pairing score of the player of rank {@code rank}. */
  int score(int rank) {
    return score[rank];
  }

  /** True when C1 and C3 (and forbidden pairs) allow the players of ranks {@code i}, {@code j}. */
  boolean compatible(int i, int j) {
    for (int o : opponentRanks[i]) {
      if (o == j) {
        return false;
      }
    }
    if (absoluteConflict(i, j)) {
      return false;
    }
    return !forbiddenPairs || !state.forbidden(players[i].id(), players[j].id());
  }

  /** True when C3 (the absolute colour rule) forbids the players of ranks {@code i}, {@code j}. */
  boolean absoluteConflict(int i, int j) {
    return absoluteClass[i] != 0 && absoluteClass[i] == absoluteClass[j];
  }

  /** The colour criteria C10-C13 the pair of ranks {@code i} and {@code j} breaks. */
  int colourCosts(int i, int j) {
    return ColourCosts.of(players[Math.min(i, j)], players[Math.max(i, j)], state.initialColour());
  }

  /** The pairing numbers of the players of {@code ranks}. */
  List<Integer> ids(List<Integer> ranks) {
    List<Integer> out = new ArrayList<>();
    for (int i : ranks) {
      out.add(players[i].id());
    }
    return out;
  }
}
