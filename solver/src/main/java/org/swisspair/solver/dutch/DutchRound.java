package org.swisspair.solver.dutch;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.matching.MatchingCertificate;
import org.swisspair.solver.matching.MatchingWeights;
import org.swisspair.solver.matching.WeightedGraph;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * One round of the Dutch system. Brackets are paired top-down (Dutch 1.9.2). Each bracket is solved
 * on a graph that also holds the players below it, so that C4 (completion) and C8 (the next
 * bracket) are seen; the edge weight packs, most significant first: the number of players paired,
 * C5-C21, then the Article 4 candidate order. A maximum-weight matching is then the first candidate
 * in Article 4 order among those with the best criteria values (Article 3.8).
 *
 * <p>Three passes, cheapest first, each exact when it completes: (1) a bracket whose first
 * candidate without exchanges is perfect takes it (3.4.1) and a bracket far from the bottom is
 * solved with only the next scoregroup and one sink per player standing for the players below; (2)
 * the same without perfect candidates; (3) every bracket on the graph of all players below. A pass
 * that assumed more than the later brackets confirm (C4, C5, C8) gives way to the next.
 */
final class DutchRound {
  private final RoundState state;
  private final MatchingAlgorithm matcher;

  /** Players to pair in ranking order (Dutch 1.2): pairing score desc, TPN asc. */
  private final PlayerState[] players;

  /** {@code -Dswisspair.debug=true}: print every matching solve and failed verification. */
  private static final boolean DEBUG = Boolean.getBoolean("swisspair.debug");

  private final int[] score;
  private final int[] partner;

  /** Only the third pass: every bracket on the exact graph (for differential tests). */
  private final boolean exactOnly;

  DutchRound(RoundState state, MatchingAlgorithm matcher, boolean exactOnly) {
    this.state = state;
    this.matcher = matcher;
    this.exactOnly = exactOnly;
    players =
        state.playersToPair().stream()
            .map(state::player)
            .sorted(
                Comparator.comparingInt(PlayerState::pairingScore)
                    .reversed()
                    .thenComparingInt(PlayerState::id))
            .toArray(PlayerState[]::new);
    score = new int[players.length];
    for (int i = 0; i < players.length; i++) {
      score[i] = players[i].pairingScore();
    }
    partner = new int[players.length];
    Arrays.fill(partner, -1);
  }

  RoundPairing pair(boolean explain) throws NoValidPairingException {
    // Cheapest first; each pass verifies what it assumed, else the next, more exact one runs.
    for (int pass = exactOnly ? 2 : 0; pass < 2; pass++) {
      shortcuts = pass == 0;
      try {
        return pair(true, explain);
      } catch (RelaxationFailed e) {
        if (DEBUG) {
          e.printStackTrace();
        }
        Arrays.fill(partner, -1);
      }
    }
    shortcuts = false;
    return pair(false, explain);
  }

  /**
   * Below this many players under the next scoregroup, the exact graph is small anyway and
   * completing the round (C4) is where relaxations fail: use the players themselves.
   */
  private static final int RELAXED_REST = 24;

  /** Whether a bracket may accept its first perfect candidate without a matching (3.4.1). */
  private boolean shortcuts;

  /**
   * Pairs the round bracket by bracket. With {@code relaxed}, a bracket's graph holds only the
   * bracket and the next scoregroup, the players below being replaced by interchangeable sinks; the
   * assumptions this makes (C4, C5 and C8 values) are verified as the round goes on, and a failed
   * verification sends the round back to the exact graphs.
   */
  private RoundPairing pair(boolean relaxed, boolean explain) throws NoValidPairingException {
    int n = players.length;
    List<Integer> mdps = new ArrayList<>();
    int pos = 0;
    expectedNext = null;
    usedRelaxation = false;
    while (pos < n) {
      int end = pos;
      while (end < n && score[end] == score[pos]) {
        end++;
      }
      List<Integer> bracket = new ArrayList<>(mdps);
      for (int i = pos; i < end; i++) {
        bracket.add(i);
      }
      mdps = new BracketSolver(bracket, mdps.size(), end, relaxed).solve();
      pos = end;
    }
    int pab = -1;
    if (mdps.size() == 1) {
      pab = mdps.get(0);
      if (players[pab].byeIneligible()) {
        throw new NoValidPairingException(
            "no valid pairing: player " + players[pab].id() + " cannot receive the PAB (C2)",
            List.of(players[pab].id()));
      }
      if (relaxed && usedRelaxation && score[pab] != lowestEligibleScore()) {
        throw new RelaxationFailed();
      }
    } else if (mdps.size() > 1) {
      if (relaxed && usedRelaxation) {
        throw new RelaxationFailed();
      }
      throw new NoValidPairingException(
          "no valid pairing: players " + ids(mdps) + " cannot be paired (Dutch 1.9.3)", ids(mdps));
    }
    return publish(pab, explain);
  }

