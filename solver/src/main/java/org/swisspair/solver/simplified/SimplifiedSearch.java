package org.swisspair.solver.simplified;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.swiss.PerfectMatching;

/**
 * The pairing procedure of the simplified Swiss rules (Vincze, "Pairings"), run as written: score
 * groups from the highest down, each sorted by starting number and split with the larger lower
 * half; the first player of the top half takes the first permissible opponent in the order lower
 * half, top half from its last player up, then the lower score groups from their first player; the
 * pair leaves and the group is split again. A dead end cancels pairs from the last one made
 * (chronological backtracking); the bye (odd number of players) is the outer loop, from the last
 * player of the lowest score group upwards; the rule of three same colours in a row is kept unless
 * no pairing at all keeps it (SIM-3).
 *
 * <p>The search is exhaustive, so it is run first plainly with a bound on the pairs cancelled, and
 * past that bound again with a perfect-matching oracle ({@link PerfectMatching}) that skips every
 * branch that cannot be completed, which changes no result (SIM-6): both give the first complete
 * pairing in the same order.
 */
final class SimplifiedSearch {
  /** How the depth-first search is run; every mode gives the same pairing. */
  enum Mode {
    /** Plain backtracking, then the oracle past the bound (the engine). */
    AUTO,
    /** Plain backtracking without any bound (the literal procedure, for small fields). */
    PLAIN,
    /** The oracle from the start. */
    GUIDED
  }

  /**
   * The outcome.
   *
   * @param pairs each pair as (player searched for, opponent found), in the order made
   * @param bye the bye receiver, 0 when none
   * @param colourRuleKept true when the rule of three same colours in a row was kept (pass 1)
   * @param byesTried bye candidates tried before the one taken, ineligible ones included
   * @param cancelled pairs cancelled by backtracking over the whole search
   * @param guided true when the oracle was needed
   */
  record Result(
      List<int[]> pairs,
      int bye,
      boolean colourRuleKept,
      int byesTried,
      long cancelled,
      boolean guided) {}

  private final Mode mode;

  /** Players to pair by score descending, then starting number: the search's indices. */
  private final PlayerState[] players;

  // SIM-8: had the bye before this round, by search index.
  private final boolean[] hadBye;
  private final int[] group;
  private final int[] groupEnd;
  // The organiser's forbidden pairs of this round, both orders.
  private final java.util.Set<Long> forbidden = new java.util.HashSet<>();
  // The permissible pairs as bit matrices, built only when the oracle is needed (index 0: the
  // colour rule kept, 1: dropped).
  private final long[][][] matrices = new long[2][][];
  private final boolean[] alive;
  private long cancelled;
  private boolean guidedUsed;

