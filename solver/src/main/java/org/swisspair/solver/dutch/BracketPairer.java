package org.swisspair.solver.dutch;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.CriteriaList;
import org.swisspair.solver.dutch.rules.DutchBracketGraph;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * The pairing of one bracket, its MDPs and residents (C.04.3 Article 3): the best candidate (3.8),
 * the first in Article 4 order among those with the best criteria values. Its strategies, in the
 * order they are tried; each decides the bracket when it succeeds and gives way to the next when it
 * does not (their class comments say why each answer is the rules' answer, and which test shows
 * it):
 *
 * <ol>
 *   <li>{@link BoundedCandidate}: the first candidate at a lower bound of C9-C21 over the players'
 *       classes, without a matching.
 *   <li>{@link PerfectCandidate}: the first candidate when it is perfect (3.4.1).
 *   <li>The first solve of {@link BracketMatching}: a matching whose weight holds C4-C21 (and, in a
 *       heterogeneous bracket, the MDP-pairing order: 3.7, 4.4.2, 4.2); it fixes the MDP-pairs.
 *   <li>{@link TightTransposition}: the remainder's first transposition over the first solve's
 *       tight pairs, when it is optimal.
 *   <li>{@link StagedRemainder}: the remainder's Article 4 solve (3.6, 4.3, 4.2) over those pairs.
 * </ol>
 *
 * <p>Which strategies a pass may use is its {@link Shortcuts}, within what the {@link DutchTuning}
 * allows; the first solve is whole or priced ({@link PricedSolve}, {@link ClassTableSolve}).
 */
final class BracketPairer {
  /**
   * Below this many players under the next scoregroup, the exact graph is small anyway and
   * completing the round (C4) is where relaxations fail: use the players themselves.
   */
  private static final int RELAXED_REST = 24;

  private final RankedPlayers players;
  private final MatchingAlgorithm matcher;
  private final DutchTuning tuning;
  private final CriteriaList<DutchBracketGraph> criteria;
  private final DutchStatistics statistics;
  private final Shortcuts shortcuts;
  private final Relaxation relaxation;
  private final List<Integer> bracket;
  private final int mdpCount;

  /** First rank below this bracket's residents. */
  private final int lowerStart;

  private final List<Integer> mdps;
  private final List<Integer> residents;

  /** Players of the next scoregroup, for C8. */
  private final List<Integer> next;

  /** Whether this bracket's graph is the relaxed one (bracket + next scoregroup + sinks). */
  private final boolean relaxedGraph;

  /** Whether the next scoregroup is the last one: its pairing completes the round (C4). */
  private final boolean aboveLast;

  /** Up to this many players, bounded candidates are tried in every bracket. */
  private static final int SMALL_FIELD = 256;

  /**
   * Whether a bounded candidate was taken in a bracket that is neither the last nor on a relaxed
   * graph.
   */
  private boolean assumedNext;

  /**
   * The pairs made in the bracket (ranks) and, from a relaxed graph, those the matching made in the
   * next bracket (null: none known, the next bracket is expected at its ideal C6/C7 values).
   */
  record Result(List<int[]> pairs, List<int[]> nextPairs) {}

  /**
   * The bracket of {@code bracket} (ranks: its {@code mdpCount} MDPs first, then its residents),
   * above the players from rank {@code lowerStart}.
   */
  BracketPairer(
      RankedPlayers players,
      MatchingAlgorithm matcher,
      DutchTuning tuning,
      CriteriaList<DutchBracketGraph> criteria,
      Avoidance avoidance,
      DutchStatistics statistics,
      Shortcuts shortcuts,
      Relaxation relaxation,
      List<Integer> bracket,
      int mdpCount,
      int lowerStart) {
    this.players = players;
    this.matcher = matcher;
    this.tuning = tuning;
    this.criteria = criteria;
    this.statistics = statistics;
    // A bracket where soft avoidance can choose takes the reference path: the shortcuts decide by
    // C4-C21 alone or by classes of players it would split (ARB-10). Elsewhere its field is the
    // same on every candidate, and every shortcut stays exact.
    this.shortcuts = avoids(players, bracket, avoidance) ? Shortcuts.NONE : shortcuts;
    this.relaxation = relaxation;
    this.bracket = bracket;
    this.mdpCount = mdpCount;
    this.lowerStart = lowerStart;
    this.mdps = bracket.subList(0, mdpCount);
    this.residents = bracket.subList(mdpCount, bracket.size());
    int n = players.size();
    List<Integer> nextGroup = new ArrayList<>();
    for (int i = lowerStart; i < n && players.score(i) == players.score(lowerStart); i++) {
      nextGroup.add(i);
    }
    this.next = nextGroup;
    int restStart = lowerStart + nextGroup.size();
    boolean restAbsorbsPab = false;
    for (int i = restStart; i < n && !restAbsorbsPab; i++) {
      restAbsorbsPab = !players.get(i).byeIneligible();
    }
    int remaining = bracket.size() + n - lowerStart;
    this.relaxedGraph =
        shortcuts.relaxedGraphs()
            && n - restStart >= RELAXED_REST
            && (remaining % 2 == 0 || restAbsorbsPab);
    if (relaxedGraph) {
      relaxation.markUsed();
    }
    this.aboveLast = restStart == n && lowerStart < n;
  }