  /** The lowest pairing score of a player who may receive the PAB (the best C5 value). */
  private int lowestEligibleScore() {
    int best = Integer.MAX_VALUE;
    for (int i = 0; i < players.length; i++) {
      if (!players[i].byeIneligible()) {
        best = Math.min(best, score[i]);
      }
    }
    return best;
  }

  /** A relaxed bracket graph's assumption was not confirmed: pair the round exactly. */
  private static final class RelaxationFailed extends RuntimeException {
    RelaxationFailed() {
      super("a relaxed pass assumed what later brackets did not confirm", null, false, DEBUG);
    }
  }

  /** What the previous relaxed bracket assumed of this one (C8): pairs, then paired scores. */
  private List<Integer> expectedNext;

  private boolean usedRelaxation;

  /** Colours (Article 5) and publishing order (C.04.2 3.6). */
  private RoundPairing publish(int pab, boolean explain) {
    List<int[]> pairs = new ArrayList<>();
    for (int i = 0; i < players.length; i++) {
      if (partner[i] > i) {
        pairs.add(new int[] {i, partner[i]});
      }
    }
    // Higher score of the pair, then the other score, then the higher player's rank.
    pairs.sort(
        Comparator.<int[]>comparingInt(p -> -Math.max(score[p[0]], score[p[1]]))
            .thenComparingInt(p -> -Math.min(score[p[0]], score[p[1]]))
            .thenComparingInt(p -> Math.min(p[0], p[1])));
    List<Pair> boards = new ArrayList<>();
    List<Explanation.ColourDecision> colours = new ArrayList<>();
    for (int[] p : pairs) {
      PlayerState higher = players[p[0]];
      PlayerState lower = players[p[1]];
      DutchColours.Allocation a = DutchColours.allocate(higher, lower, state.initialColour());
      Pair board =
          a.higherColour() == Colour.WHITE
              ? new Pair(higher.id(), lower.id())
              : new Pair(lower.id(), higher.id());
      boards.add(board);
      colours.add(
          new Explanation.ColourDecision(board.white(), board.black(), a.rule(), a.reason()));
    }
    if (pab >= 0) {
      boards.add(new Pair(players[pab].id(), 0));
    }
    // The brackets are explained by DutchExplainer from the final pairing.
    Explanation e = explain ? new Explanation("dutch", List.of(), colours) : null;
    return new RoundPairing(state.round(), boards, e);
  }

  private List<Integer> ids(List<Integer> idx) {
    List<Integer> r = new ArrayList<>();
    for (int i : idx) {
      r.add(players[i].id());
    }
    return r;
  }

  /** True when C1 and C3 (and forbidden pairs) allow {@code i} and {@code j} to meet. */
  private boolean compatible(int i, int j) {
    PlayerState a = players[i];
    PlayerState b = players[j];
    if (a.opponents().contains(b.id())) {
      return false;
    }
    if (!a.topscorer()
        && !b.topscorer()
        && a.preference().strength() == Strength.ABSOLUTE
        && b.preference().strength() == Strength.ABSOLUTE
        && a.preference().colour() == b.preference().colour()) {
      return false;
    }
    return !state.forbidden(a.id(), b.id());
  }

  /** Colour-criteria violations of a pair: C10, C11, C12, C13. */
  private int[] colourCosts(int i, int j) {
    int hi = Math.min(i, j);
    int lo = Math.max(i, j);
    PlayerState h = players[hi];
    PlayerState l = players[lo];
    Colour hc = DutchColours.allocate(h, l, state.initialColour()).higherColour();
    int[] cost = new int[4];
    boolean top = h.topscorer() || l.topscorer();
    for (int k = 0; k < 2; k++) {
      PlayerState p = k == 0 ? h : l;
      Colour c = k == 0 ? hc : hc.opposite();
      int cd = p.colourDifference() + (c == Colour.WHITE ? 1 : -1);
      if (top && Math.abs(cd) > 2) {
        cost[0]++;
      }
      if (top && p.recentColour(0) == c && p.recentColour(1) == c) {
        cost[1]++;
      }
      if (p.preference().colour() != Colour.NONE && p.preference().colour() != c) {
        cost[2]++;
        if (p.preference().strength().compareTo(Strength.STRONG) >= 0) {
          cost[3]++;
        }
      }
    }
    return cost;
  }

  /** The pairing of one bracket: residents plus MDPs (Dutch Article 3). */
  private final class BracketSolver {
    private final List<Integer> bracket;
    private final int m0;

    /** First player index below this bracket's residents. */
    private final int lowerStart;

    private final List<Integer> mdps;
    private final List<Integer> residents;

    /** Players of the next scoregroup, for C8. */
    private final List<Integer> next;

    /** Whether this bracket's graph is the relaxed one (bracket + next scoregroup + sinks). */
    private final boolean relaxedGraph;