  SimplifiedSearch(RoundState state, Mode mode) {
    this.mode = mode;
    for (org.swisspair.model.ForbiddenPairs f : state.tournament().forbidden()) {
      if (f.appliesTo(state.round())) {
        for (int a : f.players()) {
          for (int b : f.players()) {
            forbidden.add((long) a << 32 | b);
          }
        }
      }
    }
    List<PlayerState> list = new ArrayList<>();
    for (int id : state.playersToPair()) {
      list.add(state.player(id));
    }
    list.sort(order());
    int n = list.size();
    players = list.toArray(PlayerState[]::new);
    hadBye = new boolean[players.length];
    for (int i = 0; i < players.length; i++) {
      hadBye[i] = SimplifiedRules.hadBye(state, players[i].id());
    }
    group = new int[n];
    List<Integer> ends = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (i > 0 && players[i].pairingScore() != players[i - 1].pairingScore()) {
        ends.add(i);
      }
      group[i] = ends.size();
    }
    ends.add(n);
    groupEnd = ends.stream().mapToInt(Integer::intValue).toArray();
    alive = new boolean[n];
  }

  /** Score groups from the highest (pairing score, GEN-2), each by starting number (SIM-1). */
  static Comparator<PlayerState> order() {
    return Comparator.comparingInt(PlayerState::pairingScore)
        .reversed()
        .thenComparingInt(PlayerState::id);
  }

  /** Runs the search; null when no permissible pairing exists at all. */
  Result run() {
    int n = players.length;
    // SIM-1: the bye goes to the last player of the lowest score group, then the one before him,
    // and on up through the groups above.
    int[] byeOrder = new int[n % 2 == 0 ? 1 : n];
    for (int k = 0; k < byeOrder.length; k++) {
      byeOrder[k] = n % 2 == 0 ? -1 : n - 1 - k;
    }
    // SIM-3: the colour rule is dropped only when no pairing with any bye keeps it.
    for (boolean keepColours : new boolean[] {true, false}) {
      int tried = 0;
      for (int bye : byeOrder) {
        if (bye >= 0 && hadBye[bye]) {
          // SIM-8: a player who had the bye is skipped.
          tried++;
          continue;
        }
        Cancellation.checkpoint();
        List<int[]> pairs = pairAll(keepColours, bye);
        if (pairs != null) {
          return new Result(
              ids(pairs),
              bye >= 0 ? players[bye].id() : 0,
              keepColours,
              tried,
              cancelled,
              guidedUsed);
        }
        tried++;
      }
    }
    return null;
  }

  /** The first complete pairing in search order without {@code bye}, or null. */
  private List<int[]> pairAll(boolean keepColours, int bye) {
    if (mode != Mode.GUIDED) {
      long bound = mode == Mode.PLAIN ? Long.MAX_VALUE : 1000L + 10L * players.length;
      Outcome o = depthFirst(keepColours, bye, bound);
      if (o.pairs != null || o.exhausted) {
        return o.pairs;
      }
    }
    guidedUsed = true;
    return guided(matrix(keepColours), bye);
  }

  private record Outcome(List<int[]> pairs, boolean exhausted) {}

  /**
   * Chronological backtracking over the candidate order; stops after {@code bound} cancelled pairs
   * (result null, not exhausted).
   */
  private Outcome depthFirst(boolean keepColours, int bye, long bound) {
    resetAlive(bye);
    int n = players.length;
    int[] first = new int[n / 2 + 1];
    int[] opponent = new int[n / 2 + 1];
    int[] nextRank = new int[n / 2 + 1];
    int depth = 0;
    int resumeRank = 0;
    long spent = 0;
    int[] candidates = new int[n];
    while (true) {
      int f = firstAlive();
      if (f < 0) {
        List<int[]> out = new ArrayList<>();
        for (int d = 0; d < depth; d++) {
          out.add(new int[] {first[d], opponent[d]});
        }
        return new Outcome(out, true);
      }
      int count = candidates(f, candidates);
      int found = -1;
      for (int k = resumeRank; k < count; k++) {
        if (permissible(keepColours, f, candidates[k])) {
          found = k;
          break;
        }
      }
      if (found >= 0) {
        first[depth] = f;
        opponent[depth] = candidates[found];
        nextRank[depth] = found + 1;
        alive[f] = false;
        alive[candidates[found]] = false;
        depth++;
        resumeRank = 0;
        continue;
      }
      // Dead end: cancel the last pair made and try its next opponent.
      if (depth == 0) {
        return new Outcome(null, true);
      }
      if (++spent > bound) {
        return new Outcome(null, false);
      }
      if ((spent & 0xFFF) == 0) {
        Cancellation.checkpoint();
      }
      cancelled++;
      depth--;
      alive[first[depth]] = true;
      alive[opponent[depth]] = true;
      resumeRank = nextRank[depth];
    }
  }

  /** The same order with the oracle: each pair is taken only if the rest can be completed. */
  private List<int[]> guided(long[][] matrix, int bye) {
    resetAlive(bye);
    int n = players.length;
    int[] active = new int[bye >= 0 ? n - 1 : n];
    int k = 0;
    for (int i = 0; i < n; i++) {
      if (i != bye) {
        active[k++] = i;
      }
    }
    PerfectMatching oracle = new PerfectMatching(matrix);
    if (!oracle.reset(active)) {
      return null;
    }
    List<int[]> out = new ArrayList<>();
    int[] candidates = new int[n];
    for (int f = firstAlive(); f >= 0; f = firstAlive()) {
      int count = candidates(f, candidates);
      int taken = -1;
      for (int r = 0; r < count && taken < 0; r++) {
        int c = candidates[r];
        if (edge(matrix, f, c) && oracle.takePair(f, c)) {
          taken = c;
        }
      }
      if (taken < 0) {
        throw new IllegalStateException(
            "simplified rules: the matching oracle admitted a set it cannot pair (a bug)");
      }
      alive[f] = false;
      alive[taken] = false;
      out.add(new int[] {f, taken});
    }
    return out;
  }

  private void resetAlive(int bye) {
    java.util.Arrays.fill(alive, true);
    if (bye >= 0) {
      alive[bye] = false;
    }
  }

  private int firstAlive() {
    for (int i = 0; i < alive.length; i++) {
      if (alive[i]) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The opponents of {@code f}, the first player of the highest group, in the order of the rules:
   * its group's lower half from the first, its top half from the last up to the second, then every
   * lower group from its first player (SIM-9 for a group of one). Returns how many were written.
   */
  int candidates(int f, int[] out) {
    int g = group[f];
    int end = groupEnd[g];
    int[] members = new int[end - f];
    int cnt = 0;
    for (int i = f; i < end; i++) {
      if (alive[i]) {
        members[cnt++] = i;
      }
    }
    int top = cnt / 2;
    int k = 0;
    for (int i = Math.max(top, 1); i < cnt; i++) {
      out[k++] = members[i];
    }
    for (int i = top - 1; i >= 1; i--) {
      out[k++] = members[i];
    }
    for (int i = end; i < alive.length; i++) {
      if (alive[i]) {
        out[k++] = i;
      }
    }
    return k;
  }

  /**
   * The opponents offered to the first player when everybody is still to be paired, as pairing
   * numbers in order: the order the text's example gives (5-6-7-8-4-3-2 in a group of eight).
   */
  List<Integer> firstOpponents() {
    resetAlive(-1);
    int[] out = new int[players.length];
    int k = candidates(0, out);
    List<Integer> ids = new ArrayList<>();
    for (int i = 0; i < k; i++) {
      ids.add(players[out[i]].id());
    }
    return ids;
  }

  /**
   * Whether players {@code i} and {@code j} (search indices) may be paired in this pass: "two
   * players can play together only once", played games only (SIM-2), the organiser's forbidden
   * pairs, and in the first pass the rule of three colours in a row (SIM-3).
   */
  private boolean permissible(boolean keepColours, int i, int j) {
    return !players[i].opponents().contains(players[j].id())
        && !forbidden.contains((long) players[i].id() << 32 | players[j].id())
        && !(keepColours && SimplifiedColours.thirdInARow(players[i], players[j]));
  }

  /** The permissible pairs of a pass as a bit matrix, for the oracle. */
  private long[][] matrix(boolean keepColours) {
    int k = keepColours ? 0 : 1;
    if (matrices[k] == null) {
      int n = players.length;
      long[][] m = PerfectMatching.emptyMatrix(n);
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (permissible(keepColours, i, j)) {
            PerfectMatching.addEdge(m, i, j);
          }
        }
      }
      matrices[k] = m;
    }
    return matrices[k];
  }

  private static boolean edge(long[][] m, int u, int v) {
    return (m[u][v >>> 6] & (1L << v)) != 0;
  }

  private List<int[]> ids(List<int[]> pairs) {
    List<int[]> out = new ArrayList<>();
    for (int[] p : pairs) {
      out.add(new int[] {players[p[0]].id(), players[p[1]].id()});
    }
    return out;
  }
}