  /** Whether {@code avoidance} (null: none) avoids two players of {@code bracket}. */
  private static boolean avoids(RankedPlayers players, List<Integer> bracket, Avoidance avoidance) {
    if (avoidance == null) {
      return false;
    }
    for (int i = 0; i < bracket.size(); i++) {
      int a = players.get(bracket.get(i)).id();
      for (int j = i + 1; j < bracket.size(); j++) {
        if (avoidance.avoids(a, players.get(bracket.get(j)).id())) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether the bracket's pairing assumed the next bracket's ideal values, to be confirmed when it
   * is paired: it was solved on a relaxed graph, or took a bounded candidate above the last
   * bracket.
   */
  boolean relaxedGraph() {
    return relaxedGraph || assumedNext;
  }

  /** The players of the next scoregroup (ranks). */
  List<Integer> next() {
    return next;
  }

  /** Pairs the bracket. */
  Result pair() throws NoValidPairingException {
    boolean last = lowerStart == players.size();
    boolean mayBePerfect = true;
    if (shortcuts.boundedCandidates() && tuning.triesBoundedCandidates()) {
      // As on a relaxed graph, the next bracket confirms C7 and C8 and the round's end C4 (which
      // only asks that the round can be completed, as a completed round shows) and C5; a failure
      // sends the round to a pass with a boundary above this bracket. Every bracket of a small
      // field, where its exact graph costs more than a pass again; in a large field the brackets
      // near the bottom, where completion fails more often, keep their exact graphs.
      boolean confirmedBelow =
          relaxedGraph || shortcuts.relaxedGraphs() && (aboveLast || players.size() <= SMALL_FIELD);
      BoundedCandidate.Outcome bounded =
          BoundedCandidate.find(
              players, mdps, residents, last, confirmedBelow, statistics, tuning.debug());
      if (bounded.pairs() != null) {
        if (!relaxedGraph && !last) {
          assumedNext = true;
          relaxation.markUsed();
        }
        return new Result(bounded.pairs(), null);
      }
      mayBePerfect = !bounded.notPerfect();
    }
    if (shortcuts.perfectCandidates() && mayBePerfect) {
      List<int[]> perfect =
          PerfectCandidate.find(players, mdps, residents, last, relaxedGraph, tuning.debug());
      if (perfect != null) {
        statistics.countPerfectDecided();
        return new Result(perfect, null);
      }
    }
    BracketMatching graph =
        new BracketMatching(
            players,
            matcher,
            tuning,
            criteria,
            statistics,
            relaxation,
            bracket,
            mdpCount,
            lowerStart,
            next,
            relaxedGraph,
            shortcuts.pricedGraphs(),
            shortcuts.classedPricing());
    BracketMatching.FirstSolve first =
        graph.solveWhole(
            mdpCount > 0 ? BracketMatching.Phase.MDP_PAIRING : BracketMatching.Phase.CRITERIA);
    int[] mate = first.mate();
    List<int[]> mdpPairs = new ArrayList<>();
    if (mdpCount > 0) {
      for (int m : mdps) {
        int p = mate[graph.local(m)];
        if (p >= 0 && p < graph.bracketSize()) {
          mdpPairs.add(new int[] {m, graph.rank(p)});
        }
      }
    }
    int pairsInBracket = 0;
    for (int v = 0; v < graph.bracketSize(); v++) {
      if (mate[v] > v && mate[v] < graph.bracketSize()) {
        pairsInBracket++;
      }
    }
    // The remainder: residents not paired with an MDP (Dutch 3.3.3).
    List<Integer> remainder = new ArrayList<>(residents);
    for (int[] p : mdpPairs) {
      remainder.remove(Integer.valueOf(p[1]));
    }
    int remainderPairs = pairsInBracket - mdpPairs.size();
    if (shortcuts.tightTranspositions()) {
      TightTransposition quick =
          TightTransposition.find(graph, first.optimum(), remainder, remainderPairs, mdpPairs);
      if (quick != null) {
        statistics.countTranspositionDecided();
        List<int[]> pairs = new ArrayList<>(mdpPairs);
        pairs.addAll(quick.remainderPairs());
        return new Result(pairs, quick.nextPairs());
      }
    }
    int[] remainderMate = graph.solveRemainder(first, remainder, remainderPairs, mdpPairs);
    statistics.countRemainderSolved();
    List<int[]> bracketPairs = new ArrayList<>(mdpPairs);
    for (int r : remainder) {
      int p = remainderMate[graph.local(r)];
      if (p >= 0 && p < graph.bracketSize()) {
        int o = graph.rank(p);
        if (r < o) {
          bracketPairs.add(new int[] {r, o});
        }
      }
    }
    return new Result(bracketPairs, graph.nextPairs(remainderMate));
  }
}