    BracketSolver(List<Integer> bracket, int m0, int lowerStart, boolean relaxed) {
      this.bracket = bracket;
      this.m0 = m0;
      this.lowerStart = lowerStart;
      this.mdps = bracket.subList(0, m0);
      this.residents = bracket.subList(m0, bracket.size());
      List<Integer> nx = new ArrayList<>();
      for (int i = lowerStart; i < players.length && score[i] == score[lowerStart]; i++) {
        nx.add(i);
      }
      this.next = nx;
      int restStart = lowerStart + nx.size();
      boolean restAbsorbsBye = false;
      for (int i = restStart; i < players.length && !restAbsorbsBye; i++) {
        restAbsorbsBye = !players[i].byeIneligible();
      }
      int remaining = bracket.size() + players.length - lowerStart;
      this.relaxedGraph =
          relaxed
              && players.length - restStart >= RELAXED_REST
              && (remaining % 2 == 0 || restAbsorbsBye);
      if (relaxedGraph) {
        usedRelaxation = true;
      }
    }

    List<Integer> solve() throws NoValidPairingException {
      List<int[]> perfect = shortcuts ? firstPerfectCandidate() : null;
      if (perfect != null) {
        return accept(perfect, null);
      }
      Graph g = new Graph();
      int[] mate;
      List<int[]> mdpPairs = new ArrayList<>();
      if (m0 > 0) {
        mate = g.solveWhole(Phase.MDP);
        for (int m : mdps) {
          int p = mate[g.local(m)];
          if (p >= 0 && p < g.bracketSize) {
            mdpPairs.add(new int[] {m, g.vertex(p)});
          }
        }
      } else {
        mate = g.solveWhole(Phase.CRITERIA);
      }
      int pairsInBracket = 0;
      for (int v = 0; v < g.bracketSize; v++) {
        if (mate[v] > v && mate[v] < g.bracketSize) {
          pairsInBracket++;
        }
      }
      // The remainder: residents not paired with an MDP (Dutch 3.3.3).
      List<Integer> remainder = new ArrayList<>(residents);
      for (int[] p : mdpPairs) {
        remainder.remove(Integer.valueOf(p[1]));
      }
      int remainderPairs = pairsInBracket - mdpPairs.size();
      List<List<int[]>> quick =
          exactOnly ? null : g.firstTightTransposition(remainder, remainderPairs, mdpPairs);
      if (quick != null) {
        List<int[]> pairs = new ArrayList<>(mdpPairs);
        pairs.addAll(quick.get(0));
        return accept(pairs, quick.get(1));
      }
      int[] mate2 = g.solveRemainder(remainder, remainderPairs, mdpPairs);
      List<int[]> bracketPairs = new ArrayList<>(mdpPairs);
      for (int r : remainder) {
        int p = mate2[g.local(r)];
        if (p >= 0 && p < g.bracketSize) {
          int o = g.vertex(p);
          if (r < o) {
            bracketPairs.add(new int[] {r, o});
          }
        }
      }
      return accept(bracketPairs, g.nextPairs(mate2));
    }

    /**
     * Records the bracket's pairs and returns its downfloaters. {@code nextPairs} are the pairs the
     * relaxed graph made in the next bracket (null: assume its ideal C6/C7 values).
     */
    private List<Integer> accept(List<int[]> bracketPairs, List<int[]> nextPairs) {
      boolean[] inPair = new boolean[players.length];
      for (int[] p : bracketPairs) {
        partner[p[0]] = p[1];
        partner[p[1]] = p[0];
        inPair[p[0]] = true;
        inPair[p[1]] = true;
      }
      List<Integer> down = new ArrayList<>();
      for (int b : bracket) {
        if (!inPair[b]) {
          down.add(b);
        }
      }
      // C8 as the previous relaxed bracket assumed it must be what this bracket achieves.
      if (expectedNext != null && !expectedNext.equals(pairedScores(bracketPairs))) {
        throw new RelaxationFailed();
      }
      expectedNext = null;
      if (relaxedGraph && !next.isEmpty()) {
        expectedNext = nextPairs != null ? pairedScores(nextPairs) : idealNext(down);
      }
      return down;
    }

    /** The best C6/C7 values the next bracket could have: all paired but one of the lowest. */
    private List<Integer> idealNext(List<Integer> down) {
      List<Integer> scores = new ArrayList<>();
      for (int d : down) {
        scores.add(score[d]);
      }
      for (int x : next) {
        scores.add(score[x]);
      }
      scores.sort(null);
      if (scores.size() % 2 == 1) {
        scores.remove(0);
      }
      scores.add(0, scores.size() / 2);
      return scores;
    }

    /**
     * The first candidate in Article 4 order that is perfect (3.4.1), when it needs no resident
     * exchange: every criterion C5-C21 at its best conceivable value. Null when there is none or
     * the search would be long; the matching then decides.
     */
    private List<int[]> firstPerfectCandidate() {
      boolean last = lowerStart == players.length;
      int res = residents.size();
      if (!(relaxedGraph || last) || m0 > res) {
        return null;
      }
      long budget = 4_000_000L + 40L * bracket.size() * bracket.size();
      List<int[]> pairs = new ArrayList<>();
      List<Integer> remainder = new ArrayList<>(residents);
      if (m0 > 0) {
        int[] a =
            new LexicographicAssignment(
                    m0, res, (i, j) -> perfectPair(mdps.get(i), residents.get(j), true), budget)
                .solve();
        if (a == null) {
          return null;
        }
        for (int i = 0; i < m0; i++) {
          pairs.add(new int[] {mdps.get(i), residents.get(a[i])});
        }
        for (int i = 0; i < m0; i++) {
          remainder.remove(residents.get(a[i]));
        }
      }
      int r = remainder.size();
      int p = r / 2;
      boolean odd = r % 2 == 1;
      int minUnplayed = Integer.MAX_VALUE;
      for (int x : residents) {
        if (!players[x].byeIneligible()) {
          minUnplayed = Math.min(minUnplayed, players[x].unplayedRounds());
        }
      }
      final int bestUnplayed = minUnplayed;
      List<Integer> s1 = remainder.subList(0, p);
      List<Integer> s2 = remainder.subList(p, r);
      int[] a =
          new LexicographicAssignment(
                  p + (odd ? 1 : 0),
                  r - p,
                  (i, j) ->
                      i < p
                          ? perfectPair(s1.get(i), s2.get(j), false)
                          : perfectDownfloater(s2.get(j), last, bestUnplayed),
                  budget)
              .solve();
      if (a == null) {
        return null;
      }
      for (int i = 0; i < p; i++) {
        pairs.add(new int[] {s1.get(i), s2.get(a[i])});
      }
      return pairs;
    }

    /** A pair with no C1/C3 problem and no violation of C10-C13 and C15-C21. */
    private boolean perfectPair(int x, int y, boolean mdpPair) {
      if (!compatible(x, y)) {
        return false;
      }
      for (int c : colourCosts(x, y)) {
        if (c != 0) {
          return false;
        }
      }
      if (!mdpPair) {
        return true;
      }
      PlayerState m = players[x];
      PlayerState r = players[y];
      return m.floatBefore(1) != FloatDirection.DOWN
          && m.floatBefore(2) != FloatDirection.DOWN
          && r.floatBefore(1) != FloatDirection.UP
          && r.floatBefore(2) != FloatDirection.UP;
    }

    /** A downfloater with no C14/C16 violation; in the last bracket also the best PAB (C5, C9). */
    private boolean perfectDownfloater(int x, boolean last, int bestUnplayed) {
      PlayerState p = players[x];
      if (p.floatBefore(1) == FloatDirection.DOWN || p.floatBefore(2) == FloatDirection.DOWN) {
        return false;
      }
      return !last || !p.byeIneligible() && p.unplayedRounds() == bestUnplayed;
    }

    /** Number of pairs, then the sorted scores of the paired players (C6 and C7 values). */
    private List<Integer> pairedScores(List<int[]> pairs) {
      List<Integer> scores = new ArrayList<>();
      for (int[] p : pairs) {
        scores.add(score[p[0]]);
        scores.add(score[p[1]]);
      }
      scores.sort(null);
      scores.add(0, pairs.size());
      return scores;
    }

    private enum Phase {
      CRITERIA,
      MDP,
      REMAINDER
    }

    /** The matching graph of this bracket and every lower player. */
    private final class Graph {
      /** Local vertex to player index; bracket players first, in bracket order. */
      final int[] vertices;

      final int[] localOf;
      final int bracketSize;
      final boolean bye;

      /**
       * Edges tight in the first solve's dual: every optimal matching uses only these, so the
       * Article 4 solve that follows needs no others (null: keep all).
       */
      private java.util.Set<Long> tight;

      /** The first solve's graph and optimum, to recognise an optimal matching later. */
      private WeightedGraph firstGraph;

      private BigInteger firstTotal;

      /** In a relaxed graph: whether the player has a possible opponent below the next group. */
      final boolean[] canSink;

      final int[] levelB;
      final int levelsB;
      final int[] levelBn;
      final int levelsBn;
      final int[] diffLevel;
      final int diffLevels;
      final boolean[] inNext;
      final boolean[] isMdpV;
      final int maxScore;
      final int maxUnplayed;

      Graph() {
        int lowerCount = relaxedGraph ? next.size() : players.length - lowerStart;
        bracketSize = bracket.size();
        vertices = new int[bracketSize + lowerCount];
        localOf = new int[players.length];
        Arrays.fill(localOf, -1);
        int k = 0;
        for (int b : bracket) {
          vertices[k] = b;
          localOf[b] = k++;
        }
        for (int i = lowerStart; i < lowerStart + lowerCount; i++) {
          vertices[k] = i;
          localOf[i] = k++;
        }
        // A relaxed graph leaves the PAB to the players below the next scoregroup.
        bye = !relaxedGraph && vertices.length % 2 == 1;
        canSink = new boolean[vertices.length];
        if (relaxedGraph) {
          for (int v = 0; v < vertices.length; v++) {
            for (int j = lowerStart + lowerCount; j < players.length && !canSink[v]; j++) {
              canSink[v] = compatible(vertices[v], j);
            }
          }
        }
        inNext = new boolean[vertices.length];
        for (int i : next) {
          inNext[localOf[i]] = true;
        }
        isMdpV = new boolean[vertices.length];
        for (int i = 0; i < m0; i++) {
          isMdpV[i] = true;
        }
        TreeSet<Integer> sb = new TreeSet<>(Comparator.reverseOrder());
        TreeSet<Integer> sbn = new TreeSet<>(Comparator.reverseOrder());
        TreeSet<Integer> sd = new TreeSet<>(Comparator.reverseOrder());
        for (int v = 0; v < bracketSize; v++) {
          sb.add(score[vertices[v]]);
          sbn.add(score[vertices[v]]);
          if (isMdpV[v]) {
            sd.add(score[vertices[v]]);
          }
        }
        for (int i : next) {
          sbn.add(score[i]);
        }
        List<Integer> lb = new ArrayList<>(sb);
        List<Integer> lbn = new ArrayList<>(sbn);
        List<Integer> ld = new ArrayList<>(sd);
        levelsB = lb.size();
        levelsBn = lbn.size();
        diffLevels = ld.size();
        levelB = new int[vertices.length];
        levelBn = new int[vertices.length];
        diffLevel = new int[vertices.length];
        int mx = 0;
        int mu = 0;
        for (int v = 0; v < vertices.length; v++) {
          int s = score[vertices[v]];
          levelB[v] = v < bracketSize ? lb.indexOf(s) : -1;
          levelBn[v] = v < bracketSize || inNext[v] ? lbn.indexOf(s) : -1;
          diffLevel[v] = isMdpV[v] ? ld.indexOf(s) : -1;
          mx = Math.max(mx, s);
          mu = Math.max(mu, players[vertices[v]].unplayedRounds());
        }
        maxScore = mx;
        maxUnplayed = mu;
      }

      /** Pairs of the matching in the next bracket: at least one player below this bracket. */
      List<int[]> nextPairs(int[] mate) {
        List<int[]> pairs = new ArrayList<>();
        for (int v = 0; v < vertices.length; v++) {
          int w = mate[v];
          if (w > v && w < vertices.length && (v >= bracketSize || w >= bracketSize)) {
            pairs.add(new int[] {vertices[v], vertices[w]});
          }
        }
        return pairs;
      }

      /**
       * The remainder's first transposition without exchange (Dutch 4.2) over the tight edges, when
       * it is optimal: then no optimal candidate comes earlier, since every optimal one uses only
       * tight edges. Returns the remainder pairs and the pairs the rest of the graph makes in the
       * next bracket, or null (the full Article 4 solve decides).
       */
      List<List<int[]>> firstTightTransposition(
          List<Integer> remainder, int pairs, List<int[]> fixedPairs)
          throws NoValidPairingException {
        if (firstGraph == null || pairs == 0) {
          return null;
        }
        List<Integer> s1 = remainder.subList(0, pairs);
        List<Integer> s2 = remainder.subList(pairs, remainder.size());
        // Each left-over S2 player must downfloat along a tight edge (to the next scoregroup,
        // a sink or the PAB): extra "float" rows take them, after every S1 row.
        boolean[] canFloat = new boolean[s2.size()];
        for (int j = 0; j < s2.size(); j++) {
          int u = localOf[s2.get(j)];
          for (int w = bracketSize; w < firstGraph.vertexCount() && !canFloat[j]; w++) {
            canFloat[j] = tight.contains(edgeKey(u, w));
          }
        }
        int floats = s2.size() - s1.size();
        int[] a =
            new LexicographicAssignment(
                    s1.size() + floats,
                    s2.size(),
                    (i, j) ->
                        i < s1.size()
                            ? tight.contains(edgeKey(localOf[s1.get(i)], localOf[s2.get(j)]))
                            : canFloat[j],
                    4_000_000L)
                .solve();
        if (a == null) {
          return null;
        }
        Map<Long, Integer> index = new java.util.HashMap<>();
        for (int e = 0; e < firstGraph.edgeCount(); e++) {
          index.put(edgeKey(firstGraph.edgeU(e), firstGraph.edgeV(e)), e);
        }
        List<int[]> chosen = new ArrayList<>();
        boolean[] used = new boolean[firstGraph.vertexCount()];
        BigInteger total = BigInteger.ZERO;
        List<int[]> all = new ArrayList<>(fixedPairs);
        for (int i = 0; i < s1.size(); i++) {
          int[] pair = {s1.get(i), s2.get(a[i])};
          chosen.add(pair);
          all.add(pair);
        }
        for (int[] pair : all) {
          int u = localOf[pair[0]];
          int v = localOf[pair[1]];
          used[u] = true;
          used[v] = true;
          total = total.add(firstGraph.weight(index.get(edgeKey(u, v))));
        }
        // The rest: this bracket's downfloaters, the next scoregroup, the players or sinks below.
        WeightedGraph rest = new WeightedGraph(firstGraph.vertexCount(), firstGraph.limbs());
        for (int e = 0; e < firstGraph.edgeCount(); e++) {
          int u = firstGraph.edgeU(e);
          int v = firstGraph.edgeV(e);
          boolean bothInBracket = u < bracketSize && v < bracketSize;
          if (!used[u] && !used[v] && !bothInBracket) {
            long[] limbs = new long[firstGraph.limbs()];
            for (int k = 0; k < limbs.length; k++) {
              limbs[k] = firstGraph.limb(e, k);
            }
            rest.addEdge(u, v, limbs);
          }
        }
        int[] restMate = matcher.maximumWeightMatching(rest);
        total = total.add(MatchingWeights.weight(rest, restMate));
        if (!total.equals(firstTotal)) {
          return null;
        }
        return List.of(chosen, nextPairs(restMate));
      }

      private long edgeKey(int u, int v) {
        return (long) Math.min(u, v) << 32 | Math.max(u, v);
      }

      int local(int player) {
        return localOf[player];
      }

      int vertex(int local) {
        return vertices[local];
      }

      /** Solves the whole bracket with the criteria and, in the MDP phase, Article 4.2/4.4. */
      int[] solveWhole(Phase phase) throws NoValidPairingException {
        return build(phase, null, 0, new boolean[vertices.length]);
      }

      /** Solves the remainder in Article 4.3 order, the fixed MDP pairs left out. */
      int[] solveRemainder(List<Integer> remainder, int remainderPairs, List<int[]> fixed)
          throws NoValidPairingException {
        boolean[] removed = new boolean[vertices.length];
        for (int[] p : fixed) {
          removed[localOf[p[0]]] = true;
          removed[localOf[p[1]]] = true;
        }
        return build(Phase.REMAINDER, remainder, remainderPairs, removed);
      }

      /**
       * Builds the weighted graph for a phase and solves it. {@code removed} players (fixed MDP
       * pairs) are left out and, in the REMAINDER phase, the limbo cannot pair inside the bracket.
       * Every field that is minimised is written as (offset per player - violations), so that all
       * matchings covering the same players carry the same offsets.
       */
      private int[] build(
          Phase phase, List<Integer> remainder, int remainderPairs, boolean[] removed)
          throws NoValidPairingException {
        // One private sink per player who could float below the next scoregroup: any number of
        // them may float, so the relaxation never binds.
        int sinks = 0;
        for (boolean c : canSink) {
          sinks += c ? 1 : 0;
        }
        int nv = vertices.length;
        boolean[] limbo = new boolean[nv];
        if (phase == Phase.REMAINDER) {
          for (int v = 0; v < m0; v++) {
            limbo[v] = !removed[v];
          }
        }
        int active = 0;
        for (int v = 0; v < nv; v++) {
          if (!removed[v]) {
            active++;
          }
        }
        int byeVertex = nv;
        int maxPairs = active / 2 + 2;
        int bPairs = bracketSize / 2 + 1;
        int bnSize = bracketSize + next.size();

        // Remainder data: BSNs within the remainder (Dutch 4.1), S1 = the first P of them.
        int[] rBsn = new int[nv];
        Arrays.fill(rBsn, -1);
        int rSize = 0;
        if (phase == Phase.REMAINDER) {
          for (int r : remainder) {
            rBsn[localOf[r]] = rSize++;
          }
        }
        int p1 = remainderPairs;

        WeightLayout L = new WeightLayout();
        int fCard = L.field("players paired (C4)", WeightLayout.bitsFor(active + 1));
        int fC5 = L.field("C5", WeightLayout.bitsFor(maxScore + 1));
        int fC6 = L.field("C6", WeightLayout.bitsFor(bPairs));
        int[] fC7 = new int[levelsB];
        for (int i = 0; i < levelsB; i++) {
          fC7[i] = L.field("C7." + i, WeightLayout.bitsFor(bracketSize + 1));
        }
        int fC8 = L.field("C8.pairs", WeightLayout.bitsFor(bnSize / 2 + 1));
        int[] fC8s = new int[levelsBn];
        for (int i = 0; i < levelsBn; i++) {
          fC8s[i] = L.field("C8." + i, WeightLayout.bitsFor(bnSize + 1));
        }
        int fC9 = L.field("C9", WeightLayout.bitsFor(maxUnplayed + 1));
        int[] fCol = new int[4];
        for (int i = 0; i < 4; i++) {
          fCol[i] = L.field("C" + (10 + i), WeightLayout.bitsFor(active + 1));
        }
        int fC14 = L.field("C14", WeightLayout.bitsFor(bracketSize + 1));
        int fC15 = L.field("C15", WeightLayout.bitsFor(active + 1));
        int fC16 = L.field("C16", WeightLayout.bitsFor(bracketSize + 1));
        int fC17 = L.field("C17", WeightLayout.bitsFor(active + 1));
        int[][] fDiff = new int[4][diffLevels];
        for (int c = 0; c < 4; c++) {
          for (int d = 0; d < diffLevels; d++) {
            fDiff[c][d] = L.field("C" + (18 + c) + "." + d, WeightLayout.bitsFor(active + 1));
          }
        }
        // Article 4 order fields.
        int fSet = -1;
        int[] fMdpPartner = null;
        int resCount = residents.size();
        if (phase == Phase.MDP) {
          fSet = L.field("4.4.2 MDP set", m0 + 1);
          fMdpPartner = new int[m0];
          for (int i = 0; i < m0; i++) {
            fMdpPartner[i] = L.field("4.2 MDP " + i, WeightLayout.bitsFor(resCount + 1));
          }
        }
        int fR1 = -1;
        int fR2 = -1;
        int fR3 = -1;
        int fR4 = -1;
        int[] fPartner = null;
        if (phase == Phase.REMAINDER) {
          fR1 = L.field("4.3.2 rule 1", WeightLayout.bitsFor(active + 1));
          fR2 = L.field("4.3.2 rule 2", WeightLayout.bitsFor((long) (rSize + 1) * (active + 1)));
          fR3 = L.field("4.3.2 rule 3", p1 + 2 + WeightLayout.bitsFor(maxPairs + 1));
          fR4 = L.field("4.3.2 rule 4", rSize + 1);
          fPartner = new int[rSize];
          for (int i = 0; i < rSize; i++) {
            fPartner[i] = L.field("4.2 partner " + i, WeightLayout.bitsFor(rSize + 1));
          }
        }
        L.freeze();

        WeightedGraph g = new WeightedGraph(nv + (bye ? 1 : 0) + sinks, L.limbs());
        int[] sinkOf = new int[nv];
        for (int v = 0, next = nv + (bye ? 1 : 0); v < nv; v++) {
          sinkOf[v] = canSink[v] ? next++ : -1;
        }
        for (int u = 0; u < nv; u++) {
          if (removed[u]) {
            continue;
          }
          for (int v = u + 1; v < nv; v++) {
            if (removed[v]) {
              continue;
            }
            boolean inB = v < bracketSize;
            if (inB && (limbo[u] || limbo[v])) {
              continue;
            }
            if (isMdpV[u] && isMdpV[v]) {
              continue;
            }
            if (phase == Phase.REMAINDER && tight != null && !tight.contains(edgeKey(u, v))) {
              continue;
            }
            int pu = vertices[u];
            int pv = vertices[v];
            if (!compatible(pu, pv)) {
              continue;
            }
            long[] w = L.newWeight();
            L.put(w, fCard, 2);
            int[] col = inB ? colourCosts(pu, pv) : new int[4];
            for (int i = 0; i < 4; i++) {
              L.put(w, fCol[i], 2 - col[i]);
            }
            boolean mdpEdge = inB && isMdpV[u];
            PlayerState res = players[pv];
            L.put(w, fC15, mdpEdge && res.floatBefore(1) == FloatDirection.UP ? 1 : 2);
            L.put(w, fC17, mdpEdge && res.floatBefore(2) == FloatDirection.UP ? 1 : 2);
            for (int d = 0; d < diffLevels; d++) {
              boolean here = mdpEdge && diffLevel[u] == d;
              PlayerState md = players[pu];
              L.put(w, fDiff[0][d], here && md.floatBefore(1) == FloatDirection.DOWN ? 1 : 2);
              L.put(w, fDiff[1][d], here && res.floatBefore(1) == FloatDirection.UP ? 1 : 2);
              L.put(w, fDiff[2][d], here && md.floatBefore(2) == FloatDirection.DOWN ? 1 : 2);
              L.put(w, fDiff[3][d], here && res.floatBefore(2) == FloatDirection.UP ? 1 : 2);
            }
            if (inB) {
              L.put(w, fC6, 1);
              if (levelB[u] == levelB[v]) {
                L.put(w, fC7[levelB[u]], 2);
              } else {
                L.put(w, fC7[levelB[u]], 1);
                L.put(w, fC7[levelB[v]], 1);
              }
              int c14 = 0;
              int c16 = 0;
              // The endorsed engines count an MDP that floats on from the limbo as well.
              for (int x : new int[] {u, v}) {
                c14 += players[vertices[x]].floatBefore(1) == FloatDirection.DOWN ? 1 : 0;
                c16 += players[vertices[x]].floatBefore(2) == FloatDirection.DOWN ? 1 : 0;
              }
              L.put(w, fC14, c14);
              L.put(w, fC16, c16);
            }
            boolean inBn = levelBn[u] >= 0 && levelBn[v] >= 0;
            if (inBn) {
              if (!inB) {
                L.put(w, fC8, 1);
              }
              if (levelBn[u] == levelBn[v]) {
                L.put(w, fC8s[levelBn[u]], 2);
              } else {
                L.put(w, fC8s[levelBn[u]], 1);
                L.put(w, fC8s[levelBn[v]], 1);
              }
            }
            if (phase == Phase.MDP && mdpEdge) {
              L.putBits(w, fSet, m0 - 1 - u, m0 - u);
              L.put(w, fMdpPartner[u], resCount - (v - m0));
            }
            if (phase == Phase.REMAINDER && inB && rBsn[u] >= 0 && rBsn[v] >= 0) {
              int a = Math.min(rBsn[u], rBsn[v]);
              int b = Math.max(rBsn[u], rBsn[v]);
              boolean aInS1 = a < p1;
              L.put(w, fR1, aInS1 ? 2 : 1);
              L.put(w, fR2, 2L * (rSize + 1) - a);
              if (aInS1) {
                L.putBits(w, fR3, a, p1 + 1);
              } else {
                L.putBits(w, fR3, p1 + 1, p1 + 2);
                L.putBits(w, fR4, rSize - 1 - a, rSize - a);
              }
              L.put(w, fPartner[a], rSize - b);
            } else if (phase == Phase.REMAINDER) {
              L.put(w, fR1, 2);
              L.put(w, fR2, 2L * (rSize + 1));
              L.putBits(w, fR3, p1 + 1, p1 + 2);
            }
            g.addEdge(u, v, w);
          }
        }
        // Edges with a single player: the PAB (exact graph) or a sink (relaxed graph).
        for (int u = 0; u < nv; u++) {
          PlayerState p = players[vertices[u]];
          boolean toBye = bye && !p.byeIneligible();
          boolean toSink = sinks > 0 && canSink[u];
          if (removed[u] || !toBye && !toSink) {
            continue;
          }
          long[] w = L.newWeight();
          L.put(w, fCard, 1);
          for (int i = 0; i < 4; i++) {
            L.put(w, fCol[i], 1);
          }
          L.put(w, fC15, 1);
          L.put(w, fC17, 1);
          for (int c = 0; c < 4; c++) {
            for (int d = 0; d < diffLevels; d++) {
              L.put(w, fDiff[c][d], 1);
            }
          }
          if (phase == Phase.REMAINDER) {
            L.put(w, fR1, 1);
            L.put(w, fR2, rSize + 1);
            L.putBits(w, fR3, p1, p1 + 1);
          }
          boolean remainderPhase = phase == Phase.REMAINDER && tight != null;
          if (toSink && !(remainderPhase && !tight.contains(edgeKey(u, sinkOf[u])))) {
            g.addEdge(u, sinkOf[u], w);
          }
          if (toBye) {
            L.put(w, fC5, maxScore - score[vertices[u]] + 1);
            if (u < bracketSize) {
              L.put(w, fC9, maxUnplayed - p.unplayedRounds() + 1);
            }
            if (!(remainderPhase && !tight.contains(edgeKey(u, byeVertex)))) {
              g.addEdge(u, byeVertex, w);
            }
          }
        }
        long t0 = System.nanoTime();
        int[] mate;
        MatchingAlgorithm.Matching solved = phase != Phase.REMAINDER ? matcher.solve(g) : null;
        if (solved != null && solved.certificate().isPresent()) {
          MatchingCertificate certificate = solved.certificate().get();
          mate = certificate.mate();
          boolean[] isTight = certificate.tightEdges(g);
          tight = new java.util.HashSet<>();
          for (int e = 0; e < g.edgeCount(); e++) {
            if (isTight[e]) {
              tight.add(edgeKey(g.edgeU(e), g.edgeV(e)));
            }
          }
          firstGraph = g;
          firstTotal = MatchingWeights.weight(g, mate);
        } else {
          mate = solved != null ? solved.mate() : matcher.maximumWeightMatching(g);
        }
        if (DEBUG) {
          System.err.printf(
              "bracket %s phase %s relaxed %s: %d vertices, %d edges, %d limbs, %d ms%n",
              Points.format(score[residents.get(0)]),
              phase,
              relaxedGraph,
              g.vertexCount(),
              g.edgeCount(),
              g.limbs(),
              (System.nanoTime() - t0) / 1_000_000);
        }
        List<Integer> unmatched = new ArrayList<>();
        for (int v = 0; v < nv; v++) {
          if (!removed[v] && mate[v] < 0) {
            unmatched.add(vertices[v]);
          }
        }
        if (bye && mate[byeVertex] < 0 || !unmatched.isEmpty()) {
          // After relaxed brackets, a failure may be theirs: only the exact pass may give up.
          if (usedRelaxation) {
            throw new RelaxationFailed();
          }
          List<Integer> who = ids(unmatched);
          throw new NoValidPairingException(
              "no valid pairing (Dutch 1.9.3): in the bracket of score "
                  + Points.format(score[residents.get(0)])
                  + ", players "
                  + who
                  + " cannot be paired without breaking C1-C3",
              who);
        }
        return mate;
      }
    }
  }
}
